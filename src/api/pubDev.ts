/**
 * Addresses of the dartdoc pages pub.dev hosts for polly_dart, derived from
 * the API manifest. No React here.
 *
 * The layout follows dartdoc's model (github.com/dart-lang/dartdoc,
 * lib/src/model/): a page's path is `<library dir>/<file name>`, where
 * - a class (abstract and sealed ones too) is `<Name>-class.html` (class.dart, `fileName`);
 * - an enum and a typedef use the element default, `<Name>.html` (model_element.dart, `fileName`);
 * - a constructor, field, getter or method lives under its container:
 *   `<Class>/<file name>` (constructor.dart and method.dart, `filePath`); the
 *   unnamed constructor's file is `<Class>.html`, a named one's
 *   `<Class>.<named>.html` (constructor.dart, `fileName`);
 * - an enum value has no page of its own: it links to its enum's page (enum.dart, `EnumField.href`).
 * The library dir is the library's name, `polly_dart` (the library file
 * `lib/polly_dart.dart`, which declares no other name).
 */
import type {ApiTablesManifest} from './manifest';

/** Where pub.dev keeps the dartdoc output of the latest polly_dart release. */
export const pubDevDocsRoot = 'https://pub.dev/documentation/polly_dart/latest/';

/** dartdoc's directory for the one library polly_dart exports. */
export const libraryDir = 'polly_dart';

const page = (...parts: string[]): string => `${pubDevDocsRoot}${[libraryDir, ...parts].join('/')}`;

/** Class kinds dartdoc renders with the `-class.html` suffix. */
const classKinds = new Set(['class', 'abstract class', 'sealed class']);

function kindOf(manifest: ApiTablesManifest, symbol: string): 'class' | 'enum' | 'typedef' {
  if (!manifest.symbols.includes(symbol)) {
    throw new Error(`"${symbol}" is not a symbol exported by ${manifest.package} ${manifest.version}`);
  }
  const cls = manifest.classes[symbol];
  if (cls) {
    if (cls.kind === 'enum') return 'enum';
    if (classKinds.has(cls.kind)) return 'class';
    throw new Error(`No dartdoc page layout known for ${symbol}, a ${cls.kind}`);
  }
  if (manifest.functions[symbol]) return 'typedef';
  throw new Error(`The manifest lists "${symbol}" but describes neither a class nor a typedef`);
}

/** The dartdoc page of an exported symbol: `…/polly_dart/RetryStrategyOptions-class.html`. */
export function symbolDocUrl(manifest: ApiTablesManifest, symbol: string): string {
  return kindOf(manifest, symbol) === 'class' ? page(`${symbol}-class.html`) : page(`${symbol}.html`);
}

/** A constructor's page; `name` is '' for the unnamed one: `…/polly_dart/Outcome/Outcome.fromResult.html`. */
export function constructorDocUrl(manifest: ApiTablesManifest, symbol: string, name: string): string {
  const ctor = manifest.classes[symbol]?.constructors.find((c) => c.name === name);
  if (!ctor) throw new Error(`${symbol} has no constructor "${name}" in the manifest`);
  return page(symbol, `${name ? `${symbol}.${name}` : symbol}.html`);
}

/** A field's, getter's or method's page: `…/polly_dart/RetryStrategyOptions/maxRetryAttempts.html`. */
export function memberDocUrl(manifest: ApiTablesManifest, symbol: string, member: string): string {
  const cls = manifest.classes[symbol];
  const declared = cls && [...cls.fields, ...cls.getters, ...cls.methods].some((m) => m.name === member);
  if (!declared) throw new Error(`${symbol} declares no member "${member}" in the manifest`);
  if (!/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(member)) throw new Error(`No dartdoc file name known for ${member}`);
  return page(symbol, `${member}.html`);
}

/** An enum value: its enum's page, as dartdoc links it. */
export function enumValueDocUrl(manifest: ApiTablesManifest, symbol: string, value: string): string {
  if (!manifest.classes[symbol]?.values?.includes(value)) throw new Error(`${symbol} has no value "${value}"`);
  return symbolDocUrl(manifest, symbol);
}

export interface DocLink {
  /** The name as Dart writes it: `RetryStrategyOptions.noDelay`, `Outcome.isSuccess`, `Outcome.new` for an unnamed constructor. */
  label: string;
  url: string;
}

/** Every symbol, constructor and member of the manifest with its dartdoc address, in manifest order. */
export function allDocLinks(manifest: ApiTablesManifest): DocLink[] {
  return manifest.symbols.flatMap((symbol) => {
    const links: DocLink[] = [{label: symbol, url: symbolDocUrl(manifest, symbol)}];
    const cls = manifest.classes[symbol];
    if (!cls) return links;
    for (const c of cls.constructors) {
      links.push({label: `${symbol}.${c.name || 'new'}`, url: constructorDocUrl(manifest, symbol, c.name)});
    }
    for (const m of [...cls.fields, ...cls.getters, ...cls.methods]) {
      links.push({label: `${symbol}.${m.name}`, url: memberDocUrl(manifest, symbol, m.name)});
    }
    for (const v of cls.values ?? []) links.push({label: `${symbol}.${v}`, url: enumValueDocUrl(manifest, symbol, v)});
    return links;
  });
}
