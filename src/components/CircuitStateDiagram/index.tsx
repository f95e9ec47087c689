import type {ReactNode} from 'react';
import DiagramFigure, {diagramClasses as d} from '@site/src/components/DiagramFigure';
import styles from './styles.module.css';

type State = {name: string; note: string; x: number; y: number; className: string};

const WIDTH = 170;
const HEIGHT = 58;

const states: State[] = [
  {name: 'Closed', note: 'calls run and are counted', x: 30, y: 166, className: styles.closed},
  {name: 'Open', note: 'calls are rejected', x: 580, y: 166, className: styles.open},
  {name: 'Half-open', note: 'calls run as probes', x: 305, y: 322, className: styles.halfOpen},
  {name: 'Isolated', note: 'calls are rejected', x: 305, y: 16, className: styles.isolated},
];

/** The four circuit states and the transitions between them. */
export default function CircuitStateDiagram(): ReactNode {
  return (
    <DiagramFigure
      viewBox="0 0 780 392"
      title="Circuit breaker states and transitions"
      description={
        'Four states: closed, open, half-open and isolated. Closed moves to open when, after a call, the failures ' +
        'divided by the records in the sampling window reach failureRatio and the records reach ' +
        'minimumThroughput; onOpened runs. Open rejects calls with CircuitBreakerRejectedException. When the break ' +
        'has ended, the next call that arrives moves the circuit to half-open and onHalfOpened runs. In half-open ' +
        'calls run as probes: if the first one to finish succeeds, the circuit closes and onClosed runs; if it ' +
        'fails, the circuit opens again and onOpened runs. isolateAsync moves the circuit to isolated at the next ' +
        'call, and closeAsync moves it back to closed at the next call; neither fires a callback.'
      }
      caption={
        <>
          Every arrow is taken while a call is being handled; nothing changes between calls.{' '}
          <code>isolateAsync()</code> works from any state, and <code>closeAsync()</code> also resets a circuit
          that opened by itself.
        </>
      }>
      {(arrowHead) => (
        <>
          {states.map((state) => (
            <g key={state.name}>
              <rect className={state.className} x={state.x} y={state.y} width={WIDTH} height={HEIGHT} rx={10} />
              <text className={d.strong} x={state.x + WIDTH / 2} y={state.y + 25} textAnchor="middle">
                {state.name}
              </text>
              <text className={d.small} x={state.x + WIDTH / 2} y={state.y + 44} textAnchor="middle">
                {state.note}
              </text>
            </g>
          ))}

          {/* closed -> open */}
          <line className={d.edge} x1={200} y1={195} x2={578} y2={195} markerEnd={arrowHead} />
          <text className={d.small} x={390} y={168} textAnchor="middle">
            failures ÷ records ≥ failureRatio
          </text>
          <text className={d.small} x={390} y={184} textAnchor="middle">
            and records ≥ minimumThroughput
          </text>
          <text className={d.code} x={390} y={214} textAnchor="middle">
            onOpened
          </text>
          <text className={d.small} x={770} y={140} textAnchor="end">
            rejects with
          </text>
          <text className={d.code} x={770} y={156} textAnchor="end">
            CircuitBreakerRejectedException
          </text>

          {/* open -> half-open */}
          <line className={d.edge} x1={630} y1={224} x2={462} y2={321} markerEnd={arrowHead} />
          <text className={d.small} x={540} y={262} textAnchor="end">
            break over, next call arrives
          </text>
          <text className={d.code} x={540} y={278} textAnchor="end">
            onHalfOpened
          </text>

          {/* half-open -> open */}
          <line className={d.edge} x1={475} y1={345} x2={663} y2={226} markerEnd={arrowHead} />
          <text className={d.small} x={625} y={300}>
            first probe to finish fails
          </text>
          <text className={d.code} x={625} y={316}>
            onOpened
          </text>

          {/* half-open -> closed */}
          <path className={d.edge} d="M305 351 H115 V226" markerEnd={arrowHead} />
          <text className={d.small} x={125} y={290}>
            first probe to finish succeeds
          </text>
          <text className={d.code} x={125} y={306}>
            onClosed
          </text>

          {/* closed <-> isolated (manual control) */}
          <line className={d.edgeDashed} x1={120} y1={166} x2={303} y2={36} markerEnd={arrowHead} />
          <text className={d.code} x={196} y={86} textAnchor="end">
            isolateAsync()
          </text>
          <text className={d.small} x={196} y={102} textAnchor="end">
            at the next call
          </text>
          <line className={d.edgeDashed} x1={305} y1={62} x2={162} y2={164} markerEnd={arrowHead} />
          <text className={d.code} x={258} y={118}>
            closeAsync()
          </text>
          <text className={d.small} x={258} y={134}>
            at the next call, no callback
          </text>
        </>
      )}
    </DiagramFigure>
  );
}
