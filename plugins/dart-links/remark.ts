/**
 * The MDX step that links the polly_dart names of every ```dart block: each
 * block's names (resolve.ts) that have an entry on the API pages become its
 * link plan (shared/dartLinkPlan.ts); the block's `<code>` gets the plan's id
 * as its `data-api-links` attribute, and the code block turns the plan of
 * that id into links as it renders (src/theme/CodeBlock,
 * src/theme/CodeBlock/Line/Token). The code itself is not touched. Pure: the
 * caller passes the API, the link table and the generated plans in.
 */
import type {Code, Nodes, Root} from 'mdast';
import {blockId, encodePlan, type PlannedLink} from '../../shared/dartLinkPlan';
import type {LinkApi} from './api';
import {knownVariables, resolveNames, type NameRef} from './resolve';

/** The attribute of the `<code>` element that carries a block's plan. */
export const PLAN_ATTRIBUTE = 'data-api-links';

/** What the plan needs of a link table entry (data/generated/api-links.json). */
export interface LinkTarget {
  href: string;
  missing?: true;
}

export type LinkTable = Readonly<Record<string, LinkTarget>>;

function dartBlocks(node: Nodes): Code[] {
  if (node.type === 'code') return node.lang === 'dart' ? [node] : [];
  return 'children' in node ? (node.children as Nodes[]).flatMap(dartBlocks) : [];
}

/** The plan of one sample: its resolved names that the table has, with line and column. */
export function planFor(code: string, refs: readonly NameRef[], table: LinkTable): PlannedLink[] {
  const lineStarts = [0];
  for (let k = 0; k < code.length; k++) if (code[k] === '\n') lineStarts.push(k + 1);
  return refs.flatMap((ref) => {
    const target = table[ref.key];
    if (!target) return [];
    let line = lineStarts.length - 1;
    while (lineStarts[line] > ref.start) line--;
    const link: PlannedLink = {
      line,
      column: ref.start - lineStarts[line],
      length: ref.end - ref.start,
      href: target.href,
    };
    if (target.missing) link.missing = ref.key.slice(1);
    return [link];
  });
}

/**
 * Variables of known class that the page's samples declare, for the samples
 * that use them (one sample imports what another, a `lib/` file, declares);
 * a name two samples declare with different classes is left out.
 */
export function pageVariables(codes: readonly string[], api: LinkApi): Map<string, string> {
  const found = new Map<string, string | null>();
  for (const code of codes) {
    for (const [name, type] of knownVariables(code, api))
      found.set(name, found.has(name) && found.get(name) !== type ? null : type);
  }
  return new Map([...found].filter((entry): entry is [string, string] => entry[1] !== null));
}

/** One ```dart block of a page with its plan: the encoded plan and its id (shared/dartLinkPlan.ts). */
export interface PlannedBlock {
  node: Code;
  id: string;
  plan: string;
  links: number;
}

/** The plans of a page's ```dart blocks that link at least one name. */
export function planBlocks(tree: Root, api: LinkApi, table: LinkTable): PlannedBlock[] {
  const blocks = dartBlocks(tree);
  const outer = pageVariables(
    blocks.map((block) => block.value),
    api,
  );
  return blocks.flatMap((node) => {
    const links = planFor(node.value, resolveNames(node.value, api, outer), table);
    if (links.length === 0) return [];
    const plan = encodePlan(links);
    return [{node, id: blockId(node.value, plan), plan, links: links.length}];
  });
}

/**
 * Sets each linked block's id on its `<code>`; returns the blocks whose plan
 * the generated plans (data/generated/dart-link-plans.json) lack or hold
 * differently, which scripts/generate-api-links.ts brings up to date.
 */
export function linkDartBlocks(
  tree: Root,
  api: LinkApi,
  table: LinkTable,
  plans: Readonly<Record<string, string>>,
): PlannedBlock[] {
  const stale: PlannedBlock[] = [];
  for (const block of planBlocks(tree, api, table)) {
    if (plans[block.id] !== block.plan) stale.push(block);
    block.node.data ??= {};
    block.node.data.hProperties = {...block.node.data.hProperties, [PLAN_ATTRIBUTE]: block.id};
  }
  return stale;
}
