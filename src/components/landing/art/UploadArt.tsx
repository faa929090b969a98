import type {ReactNode} from 'react';
import ArtFrame, {arrowHead, art} from '@site/src/components/landing/ArtFrame';

/** A numbered badge on an arrow. */
function Step({x, y, n}: {x: number; y: number; n: number}): ReactNode {
  return (
    <g>
      <circle cx={x} cy={y} r="11" className={art.accent} />
      <text x={x} y={y + 4.5} className={`${art.small} ${art.onAccent} ${art.middle}`} fontWeight="700">
        {n}
      </text>
    </g>
  );
}

/** Presigned upload: browser ↔ Docbox, browser → bucket, bucket → Docbox. */
export default function UploadArt({
  label,
  client,
  docbox,
  docboxNote,
  storage,
  arrows,
}: {
  label: string;
  client: string;
  docbox: string;
  docboxNote: string;
  storage: string;
  /** Four arrow labels, in step order. */
  arrows: string[];
}): ReactNode {
  const [request, signed, put, notify] = arrows;
  return (
    <ArtFrame id="uploads" label={label} width={400} height={310}>
      {/* Nodes. */}
      <rect x="10" y="30" width="130" height="58" rx="10" className={art.panel} />
      <text x="75" y="64" className={`${art.label} ${art.middle}`}>
        {client}
      </text>
      <rect x="260" y="30" width="130" height="58" rx="10" className={art.accent} />
      <text x="325" y="56" className={`${art.label} ${art.onAccent} ${art.middle}`}>
        {docbox}
      </text>
      <text x="325" y="75" className={`${art.muted} ${art.onAccent} ${art.middle}`}>
        {docboxNote}
      </text>

      <path d="M136 218v72a64 12 0 0 0 128 0v-72z" className={art.panel} />
      <ellipse cx="200" cy="218" rx="64" ry="12" className={art.tint} />
      <ellipse cx="200" cy="218" rx="64" ry="12" className={art.accentOutline} />
      <text x="200" y="264" className={`${art.label} ${art.middle}`}>
        {storage}
      </text>

      {/* 1 and 2: ask Docbox, get a signed request back. */}
      <path d="M144 48h110" className={art.line} markerEnd={arrowHead('uploads')} />
      <Step x={160} y={16} n={1} />
      <text x="176" y="20.5" className={art.muted}>
        {request}
      </text>
      <path d="M256 72H146" className={art.line} markerEnd={arrowHead('uploads')} />
      <Step x={160} y={104} n={2} />
      <text x="176" y="108.5" className={art.muted}>
        {signed}
      </text>

      {/* 3: the file goes to the bucket. */}
      <path d="M80 92c0 60 20 100 58 118" className={art.lineAccent} markerEnd={arrowHead('uploads', true)} />
      <Step x={92} y={160} n={3} />
      <text x="76" y="164.5" className={`${art.muted} ${art.end}`}>
        {put}
      </text>

      {/* 4: the bucket tells Docbox. */}
      <path d="M262 210c38-18 58-58 58-116" className={`${art.line} ${art.dashed}`} markerEnd={arrowHead('uploads')} />
      <Step x={308} y={160} n={4} />
      <text x="324" y="164.5" className={art.muted}>
        {notify}
      </text>
    </ArtFrame>
  );
}
