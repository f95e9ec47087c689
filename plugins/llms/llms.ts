/**
 * llms.txt (https://llmstxt.org), llms-full.txt and the Markdown twins of the
 * docs pages: file names, addresses and contents. Pure: strings in, strings out.
 */
import type {PageSection, SitePage} from '../lib/site-content';

/** Where a page's twin lives in the build folder: `intro.md`, `strategies/retry.md`; the docs home is `index.md`. */
export function twinFile(permalink: string, baseUrl: string): string {
  const relative = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  return `${relative.replace(/\/$/, '') || 'index'}.md`;
}

/** The site's address with its base path: `https://polly-dart.github.io/`. */
export const siteRoot = (url: string, baseUrl: string): string => `${url.replace(/\/$/, '')}${baseUrl}`;

const absolute = (url: string, path: string): string => `${url.replace(/\/$/, '')}${path}`;

export interface Twin {
  page: SitePage;
  /** Address of the HTML page. */
  url: string;
  markdown: string;
}

/**
 * What a twin file starts with, before its Markdown: the library release the
 * page describes and the page's canonical address, as YAML front matter, so
 * that a reader away from the site knows which version and page it holds.
 */
export function twinHeader(library: {package: string; version: string}, url: string): string {
  return `---\nlibrary: ${library.package} ${library.version}\ncanonical: ${url}\n---\n\n`;
}

/** A twin: the page's title, description and address, then its content. */
export function twinMarkdown(page: SitePage, url: string, body: string): string {
  const description = page.description ? `> ${page.description}\n\n` : '';
  return `# ${page.title}\n\n${description}Source: ${url}\n\n${body.trim()}\n`;
}

export interface LlmsSite {
  title: string;
  tagline: string;
  /** Origin of the site, `config.url`. */
  url: string;
  baseUrl: string;
}

const entry = (title: string, href: string, description: string): string =>
  `- [${title}](${href})${description ? `: ${description}` : ''}`;

/** The llms.txt index: docs sections link to the twins, posts to their pages. */
export function llmsTxt(site: LlmsSite, sections: readonly PageSection[], posts: readonly SitePage[]): string {
  const root = siteRoot(site.url, site.baseUrl);
  const parts = [
    `# ${site.title}`,
    `> ${site.tagline}`,
    `Every documentation page below links to its Markdown twin: the page's address with \`.md\` added (the docs home is \`index.md\`). [llms-full.txt](${root}llms-full.txt) holds all of them in one file.`,
    ...sections.map(
      (section) =>
        `## ${section.label}\n\n${section.pages.map((page) => entry(page.title, root + twinFile(page.path, site.baseUrl), page.description)).join('\n')}`,
    ),
  ];
  if (posts.length > 0)
    parts.push(
      `## Blog\n\n${posts.map((post) => entry(post.title, absolute(site.url, post.path), post.description)).join('\n')}`,
    );
  return `${parts.join('\n\n')}\n`;
}

/** llms-full.txt: the site's heading, then every twin in reading order. */
export function llmsFullTxt(site: LlmsSite, twins: readonly Twin[]): string {
  return `${[`# ${site.title}\n\n> ${site.tagline}`, ...twins.map((twin) => twin.markdown.trim())].join('\n\n---\n\n')}\n`;
}

export const pageUrl = (site: LlmsSite, page: SitePage): string => absolute(site.url, page.path);
