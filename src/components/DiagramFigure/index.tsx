import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Class names shared by the hand-drawn diagrams (colours follow the colour mode). */
export const diagram = styles;

type FigureProps = {
  /** Unique on the page; prefixes the ids of the title, description and arrow marker. */
  id: string;
  title: string;
  description: string;
  caption: ReactNode;
  width: number;
  height: number;
  children: ReactNode;
};

/** Arrow marker id for a figure, for `markerEnd={`url(#${arrowId(id)})`}`. */
export function arrowId(id: string): string {
  return `${id}-arrow`;
}

/**
 * A static, server-rendered SVG figure: the accessible name comes from its
 * <title>, the accessible description from its <desc>, and the caption is
 * visible text.
 */
export default function DiagramFigure({id, title, description, caption, width, height, children}: FigureProps) {
  return (
    <figure className={styles.figure} data-diagram={id}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <defs>
          <marker
            id={arrowId(id)}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="8"
            markerHeight="8"
            orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
          </marker>
        </defs>
        {children}
      </svg>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

type Tone = 'plain' | 'ok' | 'fail' | 'accent';

const toneClass: Record<Tone, string> = {
  plain: styles.box,
  ok: styles.okShape,
  fail: styles.failShape,
  accent: styles.accentShape,
};

/** Text lines centred on (cx, cy), 17 units apart. */
export function CentredLines({
  cx,
  cy,
  lines,
  className = styles.text,
}: {
  cx: number;
  cy: number;
  lines: string[];
  className?: string;
}) {
  const top = cy - ((lines.length - 1) * 17) / 2;
  return (
    <text className={className} textAnchor="middle" dominantBaseline="middle">
      {lines.map((line, index) => (
        <tspan key={line} x={cx} y={top + index * 17}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

export type BoxProps = {x: number; y: number; w: number; h: number; lines: string[]; tone?: Tone; small?: boolean};

/** A rounded flow-chart step with centred text. */
export function FlowBox({x, y, w, h, lines, tone = 'plain', small = false}: BoxProps) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={8} className={toneClass[tone]} />
      <CentredLines cx={x + w / 2} cy={y + h / 2} lines={lines} className={small ? styles.small : styles.text} />
    </g>
  );
}

/** A flow-chart decision drawn as a diamond centred on (cx, cy). */
export function FlowDecision({cx, cy, w, h, lines}: {cx: number; cy: number; w: number; h: number; lines: string[]}) {
  const points = `${cx},${cy - h / 2} ${cx + w / 2},${cy} ${cx},${cy + h / 2} ${cx - w / 2},${cy}`;
  return (
    <g>
      <polygon points={points} className={styles.box} />
      <CentredLines cx={cx} cy={cy} lines={lines} className={styles.small} />
    </g>
  );
}

export type ArrowProps = {
  figureId: string;
  points: Array<[number, number]>;
  label?: string;
  labelAt?: [number, number];
  labelClass?: string;
};

/** A polyline ending in an arrowhead, with an optional label. */
export function FlowArrow({figureId, points, label, labelAt, labelClass = styles.small}: ArrowProps) {
  const d = points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px},${py}`).join(' ');
  return (
    <g>
      <path d={d} className={styles.line} markerEnd={`url(#${arrowId(figureId)})`} />
      {label && labelAt ? (
        <text x={labelAt[0]} y={labelAt[1]} className={labelClass} textAnchor="middle">
          {label}
        </text>
      ) : null}
    </g>
  );
}
