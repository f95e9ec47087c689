import type {ReactNode} from 'react';
import DiagramFigure, {diagramClasses as d} from '@site/src/components/DiagramFigure';
import styles from './styles.module.css';

type Box = {x: number; y: number; width: number; title: string; note: string; code?: boolean};

const HEIGHT = 58;

const boxes: Box[] = [
  {x: 16, y: 112, width: 150, title: 'Run inner layers', note: 'and your callback'},
  {x: 350, y: 12, width: 390, title: 'Return the outcome unchanged', note: 'a result, or an exception the predicate left alone'},
  {x: 350, y: 112, width: 160, title: 'onFallback(args)', note: 'its errors are swallowed', code: true},
  {x: 550, y: 112, width: 190, title: 'fallbackAction(args)', note: 'returns an Outcome<T>', code: true},
  {x: 440, y: 212, width: 300, title: 'That Outcome goes to the caller', note: 'if the action throws, the error does'},
];

/** The decision the fallback strategy makes for every outcome. */
export default function FallbackFlowDiagram(): ReactNode {
  return (
    <DiagramFigure
      viewBox="0 0 760 284"
      title="Fallback: how an outcome is handled"
      description={
        'The fallback strategy first runs the inner layers and your callback and captures the outcome. It then ' +
        'asks shouldHandle about that outcome. If the answer is no, the outcome is returned unchanged. If the ' +
        'answer is yes, onFallback runs (errors inside it are swallowed), then fallbackAction runs and returns an ' +
        'Outcome. That Outcome, a result or an exception, goes to the caller; if the action throws, the thrown ' +
        'error becomes the outcome.'
      }
      caption={
        <>
          The strategy asks one question per call. By default <code>shouldHandle</code> answers yes for every
          exception and no for every result.
        </>
      }>
      {(arrowHead) => (
        <>
          {boxes.map((box) => (
            <g key={box.title}>
              <rect className={d.node} x={box.x} y={box.y} width={box.width} height={HEIGHT} rx={8} />
              <text
                className={box.code ? d.code : d.label}
                x={box.x + box.width / 2}
                y={box.y + 25}
                textAnchor="middle">
                {box.title}
              </text>
              <text className={d.small} x={box.x + box.width / 2} y={box.y + 44} textAnchor="middle">
                {box.note}
              </text>
            </g>
          ))}

          <polygon className={styles.decision} points="190,141 255,101 320,141 255,181" />
          <text className={d.code} x={255} y={138} textAnchor="middle">
            shouldHandle
          </text>
          <text className={d.code} x={255} y={154} textAnchor="middle">
            (outcome)?
          </text>

          <line className={d.edge} x1={166} y1={141} x2={188} y2={141} markerEnd={arrowHead} />
          <path className={d.edge} d="M255 101 V41 H348" markerEnd={arrowHead} />
          <text className={d.label} x={264} y={78}>
            no
          </text>
          <line className={d.edge} x1={320} y1={141} x2={348} y2={141} markerEnd={arrowHead} />
          <text className={d.label} x={322} y={132}>
            yes
          </text>
          <line className={d.edge} x1={510} y1={141} x2={548} y2={141} markerEnd={arrowHead} />
          <line className={d.edge} x1={645} y1={170} x2={645} y2={210} markerEnd={arrowHead} />
        </>
      )}
    </DiagramFigure>
  );
}
