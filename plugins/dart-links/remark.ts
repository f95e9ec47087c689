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

export interface LinkCount {
  blocks: number;
  links: number;
}

/** Adds each ```dart block's plan to its `<code>`; returns how many blocks and names it linked. */
export function linkDartBlocks(tree: Root, api: LinkApi, table: LinkTable): LinkCount {
  const count: LinkCount = {blocks: 0, links: 0};
  const blocks = dartBlocks(tree);
  const outer = pageVariables(
    blocks.map((block) => block.value),
    api,
  );
  for (const block of blocks) {
    const plan = planFor(block.value, resolveNames(block.value, api, outer), table);
    count.blocks++;
    if (plan.length === 0) continue;
    count.links += plan.length;
    block.data ??= {};
    block.data.hProperties = {...block.data.hProperties, [PLAN_ATTRIBUTE]: encodePlan(plan)};
  }
  return count;
}
