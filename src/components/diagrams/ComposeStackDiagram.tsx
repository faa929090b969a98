import type {ReactNode} from 'react';
import Diagram, {diagramClasses as c} from '@site/src/components/Diagram';
import {label as words} from '@site/src/data/diagrams/ComposeStackDiagram';

/** Secondary line on the brand-coloured box: same colour as its label, smaller and lighter. */
const accentNote = {fontSize: 12, fontWeight: 400} as const;

/** The five containers of containers/docker-compose.yml with their host ports. */
const containers = [
  {label: 'PostgreSQL', ports: 'port 8107', role: 'databases'},
  {label: 'Typesense', ports: 'port 8108', role: 'search index'},
  {label: 'MinIO', ports: 'ports 8109, 8112', role: 'object storage'},
  {label: 'Loker', ports: 'port 8110', role: 'secrets'},
  {label: 'Converter', ports: 'port 8111', role: 'office → PDF'},
] as const;

const boxWidth = 120;
const boxGap = 12;
const firstBoxX = 36;
const boxTop = 200;
const boxHeight = 85;
const busY = 150;

/**
 * The local stack: the Docbox server runs on the host (for example with `cargo run`) and talks
 * to the containers through their published host ports; MinIO posts upload events back to the
 * server's webhook.
 */
export default function ComposeStackDiagram(): ReactNode {
  const centres = containers.map((_, i) => firstBoxX + i * (boxWidth + boxGap) + boxWidth / 2);
  return (
    <Diagram
      title={words.title}
      caption={words.caption}
      width={720}
      height={340}>
      {/* The host machine */}
      <rect className={c.group} x={10} y={10} width={700} height={320} rx={8} />
      <text className={c.label} x={90} y={34}>
        Your machine
      </text>

      {/* Docbox itself, outside compose */}
      <rect className={c.boxAccent} x={250} y={45} width={220} height={70} rx={6} />
      <text className={c.labelOnAccent} x={360} y={70}>
        Docbox server
      </text>
      <text className={c.labelOnAccent} style={accentNote} x={360} y={94}>
        cargo run · port 8080
      </text>

      {/* The compose project */}
      <rect className={c.group} x={22} y={170} width={676} height={148} rx={6} />
      <text className={c.note} x={360} y={304}>
        docker compose: containers/docker-compose.yml
      </text>

      {containers.map((item, i) => {
        const x = firstBoxX + i * (boxWidth + boxGap);
        const cx = centres[i];
        return (
          <g key={item.label}>
            <rect className={c.box} x={x} y={boxTop} width={boxWidth} height={boxHeight} rx={6} />
            <text className={c.label} x={cx} y={boxTop + 22}>
              {item.label}
            </text>
            <text className={c.note} x={cx} y={boxTop + 46}>
              {item.ports}
            </text>
            <text className={c.note} x={cx} y={boxTop + 66}>
              {item.role}
            </text>
            <line
              className={c.line}
              x1={cx}
              y1={busY}
              x2={cx}
              y2={boxTop - 2}
              markerEnd="url(#diagram-arrow)"
            />
          </g>
        );
      })}

      {/* Docbox fans out to every container */}
      <line className={c.line} x1={320} y1={115} x2={320} y2={busY} />
      <line className={c.line} x1={centres[0]} y1={busY} x2={centres[centres.length - 1]} y2={busY} />

      {/* MinIO webhook back to Docbox */}
      <line
        className={c.lineDashed}
        x1={400}
        y1={boxTop}
        x2={400}
        y2={117}
        markerEnd="url(#diagram-arrow)"
      />
      <text className={c.lineLabel} x={500} y={136}>
        events: POST /webhook/s3
      </text>
    </Diagram>
  );
}
