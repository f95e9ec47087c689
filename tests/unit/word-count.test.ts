import {assessPage, countWords, pageKind, proseText, proseWordCount} from '../../scripts/lib/word-count';

describe('proseWordCount', () => {
  test('counts sentences, headings, list items and table cells', () => {
    const page = [
      '## Two words',
      '',
      'One two three.',
      '',
      '- four five',
      '',
      '| a | b |',
      '|---|:--:|',
      '| c d | e |',
    ].join('\n');
    expect(proseWordCount(page)).toBe(2 + 3 + 2 + 2 + 3);
  });

  test('leaves out front matter, code, imports, tags, diagrams, comments and admonition markers', () => {
    const page = [
      '---',
      'title: Not counted at all',
      'description: Neither is this',
      '---',
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      'Counted words here.',
      '',
      '```dart title="x.dart"',
      'final notCounted = 1;',
      '```',
      '',
      ':::warning[Behaviour to know in 0.0.9]',
      'Inside counts.',
      ':::',
      '',
      '<Tabs groupId="pkg">',
      '  <TabItem value="dart" label="Dart only">',
      '',
      'Tab text.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '<svg viewBox="0 0 10 10" role="img"><title>Diagram title</title><text x="1">Label</text></svg>',
      '{/* an MDX comment */}',
    ].join('\n');
    expect(proseText(page)).not.toMatch(/notCounted|Tabs|Diagram|Label|comment|Behaviour|title/);
    expect(proseWordCount(page)).toBe(3 + 2 + 2);
  });

  test('keeps link texts and drops link targets, images and bare addresses', () => {
    expect(proseWordCount('See [the retry page](/strategies/retry) and ![a chart](/img/c.svg) https://pub.dev.')).toBe(
      5,
    );
    expect(proseWordCount('Visit https://pub.dev/packages/polly_dart today')).toBe(2);
  });

  test('reads the page as MDX: what Docusaurus cannot compile is an error with the line', () => {
    expect(() => proseWordCount('Fine.\n\n<!-- an HTML comment is not MDX -->')).toThrow(/^page\.mdx:3: cannot parse/);
    expect(proseWordCount('## A heading {#with-an-id}\n\nText.')).toBe(3);
  });

  test('counts inline code as one word and ignores lone punctuation', () => {
    expect(countWords('Call `ResiliencePipelineBuilder().addRetry()` now — or | never.')).toBe(5);
  });
});

describe('pageKind and assessPage', () => {
  test('classify pages by path', () => {
    expect(pageKind('index.mdx')).toBe('home');
    expect(pageKind('strategies/retry.mdx')).toBe('strategy');
    expect(pageKind('strategies/overview.mdx')).toBe('guide');
    expect(pageKind('advanced/testing.mdx')).toBe('guide');
    expect(pageKind('examples/cache.mdx')).toBe('example');
    expect(pageKind('api/outcome.mdx')).toBe('api');
  });

  test('flag pages under their minimum and report API pages only', () => {
    const short = '---\ntitle: T\n---\n\nToo short.';
    expect(assessPage('intro.mdx', short)).toEqual({
      page: 'intro.mdx',
      kind: 'guide',
      words: 2,
      minimum: 600,
      ok: false,
    });
    expect(assessPage('index.mdx', `${'word '.repeat(300)}`).ok).toBe(true);
    expect(assessPage('index.mdx', `${'word '.repeat(299)}`).ok).toBe(false);
    expect(assessPage('api/outcome.mdx', short)).toMatchObject({minimum: null, ok: true});
  });
});
