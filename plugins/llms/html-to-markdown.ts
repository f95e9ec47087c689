/**
 * Converts the rendered HTML of a docs page (Docusaurus' `.theme-doc-markdown`)
 * back to Markdown for the page's Markdown twin and llms-full.txt. Working from
 * the built HTML, not the MDX source, keeps what components render (API
 * tables, tabs, admonitions) and drops what only a browser can use.
 */
import {load} from 'cheerio';

/** The parts of a parsed node (domhandler) the converter reads. */
interface HtmlNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: HtmlNode[];
}

/** Interactive or decorative elements: nothing a reader of Markdown can use. */
const skippedTags = new Set([
  'script',
  'style',
  'svg',
  'button',
  'input',
  'select',
  'textarea',
  'canvas',
  'noscript',
  'template',
  'iframe',
  'form',
  'fieldset',
  'label',
  'output',
  'meter',
  'progress',
]);

const blockTags = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'pre',
  'blockquote',
  'table',
  'details',
  'summary',
  'hr',
  'dl',
  'dt',
  'dd',
]);

const classes = (node: HtmlNode): string[] => (node.attribs?.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (node: HtmlNode, name: string): boolean => classes(node).includes(name);
const hasClassPart = (node: HtmlNode, part: string): boolean => classes(node).some((name) => name.includes(part));
const elements = (nodes: readonly HtmlNode[] = []): HtmlNode[] => nodes.filter((node) => node.type === 'tag');

function isSkipped(node: HtmlNode): boolean {
  if (node.type === 'comment' || node.type === 'script' || node.type === 'style' || node.type === 'directive')
    return true;
  if (node.type !== 'tag') return false;
  return (
    skippedTags.has(node.name ?? '') ||
    hasClass(node, 'hash-link') ||
    node.attribs?.['aria-hidden'] === 'true' ||
    node.attribs?.['data-llms'] === 'skip'
  );
}

/** All text under a node, as the browser would show it in <pre>. */
function rawText(node: HtmlNode): string {
  if (node.type === 'text') return node.data ?? '';
  if (node.name === 'br') return '\n';
  return (node.children ?? []).map(rawText).join('');
}

function find(nodes: readonly HtmlNode[] = [], test: (node: HtmlNode) => boolean): HtmlNode[] {
  return elements(nodes).flatMap((node) => [...(test(node) ? [node] : []), ...find(node.children, test)]);
}

interface Context {
  pageUrl: string;
}

function resolveUrl(href: string, context: Context): string {
  try {
    return new URL(href, context.pageUrl).href;
  } catch {
    return href;
  }
}

function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return longest > 0 ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

function inline(nodes: readonly HtmlNode[] = [], context: Context): string {
  return nodes
    .map((node) => {
      if (isSkipped(node)) return '';
      if (node.type === 'text') return (node.data ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ');
      if (node.type !== 'tag') return '';
      const inner = () => inline(node.children, context);
      switch (node.name) {
        case 'br':
          return '\n';
        case 'code':
        case 'kbd':
          return codeSpan(rawText(node).replace(/\s+/g, ' '));
        case 'strong':
        case 'b': {
          const text = inner().trim();
          return text ? `**${text}**` : '';
        }
        case 'em':
        case 'i': {
          const text = inner().trim();
          return text ? `*${text}*` : '';
        }
        case 'del':
        case 's': {
          const text = inner().trim();
          return text ? `~~${text}~~` : '';
        }
        case 'a': {
          const text = inner().trim();
          const href = node.attribs?.href;
          return text && href ? `[${text}](${resolveUrl(href, context)})` : text;
        }
        case 'img':
          return node.attribs?.src ? `![${node.attribs.alt ?? ''}](${resolveUrl(node.attribs.src, context)})` : '';
        default:
          return inner();
      }
    })
    .join('');
}

const tidyInline = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();

function indent(text: string, prefix: string, firstPrefix = prefix): string {
  return text
    .split('\n')
    .map((line, index) => (line === '' ? '' : (index === 0 ? firstPrefix : prefix) + line))
    .join('\n');
}

function codeBlock(container: HtmlNode): string {
  const language =
    classes(container)
      .find((name) => name.startsWith('language-'))
      ?.slice('language-'.length) ?? '';
  const title = find(container.children, (node) => hasClassPart(node, 'codeBlockTitle'))[0];
  const lines = find(container.children, (node) => hasClass(node, 'token-line'));
  const code = (
    lines.length > 0 ? lines.map((line) => rawText(line).replace(/\n$/, '')).join('\n') : rawText(container)
  ).replace(/\n+$/, '');
  const longest = Math.max(0, ...(code.match(/^`{3,}/gm) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const meta = [language, title ? `title=${JSON.stringify(rawText(title).trim())}` : ''].filter(Boolean).join(' ');
  return `${fence}${meta}\n${code}\n${fence}`;
}

function list(node: HtmlNode, context: Context): string {
  const ordered = node.name === 'ol';
  const start = Number(node.attribs?.start ?? 1);
  return elements(node.children)
    .filter((item) => item.name === 'li')
    .map((item, index) => {
      const marker = ordered ? `${start + index}. ` : '- ';
      const body = blocks(item.children, context).join('\n');
      return indent(body, ' '.repeat(marker.length), marker);
    })
    .join('\n');
}

function table(node: HtmlNode, context: Context): string {
  const rows = find(node.children, (child) => child.name === 'tr').map((row) =>
    elements(row.children)
      .filter((cell) => cell.name === 'th' || cell.name === 'td')
      .map((cell) => tidyInline(inline(cell.children, context)).replace(/\n/g, ' ').replace(/\|/g, '\\|')),
  );
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${Array.from({length: width}, (_, i) => cells[i] ?? '').join(' | ')} |`;
  return [line(rows[0]), line(Array.from({length: width}, () => '---')), ...rows.slice(1).map(line)].join('\n');
}

const quote = (text: string): string =>
  text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');

function admonition(node: HtmlNode, context: Context): string {
  const heading = find(node.children, (child) => hasClassPart(child, 'admonitionHeading'))[0];
  const content = find(node.children, (child) => hasClassPart(child, 'admonitionContent'))[0];
  const title = heading ? tidyInline(inline(heading.children, context)) : '';
  const body = blocks(content?.children ?? [], context).join('\n\n');
  const label = title.charAt(0).toUpperCase() + title.slice(1);
  return quote(label ? `**${label}**\n\n${body}` : body);
}

function tabs(node: HtmlNode, context: Context): string {
  const labels = find(node.children, (child) => child.attribs?.role === 'tab').map((tab) =>
    tidyInline(inline(tab.children, context)),
  );
  const panels = find(node.children, (child) => child.attribs?.role === 'tabpanel');
  return panels
    .map((panel, index) =>
      [`**${labels[index] ?? `Tab ${index + 1}`}**`, ...blocks(panel.children, context)].join('\n\n'),
    )
    .join('\n\n');
}

function details(node: HtmlNode, context: Context): string {
  const summary = elements(node.children).find((child) => child.name === 'summary');
  const rest = (node.children ?? []).filter((child) => child !== summary);
  return [summary ? `**${tidyInline(inline(summary.children, context))}**` : '', ...blocks(rest, context)]
    .filter(Boolean)
    .join('\n\n');
}

function block(node: HtmlNode, context: Context): string[] {
  if (hasClass(node, 'theme-code-block') || node.name === 'pre') return [codeBlock(node)];
  if (hasClass(node, 'theme-admonition')) return [admonition(node, context)];
  if (hasClass(node, 'tabs-container')) return [tabs(node, context)];
  const name = node.name ?? '';
  if (/^h[1-6]$/.test(name)) {
    const text = tidyInline(inline(node.children, context)).replace(/\n/g, ' ');
    return text ? [`${'#'.repeat(Number(name[1]))} ${text}`] : [];
  }
  switch (name) {
    case 'p':
    case 'dt':
    case 'dd':
    case 'figcaption': {
      const text = tidyInline(inline(node.children, context));
      return text ? [text] : [];
    }
    case 'ul':
    case 'ol':
      return [list(node, context)];
    case 'blockquote':
      return [quote(blocks(node.children, context).join('\n\n'))];
    case 'table':
      return [table(node, context)];
    case 'details':
      return [details(node, context)];
    case 'hr':
      return ['---'];
    default:
      return blocks(node.children, context);
  }
}

/** Markdown blocks of a node list: runs of inline content become paragraphs. */
function blocks(nodes: readonly HtmlNode[] = [], context: Context): string[] {
  const result: string[] = [];
  let run: HtmlNode[] = [];
  const flush = () => {
    const text = tidyInline(inline(run, context));
    if (text) result.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (isSkipped(node)) continue;
    if (node.type === 'tag' && blockTags.has(node.name ?? '')) {
      flush();
      result.push(...block(node, context).filter((text) => text.trim() !== ''));
    } else {
      run.push(node);
    }
  }
  flush();
  return result;
}

/** Markdown of an HTML fragment; links and images resolve against `pageUrl`. */
export function htmlToMarkdown(html: string, pageUrl: string): string {
  const $ = load(html, null, false);
  const root = $.root()[0] as unknown as HtmlNode;
  return `${blocks(root.children, {pageUrl}).join('\n\n').trim()}\n`;
}

/** The Markdown content of a built docs page, without its title heading; null when the page has none. */
export function docBodyHtml(pageHtml: string): string | null {
  const $ = load(pageHtml);
  const content = $('.theme-doc-markdown').first();
  if (content.length === 0) return null;
  content
    .children('header')
    .first()
    .filter((_, header) => $(header).find('h1').length > 0)
    .remove();
  return content.html();
}
