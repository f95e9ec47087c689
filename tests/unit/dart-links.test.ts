/**
 * The links of the polly_dart names in the site's Dart samples
 * (plugins/dart-links): a table of the cases where a name's meaning depends
 * on where it stands, every sample of docs/ and blog/ against the link table
 * and the API pages' anchors, how a block's links reach the highlighter's
 * tokens, and the link table being up to date with the manifest.
 *
 * Seam flutter-ast-patch (seams.ts): the names are resolved from the tokens of
 * flutter-ast's parser as scripts/lib/dart-parser.ts patches it; when a patch
 * no longer applies, the tests that resolve names fail with the seam's id.
 */
import fs from 'node:fs';
import path from 'node:path';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import manifestJson from '@site/data/polly_dart-0.0.9.json';
import linkTable from '@site/data/generated/api-links.json';
import cardDescriptions from '@site/data/api-card-descriptions.json';
import plansJson from '@site/data/generated/dart-link-plans.json';
import {buildLinkApi} from '@site/plugins/dart-links/api';
import {resolveNames} from '@site/plugins/dart-links/resolve';
import {linkDartBlocks, pageVariables, planBlocks, planFor, PLAN_ATTRIBUTE} from '@site/plugins/dart-links/remark';
import {buildApiLinks, type ApiLinkCard} from '@site/src/api/apiLinks';
import {anchorsOf, describeSymbol} from '@site/src/api/members';
import {apiPages, symbolAnchor} from '@site/src/api/pages';
import type {ApiManifest} from '@site/shared/apiManifest';
import {blockId, decodePlan, encodePlan, linksByLine, splitToken, type PlannedLink} from '@site/shared/dartLinkPlan';
import {codeBlocks, parseMdx} from '@site/scripts/lib/mdx-document';

const manifest = manifestJson as ApiManifest;
const table = linkTable as Record<string, ApiLinkCard>;
const api = buildLinkApi(manifest);

/** `name=>key` for every linked name of a sample, in order. */
function links(code: string): string[] {
  return resolveNames(code, api).map((ref) => `${code.slice(ref.start, ref.end)}=>${ref.key}`);
}

describe('resolveNames: where a name stands decides what it is', () => {
  it('gives the same option name on two option classes to each class', () => {
    const code = `import 'package:polly_dart/polly_dart.dart';

final pipeline = ResiliencePipelineBuilder()
    .addRetry(RetryStrategyOptions(delay: const Duration(seconds: 1)))
    .addHedging(HedgingStrategyOptions(delay: const Duration(milliseconds: 200)))
    .build();
`;
    const found = links(code);
    expect(found).toContain('delay=>RetryStrategyOptions(delay)');
    expect(found).toContain('delay=>HedgingStrategyOptions(delay)');
    expect(found.filter((l) => l.startsWith('delay=>'))).toHaveLength(2);
  });

  it('gives a named constructor its own parameters', () => {
    expect(links('final o = RetryStrategyOptions.noDelay(maxRetryAttempts: 2);')).toEqual([
      'RetryStrategyOptions=>RetryStrategyOptions',
      'noDelay=>RetryStrategyOptions.noDelay',
      'maxRetryAttempts=>RetryStrategyOptions.noDelay(maxRetryAttempts)',
    ]);
  });

  it('leaves a local variable plain where it shadows a library name, and links the option it is passed to', () => {
    const code = `final delay = Duration(seconds: 2);
final options = RetryStrategyOptions(delay: delay);
print(delay.inSeconds);
print(options.delay);
`;
    expect(links(code)).toEqual([
      'RetryStrategyOptions=>RetryStrategyOptions',
      'delay=>RetryStrategyOptions(delay)',
      'delay=>RetryStrategyOptions.delay',
    ]);
  });

  it('leaves a type the sample declares itself plain, though the library has one of that name', () => {
    const code = `class Outcome {
  Outcome(this.ok);
  final bool ok;
}

final outcome = Outcome(true);
`;
    expect(links(code)).toEqual([]);
  });

  it('never links a name inside a string or a comment', () => {
    const code = `// RetryStrategyOptions(delay: ...) is the retry's options.
/* ResiliencePipelineBuilder().addRetry(...) */
print('RetryStrategyOptions.noDelay() and \${1 + 1} DelayBackoffType.constant');
`;
    expect(links(code)).toEqual([]);
  });

  it('links the code inside a string interpolation', () => {
    expect(links("print('mode: ${DelayBackoffType.linear}');")).toEqual([
      'DelayBackoffType=>DelayBackoffType',
      'linear=>DelayBackoffType.linear',
    ]);
  });

  it('marks a name of nonExistentNames where it stands in a counterexample', () => {
    const code = `final options = RetryStrategyOptions(maxAttempts: 3);
final type = RateLimiterType.concurrency;
final limiter = RateLimiterStrategyOptions(permitLimit: 5);
`;
    const found = links(code);
    expect(found).toContain('maxAttempts=>!RetryStrategyOptions.maxAttempts');
    expect(found).toContain('concurrency=>!RateLimiterType.concurrency');
    expect(found).toContain('RateLimiterStrategyOptions=>!RateLimiterStrategyOptions() unnamed constructor');
  });

  it('leaves a member plain when the class of its receiver is unknown, however API-like its name', () => {
    expect(links('final result = await somePipeline.execute((ctx) async => 1);')).toEqual([]);
  });

  it('follows chains, cascades, awaited calls, typed parameters and import prefixes', () => {
    const code = `import 'package:polly_dart/polly_dart.dart' as polly;

final pipeline = polly.ResiliencePipelineBuilder()..addTimeout(const Duration(seconds: 2));

Future<void> run(polly.ResilienceContext context) async {
  final outcome = await pipeline.build().executeAndCapture((ctx) async => 1, context: context);
  print(outcome.hasResult);
  print(context.operationKey);
}
`;
    const found = links(code);
    expect(found).toEqual(
      expect.arrayContaining([
        'ResiliencePipelineBuilder=>ResiliencePipelineBuilder',
        'addTimeout=>ResiliencePipelineBuilder.addTimeout',
        'ResilienceContext=>ResilienceContext',
        'build=>ResiliencePipelineBuilder.build',
        'executeAndCapture=>ResiliencePipeline.executeAndCapture',
        'hasResult=>Outcome.hasResult',
        'operationKey=>ResilienceContext.operationKey',
      ]),
    );
  });

  it("types a closure's parameter from the callback it is passed as, only inside that closure", () => {
    const code = `final options = RetryStrategyOptions(
  onRetry: (args) async => print(args.attemptNumber),
  delayGenerator: (args) async => args.attemptNumber > 2 ? null : const Duration(seconds: 1),
);
print(args.attemptNumber);
`;
    expect(links(code)).toEqual([
      'RetryStrategyOptions=>RetryStrategyOptions',
      'onRetry=>RetryStrategyOptions(onRetry)',
      'attemptNumber=>OnRetryArguments.attemptNumber',
      'delayGenerator=>RetryStrategyOptions(delayGenerator)',
      'attemptNumber=>DelayGeneratorArguments.attemptNumber',
    ]);
  });

  it('knows a variable another sample of the page declares, unless the sample declares its own', () => {
    const outer = pageVariables(['final articlePipeline = ResiliencePipelineBuilder().build();'], api);
    expect(outer).toEqual(new Map([['articlePipeline', 'ResiliencePipeline']]));
    expect(links('articlePipeline.execute((ctx) async => 1);')).toEqual([]);
    expect(resolveNames('articlePipeline.execute((ctx) async => 1);', api, outer)).toHaveLength(1);
    expect(resolveNames('final articlePipeline = Other();\narticlePipeline.execute(f);', api, outer)).toHaveLength(0);
  });

  it('types the variable of `on X catch (e)`', () => {
    const code = `try {
  await pipeline.execute((ctx) async => 1);
} on RateLimiterRejectedException catch (e) {
  print(e.retryAfter);
}
`;
    expect(links(code)).toEqual([
      'RateLimiterRejectedException=>RateLimiterRejectedException',
      'retryAfter=>RateLimiterRejectedException.retryAfter',
    ]);
  });
});

// ---------------------------------------------------------------- every sample of the site

const root = path.join(__dirname, '..', '..');

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

const samples = [...mdxFiles('docs'), ...mdxFiles('blog')].flatMap((file) => {
  const blocks = codeBlocks(parseMdx(fs.readFileSync(path.join(root, file), 'utf8'), file)).filter(
    (block) => block.lang === 'dart',
  );
  const outer = pageVariables(
    blocks.map((block) => block.code),
    api,
  );
  return blocks.map((block) => ({where: `${file}:${block.line}`, code: block.code, meta: block.meta, outer}));
});

/** Every anchor the API pages have, by page path: each symbol's heading and the rows of its tables. */
const anchorsByPage = new Map(
  apiPages.map((page) => [
    `/${page.id}`,
    new Set(page.symbols.flatMap((symbol) => [symbolAnchor(symbol), ...anchorsOf(describeSymbol(manifest, symbol))])),
  ]),
);

describe('every Dart sample of the site', () => {
  const planned = samples.map((sample) => ({
    ...sample,
    plan: planFor(sample.code, resolveNames(sample.code, api, sample.outer), table),
  }));

  it('has samples to check', () => {
    expect(samples.length).toBeGreaterThanOrEqual(150);
    expect(samples.some((s) => /\bcounterexample\b/.test(s.meta))).toBe(true);
  });

  it('links each name to an anchor that exists on an API page', () => {
    const broken = planned.flatMap(({where, plan}) =>
      plan.flatMap((link) => {
        const [page, anchor] = link.href.split('#');
        return anchorsByPage.get(page)?.has(anchor) ? [] : [`${where}: ${link.href}`];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('links a name exactly where it is written', () => {
    const misplaced = planned.flatMap(({where, code, plan}) =>
      plan.flatMap((link) => {
        const name = code.split('\n')[link.line].slice(link.column, link.column + link.length);
        return /^[A-Za-z_$][\w$]*$/.test(name) ? [] : [`${where}: "${name}"`];
      }),
    );
    expect(misplaced).toEqual([]);
  });

  it('links at least one name in every sample that uses polly_dart', () => {
    const unlinked = planned
      .filter(({code, plan}) => /package:polly_dart\//.test(code) && plan.length === 0)
      .map(({where}) => where);
    expect(unlinked).toEqual([]);
  });

  it('links names in counterexamples, and marks the ones 0.0.9 does not have', () => {
    const counter = planned.filter((s) => /\bcounterexample\b/.test(s.meta));
    expect(counter.flatMap((s) => s.plan).length).toBeGreaterThan(20);
    const missing = planned.flatMap((s) => s.plan).filter((link) => link.missing);
    expect(missing.length).toBeGreaterThan(0);
    for (const link of missing) expect(table[`!${link.missing}`]?.missing).toBe(true);
  });

  it("keeps each linked name inside one of the highlighter's tokens, so the code block can render it", () => {
    const g = globalThis as {Prism?: unknown};
    g.Prism = Prism;
    // The Dart grammar the site highlights with: the file Docusaurus's theme loads for `prism.additionalLanguages`,
    // found from the theme. It registers on the global Prism as it loads, so it loads after that is set.
    const theme = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
    const grammar = ['prismjs', 'components', 'prism-dart'].join('/');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(require.resolve(grammar, {paths: [theme]}));
    const split = planned.flatMap(({where, code, plan}) => {
      const lines = normalizeTokens(Prism.tokenize(code, Prism.languages.dart));
      const byLine = linksByLine(code, plan);
      return lines.flatMap((line, index) => {
        const text = line.map((t) => t.content).join('');
        const expected = plan.filter(
          (l) => l.line === index && (byLine.get(text) ?? []).some((b) => b.column === l.column),
        );
        let column = 0;
        let rendered = 0;
        for (const token of line) {
          rendered += splitToken(token.content, column, byLine.get(text) ?? []).filter((p) => p.link).length;
          column += token.content.length;
        }
        return rendered === expected.length ? [] : [`${where} line ${index + 1}: ${rendered} of ${expected.length}`];
      });
    });
    expect(split).toEqual([]);
  });
});

// ---------------------------------------------------------------- the plan and the tokens

describe('the link plan of a block', () => {
  const plan: PlannedLink[] = [
    {line: 0, column: 6, length: 5, href: '/api/retry-strategy#retrystrategyoptions-delay'},
    {
      line: 1,
      column: 2,
      length: 11,
      href: '/api/rate-limiter-strategy#ratelimitertype',
      missing: 'RateLimiterType.concurrency',
    },
  ];

  it('survives its encoding, and an attribute that is not a plan decodes to no links', () => {
    expect(decodePlan(encodePlan(plan))).toEqual(plan);
    expect(decodePlan('not json')).toEqual([]);
    expect(decodePlan('[[1, "x"]]')).toEqual([]);
    expect(decodePlan('{"a": 1}')).toEqual([]);
  });

  it('splits a token into plain text and links', () => {
    expect(splitToken(' delay: d', 5, [{column: 6, length: 5, href: '/x'}])).toEqual([
      {text: ' '},
      {text: 'delay', link: {column: 6, length: 5, href: '/x'}},
      {text: ': d'},
    ]);
    expect(splitToken('foo', 0, [{column: 6, length: 5, href: '/x'}])).toEqual([{text: 'foo'}]);
  });

  it('keeps only the links two lines of the same text share', () => {
    const code = '  delay: d,\n  delay: d,\n  other: 1,';
    const byLine = linksByLine(code, [
      {line: 0, column: 2, length: 5, href: '/api/retry-strategy#retrystrategyoptions-delay'},
      {line: 1, column: 2, length: 5, href: '/api/hedging-strategy#hedgingstrategyoptions-delay'},
    ]);
    expect(byLine.get('  delay: d,')).toBeUndefined();
    const same = linksByLine(code, [
      {line: 0, column: 2, length: 5, href: '/a'},
      {line: 1, column: 2, length: 5, href: '/a'},
    ]);
    expect(same.get('  delay: d,')).toEqual([{column: 2, length: 5, href: '/a'}]);
  });

  it("gives the <code> of every ```dart block that has a linked name its plan's id, and no other block", () => {
    const tree = parseMdx(
      "```dart\nfinal o = RetryStrategyOptions();\n```\n\n```dart\nprint('hi');\n```\n\n```yaml\nname: RetryStrategyOptions\n```\n",
      'x.mdx',
    ).tree;
    const plan = encodePlan([{line: 0, column: 10, length: 20, href: '/api/retry-strategy#retrystrategyoptions'}]);
    const id = blockId('final o = RetryStrategyOptions();', plan);
    expect(linkDartBlocks(tree, api, table, {[id]: plan})).toEqual([]);
    const codes = tree.children.filter((n) => n.type === 'code');
    expect(codes.map((c) => (c.data?.hProperties as Record<string, string> | undefined)?.[PLAN_ATTRIBUTE])).toEqual([
      id,
      undefined,
      undefined,
    ]);
  });

  it('reports a block whose plan the generated plans lack', () => {
    const tree = parseMdx('```dart\nfinal o = RetryStrategyOptions();\n```\n', 'x.mdx').tree;
    expect(linkDartBlocks(tree, api, table, {}).map((block) => block.links)).toEqual([1]);
  });

  it('gives the same code with other links another id', () => {
    expect(blockId('a', '[]')).not.toBe(blockId('a', '[[0,0,1,"/x"]]'));
    expect(blockId('a', '[]')).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('the generated plans (data/generated/dart-link-plans.json)', () => {
  it('hold the plan of every linked block of the site, as the build step computes it, and nothing else', () => {
    const expected: Record<string, string> = {};
    for (const file of [...mdxFiles('docs'), ...mdxFiles('blog')]) {
      const {tree} = parseMdx(fs.readFileSync(path.join(root, file), 'utf8'), file);
      for (const block of planBlocks(tree, api, table)) expected[block.id] = block.plan;
    }
    expect(plansJson).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(150);
  });
});

describe('the link table (data/generated/api-links.json)', () => {
  it('is what scripts/generate-api-links.ts writes from the manifest today', () => {
    expect(table).toEqual(JSON.parse(JSON.stringify(buildApiLinks(manifest, cardDescriptions))));
  });

  it('has the signature, whether required and the default of an option', () => {
    expect(table['RetryStrategyOptions(maxRetryAttempts)']).toMatchObject({
      signature: 'int maxRetryAttempts = 3',
      facts: 'optional, default 3',
      kind: 'named parameter of RetryStrategyOptions()',
    });
    expect(table['HedgingStrategyOptions(delay)'].href).toBe('/api/hedging-strategy#hedgingstrategyoptions-delay');
  });

  it('marks what changed in a release where the manifest says so', () => {
    const changed = Object.values(table).filter((card) => card.changed);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed[0].changed?.version).toBe('0.0.9');
  });
});
