import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * The frame shared by the landing-page illustrations (src/components/landing/art): an inline SVG
 * with an accessible name, a fixed size that scales down with the column, and arrow heads.
 * All colours come from Infima variables (styles.module.css), so one drawing suits both modes.
 */
export default function ArtFrame({
  id,
  label,
  width,
  height,
  className,
  children,
}: {
  /** Unique on the page; prefixes the arrow-head ids. */
  id: string;
  /** What the picture shows, for screen readers. */
  label: string;
  /** viewBox size in pixels; also the largest size the picture is drawn at. */
  width: number;
  height: number;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <svg
      className={clsx(styles.svg, className)}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}>
      <defs>
        <marker
          id={arrowId(id)}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10z" className={styles.arrowHead} />
        </marker>
        <marker
          id={arrowId(id, true)}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10z" className={styles.arrowHeadAccent} />
        </marker>
      </defs>
      {children}
    </svg>
  );
}

function arrowId(id: string, accent = false): string {
  return `landing-${id}-arrow${accent ? '-accent' : ''}`;
}

/** Value for `markerEnd` / `markerStart`: the frame's arrow head. */
export function arrowHead(id: string, accent = false): string {
  return `url(#${arrowId(id, accent)})`;
}

/** Class names for shapes inside an ArtFrame. */
export const art = {
  /** Card or node: page surface with a neutral outline. */
  panel: styles.panel,
  /** Quieter filled shape. */
  soft: styles.soft,
  /** Brand-coloured node (Docbox itself); put `onAccent` text on it. */
  accent: styles.accent,
  /** Light brand tint. */
  tint: styles.tint,
  /** Brand-coloured outline without fill. */
  accentOutline: styles.accentOutline,
  /** Thin neutral outline (keeps its width when scaled). */
  outline: styles.outline,
  /** Dashed outline grouping other shapes. */
  group: styles.group,
  /** Placeholder text line. */
  bar: styles.bar,
  /** Highlighted placeholder text line. */
  barAccent: styles.barAccent,
  /** Connector lines. */
  line: styles.line,
  lineAccent: styles.lineAccent,
  dashed: styles.dashed,
  /** Labels. */
  label: styles.label,
  small: styles.small,
  muted: styles.muted,
  mono: styles.mono,
  onAccent: styles.onAccent,
  accentText: styles.accentText,
  middle: styles.middle,
  end: styles.end,
} as const;
