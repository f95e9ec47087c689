/**
 * The figure kit: everything the site's figures are drawn with, in one place and one stylesheet, with
 * the colour tokens (`--figure-*`) of src/css/custom.css.
 *
 * - Static diagrams (`…Diagram`, server-rendered SVG with no state): `DiagramFigure`, `WideFigure` and
 *   the flow-chart parts.
 * - Interactive simulators (`…Simulator`, and the composer and decision guide): `Panel`, the form
 *   fields, a live region, `Chart` and its labels and scales, over the pure models of src/models.
 *
 * Tones name what a mark means (ok, fail, warn, muted, accent); a shape or a label always goes with the
 * colour, so colour is never the only carrier of meaning.
 */
import {useId, useState, type ComponentProps, type ReactNode, type SVGProps} from 'react';
import clsx from 'clsx';
import {formatDuration} from '@site/src/models/format';
import styles from './styles.module.css';

/** Class names of the kit, for the marks a figure draws itself. */
export const figure = styles;

// ---- Static diagrams

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
export function DiagramFigure({id, title, description, caption, width, height, children}: FigureProps) {
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

type ShapeTone = 'plain' | 'ok' | 'fail' | 'accent';

const toneClass: Record<ShapeTone, string> = {
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

export type BoxProps = {x: number; y: number; w: number; h: number; lines: string[]; tone?: ShapeTone; small?: boolean};

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
  firstClass = styles.text,
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

/** A horizontal time axis with a tick and a label at every given second. */
export function TimeAxis({x, ticks, y, from, to, arrowHead}: TimeAxisProps): ReactNode {
  return (
    <>
      <line className={styles.line} x1={from} y1={y} x2={to} y2={y} markerEnd={arrowHead} />
      {ticks.map((second) => (
        <g key={second}>
          <line className={styles.line} x1={x(second)} y1={y - 4} x2={x(second)} y2={y + 4} />
          <text className={styles.small} x={x(second)} y={y + 20} textAnchor="middle">
            {second} s
          </text>
        </g>
      ))}
    </>
  );
}

// ---- Interactive simulators

/** An id safe inside `url(#…)` references and CSS selectors. */
export function useSafeId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}): ReactNode {
  const titleId = useSafeId('panel-title');
  return (
    <section className={clsx(styles.panel, className)} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      {children}
    </section>
  );
}

export function Controls({legend, children}: {legend: string; children: ReactNode}): ReactNode {
  return (
    <fieldset className={styles.controls}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

interface NumberFieldProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  unit?: string;
}

/** A number input that keeps what is being typed and reports only valid, clamped values. */
export function NumberField({label, value, onChange, min, max, step = 1, unit}: NumberFieldProps): ReactNode {
  const id = useSafeId('field');
  const [text, setText] = useState(String(value));
  // A new value from outside replaces what is typed (set during render: React re-renders at once).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {unit ? <span className={styles.unit}> ({unit})</span> : null}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(parsed))
            onChange(Math.min(max, Math.max(min, parsed)));
        }}
        onBlur={() => setText(String(value))}
      />
    </div>
  );
}

interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly {value: V; label: string}[];
  onChange: (value: V) => void;
}

export function SelectField<V extends string>({label, value, options, onChange}: SelectFieldProps<V>): ReactNode {
  const id = useSafeId('field');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}): ReactNode {
  const id = useSafeId('field');
  return (
    <div className={clsx(styles.field, styles.checkbox)}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function ButtonRow({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.buttons} role="group" aria-label={label}>
      {children}
    </div>
  );
}

export function ActionButton({children, onClick}: {children: ReactNode; onClick: () => void}): ReactNode {
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      {children}
    </button>
  );
}

/** A visible status line that screen readers announce when it changes. */
export function LiveRegion({children}: {children: ReactNode}): ReactNode {
  return (
    <p className={styles.live} role="status" aria-live="polite" aria-atomic="true">
      {children}
    </p>
  );
}

/** A chart's numbers as a table, folded away under a summary. */
export function DataTable({summary, head, rows}: {summary: string; head: string[]; rows: ReactNode[][]}): ReactNode {
  return (
    <details className={styles.details}>
      <summary>{summary}</summary>
      {/* Focusable, so a keyboard can scroll the table when it is wider than the screen. */}
      <div className={styles.tableWrap} role="region" aria-label={summary} tabIndex={0}>
        <table>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, r) => (
              <tr key={r}>
                {cells.map((cell, c) => (
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export type Tone = 'ok' | 'fail' | 'warn' | 'muted' | 'accent';

/** The id of the hatch pattern drawn in `tone`, for `fill="url(#…)"`. */
export function hatchId(chartId: string, tone: Tone): string {
  return `${chartId}-hatch-${tone}`;
}

/** Diagonal hatch fills, one per tone, for a chart whose root id is `chartId`. */
export function HatchPatterns({chartId, tones}: {chartId: string; tones: Tone[]}): ReactNode {
  return (
    <defs>
      {tones.map((tone) => (
        <pattern
          key={tone}
          id={hatchId(chartId, tone)}
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)">
          <rect width="6" height="6" className={styles.patternBg} />
          <line x1="0" y1="0" x2="0" y2="6" strokeWidth="3" style={{stroke: `var(--figure-${tone})`}} />
        </pattern>
      ))}
    </defs>
  );
}

type DataAttributes = {[key: `data-${string}`]: string | number | boolean | undefined};

interface ChartProps extends DataAttributes {
  /** The chart's id (from useSafeId); its description gets `${id}-desc`. */
  id: string;
  width: number;
  height: number;
  /** What the chart shows, in words, for screen readers. */
  description: string;
  children: ReactNode;
}

/** An SVG chart that scales with its container at a fixed aspect ratio, so nothing shifts when it hydrates. */
export function Chart({id, width, height, description, children, ...data}: ChartProps): ReactNode {
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${height}`}
      style={{aspectRatio: `${width} / ${height}`}}
      role="img"
      aria-labelledby={`${id}-desc`}
      {...data}>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

interface LabelProps extends Omit<SVGProps<SVGTextElement>, 'className'>, DataAttributes {
  /** `strong` for notes that explain a mark, `small` for scale numbers. */
  variant?: 'plain' | 'strong' | 'small';
}

/** Text inside a chart, in the page's text colour. */
export function Label({variant = 'plain', children, ...rest}: LabelProps): ReactNode {
  return (
    <text
      className={clsx(
        styles.label,
        variant === 'strong' && styles.labelStrong,
        variant === 'small' && styles.labelSmall,
      )}
      {...rest}>
      {children}
    </text>
  );
}

interface TimeGridProps {
  ticks: number[];
  x: (ms: number) => number;
  top: number;
  bottom: number;
}

/** Vertical grid lines of a time axis, each with its duration below the plot. */
export function TimeGrid({ticks, x, top, bottom}: TimeGridProps): ReactNode {
  return ticks.map((tick) => (
    <g key={tick}>
      <line x1={x(tick)} x2={x(tick)} y1={top} y2={bottom} className={styles.grid} />
      <Label x={x(tick)} y={bottom + 16} textAnchor="middle">
        {formatDuration(tick)}
      </Label>
    </g>
  ));
}

/** Horizontal grid lines of a duration scale, each with its value to the left. */
export function DurationScale({
  ticks,
  y,
  left,
  right,
}: {
  ticks: number[];
  y: (ms: number) => number;
  left: number;
  right: number;
}): ReactNode {
  return ticks.map((tick) => (
    <g key={tick}>
      <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
      <Label x={left - 6} y={y(tick) + 4} textAnchor="end">
        {formatDuration(tick)}
      </Label>
    </g>
  ));
}
