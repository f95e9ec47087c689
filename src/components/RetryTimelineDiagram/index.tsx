import type {ReactNode} from 'react';
import DiagramFigure, {diagramClasses as d} from '@site/src/components/DiagramFigure';
import styles from './styles.module.css';

/** Horizontal position (in view-box units) of a moment `seconds` after the first call. */
const x = (seconds: number): number => 40 + 80 * seconds;
const ATTEMPT_SECONDS = 0.3;

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

const ticks = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** Timeline of one execution under the default retry options. */
export default function RetryTimelineDiagram(): ReactNode {
  return (
    <DiagramFigure
      viewBox="0 0 740 230"
      title="Retry timeline with the default options"
      description={
        'A time axis from 0 to 8 seconds. Attempt 0 starts at 0 and fails. onRetry runs, then the strategy waits ' +
        '1 second (1 s times 2 to the power 0). Attempt 1 fails; onRetry runs and the wait is 2 seconds. Attempt 2 ' +
        'fails; onRetry runs and the wait is 4 seconds. Attempt 3, the third and last retry, succeeds and its result ' +
        'is returned at once. Had it failed, its exception would have been returned to the caller.'
      }
      caption={
        <>
          One call with the default options: three retries, waits of 1 s, 2 s and 4 s. Each dot marks{' '}
          <code>onRetry</code>, which runs before the wait. If attempt 3 had failed too, its exception would
          have gone to the caller.
        </>
      }>
      {(arrowHead) => (
        <>
          <text className={d.label} x={20} y={28}>
            maxRetryAttempts 3 · delay 1 s · exponential · maxDelay 30 s
          </text>
          {attempts.map((attempt) => {
            const centre = x(attempt.start + ATTEMPT_SECONDS / 2);
            return (
              <g key={attempt.label}>
                <text className={d.label} x={centre} y={70} textAnchor="middle">
                  {attempt.label}
                </text>
                <text className={d.small} x={centre} y={87} textAnchor="middle">
                  {attempt.result}
                </text>
                <rect
                  className={attempt.result === 'fails' ? d.bad : d.ok}
                  x={x(attempt.start)}
                  y={100}
                  width={80 * ATTEMPT_SECONDS}
                  height={40}
                  rx={3}
                />
              </g>
            );
          })}
          {waits.map((wait) => {
            const from = x(wait.start);
            const to = x(wait.start + wait.seconds);
            return (
              <g key={wait.formula}>
                <line className={styles.wait} x1={from} y1={120} x2={to} y2={120} />
                <circle className={d.accent} cx={from} cy={120} r={5} />
                <text className={d.label} x={(from + to) / 2} y={160} textAnchor="middle">
                  wait {wait.seconds} s
                </text>
                <text className={d.small} x={(from + to) / 2} y={176} textAnchor="middle">
                  {wait.formula}
                </text>
              </g>
            );
          })}
          <line className={d.edge} x1={30} y1={192} x2={714} y2={192} markerEnd={arrowHead} />
          {ticks.map((second) => (
            <g key={second}>
              <line className={d.edge} x1={x(second)} y1={188} x2={x(second)} y2={196} />
              <text className={d.small} x={x(second)} y={212} textAnchor="middle">
                {second} s
              </text>
            </g>
          ))}
        </>
      )}
    </DiagramFigure>
  );
}
