import fs from 'node:fs';
import path from 'node:path';
import {capContent, extractPage, MAX_CONTENT_CHARS} from '../../plugins/search/node/extract';
import {compactIndex, expandIndex, pageRecords, type DocSearchRecord} from '../../plugins/search/client/records';

const SITE = 'https://polly-dart.github.io';
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures/search', name), 'utf8');

function records(name: string, pagePath: string): DocSearchRecord[] {
  const page = extractPage(fixture(name), pagePath, ['en']);
  if (!page) throw new Error(`${name} was not indexed`);
  return pageRecords(SITE, page);
}

// The fixtures are pages of a real build (scripts/capture-search-fixtures.ts).
describe('extractPage on a docs page', () => {
  const all = records('docs-page.html', '/strategies/overview');
  const headings = all.filter((r) => r.type !== 'content' && r.type !== 'lvl5');

  it('finds the headings in page order', () => {
    expect(headings.map((r) => [r.type, r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', 'Strategies overview'],
      ['lvl2', 'The seven at a glance'],
      ['lvl2', 'What each strategy handles'],
      ['lvl3', 'Retry'],
      ['lvl3', 'Circuit breaker'],
      ['lvl3', 'Timeout'],
      ['lvl3', 'Fallback'],
      ['lvl3', 'Hedging'],
      ['lvl3', 'Rate limiter'],
      ['lvl3', 'Cache'],
      ['lvl2', 'How to choose'],
      ['lvl2', 'Putting strategies together'],
      ['lvl2', 'Next steps'],
    ]);
    expect(all[1]).toMatchObject({type: 'content', hierarchy: {lvl1: 'Strategies overview', lvl2: null}});
    expect(all[1].content).toMatch(/^polly_dart 0\.0\.9 ships seven strategies/);
  });

  it('indexes a table row as lvl5 (its first cell) with its last cell as content', () => {
    const row = all.findIndex((r) => r.type === 'lvl5' && r.hierarchy.lvl5 === 'Circuit breaker');
    expect(all[row + 1]).toMatchObject({type: 'content', content: 'Yes, the circuit state'});
    expect(all[row + 1].hierarchy).toEqual({
      lvl0: 'Strategies',
      lvl1: 'Strategies overview',
      lvl2: 'The seven at a glance',
      lvl3: null,
      lvl4: null,
      lvl5: 'Circuit breaker',
      lvl6: null,
    });
    // After the table, text sits under the h2 again, not under the last row.
    const after = all.find((r) => r.content?.startsWith('What each one adds to the builder'));
    expect(after?.hierarchy).toMatchObject({lvl2: 'The seven at a glance', lvl5: null});
  });

  it('takes lvl0 from the active sidebar category and keeps the hierarchy above each record', () => {
    expect(all.every((r) => r.hierarchy.lvl0 === 'Strategies')).toBe(true);
    const underCache = all.find((r) => r.type === 'content' && r.anchor === 'cache');
    expect(underCache?.hierarchy).toMatchObject({
      lvl1: 'Strategies overview',
      lvl2: 'What each strategy handles',
      lvl3: 'Cache',
    });
  });

  it('links each record to its heading or table row', () => {
    const url = `${SITE}/strategies/overview`;
    expect(all[0].url).toBe(url);
    expect(all[1].url).toBe(url);
    expect(headings.find((r) => r.hierarchy.lvl2 === 'How to choose')?.url).toBe(`${url}#how-to-choose`);
    expect(headings.find((r) => r.type === 'lvl3' && r.hierarchy.lvl3 === 'Rate limiter')?.url).toBe(
      `${url}#rate-limiter`,
    );
    expect(all.find((r) => r.type === 'lvl5')?.url).toBe(`${url}#the-seven-at-a-glance`);
    expect(all.every((r) => r.url_without_anchor === url)).toBe(true);
  });

  it('carries the docsearch meta tags, weights and unique ids', () => {
    expect(
      all.every((r) => r.language === 'en' && r.docusaurus_tag === 'docs-default-current' && r.version === 'current'),
    ).toBe(true);
    const levels = Object.fromEntries(all.map((r) => [r.type, r.weight.level]));
    expect(levels).toEqual({lvl1: 90, lvl2: 80, lvl3: 70, lvl5: 50, content: 0});
    expect(all.map((r) => r.weight.position)).toEqual(all.map((_, i) => i));
    expect(new Set(all.map((r) => r.objectID)).size).toBe(all.length);
  });

  it('leaves out the navbar, breadcrumbs, table of contents, buttons and the page footer', () => {
    const page = fixture('docs-page.html');
    // Names from code blocks are kept apart, in `code`; no text shows them.
    const text = JSON.stringify(all.map(({code: _code, ...shown}) => shown));
    for (const noise of [
      'Skip to main content',
      'Home',
      'On this page',
      'Copy',
      'Edit this page',
      'Last updated',
      'Previous',
    ]) {
      expect(page).toContain(noise);
      expect(text).not.toContain(noise);
    }
    expect(text).not.toContain('\u200b');
  });

  it('keeps markup in the text as text', () => {
    const html = fixture('docs-page.html').replace(
      /(<h2[^>]*id="how-to-choose"[^>]*>)How to choose/,
      '$1Escaping &amp; &lt;script&gt; markup',
    );
    const page = extractPage(html, '/strategies/overview', ['en'])!;
    expect(pageRecords(SITE, page).map((r) => r.hierarchy.lvl2)).toContain('Escaping & <script> markup');
  });
});

describe('extractPage on other pages', () => {
  it('indexes a blog post under lvl0 "Blog", without a version and without its tag list', () => {
    const post = records('blog-post.html', '/blog/introducing-polly-dart');
    expect(post.filter((r) => r.type !== 'content').map((r) => [r.type, r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', 'Introducing polly_dart'],
      ['lvl2', 'Most failures do not last'],
      ['lvl2', 'What polly_dart offers'],
      ['lvl2', 'A first pipeline'],
      ['lvl2', 'Where to go next'],
    ]);
    expect(post.every((r) => r.hierarchy.lvl0 === 'Blog' && r.docusaurus_tag === 'default')).toBe(true);
    expect(post[1]).not.toHaveProperty('version');
    const tags = fixture('blog-post.html').match(/href="\/blog\/tags\/(\w+)"/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    expect(JSON.stringify(post)).not.toMatch(/"(announcement|resilience|reliability)"/);
  });

  it('skips pages contextual search cannot return', () => {
    expect(extractPage(fixture('search-page.html'), '/search', ['en'])).toBeNull();
    expect(extractPage(fixture('blog-list.html'), '/blog', ['en'])).toBeNull();
    // A page in a language the site does not serve.
    expect(extractPage(fixture('docs-page.html'), '/strategies/overview', ['fr'])).toBeNull();
    expect(extractPage('<html><body><article><h1>x</h1></article></body></html>', '/x', ['en'])).toBeNull();
  });
});

describe('extractPage on a symptoms list', () => {
  const page = (items: string) =>
    '<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>' +
    `<body><article><h1>Timeout</h1><h2 id="symptoms">What you see</h2><ul>${items}</ul></article></body></html>`;
  const sections = (items: string) => extractPage(page(items), '/x', ['en'])?.sections ?? [];

  it("indexes the page's own symptoms as headings under the list's heading", () => {
    const [, , own] = sections('<li>A spinner that never stops, see <a href="#faq">the FAQ</a>.</li>');
    expect(own).toMatchObject({type: 'lvl4', anchor: 'symptoms', text: 'A spinner that never stops, see the FAQ.'});
  });

  it('indexes an item that only points to other pages (a summary) as text of the section', () => {
    const [, , summary] = sections('<li>A spinner that never stops: <a href="/strategies/timeout">timeout</a>.</li>');
    expect(summary).toMatchObject({type: 'content', anchor: null, parent: 1, points: ['/strategies/timeout']});
  });
});

describe('extractPage on links that point elsewhere', () => {
  const page = (body: string) =>
    '<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>' +
    `<body><article><h1>Retry</h1><h2 id="related">Related</h2>${body}</article></body></html>`;
  const texts = (body: string) => (extractPage(page(body), '/x', ['en'])?.sections ?? []).map((s) => s.text);

  it('leaves out a block that is mostly the text of its links, and keeps prose with a link in it', () => {
    expect(
      texts(
        '<ul><li><a href="/strategies/timeout">Timeout</a></li><li>See <a href="/advanced/monitoring">Monitoring</a>.</li></ul>',
      ),
    ).toEqual(['Retry', 'Related']);
    // An item keeps its own words when only the list nested in it is made of links.
    expect(
      texts(
        '<ul><li>Timeouts and their budgets<ul><li><a href="/strategies/timeout">Timeout</a></li>' +
          '<li><a href="/advanced/combining-strategies">Combining strategies</a></li></ul></li></ul>',
      ),
    ).toEqual(['Retry', 'Related', 'Timeouts and their budgets']);
    expect(texts('<p>Cap the total wait with an outer <a href="/strategies/timeout">timeout</a>.</p>')).toEqual([
      'Retry',
      'Related',
      'Cap the total wait with an outer timeout.',
    ]);
  });
});

describe('the compact index', () => {
  it('expands to the same records the extractor produced', () => {
    const pages = ['docs-page.html', 'blog-post.html'].map((name, i) =>
      extractPage(fixture(name), `/page-${i}`, ['en'])!,
    );
    const json = JSON.parse(JSON.stringify(compactIndex(`${SITE}/`, pages)));
    expect(expandIndex(json)).toEqual(pages.flatMap((p) => pageRecords(SITE, p)));
  });

  it('stores each heading text once', () => {
    const page = extractPage(fixture('docs-page.html'), '/strategies/overview', ['en'])!;
    const json = JSON.stringify(compactIndex(SITE, [page]));
    expect(json.split('What each strategy handles').length - 1).toBe(1);
  });
});

describe('capContent', () => {
  it('keeps a short block whole and cuts a long one after its last whole sentence within the cap', () => {
    expect(capContent('Short text.')).toBe('Short text.');
    const sentence = 'The breaker opens after five failures in a row and stays open for thirty seconds. ';
    const long = sentence.repeat(20).trim();
    const cut = capContent(long);
    expect(cut.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS);
    expect(cut.endsWith('seconds.')).toBe(true);
    expect(long.startsWith(cut)).toBe(true);
  });

  it('cuts at a word boundary when no sentence ends in the second half', () => {
    const words = 'word '.repeat(300).trim();
    const cut = capContent(words);
    expect(cut.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS);
    expect(cut.endsWith('word')).toBe(true);
  });
});

describe('extractPage on an options table', () => {
  const page = (table: string) =>
    '<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head>' +
    `<body><article><h1>Retry</h1><h2 id="options">Options</h2><table>${table}</table></article></body></html>`;
  const rows = (table: string) =>
    (extractPage(page(table), '/x', ['en'])?.sections ?? []).filter((s) => s.type === 'lvl5');
  const link = (name: string) => `<a href="/api/x#${name.toLowerCase()}"><code>${name}</code></a>`;

  it('marks each row with the kind of quantity its Type column names', () => {
    const found = rows(
      '<thead><tr><th>Option</th><th>Type</th><th>Default</th><th>Meaning</th></tr></thead><tbody>' +
        `<tr><td>${link('window')}</td><td><code>Duration?</code></td><td>required</td><td>Length.</td></tr>` +
        `<tr><td>${link('permitLimit')}</td><td><code>int</code></td><td>required</td><td>Most calls.</td></tr>` +
        `<tr><td>${link('onRejected')}</td><td><code>OnRejected?</code></td><td><code>null</code></td><td>Called.</td></tr>` +
        '</tbody>',
    );
    expect(found.map((s) => [s.text, s.quantity])).toEqual([
      ['window', 'duration'],
      ['permitLimit', 'count'],
      ['onRejected', undefined],
    ]);
  });

  it('reads the type after the name in an "Option and type" table', () => {
    const found = rows(
      '<thead><tr><th>Option and type</th><th>Default</th><th>Meaning</th></tr></thead><tbody>' +
        `<tr><td>${link('failureRatio')}<br><code>double</code></td><td><code>0.5</code></td><td>Opens.</td></tr>` +
        `<tr><td>${link('breakDuration')}<br><code>Duration</code></td><td>5 s</td><td>How long.</td></tr>` +
        `<tr><td>${link('maxRetryAttempts')}<br><code>int?</code></td><td><code>3</code></td><td>Retries.</td></tr>` +
        `<tr><td>${link('shouldHandle')}<br><code>ShouldHandle?</code></td><td><code>null</code></td><td>Which.</td></tr>` +
        '</tbody>',
    );
    expect(found.map((s) => s.quantity)).toEqual(['ratio', 'duration', 'count', undefined]);
  });

  it('marks no row of a table that is not an options table', () => {
    const found = rows(
      '<thead><tr><th>Member</th><th>Type</th><th>Meaning</th></tr></thead><tbody>' +
        `<tr><td>${link('delay')}</td><td><code>Duration</code></td><td>Wait.</td></tr></tbody>`,
    );
    expect(found).toHaveLength(1);
    expect(found[0].quantity).toBeUndefined();
  });

  it('keeps the kind through the compact index, in the short row form and the long one', () => {
    const extracted = extractPage(
      page(
        '<thead><tr><th>Option</th><th>Type</th><th>Default</th><th>Meaning</th></tr></thead><tbody>' +
          `<tr><td>${link('delay')}</td><td><code>Duration</code></td><td>1 s</td><td>Wait.</td></tr>` +
          `<tr id="max"><td>${link('maxRetryAttempts')}</td><td><code>int</code></td><td>3</td><td>Retries.</td></tr>` +
          '</tbody>',
      ),
      '/x',
      ['en'],
    )!;
    const json = JSON.parse(JSON.stringify(compactIndex(SITE, [extracted])));
    const compact = json.pages[0][5] as unknown[];
    expect(compact).toContainEqual([4, 'delay', 0]);
    expect(compact.some((s) => Array.isArray(s) && s.length === 7 && s[1] === 'maxRetryAttempts')).toBe(true);
    const expanded = expandIndex(json).filter((r) => r.type === 'lvl5');
    expect(expanded.map((r) => [r.hierarchy.lvl5, r.quantity, r.anchor])).toEqual([
      ['delay', 'duration', 'options'],
      ['maxRetryAttempts', 'count', 'max'],
    ]);
    expect(expanded.every((r) => r.points === undefined)).toBe(true);
  });
});
