import type {ReactNode} from 'react';
import ArtFrame, {arrowHead, art} from '@site/src/components/landing/ArtFrame';

const OUTPUT_Y = [30, 125, 220];
const TEETH = [0, 45, 90, 135, 180, 225, 270, 315];

/** An office file goes through the converter and comes out as a PDF, thumbnails and text. */
export default function ProcessingArt({
  label,
  input,
  converter,
  outputs,
}: {
  label: string;
  input: string;
  converter: string;
  outputs: string[];
}): ReactNode {
  return (
    <ArtFrame id="processing" label={label} width={430} height={280}>
      {/* Input document. */}
      <path d="M14 100h58l22 22v78H14z" className={art.panel} />
      <path d="M72 100v22h22" className={art.line} />
      <rect x="26" y="128" width="50" height="5" rx="2.5" className={art.bar} />
      <rect x="26" y="140" width="40" height="5" rx="2.5" className={art.bar} />
      <rect x="24" y="160" width="52" height="24" rx="5" className={art.accent} />
      <text x="50" y="176.5" className={`${art.small} ${art.onAccent} ${art.middle}`} fontWeight="700">
        {input}
      </text>
      <path d="M100 150h38" className={art.line} markerEnd={arrowHead('processing')} />

      {/* Converter. */}
      <circle cx="180" cy="150" r="36" className={art.tint} />
      <circle cx="180" cy="150" r="36" className={art.accentOutline} />
      {TEETH.map((angle) => (
        <rect
          key={angle}
          x="176"
          y="129"
          width="8"
          height="9"
          rx="1.5"
          transform={`rotate(${angle} 180 150)`}
          className={art.accent}
        />
      ))}
      <circle cx="180" cy="150" r="14" className={art.accent} />
      <circle cx="180" cy="150" r="5.5" className={art.panel} />
      <text x="180" y="206" className={`${art.small} ${art.middle}`} fontWeight="600">
        {converter}
      </text>

      {/* Outputs. */}
      {OUTPUT_Y.map((y) => (
        <path
          key={y}
          d={`M217 150C232 150 230 ${y + 25} 246 ${y + 25}`}
          className={art.lineAccent}
          markerEnd={arrowHead('processing', true)}
        />
      ))}
      {outputs.slice(0, 3).map((output, index) => {
        const y = OUTPUT_Y[index]!;
        return (
          <g key={output}>
            <rect x="250" y={y} width="172" height="50" rx="10" className={art.panel} />
            <text x="296" y={y + 30} className={art.label}>
              {output}
            </text>
          </g>
        );
      })}
      {/* Output icons: a PDF page, two thumbnails, lines of text. */}
      <path d="M262 40h14l6 6v24h-20z" className={art.accent} />
      <rect x="261" y="141" width="12" height="12" rx="2" className={art.accentOutline} />
      <rect x="276" y="135" width="12" height="18" rx="2" className={art.tint} />
      <rect x="276" y="135" width="12" height="18" rx="2" className={art.accentOutline} />
      <rect x="261" y="233" width="26" height="4" rx="2" className={art.barAccent} />
      <rect x="261" y="242" width="20" height="4" rx="2" className={art.bar} />
      <rect x="261" y="251" width="24" height="4" rx="2" className={art.bar} />
    </ArtFrame>
  );
}
