import {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

/** Class names of the shared SVG primitives (boxes, lines, labels, colour roles). */
export const diagramClasses = styles;

type Props = {
  /** Short accessible name of the diagram (the SVG `<title>`). */
  title: string;
  /** Full text alternative: what the diagram shows, in words (the SVG `<desc>`). */
  description: string;
  /** Visible caption under the diagram. */
  caption: ReactNode;
  /** SVG view box, e.g. `0 0 740 240`. */
  viewBox: string;
  /** Draws the diagram; receives the `url(#…)` reference of the arrowhead marker. */
  children: (arrowHead: string) => ReactNode;
};

/**
 * A hand-drawn SVG diagram in a captioned figure. Colours come from the theme
 * (currentColor and Infima variables), so it reads in light and dark mode.
 */
export default function DiagramFigure({title, description, caption, viewBox, children}: Props): ReactNode {
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const arrowId = `${id}-arrow`;
  return (
    <figure className={styles.figure}>
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={`Diagram: ${title}`}>
        <svg
          className={styles.svg}
          viewBox={viewBox}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}>
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description}</desc>
          <defs>
            <marker
              id={arrowId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse">
              <path className={styles.arrowHead} d="M0,0 L10,5 L0,10 z" />
            </marker>
          </defs>
          {children(`url(#${arrowId})`)}
        </svg>
      </div>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
