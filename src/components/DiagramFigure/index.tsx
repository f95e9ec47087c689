import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

/** Class names of the shared SVG primitives (boxes, lines, labels, colour roles). */
export const diagramClasses = styles;

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

/** Two lines of SVG text: a label and a note under it. */
export function LabelPair({
  x,
  y,
  first,
  second,
  firstClass = styles.label,
  secondClass = styles.small,
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

/** A horizontal time axis with a tick and a label every given second. */
export function TimeAxis({x, ticks, y, from, to, arrowHead}: TimeAxisProps): ReactNode {
  return (
    <>
      <line className={styles.edge} x1={from} y1={y} x2={to} y2={y} markerEnd={arrowHead} />
      {ticks.map((second) => (
        <g key={second}>
          <line className={styles.edge} x1={x(second)} y1={y - 4} x2={x(second)} y2={y + 4} />
          <text className={styles.small} x={x(second)} y={y + 20} textAnchor="middle">
            {second} s
          </text>
        </g>
      ))}
    </>
  );
}

type Props = {
  /** Short accessible name of the diagram (the SVG `<title>`). */
  title: string;
  /** Full text alternative: what the diagram shows, in words (the SVG `<desc>`). */
  description: string;
  /** Visible caption under the diagram. */
  caption: ReactNode;
  /** SVG view box, e.g. `0 0 740 240`. */
  viewBox: string;
  /** Draws the diagram; receives the `url(#…)` reference of the arrowhead marker. */
  children: (arrowHead: string) => ReactNode;
};

/**
 * A hand-drawn SVG diagram in a captioned figure. Colours come from the theme
 * (currentColor and Infima variables), so it reads in light and dark mode.
 */
export default function DiagramFigure({title, description, caption, viewBox, children}: Props): ReactNode {
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const arrowId = `${id}-arrow`;
  return (
    <figure className={styles.figure}>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={`Diagram: ${title}`}>
        <svg
          className={styles.svg}
          viewBox={viewBox}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}>
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <defs>
            <marker
              id={arrowId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse">
              <path className={styles.arrowHead} d="M0,0 L10,5 L0,10 z" />
            </marker>
          </defs>
          {children(`url(#${arrowId})`)}
        </svg>
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
