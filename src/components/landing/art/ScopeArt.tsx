import type {ReactNode} from 'react';
import ArtFrame, {arrowHead, art} from '@site/src/components/landing/ArtFrame';

const BOX = 'M16 2 29 9v14l-13 7-13-7V9z';
const BOX_TOP = 'M16 2 29 9l-13 7L3 9z';
const CENTRES = [80, 210, 340];

/** A tenant holding three scoped document boxes, and a request path naming the first one. */
export default function ScopeArt({
  label,
  tenant,
  scopes,
  path,
}: {
  label: string;
  tenant: string;
  scopes: string[];
  path: {before: string; scope: string; after: string};
}): ReactNode {
  return (
    <ArtFrame id="scopes" label={label} width={420} height={290}>
      <rect x="8" y="8" width="404" height="196" rx="14" className={art.group} />
      <text x="28" y="38" className={art.label}>
        {tenant}
      </text>

      {scopes.slice(0, 3).map((scope, index) => {
        const cx = CENTRES[index]!;
        const first = index === 0;
        return (
          <g key={scope}>
            <g transform={`translate(${cx - 35} 62) scale(2.2)`}>
              <path d={BOX} className={first ? art.accent : art.soft} />
              <path d={BOX_TOP} className={first ? art.tint : art.bar} />
              {!first && <path d={`${BOX}M16 16v14M16 16 29 9M16 16 3 9`} className={art.outline} />}
            </g>
            {first && <rect x={cx - 58} y="144" width="116" height="26" rx="6" className={art.tint} />}
            <text x={cx} y="161.5" className={`${art.mono} ${art.middle}`}>
              {scope}
            </text>
          </g>
        );
      })}

      <path d="M100 172v54" className={art.lineAccent} markerEnd={arrowHead('scopes', true)} />

      <rect x="8" y="232" width="404" height="46" rx="10" className={art.panel} />
      <text x="24" y="259.5" className={art.mono}>
        <tspan>{path.before}</tspan>
        <tspan className={art.accentText} fontWeight="700">
          {path.scope}
        </tspan>
        <tspan>{path.after}</tspan>
      </text>
    </ArtFrame>
  );
}
