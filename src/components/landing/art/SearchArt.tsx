import type {ReactNode} from 'react';
import ArtFrame, {art} from '@site/src/components/landing/ArtFrame';

export interface SearchArtResult {
  name: string;
  path: string;
  pages: string[];
}

/** A search box and two results, each showing the pages the query matched on. */
export default function SearchArt({
  label,
  query,
  results,
}: {
  label: string;
  query: string;
  results: SearchArtResult[];
}): ReactNode {
  return (
    <ArtFrame id="search" label={label} width={400} height={300}>
      <rect x="10" y="10" width="380" height="46" rx="23" className={art.panel} />
      <rect x="10" y="10" width="380" height="46" rx="23" className={art.accentOutline} />
      <circle cx="38" cy="31" r="8.5" className={art.accentOutline} />
      <path d="M44.5 37.5 51 44" className={art.lineAccent} />
      <text x="62" y="38" className={art.small}>
        {query}
      </text>

      {results.slice(0, 2).map((result, index) => {
        const y = 74 + index * 114;
        return (
          <g key={result.name}>
            <rect x="10" y={y} width="380" height="100" rx="10" className={art.panel} />
            <path d={`M26 ${y + 16}h16l6 6v24H26z`} className={art.accent} />
            <text x="62" y={y + 30} className={art.label}>
              {result.name}
            </text>
            <text x="62" y={y + 48} className={art.muted}>
              {result.path}
            </text>
            {result.pages.slice(0, 2).map((page, pageIndex) => {
              const x = 374 - (result.pages.length - pageIndex) * 46;
              return (
                <g key={page}>
                  <rect x={x} y={y + 16} width="40" height="24" rx="12" className={art.tint} />
                  <text x={x + 20} y={y + 32.5} className={`${art.small} ${art.accentText} ${art.middle}`} fontWeight="600">
                    {page}
                  </text>
                </g>
              );
            })}
            <rect x="26" y={y + 66} width="110" height="7" rx="3.5" className={art.bar} />
            <rect x="142" y={y + 66} width="84" height="7" rx="3.5" className={art.barAccent} />
            <rect x="232" y={y + 66} width="132" height="7" rx="3.5" className={art.bar} />
            <rect x="26" y={y + 80} width={index === 0 ? 190 : 150} height="7" rx="3.5" className={art.bar} />
          </g>
        );
      })}
    </ArtFrame>
  );
}
