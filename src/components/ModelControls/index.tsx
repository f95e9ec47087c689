/**
 * Building blocks shared by the strategy views: a titled panel, labelled form fields and a
 * polite live region. The fields render the same markup on the server and in the browser.
 */
import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** An id safe inside `url(#…)` references and CSS selectors. */
export function useSafeId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export function Panel({title, children, className}: {title: string; children: ReactNode; className?: string}): ReactNode {
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
          if (event.target.value.trim() !== '' && Number.isFinite(parsed)) onChange(Math.min(max, Math.max(min, parsed)));
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

export function CheckboxField({label, checked, onChange}: {label: string; checked: boolean; onChange: (checked: boolean) => void}): ReactNode {
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
      <div className={styles.tableWrap}>
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
        <pattern key={tone} id={hatchId(chartId, tone)} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" className={styles.patternBg} />
          <line x1="0" y1="0" x2="0" y2="6" strokeWidth="3" style={{stroke: `var(--pm-${tone})`}} />
        </pattern>
      ))}
    </defs>
  );
}
