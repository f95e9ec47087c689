import fs from 'node:fs';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {indexWithTermCache} from '../../plugins/search/client/termCache';

const SEAM = "seam 'minisearch-term-cache' (seams.ts)";

/** Paragraphs of the site's own pages, as documents with a title and a body. */
function documents(): Array<{id: number; title: string; body: string}> {
  const dir = path.join(__dirname, '../../docs/strategies');
  return fs
    .readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      return text.split(/\n\s*\n/).map((body) => ({title: file, body}));
    })
    .map((doc, id) => ({id, ...doc}));
}

const options = {fields: ['title', 'body'], storeFields: ['title']};

describe('MiniSearch with each term looked up once', () => {
  const docs = documents();

  it('builds the index MiniSearch builds, entry for entry', () => {
    const plain = new MiniSearch(options);
    plain.addAll(docs);
    const cached = new MiniSearch(options);
    const how = indexWithTermCache(cached as MiniSearch<never>, () => cached.addAll(docs));
    expect({how, seam: SEAM}).toEqual({how: 'cached', seam: SEAM});
    expect(docs.length).toBeGreaterThan(100);
    expect(JSON.stringify(cached)).toBe(JSON.stringify(plain));
    expect(cached.search('circuit breaker')).toEqual(plain.search('circuit breaker'));
  });

  it('leaves MiniSearch as it ships once the documents are in', () => {
    const miniSearch = new MiniSearch(options);
    indexWithTermCache(miniSearch as MiniSearch<never>, () => miniSearch.addAll(docs.slice(0, 10)));
    expect(Object.prototype.hasOwnProperty.call(miniSearch, 'addTerm')).toBe(false);
    miniSearch.add({id: 'late', title: 'late', body: 'hedging after the build'});
    expect(miniSearch.search('hedging').map((r) => r.id)).toContain('late');
  });

  it('lets MiniSearch do the work when the internals it expects are gone', () => {
    const added: number[] = [];
    const stranger = {add: (n: number) => added.push(n)};
    expect(indexWithTermCache(stranger as unknown as MiniSearch<never>, () => stranger.add(1))).toBe('plain');
    expect(added).toEqual([1]);
  });
});
