import type {DiagramLabel} from '.';

/** The accessible name and the caption of src/components/diagrams/AwsDeploymentDiagram.tsx. */
export const label: DiagramLabel = {
  title:
    'Docbox on AWS: gateway, Docbox VPC with private and public subnets, and the AWS services Docbox uses',
  caption:
    'The AWS reference deployment. Boxes marked “yours” exist before you run Terraform; everything else is created by it, except the tenant buckets, which docbox-cli creates.',
};

/** What the picture shows, part by part; only the Markdown twin of its page uses this. */
export const description: string[] = [
  'Your gateway runs in your own application VPC and calls the Docbox API in the Docbox VPC (also yours).',
  'The private subnet of the Docbox VPC holds the Docbox API (EC2, with Poppler) and Typesense (EC2, port 8108); the API talks to Typesense and to PostgreSQL on RDS (yours).',
  'The public subnet holds the Squid proxy (EC2, port 3128), through which the API reaches the internet for link scraping and installs.',
  'The API reaches S3 (the docbox-* buckets), SQS (the upload queue), Lambda (office to PDF conversion) and Secrets Manager (env file, keys) through VPC endpoints.',
  'S3 sends upload events to the SQS queue. The API polls the upload queue, invokes the Lambda converter and reads its configuration and keys from Secrets Manager.',
];
