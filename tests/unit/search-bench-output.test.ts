import {parseSearchBench} from '../../scripts/lib/search-bench-output';

// The lines scripts/bench-search.ts prints, with made-up figures.
const output = `Search index (search-index.json): 310.2 KB raw, 61.4 KB gzip
First-load JS of /strategies/retry: 9 files, 150.3 KB gzip
Modal chunks, loaded when search opens: 30.1 KB gzip (a.js, b.js)
Engine chunks, loaded on first search: 12.0 KB gzip (c.js)
Cold page, '/' pressed to the modal's input: median 48 ms over 3 runs
Cold page, first character typed to first hits: median 71 ms over 3 runs
Later keystrokes: median 1.85 ms per search over 118 keystrokes of 20 queries (max 6.10 ms)
`;

describe('parseSearchBench', () => {
  it('reads the cold first-hits time and the later keystrokes median', () => {
    expect(parseSearchBench(output)).toEqual({firstHitsMs: 71, keystrokeMedianMs: 1.85, queries: 20});
  });

  it('gives null when a line is missing', () => {
    expect(parseSearchBench(output.replace(/^Later keystrokes.*$/m, ''))).toBeNull();
    expect(parseSearchBench('Error: build/search-index.json is missing')).toBeNull();
  });
});
