import type {ReactNode} from 'react';
import {arrowId, figure as d, LabelPair, WideFigure, figure} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

type Box = {x: number; y: number; width: number; title: string; note: string; code?: boolean};

const HEIGHT = 58;
const FIGURE_ID = 'fallback-flow';
const TITLE = 'Fallback: how an outcome is handled';
const ARROW = `url(#${arrowId(FIGURE_ID)})`;

const boxes: Box[] = [
  {x: 16, y: 112, width: 150, title: 'Run inner layers', note: 'and your callback'},
  {
    x: 350,
    y: 12,
    width: 390,
    title: 'Return the outcome unchanged',
    note: 'a result, or an exception the predicate left alone',
  },
  {x: 350, y: 112, width: 160, title: 'onFallback(args)', note: 'its errors are swallowed', code: true},
  {x: 550, y: 112, width: 190, title: 'fallbackAction(args)', note: 'returns an Outcome<T>', code: true},
  {x: 440, y: 212, width: 300, title: 'That Outcome goes to the caller', note: 'if the action throws, the error does'},
];

const DESCRIPTION =
  'The fallback strategy first runs the inner layers and your callback and captures the outcome. It then ' +
  'asks shouldHandle about that outcome. If the answer is no, the outcome is returned unchanged. If the ' +
  'answer is yes, onFallback runs (errors inside it are swallowed), then fallbackAction runs and returns an ' +
  'Outcome. That Outcome, a result or an exception, goes to the caller; if the action throws, the thrown ' +
  'error becomes the outcome.';

const CAPTION = (
  <>
    The strategy asks one question per call. By default <code>shouldHandle</code> answers yes for every exception and no
    for every result.
  </>
);

/** The decision the fallback strategy makes for every outcome. */
export default function FallbackFlowDiagram(): ReactNode {
  return (
    <WideFigure id={FIGURE_ID} title={TITLE} description={DESCRIPTION} caption={CAPTION} width={760} height={284}>
      {boxes.map((box) => (
        <g key={box.title}>
          <rect className={d.box} x={box.x} y={box.y} width={box.width} height={HEIGHT} rx={8} />
          <LabelPair
            x={box.x + box.width / 2}
            y={box.y + 25}
            anchor="middle"
            first={box.title}
            firstClass={box.code ? figure.code : d.text}
            second={box.note}
          />
        </g>
      ))}

      <polygon className={styles.decision} points="190,141 255,101 320,141 255,181" />
      <LabelPair
        x={255}
        y={138}
        anchor="middle"
        first="shouldHandle"
        firstClass={figure.code}
        second="(outcome)?"
        secondClass={figure.code}
      />

      <line className={d.line} x1={166} y1={141} x2={188} y2={141} markerEnd={ARROW} />
      <path className={d.line} d="M255 101 V41 H348" markerEnd={ARROW} />
      <text className={d.text} x={264} y={78}>
        no
      </text>
      <line className={d.line} x1={320} y1={141} x2={348} y2={141} markerEnd={ARROW} />
      <text className={d.text} x={322} y={132}>
        yes
      </text>
      <line className={d.line} x1={510} y1={141} x2={548} y2={141} markerEnd={ARROW} />
      <line className={d.line} x1={645} y1={170} x2={645} y2={210} markerEnd={ARROW} />
    </WideFigure>
  );
}
