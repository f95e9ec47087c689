import {
  DiagramFigure,
  CentredLines,
  FlowArrow,
  FlowBox,
  FlowDecision,
  figure,
  type ArrowProps,
  type BoxProps,
} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

const FIGURE_ID = 'rate-limiter-token-flow';
/** Four of the five tokens are left in the pictured bucket. */
const TOKENS = [true, true, true, true, false];

function Bucket() {
  return (
    <g>
      <path d="M40,150 L40,240 Q40,258 58,258 L202,258 Q220,258 220,240 L220,150" className={figure.line} />
      {TOKENS.map((full, index) => (
        <circle key={index} cx={66 + index * 32} cy={232} r={12} className={full ? styles.token : styles.emptyToken} />
      ))}
      <CentredLines
        cx={130}
        cy={190}
        lines={['Bucket: starts full,', 'holds up to permitLimit']}
        className={figure.small}
      />
    </g>
  );
}

const BOXES: BoxProps[] = [
  {
    x: 10,
    y: 16,
    w: 240,
    h: 76,
    tone: 'accent',
    small: true,
    lines: ['Refill, checked on each call:', '+ permitLimit ÷ segmentsPerWindow', 'for each whole segment passed'],
  },
  {x: 300, y: 16, w: 180, h: 52, lines: ['A call arrives', 'at the limiter']},
  {x: 550, y: 40, w: 200, h: 72, tone: 'ok', lines: ['Take one token,', 'run your callback']},
  {
    x: 550,
    y: 214,
    w: 200,
    h: 96,
    tone: 'fail',
    small: true,
    lines: [
      'onRejected runs, then the',
      'call fails with',
      'RateLimiterRejectedException',
      '(with retryAfter); no callback',
    ],
  },
];

const ARROWS: Array<Omit<ArrowProps, 'figureId'>> = [
  {
    points: [
      [130, 92],
      [130, 146],
    ],
    label: 'tokens',
    labelAt: [158, 124],
  },
  {
    points: [
      [390, 68],
      [390, 112],
    ],
  },
  {
    points: [
      [222, 214],
      [303, 178],
    ],
    label: 'take 1',
    labelAt: [252, 186],
  },
  {
    points: [
      [485, 170],
      [520, 170],
      [520, 76],
      [548, 76],
    ],
    label: 'yes',
    labelAt: [503, 120],
  },
  {
    points: [
      [390, 226],
      [390, 268],
      [548, 268],
    ],
    label: 'no',
    labelAt: [408, 252],
  },
];

/**
 * Token flow of the token-bucket rate limiter in polly_dart 0.0.9: a refill
 * every segment, one token per admitted call, rejection with retryAfter.
 */
export default function RateLimiterDiagram() {
  return (
    <DiagramFigure
      id={FIGURE_ID}
      width={760}
      height={330}
      title="Token flow of the token bucket rate limiter in polly_dart 0.0.9"
      description={
        'A refill step adds permitLimit divided by segmentsPerWindow tokens for each whole segment that has passed, ' +
        'never above permitLimit; a segment is window divided by segmentsPerWindow. The bucket starts full. ' +
        'When a call arrives the limiter checks for a token. If one is left, the call takes it and your callback runs. ' +
        'If none is left, onRejected runs and the call fails with RateLimiterRejectedException, whose retryAfter is the ' +
        'time left until the next segment; the callback does not run.'
      }
      caption={
        <>
          Token bucket with <code>permitLimit: 5</code>: four tokens left. Tokens are never returned when a call ends;
          only the refill adds them back.
        </>
      }>
      <Bucket />
      {BOXES.map((box) => (
        <FlowBox key={box.lines[0]} {...box} />
      ))}
      <FlowDecision cx={390} cy={170} w={190} h={112} lines={['Is a token', 'left in the', 'bucket?']} />
      {ARROWS.map((arrow) => (
        <FlowArrow key={arrow.points.join(' ')} figureId={FIGURE_ID} {...arrow} />
      ))}
    </DiagramFigure>
  );
}
