import type {ReactNode} from 'react';
import {arrowId, figure as d, LabelPair, TimeAxis, WideFigure, figure} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

/** Horizontal position (in view-box units) of a moment `seconds` after the first call. */
const x = (seconds: number): number => 40 + 80 * seconds;
const ATTEMPT_SECONDS = 0.3;
const FIGURE_ID = 'retry-timeline';
const TITLE = 'Retry timeline with the default options';

type Attempt = {start: number; label: string; result: 'fails' | 'succeeds'};
type Wait = {start: number; seconds: number; formula: string};

const attempts: Attempt[] = [
  {start: 0, label: 'attempt 0', result: 'fails'},
  {start: 1.3, label: 'attempt 1', result: 'fails'},
  {start: 3.6, label: 'attempt 2', result: 'fails'},
  {start: 7.9, label: 'attempt 3', result: 'succeeds'},
];

const waits: Wait[] = [
  {start: 0.3, seconds: 1, formula: '1 s × 2⁰'},
  {start: 1.6, seconds: 2, formula: '1 s × 2¹'},
  {start: 3.9, seconds: 4, formula: '1 s × 2²'},
];

const DESCRIPTION =
  'A time axis from 0 to 8 seconds. Attempt 0 starts at 0 and fails. onRetry runs, then the strategy waits ' +
  '1 second (1 s times 2 to the power 0). Attempt 1 fails; onRetry runs and the wait is 2 seconds. Attempt 2 ' +
  'fails; onRetry runs and the wait is 4 seconds. Attempt 3, the third and last retry, succeeds and its result ' +
  'is returned at once. Had it failed, its exception would have been returned to the caller.';

const CAPTION = (
  <>
    One call with the default options: three retries, waits of 1 s, 2 s and 4 s. Each dot marks <code>onRetry</code>,
    which runs before the wait. If attempt 3 had failed too, its exception would have gone to the caller.
  </>
);

/** Timeline of one execution under the default retry options. */
export default function RetryTimelineDiagram(): ReactNode {
  return (
    <WideFigure id={FIGURE_ID} title={TITLE} description={DESCRIPTION} caption={CAPTION} width={740} height={230}>
      <text className={d.text} x={20} y={28}>
        maxRetryAttempts 3 · delay 1 s · exponential · maxDelay 30 s
      </text>
      {attempts.map((attempt) => (
        <g key={attempt.label}>
          <LabelPair
            x={x(attempt.start + ATTEMPT_SECONDS / 2)}
            y={70}
            anchor="middle"
            first={attempt.label}
            second={attempt.result}
          />
          <rect
            className={attempt.result === 'fails' ? d.failShape : d.okShape}
            x={x(attempt.start)}
            y={100}
            width={80 * ATTEMPT_SECONDS}
            height={40}
            rx={3}
          />
        </g>
      ))}
      {waits.map((wait) => {
        const from = x(wait.start);
        const to = x(wait.start + wait.seconds);
        return (
          <g key={wait.formula}>
            <line className={styles.wait} x1={from} y1={120} x2={to} y2={120} />
            <circle className={figure.accentDot} cx={from} cy={120} r={5} />
            <LabelPair
              x={(from + to) / 2}
              y={160}
              anchor="middle"
              first={`wait ${wait.seconds} s`}
              second={wait.formula}
            />
          </g>
        );
      })}
      <TimeAxis
        x={x}
        ticks={[0, 1, 2, 3, 4, 5, 6, 7, 8]}
        y={192}
        from={30}
        to={714}
        arrowHead={`url(#${arrowId(FIGURE_ID)})`}
      />
    </WideFigure>
  );
}
