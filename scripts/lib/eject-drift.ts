/**
 * Compares an ejected theme file with the original it was copied from, outside the copy's fences.
 *
 * An ejected file starts with a header comment naming its origin:
 *
 *     // Ejected from @docusaurus/theme-classic 3.10.2, src/theme/Tabs/index.tsx: <why>
 *
 * and marks each of its own changes with a fence:
 *
 *     // Change: <reason>            (in JSX: {/* Change: <reason> *\/})
 *     ...the copy's lines...
 *     // End change                  (in JSX: {/* End change *\/})
 *
 * Everything outside the header and the fences must match the original line for line, blank lines
 * and indentation aside (the caller formats both texts with the project's Prettier settings first).
 * A fence may stand where the original has lines of its own: those are the lines it replaces. Any
 * other difference is drift: upstream changed a line the copy still has, or added lines the copy
 * lacks. (A change upstream right beside a fence reads as part of what the fence replaces.)
 */

export interface Origin {
  /** The npm package the file was copied from, e.g. `@docusaurus/theme-classic`. */
  packageName: string;
  /** The package version it was copied from. */
  version: string;
  /** The original's path inside the package, as the header names it: `src/theme/…` of the theme's package. */
  path: string;
}

/** One place where the copy and the original differ outside a fence. */
export interface Drift {
  /** 1-based lines of the copy in the difference (none when only the original has lines there). */
  copyLines: number[];
  /** 1-based lines of the original in the difference (none when only the copy has lines there). */
  originalLines: number[];
  copyText: string[];
  originalText: string[];
}

const HEADER = /Ejected from (@?[\w.-]+(?:\/[\w.-]+)?) (\d+\.\d+\.\d+[\w.-]*), ([\w./-]+?):/;
const FENCE_START = /^(?:\/\/|\{?\/\*)\s*Change:/;
const FENCE_END = /^(?:\/\/|\{?\/\*)\s*End change\b/;

/** The origin named in the copy's header comment, or null when it names none. */
export function originOf(copy: string): Origin | null {
  const match = HEADER.exec(headerComment(copy.split('\n')).join('\n'));
  return match ? {packageName: match[1], version: match[2], path: match[3]} : null;
}

/** The lines of the comment block the file starts with (`//` lines or one block comment). */
function headerComment(lines: readonly string[]): string[] {
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return [];
  if (lines[first].trim().startsWith('/*')) {
    const end = lines.findIndex((line, index) => index >= first && line.includes('*/'));
    return lines.slice(first, end + 1);
  }
  let end = first;
  while (end < lines.length && lines[end].trim().startsWith('//') && !FENCE_START.test(lines[end].trim())) end++;
  return lines.slice(first, end);
}

interface Item {
  /** The trimmed text, or a unique token for a fence. */
  key: string;
  /** 1-based line in its file (a fence: its first line). */
  line: number;
  fence: boolean;
}

/** The copy's lines after its header, with each fence folded into one token. Throws on an unclosed or nested fence. */
function copyItems(copy: string): Item[] {
  const lines = copy.split('\n');
  const skip =
    headerComment(lines).length +
    Math.max(
      0,
      lines.findIndex((line) => line.trim() !== ''),
    );
  const items: Item[] = [];
  let fenceStart: number | null = null;
  lines.forEach((raw, index) => {
    if (index < skip) return;
    const text = raw.trim();
    const line = index + 1;
    if (FENCE_START.test(text)) {
      if (fenceStart !== null) throw new Error(`line ${line}: a fence opens inside the fence of line ${fenceStart}`);
      fenceStart = line;
      items.push({key: `\u0000fence@${line}`, line, fence: true});
    } else if (FENCE_END.test(text)) {
      if (fenceStart === null) throw new Error(`line ${line}: "End change" without an open fence`);
      fenceStart = null;
    } else if (fenceStart === null && text !== '') {
      items.push({key: text, line, fence: false});
    }
  });
  if (fenceStart !== null) throw new Error(`line ${fenceStart}: the fence is never closed ("End change")`);
  return items;
}

/** The original's lines, without the license comment it starts with. */
function originalItems(original: string): Item[] {
  const lines = original.split('\n');
  const header = headerComment(lines);
  const skip = header.some((line) => /copyright|license/i.test(line))
    ? header.length +
      Math.max(
        0,
        lines.findIndex((line) => line.trim() !== ''),
      )
    : 0;
  return lines
    .map((raw, index) => ({key: raw.trim(), line: index + 1, fence: false}))
    .filter((item, index) => index >= skip && item.key !== '');
}

/** The differences between the copy and the original that no fence accounts for. */
export function driftOf(original: string, copy: string): Drift[] {
  const a = copyItems(copy);
  const b = originalItems(original);
  // Longest common subsequence of the two line lists, then one walk over the edit script.
  const lcs: number[][] = Array.from({length: a.length + 1}, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i][j] = a[i].key === b[j].key ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const drifts: Drift[] = [];
  let hunk: {copy: Item[]; original: Item[]} = {copy: [], original: []};
  const close = (): void => {
    const fenced = hunk.copy.some((item) => item.fence);
    const strayCopy = hunk.copy.filter((item) => !item.fence);
    if (strayCopy.length > 0 || (hunk.original.length > 0 && !fenced)) {
      drifts.push({
        copyLines: strayCopy.map((item) => item.line),
        originalLines: hunk.original.map((item) => item.line),
        copyText: strayCopy.map((item) => item.key),
        originalText: hunk.original.map((item) => item.key),
      });
    }
    hunk = {copy: [], original: []};
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i].key === b[j].key) {
      close();
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lcs[i + 1][j] >= lcs[i][j + 1])) {
      hunk.copy.push(a[i++]);
    } else {
      hunk.original.push(b[j++]);
    }
  }
  close();
  return drifts;
}

/** A drift as a maintainer reads it: where, and the lines on each side. */
export function describeDrift(file: string, origin: Origin, drift: Drift): string {
  const lines = [
    `${file}: differs from ${origin.packageName}/${origin.path} outside a "Change:" fence` +
      (drift.copyLines.length > 0 ? ` at line ${drift.copyLines[0]}` : '') +
      (drift.originalLines.length > 0 ? ` (original line ${drift.originalLines[0]})` : ''),
    ...drift.originalText.map((text) => `  original: ${text}`),
    ...drift.copyText.map((text) => `  copy:     ${text}`),
  ];
  return lines.join('\n');
}
