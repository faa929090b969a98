import type {DiagramLabel} from '.';

/** The accessible name and the caption of src/components/diagrams/ArchitectureDiagram.tsx. */
export const label: DiagramLabel = {
  title:
    'Docbox architecture: end users reach your backend, which forwards requests to the Docbox API; Docbox uses PostgreSQL, a search backend, a secrets manager, an office converter and object storage, and receives upload notifications from storage.',
  caption:
    'Requests always pass through your backend. Browsers may upload straight to object storage with a presigned URL; the storage notification then tells Docbox that the file has arrived.',
};

/** What the picture shows, part by part; only the Markdown twin of its page uses this. */
export const description: string[] = [
  'End users (a browser or mobile app) send their requests to your backend, the gateway, which signs them in and checks the scope.',
  'Your backend forwards the requests it allows to the Docbox API, which listens on port 8080.',
  'Docbox uses PostgreSQL (the root database and one database per tenant), a search backend (the database, Typesense or OpenSearch), a secrets manager (AWS Secrets Manager or Loker), an office converter (a LibreOffice server or Lambda) and object storage (S3 or MinIO, one bucket per tenant).',
  'A presigned upload goes from the browser straight to object storage with a PUT request.',
  'Storage then reports that the file landed through an upload event (SQS or a MinIO webhook), which reaches Docbox.',
];
