import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A hand-written SVG diagram with a caption. Diagrams are plain JSX so they ship no
 * diagram library and follow the colour mode through CSS variables (see styles.module.css).
 */
export default function Diagram({
  title,
  caption,
  width,
  height,
  children,
}: {
  /** Short accessible name of the picture, read by screen readers. */
  title: string;
  /** Visible caption under the picture. */
  caption?: ReactNode;
  /** viewBox size; the picture scales to the column width and keeps this ratio. */
  width: number;
  height: number;
  children: ReactNode;
}): ReactNode {
  return (
    <figure className={styles.figure}>
      {/* On a phone the picture keeps a width its labels can be read at and scrolls sideways. */}
      {/* Focusable: a box that scrolls must be reachable by keyboard (as the tables are). */}
      <div className="docbox-scroll-cue" tabIndex={0} role="group" aria-label={title}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-label={title}>
          <defs>
            <marker
              id="diagram-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse">
              <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
            </marker>
          </defs>
          {children}
        </svg>
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}

/** Class names for the shapes inside a Diagram. */
export const diagramClasses = {
  /** A component box (neutral). */
  box: styles.box,
  /** A box for Docbox itself (brand colour). */
  boxAccent: styles.boxAccent,
  /** A dashed box grouping other boxes (a network, a machine). */
  group: styles.group,
  /** Box label text. */
  label: styles.label,
  /** Secondary text under a label. */
  note: styles.note,
  /** Text on the brand-coloured box. */
  labelOnAccent: styles.labelOnAccent,
  /** A connecting line; add markerEnd="url(#diagram-arrow)" for an arrow head. */
  line: styles.line,
  /** A dashed connecting line (asynchronous or optional). */
  lineDashed: styles.lineDashed,
  /** Small text beside a line. */
  lineLabel: styles.lineLabel,
} as const;
