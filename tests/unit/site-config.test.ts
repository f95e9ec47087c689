import type {Config} from '@docusaurus/types';

/** docusaurus.config.ts evaluated afresh with the given environment. */
async function loadConfig(env: Record<string, string | undefined>): Promise<Config> {
  const saved = {...process.env};
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  let config: Config | undefined;
  try {
    await jest.isolateModulesAsync(async () => {
      config = (await import('../../docusaurus.config')).default;
    });
  } finally {
    process.env = saved;
  }
  return config!;
}

type ThemeSettings = {navbar: {hideOnScroll: boolean}; algolia: Record<string, unknown>};
const themeOf = (config: Config) => config.themeConfig as ThemeSettings;

const noAlgolia = {ALGOLIA_APP_ID: undefined, ALGOLIA_SEARCH_API_KEY: undefined, ALGOLIA_INDEX_NAME: undefined};

describe('settings read from the environment', () => {
  it('keeps the navbar visible on scroll unless asked', async () => {
    expect(themeOf(await loadConfig({NAVBAR_HIDE_ON_SCROLL: undefined})).navbar.hideOnScroll).toBe(false);
    expect(themeOf(await loadConfig({NAVBAR_HIDE_ON_SCROLL: 'true'})).navbar.hideOnScroll).toBe(true);
  });

  it('uses hosted Algolia only when all three variables are set', async () => {
    const partial = await loadConfig({...noAlgolia, ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key'});
    expect(partial.customFields?.hostedSearch).toBe(false);
    const hosted = await loadConfig({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'idx'});
    expect(hosted.customFields?.hostedSearch).toBe(true);
    expect(themeOf(hosted).algolia).toMatchObject({appId: 'APP', apiKey: 'key', indexName: 'idx'});
  });

  it('mounts the crash probe only when E2E_CRASH_PROBE is 1', async () => {
    expect((await loadConfig({E2E_CRASH_PROBE: undefined})).customFields?.crashProbe).toBe(false);
    expect((await loadConfig({E2E_CRASH_PROBE: 'true'})).customFields?.crashProbe).toBe(false);
    expect((await loadConfig({E2E_CRASH_PROBE: '1'})).customFields?.crashProbe).toBe(true);
  });
});
