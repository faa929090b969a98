import type {ReactNode} from 'react';
import ArtFrame, {art} from '@site/src/components/landing/ArtFrame';

/** Hero picture: an open document box with a document, a folder and a link dropping into it. */
export default function HeroArt({label}: {label: string}): ReactNode {
  return (
    <ArtFrame id="hero" label={label} width={420} height={350}>
      {/* The open box: floor and back walls seen through the opening, then the outer walls. */}
      <path d="M210 150 320 205 210 260 100 205z" className={art.soft} />
      <path d="M100 205 210 150v40l-70 35z" className={art.accent} fillOpacity="0.7" />
      <path d="M210 150 320 205l-40 20-70-35z" className={art.tint} />
      <path d="M100 205 210 260v80l-110-55z" className={art.accent} />
      <path d="M210 260 320 205v80l-110 55z" className={art.tint} />
      <path d="M210 260 320 205v80l-110 55z" className={art.accentOutline} />
      <path d="M210 150 320 205 210 260 100 205z" className={art.accentOutline} />
      <path d="M210 260v80" className={art.lineAccent} />

      {/* Falling paths. */}
      <path d="M152 138 172 196" className={`${art.lineAccent} ${art.dashed}`} />
      <path d="M212 96v88" className={`${art.lineAccent} ${art.dashed}`} />
      <path d="M280 128 252 196" className={`${art.lineAccent} ${art.dashed}`} />

      {/* A document. */}
      <g transform="rotate(-10 146 84)">
        <path d="M112 40h50l18 18v68h-68z" className={art.panel} />
        <path d="M162 40v18h18" className={art.line} />
        <rect x="122" y="70" width="44" height="5" rx="2.5" className={art.barAccent} />
        <rect x="122" y="82" width="48" height="5" rx="2.5" className={art.bar} />
        <rect x="122" y="94" width="36" height="5" rx="2.5" className={art.bar} />
        <rect x="122" y="106" width="44" height="5" rx="2.5" className={art.bar} />
      </g>

      {/* A folder. */}
      <g transform="translate(174 22)">
        <path d="M0 14a4 4 0 0 1 4-4h22l8 8h38a4 4 0 0 1 4 4v42a4 4 0 0 1-4 4H4a4 4 0 0 1-4-4z" className={art.panel} />
        <path d="M0 26h76" className={art.line} />
        <path d="M0 14a4 4 0 0 1 4-4h22l8 8h38a4 4 0 0 1 4 4v42a4 4 0 0 1-4 4H4a4 4 0 0 1-4-4z" className={art.tint} />
      </g>

      {/* A web link. */}
      <g transform="rotate(12 288 86)">
        <rect x="250" y="58" width="76" height="56" rx="8" className={art.panel} />
        <rect x="264" y="80" width="26" height="13" rx="6.5" className={art.accentOutline} />
        <rect x="284" y="80" width="26" height="13" rx="6.5" className={art.accentOutline} />
      </g>
    </ArtFrame>
  );
}
