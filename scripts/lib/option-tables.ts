/**
 * Checks the options tables of the guide pages against the API manifest.
 *
 * A table is marked by an MDX comment naming what it documents, followed by a
 * Markdown table with the columns Option | Type | Default | Meaning:
 *
 *   {/* options: RateLimiterStrategyOptions.tokenBucket *\/}
 *   | Option | Type | Default | Meaning |
 *   | --- | --- | --- | --- |
 *   | [`permitLimit`](/api/rate-limiter-strategy#ratelimiterstrategyoptions-permitlimit) | `int` | required | ... |
 *
 * The target is `Class` (unnamed constructor), `Class.name` (named
 * constructor) or `Class.method` (a method's parameters). The Default cell is
 * `required` or a code span with the exact default. Fields that a named
 * constructor sets itself follow the table in one line:
 *
 *   Fixed by this constructor: [`type`](/api/...#...-type) is `RateLimiterType.tokenBucket`, [`queueLimit`](...) is `0`.
 */

import type {ApiManifest, ApiParam} from '../../src/api/manifest';
import {quantityKindOfType, slugOf, type QuantityKind} from '../../plugins/search/client/records';
import {markedTables, parseMdx, type MdxDocument} from './mdx-document';

/** The part of the manifest this check reads. */
export type Manifest = Pick<ApiManifest, 'classes'>;
type ManifestParam = ApiParam;

export type OptionRow = {line: number; name: string; href: string; type: string; defaultCell: string};
export type FixedField = {line: number; name: string; href: string; value: string};
export type OptionTable = {
  file: string;
  line: number;
  target: string;
  header: string;
  rows: OptionRow[];
  fixed: FixedField[];
};

const TABLE_HEADER = '| Option | Type | Default | Meaning |';
const NAME_CELL = /^\[`([^`]+)`\]\(([^)\s]+)\)$/;
const CODE_CELL = /^`([^`]+)`$/;
const FIXED_LINE = 'Fixed by this constructor:';
const FIXED_FIELD = /\[`([^`]+)`\]\(([^)\s]+)\) is `([^`]+)`/g;

/** Every marked options table of a parsed page (see mdx-document.ts), with 1-based line numbers. */
export function optionTablesOf(doc: MdxDocument): OptionTable[] {
  return markedTables(doc).map((table) => {
    const rows = table.rows.map(({line, cells}): OptionRow => {
      const [nameCell = '', typeCell = '', defaultCell = ''] = cells;
      const name = NAME_CELL.exec(nameCell);
      const type = CODE_CELL.exec(typeCell);
      return {
        line,
        name: name ? name[1] : nameCell,
        href: name ? name[2] : '',
        type: type ? type[1] : typeCell,
        defaultCell,
      };
    });
    const after = table.after;
    const fixed =
      after && after.source.startsWith(FIXED_LINE)
        ? [...after.source.matchAll(FIXED_FIELD)].map(([, name, href, value]) => ({
            line: after.line,
            name,
            href,
            value,
          }))
        : [];
    const header = table.header.cells.length ? `| ${table.header.cells.join(' | ')} |` : '';
    return {file: doc.file, line: table.line, target: table.target, header, rows, fixed};
  });
}

/** Every marked options table in one MDX source. */
export function findOptionTables(source: string, file: string): OptionTable[] {
  return optionTablesOf(parseMdx(source, file));
}

type ExpectedRow = {name: string; type: string; defaultCell: string; fragment: string};
type ExpectedFixed = {name: string; value: string; fragment: string};
type Expected = {rows: ExpectedRow[]; fixed: ExpectedFixed[]};

/** What a target's table must hold, or a message when the manifest has no such target. */
function expectedOptions(manifest: Manifest, target: string): Expected | string {
  const [className, member = ''] = target.split('.');
  const cls = manifest.classes[className];
  if (!cls) return `unknown class ${className}`;
  const symbol = className.toLowerCase();
  const constructor = cls.constructors.find((candidate) => candidate.name === member);
  const paramRow = (param: ManifestParam, fragment: string): ExpectedRow => ({
    name: param.name,
    type: param.type,
    defaultCell: param.required ? 'required' : `\`${param.default ?? 'null'}\``,
    fragment,
  });
  if (constructor) {
    return {
      rows: constructor.params.map((param) => paramRow(param, `${symbol}-${param.name.toLowerCase()}`)),
      fixed: Object.entries(constructor.fixedFields ?? {}).map(([name, value]) => ({
        name,
        value: value ?? '',
        fragment: `${symbol}-${name.toLowerCase()}`,
      })),
    };
  }
  const method = cls.methods.find((candidate) => candidate.name === member);
  if (method)
    return {rows: method.params.map((param) => paramRow(param, `${symbol}-${member.toLowerCase()}`)), fixed: []};
  return `${className} has no constructor or method named '${member}'`;
}

/** Problems with a link: it must reach the given fragment on an existing API page. */
function linkProblems(
  at: string,
  name: string,
  href: string,
  fragment: string,
  apiPages: ReadonlySet<string>,
): string[] {
  const [page, actual] = href.split('#');
  const problems: string[] = [];
  if (!page.startsWith('/api/') || !apiPages.has(page.slice('/api/'.length))) {
    problems.push(`${at}: '${name}' must link to an existing /api/ page, not '${href}'`);
  }
  if (actual !== fragment) problems.push(`${at}: '${name}' must link to #${fragment}, not '${href}'`);
  return problems;
}

type Listed = {name: string; line: number};

/** Expected names listed more or less than once (at the table), and listed names not expected (at their line). */
function coverageProblems(
  file: string,
  tableLine: number,
  what: string,
  expected: string[],
  listed: Listed[],
): string[] {
  const problems = expected
    .map((name) => [name, listed.filter((item) => item.name === name).length] as const)
    .filter(([, count]) => count !== 1)
    .map(([name, count]) => `${file}:${tableLine}: ${what} '${name}' appears ${count} times, expected once`);
  const known = new Set(expected);
  const unknown = listed.filter((item) => !known.has(item.name));
  return [...problems, ...unknown.map((item) => `${file}:${item.line}: '${item.name}' is not ${what}`)];
}

/**
 * Problems of one table, each naming file and line; empty when the table lists
 * exactly the target's options with the manifest's types and defaults, the
 * fixed fields with their values, and links each one to its row on an
 * existing API page.
 */
export function checkOptionTable(table: OptionTable, manifest: Manifest, apiPages: ReadonlySet<string>): string[] {
  const where = (line: number) => `${table.file}:${line}`;
  const expected = expectedOptions(manifest, table.target);
  if (typeof expected === 'string') return [`${where(table.line)}: ${expected}`];
  const problems: string[] = [];
  if (table.header !== TABLE_HEADER) problems.push(`${where(table.line)}: the table must start with '${TABLE_HEADER}'`);
  const names = (items: Array<{name: string}>) => items.map((item) => item.name);
  problems.push(
    ...coverageProblems(table.file, table.line, `an option of ${table.target}`, names(expected.rows), table.rows),
    ...coverageProblems(table.file, table.line, `a field fixed by ${table.target}`, names(expected.fixed), table.fixed),
  );
  for (const row of table.rows) {
    const want = expected.rows.find((candidate) => candidate.name === row.name);
    if (!want) continue;
    if (row.type !== want.type)
      problems.push(`${where(row.line)}: '${row.name}' has type '${row.type}', the manifest says '${want.type}'`);
    if (!row.defaultCell.startsWith(want.defaultCell)) {
      problems.push(
        `${where(row.line)}: '${row.name}' default cell '${row.defaultCell}' must start with ${want.defaultCell}`,
      );
    }
    problems.push(...linkProblems(where(row.line), row.name, row.href, want.fragment, apiPages));
  }
  for (const field of table.fixed) {
    const want = expected.fixed.find((candidate) => candidate.name === field.name);
    if (!want) continue;
    if (field.value !== want.value)
      problems.push(
        `${where(field.line)}: fixed '${field.name}' is \`${field.value}\`, the manifest says \`${want.value}\``,
      );
    problems.push(...linkProblems(where(field.line), field.name, field.href, want.fragment, apiPages));
  }
  return problems;
}

/** An option of a guide page's options table that takes a quantity (a duration, a count or a ratio). */
export type QuantityOption = {line: number; name: string; type: string; kind: QuantityKind; anchor: string};

const OPTION_TYPE_HEADER = '| Option and type |';
const FIRST_CODE = /`([^`]+)`/;
const TYPE_AFTER_BREAK = /<br\s*\/?>\s*`([^`]+)`/;

/**
 * The options that take a quantity in the options tables of one MDX source, in both formats
 * (`| Option | Type | Default | Meaning |`, and `| Option and type | Default | Meaning |` with the
 * type as a code span after `<br />` in the first cell), each with the anchor of the heading the
 * table sits under (its `{#id}`, or the slug of its text).
 */
export function quantityOptionsOf(source: string): QuantityOption[] {
  const found: QuantityOption[] = [];
  let anchor = '';
  let format: 'type-column' | 'type-in-name' | null = null;
  let fenced = false;
  source.split('\n').forEach((text, index) => {
    const line = text.trim();
    if (line.startsWith('```')) fenced = !fenced;
    if (fenced) return;
    const heading = /^#{2,6}\s+(.*?)\s*(?:\{#([\w-]+)\})?$/.exec(line);
    if (heading) anchor = heading[2] ?? slugOf(heading[1]);
    if (!line.startsWith('|')) {
      format = null;
      return;
    }
    if (line.startsWith(TABLE_HEADER)) format = 'type-column';
    else if (line.startsWith(OPTION_TYPE_HEADER)) format = 'type-in-name';
    if (format === null || line.startsWith('| Option') || /^\|\s*-/.test(line)) return;
    const cells = line.split('|').map((cell) => cell.trim());
    const name = FIRST_CODE.exec(cells[1] ?? '')?.[1];
    const type = (
      format === 'type-column' ? FIRST_CODE.exec(cells[2] ?? '') : TYPE_AFTER_BREAK.exec(cells[1] ?? '')
    )?.[1];
    const kind = type === undefined ? undefined : quantityKindOfType(type);
    if (name && type && kind) found.push({line: index + 1, name, type, kind, anchor});
  });
  return found;
}
