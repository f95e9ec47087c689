/**
 * The Polly for .NET name map as the site shows it: every row of
 * data/dotnet-names.json with its polly_dart names resolved to the API
 * reference rows that describe them, filtering for the map's search box, and
 * the .NET names that belong to each strategy guide. No React here.
 */
import namesJson from '@site/data/dotnet-names.json';
import type {ApiTablesManifest} from '@site/src/api/manifest';
import {describeSymbol, type SymbolView} from '@site/src/api/members';
import {apiPages, homePageOf, symbolAnchor} from '@site/src/api/pages';
import type {DotnetName, DotnetNamesFile, PollyGeneration} from './names';

export const dotnetNames: readonly DotnetName[] = (namesJson as DotnetNamesFile).names;

/** A polly_dart name as the map shows it: its text and the API row it links to. */
export interface DartNameLink {
  name: string;
  /** Site path with anchor, e.g. `/api/retry-strategy#retrystrategyoptions-infinite`. */
  href: string;
  /** The exported symbol whose table holds the row. */
  owner: string;
  /**
   * For a bare member found by searching, every symbol that has a member of that name
   * (`shouldHandle` is an option of five strategies); absent when the name is unambiguous.
   */
  candidates?: string[];
}

export interface MapRow extends DotnetName {
  /** Stable, unique id for the row, derived from the .NET name. */
  id: string;
  links: DartNameLink[];
}

/** Builder methods belong to the strategy they add, not to the builder's own guide. */
const BUILDER_METHOD_GUIDE: Readonly<Record<string, string>> = {
  addRetry: '/strategies/retry',
  addCircuitBreaker: '/strategies/circuit-breaker',
  addTimeout: '/strategies/timeout',
  addTimeoutWithOptions: '/strategies/timeout',
  addFallback: '/strategies/fallback',
  addHedging: '/strategies/hedging',
  addRateLimiter: '/strategies/rate-limiter',
  addConcurrencyLimiter: '/strategies/rate-limiter',
  addCache: '/strategies/cache',
  addMemoryCache: '/strategies/cache',
  addCacheWithKeyGenerator: '/strategies/cache',
};

/** The anchor of `member` in a symbol's tables: a named constructor, a property, a method or an enum value. */
function memberRowId(view: SymbolView, member: string): string | undefined {
  return (
    view.constructors.find((c) => c.name === `${view.name}.${member}`)?.id ??
    view.properties.find((p) => p.name === member)?.id ??
    view.methods.find((m) => m.name === member)?.id ??
    view.values.find((v) => v.name === member)?.id
  );
}

/** Exported symbols in the order the API reference presents them. */
const SYMBOL_ORDER: readonly string[] = apiPages.flatMap((page) => page.symbols);

function linkTo(manifest: ApiTablesManifest, owner: string, member?: string): DartNameLink | undefined {
  const page = homePageOf(owner);
  if (!page) return undefined;
  if (member === undefined) return {name: owner, href: `/${page.id}#${symbolAnchor(owner)}`, owner};
  const id = memberRowId(describeSymbol(manifest, owner), member);
  return id ? {name: `${owner}.${member}`, href: `/${page.id}#${id}`, owner} : undefined;
}

/**
 * Resolves one polly_dart name of a row: an exported symbol, `Symbol.member`, or a bare member
 * name. A bare member is looked up first in the row's own symbols (`build` next to
 * `ResiliencePipelineBuilder`), then in every symbol in reference order. Undefined when the
 * manifest has no such name.
 */
export function resolveDartName(
  manifest: ApiTablesManifest,
  name: string,
  hints: readonly string[] = [],
): DartNameLink | undefined {
  if (manifest.symbols.includes(name)) return linkTo(manifest, name);
  const dot = name.indexOf('.');
  if (dot > 0) {
    const owner = name.slice(0, dot);
    return manifest.symbols.includes(owner) ? linkTo(manifest, owner, name.slice(dot + 1)) : undefined;
  }
  for (const owner of hints.filter((h) => manifest.symbols.includes(h))) {
    const link = linkTo(manifest, owner, name);
    if (link) return {...link, name};
  }
  const found = SYMBOL_ORDER.flatMap((owner) => {
    const link = linkTo(manifest, owner, name);
    return link ? [link] : [];
  });
  if (found.length === 0) return undefined;
  return {...found[0], name, ...(found.length > 1 ? {candidates: found.map((link) => link.owner)} : {})};
}

/** Lower-case, dash-separated id of a .NET name: `Policy.Handle<T>()` becomes `policy-handle-t`. */
export function rowId(dotnet: string): string {
  return dotnet
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every row with its links; a name the manifest lacks throws, so a bad data file fails the build. */
export function mapRows(manifest: ApiTablesManifest, names: readonly DotnetName[] = dotnetNames): MapRow[] {
  return names.map((entry) => ({
    ...entry,
    id: `dotnet-${rowId(entry.dotnet)}`,
    links: entry.dart.map((name) => {
      const link = resolveDartName(manifest, name, entry.dart);
      if (!link) throw new Error(`data/dotnet-names.json: "${name}" (for ${entry.dotnet}) is not in the manifest`);
      return link;
    }),
  }));
}

export type GenerationFilter = 'all' | 'v7' | 'v8';

export interface MapFilter {
  query: string;
  generation: GenerationFilter;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Does a row's generation fall under the filter? A `both` row belongs to v7 and v8. */
export function inGeneration(polly: PollyGeneration, generation: GenerationFilter): boolean {
  return generation === 'all' || polly === 'both' || polly === generation;
}

/**
 * Rows whose .NET or polly_dart names contain the query, ignoring case and punctuation
 * (`waitandretry`, `Handle<T>` and `add retry` all match), within the chosen generation.
 */
export function filterRows<R extends DotnetName>(rows: readonly R[], filter: MapFilter): R[] {
  const needle = normalise(filter.query.slice(0, 64));
  return rows.filter(
    (row) =>
      inGeneration(row.polly, filter.generation) &&
      (needle === '' || [row.dotnet, ...row.dart].some((name) => normalise(name).includes(needle))),
  );
}

function guideOfOwner(owner: string, member: string): string | undefined {
  if (owner === 'ResiliencePipelineBuilder' || owner === 'TypedResiliencePipelineBuilder') {
    return BUILDER_METHOD_GUIDE[member];
  }
  const guide = homePageOf(owner)?.guide;
  return guide?.startsWith('/strategies/') ? guide : undefined;
}

/**
 * The strategy guide a polly_dart name belongs to, if any. A bare member shared by symbols of
 * different guides (`shouldHandle`, `execute`) belongs to none.
 */
export function guideOf(link: DartNameLink): string | undefined {
  const member = link.name.slice(link.name.lastIndexOf('.') + 1);
  const guides = new Set((link.candidates ?? [link.owner]).map((owner) => guideOfOwner(owner, member)));
  return guides.size === 1 ? [...guides][0] : undefined;
}

/** The .NET names whose polly_dart counterparts belong to a strategy guide, in data order. */
export function dotnetNamesForGuide(rows: readonly MapRow[], guide: string): MapRow[] {
  return rows.filter((row) => row.links.some((link) => guideOf(link) === guide));
}

/**
 * Up to `count` names for a guide's pointer line, v7 and v8 taking turns so that readers of
 * either generation see a name they know; rows for both count as v7.
 */
export function pointerNames(rows: readonly MapRow[], count: number): string[] {
  const v7 = rows.filter((row) => row.polly !== 'v8');
  const v8 = rows.filter((row) => row.polly === 'v8');
  const picked: MapRow[] = [];
  for (let i = 0; picked.length < Math.min(count, rows.length); i++) {
    if (i < v7.length) picked.push(v7[i]);
    if (i < v8.length && picked.length < count) picked.push(v8[i]);
  }
  return picked.map((row) => row.dotnet);
}
