import {DiagramFigure, FlowArrow, FlowBox, FlowDecision} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

const FIGURE_ID = 'cache-hit-miss-flow';
/** x of the main column, the path of a miss. */
const SPINE = 140;
const BRANCH_X = 320;
const BRANCH_W = 430;

/** A question on the spine, its "yes" exit to a box on the right, and its downward exit. */
type Decision = {
  cy: number;
  h: number;
  question: string[];
  yes: string;
  tone: 'plain' | 'ok' | 'accent';
  outcome: string[];
  no: string;
};

const DECISIONS: Decision[] = [
  {
    cy: 185,
    h: 90,
    question: ['Is the key', 'empty?'],
    yes: 'yes',
    tone: 'plain',
    outcome: ['Run the callback directly: no lookup,', 'no callbacks, nothing stored'],
    no: 'no',
  },
  {
    cy: 305,
    h: 100,
    question: ['Does cache.get(key)', 'return a non-null', 'value?'],
    yes: 'hit',
    tone: 'ok',
    outcome: ['onHit, then return the stored value; the callback', 'and every inner strategy are skipped'],
    no: 'miss',
  },
  {
    cy: 494,
    h: 100,
    question: ['Is it a result that', 'shouldCache', 'accepts?'],
    yes: 'yes',
    tone: 'accent',
    outcome: ['cache.set(key, value, ttl: options.ttl), then onSet;', 'return the result'],
    no: 'no',
  },
];

/** A downward arrow on the spine, optionally labelled. */
function Down({from, to, label}: {from: number; to: number; label?: string}) {
  return (
    <FlowArrow
      figureId={FIGURE_ID}
      points={[
        [SPINE, from],
        [SPINE, to],
      ]}
      label={label}
      labelAt={[SPINE + 24, (from + to) / 2 + 4]}
      labelClass={styles.branchLabel}
    />
  );
}

function DecisionStep({cy, h, question, yes, tone, outcome, no}: Decision) {
  const bottom = cy + h / 2;
  return (
    <g>
      <FlowDecision cx={SPINE} cy={cy} w={220} h={h} lines={question} />
      <FlowArrow
        figureId={FIGURE_ID}
        points={[
          [SPINE + 110, cy],
          [BRANCH_X - 2, cy],
        ]}
        label={yes}
        labelAt={[(SPINE + 110 + BRANCH_X) / 2, cy - 8]}
        labelClass={styles.branchLabel}
      />
      <FlowBox x={BRANCH_X} y={cy - 27} w={BRANCH_W} h={54} tone={tone} small lines={outcome} />
      <Down from={bottom} to={bottom + 22} label={no} />
    </g>
  );
}

/**
 * Hit and miss paths of polly_dart 0.0.9's cache strategy, from the key
 * computation to storing (or not storing) the outcome.
 */
export default function CacheFlowDiagram() {
  return (
    <DiagramFigure
      id={FIGURE_ID}
      width={760}
      height={630}
      title="How the cache strategy of polly_dart 0.0.9 handles one call"
      description={
        'The strategy first computes the key with keyGenerator, or uses the context operationKey, or an empty string. ' +
        'If the key is empty it runs the callback with no lookup and stores nothing. Otherwise it asks the provider for ' +
        'the key. A non-null value is a hit: onHit runs and the stored value is returned without running the callback or ' +
        'any inner strategy. A null value is a miss: onMiss runs and the callback runs. If the callback returned a result ' +
        'and shouldCache accepts it, the value is stored with the strategy ttl and onSet runs. Exceptions are never stored.'
      }
      caption={
        <>
          One call through <code>CacheStrategy</code>. The callbacks fire only when the options&apos; type argument
          matches the call&apos;s (or is <code>dynamic</code>).
        </>
      }>
      <FlowBox x={20} y={10} w={240} h={40} lines={['execute(callback, context)']} />
      <Down from={50} to={68} />
      <FlowBox
        x={20}
        y={70}
        w={240}
        h={52}
        small
        lines={['key = keyGenerator(context),', "by default operationKey ?? ''"]}
      />
      <Down from={122} to={138} />
      {DECISIONS.slice(0, 2).map((decision) => (
        <DecisionStep key={decision.cy} {...decision} />
      ))}
      <FlowBox x={20} y={380} w={240} h={44} lines={['onMiss, then run the callback']} />
      <Down from={424} to={442} />
      <DecisionStep {...DECISIONS[2]} />
      <FlowBox
        x={20}
        y={568}
        w={400}
        h={50}
        lines={['Return the outcome as it is (exceptions are never stored)']}
        small
      />
    </DiagramFigure>
  );
}
