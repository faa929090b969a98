import type {ReactNode} from 'react';
import Diagram, {diagramClasses as c} from '@site/src/components/Diagram';
import {label as words} from '@site/src/data/diagrams/ArchitectureDiagram';

/** A service Docbox calls, drawn in the right-hand column. */
type Service = {name: string; detail: string; y: number};

const SERVICE_X = 510;
const SERVICE_WIDTH = 195;
const SERVICE_HEIGHT = 58;

const services: Service[] = [
  {name: 'PostgreSQL', detail: 'root DB + one DB per tenant', y: 20},
  {name: 'Search', detail: 'DB, Typesense or OpenSearch', y: 96},
  {name: 'Secrets manager', detail: 'AWS Secrets Manager / Loker', y: 172},
  {name: 'Office converter', detail: 'LibreOffice server or Lambda', y: 248},
  {name: 'Object storage', detail: 'S3 / MinIO, bucket per tenant', y: 350},
];

/** Where the arrows to the services leave the Docbox box (its right edge). */
const DOCBOX_RIGHT = 445;
const exitY = [200, 215, 230, 245, 260];

/**
 * The parts of a Docbox deployment: requests come in through your own backend, Docbox keeps
 * its data in Postgres, object storage and a search backend, and learns about presigned
 * uploads through storage notifications.
 */
export default function ArchitectureDiagram(): ReactNode {
  return (
    <Diagram
      title={words.title}
      caption={words.caption}
      width={720}
      height={490}>
      {/* End users */}
      <rect className={c.box} x={20} y={30} width={170} height={64} rx={8} />
      <text className={c.label} x={105} y={54}>
        End users
      </text>
      <text className={c.note} x={105} y={76}>
        browser or mobile app
      </text>

      {/* Your backend, the gateway */}
      <rect className={c.box} x={20} y={190} width={170} height={80} rx={8} />
      <text className={c.label} x={105} y={212}>
        Your backend
      </text>
      <text className={c.note} x={105} y={234}>
        the gateway
      </text>
      <text className={c.note} x={105} y={252}>
        login + scope check
      </text>

      <path className={c.line} d="M105 94 V188" markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={150} y={146}>
        requests
      </text>

      {/* Docbox */}
      <rect className={c.boxAccent} x={275} y={190} width={170} height={80} rx={8} />
      <text className={c.labelOnAccent} x={360} y={218}>
        Docbox API
      </text>
      <text className={c.labelOnAccent} x={360} y={244}>
        port 8080
      </text>

      <path className={c.line} d="M190 230 H273" markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={232} y={220}>
        forwards
      </text>

      {/* Services Docbox depends on */}
      {services.map((service, index) => (
        <g key={service.name}>
          <rect
            className={c.box}
            x={SERVICE_X}
            y={service.y}
            width={SERVICE_WIDTH}
            height={SERVICE_HEIGHT}
            rx={8}
          />
          <text className={c.label} x={SERVICE_X + SERVICE_WIDTH / 2} y={service.y + 21}>
            {service.name}
          </text>
          <text className={c.note} x={SERVICE_X + SERVICE_WIDTH / 2} y={service.y + 42}>
            {service.detail}
          </text>
          <path
            className={c.line}
            d={`M${DOCBOX_RIGHT} ${exitY[index]} L${SERVICE_X - 2} ${service.y + SERVICE_HEIGHT / 2}`}
            markerEnd="url(#diagram-arrow)"
          />
        </g>
      ))}

      {/* Upload notifications: storage -> queue or webhook -> Docbox */}
      <rect className={c.box} x={275} y={380} width={170} height={64} rx={8} />
      <text className={c.label} x={360} y={402}>
        Upload events
      </text>
      <text className={c.note} x={360} y={424}>
        SQS or MinIO webhook
      </text>
      <path className={c.lineDashed} d="M510 395 L447 410" markerEnd="url(#diagram-arrow)" />
      <path className={c.lineDashed} d="M360 380 V272" markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={405} y={330}>
        file landed
      </text>

      {/* Presigned upload straight from the browser to storage */}
      <path
        className={c.lineDashed}
        d="M20 62 H8 V462 H607 V410"
        markerEnd="url(#diagram-arrow)"
      />
      <text className={c.lineLabel} x={300} y={481}>
        presigned upload (PUT straight to storage)
      </text>
    </Diagram>
  );
}
