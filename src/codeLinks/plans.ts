/**
 * The links of the site's Dart samples by block id, from
 * data/generated/dart-link-plans.json (written by
 * scripts/generate-api-links.ts from what plugins/dart-links computes),
 * decoded once per block. Only the highlighting code block imports this
 * module, so the plans ride in the highlighter's chunk, never in a page's
 * first load.
 */
import plansJson from '@site/data/generated/dart-link-plans.json';
import {decodePlan, linksByLine, type LineLink} from '@site/shared/dartLinkPlan';
import type {LinkedBlock} from './context';

const plans = plansJson as Record<string, string>;
const decoded = new Map<string, ReadonlyMap<string, readonly LineLink[]>>();

/** The block's links by line text, addresses with the base URL; none when the plans lack its id. */
export function blockLinks(block: LinkedBlock, baseUrl: string): ReadonlyMap<string, readonly LineLink[]> | null {
  const plan = plans[block.id];
  if (plan === undefined) return null;
  let links = decoded.get(block.id);
  if (!links) {
    const withBase = decodePlan(plan).map((link) => ({...link, href: `${baseUrl}${link.href.replace(/^\//, '')}`}));
    links = linksByLine(block.code, withBase);
    decoded.set(block.id, links);
  }
  return links;
}
