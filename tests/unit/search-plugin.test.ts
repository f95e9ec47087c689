import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {keepErrorStatus, writeDocSearchModal} from '../../plugins/search/node/docsearchModal';
import {htmlFileOf} from '../../plugins/search/index';
import {latestChange} from '../../plugins/search/node/devIndex';
import {SEAMS, assertSeamVersions, installedVersion, seamProblems} from '../../plugins/search/node/seams';
import searchPlugin, {backendModule} from '../../plugins/search/index';

const installedEsm = () => fs.readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

describe('the DocSearch error-status fix', () => {
  it('applies exactly once to the installed DocSearch and keeps an error status', () => {
    const patched = keepErrorStatus(installedEsm());
    expect(patched).toMatch(/\.finally\(\(function\(\)\{"error"!==(\w+)\.getState\(\)\.status&&\w+\("idle"\)/);
    expect(patched.length).toBeGreaterThan(installedEsm().length);
  });

  it('fails loudly when DocSearch no longer has the code it changes', () => {
    expect(() => keepErrorStatus('export const nothing = 1;')).toThrow(/found it 0 times/);
    const twice = '.finally((function(){p("idle"),l&&o.environment.clearTimeout(l)}));return c.pendingRequests.add(';
    expect(() => keepErrorStatus(twice + twice)).toThrow(/found it 2 times/);
  });

  it('writes the modal module the alias points to', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsearch-'));
    const modal = writeDocSearchModal(dir);
    expect(path.dirname(modal)).toBe(dir);
    expect(fs.readFileSync(modal, 'utf8')).toContain('DocSearchModal');
    expect(fs.readFileSync(modal, 'utf8')).toContain('"error"!==');
  });
});

describe('seams', () => {
  it('are written for the versions installed now', () => {
    expect(seamProblems(installedVersion)).toEqual([]);
    expect(() => assertSeamVersions()).not.toThrow();
    expect(SEAMS.map((s) => s.packageName)).toEqual(
      expect.arrayContaining(['@docsearch/react', '@docusaurus/theme-search-algolia', '@docusaurus/core']),
    );
  });

  it('fail with what to re-check when a package has another version', () => {
    const versions: Record<string, string> = {
      '@docsearch/react': '3.9.0',
      '@docusaurus/theme-search-algolia': '3.10.2',
      '@docusaurus/core': '3.10.2',
    };
    const upgraded = (name: string) => (name === '@docsearch/react' ? '4.3.2' : versions[name]);
    const problems = seamProblems(upgraded);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('written for @docsearch/react 3.9.0, but 4.3.2 is installed');
    expect(problems[0]).toContain('node/docsearchModal.ts');
    expect(problems[0]).toContain('plugins/search/node/seams.ts');
    expect(seamProblems(() => null)[0]).toContain('but no version is installed');
    expect(() => assertSeamVersions(upgraded)).toThrow(/Re-check: node\/docsearchModal\.ts/);
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

  it('picks the backend with one alias', () => {
    expect(backendModule(false)).toMatch(/plugins\/search\/client\/embedded\.ts$/);
    expect(backendModule(true)).toMatch(/plugins\/search\/client\/hosted\.ts$/);
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

describe('latestChange', () => {
  it('returns the newest modification time under the paths, skipping missing ones', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs/a.mdx'), 'a');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, 'docs/a.mdx'), later, later);
    const latest = await latestChange([path.join(dir, 'docs'), path.join(dir, 'missing')]);
    expect(Math.abs(latest - later.getTime())).toBeLessThan(1);
  });
});
