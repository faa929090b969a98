import type {ReactNode} from 'react';
import {art} from '@site/src/components/landing/ArtFrame';

export type LandingIconName =
  | 'files'
  | 'process'
  | 'search'
  | 'tenants'
  | 'gateway'
  | 'history'
  | 'containers';

/** Stroke paths of each 24 × 24 icon. */
const PATHS: Record<LandingIconName, string[]> = {
  files: ['M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z', 'M3 10h18'],
  process: ['M19.5 12a7.5 7.5 0 0 1-13.6 4.4', 'M4.5 12a7.5 7.5 0 0 1 13.6-4.4', 'M18.5 3.5v4h-4', 'M5.5 20.5v-4h4'],
  search: ['M16.5 10.5a6 6 0 1 1-12 0 6 6 0 0 1 12 0z', 'M15 15l5.5 5.5'],
  tenants: ['M12 3 3 7.5l9 4.5 9-4.5z', 'M3 12l9 4.5 9-4.5', 'M3 16.5 12 21l9-4.5'],
  gateway: ['M12 3 5 6v5c0 4.6 2.9 8 7 10 4.1-2 7-5.4 7-10V6z', 'M9 12l2 2 4-4'],
  history: ['M20 12a8 8 0 1 1-16 0 8 8 0 0 1 16 0z', 'M12 8v4l3 2'],
  containers: ['M3 12h8v8H3z', 'M13 12h8v8h-8z', 'M8 4h8v8H8z'],
};

/** A small decorative icon (hidden from screen readers; the text next to it says the same). */
export default function LandingIcon({name, size = 28}: {name: LandingIconName; size?: number}): ReactNode {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[name].map((d) => (
        <path key={d} d={d} className={art.lineAccent} />
      ))}
    </svg>
  );
}
