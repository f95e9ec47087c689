/**
 * The hedging figure's words over the timeline model (src/models/hedging): the name of each
 * attempt and the sentence the live region announces. Pure: the view
 * (src/components/HedgingSimulator) only renders them.
 */
import {formatDuration} from './format';
import type {HedgingTimeline} from './hedging';

/** 0 is the primary; k is hedge k. */
export function attemptName(index: number): string {
  return index === 0 ? 'primary' : `hedge ${index}`;
}

/** What the caller gets and when, and what became of the other attempts, in words. */
export function hedgingSummary(t: HedgingTimeline): string {
  const parts =
    t.winner === null
      ? [
          `Every attempt failed: instead of returning the failure, the strategy throws a TypeError at ${formatDuration(t.decidedAtMs)}.`,
        ]
      : [`The caller gets the ${attemptName(t.winner)}’s result at ${formatDuration(t.decidedAtMs)}.`];
  if (t.attempts.length > 1) {
    parts.push(
      `All ${t.attempts.length} attempts were started, the last at ${formatDuration(t.lastStartMs)}, whatever the earlier ones had done.`,
    );
  }
  const cancelled = t.attempts.filter((a) => a.fate === 'cancelled').map((a) => attemptName(a.index));
  if (cancelled.length > 0)
    parts.push(
      `Cancelled (their context copies; the code runs on until it checks the token): ${cancelled.join(', ')}.`,
    );
  const ignored = t.attempts.filter((a) => a.fate === 'finishedIgnored').map((a) => attemptName(a.index));
  if (ignored.length > 0)
    parts.push(
      `Finished but not looked at, because finished attempts are examined primary first: ${ignored.join(', ')}.`,
    );
  return parts.join(' ');
}
