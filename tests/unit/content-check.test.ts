/**
 * The content check over small sites made of real pages: the quick start and
 * the installation page as they were before the fixes (fixtures), then with
 * the fixes. The site-wide run is `npm run check:content`.
 */
import fs from 'node:fs';
import path from 'node:path';
import manifestJson from '../../data/polly_dart-0.0.9.json';
import type {ApiManifest} from '../../src/api/manifest';
import {checkContent, formatFinding, type SourceFile} from '../../scripts/lib/content-check';
import {instructionsOf, untoldImports} from '../../scripts/lib/package-imports';
import {dartBlocksOf} from '../../scripts/lib/dart-samples';
import {parseMdx} from '../../scripts/lib/mdx-document';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures/content-check', name), 'utf8');
// Typed, not cast: the typecheck holds the manifest file to the one manifest type.
const manifest: ApiManifest = manifestJson;

const INSTALLATION = 'docs/getting-started/installation.mdx';
const QUICK_START = 'docs/getting-started/quick-start.mdx';
const OLD_INSTALLATION = fixture('installation-before-the-fix.mdx');
const OLD_QUICK_START = fixture('quick-start-before-the-fix.mdx');

const check = (files: SourceFile[]) =>
  checkContent(files, manifest, {
    installationPage: INSTALLATION,
    docsDir: 'docs',
    apiPages: new Set(),
    minCheckedBlocks: 1,
  })
    .findings.filter((f) => f.check !== 'words')
    .map(formatFinding);

/** The quick start as the fix of its two errors leaves it. */
const FIXED_QUICK_START = OLD_QUICK_START.replace(
  'setState(() => _article = _load());',
  'setState(() {\n              _article = _load();\n            });',
).replace(
  'If you have not added the package yet, start with [installation](/getting-started/installation).',
  'If you have not added the package yet, start with [installation](/getting-started/installation). The samples also use `package:http`:\n\n```bash\ndart pub add http\n```',
);

describe('checkContent on the quick start before and after its fixes', () => {
  test('the old text fails: the arrow setState that returns a Future, and package:http never added', () => {
    expect(
      check([
        {file: INSTALLATION, source: OLD_INSTALLATION},
        {file: QUICK_START, source: OLD_QUICK_START},
      ]),
    ).toEqual([
      `${QUICK_START}:18: [imports] imports package:http (here and in 5 more imports on this page), which neither this page nor the installation page tells the reader to add ('dart pub add http' or a pubspec.yaml snippet)`,
      `${QUICK_START}:231: [dart] Flutter trap: setState(() => _article = ...) returns the Future it assigns: setState throws in debug builds and the widget never rebuilds; use a block body, setState(() { ... })`,
    ]);
  });

  test('the fixed text passes', () => {
    expect(FIXED_QUICK_START).not.toBe(OLD_QUICK_START);
    expect(
      check([
        {file: INSTALLATION, source: OLD_INSTALLATION},
        {file: QUICK_START, source: FIXED_QUICK_START},
      ]),
    ).toEqual([]);
  });

  test('an install command for http on the installation page counts for every page', () => {
    const installation = `${OLD_INSTALLATION}\n\n## Packages the samples use\n\n\`\`\`bash\ndart pub add http dev:test\n\`\`\`\n`;
    expect(
      check([
        {file: INSTALLATION, source: installation},
        {file: QUICK_START, source: OLD_QUICK_START},
      ]).filter((f) => f.includes('[imports]')),
    ).toEqual([]);
  });

  test('reports a page that is not valid MDX instead of skipping it', () => {
    expect(
      check([
        {file: INSTALLATION, source: OLD_INSTALLATION},
        {file: 'docs/x.mdx', source: 'a\n\n<b>\n'},
      ]),
    ).toEqual([expect.stringMatching(/^docs\/x\.mdx:\d+: \[mdx\] cannot parse the MDX/)]);
  });

  test('counterexamples must fail the check and still parse; coverage is the project minimum', () => {
    const page = [
      '```dart counterexample',
      'final p = ResiliencePipelineBuilder().addRetry().build();',
      '```',
      '',
      '```dart counterexample',
      'final p = ResiliencePipelineBuilder().addRetry().build()',
      '```',
    ].join('\n');
    const report = checkContent([{file: 'docs/c.mdx', source: page}], manifest, {
      installationPage: 'docs/c.mdx',
      docsDir: 'docs',
      apiPages: new Set(),
    });
    expect(report.findings.map(formatFinding)).toEqual([
      "docs/c.mdx:1: [coverage] only 0 Dart samples were checked; the project's policy is at least 60",
      'docs/c.mdx:1: [words] 0 prose words, under the minimum of 600 for guide pages',
      'docs/c.mdx:2: [counterexample] marked counterexample, but the sample check finds nothing wrong with it',
      expect.stringMatching(/^docs\/c\.mdx:6: \[counterexample\] a counterexample must still parse/),
    ]);
  });
});

describe('untoldImports', () => {
  const page = (source: string, file = 'docs/p.mdx') => {
    const doc = parseMdx(source, file);
    return {file, blocks: dartBlocksOf(doc), instructions: instructionsOf(doc)};
  };
  const installation = instructionsOf(parseMdx(OLD_INSTALLATION, INSTALLATION));
  const extensions = new Set(Object.keys(manifest.extensions));
  const messages = (source: string) =>
    untoldImports(page(source), installation, extensions).map((p) => `${p.line}: ${p.message.split(',')[0]}`);

  test('accepts dart:, relative, polly_dart, flutter and flutter_test imports', () => {
    const code =
      "```dart\nimport 'dart:async';\nimport 'errors.dart';\nimport 'package:polly_dart/polly_dart.dart';\nimport 'package:flutter/material.dart';\nimport 'package:flutter_test/flutter_test.dart';\n```";
    expect(messages(code)).toEqual([]);
  });

  test('accepts packages the page adds with a command or a pubspec snippet, and its own package', () => {
    expect(messages("```bash\nflutter pub add dio --dev\n```\n\n```dart\nimport 'package:dio/dio.dart';\n```")).toEqual(
      [],
    );
    expect(
      messages(
        "```yaml\nname: profiles\ndependencies:\n  http: ^1.2.0\ndev_dependencies:\n  test: ^1.25.0\n```\n\n```dart\nimport 'package:http/http.dart';\nimport 'package:test/test.dart';\nimport 'package:profiles/profiles.dart';\n```",
      ),
    ).toEqual([]);
    expect(
      messages(
        '```dart title="lib/store.dart"\nclass Store {}\n```\n\n```dart\nimport \'package:shop/store.dart\';\n```',
      ),
    ).toEqual([]);
  });

  test('counts an installation command that adds an extension only for pages that use the extension', () => {
    expect(messages("```dart\nimport 'package:http/http.dart' as http;\n```")).toEqual(['2: imports package:http']);
    expect(
      messages(
        "```dart\nimport 'package:http/http.dart' as http;\nimport 'package:polly_dart_http/polly_dart_http.dart';\n```",
      ),
    ).toEqual([]);
  });

  test('reports a package nobody mentions, at its first import', () => {
    expect(
      messages(
        "Text.\n\n```dart\nimport 'package:riverpod/riverpod.dart';\n```\n\n```dart\nimport 'package:riverpod/riverpod.dart';\n```",
      ),
    ).toEqual(['4: imports package:riverpod (here and in 1 more import on this page)']);
  });
});

describe('admonitions', () => {
  const page = (body: string): SourceFile => ({file: 'docs/page.mdx', source: `# Page\n\n${body}\n`});

  test("the theme's six types pass; any other name is reported on its line", () => {
    expect(
      check([
        {file: INSTALLATION, source: OLD_INSTALLATION},
        page(':::warning\n\nCareful.\n\n:::\n\n:::warn\n\nA typo.\n\n:::\n\n:::note[Title]\n\nA note.\n\n:::'),
      ]).filter((line) => line.includes('[admonition]')),
    ).toEqual([
      `docs/page.mdx:9: [admonition] ':::warn' is not an admonition the site renders; use one of :::note, :::tip, :::info, :::warning, :::danger, :::caution`,
    ]);
  });
});
