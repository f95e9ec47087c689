/**
 * The result rows of the `/search` page, from a search's hits: one model for the rows React renders
 * (theme/SearchPage) and for those the `search-early` accelerator paints before the page has hydrated
 * (early/paint.ts), which must be the same rows in the same markup. Pure: no React, no DOM.
 */
import {escapeHtml} from './text';

/** Hits the page asks for at a time, and the most sections of one page among them before other pages show. */
export const PAGE_HITS = 15;
export const ROWS_PER_PAGE = 3;

export interface ResultRow {
  /** HTML: the record's own heading, its matches marked. */
  title: string;
  url: string;
  /** HTML: the snippet of its text, or empty. */
  summary: string;
  /** HTML, each: the headings above it, outermost first. */
  breadcrumbs: string[];
}

/** What a row is made of in a hit (the engine's and Algolia's answers have it). */
export interface RowHit {
  url: string;
  _highlightResult: {hierarchy: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
}

/** The theme's class for a highlighted match, in place of DocSearch's. */
const sanitizeValue = (value: string): string =>
  value.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');

/** The rows of a page of hits; `processUrl` turns a record's URL into the link the page shows. */
export function rowsOfHits(hits: readonly RowHit[], processUrl: (url: string) => string): ResultRow[] {
  return hits.map(({url, _highlightResult: {hierarchy}, _snippetResult: snippet = {}}) => {
    const titles = Object.keys(hierarchy).map((key) => sanitizeValue(hierarchy[key].value));
    return {
      title: titles.pop() ?? '',
      url: processUrl(url),
      // The snippet already carries one ellipsis at each cut.
      summary: snippet.content ? sanitizeValue(snippet.content.value) : '',
      breadcrumbs: titles,
    };
  });
}

/** The label of a row's breadcrumbs, unique on the page (axe: landmark-unique). */
export const breadcrumbsLabel = (index: number): string => `Breadcrumbs of result ${index + 1}`;

/**
 * The link of a result on this site: its path, query and fragment, with the site's trailing slash applied
 * as Docusaurus's Link applies it (the page's own processing when no URL rewrite is set).
 */
export function sitePath(url: string, trailingSlash?: boolean, baseUrl = '/'): string {
  const {pathname, search, hash} = new URL(url);
  let path = pathname;
  if (trailingSlash !== undefined && path !== '/' && path !== baseUrl)
    path = trailingSlash ? path.replace(/\/?$/, '/') : path.replace(/\/$/, '');
  return `${path}${search}${hash}`;
}

/** The facet filters of the page's first search: contextual search's tags (the docs' current versions) and the locale. */
export function pageFacetFilters(locale: string, docsTags: readonly string[]): string[][] {
  return [['default', ...docsTags].map((tag) => `docusaurus_tag:${tag}`), [`language:${locale}`]];
}

/** The CSS module classes of a row, as the page's stylesheet names them. */
export interface RowClasses {
  item: string;
  heading: string;
  path: string;
  summary: string;
}

const attribute = (value: string): string => escapeHtml(value);

/** The rows as the HTML React renders for them (theme/SearchPage), inside the results' block. */
export function rowsHtml(rows: readonly ResultRow[], classes: RowClasses): string {
  return rows
    .map(({title, url, summary, breadcrumbs}, i) => {
      const crumbs =
        breadcrumbs.length > 0
          ? `<nav aria-label="${attribute(breadcrumbsLabel(i))}"><ul class="breadcrumbs ${attribute(classes.path)}">` +
            breadcrumbs.map((html) => `<li class="breadcrumbs__item">${html}</li>`).join('') +
            '</ul></nav>'
          : '';
      const text = summary ? `<p class="${attribute(classes.summary)}">${summary}</p>` : '';
      return (
        `<article class="${attribute(classes.item)}"><h2 class="${attribute(classes.heading)}">` +
        `<a href="${attribute(url)}">${title}</a></h2>${crumbs}${text}</article>`
      );
    })
    .join('');
}

// The plural forms in the order Docusaurus's usePluralForm gives a message's parts.
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The count line ("3 documents found") from the page's plural message with `{count}` left in, chosen
 * as Docusaurus's usePluralForm chooses: the message's parts follow the locale's plural forms in
 * PLURAL_ORDER, and a form past the last part takes the last part.
 */
export function countText(message: string, count: number, locale: string): string {
  const parts = message.split('|');
  let part = parts[0];
  if (parts.length > 1) {
    let forms = ['one', 'other'];
    let form = count === 1 ? 'one' : 'other';
    try {
      const rules = new Intl.PluralRules(locale);
      const categories: readonly string[] = rules.resolvedOptions().pluralCategories;
      forms = PLURAL_ORDER.filter((f) => categories.includes(f));
      form = rules.select(count);
    } catch {
      // Docusaurus falls back to English forms too.
    }
    part = parts[Math.min(forms.indexOf(form), parts.length - 1)] ?? parts[parts.length - 1];
  }
  return part.replaceAll('{count}', String(count));
}
