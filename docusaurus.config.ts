import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import searchIndexPlugin, {type SearchPluginOptions} from './plugins/search';
import storageGuardPlugin from './plugins/storage-guard';
import pageIndexPlugin from './plugins/page-index';
import llmsPlugin from './plugins/llms';
import socialCardsPlugin from './plugins/social-cards';
import {classOnlyTheme} from './shared/prismThemeCss';
import {darkCodeTheme, lightCodeTheme} from './src/prism/themes';
import {paintFirstTemplate} from './plugins/paint-first/template';
import paintFirstPlugin, {type PaintFirstOptions} from './plugins/paint-first';
import cspPlugin, {type CspOptions} from './plugins/csp';
import islandsPlugin, {type IslandsOptions} from './plugins/islands';
import hydrationTransitionPlugin from './plugins/hydration-transition';
import {acceleratorsFrom} from './plugins/accelerators';
import {futureV4} from './plugins/lib/docusaurus-compat/config';
import remarkApiSlices from './plugins/api-slices';
import remarkLead from './plugins/paint-first/remark-lead';
import remarkDartLinks from './plugins/dart-links';

// Search runs against the index built with the site unless all three Algolia
// variables are set at build time; then the hosted index is used instead.
const algoliaAppId = process.env.ALGOLIA_APP_ID ?? '';
const algoliaApiKey = process.env.ALGOLIA_SEARCH_API_KEY ?? '';
const algoliaIndexName = process.env.ALGOLIA_INDEX_NAME ?? '';
const hostedSearch = Boolean(algoliaAppId && algoliaApiKey && algoliaIndexName);

const siteUrl = process.env.SITE_URL ?? 'https://polly-dart.github.io';
const baseUrl = process.env.BASE_URL ?? '/';
const hideNavbarOnScroll = process.env.NAVBAR_HIDE_ON_SCROLL === 'true';
// The crash probe (src/components/CrashProbe) is mounted only in the build the browser tests run against.
const crashProbe = process.env.E2E_CRASH_PROBE === '1';
// A social card per page unless SOCIAL_CARDS=off (then every page shares img/social-card.jpg).
const socialCards = process.env.SOCIAL_CARDS !== 'off';

// The accelerators (plugins/accelerators/README.md): mechanism that exists only for speed. All are on unless
// ACCELERATORS says otherwise: `off` builds on Docusaurus's and React's public behaviour alone, `-islands` leaves
// one out. Each is used in one place below: the plugin list, plus the settings its plugin cannot change.
const accelerators = acceleratorsFrom(process.env.ACCELERATORS);
const paintFirst = accelerators.has('paint-first');
const islands = accelerators.has('islands');
// Embedded search only: a hosted index answers from Algolia.
const searchEarly = accelerators.has('search-early') && !hostedSearch;

const repoUrl = 'https://github.com/flutterninja9/polly_dart';
const pubUrl = 'https://pub.dev/packages/polly_dart';

export default {
  title: 'Polly Dart',
  tagline: 'Retries, circuit breakers, timeouts and more, composed into one pipeline for Dart and Flutter',
  // With paint-first, no icon here: that plugin writes it into each page as a data URI. Without it, a plain tag of
  // the page template rather than `favicon`, whose tag the head manager takes out and puts back while the page
  // hydrates: in that moment Chromium asked for /favicon.ico, a 404 in the console.
  ...(paintFirst
    ? {}
    : {
        headTags: [
          {tagName: 'link', attributes: {rel: 'icon', type: 'image/svg+xml', href: `${baseUrl}img/favicon.svg`}},
        ],
      }),
  url: siteUrl,
  baseUrl,
  organizationName: 'flutterninja9',
  projectName: 'polly_dart',
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // A red banner when the site is served under another base URL than it was built for.
  baseUrlIssueBanner: true,

  markdown: {
    format: 'detect',
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    // Differs between Docusaurus 3.10 and 4 (plugins/lib/docusaurus-compat/config.ts).
    v4: futureV4,
    faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  // repoUrl: where the docs pages' feedback opens an issue; socialCards: the
  // layout points og:image at the page's own card.
  // searchEarly: the search page keeps blocks for the rows the search-early accelerator paints.
  customFields: {hostedSearch, repoUrl, socialCards, crashProbe, searchEarly},

  // paint-first: the stock page template, except that the app's scripts start
  // after the server's HTML has been painted (see plugins/paint-first/template.ts).
  ...(paintFirst ? {ssrTemplate: paintFirstTemplate} : {}),

  clientModules: [
    // Before the router reads the address: malformed percent-escapes made
    // literal, so such an address gets the not-found page, hydrated.
    './src/clientModules/repairAddress.ts',
    // A page chunk that fails to load while a link preloads it leaves no unhandled rejection.
    './src/clientModules/handledPreload.ts',
    // The card of a linked polly_dart name in a code sample, loaded on the first hover, focus or tap of one.
    './src/clientModules/apiCards.ts',
  ],

  plugins: [
    // search-early: /search?q=… opened from the server paints its first rows before it hydrates (plugins/search/early).
    (context: LoadContext) => searchIndexPlugin(context, {early: searchEarly} satisfies SearchPluginOptions),
    // Cleans corrupted preferences in local storage before the page reads them.
    storageGuardPlugin,
    // Paths and titles of all pages, for the not-found page's suggestions.
    pageIndexPlugin,
    // llms.txt, llms-full.txt and a Markdown twin of every docs page.
    llmsPlugin,
    // A PNG social card per page, rendered after the build and cached by content.
    ...(socialCards ? [socialCardsPlugin] : []),
    // A Content-Security-Policy <meta> on every built page, with the hashes of
    // its inline scripts; search may also reach the Algolia application.
    [cspPlugin, {algoliaAppId: hostedSearch ? algoliaAppId : null} satisfies CspOptions],

    // The accelerators, each left out when ACCELERATORS turns it off.
    // paint-first: the site's icon and logo inside each page, so that nothing but the HTML and CSS is fetched
    // before the first paint (with ssrTemplate above and remark-lead below).
    ...(paintFirst
      ? [(context: LoadContext) => paintFirstPlugin(context, {favicon: 'img/favicon.svg'} satisfies PaintFirstOptions)]
      : []),
    // islands: figures and the Markdown's code blocks whose code loads after the page (src/accelerators/islands).
    // Options in a closure: in an array they would ship with the site's config to every page.
    ...(islands
      ? [
          (context: LoadContext) =>
            islandsPlugin(context, {light: lightCodeTheme, dark: darkCodeTheme} satisfies IslandsOptions),
        ]
      : []),
    // hydration-transition: what renders again once the page has hydrated does so in a transition.
    ...(accelerators.has('hydration-transition') ? [hydrationTransitionPlugin] : []),
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          id: 'default',
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${repoUrl}/edit/main/website/`,
          breadcrumbs: true,
          showLastUpdateTime: true,
          includeCurrentVersion: true,
          lastVersion: 'current',
          versions: {current: {label: 'Next', path: ''}},
          // Each <ApiMembers of="X" /> gets the part of the API manifest it shows, not the whole manifest;
          // the polly_dart names of every ```dart block link to their API entries (plugins/dart-links);
          // paint-first: the opening paragraph gets the id the first frame waits for (plugins/paint-first/remark-lead.ts).
          remarkPlugins: [remarkApiSlices, remarkDartLinks, ...(paintFirst ? [remarkLead] : [])],
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Polly Dart blog',
          blogDescription: 'News and announcements from the polly_dart project.',
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          // The polly_dart names of every ```dart block link to their API entries (plugins/dart-links).
          remarkPlugins: [remarkDartLinks],
          showReadingTime: true,
          editUrl: `${repoUrl}/edit/main/website/`,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Polly Dart blog',
            description: 'News and announcements from the polly_dart project.',
            copyright: `Copyright © ${new Date().getFullYear()} Polly Dart contributors`,
            xslt: false,
          },
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.jpg',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      // The fallback for pages without a description of their own (the search
      // page); a page's own description replaces it.
      {
        name: 'description',
        content:
          'Documentation and blog of polly_dart, the resilience library for Dart and Flutter: retry, circuit breaker, timeout, rate limiter, fallback, hedging and cache.',
      },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: {
      id: 'polly-dart-0-0-9',
      content: `polly_dart 0.0.9 is out: circuit breaker events now carry the outcome, and rate limiter rejections say when to retry. New to the library? <a href="${baseUrl}intro">Start with the introduction</a>.`,
      isCloseable: true,
    },
    navbar: {
      title: 'Polly Dart',
      hideOnScroll: hideNavbarOnScroll,
      // With paint-first, src/accelerators/paint-first/theme/Logo draws this mark inline, from its own copy of the drawing (LogoMark.tsx).
      logo: {alt: 'Polly Dart logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Documentation'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {href: pubUrl, label: 'pub.dev', position: 'right'},
        {href: repoUrl, label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Getting Started', to: '/intro'},
            {label: 'API Reference', to: '/api/resilience-pipeline'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub Discussions', href: `${repoUrl}/discussions`},
            {label: 'Issues', href: `${repoUrl}/issues`},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'GitHub', href: repoUrl},
            {label: 'pub.dev', href: pubUrl},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Polly Dart contributors. Built with Docusaurus.`,
    },
    algolia: {
      appId: hostedSearch ? algoliaAppId : 'EMBEDDED',
      apiKey: hostedSearch ? algoliaApiKey : 'embedded-index',
      indexName: hostedSearch ? algoliaIndexName : 'polly_dart',
      contextualSearch: true,
      searchPagePath: 'search',
    },
    prism: {
      // islands: tokens get classes only, and plugins/islands turns the themes of src/prism/themes.ts into CSS
      // for both colour modes. Without it the themes colour the tokens inline, as stock Docusaurus does.
      theme: islands ? classOnlyTheme : lightCodeTheme,
      darkTheme: islands ? classOnlyTheme : darkCodeTheme,
      // The only languages highlighted: add one here
      // before using it in a code block. Dart builds on clike.
      additionalLanguages: ['clike', 'dart', 'yaml', 'bash'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
