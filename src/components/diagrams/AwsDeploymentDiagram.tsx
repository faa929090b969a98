import type {ReactNode} from 'react';
import Diagram, {diagramClasses as c} from '@site/src/components/Diagram';
import {label as words} from '@site/src/data/diagrams/AwsDeploymentDiagram';

/** Secondary line on the brand-coloured box: same colour as its label, smaller and lighter. */
const accentNote = {fontSize: 12, fontWeight: 400} as const;

/** A plain component box with a label and an optional note line. */
function Box({
  x,
  y,
  width,
  height,
  label,
  note,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  note?: string;
}): ReactNode {
  const cx = x + width / 2;
  const labelY = note ? y + height / 2 - 11 : y + height / 2;
  return (
    <g>
      <rect className={c.box} x={x} y={y} width={width} height={height} rx={6} />
      <text className={c.label} x={cx} y={labelY}>
        {label}
      </text>
      {note && (
        <text className={c.note} x={cx} y={y + height / 2 + 12}>
          {note}
        </text>
      )}
    </g>
  );
}

/**
 * The AWS reference deployment created by the docbox-aws-infra Terraform project: the API and
 * Typesense instances in a private subnet, the Squid proxy in a public subnet, and the regional
 * services (S3, SQS, Lambda, Secrets Manager) reached through VPC endpoints. The VPCs, the
 * PostgreSQL database and the gateway are the operator's own.
 */
export default function AwsDeploymentDiagram(): ReactNode {
  return (
    <Diagram
      title={words.title}
      caption={words.caption}
      width={720}
      height={495}>
      {/* Your application VPC with the gateway */}
      <rect className={c.group} x={10} y={45} width={140} height={130} rx={8} />
      <text className={c.label} x={80} y={64}>
        App VPC
      </text>
      <Box x={22} y={85} width={116} height={70} label="Gateway" note="yours" />

      {/* The Docbox VPC and its two subnets */}
      <rect className={c.group} x={165} y={10} width={445} height={290} rx={8} />
      <text className={c.label} x={387} y={30}>
        Docbox VPC (yours)
      </text>

      <rect className={c.group} x={178} y={45} width={284} height={130} rx={6} />
      <text className={c.note} x={320} y={63}>
        Private subnet
      </text>
      <rect className={c.boxAccent} x={190} y={85} width={120} height={70} rx={6} />
      <text className={c.labelOnAccent} x={250} y={109}>
        Docbox API
      </text>
      <text className={c.labelOnAccent} style={accentNote} x={250} y={132}>
        EC2 + Poppler
      </text>
      <Box x={335} y={85} width={115} height={70} label="Typesense" note="EC2 · port 8108" />

      <rect className={c.group} x={474} y={45} width={124} height={130} rx={6} />
      <text className={c.note} x={536} y={63}>
        Public subnet
      </text>
      <Box x={484} y={85} width={104} height={70} label="Squid" note="EC2 · port 3128" />

      <Box x={335} y={220} width={115} height={60} label="PostgreSQL" note="RDS · yours" />

      <Box x={625} y={85} width={85} height={70} label="Internet" />

      {/* Regional AWS services */}
      <Box x={165} y={345} width={120} height={65} label="S3" note="docbox-* buckets" />
      <Box x={307} y={345} width={120} height={65} label="SQS" note="upload queue" />
      <Box x={448} y={345} width={120} height={65} label="Lambda" note="office → PDF" />
      <Box x={590} y={345} width={120} height={65} label="Secrets" note="env file, keys" />

      {/* Gateway forwards requests to the API over the VPC peering */}
      <line className={c.line} x1={138} y1={120} x2={188} y2={120} markerEnd="url(#diagram-arrow)" />
      {/* API to Typesense */}
      <line className={c.line} x1={310} y1={120} x2={333} y2={120} markerEnd="url(#diagram-arrow)" />
      {/* API to the database */}
      <path className={c.line} d="M265 155 V250 H333" markerEnd="url(#diagram-arrow)" />
      {/* API to the internet through the proxy */}
      <path className={c.line} d="M300 155 V200 H536 V157" markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={420} y={195}>
        link scraping, installs
      </text>
      <line className={c.line} x1={588} y1={120} x2={623} y2={120} markerEnd="url(#diagram-arrow)" />

      {/* API to the regional services through VPC endpoints */}
      <path className={c.line} d="M225 155 V343" markerEnd="url(#diagram-arrow)" />
      <path className={c.line} d="M225 324 H650" />
      <line className={c.line} x1={367} y1={324} x2={367} y2={343} markerEnd="url(#diagram-arrow)" />
      <line className={c.line} x1={508} y1={324} x2={508} y2={343} markerEnd="url(#diagram-arrow)" />
      <line className={c.line} x1={650} y1={324} x2={650} y2={343} markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={440} y={318}>
        through VPC endpoints
      </text>

      {/* S3 tells the upload queue about new objects */}
      <path className={c.lineDashed} d="M225 410 V428 H367 V412" markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={296} y={446}>
        upload events
      </text>

      <text className={c.note} x={360} y={472}>
        The API polls the upload queue, invokes the Lambda converter and reads its
      </text>
      <text className={c.note} x={360} y={488}>
        configuration and keys from Secrets Manager.
      </text>
    </Diagram>
  );
}
