/**
 * Questions a new operator and a new API developer type into search, for every page of
 * Operating Docbox and Integrating and for the API changelog (issue 38): several a page, in the
 * reader's words rather than the page's title. A question is answered when one of its pages is
 * among the first five results. Shared by the e2e test (which prints the score) and the bench.
 *
 * Written before the ranking was tuned, from what each page covers; the pages are named by
 * route, so text edits on the pages do not change the set.
 */
import type {SearchCase} from './search-queries';

const operating = (page: string) => `/docs/guides/operating/${page}`;
const integrating = (page: string) => `/docs/guides/integrating/${page}`;

export const READER_QUESTIONS: SearchCase[] = [
  // Operating Docbox
  {query: 'running docbox in production', pages: ['/docs/category/operating-docbox']},
  {query: 'operations guide', pages: ['/docs/category/operating-docbox']},

  {query: 'iam role for docbox server', pages: [operating('aws-permissions')]},
  {query: 'which aws permissions does docbox need', pages: [operating('aws-permissions')]},
  {query: 's3 access denied', pages: [operating('aws-permissions')]},
  {query: 'deploy on eks without terraform', pages: [operating('aws-permissions')]},
  {query: 'sqs permissions', pages: [operating('aws-permissions')]},

  {query: 'how to back up docbox', pages: [operating('backup-and-restore')]},
  {query: 'restore database from backup', pages: [operating('backup-and-restore')]},
  {query: 'disaster recovery', pages: [operating('backup-and-restore')]},
  {query: 'recover deleted files', pages: [operating('backup-and-restore')]},
  {query: 'pg_dump all tenant databases', pages: [operating('backup-and-restore')]},

  {query: 'multiple instances', pages: [operating('capacity-and-scaling')]},
  {query: 'memory usage', pages: [operating('capacity-and-scaling')]},
  {query: 'how much ram does docbox need', pages: [operating('capacity-and-scaling')]},
  {query: 'database connection pool size', pages: [operating('capacity-and-scaling')]},
  {query: 'horizontal scaling', pages: [operating('capacity-and-scaling')]},

  {query: 'gdpr delete user', pages: [operating('data-lifecycle')]},
  {query: 'data retention', pages: [operating('data-lifecycle')]},
  {query: 'when are deleted files removed from s3', pages: [operating('data-lifecycle')]},
  {query: 'orphan files in bucket', pages: [operating('data-lifecycle')]},
  {query: 'how long do presigned uploads last', pages: [operating('data-lifecycle'), integrating('presigned-uploads')]},

  {query: 'prometheus metrics', pages: [operating('monitoring-and-logs')]},
  {query: 'change log level', pages: [operating('monitoring-and-logs')]},
  {query: 'json logs', pages: [operating('monitoring-and-logs')]},
  {query: 'sentry errors', pages: [operating('monitoring-and-logs')]},
  {query: 'uptime monitoring', pages: [operating('monitoring-and-logs')]},

  {query: 'tls certificate', pages: [operating('security-hardening')]},
  {query: 'change api key', pages: [operating('security-hardening')]},
  {query: 'ssrf link preview', pages: [operating('security-hardening')]},
  {query: 'rate limiting', pages: [operating('security-hardening')]},
  {query: 'personal data in logs', pages: [operating('security-hardening')]},

  {query: 'graceful shutdown', pages: [operating('start-stop-restart')]},
  {query: 'systemd stop docbox', pages: [operating('start-stop-restart')]},
  {query: 'docker stop sigterm', pages: [operating('start-stop-restart')]},
  {query: 'what happens to uploads when the server restarts', pages: [operating('start-stop-restart')]},
  {query: 'tasks stuck pending after restart', pages: [operating('start-stop-restart')]},

  {query: 'update docbox', pages: [operating('upgrading')]},
  {query: 'upgrade to a new version', pages: [operating('upgrading')]},
  {query: 'run database migrations', pages: [operating('upgrading')]},
  {query: 'downgrade docbox', pages: [operating('upgrading')]},
  {query: 'migrate tenants after upgrade', pages: [operating('upgrading')]},

  {query: 'where is the data stored', pages: [operating('what-docbox-stores')]},
  {query: 'what is in the root database', pages: [operating('what-docbox-stores')]},
  {query: 'lost the search index', pages: [operating('what-docbox-stores'), operating('backup-and-restore')]},
  {query: 'what state does docbox keep', pages: [operating('what-docbox-stores')]},
  {query: 'data only in memory', pages: [operating('what-docbox-stores')]},

  // Integrating
  {query: 'integrate docbox into my app', pages: ['/docs/category/integrating']},
  {query: 'client guides', pages: ['/docs/category/integrating']},

  {query: 'error response format', pages: [integrating('errors-and-retries')]},
  {query: 'which errors should i retry', pages: [integrating('errors-and-retries')]},
  {query: '409 conflict', pages: [integrating('errors-and-retries')]},
  {query: 'idempotent requests', pages: [integrating('errors-and-retries')]},
  {query: 'client timeout', pages: [integrating('errors-and-retries')]},

  {query: 'supported file types', pages: [integrating('file-types')]},
  {query: 'which files get thumbnails', pages: [integrating('file-types')]},
  {query: 'convert word to pdf', pages: [integrating('file-types')]},
  {query: 'email attachments', pages: [integrating('file-types')]},
  {query: 'password protected pdf', pages: [integrating('file-types')]},

  {query: 'upload from browser directly to s3', pages: [integrating('presigned-uploads')]},
  {query: 'signed upload url', pages: [integrating('presigned-uploads')]},
  {query: 'cors error on upload', pages: [integrating('presigned-uploads')]},
  {query: 'minio cors', pages: [integrating('presigned-uploads')]},
  {query: 'download link that expires', pages: [integrating('presigned-uploads')]},

  {query: 'full text search pdf', pages: [integrating('search'), '/docs/api/document-box-search']},
  {query: 'search inside documents', pages: [integrating('search')]},
  {query: 'highlight matches in results', pages: [integrating('search')]},
  {query: 'search pagination', pages: [integrating('search')]},
  {query: 'search across boxes', pages: [integrating('search')]},

  {query: 'webhooks', pages: [integrating('tenant-events')]},
  {query: 'notify when a file is uploaded', pages: [integrating('tenant-events')]},
  {query: 'event queue', pages: [integrating('tenant-events')]},
  {query: 'duplicate events', pages: [integrating('tenant-events')]},
  {query: 'sqs message format', pages: [integrating('tenant-events')]},

  {query: 'javascript client', pages: [integrating('typescript-sdk')]},
  {query: 'npm package', pages: [integrating('typescript-sdk')]},
  {query: 'node sdk', pages: [integrating('typescript-sdk')]},
  {query: 'sdk version compatibility', pages: [integrating('typescript-sdk')]},
  {query: 'typescript types', pages: [integrating('typescript-sdk')]},

  // Both answer it: the upload guide compares the three ways by largest file, and the presigned
  // guide opens with "it suits large files that a proxy or browser would give up on".
  {query: 'upload a large file', pages: [integrating('upload-files'), integrating('presigned-uploads')]},
  {query: 'know when processing is done', pages: [integrating('upload-files')]},
  {query: 'poll upload task', pages: [integrating('upload-files')]},
  {query: 'retry upload with fixed_id', pages: [integrating('upload-files')]},
  {query: 'upload failed', pages: [integrating('upload-files')]},

  // The API changelog
  {query: 'what changed in the api', pages: ['/docs/api/changelog']},
  {query: 'api version history', pages: ['/docs/api/changelog']},
  {query: 'new endpoints', pages: ['/docs/api/changelog']},
  {query: 'removed fields', pages: ['/docs/api/changelog']},
  {query: 'api diff between versions', pages: ['/docs/api/changelog']},
];

/** The share of READER_QUESTIONS that must be answered in the first five results. */
export const READER_QUESTIONS_TARGET = 0.9;
