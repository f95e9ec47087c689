/**
 * Requests arriving at a rate limiter of polly_dart 0.0.9 (src/models/rateLimiter): which are
 * admitted, queued or rejected over time, with retryAfter where the library gives one.
 */
import {useMemo, useState, type ReactNode} from 'react';
import type {RateLimiterAlgorithm} from '@site/src/models/rateLimiter';
import {
  rateLimiterReplay,
  rateLimiterSummary,
  type Mark,
  type RateLimiterFigureSettings as Settings,
} from '@site/src/models/rateLimiterNarration';
import {axisTicks, formatDuration} from '@site/src/models/format';
import {
  Chart,
  Controls,
  DataTable,
  Label,
  LiveRegion,
  NumberField,
  Panel,
  SelectField,
  TimeGrid,
  useSafeId,
} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

export interface RateLimiterSimulatorProps {
  initial?: Partial<Settings>;
  title?: string;
}

const ALGORITHMS = [
  {value: 'tokenBucket', label: 'tokenBucket'},
  {value: 'slidingWindow', label: 'slidingWindow'},
  {value: 'fixedWindow', label: 'fixedWindow'},
  {value: 'concurrencyLimiter', label: 'concurrencyLimiter'},
] as const;

/** The default segmentsPerWindow of each named constructor (fixedWindow sets 1 itself). */
const DEFAULT_SEGMENTS: Record<RateLimiterAlgorithm, number> = {
  tokenBucket: 1,
  slidingWindow: 4,
  fixedWindow: 1,
  concurrencyLimiter: 1,
};

const DEFAULTS: Settings = {
  algorithm: 'fixedWindow',
  permitLimit: 5,
  windowMs: 1000,
  segmentsPerWindow: 1,
  queueLimit: 2,
  callMs: 800,
  requests: 20,
  spacingMs: 100,
};

const WIDTH = 640;
const HEIGHT = 230;
const PLOT = {left: 92, right: 20, top: 14, bottom: 32};
const PLOT_W = WIDTH - PLOT.left - PLOT.right;
const ROWS = {admitted: 40, rejected: 92};
const LEVEL = {top: 124, bottom: 184};
const STACK = 7;
const MAX_STACK = 5;

export default function RateLimiterSimulator({initial, title = 'Rate limiter'}: RateLimiterSimulatorProps): ReactNode {
  const [s, setSettings] = useState<Settings>({...DEFAULTS, ...initial});
  const chartId = useSafeId('rate-limiter');
  const set =
    <K extends keyof Settings>(key: K) =>
    (value: Settings[K]) =>
      setSettings((prev) => ({...prev, [key]: value}));
  const {marks, levels, levelLabel, levelMax, endMs} = useMemo(() => rateLimiterReplay(s), [s]);
  const text = rateLimiterSummary(s, marks);

  const ticks = axisTicks(Math.max(endMs, 1) * 1.02);
  const tMax = ticks[ticks.length - 1];
  const x = (ms: number) => PLOT.left + (Math.min(ms, tMax) / tMax) * PLOT_W;
  const levelY = (v: number) => LEVEL.bottom - (v / levelMax) * (LEVEL.bottom - LEVEL.top);
  const rowOf = (m: Mark) => (m.kind === 'admitted' || m.kind === 'queued' ? ROWS.admitted : ROWS.rejected);
  /** Marks at the same instant in the same row are stacked upwards (at most MAX_STACK high). */
  const stackIndex = (m: Mark) =>
    marks.filter((o) => o.index < m.index && o.at === m.at && rowOf(o) === rowOf(m)).length;
  const markY = (m: Mark) => rowOf(m) + 12 - Math.min(stackIndex(m), MAX_STACK) * STACK;
  const steps =
    levels.map((l, i) => (i === 0 ? `M${x(l.t)} ${levelY(l.value)}` : `H${x(l.t)} V${levelY(l.value)}`)).join(' ') +
    ` H${x(tMax)}`;

  return (
    <Panel title={title}>
      <Controls legend={`RateLimiterStrategyOptions.${s.algorithm}`}>
        <SelectField
          label="constructor"
          value={s.algorithm}
          options={ALGORITHMS}
          onChange={(algorithm) =>
            setSettings((prev) => ({...prev, algorithm, segmentsPerWindow: DEFAULT_SEGMENTS[algorithm]}))
          }
        />
        <NumberField label="permitLimit" value={s.permitLimit} min={0} max={50} onChange={set('permitLimit')} />
        {s.algorithm === 'concurrencyLimiter' ? (
          <>
            <NumberField label="queueLimit" value={s.queueLimit} min={0} max={50} onChange={set('queueLimit')} />
            <NumberField
              label="each call takes"
              unit="ms"
              value={s.callMs}
              min={0}
              max={10_000}
              step={50}
              onChange={set('callMs')}
            />
          </>
        ) : (
          <>
            <NumberField
              label="window"
              unit="ms"
              value={s.windowMs}
              min={0}
              max={60_000}
              step={100}
              onChange={set('windowMs')}
            />
            {s.algorithm === 'fixedWindow' ? null : (
              <NumberField
                label={s.algorithm === 'slidingWindow' ? 'segmentsPerWindow (ignored)' : 'segmentsPerWindow'}
                value={s.segmentsPerWindow}
                min={0}
                max={100}
                onChange={set('segmentsPerWindow')}
              />
            )}
          </>
        )}
      </Controls>
      <Controls legend="Traffic">
        <NumberField label="requests" value={s.requests} min={1} max={40} onChange={set('requests')} />
        <NumberField
          label="one every"
          unit="ms"
          value={s.spacingMs}
          min={0}
          max={5000}
          step={10}
          onChange={set('spacingMs')}
        />
      </Controls>
      <Chart
        id={chartId}
        width={WIDTH}
        height={HEIGHT}
        description={`Requests over time. ${text}`}
        data-testid="rate-limiter-chart"
        data-admitted={marks.filter((m) => m.kind === 'admitted' || m.kind === 'queued').length}
        data-rejected={marks.filter((m) => m.kind === 'rejected').length}>
        <TimeGrid ticks={ticks} x={x} top={PLOT.top} bottom={HEIGHT - PLOT.bottom} />
        <Label x={PLOT.left - 8} y={ROWS.admitted + 16} textAnchor="end">
          admitted
        </Label>
        <Label x={PLOT.left - 8} y={ROWS.rejected + 16} textAnchor="end">
          rejected
        </Label>
        <Label x={PLOT.left - 22} y={(LEVEL.top + LEVEL.bottom) / 2 + 4} textAnchor="end">
          {levelLabel}
        </Label>
        <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={LEVEL.bottom} y2={LEVEL.bottom} className={styles.axis} />
        <Label x={PLOT.left - 8} y={LEVEL.top + 4} textAnchor="end" variant="small">
          {levelMax}
        </Label>
        <Label x={PLOT.left - 8} y={LEVEL.bottom + 4} textAnchor="end" variant="small">
          0
        </Label>
        <path d={steps} className={styles.level} />
        {marks.map((m) => {
          const cx = x(m.kind === 'queued' ? (m.startMs ?? m.at) : m.at);
          const cy = markY(m);
          return (
            <g key={m.index} data-request={m.index} data-kind={m.kind}>
              <title>{`Request ${m.index + 1} at ${formatDuration(m.at)}: ${m.kind}${m.retryAfterMs !== null ? `, retryAfter ${formatDuration(m.retryAfterMs)}` : ''}`}</title>
              {m.kind === 'queued' ? <line x1={x(m.at)} x2={cx} y1={cy} y2={cy} className={styles.queueLine} /> : null}
              {m.kind === 'queued' ? <circle cx={x(m.at)} cy={cy} r="3.5" className={styles.queuedStart} /> : null}
              {m.kind === 'admitted' || m.kind === 'queued' ? (
                <circle cx={cx} cy={cy} r="4.5" className={styles.admitted} />
              ) : m.kind === 'waiting' ? (
                <rect x={cx - 4} y={cy - 4} width="8" height="8" className={styles.waiting} />
              ) : (
                <path
                  d={`M${cx - 4} ${cy - 4} l8 8 m0 -8 l-8 8`}
                  className={m.kind === 'error' ? styles.error : styles.rejected}
                />
              )}
            </g>
          );
        })}
      </Chart>
      <p className={styles.legend}>
        <span aria-hidden="true" className={styles.keyAdmitted}>
          ●
        </span>{' '}
        admitted
        <span aria-hidden="true" className={styles.keyQueued}>
          ○—●
        </span>{' '}
        queued, then run
        <span aria-hidden="true" className={styles.keyRejected}>
          ×
        </span>{' '}
        rejected
      </p>
      <LiveRegion>{text}</LiveRegion>
      <DataTable
        summary="Requests as a table"
        head={['Request', 'Arrives', 'Result', s.algorithm === 'concurrencyLimiter' ? 'Starts' : 'retryAfter']}
        rows={marks.map((m) => [
          m.index + 1,
          formatDuration(m.at),
          m.kind,
          s.algorithm === 'concurrencyLimiter'
            ? m.startMs === undefined
              ? '—'
              : formatDuration(m.startMs)
            : m.retryAfterMs === null
              ? '—'
              : formatDuration(m.retryAfterMs),
        ])}
      />
    </Panel>
  );
}
