/**
 * The links of one Dart sample, as the build step (plugins/dart-links) hands
 * them to the code block. The page carries only the block's id (the
 * `data-api-links` attribute, see blockId); the plans themselves are in
 * data/generated/dart-link-plans.json (scripts/generate-api-links.ts), which
 * only the highlighting code block reads (src/theme/CodeBlock/Line/Token),
 * so they cost a page's first load nothing: a block hydrated from the
 * server keeps the server's HTML, links included, and a block rendered in
 * the browser waits for the highlighter anyway. Pure.
 *
 * The Token component knows its line only by its text (Docusaurus passes it
 * no line number), so links are looked up by the text of their line. Two
 * lines of one sample with the same text and different links (the same
 * `delay: d,` under two option classes) keep only the links they share:
 * the others stay plain rather than point at the wrong entry.
 */

export interface PlannedLink {
  /** 0-based line in the sample and column in that line. */
  line: number;
  column: number;
  length: number;
  /** Site path of the entry, without the base URL. */
  href: string;
  /** The `nonExistentNames` entry, for a name that does not exist in the release. */
  missing?: string;
}

/** A link within one line: its column and length, where it points. */
export type LineLink = Omit<PlannedLink, 'line'>;

/**
 * The id of a block's plan: FNV-1a (32 bits, hex) of its code and its
 * encoded plan, so two samples with the same code and different links
 * (another page's variables) get two ids.
 */
export function blockId(code: string, encodedPlan: string): string {
  let hash = 0x811c9dc5;
  const text = `${code}\u0000${encodedPlan}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

type Encoded = [number, number, number, string] | [number, number, number, string, string];

export function encodePlan(links: readonly PlannedLink[]): string {
  return JSON.stringify(
    links.map((l): Encoded =>
      l.missing ? [l.line, l.column, l.length, l.href, l.missing] : [l.line, l.column, l.length, l.href],
    ),
  );
}

/** The plan of `encodePlan`; anything else is an empty plan. */
export function decodePlan(text: string): PlannedLink[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!Array.isArray(item)) return [];
    const [line, column, length, href, missing] = item as unknown[];
    if (typeof line !== 'number' || typeof column !== 'number' || typeof length !== 'number') return [];
    if (typeof href !== 'string' || (missing !== undefined && typeof missing !== 'string')) return [];
    return [{line, column, length, href, ...(missing === undefined ? {} : {missing})}];
  });
}

const sameLink = (a: LineLink, b: LineLink): boolean =>
  a.column === b.column && a.length === b.length && a.href === b.href && a.missing === b.missing;

/** The links of each line text of the sample (see above for lines that repeat). */
export function linksByLine(code: string, plan: readonly PlannedLink[]): Map<string, LineLink[]> {
  const lines = code.split('\n');
  const byLine = new Map<number, LineLink[]>();
  for (const {line, ...link} of plan) byLine.set(line, [...(byLine.get(line) ?? []), link]);
  const byText = new Map<string, LineLink[]>();
  lines.forEach((text, index) => {
    const links = byLine.get(index) ?? [];
    const seen = byText.get(text);
    byText.set(text, seen === undefined ? links : seen.filter((a) => links.some((b) => sameLink(a, b))));
  });
  for (const [text, links] of byText) if (links.length === 0) byText.delete(text);
  return byText;
}

/** A piece of a token's text: plain, or a link. */
export type TokenPiece = {text: string; link?: LineLink};

/**
 * Splits the text of a token that starts at `column` of its line into plain
 * pieces and the links that lie wholly inside it.
 */
export function splitToken(text: string, column: number, links: readonly LineLink[]): TokenPiece[] {
  const inside = links
    .filter((l) => l.column >= column && l.column + l.length <= column + text.length)
    .sort((a, b) => a.column - b.column);
  const pieces: TokenPiece[] = [];
  let at = 0;
  for (const link of inside) {
    const start = link.column - column;
    if (start < at) continue;
    if (start > at) pieces.push({text: text.slice(at, start)});
    pieces.push({text: text.slice(start, start + link.length), link});
    at = start + link.length;
  }
  if (at < text.length) pieces.push({text: text.slice(at)});
  return pieces;
}
