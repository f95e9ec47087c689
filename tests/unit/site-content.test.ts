import {allPages, docsSections, readSiteContent, type SidebarItemInput} from '../../plugins/lib/site-content';

const doc = (id: string, permalink: string, title: string, extra = {}) => ({
  id,
  permalink,
  title,
  description: `About ${title}.`,
  ...extra,
});

const sidebar: SidebarItemInput[] = [
  {type: 'doc', id: 'intro'},
  {type: 'category', label: 'Getting started', items: [{type: 'doc', id: 'getting-started/installation'}]},
  {
    type: 'category',
    label: 'Strategies',
    link: {type: 'doc', id: 'strategies/overview'},
    items: [
      {type: 'doc', id: 'strategies/retry'},
      {type: 'category', label: 'Nested', items: [{type: 'doc', id: 'strategies/hedging'}, {type: 'link'}]},
    ],
  },
  {type: 'html'},
];

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {
          isLast: true,
          docs: [
            doc('index', '/', 'Home'),
            doc('strategies/retry', '/strategies/retry', 'Retry'),
            doc('intro', '/intro', 'Introduction'),
            doc('getting-started/installation', '/getting-started/installation', 'Installation'),
            doc('strategies/overview', '/strategies/overview', 'Strategies overview'),
            doc('strategies/hedging', '/strategies/hedging', 'Hedging'),
            doc('secret', '/secret', 'Hidden', {unlisted: true}),
          ],
          sidebars: {tutorialSidebar: sidebar},
        },
      ],
    },
  },
  'docusaurus-plugin-content-blog': {
    default: {
      blogPosts: [
        {
          metadata: {
            permalink: '/blog/introducing-polly-dart',
            title: 'Introducing polly_dart',
            description: 'The announcement.',
          },
        },
        {metadata: {permalink: '/blog/draft-idea', title: 'Not yet', description: '', unlisted: true}},
      ],
    },
  },
};

describe('readSiteContent', () => {
  it('reads the listed docs, the sidebars and the listed posts', () => {
    const content = readSiteContent(allContent);
    expect(content.docs.map((d) => d.id)).toEqual([
      'index',
      'strategies/retry',
      'intro',
      'getting-started/installation',
      'strategies/overview',
      'strategies/hedging',
    ]);
    expect(content.sidebars).toEqual([sidebar]);
    expect(content.posts).toEqual([
      {path: '/blog/introducing-polly-dart', title: 'Introducing polly_dart', description: 'The announcement.'},
    ]);
  });

  it('copes with a site without docs or blog', () => {
    expect(readSiteContent({})).toEqual({docs: [], sidebars: [], posts: []});
  });
});

describe('docsSections', () => {
  it('orders docs as the sidebar does, one section per top-level category, nested categories flattened', () => {
    const sections = docsSections(readSiteContent(allContent), 'Start here');
    expect(sections.map((s) => [s.label, s.pages.map((p) => p.path)])).toEqual([
      ['Start here', ['/', '/intro']],
      ['Getting started', ['/getting-started/installation']],
      ['Strategies', ['/strategies/overview', '/strategies/retry', '/strategies/hedging']],
    ]);
    expect(sections[0].pages[1]).toEqual({path: '/intro', title: 'Introduction', description: 'About Introduction.'});
  });

  it('lists a doc once even when two sidebars hold it, and drops empty sections', () => {
    const content = readSiteContent(allContent);
    const sections = docsSections(
      {...content, sidebars: [sidebar, [{type: 'category', label: 'Again', items: [{type: 'doc', id: 'intro'}]}]]},
      'Start here',
    );
    expect(sections.map((s) => s.label)).toEqual(['Start here', 'Getting started', 'Strategies']);
  });
});

describe('allPages', () => {
  it('lists every doc, then every post', () => {
    expect(allPages(readSiteContent(allContent)).map((p) => p.path)).toEqual([
      '/',
      '/strategies/retry',
      '/intro',
      '/getting-started/installation',
      '/strategies/overview',
      '/strategies/hedging',
      '/blog/introducing-polly-dart',
    ]);
  });
});
