/**
 * The hedging strategy of polly_dart 0.0.9 as a timeline, after `HedgingStrategy.executeCore` and
 * `_waitForAnyCompletion` (lib/src/strategies/hedging_strategy.dart at 2a85979).
 *
 * The primary starts at 0. Hedge i (zero-based) starts after i + 1 delays, whatever the
 * attempts already started have done: the loop never checks them. Only once the last hedge
 * has started are outcomes examined: those already finished in start order (primary first),
 * then the others as they finish. The first success wins and every attempt still running is
 * cancelled. If all fail, the strategy throws a TypeError instead of returning a failure.
 *
 * Each attempt is modelled as work that finishes after `durationMs` with a success or a failure.
 * An attempt finishing exactly when the last hedge starts counts as already finished (its timer
 * was created first); attempts finishing at the same moment are taken in start order.
 */
export interface HedgingModelOptions {
  maxHedgedAttempts: number;
  delayMs: number;
}

/** `HedgingStrategyOptions()` defaults. */
export const HEDGING_DEFAULTS: HedgingModelOptions = {maxHedgedAttempts: 1, delayMs: 1000};

export interface HedgingAttemptInput {
  durationMs: number;
  succeeds: boolean;
}

export type AttemptFate =
  /** Its result is what the caller receives. */
  | 'winner'
  /** It failed; the strategy dropped its outcome and kept waiting. */
  | 'failedDropped'
  /** It had finished too, but the winner was examined first; its outcome is ignored. */
  | 'finishedIgnored'
  /** Still running when the winner was picked: its context copy is cancelled, its result ignored. */
  | 'cancelled';

export interface HedgingAttempt {
  /** 0 = primary, k = hedge k - 1 (its context copy has attemptNumber k). */
  index: number;
  startMs: number;
  /** When its work finishes (or would have finished, if cancelled). */
  endMs: number;
  succeeds: boolean;
  fate: AttemptFate;
}

export interface HedgingTimeline {
  attempts: HedgingAttempt[];
  /** When the last hedge starts: maxHedgedAttempts × delay (for a positive delay). */
  lastStartMs: number;
  /** When the caller gets its answer (result or TypeError). */
  decidedAtMs: number;
  /** Index of the winning attempt, or null when every attempt failed. */
  winner: number | null;
  /** What the caller receives. */
  callerReceives: 'result' | 'typeError';
}

export function hedgingTimeline(options: HedgingModelOptions, inputs: HedgingAttemptInput[]): HedgingTimeline {
  const count = 1 + Math.max(0, options.maxHedgedAttempts);
  if (inputs.length < count)
    throw new RangeError(`hedgingTimeline needs ${count} attempt inputs, got ${inputs.length}`);
  const step = Math.max(0, options.delayMs);
  const lastStartMs = (count - 1) * step;
  const started = inputs.slice(0, count).map((input, index) => ({
    index,
    startMs: index * step,
    endMs: index * step + input.durationMs,
    succeeds: input.succeeds,
  }));
  const examineAt = (a: {endMs: number}) => Math.max(a.endMs, lastStartMs);
  const order = [...started].sort((a, b) => examineAt(a) - examineAt(b) || a.index - b.index);
  const winnerEntry = order.find((a) => a.succeeds) ?? null;
  const decidedAtMs = winnerEntry ? examineAt(winnerEntry) : Math.max(...order.map(examineAt));
  const examined = new Set(winnerEntry ? order.slice(0, order.indexOf(winnerEntry) + 1) : order);
  const fateOf = (a: (typeof started)[number]): AttemptFate => {
    if (a === winnerEntry) return 'winner';
    if (examined.has(a)) return 'failedDropped';
    return a.endMs <= decidedAtMs ? 'finishedIgnored' : 'cancelled';
  };
  return {
    attempts: started.map((a) => ({...a, fate: fateOf(a)})),
    lastStartMs,
    decidedAtMs,
    winner: winnerEntry?.index ?? null,
    callerReceives: winnerEntry ? 'result' : 'typeError',
  };
}
