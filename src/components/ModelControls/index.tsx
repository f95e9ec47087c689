/**
 * Building blocks shared by the strategy views: a titled panel, labelled form fields and a
 * polite live region. The fields render the same markup on the server and in the browser.
 */
import {useEffect, useId, useState, type ReactNode, type SVGProps} from 'react';
import clsx from 'clsx';
import {formatDuration} from '@site/src/models/format';
import styles from './styles.module.css';

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
  useEffect(() => setText(String(value)), [value]);
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
          <line x1="0" y1="0" x2="0" y2="6" strokeWidth="3" style={{stroke: `var(--pm-${tone})`}} />
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
      className={clsx(styles.label, variant === 'strong' && styles.strong, variant === 'small' && styles.small)}
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
