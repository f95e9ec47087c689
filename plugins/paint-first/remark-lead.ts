/**
 * A remark plugin for the docs (docusaurus.config.ts, `remarkPlugins`): the
 * page's opening paragraph, when the page opens with one, gets the id
 * `LEAD_ID`. The page template (./template.ts) then holds the browser's first
 * frame until that paragraph is parsed, so the first paint shows it: without
 * that, a long page could be painted once with only the header and navbar,
 * and its largest text a frame later.
 */
import type {Root} from 'mdast';

export const LEAD_ID = 'page-lead';

/** Nodes that render nothing: imports and exports, link definitions, front matter. */
const SILENT = new Set<string>(['mdxjsEsm', 'definition', 'yaml', 'toml']);

/** An MDX comment, `{/* … *\/}`: an expression that renders nothing. */
function isComment(node: {type: string; value?: unknown}): boolean {
  return (
    node.type === 'mdxFlowExpression' && typeof node.value === 'string' && /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value)
  );
}

/** Marks the first paragraph of `tree` if nothing visible comes before it; returns whether it did. */
export function markLead(tree: Root): boolean {
  for (const node of tree.children) {
    if (SILENT.has(node.type) || isComment(node)) continue;
    if (node.type !== 'paragraph') return false;
    const data = (node.data ??= {});
    data.hProperties = {...data.hProperties, id: LEAD_ID};
    return true;
  }
  return false;
}

export default function remarkLead() {
  return (tree: Root): void => {
    markLead(tree);
  };
}
