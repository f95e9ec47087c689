/**
 * Bars of the delay before each retry, as polly_dart 0.0.9 computes it (src/models/retry),
 * with the maxDelay cap drawn and the total wait if every attempt fails.
 */
import {useMemo, useState, type ReactNode} from 'react';
import {RETRY_DEFAULTS, retrySchedule} from '@site/src/models/retry';
import {retryFigureOptions, retrySummary, type RetryFigureSettings as Settings} from '@site/src/models/retryNarration';
import {seededRandom} from '@site/src/models/random';
import {axisTicks, formatDuration} from '@site/src/models/format';
import {
  ActionButton,
  ButtonRow,
  Chart,
  CheckboxField,
  Controls,
  DataTable,
  DurationScale,
  HatchPatterns,
  Label,
  LiveRegion,
  NumberField,
  Panel,
  SelectField,
  hatchId,
  useSafeId,
} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

export interface RetryBackoffSimulatorProps {
  /** Starting values; the library's defaults where left out. */
  initial?: Partial<Settings>;
  title?: string;
}

const BACKOFF_OPTIONS = [
  {value: 'constant', label: 'constant'},
  {value: 'linear', label: 'linear'},
  {value: 'exponential', label: 'exponential'},
] as const;

const GENERATOR_OPTIONS = [
  {value: 'none', label: 'not set'},
  {value: 'base', label: 'returns the base delay'},
  {value: 'null', label: 'returns null'},
] as const;

const MAX_BARS = 64;
const WIDTH = 640;
const HEIGHT = 260;
const PLOT = {left: 64, right: 16, top: 20, bottom: 40};
const PLOT_W = WIDTH - PLOT.left - PLOT.right;
const PLOT_H = HEIGHT - PLOT.top - PLOT.bottom;

const INFINITE_PREVIEW: Settings = {
  backoffType: 'exponential',
  delayMs: 1000,
  maxRetryAttempts: MAX_BARS,
  useJitter: false,
  maxDelayMs: 30_000,
  generator: 'none',
};

export default function RetryBackoffSimulator({
  initial,
  title = 'Retry delays',
}: RetryBackoffSimulatorProps): ReactNode {
  const [settings, setSettings] = useState<Settings>({...RETRY_DEFAULTS, generator: 'none', ...initial});
  const [seed, setSeed] = useState(1);
  const chartId = useSafeId('retry-chart');
  const set =
    <K extends keyof Settings>(key: K) =>
    (value: Settings[K]) =>
      setSettings((s) => ({...s, [key]: value}));

  const schedule = useMemo(() => retrySchedule(retryFigureOptions(settings), seededRandom(seed)), [settings, seed]);
  const {delays} = schedule;
  const text = retrySummary(settings, delays, schedule.stoppedByGenerator, schedule.totalWaitMs);

  const tallest = Math.max(1, ...delays.filter((d) => d.waits).map((d) => d.delayMs));
  const showCap = settings.maxDelayMs > 0 && settings.maxDelayMs <= tallest * 1.25;
  const ticks = axisTicks(Math.max(tallest, showCap ? settings.maxDelayMs : 0) * 1.08);
  const yMax = ticks[ticks.length - 1];
  const y = (ms: number) => PLOT.top + PLOT_H - (Math.min(ms, yMax) / yMax) * PLOT_H;
  const band = PLOT_W / Math.max(delays.length, 1);
  const barWidth = Math.max(2, band * 0.7);
  const labelEvery = Math.ceil(delays.length / 16);

  return (
    <Panel title={title}>
      <Controls legend="RetryStrategyOptions">
        <SelectField
          label="backoffType"
          value={settings.backoffType}
          options={BACKOFF_OPTIONS}
          onChange={set('backoffType')}
        />
        <NumberField
          label="delay"
          unit="ms"
          value={settings.delayMs}
          min={0}
          max={120_000}
          step={50}
          onChange={set('delayMs')}
        />
        <NumberField
          label="maxRetryAttempts"
          value={settings.maxRetryAttempts}
          min={0}
          max={MAX_BARS}
          onChange={set('maxRetryAttempts')}
        />
        <NumberField
          label="maxDelay"
          unit="ms"
          value={settings.maxDelayMs}
          min={0}
          max={600_000}
          step={500}
          onChange={set('maxDelayMs')}
        />
        <CheckboxField label="useJitter" checked={settings.useJitter} onChange={set('useJitter')} />
        <SelectField
          label="delayGenerator"
          value={settings.generator}
          options={GENERATOR_OPTIONS}
          onChange={set('generator')}
        />
      </Controls>
      <ButtonRow label="Chart actions">
        {settings.useJitter ? <ActionButton onClick={() => setSeed((n) => n + 1)}>Draw new jitter</ActionButton> : null}
        <ActionButton onClick={() => setSettings(INFINITE_PREVIEW)}>Show infinite(): first 64 retries</ActionButton>
        <ActionButton onClick={() => setSettings({...RETRY_DEFAULTS, generator: 'none'})}>
          Library defaults
        </ActionButton>
      </ButtonRow>
      <Chart
        id={chartId}
        width={WIDTH}
        height={HEIGHT}
        description={`Bar chart of the delay before each retry. ${text}`}
        data-testid="retry-chart"
        data-bar-count={delays.length}>
        <HatchPatterns chartId={chartId} tones={['warn']} />
        <DurationScale ticks={ticks} y={y} left={PLOT.left} right={WIDTH - PLOT.right} />
        {delays.map((d, i) => {
          const x = PLOT.left + i * band + (band - barWidth) / 2;
          const top = d.waits ? y(d.delayMs) : y(0);
          return (
            <g key={d.attempt} data-bar="" data-delay-ms={d.delayMs} data-capped={d.capped} data-waits={d.waits}>
              <title>{`After attempt ${d.attempt} fails: ${d.waits ? `wait ${formatDuration(d.delayMs)}` : 'no wait'}${d.capped ? ' (capped)' : ''}`}</title>
              {d.waits ? (
                <rect
                  x={x}
                  y={top}
                  width={barWidth}
                  height={y(0) - top}
                  className={d.capped ? styles.capped : d.source === 'generator' ? styles.generated : styles.bar}
                  fill={d.capped ? `url(#${hatchId(chartId, 'warn')})` : undefined}
                />
              ) : (
                <path d={`M${x + barWidth / 2 - 4} ${y(0) - 8} l8 8 m0 -8 l-8 8`} className={styles.noWait} />
              )}
              {d.jitteredMs !== null && d.baseMs > 0 && d.baseMs <= yMax ? (
                <line x1={x - 2} x2={x + barWidth + 2} y1={y(d.baseMs)} y2={y(d.baseMs)} className={styles.baseTick} />
              ) : null}
              {delays.length <= 12 ? (
                <Label x={x + barWidth / 2} y={top - 5} textAnchor="middle">
                  {d.waits ? formatDuration(d.delayMs) : 'no wait'}
                </Label>
              ) : null}
              {i % labelEvery === 0 ? (
                <Label x={x + barWidth / 2} y={HEIGHT - PLOT.bottom + 16} textAnchor="middle">
                  {d.attempt}
                </Label>
              ) : null}
            </g>
          );
        })}
        {showCap ? (
          <g data-testid="retry-cap-line">
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(settings.maxDelayMs)}
              y2={y(settings.maxDelayMs)}
              className={styles.capLine}
            />
            <Label x={WIDTH - PLOT.right} y={y(settings.maxDelayMs) - 5} textAnchor="end" variant="strong">
              {`maxDelay ${formatDuration(settings.maxDelayMs)}`}
            </Label>
          </g>
        ) : null}
        <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(0)} y2={y(0)} className={styles.axis} />
        <Label x={PLOT.left + PLOT_W / 2} y={HEIGHT - 6} textAnchor="middle">
          attempt that failed (0 = the first call)
        </Label>
      </Chart>
      <p className={styles.legend}>
        <span className={styles.keyBar} aria-hidden="true" /> delay used
        <span className={styles.keyCapped} aria-hidden="true" /> capped at maxDelay
        {settings.useJitter ? (
          <>
            <span className={styles.keyTick} aria-hidden="true" /> delay before jitter
          </>
        ) : null}
        <span className={styles.keyCross} aria-hidden="true">
          ×
        </span>{' '}
        no wait
      </p>
      <LiveRegion>{text}</LiveRegion>
      <DataTable
        summary="Delays as a table"
        head={['Attempt that failed', 'Computed', 'After jitter', 'Delay used']}
        rows={delays.map((d) => [
          d.attempt,
          d.source === 'generator' ? 'delayGenerator' : formatDuration(d.baseMs),
          d.jitteredMs === null ? '—' : formatDuration(d.jitteredMs),
          `${d.waits ? formatDuration(d.delayMs) : 'no wait'}${d.capped ? ' (capped)' : ''}`,
        ])}
      />
    </Panel>
  );
}
