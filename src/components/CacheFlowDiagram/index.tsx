import DiagramFigure, {FlowArrow, FlowBox, FlowDecision} from '../DiagramFigure';
import styles from './styles.module.css';

const FIGURE_ID = 'cache-hit-miss-flow';
/** x of the main column, the path of a miss. */
const SPINE = 140;
const BRANCH_X = 320;
const BRANCH_W = 430;

type Branch = {cy: number; label: string; lines: string[]; tone: 'plain' | 'ok' | 'accent'};

/** A "yes" exit from a decision on the spine to a box on the right. */
function YesBranch({cy, label, lines, tone}: Branch) {
  return (
    <g>
      <FlowArrow
        figureId={FIGURE_ID}
        points={[[SPINE + 110, cy], [BRANCH_X - 2, cy]]}
        label={label}
        labelAt={[(SPINE + 110 + BRANCH_X) / 2, cy - 8]}
        labelClass={styles.branchLabel}
      />
      <FlowBox x={BRANCH_X} y={cy - 27} w={BRANCH_W} h={54} tone={tone} small lines={lines} />
    </g>
  );
}

/** A downward arrow on the spine, optionally labelled "no". */
function Down({from, to, label}: {from: number; to: number; label?: string}) {
  return (
    <FlowArrow
      figureId={FIGURE_ID}
      points={[[SPINE, from], [SPINE, to]]}
      label={label}
      labelAt={[SPINE + 24, (from + to) / 2 + 4]}
      labelClass={styles.branchLabel}
    />
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
      <FlowBox x={20} y={70} w={240} h={52} small lines={['key = keyGenerator(context),', "by default operationKey ?? ''"]} />
      <Down from={122} to={138} />

      <FlowDecision cx={SPINE} cy={185} w={220} h={90} lines={['Is the key', 'empty?']} />
      <YesBranch cy={185} label="yes" tone="plain" lines={['Run the callback directly: no lookup,', 'no callbacks, nothing stored']} />
      <Down from={230} to={253} label="no" />

      <FlowDecision cx={SPINE} cy={305} w={220} h={100} lines={['Does cache.get(key)', 'return a non-null', 'value?']} />
      <YesBranch
        cy={305}
        label="hit"
        tone="ok"
        lines={['onHit, then return the stored value; the callback', 'and every inner strategy are skipped']}
      />
      <Down from={355} to={378} label="miss" />

      <FlowBox x={20} y={380} w={240} h={44} lines={['onMiss, then run the callback']} />
      <Down from={424} to={442} />

      <FlowDecision cx={SPINE} cy={494} w={220} h={100} lines={['Is it a result that', 'shouldCache', 'accepts?']} />
      <YesBranch
        cy={494}
        label="yes"
        tone="accent"
        lines={['cache.set(key, value, ttl: options.ttl), then onSet;', 'return the result']}
      />
      <Down from={544} to={566} label="no" />

      <FlowBox x={20} y={568} w={400} h={50} lines={['Return the outcome as it is (exceptions are never stored)']} small />
    </DiagramFigure>
  );
}
