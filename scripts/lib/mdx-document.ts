/**
 * Reads one MDX page once, with the parser Docusaurus itself uses
 * (micromark with the MDX, GFM, front matter and directive extensions,
 * turned into an mdast tree by mdast-util-from-markdown), and hands the
 * content checks what they look at: code blocks, marked options tables and
 * prose. Pure: callers read the files.
 */
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Code, Nodes, Parent, Root, Table} from 'mdast';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';

export interface CodeBlock {
  /** The fence's language, '' when it has none. */
  lang: string;
  /** Everything after the language on the opening fence. */
  meta: string;
  code: string;
  /** 1-based line of the first code line in the file. */
  line: number;
}

export interface TableRow {
  line: number;
  /** Each cell's Markdown source, trimmed. */
  cells: string[];
}

export interface MarkedTable {
  /** What the marker `{/* options: X *\/}` names. */
  target: string;
  /** Line of the marker. */
  line: number;
  header: TableRow;
  rows: TableRow[];
  /** The paragraph right after the table, if any: its source and line. */
  after: {line: number; source: string} | null;
}

export interface MdxDocument {
  file: string;
  /** The source as parsed: heading ids `{#id}` escaped the way Docusaurus does before MDX sees them. */
  source: string;
  tree: Root;
}

/** A `:::name` block (a container directive, which Docusaurus renders as an admonition), with its line. */
export interface Admonition {
  name: string;
  line: number;
}

/** Every `:::name` block of the page. */
export function admonitions(doc: MdxDocument): Admonition[] {
  const found: Admonition[] = [];
  visit(doc.tree, (node) => {
    if (node.type === 'containerDirective') found.push({name: node.name, line: node.position?.start.line ?? 1});
  });
  return found;
}

/** The page as an mdast tree; a syntax error in the MDX throws with the file and line. */
export function parseMdx(original: string, file: string): MdxDocument {
  // Docusaurus' own preprocessing (mdx1Compat.headingIds): lines and line numbers stay.
  const source = escapeMarkdownHeadingIds(original);
  try {
    const tree = fromMarkdown(source, {
      extensions: [mdxjs(), gfm(), frontmatter(['yaml']), directive()],
      mdastExtensions: [
        mdxFromMarkdown(),
        gfmFromMarkdown(),
        frontmatterFromMarkdown(['yaml']),
        directiveFromMarkdown(),
      ],
    });
    return {file, source, tree};
  } catch (error) {
    const where = (error as {line?: number}).line;
    throw new Error(`${file}${where ? `:${where}` : ''}: cannot parse the MDX: ${(error as Error).message}`);
  }
}

/** Depth-first visit of every node, with its parent. */
function visit(node: Nodes, enter: (node: Nodes, parent: Parent | null) => void, parent: Parent | null = null) {
  enter(node, parent);
  if ('children' in node) for (const child of node.children as Nodes[]) visit(child, enter, node as Parent);
}

const sourceOf = (doc: MdxDocument, node: Nodes) =>
  doc.source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);

/** Every fenced code block, in order. */
export function codeBlocks(doc: MdxDocument): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(doc.tree, (node) => {
    if (node.type !== 'code') return;
    const code = node as Code;
    blocks.push({
      lang: code.lang ?? '',
      meta: code.meta ?? '',
      code: code.value,
      line: (code.position?.start.line ?? 0) + 1,
    });
  });
  return blocks;
}

const MARKER = /^\/\*\s*options:\s*([\w.]+)\s*\*\/$/;

function rowOf(doc: MdxDocument, row: Table['children'][number]): TableRow {
  // A cell's own position covers its pipes; its children span the content.
  const cellSource = (cell: Table['children'][number]['children'][number]) => {
    const first = cell.children[0];
    const last = cell.children[cell.children.length - 1];
    if (!first || !last) return '';
    return doc.source.slice(first.position?.start.offset ?? 0, last.position?.end.offset ?? 0).trim();
  };
  return {line: row.position?.start.line ?? 0, cells: row.children.map(cellSource)};
}

/**
 * Tables announced by an `{/* options: Target *\/}` comment right before
 * them (see option-tables.ts), each with the paragraph that follows it.
 */
export function markedTables(doc: MdxDocument): MarkedTable[] {
  const tables: MarkedTable[] = [];
  visit(doc.tree, (node) => {
    if (!('children' in node)) return;
    const children = node.children as Nodes[];
    children.forEach((child, index) => {
      if (child.type !== 'mdxFlowExpression') return;
      const marker = MARKER.exec(child.value.trim());
      if (!marker) return;
      const next = children[index + 1];
      const line = child.position?.start.line ?? 0;
      if (next?.type !== 'table') {
        tables.push({target: marker[1], line, header: {line, cells: []}, rows: [], after: null});
        return;
      }
      const [header, ...rows] = next.children;
      const following = children[index + 2];
      tables.push({
        target: marker[1],
        line,
        header: rowOf(doc, header),
        rows: rows.map((row) => rowOf(doc, row)),
        after:
          following?.type === 'paragraph'
            ? {line: following.position?.start.line ?? 0, source: sourceOf(doc, following)}
            : null,
      });
    });
  });
  return tables;
}

/** Node types whose text is not prose: code, ESM, expressions, front matter, HTML, diagrams. */
const NOT_PROSE = new Set(['code', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'html', 'definition']);

/**
 * The prose of the page, one string per block of text: text and inline code
 * of paragraphs, headings, lists, tables, quotes, admonitions and JSX
 * elements' children. Not prose: code blocks, front matter, imports and
 * exports, `{...}` expressions and comments, JSX attributes, inline `<svg>`
 * diagrams, link and image targets, image alt text and admonition titles.
 * Inline code is one word: its spaces are no-break spaces.
 */
export function proseBlocks(doc: MdxDocument): string[] {
  const blocks: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) blocks.push(current.trim());
    current = '';
  };
  const walk = (node: Nodes) => {
    if (NOT_PROSE.has(node.type)) return;
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'svg') return;
    if (node.type === 'image') return;
    if (node.type === 'paragraph' && (node.data as {directiveLabel?: boolean} | undefined)?.directiveLabel) return;
    if (node.type === 'text') {
      // A heading's `{#id}` is its anchor, not prose.
      current += node.value.replace(/\s*\{#[^{}]*\}\s*$/, '');
      return;
    }
    if (node.type === 'inlineCode') {
      current += node.value.replace(/\s+/g, '\u00a0');
      return;
    }
    if ('children' in node) {
      const block = !['emphasis', 'strong', 'delete', 'link', 'linkReference', 'mdxJsxTextElement'].includes(node.type);
      if (block) flush();
      for (const child of node.children as Nodes[]) walk(child);
      if (block) flush();
    }
  };
  walk(doc.tree);
  flush();
  return blocks;
}
