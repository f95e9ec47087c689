/**
 * Pick strategies and their order, see how they wrap (index 0 outermost), what polly_dart
 * 0.0.9 does with that layout, and the Dart code that builds it (src/models/pipeline).
 */
import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {
  RECOMMENDED_ORDER,
  STRATEGIES,
  STRATEGY_KINDS,
  moveStrategy,
  nestingText,
  pipelineDart,
  pipelineNotes,
  type NoteSeverity,
  type StrategyKind,
} from '@site/src/models/pipeline';
import {
  ActionButton,
  ButtonRow,
  CheckboxField,
  Controls,
  LiveRegion,
  Panel,
  useSafeId,
} from '@site/src/components/ModelControls';
import styles from './styles.module.css';

export interface PipelineComposerProps {
  initialOrder?: StrategyKind[];
  title?: string;
}

function Nesting({order}: {order: StrategyKind[]}): ReactNode {
  return order.reduceRight<ReactNode>(
    (inner, kind, index) => (
      <div className={styles.layer} data-layer={kind}>
        <span className={styles.layerName}>{`${index} · ${STRATEGIES[kind].label}`}</span>
        {inner}
      </div>
    ),
    <div className={styles.callback}>your callback</div>,
  );
}

const SEVERITY_LABEL: Record<NoteSeverity, string> = {trap: 'Trap: ', caution: 'Caution: ', info: 'Note: '};

function trapCount(count: number): string {
  return count === 0 ? 'no trap' : `${count} ${count === 1 ? 'trap' : 'traps'}`;
}

export default function PipelineComposer({
  initialOrder = RECOMMENDED_ORDER,
  title = 'Pipeline composer',
}: PipelineComposerProps): ReactNode {
  const [order, setOrder] = useState<StrategyKind[]>(initialOrder);
  const [announcement, setAnnouncement] = useState('');
  const orderHeadingId = useSafeId('pipeline-order');
  const notes = pipelineNotes(order);
  const traps = notes.filter((n) => n.severity === 'trap').length;

  const update = (next: StrategyKind[], what: string) => {
    setOrder(next);
    const count = pipelineNotes(next).filter((n) => n.severity === 'trap').length;
    setAnnouncement(
      `${what} Order from outermost: ${next.map((k) => STRATEGIES[k].label).join(', ') || 'no strategy'}. ${trapCount(count)}.`,
    );
  };
  const toggle = (kind: StrategyKind, include: boolean) =>
    update(
      include ? [...order, kind] : order.filter((k) => k !== kind),
      `${STRATEGIES[kind].label} ${include ? 'added as the innermost layer' : 'removed'}.`,
    );
  const move = (index: number, step: -1 | 1) =>
    update(
      moveStrategy(order, index, step),
      `${STRATEGIES[order[index]].label} moved ${step < 0 ? 'outwards' : 'inwards'}.`,
    );

  return (
    <Panel title={title}>
      <Controls legend="Strategies in the pipeline">
        {STRATEGY_KINDS.map((kind) => (
          <CheckboxField
            key={kind}
            label={STRATEGIES[kind].label}
            checked={order.includes(kind)}
            onChange={(on) => toggle(kind, on)}
          />
        ))}
      </Controls>
      <ButtonRow label="Presets">
        <ActionButton onClick={() => update(RECOMMENDED_ORDER, 'Recommended layout restored.')}>
          Use the recommended layout
        </ActionButton>
      </ButtonRow>
      <div className={styles.columns}>
        <div>
          <p className={styles.heading} id={orderHeadingId}>
            Order (index 0 is the outermost layer)
          </p>
          {order.length === 0 ? (
            <p>No strategy: the callback runs on its own.</p>
          ) : (
            <ol className={styles.order} start={0} aria-labelledby={orderHeadingId} data-testid="pipeline-order">
              {order.map((kind, index) => (
                <li key={kind} data-kind={kind}>
                  <span className={styles.index} aria-hidden="true">
                    {index}
                  </span>
                  <span className={styles.orderName}>{STRATEGIES[kind].label}</span>
                  <button
                    type="button"
                    className={clsx(styles.move, styles.out)}
                    onClick={() => move(index, -1)}
                    disabled={index === 0}
                    aria-label={`Move ${STRATEGIES[kind].label} out`}>
                    out
                  </button>
                  <button
                    type="button"
                    className={clsx(styles.move, styles.in)}
                    onClick={() => move(index, 1)}
                    disabled={index === order.length - 1}
                    aria-label={`Move ${STRATEGIES[kind].label} in`}>
                    in
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <p className={styles.heading}>How the layers wrap your callback</p>
          <div className={styles.nesting} data-testid="pipeline-nesting">
            <Nesting order={order} />
          </div>
          <p className={styles.expression}>
            <code>{nestingText(order)}</code>
          </p>
        </div>
      </div>
      <p className={styles.heading}>{`What 0.0.9 does with this layout (${trapCount(traps)})`}</p>
      <ul className={styles.notes} data-testid="pipeline-notes">
        {notes.map((note) => (
          <li key={note.text} className={clsx(styles.note, styles[note.severity])} data-severity={note.severity}>
            <strong>{SEVERITY_LABEL[note.severity]}</strong>
            {note.text}
          </li>
        ))}
        {notes.length === 0 ? <li className={styles.note}>Nothing to point out for this layout.</li> : null}
      </ul>
      <div data-testid="pipeline-code">
        <CodeBlock
          language="dart"
          title={traps > 0 ? 'main.dart: a counterexample, because of the trap above' : 'main.dart'}>
          {pipelineDart(order)}
        </CodeBlock>
      </div>
      <LiveRegion>{announcement}</LiveRegion>
    </Panel>
  );
}
