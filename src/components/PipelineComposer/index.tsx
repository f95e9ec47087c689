/**
 * Pick strategies and their order, see how they wrap (index 0 outermost), what polly_dart
 * 0.0.9 does with that layout, and the Dart code that builds it (src/models/pipeline).
 * With `urlState`, the layout lives in the address (src/models/pipelineUrl): every change is a
 * history entry, reload and the back button restore it, and a malformed value falls back to the
 * default layout.
 */
import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
// Highlighting in the browser needs the languages registered (src/prism/languages.ts).
import '@site/src/prism/languages';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
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
import {pipelineFromSearch, searchWithPipeline} from '@site/src/models/pipelineUrl';
import {
  ActionButton,
  ButtonRow,
  CheckboxField,
  Controls,
  LiveRegion,
  Panel,
  useSafeId,
} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

export interface PipelineComposerProps {
  initialOrder?: StrategyKind[];
  title?: string;
  /** Read and write the layout in the query string (`?pipeline=…`); for one composer per page. */
  urlState?: boolean;
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

/**
 * The layout and a way to change it: component state, or with `urlState` the address, read
 * only after hydration so that the server's HTML (the default layout) hydrates unchanged.
 */
function useLayout(initialOrder: StrategyKind[], urlState: boolean): [StrategyKind[], (next: StrategyKind[]) => void] {
  const [local, setLocal] = useState<StrategyKind[]>(initialOrder);
  const location = useLocation();
  const history = useHistory();
  const fromUrl = useIsBrowser() && urlState ? pipelineFromSearch(location.search) : null;

  useEffect(() => {
    // A malformed value is dropped from the address, without a new history entry.
    if (fromUrl?.status === 'malformed') {
      history.replace({...location, search: searchWithPipeline(location.search, null)});
    }
  }, [fromUrl?.status, history, location]);

  if (!urlState) return [local, setLocal];
  const order = fromUrl?.status === 'valid' ? fromUrl.order : initialOrder;
  const setOrder = (next: StrategyKind[]) => {
    const search = searchWithPipeline(location.search, next);
    // One history entry per change; none when the address would not change.
    if (search !== location.search) history.push({...location, search});
  };
  return [order, setOrder];
}

export default function PipelineComposer({
  initialOrder = RECOMMENDED_ORDER,
  title = 'Pipeline composer',
  urlState = false,
}: PipelineComposerProps): ReactNode {
  const [order, setOrder] = useLayout(initialOrder, urlState);
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
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setAnnouncement('Link to this layout copied.');
    } catch {
      setAnnouncement('Copying failed; the address bar holds the link to this layout.');
    }
  };
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
        {urlState ? <ActionButton onClick={() => void copyLink()}>Copy a link to this layout</ActionButton> : null}
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
