/**
 * Addresses with a malformed percent-escape (`/intro%ZZ`, `/%E0%A4%A`): the
 * router decodes the path with `decodeURI`, which throws on them, and the page
 * never hydrates. Pure string functions.
 */

/** True when `decodeURI` can decode the text. */
export function decodes(text: string): boolean {
  try {
    decodeURI(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text with each malformed escape made literal: a `%` that does not start
 * two hex digits, and every `%` of a run of escapes that is not valid UTF-8,
 * becomes `%25`. Well-formed escapes stay as they are, so a decodable text is
 * returned unchanged.
 */
export function repairPercentEncoding(text: string): string {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
    if (run === '%') return '%25';
    try {
      decodeURIComponent(run);
      return run;
    } catch {
      return run.replace(/%/g, '%25');
    }
  });
}
