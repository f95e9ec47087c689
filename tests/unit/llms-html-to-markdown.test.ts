import fs from 'node:fs';
import path from 'node:path';
import {docBodyHtml, htmlToMarkdown} from '../../plugins/llms/html-to-markdown';

const pageUrl = 'https://polly-dart.github.io/strategies/retry';
const md = (html: string) => htmlToMarkdown(html, pageUrl).trim();

// Built by Docusaurus 3.10 from an MDX page holding every kind of block (minified, as in build/).
const fixture = fs.readFileSync(path.join(__dirname, 'fixtures/doc-page.html'), 'utf8');

describe('docBodyHtml', () => {
  it('takes the Markdown content of a page without its title heading', () => {
    const page = `<html><body><nav>menu</nav><article><div class="theme-doc-markdown markdown"><header><h1>Retry</h1></header><p>Body.</div><footer>Edit</footer></article></body></html>`;
    expect(docBodyHtml(page)).toBe('<p>Body.</p>');
  });

  it('keeps a header without an h1 and says when there is no content', () => {
    expect(docBodyHtml('<div class="theme-doc-markdown"><header><p>Intro</p></header></div>')).toBe(
      '<header><p>Intro</p></header>',
    );
    expect(docBodyHtml('<main><p>Not a doc</p></main>')).toBeNull();
  });
});

describe('htmlToMarkdown on a built page', () => {
  const markdown = htmlToMarkdown(docBodyHtml(fixture)!, 'https://polly-dart.github.io/fixture');

  it('keeps inline formatting and makes links absolute', () => {
    expect(markdown).toContain(
      'Some **bold**, *italic*, `inline code` and a [link to retry](https://polly-dart.github.io/strategies/retry) with an [anchor](https://polly-dart.github.io/fixture#a-table) and an [external one](https://pub.dev/packages/polly_dart).',
    );
  });

  it('drops the heading anchors and the page title', () => {
    expect(markdown).toContain('\n## Code\n');
    expect(markdown).not.toContain('Direct link');
    expect(markdown).not.toContain('\u200b');
    expect(markdown).not.toContain('# Fixture page');
  });

  it('rebuilds code blocks line by line with language and title', () => {
    expect(markdown).toContain(
      "```dart title=\"lib/main.dart\"\nimport 'package:polly_dart/polly_dart.dart';\n\nvoid main() {\n  // a comment <with> brackets\n  print('hi');\n}\n```",
    );
    expect(markdown).toContain('```bash\ndart pub add polly_dart\n```');
  });

  it('writes tables with escaped pipes', () => {
    expect(markdown).toContain(
      '| Option | Default | Notes |\n| --- | --- | --- |\n| `maxRetryAttempts` | 3 | Retries after the first attempt \\| pipe |\n| `delay` | 1 s | [See backoff](https://polly-dart.github.io/strategies/retry) |',
    );
  });

  it('turns admonitions into quotes headed by their title, without the icon', () => {
    expect(markdown).toContain(
      '> **Behaviour to know in 0.0.9**\n>\n> The first paragraph of the warning.\n>\n> - a list item in it',
    );
    expect(markdown).toContain('> **Tip**\n>\n> A tip without a title.');
  });

  it('keeps every tab, hidden ones included, under its label', () => {
    expect(markdown).toContain('**Dart**\n\nDart text.\n\n**Flutter**\n\nFlutter text.');
  });

  it('nests lists and keeps quotes, details and line breaks', () => {
    expect(markdown).toContain('1. First step\n2. Second step\n   - nested bullet\n   - another');
    expect(markdown).toContain('> A quotation with `code`.');
    expect(markdown).toContain('**More detail**\n\nHidden content.');
    expect(markdown.trimEnd().endsWith('### Deeper heading\n\nLast line.\nAfter a break.')).toBe(true);
  });
});

describe('htmlToMarkdown details', () => {
  it('skips interactive and decorative elements, and anything marked data-llms="skip"', () => {
    expect(
      md(
        '<div><p>Kept</p><button>Play</button><form><label>Delay <input value="3"></label></form><svg><text>axis</text></svg><div data-llms="skip">chart legend</div><span aria-hidden="true">★</span></div>',
      ),
    ).toBe('Kept');
  });

  it('turns loose inline content into a paragraph between blocks', () => {
    expect(md('<div>Loose <b>text</b><p>Paragraph</p>tail</div>')).toBe('Loose **text**\n\nParagraph\n\ntail');
  });

  it('fences code that itself holds a fence with a longer one, and code spans with backticks', () => {
    expect(md('<pre>```dart\nx\n```</pre>')).toBe('````\n```dart\nx\n```\n````');
    expect(md('<p><code>a`b</code></p>')).toBe('`` a`b ``');
  });

  it('numbers ordered lists from their start attribute', () => {
    expect(md('<ol start="4"><li>four</li><li>five</li></ol>')).toBe('4. four\n5. five');
  });

  it('keeps images with absolute sources', () => {
    expect(md('<p><img src="/img/logo.svg" alt="Logo"></p>')).toBe(
      '![Logo](https://polly-dart.github.io/img/logo.svg)',
    );
  });

  it('pads short table rows', () => {
    expect(md('<table><tr><th>A</th><th>B</th></tr><tr><td>1</td></tr></table>')).toBe(
      '| A | B |\n| --- | --- |\n| 1 |  |',
    );
  });
});
