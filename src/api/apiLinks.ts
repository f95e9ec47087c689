/**
 * Where each polly_dart name a Dart sample links to points, and what its card
 * says: one entry per exported symbol with an API page, named constructor,
 * constructor parameter, property, method and enum value, plus the
 * `nonExistentNames` entries, keyed as shared/apiLinkKeys.ts writes them.
 * scripts/generate-api-links.ts writes it to data/generated/api-links.json,
 * which the build step that links the samples (plugins/dart-links) reads
 * for the addresses and the card (src/components/ApiCard) for the rest.
 * Pure; no React.
 */
import {memberKey, missingKey, parameterKey, symbolKey} from '@site/shared/apiLinkKeys';
import type {ApiChange, ApiManifest, ApiParam} from './manifest';
import {describeSymbol, formatParams} from './members';
import {homePageOf, symbolAnchor} from './pages';
import {constructorDocUrl, enumValueDocUrl, memberDocUrl, symbolDocUrl} from './pubDev';

export interface ApiLinkCard {
  /** Site path of the API row or heading: `/api/retry-strategy#retrystrategyoptions-delay`. */
  href: string;
  /** The name as Dart writes it: `RetryStrategyOptions.delay`, `RetryStrategyOptions.noDelay(maxRetryAttempts)`. */
  name: string;
  /** What it is: `class`, `named parameter of RetryStrategyOptions()`, `getter of Outcome`, ... */
  kind: string;
  /** Its declaration: `Duration delay = const Duration(seconds: 1)`. */
  signature: string;
  /** For a parameter: `required` or `optional`, and its default (`no default` when the source gives none). */
  facts?: string;
  /** What a reader should know of it, in this project's words: its entry of data/api-card-descriptions.json. */
  description?: string;
  since?: string;
  changed?: ApiChange;
  /** Its dartdoc page on pub.dev; none for a name that does not exist. */
  pub?: string;
  /** Set for a `nonExistentNames` entry: the name is not in this release. */
  missing?: true;
}

/**
 * A card's description, written for readers from the facts of the source (data/api-card-descriptions.json):
 * one per card whose manifest entry has a note, since a note marks what a reader should not miss.
 */
export interface CardDescription {
  /** Whole sentences, the symbol's warning kept. */
  text: string;
  /** Where the source says so: `lib/src/strategies/retry_strategy.dart:141,152` at 2a85979. */
  source: string;
}

export type CardDescriptions = Record<string, CardDescription>;

/** The description of the card `key`; a card whose manifest entry has a note must have one. */
function describe(descriptions: CardDescriptions, key: string, note: string | undefined): string | undefined {
  const entry = descriptions[key] as CardDescription | undefined;
  if (note && !entry) {
    throw new Error(
      `${key}: the manifest has a note for it but data/api-card-descriptions.json has no description; write one for readers`,
    );
  }
  return entry?.text;
}

function parameterCard(
  manifest: ApiManifest,
  descriptions: CardDescriptions,
  symbol: string,
  constructor: string,
  param: ApiParam,
  href: string,
): ApiLinkCard {
  const call = `${constructor ? `${symbol}.${constructor}` : symbol}()`;
  const label = param.named ? 'named parameter' : 'positional parameter';
  const value = param.default === null ? 'no default' : `default ${param.default}`;
  return {
    href,
    name: `${constructor ? `${symbol}.${constructor}` : symbol}(${param.name})`,
    kind: `${label} of ${call}`,
    signature: `${param.named && param.required ? 'required ' : ''}${param.type} ${param.name}${param.default === null ? '' : ` = ${param.default}`}`,
    facts: `${param.required ? 'required' : 'optional'}, ${value}`,
    description: describe(descriptions, parameterKey(symbol, constructor, param.name), param.note),
    since: param.since,
    changed: param.changed,
    pub: constructorDocUrl(manifest, symbol, constructor),
  };
}

/** Every linkable name, keyed by shared/apiLinkKeys.ts. */
export function buildApiLinks(manifest: ApiManifest, descriptions: CardDescriptions): Record<string, ApiLinkCard> {
  const links: Record<string, ApiLinkCard> = {};
  for (const symbol of manifest.symbols) {
    const page = homePageOf(symbol);
    if (!page) continue;
    const at = (id: string) => `/${page.id}#${id}`;
    const view = describeSymbol(manifest, symbol);
    const cls = manifest.classes[symbol];
    const def = manifest.functions[symbol];
    links[symbolKey(symbol)] = {
      href: at(symbolAnchor(symbol)),
      name: symbol,
      kind: view.kind,
      signature: view.declaration,
      description: describe(descriptions, symbolKey(symbol), cls?.notes ?? def?.note),
      since: view.since === '0.0.1' ? undefined : view.since,
      pub: symbolDocUrl(manifest, symbol),
    };
    if (!cls) continue;
    view.constructors.forEach((ctor, i) => {
      const source = cls.constructors[i];
      if (source.name) {
        links[memberKey(symbol, source.name)] = {
          href: at(ctor.id),
          name: ctor.name,
          kind: `named constructor of ${symbol}`,
          signature: `${ctor.keywords.map((k) => `${k} `).join('')}${ctor.name}${formatParams(source.params)}`,
          description: describe(descriptions, memberKey(symbol, source.name), source.note),
          pub: constructorDocUrl(manifest, symbol, source.name),
        };
      }
      ctor.params.forEach((row, j) => {
        links[parameterKey(symbol, source.name, row.name)] = parameterCard(
          manifest,
          descriptions,
          symbol,
          source.name,
          source.params[j],
          at(row.id),
        );
      });
    });
    for (const row of view.properties) {
      const field = cls.fields.find((f) => f.name === row.name);
      const getter = cls.getters.find((g) => g.name === row.name);
      links[memberKey(symbol, row.name)] = {
        href: at(row.id),
        name: `${symbol}.${row.name}`,
        kind: `${row.kind} of ${symbol}`,
        signature: getter
          ? `${getter.static ? 'static ' : ''}${getter.type} get ${row.name}`
          : `${row.kind.replace(/ ?field$/, '')} ${row.type} ${row.name}`.trim(),
        description: describe(descriptions, memberKey(symbol, row.name), field?.note ?? getter?.note),
        since: row.since,
        pub: memberDocUrl(manifest, symbol, row.name),
      };
    }
    for (const row of view.methods) {
      const method = cls.methods.find((m) => m.name === row.name);
      links[memberKey(symbol, row.name)] = {
        href: at(row.id),
        name: `${symbol}.${row.name}`,
        kind: `${method?.static ? 'static method' : 'method'} of ${symbol}`,
        signature: row.signature,
        description: describe(descriptions, memberKey(symbol, row.name), method?.note),
        since: row.since,
        pub: memberDocUrl(manifest, symbol, row.name),
      };
    }
    for (const row of view.values) {
      links[memberKey(symbol, row.name)] = {
        href: at(row.id),
        name: `${symbol}.${row.name}`,
        kind: `value of the enum ${symbol}`,
        signature: `${symbol}.${row.name} (index ${row.index})`,
        pub: enumValueDocUrl(manifest, symbol, row.name),
      };
    }
  }
  for (const entry of manifest.nonExistentNames.names) {
    // The class the entry belongs to, when it has one with a page: the card links there.
    const owner = /^([A-Z]\w*)[.(]/.exec(entry)?.[1];
    const home = owner ? links[symbolKey(owner)] : undefined;
    if (!home) continue;
    links[missingKey(entry)] = {
      href: home.href,
      name: entry,
      kind: `not in ${manifest.package} ${manifest.version}`,
      signature: entry,
      facts: `code that uses it does not compile against ${manifest.version}`,
      missing: true,
    };
  }
  return links;
}
