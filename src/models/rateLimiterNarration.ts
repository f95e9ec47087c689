/**
 * The rate limiter figure's replay and words over the limiter model (src/models/rateLimiter):
 * evenly spaced requests run through the chosen limiter as marks and a level line, and the
 * sentence the live region announces. Pure: the view (src/components/RateLimiterSimulator)
 * only renders them.
 */
import {formatDuration} from './format';
import {
  REJECTION_REASONS,
  concurrencyLimiter,
  evenlySpaced,
  fixedWindow,
  runningOverTime,
  slidingWindow,
  tokenBucket,
  type RateLimiterAlgorithm,
  type WindowDecision,
} from './rateLimiter';

/** What the figure's controls set. */
export interface RateLimiterFigureSettings {
  algorithm: RateLimiterAlgorithm;
  permitLimit: number;
  windowMs: number;
  segmentsPerWindow: number;
  queueLimit: number;
  callMs: number;
  requests: number;
  spacingMs: number;
}

type Settings = RateLimiterFigureSettings;

/** One request as drawn: when it arrived and what became of it. */
export type Mark = {
  index: number;
  at: number;
  kind: 'admitted' | 'queued' | 'rejected' | 'error' | 'waiting';
  startMs?: number;
  retryAfterMs: number | null;
};

export interface Replay {
  marks: Mark[];
  /** A step line: permits left (window limiters) or calls running (concurrency). */
  levels: {t: number; value: number}[];
  levelLabel: string;
  levelMax: number;
  endMs: number;
}

function windowMarks(decisions: WindowDecision[]): Mark[] {
  return decisions.map((d, index) => ({
    index,
    at: d.at,
    kind: d.kind,
    retryAfterMs: d.kind === 'rejected' ? d.retryAfterMs : null,
  }));
}

/** Evenly spaced requests through the chosen limiter, as marks and a level line to draw. */
export function rateLimiterReplay(s: Settings): Replay {
  const times = evenlySpaced(s.requests, s.spacingMs);
  const lastAt = times[times.length - 1] ?? 0;
  if (s.algorithm === 'concurrencyLimiter') {
    const decisions = concurrencyLimiter(
      s,
      times.map((at) => ({at, durationMs: s.callMs})),
    );
    const marks: Mark[] = decisions.map((d, index) =>
      d.kind === 'admitted'
        ? {index, at: d.at, kind: d.startMs > d.at ? 'queued' : 'admitted', startMs: d.startMs, retryAfterMs: null}
        : {index, at: d.at, kind: d.kind, retryAfterMs: null},
    );
    const levels = runningOverTime(decisions);
    const endMs = Math.max(lastAt, ...levels.map((l) => l.t));
    return {marks, levels, levelLabel: 'running', levelMax: Math.max(1, s.permitLimit), endMs};
  }
  const simulate = {tokenBucket, slidingWindow, fixedWindow}[s.algorithm];
  const decisions = simulate(s, times);
  const levels = [
    {t: 0, value: s.permitLimit},
    ...decisions.flatMap((d) => (d.kind === 'error' ? [] : [{t: d.at, value: d.remaining}])),
  ];
  return {
    marks: windowMarks(decisions),
    levels,
    levelLabel: s.algorithm === 'tokenBucket' ? 'tokens left' : 'permits left',
    levelMax: Math.max(1, s.permitLimit),
    endMs: lastAt + s.windowMs / 4,
  };
}

/** How many requests were admitted, queued and rejected, with retryAfter and the limiter's quirks, in words. */
export function rateLimiterSummary(s: Settings, marks: Mark[]): string {
  const count = (kind: Mark['kind']) => marks.filter((m) => m.kind === kind).length;
  if (count('error') > 0) {
    return `Every request fails with an UnsupportedError (integer division by zero): the segment length, window ~/ segmentsPerWindow, is ${s.segmentsPerWindow === 0 ? 'a division by 0' : '0 ms'}. The error escapes the strategy.`;
  }
  const parts = [
    `${marks.length} requests: ${count('admitted') + count('queued')} admitted${count('queued') > 0 ? ` (${count('queued')} after waiting in the queue)` : ''}, ${count('rejected')} rejected.`,
  ];
  const firstRejected = marks.find((m) => m.kind === 'rejected');
  if (firstRejected) {
    parts.push(
      firstRejected.retryAfterMs === null
        ? `Rejections carry no retryAfter (always null for the concurrency limiter); reason: '${REJECTION_REASONS[s.algorithm]}'.`
        : `The first rejection, at ${formatDuration(firstRejected.at)}, says retryAfter ${formatDuration(firstRejected.retryAfterMs)}; reason: '${REJECTION_REASONS[s.algorithm]}'.`,
    );
  }
  if (count('waiting') > 0) parts.push(`${count('waiting')} wait in the queue for ever: there is no queue timeout.`);
  if (s.algorithm === 'slidingWindow') parts.push('segmentsPerWindow is stored but ignored by the sliding window.');
  if (s.algorithm === 'tokenBucket' && s.permitLimit / s.segmentsPerWindow < 1) {
    parts.push(
      'permitLimit / segmentsPerWindow is below 1: a refill one segment later adds no token but still resets the refill time, so the bucket can starve.',
    );
  }
  return parts.join(' ');
}
