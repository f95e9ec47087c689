import {createEngine} from '../../plugins/search/client/engine';
import {pageRecords, type IndexedPage, type RecordType, type Section} from '../../plugins/search/client/records';
import type {Hit, SearchRequest} from '../../plugins/search/client/types';

const SITE = 'https://example.org';

/** A page from [type, text, anchor?] rows; each section sits under the nearest heading above it. */
function page(path: string, rows: Array<[RecordType, string, string?]>, meta: Partial<IndexedPage> = {}): IndexedPage {
  const sections: Section[] = [];
  const open: Array<{level: number; index: number}> = [];
  rows.forEach(([type, text, anchor]) => {
    const level = type === 'content' ? 7 : Number(type.slice(3));
    while (type !== 'content' && open.length > 0 && open[open.length - 1].level >= level) open.pop();
    sections.push({type, text, anchor: anchor ?? null, parent: open.at(-1)?.index ?? -1});
    if (type !== 'content') open.push({level, index: sections.length - 1});
  });
  return {
    path,
    lvl0: 'Docs',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    sections,
    ...meta,
  };
}

function engineOf(...pages: IndexedPage[]) {
  return createEngine(pages.flatMap((p) => pageRecords(SITE, p)));
}

const search = (engine: ReturnType<typeof createEngine>, query: string, params: Partial<SearchRequest> = {}) =>
  engine.search({indexName: 'test', query, ...params});

/** Where each hit points, relative to the site. */
const urls = (hits: Hit[]) => hits.map((h) => String(h.url).replace(SITE, ''));

describe('matching', () => {
  const engine = engineOf(
    page('/retry', [
      ['lvl1', 'Retry'],
      ['content', 'Runs the callback again with exponential backoff.'],
    ]),
    page('/timeout', [
      ['lvl1', 'Timeout'],
      ['content', 'Cancels a callback that takes too long.'],
    ]),
    page('/circuit-breaker', [
      ['lvl1', 'Circuit breaker'],
      ['content', 'Stops calling a failing service.'],
    ]),
  );

  it('requires every word, then falls back to any word', () => {
    expect(urls(search(engine, 'callback exponential').hits)).toEqual(['/retry']);
    expect(urls(search(engine, 'exponential service').hits).sort()).toEqual(['/circuit-breaker', '/retry']);
  });

  it('matches the last word as a prefix, and other words of four letters or more too', () => {
    expect(urls(search(engine, 'backo').hits)).toEqual(['/retry']);
    expect(search(engine, 'backo retry').hits).toHaveLength(1);
    // "expo" starts "exponential": only /retry holds both words.
    expect(urls(search(engine, 'expo callback').hits)).toEqual(['/retry']);
    // "ca" is too short to be a prefix unless it is the last word.
    expect(urls(search(engine, 'ca exponential').hits)).toEqual(['/retry']);
    expect(search(engine, 'exponential ca').hits.length).toBeGreaterThan(0);
  });

  it('tolerates one typo from 4 letters and two from 7, counting a swap as one', () => {
    expect(urls(search(engine, 'retyr').hits)).toEqual(['/retry']);
    expect(urls(search(engine, 'tmeout').hits)).toEqual(['/timeout']);
    expect(search(engine, 'cakl').hits).toHaveLength(0);
    expect(urls(search(engine, 'calback').hits).length).toBeGreaterThan(0);
    expect(urls(search(engine, 'exponentail').hits)).toEqual(['/retry']);
    expect(urls(search(engine, 'exponantail').hits)).toEqual(['/retry']);
    expect(search(engine, 'expnnantail').hits).toHaveLength(0);
    // Three letters allow no typo: "stp" does not find "stops".
    expect(search(engine, 'stp').hits).toHaveLength(0);
  });

  it('matches singular and plural, accents, case and camelCase parts', () => {
    const api = engineOf(
      page('/api', [
        ['lvl1', 'ResiliencePipelineBuilder'],
        ['content', 'Holds the strategies. Café.'],
      ]),
    );
    expect(search(api, 'STRATEGY').nbHits).toBe(1);
    expect(search(api, 'cafe').nbHits).toBe(1);
    expect(search(api, 'pipeline builder').nbHits).toBe(1);
    expect(search(api, 'resiliencepipelinebuilder').nbHits).toBe(1);
  });
});

describe('ranking', () => {
  it('ranks by words found, then typos, then attribute, then exactness, then heading level and position', () => {
    const engine = engineOf(
      page(
        '/a',
        [
          ['lvl1', 'A'],
          ['content', 'timeout budget'],
        ],
        {lvl0: 'Two words'},
      ),
      page(
        '/b',
        [
          ['lvl1', 'B'],
          ['content', 'timeout only'],
        ],
        {lvl0: 'One word'},
      ),
    );
    // Words: the record with both words comes first.
    expect(urls(search(engine, 'budget timeout zzzz').hits)).toEqual(['/a', '/b']);

    const typos = engineOf(page('/typo', [['lvl1', 'Timeout']]), page('/exact', [['lvl1', 'Timout']]));
    expect(urls(search(typos, 'timout').hits)).toEqual(['/exact', '/typo']);

    const attribute = engineOf(
      page('/content', [
        ['lvl1', 'Other'],
        ['content', 'fallback'],
      ]),
      page('/title', [['lvl1', 'Fallback']]),
    );
    expect(urls(search(attribute, 'fallback').hits)).toEqual(['/title', '/content']);

    const exact = engineOf(page('/strategy', [['lvl1', 'RetryStrategy']]), page('/retry', [['lvl1', 'Retry']]));
    expect(urls(search(exact, 'retry').hits)).toEqual(['/retry', '/strategy']);

    const prefix = engineOf(page('/retrying', [['lvl1', 'Retrying']]), page('/retry', [['lvl1', 'Retry']]));
    expect(urls(search(prefix, 'retry').hits)).toEqual(['/retry', '/retrying']);

    const custom = engineOf(
      page('/p', [
        ['lvl1', 'Page'],
        ['lvl2', 'Jitter', 'jitter'],
        ['content', 'jitter first'],
        ['lvl2', 'More', 'more'],
        ['content', 'jitter second'],
        ['lvl3', 'Jitter', 'jitter-3'],
      ]),
    );
    expect(urls(search(custom, 'jitter').hits)).toEqual(['/p#jitter', '/p#jitter-3', '/p#more']);
  });

  it('keeps one hit per URL and counts distinct hits', () => {
    const engine = engineOf(
      page('/p', [
        ['lvl1', 'Page'],
        ['lvl2', 'Backoff', 'backoff'],
        ['content', 'Backoff grows.'],
        ['content', 'Backoff has a cap.'],
      ]),
    );
    const result = search(engine, 'backoff');
    expect(urls(result.hits)).toEqual(['/p#backoff']);
    expect(result.nbHits).toBe(1);
    expect(search(engine, 'backoff', {distinct: false}).nbHits).toBe(3);
  });
});

describe('responses', () => {
  const engine = engineOf(
    page('/p', [
      ['lvl1', 'Caching <T> & results'],
      ['content', 'Use <img src=x onerror=alert(1)> to "cache" the last value.'],
      ['lvl2', 'Time to live', 'ttl'],
      [
        'content',
        'One two three four five six seven eight nine ten eleven twelve cache thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty.',
      ],
    ]),
  );

  it('escapes every text it returns and adds only the highlight tags', () => {
    const [hit] = search(engine, 'cache', {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits;
    expect(hit.content).toBe('Use &lt;img src=x onerror=alert(1)&gt; to &quot;cache&quot; the last value.');
    expect((hit.hierarchy as Record<string, string>).lvl1).toBe('Caching &lt;T&gt; &amp; results');
    const highlightResult = hit._highlightResult as Record<string, {value: string; matchLevel: string}>;
    expect(highlightResult.content.value).toBe(
      'Use &lt;img src=x onerror=alert(1)&gt; to &quot;<mark>cache</mark>&quot; the last value.',
    );
    const hierarchy = highlightResult.hierarchy as unknown as Record<string, {value: string; matchLevel: string}>;
    expect(hierarchy.lvl1).toMatchObject({value: 'Caching &lt;T&gt; &amp; results', matchLevel: 'none'});
  });

  it('highlights only the typed part of a prefix match', () => {
    const [hit] = search(engine, 'cach', {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits;
    const hierarchy = (hit._highlightResult as Record<string, Record<string, {value: string}>>).hierarchy;
    expect(hierarchy.lvl1.value).toBe('<mark>Cach</mark>ing &lt;T&gt; &amp; results');
  });

  it('never turns the query into markup', () => {
    const result = search(engine, '<img src=x onerror=alert(1)>', {
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    expect(result.query).toBe('<img src=x onerror=alert(1)>');
    const html = JSON.stringify(result.hits.map((h) => [h._highlightResult, h._snippetResult]));
    expect(html).not.toMatch(/<img|<script/);
  });

  it('cuts snippets to a window of words around the matches, with ellipses', () => {
    const request = {
      attributesToSnippet: ['content:5'],
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
      snippetEllipsisText: '…',
    };
    const hit = search(engine, 'twelve cache', request).hits.find((h) => String(h.url).endsWith('#ttl'))!;
    const value = (hit._snippetResult as Record<string, {value: string}>).content.value;
    expect(value).toBe('…eleven <b>twelve</b> <b>cache</b> thirteen fourteen…');
    const tenWords = search(engine, 'one', {attributesToSnippet: ['content:10']}).hits.find((h) =>
      String(h.url).endsWith('#ttl'),
    )!;
    const start = (tenWords._snippetResult as Record<string, {value: string}>).content.value;
    expect(start.startsWith('<span class="algolia-docsearch-suggestion--highlight">One</span> two')).toBe(true);
    expect(start.endsWith('ten…')).toBe(true);
  });

  it('omits hierarchy levels that are not set from highlight and snippet results', () => {
    const [hit] = search(engine, 'caching', {
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
    }).hits;
    const highlighted = (hit._highlightResult as Record<string, object>).hierarchy;
    expect(Object.keys(highlighted)).toEqual(['lvl0', 'lvl1']);
    expect(Object.keys((hit._snippetResult as Record<string, object>).hierarchy)).toEqual(['lvl1']);
    expect((hit.hierarchy as Record<string, unknown>).lvl2).toBeNull();
  });

  it('returns only the attributes asked for, and the match level of each', () => {
    const [hit] = search(engine, 'time live', {attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl2', 'url']}).hits;
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url']);
    expect(hit.hierarchy).toEqual({lvl0: 'Docs', lvl2: 'Time to live'});
    const lvl2 = (
      (hit._highlightResult as Record<string, object>).hierarchy as Record<
        string,
        {matchLevel: string; matchedWords: string[]}
      >
    ).lvl2;
    expect(lvl2.matchLevel).toBe('full');
    expect(lvl2.matchedWords).toEqual(['time', 'live']);
  });
});

describe('filters, facets and pages', () => {
  const pages = Array.from({length: 7}, (_, i) =>
    page(
      `/doc-${i}`,
      [
        ['lvl1', `Guide ${i}`],
        ['content', 'pipeline'],
      ],
      {
        language: i === 6 ? 'fr' : 'en',
        docusaurus_tag: i < 2 ? 'default' : 'docs-default-current',
      },
    ),
  );
  const engine = engineOf(...pages);

  it('applies facetFilters as an AND of ORs, with negation', () => {
    const both = search(engine, 'pipeline', {
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(both.nbHits).toBe(6);
    expect(search(engine, 'pipeline', {facetFilters: ['language:en', 'docusaurus_tag:default']}).nbHits).toBe(2);
    expect(search(engine, 'pipeline', {facetFilters: ['language:-en']}).nbHits).toBe(1);
    expect(search(engine, 'pipeline', {facetFilters: 'docusaurus_tag:DEFAULT'}).nbHits).toBe(2);
    expect(search(engine, 'pipeline', {facetFilters: [['language:de', 'language:fr']]}).nbHits).toBe(1);
  });

  it('counts facet values of the matching records', () => {
    const result = search(engine, 'pipeline', {facets: ['language', 'docusaurus_tag', 'not_facetable']});
    expect(result.facets).toEqual({language: {en: 6, fr: 1}, docusaurus_tag: {default: 2, 'docs-default-current': 5}});
  });

  it('pages through the hits', () => {
    const first = search(engine, 'pipeline', {hitsPerPage: 3});
    const third = search(engine, 'pipeline', {hitsPerPage: 3, page: 2});
    expect([first.nbHits, first.nbPages, first.page, first.hitsPerPage]).toEqual([7, 3, 0, 3]);
    expect(first.hits).toHaveLength(3);
    expect(third.hits).toHaveLength(1);
    expect(third.page).toBe(2);
    const all = [0, 1, 2].flatMap((p) => urls(search(engine, 'pipeline', {hitsPerPage: 3, page: p}).hits));
    expect(new Set(all).size).toBe(7);
    expect(search(engine, 'pipeline', {hitsPerPage: 0}).nbPages).toBe(0);
  });

  it('echoes the query and returns every record for an empty query', () => {
    const result = search(engine, '');
    expect(result.query).toBe('');
    expect(result.nbHits).toBe(7);
    expect(search(engine, 'pipeline', {clickAnalytics: true}).queryID).toMatch(/^[0-9a-f]{32}$/);
  });
});
