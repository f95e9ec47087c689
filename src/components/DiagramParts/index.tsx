import type {ComponentProps, ReactNode} from 'react';
import DiagramFigure, {diagram} from '@site/src/components/DiagramFigure';
import styles from './styles.module.css';

/** Extra classes for the retry, circuit breaker, timeout and fallback diagrams. */
export const parts = styles;

/**
 * A diagram figure that keeps readable text on a narrow screen: below its
 * minimum width it scrolls sideways instead of shrinking.
 */
export function WideFigure(props: ComponentProps<typeof DiagramFigure>): ReactNode {
  return (
    <div className={styles.wide} tabIndex={0} role="region" aria-label={`Diagram: ${props.title}`}>
      <DiagramFigure {...props} />
    </div>
  );
}

type LabelPairProps = {
  x: number;
  /** Baseline of the first line; the second sits 16 units below. */
  y: number;
  first: ReactNode;
  second: ReactNode;
  firstClass?: string;
  secondClass?: string;
  anchor?: 'start' | 'middle' | 'end';
};

/** Two lines of SVG text, each with its own style: a label and a note under it. */
export function LabelPair({
  x,
  y,
  first,
  second,
  firstClass = diagram.text,
  secondClass = diagram.small,
  anchor = 'start',
}: LabelPairProps): ReactNode {
  return (
    <>
      <text className={firstClass} x={x} y={y} textAnchor={anchor}>
        {first}
      </text>
      <text className={secondClass} x={x} y={y + 16} textAnchor={anchor}>
        {second}
      </text>
    </>
  );
}

type TimeAxisProps = {
  /** Maps seconds to a horizontal position. */
  x: (seconds: number) => number;
  ticks: number[];
  y: number;
  from: number;
  to: number;
  arrowHead: string;
};

/** A horizontal time axis with a tick and a label at every given second. */
export function TimeAxis({x, ticks, y, from, to, arrowHead}: TimeAxisProps): ReactNode {
  return (
    <>
      <line className={diagram.line} x1={from} y1={y} x2={to} y2={y} markerEnd={arrowHead} />
      {ticks.map((second) => (
        <g key={second}>
          <line className={diagram.line} x1={x(second)} y1={y - 4} x2={x(second)} y2={y + 4} />
          <text className={diagram.small} x={x(second)} y={y + 20} textAnchor="middle">
            {second} s
          </text>
        </g>
      ))}
    </>
  );
}
