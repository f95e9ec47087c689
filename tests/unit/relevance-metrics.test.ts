import fs from 'node:fs';
import path from 'node:path';
import {
  aheadOnEveryFigure,
  figures,
  figuresByKind,
  firstRightRank,
  missedTargets,
  resultPage,
  resultSection,
  sectionFigures,
  share,
  type QueryResult,
  type RelevanceQuery,
} from '../../scripts/lib/relevance';
import {quantityOptionsOf} from '../../scripts/lib/option-tables';

const q = (query: string, ...answers: string[]): RelevanceQuery => ({query, kind: 'test', answers});

describe('resultPage', () => {
  it('drops the origin, the anchor, the query and the file forms of a page address', () => {
    expect(resultPage('http://127.0.0.1:3410/strategies/retry#jitter')).toBe('/strategies/retry');
    expect(resultPage('/strategies/retry.html')).toBe('/strategies/retry');
    expect(resultPage('/strategies/retry/')).toBe('/strategies/retry');
    expect(resultPage('/strategies/retry/index.html?q=x')).toBe('/strategies/retry');
    expect(resultPage('/index.html')).toBe('/');
    expect(resultPage('/')).toBe('/');
  });

  it('removes the base path', () => {
    expect(resultPage('https://example.org/polly/strategies/retry#x', '/polly/')).toBe('/strategies/retry');
    expect(resultPage('/polly/', '/polly/')).toBe('/');
    expect(resultPage('/pollyx/intro', '/polly/')).toBe('/pollyx/intro');
  });
});

describe('firstRightRank', () => {
  it('is the 1-based position of the first result on an answer page', () => {
    expect(firstRightRank(['/intro', '/strategies/retry#a', '/strategies/retry'], ['/strategies/retry'])).toBe(2);
    expect(firstRightRank(['/a', '/b', '/c'], ['/c', '/b'])).toBe(2);
  });

  it('is null when no result is right or there are none', () => {
    expect(firstRightRank(['/a', '/b'], ['/c'])).toBeNull();
    expect(firstRightRank([], ['/c'])).toBeNull();
  });
});

describe('figures', () => {
  const results: QueryResult[] = [
    {query: q('one', '/a'), results: ['/a', '/b']}, // rank 1
    {query: q('two', '/b'), results: ['/a', '/b']}, // rank 2
    {query: q('four', '/d'), results: ['/a', '/b', '/c', '/d']}, // rank 4
    {query: q('none', '/z'), results: []}, // zero results
    {query: q('eleven', '/k'), results: [...'abcdefghij'].map((c) => `/${c}`).concat('/k')}, // rank 11
  ];

  it('counts top-1, top-3, zero results and the mean reciprocal rank within 10', () => {
    const f = figures(results);
    expect(f.queries).toBe(5);
    expect(f.top1).toBe(1);
    expect(f.top3).toBe(2);
    expect(f.zeroResults).toBe(1);
    // 1 + 1/2 + 1/4 + 0 + 0 (rank 11 is beyond 10), over 5 queries.
    expect(f.mrr10).toBeCloseTo((1 + 0.5 + 0.25) / 5, 10);
  });

  it('is all zeros for no queries', () => {
    expect(figures([])).toEqual({queries: 0, top1: 0, top3: 0, mrr10: 0, zeroResults: 0});
  });
});

describe('targets', () => {
  it('names each target a set of figures misses', () => {
    expect(missedTargets({queries: 100, top1: 90, top3: 96, mrr10: 0.93, zeroResults: 0})).toEqual([]);
    expect(missedTargets({queries: 100, top1: 80, top3: 94, mrr10: 0.9, zeroResults: 2})).toEqual([
      'top-3 94.0 % < 95 %',
      'MRR@10 0.900 < 0.92',
      '2 zero-result queries',
    ]);
  });

  it('names the section target when too few queries list their section in the top 3', () => {
    const fine = {queries: 100, top1: 90, top3: 96, mrr10: 0.93, zeroResults: 0};
    expect(missedTargets(fine, undefined, {queries: 20, top3: 18})).toEqual([]);
    expect(missedTargets(fine, undefined, {queries: 20, top3: 17})).toEqual(['section in the top 3 85.0 % < 90 %']);
    expect(missedTargets(fine, undefined, {queries: 0, top3: 0})).toEqual([]);
  });

  it('is ahead only when better on every figure', () => {
    const ours = {queries: 10, top1: 9, top3: 10, mrr10: 0.95, zeroResults: 0};
    expect(aheadOnEveryFigure(ours, {queries: 10, top1: 8, top3: 9, mrr10: 0.9, zeroResults: 1})).toBe(true);
    expect(aheadOnEveryFigure(ours, {queries: 10, top1: 9, top3: 9, mrr10: 0.9, zeroResults: 1})).toBe(false);
    expect(aheadOnEveryFigure({...ours, zeroResults: 1}, {...ours, top1: 1, top3: 1, mrr10: 0.1})).toBe(false);
  });

  it('gives the figures of each kind, in the order the kinds appear', () => {
    const kinded = (kind: string, query: string, results: string[]): QueryResult => ({
      query: {query, kind, answers: ['/a']},
      results,
    });
    const byKind = figuresByKind([
      kinded('error', 'x', ['/b', '/a']),
      kinded('task', 'y', []),
      kinded('error', 'z', ['/a']),
    ]);
    expect(byKind.map(([kind]) => kind)).toEqual(['error', 'task']);
    expect(byKind[0][1]).toEqual({queries: 2, top1: 1, top3: 2, mrr10: 0.75, zeroResults: 0});
    expect(byKind[1][1]).toEqual({queries: 1, top1: 0, top3: 0, mrr10: 0, zeroResults: 1});
  });

  it('formats a share', () => {
    expect(share(95, 99)).toBe('95/99 (96.0 %)');
    expect(share(0, 0)).toBe('0/0 (0.0 %)');
  });
});

describe('sections', () => {
  const withSection = (section: string | undefined, results: string[]): QueryResult => ({
    query: {query: 'x', kind: 'task-number', answers: ['/a'], ...(section && {section})},
    results,
  });

  it('reads the page and anchor of a result', () => {
    expect(resultSection('https://site.example/docs/strategies/retry/#options', '/docs/')).toBe(
      '/strategies/retry#options',
    );
    expect(resultSection('/strategies/retry')).toBe('/strategies/retry');
  });

  it('counts the queries with a section that list it in their first 3 results', () => {
    const figures = sectionFigures([
      withSection('/a#options', ['/b', '/a#faq', 'https://site.example/a#options']),
      withSection('/a#options', ['/a#faq', '/a', '/b', '/a#options']),
      withSection('/a#options', ['/a']),
      withSection(undefined, ['/a#options']),
    ]);
    expect(figures).toEqual({queries: 3, top3: 1});
  });
});

describe('the query set', () => {
  const file = path.join(__dirname, '../relevance/queries.json');
  const {queries} = JSON.parse(fs.readFileSync(file, 'utf8')) as {queries: RelevanceQuery[]};

  const blogSlugs = fs
    .readdirSync(path.join(__dirname, '../../blog'))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => /^slug: (.+)$/m.exec(fs.readFileSync(path.join(__dirname, '../../blog', f), 'utf8'))?.[1]);
  const expectAnswersExist = (set: RelevanceQuery[]) => {
    expect(new Set(set.map((x) => x.query.toLowerCase())).size).toBe(set.length);
    for (const {query, answers} of set) {
      expect(answers.length).toBeGreaterThan(0);
      for (const answer of answers) {
        const doc = path.join(__dirname, '../../docs', `${answer === '/' ? 'index' : answer}.mdx`);
        const blog = answer.startsWith('/blog/') && blogSlugs.includes(answer.slice('/blog/'.length));
        if (!fs.existsSync(doc) && !blog) throw new Error(`"${query}": no page ${answer}`);
      }
    }
  };

  it('has at least 60 distinct queries, each with an answer page that exists in docs/ or blog/', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expectAnswersExist(queries);
  });

  it('has held-out sets of distinct queries whose answer pages exist too', () => {
    const dir = path.join(__dirname, '../relevance');
    const heldOut = fs.readdirSync(dir).filter((f) => /^held-out-\d+\.json$/.test(f));
    expect(heldOut.length).toBeGreaterThan(0);
    for (const f of heldOut) {
      const set = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {about: string; queries: RelevanceQuery[]};
      expect(set.about.length).toBeGreaterThan(0);
      expect(set.queries.length).toBeGreaterThanOrEqual(40);
      expectAnswersExist(set.queries);
    }
  });

  it('has a task with a number for every option of a guide page that takes a quantity, naming its section', () => {
    const dir = path.join(__dirname, '../../docs/strategies');
    const options = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.mdx'))
      .flatMap((f) =>
        quantityOptionsOf(fs.readFileSync(path.join(dir, f), 'utf8')).map((o) => ({
          ...o,
          section: `/strategies/${f.replace(/\.mdx$/, '')}#${o.anchor}`,
        })),
      );
    expect(options.length).toBeGreaterThanOrEqual(18);
    const missing = options.filter(
      (o) =>
        !queries.some(
          (x) =>
            x.option?.endsWith(`.${o.name}`) &&
            options.some((other) => other.name === o.name && other.section === x.section) &&
            x.section!.split('#')[0] === o.section.split('#')[0],
        ),
    );
    expect(missing.map((o) => `${o.section} ${o.name}`)).toEqual([]);
    for (const x of queries.filter((q) => q.option !== undefined || q.section !== undefined)) {
      expect(x).toMatchObject({kind: 'task-number', option: expect.any(String), section: expect.any(String)});
      expect(x.answers).toContain(x.section!.split('#')[0]);
    }
  });
});
