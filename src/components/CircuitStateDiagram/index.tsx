import type {ReactNode} from 'react';
import {arrowId, figure as d, LabelPair, WideFigure, figure} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

type State = {name: string; note: string; x: number; y: number; className: string};

type Transition = {
  /** An SVG path from one state to the next. */
  path: string;
  dashed?: boolean;
  /** What makes the transition happen, and below it the callback (or a note). */
  label: {x: number; y: number; when: string; then: string; anchor?: 'start' | 'end'; thenIsNote?: boolean};
};

const WIDTH = 170;
const HEIGHT = 58;
const FIGURE_ID = 'circuit-states';
const TITLE = 'Circuit breaker states and transitions';
const ARROW = `url(#${arrowId(FIGURE_ID)})`;

const states: State[] = [
  {name: 'Closed', note: 'calls run and are counted', x: 30, y: 166, className: styles.closed},
  {name: 'Open', note: 'calls are rejected', x: 580, y: 166, className: styles.open},
  {name: 'Half-open', note: 'calls run as probes', x: 305, y: 322, className: styles.halfOpen},
  {name: 'Isolated', note: 'calls are rejected', x: 305, y: 16, className: styles.isolated},
];

const transitions: Transition[] = [
  // open -> half-open
  {
    path: 'M630 224 L462 321',
    label: {x: 540, y: 262, when: 'break over, next call arrives', then: 'onHalfOpened', anchor: 'end'},
  },
  // half-open -> open
  {path: 'M475 345 L663 226', label: {x: 625, y: 300, when: 'first probe to finish fails', then: 'onOpened'}},
  // half-open -> closed
  {path: 'M305 351 H115 V226', label: {x: 125, y: 290, when: 'first probe to finish succeeds', then: 'onClosed'}},
  // closed -> isolated
  {
    path: 'M120 166 L303 36',
    dashed: true,
    label: {x: 196, y: 86, when: 'isolateAsync()', then: 'at the next call', anchor: 'end', thenIsNote: true},
  },
  // isolated -> closed
  {
    path: 'M305 62 L162 164',
    dashed: true,
    label: {x: 258, y: 118, when: 'closeAsync()', then: 'at the next call, no callback', thenIsNote: true},
  },
];

const DESCRIPTION =
  'Four states: closed, open, half-open and isolated. Closed moves to open when, after a call, the failures ' +
  'divided by the records in the sampling window reach failureRatio and the records reach ' +
  'minimumThroughput; onOpened runs. Open rejects calls with CircuitBreakerRejectedException. When the break ' +
  'has ended, the next call that arrives moves the circuit to half-open and onHalfOpened runs. In half-open ' +
  'calls run as probes: if the first one to finish succeeds, the circuit closes and onClosed runs; if it ' +
  'fails, the circuit opens again and onOpened runs. isolateAsync moves the circuit to isolated at the next ' +
  'call, and closeAsync moves it back to closed at the next call; neither fires a callback.';

const CAPTION = (
  <>
    Every arrow is taken while a call is being handled; nothing changes between calls. <code>isolateAsync()</code> works
    from any state, and <code>closeAsync()</code> also resets a circuit that opened by itself.
  </>
);

/** Free-standing labels: the closed -> open condition and what an open circuit does to calls. */
const notes = [
  {
    x: 390,
    y: 168,
    anchor: 'middle' as const,
    first: 'failures ÷ records ≥ failureRatio',
    firstClass: d.small,
    second: 'and records ≥ minimumThroughput',
  },
  {
    x: 770,
    y: 140,
    anchor: 'end' as const,
    first: 'rejects with',
    firstClass: d.small,
    second: 'CircuitBreakerRejectedException',
    secondClass: figure.code,
  },
];

/** The four circuit states and the transitions between them. */
export default function CircuitStateDiagram(): ReactNode {
  return (
    <WideFigure id={FIGURE_ID} title={TITLE} description={DESCRIPTION} caption={CAPTION} width={780} height={392}>
      {states.map((state) => (
        <g key={state.name}>
          <rect className={state.className} x={state.x} y={state.y} width={WIDTH} height={HEIGHT} rx={10} />
          <LabelPair
            x={state.x + WIDTH / 2}
            y={state.y + 25}
            anchor="middle"
            first={state.name}
            firstClass={d.heading}
            second={state.note}
            secondClass={d.small}
          />
        </g>
      ))}

      {/* closed -> open: the condition sits above the arrow (in notes), the callback below it */}
      <line className={d.line} x1={200} y1={195} x2={578} y2={195} markerEnd={ARROW} />
      {notes.map((note) => (
        <LabelPair key={note.first} {...note} />
      ))}
      <text className={figure.code} x={390} y={214} textAnchor="middle">
        onOpened
      </text>

      {transitions.map(({path, dashed, label}) => (
        <g key={path}>
          <path className={dashed ? figure.dashedLine : d.line} d={path} markerEnd={ARROW} />
          <LabelPair
            x={label.x}
            y={label.y}
            anchor={label.anchor}
            first={label.when}
            firstClass={label.thenIsNote ? figure.code : d.small}
            second={label.then}
            secondClass={label.thenIsNote ? d.small : figure.code}
          />
        </g>
      ))}
    </WideFigure>
  );
}
