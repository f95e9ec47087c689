import type {Config} from '@docusaurus/types';

type AnyRecord = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function loadConfig(env: Record<string, string | undefined> = {}): Config {
  const saved = {...process.env};
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  let config: Config | undefined;
  jest.isolateModules(() => {
    config = require('../../docusaurus.config').default; // eslint-disable-line @typescript-eslint/no-require-imports
  });
  process.env = saved;
  return config!;
}

const noAlgolia = {ALGOLIA_APP_ID: undefined, ALGOLIA_SEARCH_API_KEY: undefined, ALGOLIA_INDEX_NAME: undefined};

describe('site settings', () => {
  const config = loadConfig(noAlgolia);
  const theme = config.themeConfig as AnyRecord;
  const [, presetOptions] = (config.presets as [string, AnyRecord][])[0];

  it('names the site and its single English locale', () => {
    expect(config.title).toBe('Polly Dart');
    expect(config.tagline).toBeTruthy();
    expect(config.i18n).toMatchObject({defaultLocale: 'en', locales: ['en']});
    expect(config.i18n?.localeConfigs?.en).toMatchObject({direction: 'ltr'});
  });

  it('fails the build on broken links, anchors and Markdown links', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });

  it('serves one docs version labelled Next at the root with the docs plugin id default', () => {
    expect(presetOptions.docs).toMatchObject({
      id: 'default',
      routeBasePath: '/',
      breadcrumbs: true,
      lastVersion: 'current',
      versions: {current: {label: 'Next', path: ''}},
    });
    expect(theme.docs.versionPersistence).toBe('localStorage');
  });

  it('keeps colour mode light by default, switchable, ignoring the system', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
  });

  it('shows h2 and h3 in the table of contents and groups the blog sidebar by year', () => {
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.blog.sidebar.groupByYear).toBe(true);
    expect(presetOptions.blog.blogSidebarCount).toBe('ALL');
    expect(presetOptions.blog.feedOptions.type).toEqual(['rss', 'atom']);
    expect(presetOptions.blog.showReadingTime).toBe(true);
  });

  it('has a closeable announcement bar with an id', () => {
    expect(theme.announcementBar.id).toMatch(/\S/);
    expect(theme.announcementBar.isCloseable).toBe(true);
  });

  it('turns Docusaurus Faster on', () => {
    expect(config.future).toMatchObject({faster: true, v4: {removeLegacyPostBuildHeadAttribute: true}});
  });

  it('searches with contextual search and a /search page', () => {
    expect(theme.algolia).toMatchObject({contextualSearch: true, searchPagePath: 'search'});
  });
});

describe('settings read from the environment', () => {
  it('keeps the navbar visible on scroll unless asked', () => {
    expect((loadConfig({NAVBAR_HIDE_ON_SCROLL: undefined}).themeConfig as AnyRecord).navbar.hideOnScroll).toBe(false);
    expect((loadConfig({NAVBAR_HIDE_ON_SCROLL: 'true'}).themeConfig as AnyRecord).navbar.hideOnScroll).toBe(true);
  });

  it('uses hosted Algolia only when all three variables are set', () => {
    const partial = loadConfig({...noAlgolia, ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key'});
    expect(partial.customFields?.hostedSearch).toBe(false);
    const hosted = loadConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'idx'});
    expect(hosted.customFields?.hostedSearch).toBe(true);
    expect((hosted.themeConfig as AnyRecord).algolia).toMatchObject({appId: 'APP', apiKey: 'key', indexName: 'idx'});
  });
});
