/**
 * The part of the API manifest one `<ApiMembers of="X" />` table reads: the
 * package and version, the list of exported names (the tables link every
 * exported name that appears in a type, and pub.dev's addresses check that
 * the symbol is exported), and the symbol's own class or typedef entry. The
 * notes the manifest keeps for the site's authors (`note`, `notes`) are left
 * out: no table shows them. Pure: no file access.
 */
import type {ApiClass, ApiTablesManifest, ApiTypedef} from '../../shared/apiManifest';

/** A copy of a manifest entry without its authors' notes, at any depth. */
function withoutNotes<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutNotes) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'note' && key !== 'notes')
      .map(([key, inner]) => [key, withoutNotes(inner)]),
  ) as T;
}

/**
 * What the API table of `symbol` needs, and nothing else; throws, naming the
 * symbol, when the manifest does not export it or describes it nowhere.
 */
export function sliceFor(manifest: ApiTablesManifest, symbol: string): ApiTablesManifest {
  if (!manifest.symbols.includes(symbol)) {
    throw new Error(`"${symbol}" is not a symbol exported by ${manifest.package} ${manifest.version}`);
  }
  const own = <E>(entries: Record<string, E>): Record<string, E> =>
    Object.hasOwn(entries, symbol) ? {[symbol]: withoutNotes(entries[symbol])} : {};
  const classes: Record<string, ApiClass> = own(manifest.classes);
  const functions: Record<string, ApiTypedef> = own(manifest.functions);
  if (Object.keys(classes).length + Object.keys(functions).length === 0) {
    throw new Error(`The manifest lists "${symbol}" as a symbol but describes neither a class nor a typedef`);
  }
  return {package: manifest.package, version: manifest.version, symbols: manifest.symbols, classes, functions};
}
