import type {ReactNode} from 'react';
import Diagram, {diagramClasses as c} from '@site/src/components/Diagram';
import {label as words} from '@site/src/data/diagrams/GatewayFlowDiagram';

const gatewaySteps = [
  '1. authenticate the user',
  '2. check access to the scope',
  '3. add the Docbox headers',
  '4. forward, stream reply back',
];

const headers = ['x-tenant-id', 'x-tenant-env', 'x-user-* (optional)', 'x-docbox-api-key (if set)'];

/**
 * One request through a gateway: the end user calls your backend, your backend decides
 * whether the user may touch the document box and forwards allowed requests to Docbox.
 */
export default function GatewayFlowDiagram(): ReactNode {
  return (
    <Diagram
      title={words.title}
      caption={words.caption}
      width={720}
      height={340}>
      {/* End user */}
      <rect className={c.box} x={15} y={80} width={160} height={80} rx={8} />
      <text className={c.label} x={95} y={108}>
        End user
      </text>
      <text className={c.note} x={95} y={132}>
        signed in to your app
      </text>

      {/* Gateway */}
      <rect className={c.box} x={255} y={30} width={210} height={180} rx={8} />
      <text className={c.label} x={360} y={56}>
        Your gateway
      </text>
      {gatewaySteps.map((step, index) => (
        <text key={step} className={c.note} x={360} y={92 + index * 28}>
          {step}
        </text>
      ))}

      {/* Docbox */}
      <rect className={c.boxAccent} x={545} y={80} width={160} height={80} rx={8} />
      <text className={c.labelOnAccent} x={625} y={108}>
        Docbox
      </text>
      <text className={c.labelOnAccent} x={625} y={134}>
        private network
      </text>

      {/* Request and response between user and gateway */}
      <path className={c.line} d="M175 105 H253" markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={215} y={96}>
        request
      </text>
      <path className={c.line} d="M255 140 H177" markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={215} y={160}>
        response
      </text>

      {/* Forwarded request and response between gateway and Docbox */}
      <path className={c.line} d="M465 105 H543" markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={505} y={96}>
        forward
      </text>
      <path className={c.line} d="M545 140 H467" markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={505} y={160}>
        result
      </text>

      {/* Refused requests */}
      <path className={c.lineDashed} d="M360 210 V262" markerEnd="url(#diagram-arrow)" />
      <text className={c.lineLabel} x={410} y={240}>
        not allowed
      </text>
      <rect className={c.box} x={270} y={264} width={180} height={50} rx={8} />
      <text className={c.label} x={360} y={284}>
        403 Forbidden
      </text>
      <text className={c.note} x={360} y={302}>
        Docbox never sees it
      </text>

      {/* Headers added by the gateway */}
      <rect className={c.group} x={520} y={190} width={195} height={134} rx={8} />
      <text className={c.label} x={617} y={212}>
        Headers added
      </text>
      {headers.map((header, index) => (
        <text key={header} className={c.note} x={617} y={238 + index * 22}>
          {header}
        </text>
      ))}
      <path className={c.lineDashed} d="M617 190 V162" />
    </Diagram>
  );
}
