import {DiagramFigure, arrowId, figure} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

const FIGURE_ID = 'hedging-timeline';
const LEFT = 170;
const PX_PER_MS = 0.52;
const TICKS = [0, 200, 400, 600, 800, 1000];

/** x position of a moment, in milliseconds after the call started. */
function at(ms: number): number {
  return LEFT + ms * PX_PER_MS;
}

type Bar = {
  startMs: number;
  endMs: number;
  /** From here to endMs the attempt runs on with a cancelled context (drawn dashed). */
  cancelledFromMs?: number;
  tone: 'ok' | 'plain';
  note: string;
  /** Where the note starts, in ms; by default just after the bar. */
  noteAtMs?: number;
};

function AttemptRow({y, label, bar}: {y: number; label: string; bar: Bar}) {
  const solidEnd = bar.cancelledFromMs ?? bar.endMs;
  return (
    <g>
      <text x={LEFT - 12} y={y + 15} className={figure.text} textAnchor="end">
        {label}
      </text>
      <rect
        x={at(bar.startMs)}
        y={y}
        width={Math.max(at(solidEnd) - at(bar.startMs), 4)}
        height={22}
        rx={4}
        className={bar.tone === 'ok' ? figure.okShape : figure.box}
      />
      {bar.cancelledFromMs !== undefined ? (
        <rect
          x={at(bar.cancelledFromMs)}
          y={y}
          width={at(bar.endMs) - at(bar.cancelledFromMs)}
          height={22}
          rx={4}
          className={figure.cancelledShape}
        />
      ) : null}
      <text
        x={bar.noteAtMs === undefined ? at(bar.endMs) + 8 : at(bar.noteAtMs)}
        y={y + 15}
        className={bar.tone === 'ok' ? figure.okText : figure.mutedText}>
        {bar.note}
      </text>
    </g>
  );
}

function Axis({y}: {y: number}) {
  return (
    <g>
      <line
        x1={at(0)}
        y1={y}
        x2={at(1000) + 10}
        y2={y}
        className={figure.line}
        markerEnd={`url(#${arrowId(FIGURE_ID)})`}
      />
      {TICKS.map((ms) => (
        <g key={ms}>
          <line x1={at(ms)} y1={y} x2={at(ms)} y2={y + 5} className={figure.line} />
          <text x={at(ms)} y={y + 19} className={figure.small} textAnchor="middle">
            {ms} ms
          </text>
        </g>
      ))}
    </g>
  );
}

function Marker({ms, top, bottom, label}: {ms: number; top: number; bottom: number; label: string}) {
  return (
    <g>
      <line x1={at(ms)} y1={top} x2={at(ms)} y2={bottom} className={figure.guide} />
      <text x={at(ms) + 4} y={top - 4} className={styles.markerLabel}>
        {label}
      </text>
    </g>
  );
}

type Scenario = {top: number; heading: string; primary: Bar; hedge: Bar; returnedAtMs: number};

const SCENARIOS: Scenario[] = [
  {
    top: 30,
    heading: 'A. The primary is slow (900 ms), the hedge is fast (100 ms)',
    primary: {
      startMs: 0,
      endMs: 900,
      cancelledFromMs: 300,
      tone: 'plain',
      note: 'cancelled at 300 ms, late result ignored',
      noteAtMs: 330,
    },
    hedge: {startMs: 200, endMs: 300, tone: 'ok', note: 'wins'},
    returnedAtMs: 300,
  },
  {
    top: 200,
    heading: 'B. The primary is fast (50 ms): the answer still waits for the delay',
    primary: {startMs: 0, endMs: 50, tone: 'ok', note: 'finished first at 50 ms, returned at 200 ms', noteAtMs: 215},
    hedge: {startMs: 200, endMs: 420, cancelledFromMs: 200, tone: 'plain', note: 'started anyway, then cancelled'},
    returnedAtMs: 200,
  },
];

function ScenarioPanel({scenario}: {scenario: Scenario}) {
  const {top} = scenario;
  return (
    <g>
      <text x={20} y={top} className={figure.heading}>
        {scenario.heading}
      </text>
      <Marker ms={200} top={top + 26} bottom={top + 112} label="delay ends: hedge 1 starts" />
      <AttemptRow y={top + 34} label="Primary (attempt 0)" bar={scenario.primary} />
      <AttemptRow y={top + 70} label="Hedge 1 (attempt 1)" bar={scenario.hedge} />
      <Axis y={top + 112} />
      <path
        d={`M${at(scenario.returnedAtMs)},${top + 109} l-6,-12 h12 z`}
        className={styles.returnMark}
        aria-hidden="true"
      />
    </g>
  );
}

/**
 * Timeline of one hedged call in polly_dart 0.0.9 with delay 200 ms and
 * maxHedgedAttempts 1: every hedge starts after its delay, whatever the primary did.
 */
export default function HedgingDiagram() {
  return (
    <DiagramFigure
      id={FIGURE_ID}
      width={760}
      height={345}
      title="Timeline of a hedged call in polly_dart 0.0.9 (delay 200 ms, one hedge)"
      description={
        'Two scenarios on a 0 to 1000 millisecond axis. A: the primary attempt starts at 0 and would take 900 ms; ' +
        'at 200 ms the delay ends and hedge 1 starts; it finishes at 300 ms and wins; the primary is cancelled and its ' +
        'late result ignored. B: the primary finishes successfully at 50 ms, but the strategy still waits until 200 ms, ' +
        'starts hedge 1, and only then returns the primary result; hedge 1 is cancelled right after it starts.'
      }
      caption={
        <>
          Both calls use <code>delay: 200 ms</code> and <code>maxHedgedAttempts: 1</code>. The triangle marks when{' '}
          <code>execute</code> returns. Dashed bars are attempts whose context was cancelled.
        </>
      }>
      {SCENARIOS.map((scenario) => (
        <ScenarioPanel key={scenario.heading} scenario={scenario} />
      ))}
    </DiagramFigure>
  );
}
