import type {DiagramLabel} from '.';

/** The accessible name and the caption of src/components/diagrams/ScopeDiagram.tsx. */
export const label: DiagramLabel = {
  title:
    'Document boxes in a tenant: three boxes named by the scopes user:1:files, team:sales:shared and case:2031:evidence; the first box is opened to show its root folder containing a folder, a file and a link.',
  caption:
    'A tenant holds any number of document boxes. The scope names a box, and everything stored in the box hangs off its root folder.',
};

/** What the picture shows, part by part; only the Markdown twin of its page uses this. */
export const description: string[] = [
  'A tenant (chosen by x-tenant-id and x-tenant-env) holds three document boxes, named by the scopes user:1:files, team:sales:shared and case:2031:evidence.',
  'Each box has its own root folder and items. The root folder is created with the box.',
  'Inside the root folder of the first box: a folder (which holds more items), a file (plus its generated files) and a link (a URL with scraped metadata).',
  'Every request names its box in the path: /box/{scope}/…',
];
