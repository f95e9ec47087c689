/**
 * The components that are islands (src/accelerators/islands/README.md), by folder under src/components. With the
 * islands accelerator each one's `@site/src/components/<Name>` is replaced by a module the plugin writes from this
 * entry (./index.ts); without it the folder's `index.tsx` is used as it is.
 *
 * `interactive: false`: a diagram; a page loaded from the server keeps its HTML and never loads its code.
 * `interactive: true`: a figure with controls; its code loads after the page, when the reader nears or reaches it.
 */
export const ISLANDS = {
  CacheFlowDiagram: {interactive: false},
  CircuitBreakerSimulator: {interactive: true},
  CircuitStateDiagram: {interactive: false},
  DecisionGuide: {interactive: true},
  DotnetMap: {interactive: true},
  FallbackFlowDiagram: {interactive: false},
  HedgingDiagram: {interactive: false},
  HedgingSimulator: {interactive: true},
  PageFeedback: {interactive: true},
  PageTools: {interactive: true},
  PipelineComposer: {interactive: true},
  RateLimiterDiagram: {interactive: false},
  RateLimiterSimulator: {interactive: true},
  RetryBackoffSimulator: {interactive: true},
  RetryTimelineDiagram: {interactive: false},
  TimeoutRaceDiagram: {interactive: false},
  TimeoutSimulator: {interactive: true},
} as const satisfies Record<string, {interactive: boolean}>;

/** The module that stands in for `@site/src/components/<name>`: the folder's component as an island. */
export function islandModule(name: string, {interactive}: {interactive: boolean}): string {
  const component = `@site/src/components/${name}/index`;
  return [
    `// Written by plugins/islands from plugins/islands/registry.ts: ${name} as an island.`,
    "import {lazyIsland} from '@site/src/accelerators/islands/lazyIsland';",
    '',
    `export default lazyIsland(${JSON.stringify(name)}, () => import(${JSON.stringify(component)}), ` +
      `require.resolveWeak(${JSON.stringify(component)}), {interactive: ${interactive}});`,
    '',
  ].join('\n');
}
