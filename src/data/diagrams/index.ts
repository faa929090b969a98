/**
 * What each diagram in src/components/diagrams says, in words, one file per diagram named after
 * it. The diagram uses `label.title` as its accessible name and shows `label.caption` under the
 * picture; the Markdown twin of a page (src/plugins/markdownTwins) writes the title, the
 * `description` and the caption in place of the picture, so a reader without the picture (a
 * language model, a text browser) gets the same facts. A page's bundle carries only its own
 * diagram's label: components import their file, not this one.
 */
import * as ArchitectureDiagram from './ArchitectureDiagram';
import * as AwsDeploymentDiagram from './AwsDeploymentDiagram';
import * as ComposeStackDiagram from './ComposeStackDiagram';
import * as GatewayFlowDiagram from './GatewayFlowDiagram';
import * as ScopeDiagram from './ScopeDiagram';
import * as StorageMapDiagram from './StorageMapDiagram';

export interface DiagramLabel {
  /** Accessible name of the picture: one sentence saying what it shows. */
  title: string;
  /** Visible caption under the picture. */
  caption: string;
}

export interface DiagramText extends DiagramLabel {
  /** The boxes, arrows and notes of the picture, one statement each. */
  description: string[];
}

const all: Record<string, {label: DiagramLabel; description: string[]}> = {
  ArchitectureDiagram,
  AwsDeploymentDiagram,
  ComposeStackDiagram,
  GatewayFlowDiagram,
  ScopeDiagram,
  StorageMapDiagram,
};

/** The names of all diagrams (their files in src/components/diagrams). */
export function diagramNames(): string[] {
  return Object.keys(all);
}

/** A diagram's words, by name, or undefined for a diagram that has none. */
export function diagramText(name: string): DiagramText | undefined {
  if (!Object.hasOwn(all, name)) return undefined;
  return {...all[name].label, description: all[name].description};
}
