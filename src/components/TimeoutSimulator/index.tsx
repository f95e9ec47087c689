/**
 * One call through polly_dart 0.0.9's timeout (src/models/timeout): when the timer fires,
 * when the context is cancelled, what the caller receives and what becomes of the callback.
 */
import {useMemo, useState, type ReactNode} from 'react';
import {timeoutTimeline, type TimeoutScenario} from '@site/src/models/timeout';
import {RECEIVES_TEXT, timeoutSummary} from '@site/src/models/timeoutNarration';
import {axisTicks} from '@site/src/models/format';
import {
  Chart,
  CheckboxField,
  Controls,
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

export interface TimeoutSimulatorProps {
  initial?: Partial<TimeoutScenario>;
  title?: string;
}

const DEFAULTS: TimeoutScenario = {
  timeoutMs: 2000,
  callbackMs: 3500,
  callbackSucceeds: true,
  watchesCancellation: false,
  onTimeoutMs: 0,
};

const RESULT_OPTIONS = [
  {value: 'success', label: 'returns a value'},
  {value: 'failure', label: 'throws'},
] as const;

const WIDTH = 640;
const HEIGHT = 190;
const PLOT = {left: 86, right: 176, top: 16, bottom: 30};
const PLOT_W = WIDTH - PLOT.left - PLOT.right;
const ROW = {callback: 22, timer: 72, caller: 122};

/** Room a label of `text` needs at the largest (phone) type size, in chart units. */
const labelWidth = (text: string) => text.length * 9;

/** A note next to a mark at `px`: on its right when it fits there, on its left otherwise. */
function Beside({px, gap, y, text}: {px: number; gap: number; y: number; text: string}): ReactNode {
  const right = px + gap + labelWidth(text) <= WIDTH;
  return (
    <Label x={right ? px + gap : px - gap} y={y} textAnchor={right ? 'start' : 'end'} variant="strong">
      {text}
    </Label>
  );
}

export default function TimeoutSimulator({initial, title = 'Timeout timeline'}: TimeoutSimulatorProps): ReactNode {
  const [s, setScenario] = useState<TimeoutScenario>({...DEFAULTS, ...initial});
  const chartId = useSafeId('timeout');
  const set =
    <K extends keyof TimeoutScenario>(key: K) =>
    (value: TimeoutScenario[K]) =>
      setScenario((prev) => ({...prev, [key]: value}));
  const t = useMemo(() => timeoutTimeline(s), [s]);
  const text = timeoutSummary(s, t);

  const ticks = axisTicks(Math.max(s.callbackMs, t.callerReceivesAtMs, t.contextCancelledAtMs ?? 0, s.timeoutMs, 1));
  const tMax = ticks[ticks.length - 1];
  const x = (ms: number) => PLOT.left + (Math.max(0, ms) / tMax) * PLOT_W;
  const timerFired = t.timerActive && (t.winner === 'timeout' || t.contextCancelledAtMs !== null);
  const firstStop = Math.min(s.callbackMs, t.contextCancelledAtMs ?? Infinity);
  const callbackLabel =
    t.callbackFate === 'completed'
      ? s.callbackSucceeds
        ? '✓ returns'
        : '✕ throws'
      : t.callbackFate === 'stoppedByCancellation'
        ? 'stops on cancel'
        : 'runs on, ignored';

  return (
    <Panel title={title}>
      <Controls legend="TimeoutStrategyOptions and the callback">
        <NumberField
          label="timeout"
          unit="ms"
          value={s.timeoutMs}
          min={-1000}
          max={60_000}
          step={100}
          onChange={set('timeoutMs')}
        />
        <NumberField
          label="onTimeout takes"
          unit="ms"
          value={s.onTimeoutMs}
          min={0}
          max={10_000}
          step={100}
          onChange={set('onTimeoutMs')}
        />
        <NumberField
          label="callback takes"
          unit="ms"
          value={s.callbackMs}
          min={0}
          max={60_000}
          step={100}
          onChange={set('callbackMs')}
        />
        <SelectField
          label="callback"
          value={s.callbackSucceeds ? 'success' : 'failure'}
          options={RESULT_OPTIONS}
          onChange={(v) => set('callbackSucceeds')(v === 'success')}
        />
        <CheckboxField
          label="callback watches ctx.cancellationToken"
          checked={s.watchesCancellation}
          onChange={set('watchesCancellation')}
        />
      </Controls>
      <Chart
        id={chartId}
        width={WIDTH}
        height={HEIGHT}
        description={`Timeline of one call through the timeout. ${text}`}
        data-testid="timeout-chart"
        data-winner={t.winner}
        data-caller-ms={t.callerReceivesAtMs}>
        <HatchPatterns chartId={chartId} tones={['muted', 'warn']} />
        <TimeGrid ticks={ticks} x={x} top={PLOT.top} bottom={HEIGHT - PLOT.bottom} />
        <Label x={PLOT.left - 8} y={ROW.callback + 14} textAnchor="end">
          callback
        </Label>
        <rect
          x={x(0)}
          y={ROW.callback}
          width={Math.max(2, x(firstStop) - x(0))}
          height={20}
          className={s.callbackSucceeds ? styles.work : styles.workFailing}
        />
        {t.callbackFate === 'ranOnDiscarded' ? (
          <rect
            x={x(firstStop)}
            y={ROW.callback}
            width={x(s.callbackMs) - x(firstStop)}
            height={20}
            fill={`url(#${hatchId(chartId, 'muted')})`}
            className={styles.discarded}
          />
        ) : null}
        <Label x={WIDTH - PLOT.right + 10} y={ROW.callback + 14} variant="strong">
          {callbackLabel}
        </Label>

        <Label x={PLOT.left - 8} y={ROW.timer + 14} textAnchor="end">
          timer
        </Label>
        {t.timerActive ? (
          <g data-testid="timeout-timer">
            <line
              x1={x(0)}
              x2={x(timerFired ? s.timeoutMs : s.callbackMs)}
              y1={ROW.timer + 10}
              y2={ROW.timer + 10}
              className={styles.timer}
            />
            {timerFired ? (
              <>
                {s.onTimeoutMs > 0 ? (
                  <rect
                    x={x(s.timeoutMs)}
                    y={ROW.timer + 2}
                    width={x(s.timeoutMs + s.onTimeoutMs) - x(s.timeoutMs)}
                    height={16}
                    fill={`url(#${hatchId(chartId, 'warn')})`}
                    className={styles.onTimeout}
                  />
                ) : null}
                <path d={`M${x(s.timeoutMs)} ${ROW.timer + 2} v16`} className={styles.fire} />
                <Label x={x(s.timeoutMs)} y={ROW.timer - 3} textAnchor="middle" variant="strong">
                  {s.onTimeoutMs > 0 ? 'fires; onTimeout runs' : 'fires'}
                </Label>
              </>
            ) : (
              <Beside px={x(s.callbackMs)} gap={6} y={ROW.timer + 14} text="cancelled: callback done" />
            )}
            {t.contextCancelledAtMs !== null ? (
              <Beside px={x(t.contextCancelledAtMs)} gap={6} y={ROW.timer + 32} text="context.cancel()" />
            ) : null}
          </g>
        ) : (
          <Label x={x(0) + 4} y={ROW.timer + 14} variant="strong">
            no timer: timeout ≤ 0
          </Label>
        )}

        <Label x={PLOT.left - 8} y={ROW.caller + 14} textAnchor="end">
          caller
        </Label>
        <path
          d={`M${x(t.callerReceivesAtMs)} ${ROW.caller + 2} l8 8 l-8 8 l-8 -8 z`}
          className={t.callerReceives === 'result' ? styles.gotValue : styles.gotError}
        />
        <Beside
          px={x(t.callerReceivesAtMs)}
          gap={12}
          y={ROW.caller + 14}
          text={`gets ${RECEIVES_TEXT[t.callerReceives]}`}
        />
      </Chart>
      <LiveRegion>{text}</LiveRegion>
    </Panel>
  );
}
