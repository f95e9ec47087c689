/**
 * The search plugin: owns the site's search end to end (see README.md here).
 * - Node side: after the build it writes the DocSearch records of every page
 *   contextual search can return to `search-index.json`; under `npm start` it
 *   serves that index too (node/devIndex.ts).
 * - Theme: `SearchBar` and `SearchPage` (theme/, through getThemePath).
 * - One alias, `@search/client`, picks the backend of the build: the embedded
 *   index (client/embedded.ts) or hosted Algolia (client/hosted.ts).
 * - DocSearch's modal comes from a copy that keeps its error screen on screen
 *   (node/docsearchModal.ts), served as `@search/docsearch-modal`.
 * - An inline script makes stored recent and favourite searches inert
 *   (client/storedSearches.ts).
 * Every reach into a package's internals is tied to an exact version (node/seams.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import {compactIndex, withoutBoilerplate, type IndexedPage} from './client/records';
import {SEARCH_INDEX_FILE, searchIndexUrl} from './client/indexFile';
import {storedSearchesScript} from './client/storedSearches';
import {writeDocSearchModal} from './node/docsearchModal';
import {createDevIndexMiddleware} from './node/devIndex';
import {extractPage, manifestNames} from './node/extract';
import {compileSynonyms, readDotnetNames, readGenericSynonyms, readSectionNames} from './node/synonyms';
import {assertSeamVersions} from './node/seams';
import {htmlFiles} from '../lib/built-pages';

const DEV_SOURCES = ['docs', 'blog', 'src', 'static', 'sidebars.ts', 'docusaurus.config.ts'];
const DEV_WORK_DIR = '.docusaurus-search-dev';
const DOTNET_NAMES_FILE = 'data/dotnet-names.json';
const SYNONYMS_FILE = 'data/search-synonyms.json';
const ERRORS_FILE = 'data/search-errors.json';
const CONCEPTS_FILE = 'data/search-concepts.json';
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

/** The synonym table from the data files (see node/synonyms.ts). */
export async function readSynonyms(siteDir: string) {
  const read = async (file: string) => JSON.parse(await fs.readFile(path.join(siteDir, file), 'utf8')) as unknown;
  const concepts = await read(CONCEPTS_FILE);
  return compileSynonyms(
    readDotnetNames(await read(DOTNET_NAMES_FILE), DOTNET_NAMES_FILE),
    readGenericSynonyms(await read(SYNONYMS_FILE), SYNONYMS_FILE),
    [
      ...readSectionNames(await read(ERRORS_FILE), 'errors', ERRORS_FILE),
      ...readSectionNames(concepts, 'concepts', CONCEPTS_FILE),
      ...readSectionNames(concepts, 'libraries', CONCEPTS_FILE),
    ],
  );
}

const local = (file: string) => path.join(__dirname, file);

/** The module served for `@search/client`: the one place where embedded and hosted search differ in the bundle. */
export function backendModule(hosted: boolean): string {
  return local(hosted ? 'client/hosted.ts' : 'client/embedded.ts');
}

/** The module served for `@search/warm-up`: what the search button starts before the backend's code is here. */
function warmUpModule(hosted: boolean): string {
  return local(hosted ? 'client/hostedWarmUp.ts' : 'client/embeddedWarmUp.ts');
}

/**
 * Rspack's persistent cache would restore module resolutions made in the other
 * search mode (`@search/client` resolved to the other backend), so each mode gets its own.
 */
function separateCachePerMode(config: Configuration, mode: 'hosted' | 'embedded'): Configuration {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  if (!cache || typeof cache !== 'object') return {};
  const {version} = cache as {version?: string};
  return {experiments: {cache: {...cache, version: `${version ?? ''}-search-${mode}`}} as Configuration['experiments']};
}

interface AlgoliaThemeConfig {
  algolia?: {appId?: string};
}

export default function searchPlugin(context: LoadContext): Plugin {
  assertSeamVersions();
  const {siteDir, siteConfig, generatedFilesDir, i18n} = context;
  const hosted = siteConfig.customFields?.hostedSearch === true;
  const {algolia} = siteConfig.themeConfig as AlgoliaThemeConfig;

  return {
    name: 'search',

    getThemePath() {
      return local('theme');
    },

    injectHtmlTags() {
      return {
        headTags: [
          // Before any page script: stored recent and favourite searches are made inert.
          {tagName: 'script', innerHTML: storedSearchesScript(siteConfig.baseUrl)},
          // Hosted search only: the first query reaches Algolia sooner over a warm connection.
          ...(hosted && algolia?.appId
            ? [
                {
                  tagName: 'link',
                  attributes: {
                    rel: 'preconnect',
                    href: `https://${algolia.appId}-dsn.algolia.net`,
                    crossorigin: 'anonymous',
                  },
                },
              ]
            : []),
        ],
      };
    },

    configureWebpack(config, isServer) {
      const modal = writeDocSearchModal(path.join(generatedFilesDir, 'search'));
      const development = config.mode === 'development';
      return {
        ...separateCachePerMode(config, hosted ? 'hosted' : 'embedded'),
        resolve: {
          alias: {
            '@search/client': backendModule(hosted),
            '@search/warm-up': warmUpModule(hosted),
            '@search/docsearch-modal': modal,
          },
        },
        ...(development &&
          !hosted &&
          !isServer && {
            devServer: {
              // Docusaurus merges this with its own setupMiddlewares by calling both with
              // the same list and concatenating what they return (a seam, see node/seams.ts).
              // The index must be served before the history fallback, which rewrites every
              // path to the page shell, so this puts its middleware first in the shared list
              // and returns nothing more.
              setupMiddlewares: (middlewares: unknown[]) => {
                middlewares.unshift({
                  name: 'search-index',
                  path: searchIndexUrl(siteConfig.baseUrl),
                  middleware: createDevIndexMiddleware({
                    siteDir,
                    workDir: path.join(siteDir, DEV_WORK_DIR),
                    sources: DEV_SOURCES,
                    log: (message) => console.log(`[search] ${message}`),
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
