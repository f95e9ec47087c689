import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  countCurrentHits,
  installedModal,
  keepErrorStatus,
  limitQueryLength,
  notAppliedMessage,
  keepSuggestions,
  showEmptyHistory,
  skipEvalProbe,
  writeDocSearchModal,
} from '../../plugins/search/node/docsearchModal';
import searchPlugin, {htmlFileOf} from '../../plugins/search/index';

const installedEsm = () => installedModal().source;
const installedVersion = () => installedModal().version;

// Seam search-docsearch-error-screen (seams.ts): the fast half of its check; the browser half is
// tests/e2e/search-faults.spec.ts.
describe('the DocSearch error-status fix', () => {
  it('applies exactly once to the installed DocSearch and keeps an error status', () => {
    const patched = keepErrorStatus(installedEsm());
    if (patched === null) throw new Error(notAppliedMessage(installedVersion()));
    expect(patched).toMatch(/\.finally\(function\(\)\{"error"!==(\w+)\.getState\(\)\.status&&\w+\("idle"\)/);
    // The dropped promise of a failed request is handled.
    expect(patched).toMatch(/\}\)\.catch\(function\(\)\{\}\);return \w+\.pendingRequests\.add\(/);
    expect(patched.length).toBeGreaterThan(installedEsm().length);
  });

  it('does not apply when DocSearch no longer has the code it changes, or has it twice', () => {
    expect(keepErrorStatus('export const nothing = 1;')).toBeNull();
    const twice = '.finally((function(){p("idle"),l&&o.environment.clearTimeout(l)}));return c.pendingRequests.add(';
    expect(keepErrorStatus(twice)).not.toBeNull();
    expect(keepErrorStatus(twice + twice)).toBeNull();
  });

  it('applies exactly once to the installed DocSearch and limits its input to 64 characters', () => {
    const patched = limitQueryLength(installedEsm());
    if (patched === null) throw new Error(notAppliedMessage(installedVersion(), 'search-docsearch-input-limit'));
    expect(patched).toMatch(/getInputProps\(\{inputElement:[\w$.]+,autoFocus:[\w$.]+,maxLength:64\}/);
    expect(limitQueryLength(patched)).not.toBeNull();
    expect(limitQueryLength('export const nothing = 1;')).toBeNull();
  });

  it('applies exactly once to the installed DocSearch: "No recent searches" without history, and no eval probe', () => {
    const withHistoryScreen = showEmptyHistory(installedEsm());
    if (withHistoryScreen === null)
      throw new Error(notAppliedMessage(installedVersion(), 'search-docsearch-empty-history'));
    expect(withHistoryScreen).toMatch(
      /if\("idle"===\w+\.state\.status&&!1===\w+\.hasCollections\)return \w+\.disableUserPersonalization\?null:\w+\.createElement\("div",\{className:"DocSearch-StartScreen"\}/,
    );
    // The dropdown that holds the start screen is no longer left out when there is nothing stored.
    expect(withHistoryScreen).not.toMatch(/return"idle"!==\w+\.status\|\|!1!==\w+\|\|0!==\w+\.query\.length/);
    expect(showEmptyHistory(withHistoryScreen)).toBeNull();
    const withoutProbe = skipEvalProbe(installedEsm());
    if (withoutProbe === null) throw new Error(notAppliedMessage(installedVersion(), 'search-docsearch-no-eval'));
    expect(withoutProbe).not.toContain('new Function("")');
    expect(skipEvalProbe(withoutProbe)).toBeNull();
    const withSuggestions = keepSuggestions(installedEsm());
    if (withSuggestions === null)
      throw new Error(notAppliedMessage(installedVersion(), 'search-docsearch-suggestions'));
    expect(withSuggestions).toMatch(/searchSuggestions:Object\.keys\(\w+\)\}\)/);
  });

  // Seam search-docsearch-hit-count (seams.ts).
  it("applies exactly once to the installed DocSearch: the hit count is the current answer's, not a running sum", () => {
    const withCount = countCurrentHits(installedEsm());
    if (withCount === null) throw new Error(notAppliedMessage(installedVersion(), 'search-docsearch-hit-count'));
    expect(withCount).not.toContain('.context.nbHits');
    expect(withCount).toMatch(/\(\{nbHits:(\w+)\.reduce\(function\(t,e\)\{return t\+\(e\.nbHits\|\|0\)\},0\)\}\)/);
    expect(countCurrentHits(withCount)).toBeNull();
    expect(countCurrentHits('export const nothing = 1;')).toBeNull();
  });

  it('writes the modal module the alias points to, and says nothing when the change applies', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsearch-'));
    const warnings: string[] = [];
    const modal = writeDocSearchModal(dir, (message) => warnings.push(message));
    expect(path.dirname(modal)).toBe(dir);
    expect(fs.readFileSync(modal, 'utf8')).toContain('DocSearchModal');
    expect(fs.readFileSync(modal, 'utf8')).toContain('"error"!==');
    expect(fs.readFileSync(modal, 'utf8')).toContain(',maxLength:64}');
    expect(fs.readFileSync(modal, 'utf8')).toContain('"DocSearch-StartScreen"');
    expect(fs.readFileSync(modal, 'utf8')).not.toContain('new Function("")');
    expect(fs.readFileSync(modal, 'utf8')).not.toContain('.context.nbHits');
    expect(warnings).toEqual([]);
  });

  it('names the seam, the version and the file to update when the change does not apply', () => {
    const message = notAppliedMessage('3.10.0');
    expect(message).toContain('seam search-docsearch-error-screen');
    expect(message).toContain('@docsearch/react 3.10.0');
    expect(message).toContain('plugins/search/node/docsearchModal.ts');
    for (const seam of [
      'search-docsearch-input-limit',
      'search-docsearch-empty-history',
      'search-docsearch-no-eval',
      'search-docsearch-suggestions',
      'search-docsearch-hit-count',
    ]) {
      expect(notAppliedMessage('4.8.0', seam)).toContain(`seam ${seam}`);
      expect(notAppliedMessage('4.8.0', seam)).not.toContain('undefined');
    }
  });
});

describe('the plugin', () => {
  const context = (hosted: boolean) =>
    ({
      siteDir: '/site',
      generatedFilesDir: '/site/.docusaurus',
      i18n: {locales: ['en']},
      siteConfig: {
        baseUrl: '/polly_dart/',
        url: 'https://example.org',
        customFields: {hostedSearch: hosted},
        themeConfig: {algolia: {appId: 'APP1'}},
      },
    }) as unknown as Parameters<typeof searchPlugin>[0];

  it('adds to the bundler configuration only the alias of the DocSearch modal, in either mode', () => {
    for (const hosted of [false, true]) {
      const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-'));
      const plugin = searchPlugin({...context(hosted), generatedFilesDir} as Parameters<typeof searchPlugin>[0]);
      const configure = plugin.configureWebpack as unknown as () => unknown;
      // No development server middleware, no per-mode cache, no backend alias: the browser picks the backend.
      expect(configure()).toEqual({
        resolve: {alias: {'@search/docsearch-modal': path.join(generatedFilesDir, 'search/docsearch-modal.js')}},
      });
    }
  });

  it('preconnects to Algolia in hosted mode only, and always cleans stored searches first', async () => {
    const tags = async (hosted: boolean) => {
      const injected = await searchPlugin(context(hosted)).injectHtmlTags?.({content: undefined});
      return (injected as {headTags: Array<{tagName: string; attributes?: Record<string, string>; innerHTML?: string}>})
        .headTags;
    };
    const embedded = await tags(false);
    expect(embedded.map((t) => t.tagName)).toEqual(['script']);
    expect(embedded[0].innerHTML).toContain('"/polly_dart/"');
    const hosted = await tags(true);
    expect(hosted.map((t) => t.tagName)).toEqual(['script', 'link']);
    expect(hosted[1].attributes).toMatchObject({rel: 'preconnect', href: 'https://APP1-dsn.algolia.net'});
  });
});

describe('htmlFileOf', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  for (const file of ['index.html', 'intro.html', 'blog/index.html', '404.html']) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), '<html></html>');
  }

  it('finds the built file of a route', async () => {
    expect(await htmlFileOf(outDir, '/', '/')).toBe(path.join(outDir, 'index.html'));
    expect(await htmlFileOf(outDir, '/intro', '/')).toBe(path.join(outDir, 'intro.html'));
    expect(await htmlFileOf(outDir, '/blog', '/')).toBe(path.join(outDir, 'blog/index.html'));
    expect(await htmlFileOf(outDir, '/missing', '/')).toBeNull();
    expect(await htmlFileOf(outDir, '/404.html', '/')).toBeNull();
  });

  it('finds it under a base path too: the output folder has no folder for the base path', async () => {
    expect(await htmlFileOf(outDir, '/polly_dart/', '/polly_dart/')).toBe(path.join(outDir, 'index.html'));
    expect(await htmlFileOf(outDir, '/polly_dart/intro', '/polly_dart/')).toBe(path.join(outDir, 'intro.html'));
    expect(await htmlFileOf(outDir, '/polly_dart/blog', '/polly_dart/')).toBe(path.join(outDir, 'blog/index.html'));
    expect(await htmlFileOf(outDir, '/intro', '/polly_dart/')).toBeNull();
  });
});
