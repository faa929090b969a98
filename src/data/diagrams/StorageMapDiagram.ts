import type {DiagramLabel} from '.';

/** The accessible name and the caption of src/components/diagrams/StorageMapDiagram.tsx. */
export const label: DiagramLabel = {
  title:
    'Where a Docbox deployment keeps its state: four stores that must be backed up together, three that are rebuilt or only pass data through, and work held in server memory',
  caption:
    'State of a Docbox deployment (server 0.9.3). Back up the top row together; the bottom row is rebuilt from it or only carries messages; whatever is in server memory is gone after a restart.',
};

/** What the picture shows, part by part; only the Markdown twin of its page uses this. */
export const description: string[] = [
  'The Docbox server holds queued upload notifications, background tasks, outgoing events and its caches only in memory; a restart loses them.',
  'Must be backed up, together: the root database docbox (the tenant registry and the record of every migration applied to each tenant), the tenant databases (boxes, folders, files, links, edit history, tasks and, with the database search backend, the search tables), the tenant buckets (original files, generated files and temporary zip archives) and the secrets (database role passwords, the Typesense key, the server configuration).',
  'Rebuilt or passing through: the Typesense collection or OpenSearch index of each tenant, which rebuild-tenant-index recreates from the tenant database and the text stored in the bucket; the upload notification queue (SQS or the MinIO webhook), which only carries "object created" messages; and the tenant event queues, which Docbox writes to and never reads.',
];
