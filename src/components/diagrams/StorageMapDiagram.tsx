import type {ReactNode} from 'react';
import Diagram, {diagramClasses as c} from '@site/src/components/Diagram';
import {label as words} from '@site/src/data/diagrams/StorageMapDiagram';

/** Secondary line on the brand-coloured box: same colour as its label, smaller and lighter. */
const accentNote = {fontSize: 12, fontWeight: 400} as const;

type Store = {name: string; lines: readonly string[]};

/** Stores that hold the only copy of something: back them up together. */
const kept: readonly Store[] = [
  {name: 'Root database', lines: ['docbox: tenants', 'migration records']},
  {name: 'Tenant databases', lines: ['boxes, files, links', 'history, tasks']},
  {name: 'Tenant buckets', lines: ['files, generated', 'files, zip archives']},
  {name: 'Secrets', lines: ['role passwords, keys', 'server settings']},
];

/** Stores that are rebuilt from the ones above, or only carry messages. */
const derived: readonly Store[] = [
  {name: 'Search index', lines: ['Typesense / OpenSearch', 'rebuilt from DB + bucket']},
  {name: 'Upload notifications', lines: ['SQS or MinIO webhook', 'object created messages']},
  {name: 'Tenant event queues', lines: ['SQS, read by you', 'Docbox only writes']},
];

const MARGIN = 22;
const INNER_WIDTH = 676;

/** Draws a row of boxes spread evenly across the inner width. */
function Row({stores, top, height}: {stores: readonly Store[]; top: number; height: number}): ReactNode {
  const gap = 12;
  const width = (INNER_WIDTH - gap * (stores.length - 1)) / stores.length;
  return (
    <>
      {stores.map((store, i) => {
        const x = MARGIN + i * (width + gap);
        const cx = x + width / 2;
        return (
          <g key={store.name}>
            <rect className={c.box} x={x} y={top} width={width} height={height} rx={6} />
            <text className={c.label} x={cx} y={top + 24}>
              {store.name}
            </text>
            {store.lines.map((line, j) => (
              <text key={line} className={c.note} x={cx} y={top + 48 + j * 18}>
                {line}
              </text>
            ))}
          </g>
        );
      })}
    </>
  );
}

/**
 * Every place a Docbox deployment keeps state: what must be backed up together, what is rebuilt
 * or only passes through, and what lives only in the server's memory.
 */
export default function StorageMapDiagram(): ReactNode {
  return (
    <Diagram title={words.title} caption={words.caption} width={720} height={470}>
      {/* The server and its memory */}
      <rect className={c.boxAccent} x={230} y={14} width={260} height={74} rx={6} />
      <text className={c.labelOnAccent} x={360} y={40}>
        Docbox server
      </text>
      <text className={c.labelOnAccent} style={accentNote} x={360} y={64}>
        memory: queued uploads, tasks, events
      </text>

      <line className={c.line} x1={360} y1={88} x2={360} y2={126} markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={430} y={112}>
        reads and writes
      </text>

      {/* Back up together */}
      <rect className={c.group} x={10} y={128} width={700} height={160} rx={8} />
      <text className={c.note} x={360} y={148}>
        only copy: back up together
      </text>
      <Row stores={kept} top={160} height={112} />

      {/* Rebuilt or in transit */}
      <line
        className={c.lineDashed}
        x1={140}
        y1={348}
        x2={230}
        y2={274}
        markerEnd="url(#diagram-arrow)"
      />
      <text className={c.lineLabel} x={420} y={306}>
        rebuild-tenant-index reads the tenant database and bucket
      </text>
      <rect className={c.group} x={10} y={318} width={700} height={142} rx={8} />
      <text className={c.note} x={360} y={338}>
        rebuilt, or messages in transit
      </text>
      <Row stores={derived} top={350} height={98} />
    </Diagram>
  );
}
