/**
 * The retry figure's settings and words over the delay model (src/models/retry): the figure's
 * delayGenerator choices as model options, and the sentence the live region announces. Pure:
 * the view (src/components/RetryBackoffSimulator) only renders them.
 */
import {formatDuration, formatRanges} from './format';
import type {BackoffType, RetryDelay, RetryModelOptions} from './retry';

/** The figure's delayGenerator choice: not set, one returning the base delay, or one returning null. */
export type GeneratorMode = 'none' | 'base' | 'null';

/** What the figure's controls set. */
export interface RetryFigureSettings {
  backoffType: BackoffType;
  delayMs: number;
  maxRetryAttempts: number;
  useJitter: boolean;
  maxDelayMs: number;
  generator: GeneratorMode;
}

/** The model options for the figure's settings, with the chosen delayGenerator. */
export function retryFigureOptions(s: RetryFigureSettings): RetryModelOptions {
  const generators: Record<GeneratorMode, RetryModelOptions['delayGenerator']> = {
    none: undefined,
    base: () => s.delayMs,
    null: () => null,
  };
  return {...s, delayGenerator: generators[s.generator]};
}

/** How many retries and calls, the total wait, the caps and the retries without a wait, in words. */
export function retrySummary(
  s: RetryFigureSettings,
  delays: RetryDelay[],
  stopped: boolean,
  totalWaitMs: number,
): string {
  if (stopped && delays.length === 0)
    return 'The delayGenerator returned null after the first failure, so Retry gave up without retrying: 1 call, no wait.';
  if (delays.length === 0) return 'maxRetryAttempts is 0: no retry, 1 call, no wait.';
  const calls = delays.length + 1;
  const parts = [
    `${delays.length} ${delays.length === 1 ? 'retry' : 'retries'}, ${calls} calls if every attempt fails. Total wait: ${formatDuration(totalWaitMs)}.`,
  ];
  const capped = delays.filter((d) => d.capped).length;
  if (capped > 0) parts.push(`${capped} capped at maxDelay (${formatDuration(s.maxDelayMs)}).`);
  const noWait = delays.filter((d) => !d.waits).map((d) => d.attempt);
  if (noWait.length > 0) {
    const overflowed = delays.some((d) => d.source === 'formula' && s.delayMs >= 1 && d.baseMs <= 0);
    parts.push(
      `No wait before the retries after attempts ${formatRanges(noWait)}${overflowed ? ': the 64-bit delay arithmetic overflowed to a negative value or 0' : ''}.`,
    );
  }
  if (s.generator === 'base') parts.push('The delayGenerator’s value is used as returned: no jitter, no cap.');
  return parts.join(' ');
}
