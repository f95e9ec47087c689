/**
 * The shape of the polly_dart API manifest (`data/polly_dart-0.0.9.json`),
 * the one type every reader of the manifest uses: the API tables
 * (src/api, src/components/ApiMembers), the build step that hands each table
 * its slice (plugins/api-slices), the sample check and the options-table
 * check (scripts/). Types only: nothing here reaches a bundle.
 */

/** The release that added a member, when it is later than its class's own. */
type Since = string;

/** A change to an existing member: the release, and a few words the API table shows. */
export interface ApiChange {
  version: string;
  what: string;
}

export interface ApiParam {
  name: string;
  since?: Since;
  /** Set when an existing parameter changed, e.g. became named. */
  changed?: ApiChange;
  type: string;
  named: boolean;
  required: boolean;
  /** Source literal of the default value, or null when the source gives none. */
  default: string | null;
  note?: string;
}

export interface ApiConstructor {
  /** '' for the unnamed constructor, otherwise the suffix after the dot. */
  name: string;
  const: boolean;
  factory: boolean;
  params: ApiParam[];
  /** Fields a named constructor sets itself, with the value it sets. */
  fixedFields?: Partial<Record<string, string>>;
  note?: string;
}

export interface ApiField {
  name: string;
  since?: Since;
  type: string;
  static: boolean;
  final: boolean;
  note?: string;
}

export interface ApiGetter {
  name: string;
  since?: Since;
  type: string;
  static: boolean;
  note?: string;
}

export interface ApiMethod {
  name: string;
  since?: Since;
  returns: string;
  static: boolean;
  typeParams: string[];
  params: ApiParam[];
  abstract: boolean;
  note?: string;
}

export interface ApiClass {
  kind: string;
  file: string;
  since: string;
  typeParams: string[];
  extends: string | null;
  implements: string[];
  constructors: ApiConstructor[];
  fields: ApiField[];
  getters: ApiGetter[];
  methods: ApiMethod[];
  values?: string[];
  notes?: string;
}

export interface ApiTypedef {
  kind: string;
  file: string;
  since: string;
  typeParams: string[];
  returns: string;
  params: ApiParam[];
  signature: string;
  note?: string;
}

/** A package of the same repository that extends polly_dart (polly_dart_http, polly_dart_dio). */
export interface ApiExtensionPackage {
  version: string;
  /** The library a program imports, e.g. `package:polly_dart_http/polly_dart_http.dart`. */
  import: string;
  dependencies: Record<string, string>;
  /** Its classes; `kind: 'extension'` for Dart extensions, whose notes say `on Type`. */
  classes: Record<string, ApiClass>;
}

export interface ApiManifest {
  package: string;
  version: string;
  symbols: string[];
  classes: Record<string, ApiClass>;
  functions: Record<string, ApiTypedef>;
  /** Names readers expect (from .NET Polly or older docs) that 0.0.9 does not have. */
  nonExistentNames: {note?: string; names: string[]};
  extensions: Record<string, ApiExtensionPackage>;
}

/** The parts of the manifest the API tables show. */
export type ApiTablesManifest = Pick<ApiManifest, 'package' | 'version' | 'symbols' | 'classes' | 'functions'>;
