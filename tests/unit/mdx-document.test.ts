import {codeBlocks, markedTables, parseMdx, proseBlocks} from '../../scripts/lib/mdx-document';

const page = [
  '---', // 1
  'title: T', // 2
  '---', // 3
  '', // 4
  "import Tabs from '@theme/Tabs';", // 5
  '', // 6
  'Some **bold** prose with `inline code` and a [link](/x).', // 7
  '', // 8
  '```dart title="lib/a.dart"', // 9
  'void main() {}', // 10
  '```', // 11
  '', // 12
  '{/* options: RetryStrategyOptions */}', // 13
  '| Option | Type | Default | Meaning |', // 14
  '| --- | --- | --- | --- |', // 15
  '| [`delay`](/api/retry-strategy#retrystrategyoptions-delay) | `Duration` | `x` | waits |', // 16
  '', // 17
  'Fixed by this constructor: nothing.', // 18
  '', // 19
  ':::note[Admonition title]', // 20
  'Inside the note.', // 21
  ':::', // 22
  '', // 23
  '<Tabs groupId="sdk">', // 24
  '', // 25
  '```bash', // 26
  'dart pub add http', // 27
  '```', // 28
  '', // 29
  '</Tabs>', // 30
  '', // 31
  '<svg viewBox="0 0 1 1"><text>diagram words</text></svg>', // 32
].join('\n');

describe('parseMdx', () => {
  const doc = parseMdx(page, 'page.mdx');

  test('finds fenced code with language, meta and the line of its first code line', () => {
    expect(codeBlocks(doc)).toEqual([
      {lang: 'dart', meta: 'title="lib/a.dart"', code: 'void main() {}', line: 10},
      {lang: 'bash', meta: '', code: 'dart pub add http', line: 27},
    ]);
  });

  test('finds a marked table with its rows, their lines and the paragraph after it', () => {
    const [table] = markedTables(doc);
    expect(table.target).toBe('RetryStrategyOptions');
    expect(table.line).toBe(13);
    expect(table.header.cells).toEqual(['Option', 'Type', 'Default', 'Meaning']);
    expect(table.rows).toEqual([
      {
        line: 16,
        cells: ['[`delay`](/api/retry-strategy#retrystrategyoptions-delay)', '`Duration`', '`x`', 'waits'],
      },
    ]);
    expect(table.after).toEqual({line: 18, source: 'Fixed by this constructor: nothing.'});
  });

  test('keeps prose and leaves out code, front matter, imports, comments, titles and diagrams', () => {
    const prose = proseBlocks(doc).join('\n');
    expect(prose).toContain('Some bold prose with inline\u00a0code and a link.');
    expect(prose).toContain('Inside the note.');
    expect(prose).toContain('Option');
    for (const absent of ['title: T', 'import', 'void main', 'options:', 'Admonition title', 'diagram', 'dart pub add'])
      expect(prose).not.toContain(absent);
  });

  test('names file and line when the MDX does not parse', () => {
    expect(() => parseMdx('text\n\n<Unclosed>\n', 'broken.mdx')).toThrow(/^broken\.mdx(:\d+)?: cannot parse the MDX/);
  });
});
