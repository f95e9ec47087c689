import fs from 'node:fs';
import path from 'node:path';
import {extractPage} from '../../plugins/search/node/extract';
import {compactIndex, expandIndex, pageRecords, type DocSearchRecord} from '../../plugins/search/client/records';

const SITE = 'https://polly-dart.github.io';
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures/search', name), 'utf8');

function records(name: string, pagePath: string): DocSearchRecord[] {
  const page = extractPage(fixture(name), pagePath, ['en']);
  if (!page) throw new Error(`${name} was not indexed`);
  return pageRecords(SITE, page);
}

describe('extractPage on a docs page', () => {
  const all = records('docs-page.html', '/api/retry-strategy');
  const summary = all.map((r) => [r.type, r.type === 'content' ? r.content : r.hierarchy[r.type]]);

  it('finds headings, table rows and text blocks in page order, without noise', () => {
    expect(summary).toEqual([
      ['lvl1', 'RetryStrategy <T>'],
      ['content', 'Runs a callback again when it fails with a handled exception.'],
      ['lvl2', 'RetryStrategyOptions'],
      ['content', 'Configures how often and when to retry.'],
      ['lvl5', 'maxRetryAttempts'],
      ['content', 'Retries after the first attempt; 3 by default.'],
      ['lvl5', 'delay'],
      ['content', 'Base delay between attempts.'],
      ['content', 'Options not listed keep their defaults.'],
      ['lvl3', 'Backoff'],
      ['content', 'Constant: the same delay every time.'],
      ['content', 'Exponential: the delay doubles.'],
      ['content', 'Jitter'],
      ['content', 'Randomises each delay.'],
      ['lvl2', 'Escaping & markup'],
      ['content', 'Write <script> as text & keep it text.'],
    ]);
  });

  it('takes lvl0 from the active sidebar category and keeps the hierarchy above each record', () => {
    expect(all.every((r) => r.hierarchy.lvl0 === 'API reference')).toBe(true);
    expect(all[5].hierarchy).toEqual({
      lvl0: 'API reference',
      lvl1: 'RetryStrategy <T>',
      lvl2: 'RetryStrategyOptions',
      lvl3: null,
      lvl4: null,
      lvl5: 'maxRetryAttempts',
      lvl6: null,
    });
    // After the table, text sits under the h2 again, not under the last row.
    expect(all[8].hierarchy.lvl5).toBeNull();
    expect(all[10].hierarchy).toMatchObject({lvl2: 'RetryStrategyOptions', lvl3: 'Backoff', lvl5: null});
    expect(all[15].hierarchy).toMatchObject({lvl2: 'Escaping & markup', lvl3: null});
  });

  it('links each record to its heading or table row', () => {
    expect(all[0].url).toBe(`${SITE}/api/retry-strategy`);
    expect(all[1].url).toBe(`${SITE}/api/retry-strategy`);
    expect(all[2].url).toBe(`${SITE}/api/retry-strategy#retrystrategyoptions`);
    expect(all[4].url).toBe(`${SITE}/api/retry-strategy#retrystrategyoptions-maxretryattempts`);
    expect(all[5].anchor).toBe('retrystrategyoptions-maxretryattempts');
    expect(all[8].url).toBe(`${SITE}/api/retry-strategy#retrystrategyoptions`);
    expect(all[11].url).toBe(`${SITE}/api/retry-strategy#backoff`);
    expect(all.every((r) => r.url_without_anchor === `${SITE}/api/retry-strategy`)).toBe(true);
  });

  it('carries the docsearch meta tags, weights and unique ids', () => {
    expect(
      all.every((r) => r.language === 'en' && r.docusaurus_tag === 'docs-default-current' && r.version === 'current'),
    ).toBe(true);
    expect(all.map((r) => r.weight.level).slice(0, 5)).toEqual([90, 0, 80, 0, 50]);
    expect(all.map((r) => r.weight.position)).toEqual(all.map((_, i) => i));
    expect(new Set(all.map((r) => r.objectID)).size).toBe(all.length);
  });

  it('leaves out breadcrumbs, tables of contents, buttons, code blocks and the page footer', () => {
    // Names from code blocks are kept apart, in `code` (see below); no text shows them.
    const text = JSON.stringify(all.map(({code, ...shown}) => shown));
    for (const noise of [
      'Home',
      'On this page',
      'Copy',
      'ResiliencePipelineBuilder',
      'Edit this page',
      'Last updated',
      'Outcome',
    ]) {
      expect(text).not.toContain(noise);
    }
    expect(text).not.toContain('\u200b');
  });
});

describe('extractPage on other pages', () => {
  it('indexes a blog post under lvl0 "Blog", without a version and without its tag list', () => {
    const post = records('blog-post.html', '/blog/introducing-polly-dart');
    expect(post.map((r) => r.type)).toEqual(['lvl1', 'content']);
    expect(post[0].hierarchy).toMatchObject({lvl0: 'Blog', lvl1: 'Introducing polly_dart'});
    expect(post[1]).not.toHaveProperty('version');
    expect(post[1].docusaurus_tag).toBe('default');
  });

  it('skips pages contextual search cannot return', () => {
    expect(extractPage(fixture('search-page.html'), '/search', ['en'])).toBeNull();
    expect(extractPage(fixture('blog-list.html'), '/blog', ['en'])).toBeNull();
    expect(extractPage(fixture('other-language.html'), '/fr/retry', ['en'])).toBeNull();
    expect(extractPage('<html><body><article><h1>x</h1></article></body></html>', '/x', ['en'])).toBeNull();
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
    const page = extractPage(fixture('docs-page.html'), '/api/retry-strategy', ['en'])!;
    const json = JSON.stringify(compactIndex(SITE, [page]));
    expect(json.split('RetryStrategyOptions').length - 1).toBe(1);
  });
});
