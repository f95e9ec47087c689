/**
 * "Was this page helpful?": the answers kept in local storage and the GitHub
 * issue a "No" opens. Pure: strings in, strings out; the stored value is
 * untrusted (anything may have written it), so reading keeps only what this
 * module could have written.
 */

/** The local-storage key that holds every page's answer, as one JSON object keyed by page path. */
export const feedbackStorageKey = 'polly-dart.page-feedback';

export type Answer = 'yes' | 'no';

/** At most this many pages are remembered; the oldest answers go first. */
export const maxRemembered = 200;

const isPagePath = (key: string): boolean => key.length <= 300 && /^\/[\w\-./~%]*$/.test(key);

/**
 * The answers in a stored value, in the order they were given. A value that
 * is not JSON, not a plain object, or any entry whose key is not a page path
 * or whose answer is not exactly "yes" or "no", is ignored.
 */
export function readAnswers(raw: string | null): Map<string, Answer> {
  const answers = new Map<string, Answer>();
  if (raw === null || raw.length > 100_000) return answers;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return answers;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return answers;
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (isPagePath(key) && (value === 'yes' || value === 'no')) answers.set(key, value);
  }
  return answers;
}

/** The answer stored for one page, or null. */
export function answerFor(raw: string | null, path: string): Answer | null {
  return readAnswers(raw).get(path) ?? null;
}

/** The value to store after `answer` is given on `path`: the valid old answers, this one last. */
export function withAnswer(raw: string | null, path: string, answer: Answer): string {
  const answers = readAnswers(raw);
  answers.delete(path);
  answers.set(path, answer);
  const kept = [...answers].slice(-maxRemembered);
  return JSON.stringify(Object.fromEntries(kept));
}

/** A GitHub repository's address (`https://github.com/owner/name`), or null when `value` is not one. */
export function githubRepoUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(value);
  return match ? `https://github.com/${match[1]}/${match[2]}` : null;
}

export interface FeedbackPage {
  title: string;
  /** The page's public address. */
  url: string;
}

/** The form of a new issue on `repoUrl`, prefilled with the page's title and address. */
export function issueUrl(repoUrl: string, page: FeedbackPage): string {
  const title = `Docs: "${page.title}" did not help`;
  const body = [
    `Page: ${page.title}`,
    `Address: ${page.url}`,
    '',
    'What were you looking for, and what was missing, wrong or unclear?',
    '',
  ].join('\n');
  return `${repoUrl}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
