/**
 * What the resolver (resolve.ts) needs to know of the polly_dart API, built
 * from the manifest (`data/polly_dart-0.0.9.json`): each exported class with
 * its constructors and their parameters, its members (with the class a
 * member's value is, when that is a manifest class), its enum values, the
 * typedefs' parameters (to type a callback's parameters) and the names the
 * manifest lists as not existing in 0.0.9. Pure.
 */
import type {ApiClass, ApiManifest, ApiParam} from '../../shared/apiManifest';

export interface ApiMember {
  /** The class that declares it: its row is on that class's table. */
  owner: string;
  name: string;
  kind: 'field' | 'getter' | 'method';
  static: boolean;
  /** The manifest class the member's value is (a method's return value), if any. */
  type: string | null;
  /** For a method returning `Future<X>`: the manifest class X, if any. */
  awaited: string | null;
  params: ApiParam[];
}

export interface LinkClass {
  name: string;
  enum: boolean;
  /** Constructors by name ('' is the unnamed one), with their parameters. */
  constructors: Map<string, ApiParam[]>;
  /** Instance and static members, the inherited ones included (from manifest supertypes). */
  members: Map<string, ApiMember>;
  values: Set<string>;
}

/** A `nonExistentNames` entry, by where it would stand in code. */
export type MissingName =
  | {entry: string; kind: 'type'; name: string}
  | {entry: string; kind: 'unnamedConstructor'; owner: string}
  | {entry: string; kind: 'member'; owner: string; name: string}
  | {entry: string; kind: 'genericMethod'; owner: string; name: string};

export interface LinkApi {
  classes: Map<string, LinkClass>;
  /** Typedefs' parameters, for the parameters of a closure passed where the typedef is expected. */
  typedefs: Map<string, ApiParam[]>;
  missing: MissingName[];
}

/** `Outcome<T>?` -> `Outcome` when that is a class of `known`; otherwise null. */
export function classOfType(
  type: string | undefined,
  known: ReadonlySet<string> | Map<string, unknown>,
): string | null {
  if (!type) return null;
  const name = /^\s*([A-Z]\w*)/.exec(type)?.[1];
  return name && known.has(name) ? name : null;
}

/** Reads one `nonExistentNames` entry; an entry of a shape it does not know is an error, so none is skipped silently. */
function missingName(entry: string): MissingName {
  let m: RegExpExecArray | null;
  if ((m = /^([A-Z]\w*)(?: \([^)]*\))?$/.exec(entry))) return {entry, kind: 'type', name: m[1]};
  if ((m = /^([A-Z]\w*)\(\) unnamed constructor$/.exec(entry))) return {entry, kind: 'unnamedConstructor', owner: m[1]};
  if ((m = /^([A-Z]\w*)\.(\w+)<\w+>\(\) \(generic form\)$/.exec(entry)))
    return {entry, kind: 'genericMethod', owner: m[1], name: m[2]};
  if ((m = /^([A-Z]\w*)\.(\w+)$/.exec(entry))) return {entry, kind: 'member', owner: m[1], name: m[2]};
  if ((m = /^([A-Z]\w*)\.(\w+) \(sync\)$/.exec(entry))) return {entry, kind: 'member', owner: m[1], name: m[2]};
  throw new Error(`dart-links: cannot tell where the nonExistentNames entry "${entry}" would stand in code`);
}

export function buildLinkApi(
  manifest: Pick<ApiManifest, 'symbols' | 'classes' | 'functions' | 'nonExistentNames'>,
): LinkApi {
  const exported = new Set(manifest.symbols);
  const raw: Record<string, ApiClass> = {};
  for (const [name, cls] of Object.entries(manifest.classes)) if (exported.has(name)) raw[name] = cls;
  const known = new Set(Object.keys(raw));
  const classes = new Map<string, LinkClass>();
  for (const [name, cls] of Object.entries(raw)) {
    const lineage = [name, cls.extends, ...cls.implements].filter((s): s is string => Boolean(s) && s! in raw);
    const members = new Map<string, ApiMember>();
    // Own members first: a class's own row wins over its supertype's.
    for (const owner of lineage) {
      const c = raw[owner];
      const add = (member: ApiMember) => {
        if (!members.has(member.name)) members.set(member.name, member);
      };
      for (const f of c.fields)
        add({
          owner,
          name: f.name,
          kind: 'field',
          static: f.static,
          type: classOfType(f.type, known),
          awaited: null,
          params: [],
        });
      for (const g of c.getters)
        add({
          owner,
          name: g.name,
          kind: 'getter',
          static: g.static,
          type: classOfType(g.type, known),
          awaited: null,
          params: [],
        });
      for (const m of c.methods)
        add({
          owner,
          name: m.name,
          kind: 'method',
          static: m.static,
          type: classOfType(m.returns, known),
          awaited: classOfType(/^Future<(.*)>\??$/.exec(m.returns)?.[1], known),
          params: m.params,
        });
    }
    classes.set(name, {
      name,
      enum: cls.kind === 'enum',
      constructors: new Map(cls.constructors.map((c) => [c.name, c.params])),
      members,
      values: new Set(cls.values ?? []),
    });
  }
  const typedefs = new Map(
    Object.entries(manifest.functions)
      .filter(([name]) => exported.has(name))
      .map(([name, def]) => [name, def.params]),
  );
  return {classes, typedefs, missing: manifest.nonExistentNames.names.map(missingName)};
}
