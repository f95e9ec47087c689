/**
 * "Which strategy do I need?": tick the failures you see, get the strategies that handle them
 * composed into one pipeline (src/models/decisionGuide) with the reason for each strategy's
 * place, and open it in the playground's
 * composer through its address (src/models/pipelineUrl).
 */
import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {FAILURES, pipelineFor, placementReasons, type FailureId} from '@site/src/models/decisionGuide';
import {RECOMMENDED_ORDER, STRATEGIES} from '@site/src/models/pipeline';
import {playgroundHref} from '@site/src/models/pipelineUrl';
import {LiveRegion, Panel, useSafeId} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

export default function DecisionGuide(): ReactNode {
  const [chosen, setChosen] = useState<FailureId[]>([]);
  const idPrefix = useSafeId('failure');
  const order = pipelineFor(chosen);
  const labels = order.map((kind) => STRATEGIES[kind].label);

  const toggle = (id: FailureId, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Panel title="Decision guide" className={styles.guide}>
      <fieldset className={styles.failures}>
        <legend className={styles.legend}>Tick what you see happen to the call</legend>
        {FAILURES.map((failure) => {
          const id = `${idPrefix}-${failure.id}`;
          return (
            <div key={failure.id} className={styles.failure} data-failure={failure.id}>
              <input
                id={id}
                type="checkbox"
                checked={chosen.includes(failure.id)}
                onChange={(event) => toggle(failure.id, event.target.checked)}
                aria-describedby={`${id}-answer`}
              />
              <label htmlFor={id}>{failure.symptom}</label>
              <p id={`${id}-answer`} className={styles.answer}>
                <span className={styles.arrow} aria-hidden="true">
                  →{' '}
                </span>
                <Link to={failure.guide}>{failure.strategies.map((kind) => STRATEGIES[kind].label).join(' and ')}</Link>
                {`. ${failure.because}`}
              </p>
            </div>
          );
        })}
      </fieldset>
      <div className={styles.result} data-testid="decision-result">
        {order.length === 0 ? (
          <p>
            Nothing ticked yet. Without a specific failure in mind, start from the recommended layout:{' '}
            {RECOMMENDED_ORDER.map((kind) => STRATEGIES[kind].label).join(', ')}.
          </p>
        ) : (
          <>
            <p>
              Your pipeline, from the outermost layer in: <strong>{labels.join(' → ')}</strong>.
            </p>
            {order.length > 1 ? (
              <ul className={styles.reasons} aria-label="Why this order" data-testid="decision-reasons">
                {placementReasons(order).map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
          </>
        )}
        <p className={styles.open}>
          <Link to={playgroundHref(order.length === 0 ? RECOMMENDED_ORDER : order)} data-testid="decision-playground">
            {order.length === 0
              ? 'Open the recommended layout in the playground'
              : 'Open this pipeline in the playground'}
          </Link>{' '}
          to see how the layers interact and copy the Dart code that builds it.
        </p>
      </div>
      <LiveRegion>
        {order.length === 0
          ? ''
          : `${labels.length} ${labels.length === 1 ? 'strategy' : 'strategies'}: ${labels.join(', ')}.`}
      </LiveRegion>
    </Panel>
  );
}
