import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {ApiChange, ApiTablesManifest} from '@site/src/api/manifest';
import {
  anchorsOf,
  describeSymbol,
  softBreaks,
  tokenizeType,
  type ConstructorView,
  type ParamRow,
  type SymbolView,
} from '@site/src/api/members';
import {symbolHref} from '@site/src/api/pages';
import {constructorDocUrl, memberDocUrl, symbolDocUrl} from '@site/src/api/pubDev';
import IconExternalLink from '@theme/Icon/ExternalLink';
import styles from './styles.module.css';

/** Text with a line-break opportunity (`<wbr>`) at each of its soft breaks. */
function Breakable({text}: {text: string}): ReactNode {
  return softBreaks(text).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

/** Dart text with every exported symbol name linked to its heading on its API page. */
function DartText({text, self, symbols}: {text: string; self: string; symbols: readonly string[]}): ReactNode {
  return (
    <code className={styles.code}>
      {tokenizeType(text, symbols, self).map((token, i) => {
        const href = token.symbol && symbolHref(token.symbol);
        return href ? (
          <Link key={i} to={href}>
            <Breakable text={token.text} />
          </Link>
        ) : (
          <Breakable key={i} text={token.text} />
        );
      })}
    </code>
  );
}

/**
 * A link to a name's dartdoc page on pub.dev, marked as external. Its
 * accessible name says which name it documents and keeps the visible text.
 */
function PubDevLink({url, name}: {url: string; name: string}): ReactNode {
  return (
    <Link
      className={styles.pubDev}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${name} on pub.dev (opens in new tab)`}
      data-search-skip="">
      pub.dev
      <IconExternalLink width={11} height={11} />
    </Link>
  );
}

function Since({version}: {version?: string}): ReactNode {
  return version ? <span className={styles.since}>since {version}</span> : null;
}

/** A change to a member that existed before, e.g. `became named in 0.0.9`. */
function Changed({change}: {change?: ApiChange}): ReactNode {
  return change ? (
    <span className={styles.changed}>
      {change.what} in {change.version}
    </span>
  ) : null;
}

interface Column {
  label: string;
  cell: (row: ParamRow) => ReactNode;
}

/**
 * A table whose first column names the row. Cells carry their column label so
 * that narrow screens can show each row as a labelled card; the explicit roles
 * keep the table semantics when CSS changes the display of its parts.
 */
function Table<Row extends {id: string}>({
  caption,
  first,
  columns,
  rows,
  name,
}: {
  caption: ReactNode;
  first: string;
  columns: {label: string; cell: (row: Row) => ReactNode}[];
  rows: Row[];
  name: (row: Row) => ReactNode;
}): ReactNode {
  return (
    <table className={styles.table} role="table">
      <caption className={styles.caption}>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {first}
          </th>
          {columns.map((c) => (
            <th key={c.label} scope="col" role="columnheader">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.id} id={row.id} className={styles.row} role="row">
            <th scope="row" role="rowheader" data-label={first}>
              {name(row)}
            </th>
            {columns.map((c) => (
              <td key={c.label} role="cell" data-label={c.label}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function paramColumns(self: string, symbols: readonly string[]): Column[] {
  return [
    {label: 'Type', cell: (p) => <DartText text={p.type} self={self} symbols={symbols} />},
    {
      label: 'Default',
      cell: (p) => {
        if (p.defaultValue !== null) return <DartText text={p.defaultValue} self={self} symbols={symbols} />;
        if (p.required) return <span className={styles.muted}>none</span>;
        return (
          <>
            <code className={styles.code}>null</code> <span className={styles.muted}>(implicit)</span>
          </>
        );
      },
    },
  ];
}

/** The parameter's name, whether it is required, how it is passed, and the version that added it. */
function paramName(p: ParamRow): ReactNode {
  return (
    <>
      <code className={styles.name}>{p.name}</code>
      <Since version={p.since} />
      <Changed change={p.changed} />
      {/* How it is passed is for the reader of the table, not for search: left out of the index. */}
      <span className={styles.passing} data-search-skip="">
        {p.required ? 'required' : 'optional'}, {p.named ? 'named' : 'positional'}
      </span>
    </>
  );
}

function Keywords({words}: {words: string[]}): ReactNode {
  return words.map((w) => (
    <span key={w} className={styles.keyword}>
      {w}
    </span>
  ));
}

function Constructor({
  ctor,
  self,
  manifest,
}: {
  ctor: ConstructorView;
  self: string;
  manifest: ApiTablesManifest;
}): ReactNode {
  const named = ctor.name.slice(self.length + 1);
  const title = (
    <>
      <Keywords words={ctor.keywords} />
      <code className={styles.code}>
        {ctor.name}
        {ctor.shape}
      </code>
    </>
  );
  // Outside the table's caption: axe counts a link there as a child the table role does not allow.
  const doc = <PubDevLink url={constructorDocUrl(manifest, self, named)} name={`${ctor.name} constructor`} />;
  return (
    <div id={ctor.id} className={styles.ctor}>
      {ctor.params.length > 0 && <div className={styles.ctorDoc}>{doc}</div>}
      {ctor.params.length > 0 ? (
        <Table
          caption={<>Constructor {title}</>}
          first="Parameter"
          columns={paramColumns(self, manifest.symbols)}
          rows={ctor.params}
          name={paramName}
        />
      ) : (
        <p className={styles.caption}>
          Constructor {title}, with no parameters. {doc}
        </p>
      )}
      {ctor.fixed.length > 0 && (
        <p className={styles.fixed}>
          Set by this constructor, not passed in:{' '}
          {ctor.fixed.map((f, i) => (
            <span key={f.name}>
              {i > 0 && ', '}
              <code className={styles.code}>{f.id ? <Link to={`#${f.id}`}>{f.name}</Link> : f.name}</code> ={' '}
              <DartText text={f.value} self={self} symbols={manifest.symbols} />
            </span>
          ))}
          .
        </p>
      )}
    </div>
  );
}

function SymbolTables({view, manifest}: {view: SymbolView; manifest: ApiTablesManifest}): ReactNode {
  const self = view.name;
  return (
    <>
      {view.constructors.map((ctor) => (
        <Constructor key={ctor.id} ctor={ctor} self={self} manifest={manifest} />
      ))}
      {view.typedefParams.length > 0 && (
        <Table
          caption="Parameters of the function type"
          first="Parameter"
          columns={paramColumns(self, manifest.symbols).slice(0, 1)}
          rows={view.typedefParams}
          name={paramName}
        />
      )}
      {view.values.length > 0 && (
        <Table
          caption="Values"
          first="Value"
          columns={[{label: 'Index', cell: (v) => <code className={styles.code}>{v.index}</code>}]}
          rows={view.values}
          name={(v) => (
            <code className={styles.code}>
              {self}.{v.name}
            </code>
          )}
        />
      )}
      {view.properties.length > 0 && (
        <Table
          caption="Properties"
          first="Property"
          columns={[
            {label: 'Type', cell: (p) => <DartText text={p.type} self={self} symbols={manifest.symbols} />},
            {label: 'Kind', cell: (p) => p.kind},
          ]}
          rows={view.properties}
          name={(p) => (
            <>
              <code className={styles.name}>{p.name}</code>
              <Since version={p.since} />
              <PubDevLink url={memberDocUrl(manifest, self, p.name)} name={`${self}.${p.name}`} />
            </>
          )}
        />
      )}
      {view.methods.length > 0 && (
        <Table
          caption="Methods"
          first="Method"
          columns={[
            {label: 'Signature', cell: (m) => <DartText text={m.signature} self={self} symbols={manifest.symbols} />},
          ]}
          rows={view.methods}
          name={(m) => (
            <>
              <code className={styles.name}>{m.name}</code>
              <Keywords words={m.keywords} />
              <Since version={m.since} />
              <PubDevLink url={memberDocUrl(manifest, self, m.name)} name={`${self}.${m.name}`} />
            </>
          )}
        />
      )}
    </>
  );
}

/**
 * The member tables of one exported polly_dart symbol, generated from the API
 * manifest: its declaration, the version that introduced it, every
 * constructor with every parameter (type, required or not, exact default),
 * and every property and method with its signature. Each row has the anchor
 * `<symbol>-<member>`; the symbol's own heading is written in the MDX page.
 *
 * Pages write `<ApiMembers of="X" />`; `manifest`, the part of the manifest
 * this table reads, is added at build time by plugins/api-slices, so that a
 * page's JavaScript does not carry the whole manifest.
 */
export default function ApiMembers({of, manifest}: {of: string; manifest?: ApiTablesManifest}): ReactNode {
  if (!manifest) {
    throw new Error(
      `<ApiMembers of="${of}" /> got no manifest slice: the remark plugin plugins/api-slices (docs remarkPlugins in docusaurus.config.ts) adds it at build time`,
    );
  }
  const view = describeSymbol(manifest, of);
  const brokenLinks = useBrokenLinks();
  anchorsOf(view).forEach((id) => brokenLinks.collectAnchor(id));
  return (
    <div className={styles.api} data-api-members={of}>
      {/* The release, file and link say nothing a search should match: left out of the index. */}
      <p className={styles.meta} data-search-skip="">
        <span className={styles.sinceBadge}>Since {view.since}</span>
        <span>
          {view.kind} declared in{' '}
          <code className={styles.code}>
            <Breakable text={view.file} />
          </code>
        </span>
        <PubDevLink url={symbolDocUrl(manifest, of)} name={of} />
      </p>
      <pre className={styles.declaration}>
        <DartText text={view.declaration} self={of} symbols={manifest.symbols} />
      </pre>
      <SymbolTables view={view} manifest={manifest} />
    </div>
  );
}
