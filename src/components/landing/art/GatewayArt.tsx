import type {ReactNode} from 'react';
import ArtFrame, {arrowHead, art} from '@site/src/components/landing/ArtFrame';

/** Browser → your backend (the gateway) → Docbox in a private network, with tenant headers. */
export default function GatewayArt({
  label,
  client,
  gateway,
  gatewayNote,
  headers,
  docbox,
  network,
  networkNote,
}: {
  label: string;
  client: string;
  gateway: string;
  gatewayNote: string;
  headers: string[];
  docbox: string;
  network: string;
  networkNote: string;
}): ReactNode {
  return (
    <ArtFrame id="gateway" label={label} width={360} height={346}>
      <rect x="90" y="8" width="180" height="44" rx="10" className={art.panel} />
      <text x="180" y="35" className={`${art.small} ${art.middle}`}>
        {client}
      </text>
      <path d="M180 53v27" className={art.line} markerEnd={arrowHead('gateway')} />

      <rect x="40" y="84" width="280" height="64" rx="10" className={art.panel} />
      <rect x="40" y="84" width="280" height="64" rx="10" className={art.accentOutline} />
      <text x="180" y="111" className={`${art.label} ${art.middle}`}>
        {gateway}
      </text>
      <text x="180" y="132" className={`${art.muted} ${art.middle}`}>
        {gatewayNote}
      </text>

      <path d="M120 149v129" className={art.lineAccent} markerEnd={arrowHead('gateway', true)} />
      {headers.slice(0, 3).map((header, index) => {
        const y = 170 + index * 30;
        const optional = index === 2;
        return (
          <g key={header}>
            <rect x="140" y={y} width="170" height="24" rx="6" className={optional ? art.group : art.tint} />
            <text x="152" y={y + 16.5} className={art.mono}>
              {header}
            </text>
          </g>
        );
      })}

      <rect x="12" y="266" width="336" height="72" rx="14" className={art.group} />
      <rect x="40" y="284" width="160" height="42" rx="10" className={art.accent} />
      <text x="120" y="310" className={`${art.label} ${art.onAccent} ${art.middle}`}>
        {docbox}
      </text>
      <text x="332" y="300" className={`${art.small} ${art.end}`} fontWeight="600">
        {network}
      </text>
      <text x="332" y="318" className={`${art.muted} ${art.end}`}>
        {networkNote}
      </text>
    </ArtFrame>
  );
}
