import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {keepErrorStatus, writeDocSearchModules} from '../../plugins/search/node/docsearchModal';
import {htmlFileOf} from '../../plugins/search/index';
import {latestChange} from '../../plugins/search/node/devIndex';
import {replacementProblems, shouldReplace, type ScopedReplacement} from '../../plugins/search/node/replacements';

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

  it('writes the modal and version modules the aliases point to', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsearch-'));
    const modules = writeDocSearchModules(dir);
    const {version} = JSON.parse(fs.readFileSync(require.resolve('@docsearch/react/package.json'), 'utf8'));
    expect(fs.readFileSync(modules.version, 'utf8')).toBe(`export const version = "${version}";\n`);
    expect(fs.readFileSync(modules.modal, 'utf8')).toContain('DocSearchModal');
  });
});

describe('scoped replacements', () => {
  const replacement: ScopedReplacement = {
    purpose: 'Search page',
    request: 'algoliasearch/lite',
    issuer: '/theme/SearchPage/index.js',
    replacement: '/site/plugins/search/client/liteClient.ts',
    mustNotRemain: /algoliasearch[\\/]dist[\\/]lite/,
  };

  it('replaces the import in the named module only', () => {
    expect(
      shouldReplace(replacement, {request: 'algoliasearch/lite', contextInfo: {issuer: '/theme/SearchPage/index.js'}}),
    ).toBe(true);
    expect(shouldReplace(replacement, {request: 'algoliasearch/lite', contextInfo: {issuer: '/other.js'}})).toBe(false);
    expect(
      shouldReplace(replacement, {request: 'algoliasearch', contextInfo: {issuer: '/theme/SearchPage/index.js'}}),
    ).toBe(false);
  });

  it('reports a replacement that did not happen or a module still bundled', () => {
    expect(replacementProblems([replacement], new Set(['/site/plugins/search/client/liteClient.ts']))).toEqual([]);
    expect(replacementProblems([replacement], new Set(['/x.js']))).toEqual([
      'Search page: "algoliasearch/lite" imported by /theme/SearchPage/index.js was not replaced by /site/plugins/search/client/liteClient.ts.',
    ]);
    const stillThere = '/nm/algoliasearch/dist/lite/builds/browser.js';
    expect(
      replacementProblems([replacement], new Set(['/site/plugins/search/client/liteClient.ts', stillThere])),
    ).toEqual([`Search page: ${stillThere} is still bundled.`]);
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
