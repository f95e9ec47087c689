import {pageOf, prefetchByPage, type DocusaurusClientApi} from '../../src/prefetch/pagePrefetch';

describe('seam prefetch-by-page (seams.ts)', () => {
  function fakeApi() {
    const prefetched: string[] = [];
    const preloaded: string[] = [];
    const api: DocusaurusClientApi = {
      prefetch: (path) => {
        prefetched.push(path);
        return Promise.resolve([]);
      },
      preload: (path) => {
        preloaded.push(path);
        return Promise.resolve([]);
      },
    };
    const jobs: Array<() => void> = [];
    return {api, prefetched, preloaded, jobs, schedule: (job: () => void) => jobs.push(job)};
  }

  describe('pageOf', () => {
    it('keeps the path of a link target, without hash or query', () => {
      expect(pageOf('/api/outcome#outcome')).toBe('/api/outcome');
      expect(pageOf('/search?q=retry#top')).toBe('/search');
      expect(pageOf('/intro')).toBe('/intro');
      expect(pageOf('/')).toBe('/');
    });
  });

  describe('prefetchByPage', () => {
    it('prefetches each page once, whatever anchors the links point to', () => {
      const {api, prefetched, jobs, schedule} = fakeApi();
      const byPage = prefetchByPage(api, schedule);
      byPage.prefetch('/api/outcome#outcome');
      byPage.prefetch('/api/outcome#shouldhandlepredicate');
      byPage.prefetch('/api/outcome');
      byPage.prefetch('/api/retry-strategy#delaybackofftype');
      while (jobs.length > 0) jobs.shift()!();
      expect(prefetched).toEqual(['/api/outcome', '/api/retry-strategy']);
    });

    it('runs nothing in the caller and one prefetch per scheduled moment, in order', () => {
      const {api, prefetched, jobs, schedule} = fakeApi();
      const byPage = prefetchByPage(api, schedule);
      for (const page of ['/a', '/b', '/c']) expect(byPage.prefetch(page)).toBe(false);
      expect(prefetched).toEqual([]);
      expect(jobs).toHaveLength(1);
      jobs.shift()!();
      expect(prefetched).toEqual(['/a']);
      expect(jobs).toHaveLength(1);
      jobs.shift()!();
      jobs.shift()!();
      expect(prefetched).toEqual(['/a', '/b', '/c']);
      expect(jobs).toHaveLength(0);
      byPage.prefetch('/d');
      expect(jobs).toHaveLength(1);
    });

    it('leaves preload, which runs when the reader points at a link, as it was', () => {
      const {api, preloaded, jobs, schedule} = fakeApi();
      const byPage = prefetchByPage(api, schedule);
      void byPage.preload('/intro#why');
      expect(preloaded).toEqual(['/intro#why']);
      expect(jobs).toHaveLength(0);
      expect(Object.isFrozen(byPage)).toBe(true);
    });

    it('handles a prefetch or preload whose chunk failed to load', async () => {
      const rejections: unknown[] = [];
      const onRejection = (reason: unknown) => rejections.push(reason);
      process.on('unhandledRejection', onRejection);
      try {
        const failing: DocusaurusClientApi = {
          prefetch: () => Promise.reject(new Error('Loading chunk 1 failed')),
          preload: () => Promise.reject(new Error('Loading chunk 2 failed')),
        };
        const jobs: Array<() => void> = [];
        const byPage = prefetchByPage(failing, (job) => jobs.push(job));
        byPage.prefetch('/intro');
        jobs.shift()!();
        byPage.preload('/strategies/retry');
        await new Promise((resolve) => setTimeout(resolve, 10));
        expect(rejections).toEqual([]);
      } finally {
        process.off('unhandledRejection', onRejection);
      }
    });
  });
});
