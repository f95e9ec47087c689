import type {ReactNode} from 'react';
import DiagramFigure, {diagramClasses as d} from '@site/src/components/DiagramFigure';
import styles from './styles.module.css';

/** Horizontal position (in view-box units) of a moment `seconds` after the call starts. */
const x = (seconds: number): number => 170 + 120 * seconds;
const TIMEOUT = 2;
const ticks = [0, 1, 2, 3, 4];

const steps = ['1. await onTimeout(args)', '2. context.cancel()', '3. TimeoutRejectedException'];

/** The race between the callback and the timer, for a fast and a slow callback. */
export default function TimeoutRaceDiagram(): ReactNode {
  return (
    <DiagramFigure
      viewBox="0 0 740 270"
      title="Timeout: the callback races a timer"
      description={
        'Two runs of a pipeline with a 2 second timeout, on a time axis from 0 to 4 seconds. In the first run the ' +
        'callback finishes after 1.2 seconds: its result goes to the caller and the timer is cancelled. In the ' +
        'second run the callback needs 3.8 seconds. At 2 seconds the timer wins: the strategy awaits onTimeout, ' +
        'cancels the context, and the caller receives a TimeoutRejectedException. The callback keeps running in ' +
        'the background until 3.8 seconds and its late result is dropped.'
      }
      caption={
        <>
          The timer and the callback start together. Whichever finishes first decides the outcome; a slow callback
          is not stopped, only abandoned, unless it watches the context&apos;s cancellation token.
        </>
      }>
      {(arrowHead) => (
        <>
          <text className={d.label} x={16} y={26}>
            addTimeout(const Duration(seconds: 2)), two separate calls:
          </text>

          <text className={d.label} x={16} y={66}>
            Fast callback
          </text>
          <text className={d.small} x={16} y={82}>
            finishes at 1.2 s
          </text>
          <rect className={d.ok} x={x(0)} y={56} width={x(1.2) - x(0)} height={20} rx={3} />
          <text className={d.small} x={x(1.2) + 10} y={71}>
            its result is returned; the timer is cancelled
          </text>

          <text className={d.label} x={16} y={130}>
            Slow callback
          </text>
          <text className={d.small} x={16} y={146}>
            would need 3.8 s
          </text>
          <rect className={d.node} x={x(0)} y={120} width={x(TIMEOUT) - x(0)} height={20} rx={3} />
          <rect
            className={styles.lateRun}
            x={x(TIMEOUT)}
            y={120}
            width={x(3.8) - x(TIMEOUT)}
            height={20}
            rx={3}
          />
          <text className={d.small} x={x(TIMEOUT) + 10} y={158}>
            keeps running; its late result is dropped
          </text>

          <text className={d.label} x={16} y={196}>
            Timer
          </text>
          <line className={d.accentLine} x1={x(0)} y1={191} x2={x(TIMEOUT)} y2={191} />
          <circle className={d.accent} cx={x(TIMEOUT)} cy={191} r={6} />
          {steps.map((step, index) => (
            <text key={step} className={d.code} x={x(TIMEOUT) + 16} y={186 + index * 17}>
              {step}
            </text>
          ))}

          <line className={d.muted} x1={x(TIMEOUT)} y1={100} x2={x(TIMEOUT)} y2={236} />
          <text className={d.small} x={x(TIMEOUT)} y={104} textAnchor="middle" dy={-8}>
            timeout 2 s
          </text>

          <line className={d.edge} x1={x(0) - 10} y1={240} x2={x(4.4)} y2={240} markerEnd={arrowHead} />
          {ticks.map((second) => (
            <g key={second}>
              <line className={d.edge} x1={x(second)} y1={236} x2={x(second)} y2={244} />
              <text className={d.small} x={x(second)} y={260} textAnchor="middle">
                {second} s
              </text>
            </g>
          ))}
        </>
      )}
    </DiagramFigure>
  );
}
