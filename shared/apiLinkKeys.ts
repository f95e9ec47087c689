/**
 * The names by which a linked polly_dart name in a Dart sample refers to the
 * API manifest: the build step that links the samples (plugins/dart-links)
 * writes them, and the table of link targets and cards
 * (src/api/apiLinks.ts, data/generated/api-links.json) is keyed by them.
 * Pure and tiny: string in, string out.
 */

/** An exported class, enum or typedef: `RetryStrategyOptions`. */
export const symbolKey = (symbol: string): string => symbol;

/** A named constructor (`RetryStrategyOptions.noDelay`), a member (`Outcome.isSuccess`) or an enum value (`CircuitState.open`). */
export const memberKey = (symbol: string, member: string): string => `${symbol}.${member}`;

/** A constructor's parameter: `RetryStrategyOptions(delay)`, `RetryStrategyOptions.noDelay(maxRetryAttempts)`. */
export const parameterKey = (symbol: string, constructor: string, parameter: string): string =>
  `${constructor ? memberKey(symbol, constructor) : symbol}(${parameter})`;

/** A name the manifest lists in `nonExistentNames`: the entry itself, marked. */
export const missingKey = (entry: string): string => `!${entry}`;
