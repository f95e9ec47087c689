/**
 * The engine's chunk (engine.ts and MiniSearch). The embedded client loads it
 * before its first search; `warmUpSearch` (backend.ts) asks for it beside the
 * index, so that it does not wait for the backend's chunk first. Both calls
 * share one request.
 */
import type * as EngineModule from './engine';

export function importEngine(): Promise<typeof EngineModule> {
  return import(/* webpackChunkName: "search-engine" */ './engine');
}
