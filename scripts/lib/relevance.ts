/**
 * The figures of the relevance benchmark (`npm run bench:relevance`): each
 * query of `tests/relevance/queries.json` has the pages that answer it; a
 * search engine returns a ranked list of result addresses; these functions
 * turn both into top-1, top-3, MRR@10 and zero-result counts. Pure: no
 * browser, no files.
 */
import {budgets} from './bench-targets';
import {canonicalPagePath} from './normalize-path';

export interface RelevanceQuery {
  query: string;
  /** What kind of query it is (keyword, task, api, typo, dotnet, ...). */
  kind: string;
  /** Site paths of the pages that answer it, without anchor (`/strategies/retry`). */
  answers: string[];
  /** The option the query asks to configure (`CircuitBreakerStrategyOptions.breakDuration`), for tasks with a quantity. */
  option?: string;
  /** The section that configures it: a page path with the anchor of its options table's section. */
  section?: string;
}

export interface QueryResult {
  query: RelevanceQuery;
  /** Result addresses in the order the reader sees them (absolute or site-relative). */
  results: string[];
}

export interface Figures {
  queries: number;
  top1: number;
  top3: number;
  /** Mean reciprocal rank of the first right result within the first 10 (0 when none). */
  mrr10: number;
  /** Queries that returned no result at all. */
  zeroResults: number;
}

/**
 * The site path of a result address: no origin, query, anchor, `.html`,
 * `/index` or trailing slash, with the base path removed (`base` is `/` or
 * `/docs/`).
 */
export function resultPage(address: string, base = '/'): string {
  const url = new URL(address, 'http://site.invalid');
  let pathname = decodeURI(url.pathname);
  const prefix = base.replace(/\/+$/, '');
  if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
    pathname = pathname.slice(prefix.length) || '/';
  return canonicalPagePath(pathname) ?? pathname;
}

/** 1-based rank of the first result on one of the answer pages, or null when none is. */
export function firstRightRank(results: readonly string[], answers: readonly string[], base = '/'): number | null {
  const wanted = new Set(answers.map((a) => resultPage(a, '/')));
  const index = results.findIndex((r) => wanted.has(resultPage(r, base)));
  return index === -1 ? null : index + 1;
}

export function figures(results: readonly QueryResult[], base = '/'): Figures {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  let zeroResults = 0;
  for (const {query, results: found} of results) {
    if (found.length === 0) zeroResults += 1;
    const rank = firstRightRank(found, query.answers, base);
    if (rank === null) continue;
    if (rank === 1) top1 += 1;
    if (rank <= 3) top3 += 1;
    if (rank <= 10) reciprocal += 1 / rank;
  }
  const n = results.length;
  return {queries: n, top1, top3, mrr10: n === 0 ? 0 : reciprocal / n, zeroResults};
}

/** The site path and anchor of a result address (`/strategies/retry#options`), or the path alone without an anchor. */
export function resultSection(address: string, base = '/'): string {
  const hash = new URL(address, 'http://site.invalid').hash;
  return resultPage(address, base) + hash;
}

export interface SectionFigures {
  /** Queries with a `section`. */
  queries: number;
  /** Those whose section is one of the first 3 results. */
  top3: number;
}

/** For the queries with a `section`: how many list that section among their first 3 results. */
export function sectionFigures(results: readonly QueryResult[], base = '/'): SectionFigures {
  const withSection = results.filter((r) => r.query.section !== undefined);
  const top3 = withSection.filter(({query, results: found}) =>
    found.slice(0, 3).some((r) => resultSection(r, base) === resultSection(query.section!, '/')),
  ).length;
  return {queries: withSection.length, top3};
}

/** The figures of each kind of query, in the order the kinds first appear in the set. */
export function figuresByKind(results: readonly QueryResult[], base = '/'): Array<[kind: string, figures: Figures]> {
  const kinds = [...new Set(results.map((r) => r.query.kind))];
  return kinds.map((kind) => [
    kind,
    figures(
      results.filter((r) => r.query.kind === kind),
      base,
    ),
  ]);
}

/** A count as `n/N (p %)`. */
export function share(count: number, total: number): string {
  const percent = total === 0 ? 0 : (100 * count) / total;
  return `${count}/${total} (${percent.toFixed(1)} %)`;
}

export interface Targets {
  /** Share of queries with a right page in the first 3 results. */
  top3: number;
  mrr10: number;
  /** Most zero-result queries allowed (every query of the set has an answer on the site). */
  zeroResults: number;
  /** Share of the queries with a `section` that list it in the first 3 results. */
  sectionTop3: number;
}

/** The project's targets for its own query set, from the budgets file (bench/budgets.json). */
export const RELEVANCE_TARGETS: Targets = {
  top3: (budgets.relevance.top3Percent.min ?? 100) / 100,
  mrr10: budgets.relevance.mrr10.min ?? 1,
  zeroResults: budgets.relevance.zeroResults.max ?? 0,
  sectionTop3: (budgets.relevance.sectionTop3Percent.min ?? 100) / 100,
};

/** Which targets a set of figures misses, in words; empty when all are met. */
export function missedTargets(
  f: Figures,
  targets: Targets = RELEVANCE_TARGETS,
  sections: SectionFigures = {queries: 0, top3: 0},
): string[] {
  const missed: string[] = [];
  if (f.queries > 0 && f.top3 / f.queries < targets.top3)
    missed.push(`top-3 ${((100 * f.top3) / f.queries).toFixed(1)} % < ${targets.top3 * 100} %`);
  if (f.mrr10 < targets.mrr10) missed.push(`MRR@10 ${f.mrr10.toFixed(3)} < ${targets.mrr10}`);
  if (f.zeroResults > targets.zeroResults) missed.push(`${f.zeroResults} zero-result queries`);
  if (sections.queries > 0 && sections.top3 / sections.queries < targets.sectionTop3)
    missed.push(
      `section in the top 3 ${((100 * sections.top3) / sections.queries).toFixed(1)} % < ${targets.sectionTop3 * 100} %`,
    );
  return missed;
}

/** Whether `ours` is strictly ahead of `other` on every figure (fewer zero results, or both none). */
export function aheadOnEveryFigure(ours: Figures, other: Figures): boolean {
  return (
    ours.top1 > other.top1 &&
    ours.top3 > other.top3 &&
    ours.mrr10 > other.mrr10 &&
    (ours.zeroResults < other.zeroResults || ours.zeroResults === 0)
  );
}
