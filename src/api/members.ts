/**
 * Turns one symbol of the API manifest into the rows the API tables show:
 * constructors with their parameters, properties, methods, enum values and
 * typedef parameters, each with a unique anchor id. No React here.
 */
import type {ApiChange, ApiClass, ApiParam, ApiTablesManifest, ApiTypedef} from './manifest';
import {memberAnchor} from './pages';

export interface ParamRow {
  id: string;
  name: string;
  type: string;
  named: boolean;
  required: boolean;
  /** The declared default, or null when the source declares none. */
  defaultValue: string | null;
  since?: string;
  changed?: ApiChange;
}

export interface FixedField {
  name: string;
  value: string;
  /** Anchor of the row that describes the field, when the symbol has one. */
  id?: string;
}

export interface ConstructorView {
  id: string;
  /** `RetryStrategyOptions` or `RetryStrategyOptions.noDelay`. */
  name: string;
  keywords: string[];
  /** The call shape with parameter names only, e.g. `(reason, {retryAfter, message})`. */
  shape: string;
  params: ParamRow[];
  fixed: FixedField[];
}

export interface PropertyRow {
  id: string;
  name: string;
  type: string;
  /** e.g. `final field`, `static final field`, `getter`. */
  kind: string;
  since?: string;
}

export interface MethodRow {
  id: string;
  name: string;
  signature: string;
  keywords: string[];
  since?: string;
}

export interface EnumValueRow {
  id: string;
  name: string;
  index: number;
}

export interface SymbolView {
  name: string;
  kind: string;
  since: string;
  /** The library file that declares it, e.g. `lib/src/outcome.dart`. */
  file: string;
  declaration: string;
  constructors: ConstructorView[];
  properties: PropertyRow[];
  methods: MethodRow[];
  values: EnumValueRow[];
  /** Parameters of a typedef's function type. */
  typedefParams: ParamRow[];
}

function typeArgs(params: string[]): string {
  return params.length > 0 ? `<${params.join(', ')}>` : '';
}

function paramText(param: ApiParam, withTypes: boolean): string {
  const required = param.named && param.required ? 'required ' : '';
  const declared = withTypes ? `${param.type} ${param.name}` : param.name;
  const value = withTypes && param.default !== null ? ` = ${param.default}` : '';
  return `${required}${declared}${value}`;
}

/**
 * A Dart parameter list: required positional parameters, then optional
 * positional ones in `[...]`, then named ones in `{...}`.
 */
export function formatParams(params: ApiParam[], withTypes = true): string {
  const positional = params.filter((p) => !p.named && p.required).map((p) => paramText(p, withTypes));
  const optional = params.filter((p) => !p.named && !p.required).map((p) => paramText(p, withTypes));
  const named = params.filter((p) => p.named).map((p) => paramText(p, withTypes));
  const groups = [...positional];
  if (optional.length > 0) groups.push(`[${optional.join(', ')}]`);
  if (named.length > 0) groups.push(`{${named.join(', ')}}`);
  return `(${groups.join(', ')})`;
}

/** Hands out anchor ids, never the same one twice. */
class AnchorPool {
  private readonly taken = new Set<string>();

  constructor(private readonly symbol: string) {}

  /** Takes the first free id among the candidates, in order. */
  claim(...candidates: string[][]): string {
    const id = candidates.map((parts) => memberAnchor(this.symbol, ...parts)).find((c) => !this.taken.has(c));
    if (id === undefined) {
      throw new Error(`No free anchor for ${this.symbol}: ${candidates.map((c) => c.join('-')).join(', ')}`);
    }
    this.taken.add(id);
    return id;
  }
}

function paramRow(param: ApiParam, id: string): ParamRow {
  return {
    id,
    name: param.name,
    type: param.type,
    named: param.named,
    required: param.required,
    defaultValue: param.default,
    since: param.since,
    changed: param.changed,
  };
}

function declarationOf(name: string, cls: ApiClass): string {
  if (cls.kind === 'enum') return `enum ${name} { ${(cls.values ?? []).join(', ')} }`;
  const base = cls.extends ? ` extends ${cls.extends}` : '';
  const interfaces = cls.implements.length > 0 ? ` implements ${cls.implements.join(', ')}` : '';
  return `${cls.kind} ${name}${typeArgs(cls.typeParams)}${base}${interfaces}`;
}

/**
 * Ids, in order of claim: constructors (`<symbol>-<name>`, the unnamed one
 * `<symbol>-<symbol>`), the unnamed constructor's parameters (the options,
 * `<symbol>-<param>`), then properties, methods and enum values
 * (`<symbol>-<member>`, or `<symbol>-<member>-<kind>` when an option already
 * holds that id), then named constructors' parameters (`<symbol>-<param>` if
 * still free, else `<symbol>-<constructor>-<param>`).
 */
function classView(name: string, cls: ApiClass): SymbolView {
  const pool = new AnchorPool(name);
  const ctorIds = cls.constructors.map((c) => pool.claim([c.name || name]));
  const unnamed = cls.constructors.find((c) => c.name === '');
  const optionIds = new Map((unnamed?.params ?? []).map((p) => [p.name, pool.claim([p.name])]));

  const properties: PropertyRow[] = [
    ...cls.fields.map((f) => ({
      id: pool.claim([f.name], [f.name, 'field']),
      name: f.name,
      type: f.type,
      kind: [f.static ? 'static' : '', f.final ? 'final' : '', 'field'].filter(Boolean).join(' '),
      since: f.since,
    })),
    ...cls.getters.map((g) => ({
      id: pool.claim([g.name], [g.name, 'getter']),
      name: g.name,
      type: g.type,
      kind: g.static ? 'static getter' : 'getter',
      since: g.since,
    })),
  ];

  const methods: MethodRow[] = cls.methods.map((m) => ({
    id: pool.claim([m.name], [m.name, 'method']),
    name: m.name,
    signature: `${m.static ? 'static ' : ''}${m.returns} ${m.name}${typeArgs(m.typeParams)}${formatParams(m.params)}`,
    keywords: m.abstract ? ['abstract'] : [],
    since: m.since,
  }));

  const values: EnumValueRow[] = (cls.values ?? []).map((value, index) => ({
    id: pool.claim([value], [value, 'value']),
    name: value,
    index,
  }));

  const rowOf = (member: string) => optionIds.get(member) ?? properties.find((p) => p.name === member)?.id;
  const constructors: ConstructorView[] = cls.constructors.map((c, i) => ({
    id: ctorIds[i],
    name: c.name ? `${name}.${c.name}` : name,
    keywords: [c.const ? 'const' : '', c.factory ? 'factory' : ''].filter(Boolean),
    shape: formatParams(c.params, false),
    params: c.params.map((p) =>
      paramRow(p, c.name === '' ? optionIds.get(p.name)! : pool.claim([p.name], [c.name, p.name])),
    ),
    fixed: Object.entries(c.fixedFields ?? {}).flatMap(([field, value]) =>
      value === undefined ? [] : [{name: field, value, id: rowOf(field)}],
    ),
  }));

  return {
    name,
    kind: cls.kind,
    since: cls.since,
    file: cls.file,
    declaration: declarationOf(name, cls),
    constructors,
    properties,
    methods,
    values,
    typedefParams: [],
  };
}

function typedefView(name: string, def: ApiTypedef): SymbolView {
  const pool = new AnchorPool(name);
  return {
    name,
    kind: def.kind,
    since: def.since,
    file: def.file,
    declaration: def.signature,
    constructors: [],
    properties: [],
    methods: [],
    values: [],
    typedefParams: def.params.map((p) => paramRow(p, pool.claim([p.name]))),
  };
}

/** The table rows for one exported symbol; throws for a name the manifest does not export. */
export function describeSymbol(manifest: ApiTablesManifest, name: string): SymbolView {
  if (!manifest.symbols.includes(name)) {
    throw new Error(`"${name}" is not a symbol exported by ${manifest.package} ${manifest.version}`);
  }
  const cls = manifest.classes[name];
  if (cls) return classView(name, cls);
  const def = manifest.functions[name];
  if (def) return typedefView(name, def);
  throw new Error(`The manifest lists "${name}" as a symbol but describes neither a class nor a typedef`);
}

/** Every anchor id a symbol's tables define, in document order. */
export function anchorsOf(view: SymbolView): string[] {
  return [
    ...view.constructors.flatMap((c) => [c.id, ...c.params.map((p) => p.id)]),
    ...view.typedefParams.map((p) => p.id),
    ...view.values.map((v) => v.id),
    ...view.properties.map((p) => p.id),
    ...view.methods.map((m) => m.id),
  ];
}

export interface TypeToken {
  text: string;
  /** Set when the text is the name of an exported symbol. */
  symbol?: string;
}

/**
 * Splits Dart type or code text into plain runs and exported symbol names, so
 * that the names can become links. `skip` names a symbol that stays plain text
 * (the one being described).
 */
export function tokenizeType(text: string, symbols: readonly string[], skip?: string): TypeToken[] {
  const tokens: TypeToken[] = [];
  const pushText = (piece: string) => {
    const last = tokens.at(-1);
    if (last && last.symbol === undefined) last.text += piece;
    else tokens.push({text: piece});
  };
  for (const piece of text.split(/([A-Za-z_$][A-Za-z0-9_$]*)/)) {
    if (piece === '') continue;
    if (piece !== skip && symbols.includes(piece)) tokens.push({text: piece, symbol: piece});
    else pushText(piece);
  }
  return tokens;
}

/**
 * Splits code into pieces between which a line may break: inside camel-case
 * names (`Break|Duration|Generator`) and after `<`, `.` and `/`, so that long
 * Dart types and file paths wrap readably on narrow screens.
 */
export function softBreaks(text: string): string[] {
  return text.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[<./])(?=\w)/);
}
