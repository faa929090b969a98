import type {ReactNode} from 'react';
import Diagram, {diagramClasses as c} from '@site/src/components/Diagram';
import {label as words} from '@site/src/data/diagrams/ScopeDiagram';

/** Example scopes; each names one document box in the tenant. */
const boxes = [
  {scope: 'user:1:files', x: 30},
  {scope: 'team:sales:shared', x: 260},
  {scope: 'case:2031:evidence', x: 490},
];

const BOX_WIDTH = 200;

/** What sits inside the first document box, below its root folder. */
const items = [
  {name: 'Folder', detail: 'holds more items', x: 30},
  {name: 'File', detail: 'plus generated files', x: 210},
  {name: 'Link', detail: 'URL + scraped metadata', x: 390},
];

const ITEM_WIDTH = 160;

/**
 * A tenant holds many document boxes, each named by its scope; every box has a root folder
 * that contains folders, files and links.
 */
export default function ScopeDiagram(): ReactNode {
  return (
    <Diagram
      title={words.title}
      caption={words.caption}
      width={720}
      height={390}>
      <rect className={c.group} x={10} y={10} width={700} height={370} rx={10} />
      <text className={c.label} x={360} y={34}>
        Tenant (x-tenant-id + x-tenant-env)
      </text>

      {/* Document boxes, one per scope */}
      {boxes.map((box) => (
        <g key={box.scope}>
          <rect className={c.box} x={box.x} y={56} width={BOX_WIDTH} height={60} rx={8} />
          <text className={c.label} x={box.x + BOX_WIDTH / 2} y={78}>
            {box.scope}
          </text>
          <text className={c.note} x={box.x + BOX_WIDTH / 2} y={100}>
            document box
          </text>
        </g>
      ))}
      <text className={c.note} x={360} y={140}>
        own root folder and items
      </text>
      <text className={c.note} x={590} y={140}>
        own root folder and items
      </text>

      {/* Root folder of the first box */}
      <path className={c.line} d="M130 116 V164" markerEnd="url(#diagram-arrow)" />
      <rect className={c.box} x={30} y={166} width={BOX_WIDTH} height={50} rx={8} />
      <text className={c.label} x={130} y={185}>
        Root
      </text>
      <text className={c.note} x={130} y={204}>
        created with the box
      </text>

      {/* Items inside the root folder */}
      {items.map((item) => (
        <g key={item.name}>
          <path
            className={c.line}
            d={`M130 216 L${item.x + ITEM_WIDTH / 2} 262`}
            markerEnd="url(#diagram-arrow)"
          />
          <rect className={c.box} x={item.x} y={264} width={ITEM_WIDTH} height={56} rx={8} />
          <text className={c.label} x={item.x + ITEM_WIDTH / 2} y={284}>
            {item.name}
          </text>
          <text className={c.note} x={item.x + ITEM_WIDTH / 2} y={305}>
            {item.detail}
          </text>
        </g>
      ))}

      <text className={c.note} x={360} y={354}>
        {'Every request names its box in the path: /box/{scope}/…'}
      </text>
    </Diagram>
  );
}
