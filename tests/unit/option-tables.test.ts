import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {checkOptionTable, findOptionTables, quantityOptionsOf, type Manifest} from '../../scripts/lib/option-tables';

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'data', 'polly_dart-0.0.9.json'), 'utf8')) as Manifest;
const apiPages = new Set(
  readdirSync(join(root, 'docs', 'api'))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.replace(/\.mdx$/, '')),
);

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

const tableOf = (body: string, target = 'HedgingStrategyOptions') =>
  findOptionTables(`intro\n\n{/* options: ${target} */}\n\n${body}\n\nafter`, 'page.mdx');

const header = '| Option | Type | Default | Meaning |\n| --- | --- | --- | --- |';
const hedgingRows = [
  '| [`maxHedgedAttempts`](/api/hedging-strategy#hedgingstrategyoptions-maxhedgedattempts) | `int` | `1` | m |',
  '| [`delay`](/api/hedging-strategy#hedgingstrategyoptions-delay) | `Duration` | `const Duration(seconds: 1)` | m |',
  '| [`delayGenerator`](/api/hedging-strategy#hedgingstrategyoptions-delaygenerator) | `HedgingDelayGenerator<T>?` | `null` | m |',
  '| [`shouldHandle`](/api/hedging-strategy#hedgingstrategyoptions-shouldhandle) | `ShouldHandlePredicate<T>?` | `null` | m |',
  '| [`actionGenerator`](/api/hedging-strategy#hedgingstrategyoptions-actiongenerator) | `HedgingActionGenerator<T>?` | `null` | m |',
  '| [`onHedging`](/api/hedging-strategy#hedgingstrategyoptions-onhedging) | `OnHedgingCallback<T>?` | `null` | m |',
];
const check = (body: string, target?: string) =>
  tableOf(body, target).flatMap((table) => checkOptionTable(table, manifest, apiPages));

describe('findOptionTables', () => {
  it('reads the target, the rows and their line numbers', () => {
    const [table] = tableOf(`${header}\n${hedgingRows.slice(0, 2).join('\n')}`);
    expect(table.target).toBe('HedgingStrategyOptions');
    expect(table.line).toBe(3);
    expect(table.rows.map((row) => [row.line, row.name, row.type, row.defaultCell])).toEqual([
      [7, 'maxHedgedAttempts', 'int', '`1`'],
      [8, 'delay', 'Duration', '`const Duration(seconds: 1)`'],
    ]);
    expect(table.rows[0].href).toBe('/api/hedging-strategy#hedgingstrategyoptions-maxhedgedattempts');
  });

  it('ignores tables without a marker', () => {
    expect(findOptionTables(`${header}\n${hedgingRows[0]}`, 'page.mdx')).toEqual([]);
  });
});

describe('checkOptionTable', () => {
  it('accepts a table that matches the manifest', () => {
    expect(check(`${header}\n${hedgingRows.join('\n')}`)).toEqual([]);
  });

  it('reports a missing option', () => {
    expect(check(`${header}\n${hedgingRows.slice(1).join('\n')}`)).toEqual([
      "page.mdx:3: an option of HedgingStrategyOptions 'maxHedgedAttempts' appears 0 times, expected once",
    ]);
  });

  it('reports a wrong default and a wrong type with the row line', () => {
    const rows = [...hedgingRows];
    rows[0] = rows[0].replace('`1`', '`2`');
    rows[1] = rows[1].replace('`Duration` |', '`Duration?` |');
    expect(check(`${header}\n${rows.join('\n')}`)).toEqual([
      "page.mdx:7: 'maxHedgedAttempts' default cell '`2`' must start with `1`",
      "page.mdx:8: 'delay' has type 'Duration?', the manifest says 'Duration'",
    ]);
  });

  it('reports an option that does not exist, such as one from another library', () => {
    const extra = '| [`maxAttempts`](/api/hedging-strategy#hedgingstrategyoptions-maxattempts) | `int` | `1` | m |';
    expect(check(`${header}\n${hedgingRows.join('\n')}\n${extra}`)).toEqual([
      "page.mdx:13: 'maxAttempts' is not an option of HedgingStrategyOptions",
    ]);
  });

  it('reports a link to the wrong anchor or to a page that does not exist', () => {
    const rows = [...hedgingRows];
    rows[0] = rows[0].replace('#hedgingstrategyoptions-maxhedgedattempts', '#maxhedgedattempts');
    rows[1] = rows[1].replace('/api/hedging-strategy', '/api/hedging');
    expect(check(`${header}\n${rows.join('\n')}`)).toEqual([
      "page.mdx:7: 'maxHedgedAttempts' must link to #hedgingstrategyoptions-maxhedgedattempts, not '/api/hedging-strategy#maxhedgedattempts'",
      "page.mdx:8: 'delay' must link to an existing /api/ page, not '/api/hedging#hedgingstrategyoptions-delay'",
    ]);
  });

  it('checks required parameters and the fields fixed by a named constructor', () => {
    const base = '/api/rate-limiter-strategy#ratelimiterstrategyoptions';
    const rows = [
      `| [\`permitLimit\`](${base}-permitlimit) | \`int\` | required | m |`,
      `| [\`queueLimit\`](${base}-queuelimit) | \`int\` | \`0\` | m |`,
      `| [\`onRejected\`](${base}-onrejected) | \`OnRateLimiterRejected?\` | \`null\` | m |`,
    ];
    const fixed =
      `Fixed by this constructor: [\`type\`](${base}-type) is \`RateLimiterType.tokenBucket\`, ` +
      `[\`window\`](${base}-window) is \`null\`.`;
    expect(check(`${header}\n${rows.join('\n')}\n\n${fixed}`, 'RateLimiterStrategyOptions.concurrencyLimiter')).toEqual(
      [
        "page.mdx:3: a field fixed by RateLimiterStrategyOptions.concurrencyLimiter 'segmentsPerWindow' appears 0 times, expected once",
        "page.mdx:8: 'queueLimit' default cell '`0`' must start with required",
        "page.mdx:11: fixed 'type' is `RateLimiterType.tokenBucket`, the manifest says `RateLimiterType.concurrencyLimiter`",
      ],
    );
  });

  it('links the parameters of a builder method to the method row', () => {
    const href = '/api/resilience-pipeline-builder#resiliencepipelinebuilder-addconcurrencylimiter';
    const rows = [
      `| [\`permitLimit\`](${href}) | \`int\` | required | m |`,
      `| [\`queueLimit\`](${href}) | \`int?\` | \`null\` | m |`,
    ];
    expect(check(`${header}\n${rows.join('\n')}`, 'ResiliencePipelineBuilder.addConcurrencyLimiter')).toEqual([]);
  });

  it('reports a target the manifest does not have', () => {
    expect(check(header, 'RateLimiterStrategyOptions.leakyBucket')).toEqual([
      "page.mdx:3: RateLimiterStrategyOptions has no constructor or method named 'leakyBucket'",
    ]);
  });
});

describe('the options tables of the docs', () => {
  const tables = mdxFiles(join(root, 'docs')).flatMap((file) =>
    findOptionTables(readFileSync(file, 'utf8'), relative(root, file)),
  );

  it('exist for the hedging, rate limiter and cache guides', () => {
    const targets = tables.map((table) => table.target);
    expect(targets).toEqual(
      expect.arrayContaining([
        'HedgingStrategyOptions',
        'RateLimiterStrategyOptions.tokenBucket',
        'RateLimiterStrategyOptions.slidingWindow',
        'RateLimiterStrategyOptions.fixedWindow',
        'RateLimiterStrategyOptions.concurrencyLimiter',
        'CacheStrategyOptions',
        'CacheStrategyOptions.simple',
        'CacheStrategyOptions.withTtl',
        'MemoryCacheProvider',
      ]),
    );
  });

  it('match the manifest: every option once, exact types and defaults, links to its API row', () => {
    expect(tables.flatMap((table) => checkOptionTable(table, manifest, apiPages))).toEqual([]);
  });
});

describe('quantityOptionsOf', () => {
  it('finds the options that take a quantity in both table formats, under their heading', () => {
    const source = [
      '## Options',
      '',
      '| Option and type | Default | Meaning |',
      '| --- | --- | --- |',
      '| [`failureRatio`](/api/x#ratio)<br />`double` | `0.5` | Opens. |',
      '| [`breakDuration`](/api/x#break)<br />`Duration` | `const Duration(seconds: 5)` | How long. |',
      '| [`onOpened`](/api/x#opened)<br />`OnOpened?` | `null` | Called. |',
      '',
      '### `MemoryCacheProvider` {#provider}',
      '',
      '{/* options: MemoryCacheProvider */}',
      '| Option | Type | Default | Meaning |',
      '| --- | --- | --- | --- |',
      '| [`maxSize`](/api/x#size) | `int?` | `null` | Most entries. |',
      '| [`name`](/api/x#name) | `String` | `null` | A name. |',
      '',
      '```dart',
      '| [`delay`](/api/x#delay) | `Duration` | 1 | in code |',
      '```',
    ].join('\n');
    expect(quantityOptionsOf(source).map(({name, kind, anchor}) => [name, kind, anchor])).toEqual([
      ['failureRatio', 'ratio', 'options'],
      ['breakDuration', 'duration', 'options'],
      ['maxSize', 'count', 'provider'],
    ]);
  });
});
