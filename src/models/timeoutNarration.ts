/**
 * The timeout figure's words over the timeline model (src/models/timeout): what the caller
 * receives and the sentence the live region announces. Pure: the view
 * (src/components/TimeoutSimulator) only renders them.
 */
import {formatDuration} from './format';
import type {CallerReceives, TimeoutScenario, TimeoutTimeline} from './timeout';

/** What the caller receives, as the figure words it. */
export const RECEIVES_TEXT: Record<CallerReceives, string> = {
  result: 'the callback’s value',
  callbackException: 'the callback’s exception',
  TimeoutRejectedException: 'TimeoutRejectedException',
};

/** What the caller gets and when, and what becomes of the context and the callback, in words. */
export function timeoutSummary(s: TimeoutScenario, t: TimeoutTimeline): string {
  const parts = [`The caller gets ${RECEIVES_TEXT[t.callerReceives]} at ${formatDuration(t.callerReceivesAtMs)}.`];
  if (!t.timerActive) parts.push('A timeout of zero or less means no timer at all.');
  if (t.contextCancelledAtMs !== null) {
    parts.push(`The shared context is cancelled at ${formatDuration(t.contextCancelledAtMs)}, for good.`);
  }
  if (t.winner === 'callback' && t.contextCancelledAtMs !== null)
    parts.push('The callback finished while onTimeout was running, so its result wins.');
  if (t.callbackFate === 'ranOnDiscarded')
    parts.push(
      `The callback keeps running until ${formatDuration(t.callbackEndsAtMs)}; its late result is thrown away.`,
    );
  if (t.callbackFate === 'stoppedByCancellation')
    parts.push('The callback watches its cancellation token and stops then.');
  if (s.onTimeoutMs > 0 && t.winner === 'timeout')
    parts.push(`onTimeout is awaited first (${formatDuration(s.onTimeoutMs)}).`);
  return parts.join(' ');
}
