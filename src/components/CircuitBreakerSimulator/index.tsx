/**
 * Drives the circuit breaker model (src/models/circuitBreaker) one call at a time: send a
 * success or a failure, let time pass, isolate or close by hand, and watch the state diagram.
 */
import {useReducer, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  BREAKER_DEFAULTS,
  windowCounts,
  type BreakerModelOptions,
  type CircuitState,
} from '@site/src/models/circuitBreaker';
import {formatDuration, formatRatio} from '@site/src/models/format';
import {
  CALL_SPACING_MS,
  STATE_LABEL,
  breakText,
  clock,
  initialSimulation,
  simulationReducer,
} from '@site/src/models/breakerSimulation';
import {
  ActionButton,
  ButtonRow,
  Controls,
  Label,
  LiveRegion,
  NumberField,
  Panel,
  useSafeId,
} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

const NODES: Record<CircuitState, {x: number; y: number}> = {
  closed: {x: 100, y: 62},
  open: {x: 420, y: 62},
  halfOpen: {x: 260, y: 182},
  isolated: {x: 545, y: 182},
};
const NODE_W = 120;
const NODE_H = 42;

/** The automatic transitions, drawn by hand between the node boxes above. */
const EDGES = [
  {d: 'M160 62 L358 62', label: 'ratio ≥ failureRatio, enough calls', x: 259, y: 52, anchor: 'middle'},
  {d: 'M445 83 Q445 170 322 182', label: 'call after the break', x: 452, y: 140, anchor: 'start'},
  {d: 'M300 161 Q325 105 378 83', label: 'probe fails', x: 338, y: 122, anchor: 'start'},
  {d: 'M220 161 Q130 145 108 85', label: 'probe succeeds', x: 150, y: 150, anchor: 'end'},
] as const;

function StateDiagram({state}: {state: CircuitState}): ReactNode {
  const id = useSafeId('cb-diagram');
  return (
    <svg
      className={styles.diagram}
      viewBox="0 0 660 240"
      role="img"
      aria-labelledby={`${id}-desc`}
      data-testid="breaker-diagram"
      data-state={state}>
      <desc id={`${id}-desc`}>{`State diagram of the circuit breaker. Current state: ${STATE_LABEL[state]}.`}</desc>
      <defs>
        <marker
          id={`${id}-arrow`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" className={styles.arrowHead} />
        </marker>
      </defs>
      {EDGES.map((edge) => (
        <g key={edge.label}>
          <path d={edge.d} className={styles.edge} markerEnd={`url(#${id}-arrow)`} />
          <Label x={edge.x} y={edge.y} textAnchor={edge.anchor}>
            {edge.label}
          </Label>
        </g>
      ))}
      {(Object.keys(NODES) as CircuitState[]).map((s) => {
        const {x, y} = NODES[s];
        const current = s === state;
        return (
          <g key={s}>
            <g
              className={clsx(styles.node, current && styles.current, s === 'isolated' && styles.manual)}
              data-node={s}>
              <rect x={x - NODE_W / 2} y={y - NODE_H / 2} width={NODE_W} height={NODE_H} rx="10" />
              <text x={x} y={y + 5} textAnchor="middle" className={styles.nodeLabel}>
                {STATE_LABEL[s]}
              </text>
            </g>
            {current ? (
              <Label x={x} y={y - NODE_H / 2 - 8} textAnchor="middle" variant="strong" data-current-marker={s}>
                ▼ current
              </Label>
            ) : null}
          </g>
        );
      })}
      <Label x={NODES.isolated.x} y={NODES.isolated.y + NODE_H / 2 + 17} textAnchor="middle">
        isolateAsync() + a call, from any state
      </Label>
      <Label x={NODES.isolated.x} y={NODES.isolated.y + NODE_H / 2 + 32} textAnchor="middle">
        closeAsync() + a call: back to closed
      </Label>
    </svg>
  );
}

export interface CircuitBreakerSimulatorProps {
  /** Starting options; the library's defaults where left out. */
  initial?: Partial<BreakerModelOptions>;
  title?: string;
}

export default function CircuitBreakerSimulator({
  initial,
  title = 'Circuit breaker simulator',
}: CircuitBreakerSimulatorProps): ReactNode {
  const [sim, dispatch] = useReducer(simulationReducer, {...BREAKER_DEFAULTS, ...initial}, initialSimulation);
  const {options, snapshot, now} = sim;
  const counts = windowCounts(snapshot, options, now);
  const setOption =
    (key: keyof BreakerModelOptions, scale = 1) =>
    (value: number) =>
      dispatch({type: 'options', options: {...options, [key]: value * scale}});
  const pending = [snapshot.isolateRequested && 'isolateAsync()', snapshot.closeRequested && 'closeAsync()']
    .filter(Boolean)
    .join(' and ');

  return (
    <Panel title={title}>
      <Controls legend="CircuitBreakerStrategyOptions (changing one starts a new breaker)">
        <NumberField
          label="failureRatio"
          value={options.failureRatio}
          min={0}
          max={2}
          step={0.05}
          onChange={setOption('failureRatio')}
        />
        <NumberField
          label="minimumThroughput"
          value={options.minimumThroughput}
          min={0}
          max={100}
          onChange={setOption('minimumThroughput')}
        />
        <NumberField
          label="samplingDuration"
          unit="s"
          value={options.samplingDurationMs / 1000}
          min={1}
          max={600}
          onChange={setOption('samplingDurationMs', 1000)}
        />
        <NumberField
          label="breakDuration"
          unit="s"
          value={options.breakDurationMs / 1000}
          min={0}
          max={600}
          onChange={setOption('breakDurationMs', 1000)}
        />
      </Controls>
      <ButtonRow label="Calls">
        <ActionButton onClick={() => dispatch({type: 'call', outcome: 'success', count: 1})}>
          Send a success
        </ActionButton>
        <ActionButton onClick={() => dispatch({type: 'call', outcome: 'failure', count: 1})}>
          Send a failure
        </ActionButton>
        <ActionButton onClick={() => dispatch({type: 'call', outcome: 'failure', count: 5})}>
          Send 5 failures
        </ActionButton>
      </ButtonRow>
      <ButtonRow label="Time and manual control">
        <ActionButton onClick={() => dispatch({type: 'wait', ms: 1000})}>Let 1 s pass</ActionButton>
        <ActionButton onClick={() => dispatch({type: 'wait', ms: options.breakDurationMs + 1000})}>
          {`Let ${formatDuration(options.breakDurationMs + 1000)} pass`}
        </ActionButton>
        <ActionButton onClick={() => dispatch({type: 'isolate'})}>isolateAsync()</ActionButton>
        <ActionButton onClick={() => dispatch({type: 'close'})}>closeAsync()</ActionButton>
        <ActionButton onClick={() => dispatch({type: 'options', options})}>Start over</ActionButton>
      </ButtonRow>
      <StateDiagram state={snapshot.state} />
      <dl className={styles.facts}>
        <dt>Clock</dt>
        <dd>{`${clock(now)} since the breaker was created (each call takes ${formatDuration(CALL_SPACING_MS)})`}</dd>
        <dt>State (as a stateProvider reports it)</dt>
        <dd data-testid="breaker-state">{STATE_LABEL[snapshot.state]}</dd>
        <dt>{`Window (last ${formatDuration(options.samplingDurationMs)})`}</dt>
        <dd data-testid="breaker-window">
          {`${counts.total} calls, ${counts.failures} failures, ratio ${formatRatio(counts.ratio)}; opens at ≥ ${formatRatio(options.failureRatio)} once there are ≥ ${options.minimumThroughput} calls`}
        </dd>
        <dt>Break</dt>
        <dd data-testid="breaker-break">{breakText(snapshot, now)}</dd>
        <dt>failureCount (since the last reset)</dt>
        <dd>{snapshot.failureCount}</dd>
        {pending ? (
          <>
            <dt>Manual control</dt>
            <dd>{`${pending} waiting for the next call`}</dd>
          </>
        ) : null}
      </dl>
      <LiveRegion>{sim.log[0]?.text ?? 'No call yet: the breaker is closed.'}</LiveRegion>
      {sim.log.length > 1 ? (
        <ol className={styles.log} aria-label="Earlier events, newest first">
          {sim.log.slice(1).map((entry) => (
            <li key={entry.id}>{entry.text}</li>
          ))}
        </ol>
      ) : null}
    </Panel>
  );
}
