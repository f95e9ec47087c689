/**
 * The search plugin: owns the site's search end to end (see README.md here).
 * - Node side: after a production build it writes the DocSearch records of
 *   every page contextual search can return to `search-index.json`.
 *   `npm start` builds no index (the modal and `/search` say so).
 * - Theme: `SearchBar` and `SearchPage` (theme/, through getThemePath). The
 *   browser picks the backend, embedded or hosted, from the site's
 *   configuration (client/backend.ts).
 * - DocSearch's modal comes from a copy that keeps its error screen on screen
 *   (node/docsearchModal.ts), served as `@search/docsearch-modal`.
 * - An inline script makes stored recent and favourite searches inert
 *   (client/storedSearches.ts).
 * Every reach into a package's internals is an entry of the registry in the
 * site's seams.ts, with the test that fails when it stops working.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compactIndex, withoutBoilerplate, type IndexedPage} from './client/records';
import {SEARCH_INDEX_FILE, searchIndexUrl} from './client/indexFile';
import {storedSearchesScript} from './client/storedSearches';
import {writeDocSearchModal} from './node/docsearchModal';
import {extractPage, manifestNames} from './node/extract';
import {compileSynonyms, readDotnetNames, readGenericSynonyms, readSectionNames} from './node/synonyms';
import {serializeEngineIndex} from './client/engine';
import {bundleEarlyScript} from './early/bundle';
import {starterScript} from './early/starter';
import {htmlFiles} from '../lib/built-pages';

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

interface AlgoliaThemeConfig {
  algolia?: {appId?: string};
}

/**
 * MiniSearch's index of the same records, written by the build for the `search-early` accelerator: the early
 * script loads it instead of building it. Without it, or when it does not fit, the engine builds its own.
 */
export const SEARCH_ENGINE_FILE = 'search-engine.json';

export interface SearchPluginOptions {
  /**
   * The `search-early` accelerator (early/): `/search?q=…` opened from the server paints its first rows
   * before the page hydrates. Embedded search only; the site's config also sets `customFields.searchEarly`,
   * which the search page reads.
   */
  early?: boolean;
}

export default function searchPlugin(context: LoadContext, options: SearchPluginOptions = {}): Plugin {
  const {siteDir, siteConfig, generatedFilesDir, i18n} = context;
  const hosted = siteConfig.customFields?.hostedSearch === true;
  const {algolia} = siteConfig.themeConfig as AlgoliaThemeConfig;
  // Only a production build has an index to start early from (`npm start` has none).
  const early = options.early === true && !hosted && process.env.NODE_ENV === 'production';
  const earlyDir = path.join(generatedFilesDir, 'search-early');
  let earlyScript: string | undefined;
  let modal: string | undefined;
  const assetUrl = (file: string) => `${siteConfig.baseUrl}assets/js/${file}`;

  return {
    name: 'search',

    async loadContent() {
      // Bundled before the pages are, so that the starter in their head can name the file.
      if (early) earlyScript = await bundleEarlyScript(context, earlyDir);
    },

    getThemePath() {
      return local('theme');
    },

    injectHtmlTags() {
      return {
        headTags: [
          // Before any page script: stored recent and favourite searches are made inert.
          {tagName: 'script', innerHTML: storedSearchesScript(siteConfig.baseUrl)},
          // search-early: on /search?q=… the index, MiniSearch's prebuilt index and the early script start here.
          ...(earlyScript
            ? [
                {
                  tagName: 'script',
                  innerHTML: starterScript({
                    path: `${siteConfig.baseUrl}search`,
                    indexUrl: searchIndexUrl(siteConfig.baseUrl),
                    engineUrl: `${siteConfig.baseUrl}${SEARCH_ENGINE_FILE}`,
                    scriptUrl: assetUrl(earlyScript),
                  }),
                },
              ]
            : []),
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

    configureWebpack() {
      // Written once per run (the client and server configurations share it).
      modal ??= writeDocSearchModal(path.join(generatedFilesDir, 'search'), (message) =>
        console.warn(`[search] ${message}`),
      );
      return {resolve: {alias: {'@search/docsearch-modal': modal}}};
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
      // search-early: the prebuilt index names the index it was made from, so that a cached one of another build is not loaded.
      if (earlyScript)
        index.version = createHash('sha256').update(JSON.stringify(index)).digest('base64url').slice(0, 16);
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(index));
      if (earlyScript) {
        await fs.writeFile(path.join(outDir, SEARCH_ENGINE_FILE), serializeEngineIndex(index));
        await fs.mkdir(path.join(outDir, 'assets/js'), {recursive: true});
        await fs.copyFile(path.join(earlyDir, earlyScript), path.join(outDir, 'assets/js', earlyScript));
      }
    },
  };
}
