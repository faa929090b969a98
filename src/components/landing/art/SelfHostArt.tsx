import type {ReactNode} from 'react';
import ArtFrame, {art} from '@site/src/components/landing/ArtFrame';

export interface SelfHostService {
  name: string;
  note: string;
}

const CARDS = [
  {x: 8, y: 14, from: [160, 124], to: [100, 74]},
  {x: 222, y: 14, from: [240, 124], to: [300, 74]},
  {x: 8, y: 228, from: [160, 176], to: [100, 226]},
  {x: 222, y: 228, from: [240, 176], to: [300, 226]},
] as const;

/** Docbox and the four services it runs next to. */
export default function SelfHostArt({
  label,
  docbox,
  services,
}: {
  label: string;
  docbox: string;
  services: SelfHostService[];
}): ReactNode {
  return (
    <ArtFrame id="self-host" label={label} width={400} height={300}>
      {services.slice(0, 4).map((service, index) => {
        const card = CARDS[index]!;
        return (
          <g key={service.name}>
            <path
              d={`M${card.from[0]} ${card.from[1]}L${card.to[0]} ${card.to[1]}`}
              className={`${art.lineAccent} ${art.dashed}`}
            />
            <circle cx={card.to[0]} cy={card.to[1]} r="3.5" className={art.accent} />
            <rect x={card.x} y={card.y} width="170" height="58" rx="10" className={art.panel} />
            <text x={card.x + 85} y={card.y + 26} className={`${art.label} ${art.middle}`}>
              {service.name}
            </text>
            <text x={card.x + 85} y={card.y + 45} className={`${art.muted} ${art.middle}`}>
              {service.note}
            </text>
          </g>
        );
      })}
      <rect x="130" y="118" width="140" height="64" rx="14" className={art.accent} />
      <g transform="translate(188 126) scale(0.75)">
        <path d="M16 2 29 9v14l-13 7-13-7V9z" className={art.onAccent} fillOpacity="0.9" />
        <path d="M16 16v14M16 16 29 9M16 16 3 9" className={art.lineAccent} />
      </g>
      <text x="200" y="170" className={`${art.label} ${art.onAccent} ${art.middle}`}>
        {docbox}
      </text>
    </ArtFrame>
  );
}
