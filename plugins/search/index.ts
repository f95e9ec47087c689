/**
 * The search-index plugin: after the build it writes the DocSearch records of
 * every page contextual search can return to `search-index.json`; under
 * `npm start` it serves that index too (see devIndex.ts). It also wires
 * DocSearch into the bundle:
 * - the navbar gets a small button and keyboard hook instead of DocSearch's
 *   whole build, which loads with the modal when the reader opens search;
 * - the modal keeps its error screen on screen (see docsearchModal.ts);
 * - in embedded mode, the search page's `algoliasearch/lite` import and the
 *   search bar's Algolia preconnect link are replaced, and the build fails if
 *   either replacement did not happen.
 */
import fs from 'node:fs/promises';
import {realpathSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {compactIndex, withoutBoilerplate, type IndexedPage} from './client/records';
import {SEARCH_INDEX_FILE, searchIndexUrl} from './client/indexFile';
import {writeDocSearchModules} from './node/docsearchModal';
import {createDevIndexMiddleware} from './node/devIndex';
import {extractPage, manifestNames} from './node/extract';
import {compileSynonyms, readDotnetNames, readGenericSynonyms} from './node/synonyms';
import {htmlFiles} from '../lib/built-pages';
import {scopedReplacementPlugin, type ScopedReplacement} from './node/replacements';

const DEV_SOURCES = ['docs', 'blog', 'src', 'static', 'sidebars.ts', 'docusaurus.config.ts'];
const DEV_WORK_DIR = '.docusaurus-search-dev';
const DOTNET_NAMES_FILE = 'data/dotnet-names.json';
const SYNONYMS_FILE = 'data/search-synonyms.json';
const MANIFEST_FILE = 'data/polly_dart-0.0.9.json';

/** The built HTML file of a route, if the route has one (`/a/b` -> `a/b.html` or `a/b/index.html`, under the base path). */
export async function htmlFileOf(outDir: string, routePath: string, baseUrl: string): Promise<string | null> {
  for (const candidate of htmlFiles(routePath, baseUrl)) {
    const file = path.join(outDir, candidate);
    if (
      await fs.stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return file;
  }
  return null;
}

async function extractSite(
  outDir: string,
  baseUrl: string,
  routesPaths: readonly string[],
  languages: readonly string[],
  codeVocabulary: ReadonlySet<string>,
): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  for (const routePath of new Set(routesPaths)) {
    const file = await htmlFileOf(outDir, routePath, baseUrl);
    if (!file) continue;
    const page = extractPage(await fs.readFile(file, 'utf8'), routePath, languages, codeVocabulary);
    if (page && page.sections.length > 0) pages.push(page);
  }
  return pages;
}

/** The names from code worth indexing: the library's public names (data/polly_dart-0.0.9.json) and its packages. */
export async function readCodeVocabulary(siteDir: string): Promise<Set<string>> {
  const manifest = JSON.parse(await fs.readFile(path.join(siteDir, MANIFEST_FILE), 'utf8')) as unknown;
  return manifestNames(manifest);
}

/** The synonym table from the two data files (see node/synonyms.ts). */
export async function readSynonyms(siteDir: string) {
  const read = async (file: string) => JSON.parse(await fs.readFile(path.join(siteDir, file), 'utf8')) as unknown;
  return compileSynonyms(
    readDotnetNames(await read(DOTNET_NAMES_FILE), DOTNET_NAMES_FILE),
    readGenericSynonyms(await read(SYNONYMS_FILE), SYNONYMS_FILE),
  );
}

function themeModule(relativePath: string): string {
  const themeLib = path.dirname(require.resolve('@docusaurus/theme-search-algolia'));
  return realpathSync(path.join(themeLib, relativePath));
}

const local = (file: string) => path.join(__dirname, file);

function embeddedReplacements(): ScopedReplacement[] {
  return [
    {
      purpose: 'The search page must search the embedded index',
      request: 'algoliasearch/lite',
      // Our ejected search page (theme/SearchPage), not the theme's.
      issuer: local('theme/SearchPage/index.tsx'),
      replacement: local('client/liteClient.ts'),
      mustNotRemain: /[\\/]algoliasearch[\\/]dist[\\/]lite[\\/]/,
    },
    {
      purpose: 'Embedded search must not preconnect to Algolia',
      request: '@docusaurus/Head',
      issuer: themeModule('theme/SearchBar/index.js'),
      replacement: local('client/docsearch/HeadWithoutSearchPreconnect.tsx'),
    },
  ];
}

/**
 * Rspack's persistent cache would restore module resolutions made in the other
 * search mode (with or without the replacements), so each mode gets its own.
 */
function separateCachePerMode(config: Configuration, mode: 'hosted' | 'embedded'): Configuration {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (!cache || typeof cache !== 'object') return {};
  const {version} = cache as {version?: string};
  return {experiments: {cache: {...cache, version: `${version ?? ''}-search-${mode}`}} as Configuration['experiments']};
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, generatedFilesDir, i18n} = context;
  const hosted = siteConfig.customFields?.hostedSearch === true;

  return {
    name: 'search-index',

    getThemePath() {
      return local('theme');
    },

    configureWebpack(config, isServer, utils) {
      const docsearch = writeDocSearchModules(path.join(generatedFilesDir, 'search-index'));
      const development = config.mode === 'development';
      return {
        ...separateCachePerMode(config, hosted ? 'hosted' : 'embedded'),
        resolve: {
          alias: {
            '@docsearch/react/button': local('client/docsearch/DocSearchButton.tsx'),
            '@docsearch/react/useDocSearchKeyboardEvents': local('client/docsearch/useDocSearchKeyboardEvents.ts'),
            '@docsearch/react/version': docsearch.version,
            '@docsearch/react/modal': docsearch.modal,
          },
        },
        plugins: hosted
          ? []
          : [
              scopedReplacementPlugin(
                embeddedReplacements(),
                utils.currentBundler.instance.NormalModuleReplacementPlugin,
              ),
            ],
        ...(development &&
          !hosted &&
          !isServer && {
            devServer: {
              // Docusaurus merges this with its own setupMiddlewares by calling both with
              // the same list and concatenating what they return. The index must be served
              // before the history fallback, which rewrites every path to the page shell,
              // so this puts its middleware first in the shared list and returns nothing more.
              setupMiddlewares: (middlewares: unknown[]) => {
                middlewares.unshift({
                  name: 'search-index',
                  path: searchIndexUrl(siteConfig.baseUrl),
                  middleware: createDevIndexMiddleware({
                    siteDir,
                    workDir: path.join(siteDir, DEV_WORK_DIR),
                    sources: DEV_SOURCES,
                    log: (message) => console.log(`[search-index] ${message}`),
                  }),
                });
                return [];
              },
            },
          }),
      };
    },

    async postBuild({outDir, routesPaths}) {
      const pages = await extractSite(
        outDir,
        siteConfig.baseUrl,
        routesPaths,
        i18n.locales,
        await readCodeVocabulary(siteDir),
      );
      const index = compactIndex(siteConfig.url, withoutBoilerplate(pages), await readSynonyms(siteDir));
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(index));
    },
  };
}
