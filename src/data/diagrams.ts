/**
 * What each diagram in src/components/diagrams says, in words. The diagram uses `title` as its
 * accessible name and shows `caption` under the picture; the Markdown twin of a page (see
 * src/plugins/markdownTwins) writes all three fields in place of the picture, so a reader
 * without the picture (a screen reader, a language model) gets the same facts.
 *
 * Keyed by the diagram's file name in src/components/diagrams (without `.tsx`).
 */
export interface DiagramText {
  /** Accessible name of the picture: one sentence saying what it shows. */
  title: string;
  /** Visible caption under the picture. */
  caption: string;
  /** The boxes, arrows and notes of the picture, one statement each. */
  description: string[];
}

export const diagrams = {
  ArchitectureDiagram: {
    title:
      'Docbox architecture: end users reach your backend, which forwards requests to the Docbox API; Docbox uses PostgreSQL, a search backend, a secrets manager, an office converter and object storage, and receives upload notifications from storage.',
    caption:
      'Requests always pass through your backend. Browsers may upload straight to object storage with a presigned URL; the storage notification then tells Docbox that the file has arrived.',
    description: [
      'End users (a browser or mobile app) send their requests to your backend, the gateway, which signs them in and checks the scope.',
      'Your backend forwards the requests it allows to the Docbox API, which listens on port 8080.',
      'Docbox uses PostgreSQL (the root database and one database per tenant), a search backend (the database, Typesense or OpenSearch), a secrets manager (AWS Secrets Manager or Loker), an office converter (a LibreOffice server or Lambda) and object storage (S3 or MinIO, one bucket per tenant).',
      'A presigned upload goes from the browser straight to object storage with a PUT request.',
      'Storage then reports that the file landed through an upload event (SQS or a MinIO webhook), which reaches Docbox.',
    ],
  },
  AwsDeploymentDiagram: {
    title: 'Docbox on AWS: gateway, Docbox VPC with private and public subnets, and the AWS services Docbox uses',
    caption:
      'The AWS reference deployment. Boxes marked “yours” exist before you run Terraform; everything else is created by it, except the tenant buckets, which docbox-cli creates.',
    description: [
      'Your gateway runs in your own application VPC and calls the Docbox API in the Docbox VPC (also yours).',
      'The private subnet of the Docbox VPC holds the Docbox API (EC2, with Poppler) and Typesense (EC2, port 8108); the API talks to Typesense and to PostgreSQL on RDS (yours).',
      'The public subnet holds the Squid proxy (EC2, port 3128), through which the API reaches the internet for link scraping and installs.',
      'The API reaches S3 (the docbox-* buckets), SQS (the upload queue), Lambda (office to PDF conversion) and Secrets Manager (env file, keys) through VPC endpoints.',
      'S3 sends upload events to the SQS queue. The API polls the upload queue, invokes the Lambda converter and reads its configuration and keys from Secrets Manager.',
    ],
  },
  ComposeStackDiagram: {
    title:
      'Local Docbox stack: the Docbox server on the host machine connects to five containers started by docker compose',
    caption:
      'The compose stack on one machine. Docbox runs on the host at port 8080 and reaches each container through the host port shown; MinIO calls back into Docbox for upload events.',
    description: [
      'The Docbox server runs on your machine outside compose (for example with cargo run) and listens on port 8080.',
      'docker compose starts five containers from containers/docker-compose.yml: PostgreSQL (port 8107, databases), Typesense (port 8108, search index), MinIO (ports 8109 and 8112, object storage), Loker (port 8110, secrets) and the converter (port 8111, office to PDF).',
      'Docbox connects to every container through its host port.',
      'MinIO sends upload events back to Docbox with POST /webhook/s3.',
    ],
  },
  GatewayFlowDiagram: {
    title:
      'Gateway request flow: the end user calls your gateway, which authenticates the user, checks access to the scope, adds tenant and user headers and forwards the request to Docbox; refused requests get a 403 and never reach Docbox.',
    caption:
      'Your gateway is the only caller Docbox sees. It answers refused requests itself and forwards the rest with the tenant headers added.',
    description: [
      'The end user, signed in to your app, sends a request to your gateway and gets the response from it.',
      'The gateway authenticates the user, checks access to the scope, adds the Docbox headers, forwards the request and streams the reply back.',
      'Docbox sits on a private network and returns its result to the gateway.',
      'A request that is not allowed gets 403 Forbidden from the gateway; Docbox never sees it.',
      'Headers the gateway adds: x-tenant-id, x-tenant-env, the optional x-user-* headers, and x-docbox-api-key when the server sets one.',
    ],
  },
  ScopeDiagram: {
    title:
      'Document boxes in a tenant: three boxes named by the scopes user:1:files, team:sales:shared and case:2031:evidence; the first box is opened to show its root folder containing a folder, a file and a link.',
    caption:
      'A tenant holds any number of document boxes. The scope names a box, and everything stored in the box hangs off its root folder.',
    description: [
      'A tenant (chosen by x-tenant-id and x-tenant-env) holds three document boxes, named by the scopes user:1:files, team:sales:shared and case:2031:evidence.',
      'Each box has its own root folder and items. The root folder is created with the box.',
      'Inside the root folder of the first box: a folder (which holds more items), a file (plus its generated files) and a link (a URL with scraped metadata).',
      'Every request names its box in the path: /box/{scope}/…',
    ],
  },
} satisfies Record<string, DiagramText>;

export type DiagramName = keyof typeof diagrams;
