/**
 * The timeline of a hedged call in polly_dart 0.0.9 (src/models/hedging): when each attempt
 * starts, which result the caller gets, and what happens to the other attempts.
 */
import {useMemo, useState, type ReactNode} from 'react';
import {
  hedgingTimeline,
  type AttemptFate,
  type HedgingAttempt,
  type HedgingAttemptInput,
  type HedgingModelOptions,
} from '@site/src/models/hedging';
import {attemptName, hedgingSummary} from '@site/src/models/hedgingNarration';
import {axisTicks, formatDuration} from '@site/src/models/format';
import {
  Chart,
  Controls,
  DataTable,
  HatchPatterns,
  Label,
  LiveRegion,
  NumberField,
  Panel,
  SelectField,
  TimeGrid,
  hatchId,
  useSafeId,
} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

const MAX_HEDGES = 3;
const WIDTH = 640;
const ROW_H = 40;
const PLOT = {left: 78, right: 180, top: 34, bottom: 34};
const PLOT_W = WIDTH - PLOT.left - PLOT.right;

const RESULT_OPTIONS = [
  {value: 'success', label: 'succeeds'},
  {value: 'failure', label: 'fails'},
] as const;

const FATE_TEXT: Record<AttemptFate, string> = {
  winner: '✓ returned',
  failedDropped: '✕ failed, dropped',
  finishedIgnored: 'done, ignored',
  cancelled: 'cancelled',
};

/** The starting example: a slow primary and a fast first hedge, which wins at about 300 ms. */
const DEFAULT_ATTEMPTS: HedgingAttemptInput[] = [
  {durationMs: 900, succeeds: true},
  {durationMs: 100, succeeds: true},
  {durationMs: 300, succeeds: true},
  {durationMs: 300, succeeds: true},
];

export interface HedgingSimulatorProps {
  initial?: Partial<HedgingModelOptions>;
  /** What each attempt would do: primary first. */
  attempts?: HedgingAttemptInput[];
  title?: string;
}

export default function HedgingSimulator({
  initial,
  attempts: initialAttempts = DEFAULT_ATTEMPTS,
  title = 'Hedging timeline',
}: HedgingSimulatorProps): ReactNode {
  const [options, setOptions] = useState<HedgingModelOptions>({maxHedgedAttempts: 1, delayMs: 200, ...initial});
  const [inputs, setInputs] = useState<HedgingAttemptInput[]>(() =>
    [...initialAttempts, ...DEFAULT_ATTEMPTS].slice(0, MAX_HEDGES + 1),
  );
  const chartId = useSafeId('hedging');
  const t = useMemo(() => hedgingTimeline(options, inputs), [options, inputs]);
  const text = hedgingSummary(t);
  const setInput = (index: number, patch: Partial<HedgingAttemptInput>) =>
    setInputs((list) => list.map((input, i) => (i === index ? {...input, ...patch} : input)));

  const height = PLOT.top + t.attempts.length * ROW_H + PLOT.bottom;
  const ticks = axisTicks(Math.max(t.decidedAtMs, ...t.attempts.map((a) => a.endMs), 1));
  const tMax = ticks[ticks.length - 1];
  const x = (ms: number) => PLOT.left + (ms / tMax) * PLOT_W;
  const rowY = (index: number) => PLOT.top + index * ROW_H;
  const stopAt = (a: HedgingAttempt) => (a.fate === 'cancelled' ? t.decidedAtMs : a.endMs);

  return (
    <Panel title={title}>
      <Controls legend="HedgingStrategyOptions">
        <NumberField
          label="delay"
          unit="ms"
          value={options.delayMs}
          min={0}
          max={10_000}
          step={50}
          onChange={(delayMs) => setOptions((o) => ({...o, delayMs}))}
        />
        <NumberField
          label="maxHedgedAttempts"
          value={options.maxHedgedAttempts}
          min={0}
          max={MAX_HEDGES}
          onChange={(maxHedgedAttempts) =>
            setOptions((o) => ({...o, maxHedgedAttempts: Math.round(maxHedgedAttempts)}))
          }
        />
      </Controls>
      <Controls legend="What each attempt would do">
        {t.attempts.map((a) => (
          <div key={a.index} className={styles.attemptFields}>
            <NumberField
              label={`${attemptName(a.index)} takes`}
              unit="ms"
              value={inputs[a.index].durationMs}
              min={0}
              max={10_000}
              step={50}
              onChange={(durationMs) => setInput(a.index, {durationMs})}
            />
            <SelectField
              label={`${attemptName(a.index)} result`}
              value={inputs[a.index].succeeds ? 'success' : 'failure'}
              options={RESULT_OPTIONS}
              onChange={(value) => setInput(a.index, {succeeds: value === 'success'})}
            />
          </div>
        ))}
      </Controls>
      <Chart
        id={chartId}
        width={WIDTH}
        height={height}
        description={`Timeline of the hedged call. ${text}`}
        data-testid="hedging-chart"
        data-decided-ms={t.decidedAtMs}
        data-winner={t.winner ?? 'none'}>
        <HatchPatterns chartId={chartId} tones={['muted']} />
        <TimeGrid ticks={ticks} x={x} top={PLOT.top - 6} bottom={height - PLOT.bottom} />
        {t.attempts.map((a) => {
          const y = rowY(a.index) + 8;
          const stop = stopAt(a);
          return (
            <g key={a.index} data-attempt={a.index} data-fate={a.fate} data-start-ms={a.startMs}>
              <Label x={PLOT.left - 8} y={y + 14} textAnchor="end">
                {attemptName(a.index)}
              </Label>
              <rect
                x={x(a.startMs)}
                y={y}
                width={Math.max(2, x(stop) - x(a.startMs))}
                height={20}
                className={a.fate === 'winner' ? styles.winner : a.succeeds ? styles.success : styles.failure}
              />
              {a.fate === 'cancelled' && a.endMs > stop ? (
                <rect
                  x={x(stop)}
                  y={y}
                  width={x(a.endMs) - x(stop)}
                  height={20}
                  fill={`url(#${hatchId(chartId, 'muted')})`}
                  className={styles.cancelled}
                />
              ) : null}
              <Label x={WIDTH - PLOT.right + 10} y={y + 14} variant="strong">
                {FATE_TEXT[a.fate]}
              </Label>
            </g>
          );
        })}
        {t.lastStartMs > 0 ? (
          <g>
            <line
              x1={x(t.lastStartMs)}
              x2={x(t.lastStartMs)}
              y1={PLOT.top - 6}
              y2={height - PLOT.bottom}
              className={styles.lastStart}
            />
            <Label x={x(t.lastStartMs)} y={PLOT.top - 10} textAnchor="middle">
              last hedge starts
            </Label>
          </g>
        ) : null}
        <line
          x1={x(t.decidedAtMs)}
          x2={x(t.decidedAtMs)}
          y1={PLOT.top - 6}
          y2={height - PLOT.bottom}
          className={styles.decided}
          data-testid="hedging-decided"
        />
        <Label x={x(t.decidedAtMs)} y={height - 4} textAnchor="middle" variant="strong">
          {t.winner === null ? 'TypeError thrown' : 'caller gets the answer'}
        </Label>
      </Chart>
      <LiveRegion>{text}</LiveRegion>
      <DataTable
        summary="Attempts as a table"
        head={['Attempt', 'Starts', 'Its work ends', 'Result', 'What happens']}
        rows={t.attempts.map((a) => [
          attemptName(a.index),
          formatDuration(a.startMs),
          formatDuration(a.endMs),
          a.succeeds ? 'success' : 'failure',
          FATE_TEXT[a.fate],
        ])}
      />
    </Panel>
  );
}
