/**
 * The MDX step that links the polly_dart names of every ```dart block: each
 * block's names (resolve.ts) that have an entry on the API pages become its
 * link plan (shared/dartLinkPlan.ts), set as the `data-api-links` attribute
 * of the block's `<code>`; the code block turns it into links as it renders
 * (src/theme/MDXComponents/Code). The code itself is not touched. Pure: the
 * caller passes the API and the link table in.
 */
import type {Code, Nodes, Root} from 'mdast';
import {encodePlan, type PlannedLink} from '../../shared/dartLinkPlan';
import type {LinkApi} from './api';
import {resolveNames, type NameRef} from './resolve';

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
    const link: PlannedLink = {line, column: ref.start - lineStarts[line], length: ref.end - ref.start, href: target.href};
    if (target.missing) link.missing = ref.key.slice(1);
    return [link];
  });
}

export interface LinkCount {
  blocks: number;
  links: number;
}

/** Adds each ```dart block's plan to its `<code>`; returns how many blocks and names it linked. */
export function linkDartBlocks(tree: Root, api: LinkApi, table: LinkTable): LinkCount {
  const count: LinkCount = {blocks: 0, links: 0};
  for (const block of dartBlocks(tree)) {
    const plan = planFor(block.value, resolveNames(block.value, api), table);
    count.blocks++;
    if (plan.length === 0) continue;
    count.links += plan.length;
    block.data ??= {};
    block.data.hProperties = {...block.data.hProperties, [PLAN_ATTRIBUTE]: encodePlan(plan)};
  }
  return count;
}
