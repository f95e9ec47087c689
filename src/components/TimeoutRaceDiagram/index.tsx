import type {ReactNode} from 'react';
import {arrowId, figure as d, LabelPair, TimeAxis, WideFigure, figure} from '@site/src/components/FigureKit';

/** Horizontal position (in view-box units) of a moment `seconds` after the call starts. */
const x = (seconds: number): number => 170 + 120 * seconds;
const TIMEOUT = 2;
const FIGURE_ID = 'timeout-race';
const TITLE = 'Timeout: the callback races a timer';

const steps = ['1. await onTimeout(args)', '2. context.cancel()', '3. TimeoutRejectedException'];

const DESCRIPTION =
  'Two runs of a pipeline with a 2 second timeout, on a time axis from 0 to 4 seconds. In the first run the ' +
  'callback finishes after 1.2 seconds: its result goes to the caller and the timer is cancelled. In the ' +
  'second run the callback needs 3.8 seconds. At 2 seconds the timer wins: the strategy awaits onTimeout, ' +
  'cancels the context, and the caller receives a TimeoutRejectedException. The callback keeps running in ' +
  'the background until 3.8 seconds and its late result is dropped.';

const CAPTION = (
  <>
    The timer and the callback start together. Whichever finishes first decides the outcome; a slow callback is not
    stopped, only abandoned, unless it watches the context&apos;s cancellation token.
  </>
);

/** The race between the callback and the timer, for a fast and a slow callback. */
export default function TimeoutRaceDiagram(): ReactNode {
  return (
    <WideFigure id={FIGURE_ID} title={TITLE} description={DESCRIPTION} caption={CAPTION} width={740} height={270}>
      <text className={d.text} x={16} y={26}>
        addTimeout(const Duration(seconds: 2)), two separate calls:
      </text>

      <LabelPair x={16} y={66} first="Fast callback" second="finishes at 1.2 s" />
      <rect className={d.okShape} x={x(0)} y={56} width={x(1.2) - x(0)} height={20} rx={3} />
      <text className={d.small} x={x(1.2) + 10} y={71}>
        its result is returned; the timer is cancelled
      </text>

      <LabelPair x={16} y={130} first="Slow callback" second="would need 3.8 s" />
      <rect className={d.box} x={x(0)} y={120} width={x(TIMEOUT) - x(0)} height={20} rx={3} />
      <rect className={d.cancelledShape} x={x(TIMEOUT)} y={120} width={x(3.8) - x(TIMEOUT)} height={20} rx={3} />
      <text className={d.small} x={x(TIMEOUT) + 10} y={158}>
        keeps running; its late result is dropped
      </text>

      <text className={d.text} x={16} y={196}>
        Timer
      </text>
      <line className={figure.accentLine} x1={x(0)} y1={191} x2={x(TIMEOUT)} y2={191} />
      <circle className={figure.accentDot} cx={x(TIMEOUT)} cy={191} r={6} />
      {steps.map((step, index) => (
        <text key={step} className={figure.code} x={x(TIMEOUT) + 16} y={186 + index * 17}>
          {step}
        </text>
      ))}

      <line className={d.guide} x1={x(TIMEOUT)} y1={100} x2={x(TIMEOUT)} y2={236} />
      <text className={d.small} x={x(TIMEOUT)} y={96} textAnchor="middle">
        timeout 2 s
      </text>

      <TimeAxis
        x={x}
        ticks={[0, 1, 2, 3, 4]}
        y={240}
        from={x(0) - 10}
        to={x(4.4)}
        arrowHead={`url(#${arrowId(FIGURE_ID)})`}
      />
    </WideFigure>
  );
}
