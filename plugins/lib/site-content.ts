/**
 * The docs and blog pages of the site, read from what the content plugins
 * loaded (Docusaurus `allContent`), for the plugins that list pages: the
 * not-found suggestions and llms.txt. Pure: data in, data out.
 */

export interface SitePage {
  path: string;
  title: string;
  description: string;
}

export interface PageSection {
  label: string;
  pages: SitePage[];
}

/** The fields read from a loaded doc. */
export interface DocInput {
  id: string;
  title: string;
  description: string;
  permalink: string;
  unlisted?: boolean;
}

/** The fields read from a loaded sidebar item. */
export interface SidebarItemInput {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemInput[];
  link?: {type: string; id?: string};
}

export interface SiteContent {
  docs: DocInput[];
  /** Every sidebar of the current docs version, in declaration order. */
  sidebars: SidebarItemInput[][];
  posts: SitePage[];
}

interface LoadedDocs {
  loadedVersions: {
    isLast?: boolean;
    docs: (DocInput & {draft?: boolean})[];
    sidebars: Record<string, SidebarItemInput[]>;
  }[];
}

interface LoadedBlog {
  blogPosts: {metadata: {title: string; description: string; permalink: string; unlisted?: boolean}}[];
}

/** Reads the default docs and blog plugins' content out of Docusaurus' allContent. */
export function readSiteContent(allContent: Record<string, Record<string, unknown> | undefined>): SiteContent {
  const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedDocs | undefined;
  const blogContent = allContent['docusaurus-plugin-content-blog']?.default as LoadedBlog | undefined;
  const version = docsContent?.loadedVersions.find((v) => v.isLast) ?? docsContent?.loadedVersions[0];
  return {
    docs: (version?.docs ?? []).filter((doc) => !doc.unlisted && !doc.draft),
    sidebars: Object.values(version?.sidebars ?? {}),
    posts: (blogContent?.blogPosts ?? [])
      .filter((post) => !post.metadata.unlisted)
      .map(({metadata}) => ({path: metadata.permalink, title: metadata.title, description: metadata.description})),
  };
}

function docIdsOf(items: readonly SidebarItemInput[]): string[] {
  return items.flatMap((item) => {
    if ((item.type === 'doc' || item.type === 'ref') && item.id) return [item.id];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...docIdsOf(item.items ?? [])];
    return [];
  });
}

const toPage = (doc: DocInput): SitePage => ({path: doc.permalink, title: doc.title, description: doc.description});

/**
 * The docs in reading order: one section per top-level sidebar category; the
 * docs at the top level of a sidebar, and docs in no sidebar (such as the docs
 * home), open the list under `firstLabel`. A doc appears once.
 */
export function docsSections(content: Pick<SiteContent, 'docs' | 'sidebars'>, firstLabel: string): PageSection[] {
  const byId = new Map(content.docs.map((doc) => [doc.id, doc]));
  const placed = new Set<string>();
  const take = (ids: readonly string[]): SitePage[] =>
    ids.flatMap((id) => {
      const doc = byId.get(id);
      if (!doc || placed.has(id)) return [];
      placed.add(id);
      return [toPage(doc)];
    });

  const topLevelIds = content.sidebars.flatMap((sidebar) =>
    docIdsOf(sidebar.filter((item) => item.type !== 'category')),
  );
  const categories = content.sidebars.flatMap((sidebar) => sidebar.filter((item) => item.type === 'category'));
  const inSidebars = new Set([...topLevelIds, ...categories.flatMap((category) => docIdsOf([category]))]);
  const outsideSidebars = content.docs.filter((doc) => !inSidebars.has(doc.id)).map((doc) => doc.id);

  const sections: PageSection[] = [{label: firstLabel, pages: take([...outsideSidebars, ...topLevelIds])}];
  for (const category of categories)
    sections.push({label: category.label ?? 'Docs', pages: take(docIdsOf([category]))});
  return sections.filter((section) => section.pages.length > 0);
}

/** Every listed page, docs first, then blog posts; one entry per path. */
export function allPages(content: SiteContent): SitePage[] {
  const pages = [...content.docs.map(toPage), ...content.posts];
  const seen = new Set<string>();
  return pages.filter((page) => !seen.has(page.path) && Boolean(seen.add(page.path)));
}
