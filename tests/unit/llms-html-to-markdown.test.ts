import fs from 'node:fs';
import path from 'node:path';
import {docBodyHtml, htmlToMarkdown} from '../../plugins/llms/html-to-markdown';

const pageUrl = 'https://polly-dart.github.io/strategies/retry';
const md = (html: string) => htmlToMarkdown(html, pageUrl).trim();

// The Markdown body of /getting-started/installation, captured from a production build
// (`npm run build`, build/getting-started/installation.html, the `.theme-doc-markdown` element as built):
// tabs, code blocks with and without titles, an admonition, heading anchors and links.
const fixture = fs.readFileSync(path.join(__dirname, 'fixtures/installation-page.html'), 'utf8');

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
  const markdown = htmlToMarkdown(docBodyHtml(fixture)!, 'https://polly-dart.github.io/getting-started/installation');

  it('keeps inline formatting and makes links absolute', () => {
    expect(markdown).toContain(
      'For versions below 1.0.0, pub treats the *minor* number as the breaking one, so `^0.0.9` means',
    );
    expect(markdown).toContain(
      'continue with the [quick start](https://polly-dart.github.io/getting-started/quick-start).',
    );
    expect(markdown).toContain('[`package:http`](https://pub.dev/packages/http)');
  });

  it('drops the heading anchors and the page title', () => {
    expect(markdown).toContain('\n## Requirements\n');
    expect(markdown).toContain('\n### What `^0.0.9` allows\n');
    expect(markdown).not.toContain('Direct link');
    expect(markdown).not.toContain('\u200b');
    expect(markdown).not.toContain('# Installation');
  });

  it('rebuilds code blocks line by line with language and title', () => {
    expect(markdown).toContain(
      '```yaml title="pubspec.yaml"\nname: weather_app\nenvironment:\n  sdk: ^3.5.0\n\ndependencies:\n  polly_dart: ^0.0.9\n```',
    );
    expect(markdown).toContain(
      '```dart title="bin/check_install.dart"\nimport \'package:polly_dart/polly_dart.dart\';\n\nvoid main() {\n',
    );
    expect(markdown).toContain('  print(pipeline); // ResiliencePipeline(strategies: 2)\n}\n```');
  });

  it('keeps every tab, hidden ones included, under its label', () => {
    expect(markdown).toContain(
      '**Dart**\n\n```bash\ndart pub add polly_dart\n```\n\n**Flutter**\n\n```bash\nflutter pub add polly_dart\n```',
    );
  });

  it('turns admonitions into quotes headed by their title, without the icon, lists included', () => {
    expect(markdown).toContain(
      '> **Behaviour to know in 0.0.9**\n>\n> - `CancellableHttpClient.close()` also closes the inner client, **including one you passed in**.',
    );
    expect(markdown).not.toContain('<svg');
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

  it('writes tables with escaped pipes', () => {
    expect(md('<table><thead><tr><th>Option<th>Notes<tbody><tr><td><code>delay</code><td>a | b</table>')).toBe(
      '| Option | Notes |\n| --- | --- |\n| `delay` | a \\| b |',
    );
  });

  it('nests lists and keeps quotes, details and line breaks', () => {
    expect(md('<ol><li>First</li><li>Second<ul><li>nested</li></ul></li></ol>')).toBe(
      '1. First\n2. Second\n   - nested',
    );
    expect(md('<blockquote><p>A quotation with <code>code</code>.</p></blockquote>')).toBe(
      '> A quotation with `code`.',
    );
    expect(md('<details><summary>More detail</summary><div><p>Hidden content.</div></details>')).toBe(
      '**More detail**\n\nHidden content.',
    );
    expect(md('<p>Last line.<br/>After a break.</p>')).toBe('Last line.\nAfter a break.');
  });

  it('pads short table rows', () => {
    expect(md('<table><tr><th>A</th><th>B</th></tr><tr><td>1</td></tr></table>')).toBe(
      '| A | B |\n| --- | --- |\n| 1 |  |',
    );
  });
});
