import type {DiagramLabel} from '.';

/** The accessible name and the caption of src/components/diagrams/ComposeStackDiagram.tsx. */
export const label: DiagramLabel = {
  title:
    'Local Docbox stack: the Docbox server on the host machine connects to five containers started by docker compose',
  caption:
    'The compose stack on one machine. Docbox runs on the host at port 8080 and reaches each container through the host port shown; MinIO calls back into Docbox for upload events.',
};

/** What the picture shows, part by part; only the Markdown twin of its page uses this. */
export const description: string[] = [
  'The Docbox server runs on your machine outside compose (for example with cargo run) and listens on port 8080.',
  'docker compose starts five containers from containers/docker-compose.yml: PostgreSQL (port 8107, databases), Typesense (port 8108, search index), MinIO (ports 8109 and 8112, object storage), Loker (port 8110, secrets) and the converter (port 8111, office to PDF).',
  'Docbox connects to every container through its host port.',
  'MinIO sends upload events back to Docbox with POST /webhook/s3.',
];
