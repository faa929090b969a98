/**
 * Questions asked in whole sentences, as a person pastes them or a coding agent passes the user's
 * words through to search (issue 46): "how do I …", "what does …", "can I …". Each names the
 * pages that answer it, by route. Written from what each page covers before the ranking was tuned
 * for them and before looking at which page ranks first; not copied from page titles.
 *
 * Judged in Node on the built index with the browser's ranking (tests/search/sentences.test.ts):
 * the answering page among the first three and the first five for most (SENTENCE_TOP3_TARGET,
 * SENTENCE_TOP5_TARGET).
 */
import type {SearchCase} from './search-queries';

const api = (page: string) => `/docs/api/${page}`;
const guide = (page: string) => `/docs/guides/${page}`;
const operating = (page: string) => guide(`operating/${page}`);
const integrating = (page: string) => guide(`integrating/${page}`);
const setup = (page: string) => guide(`setup/${page}`);

export const SENTENCE_QUESTIONS: SearchCase[] = [
  // Setting up
  {query: 'how to create a new tenant', pages: [setup('create-tenant')]},
  {query: 'how do I add another tenant to docbox', pages: [setup('create-tenant')]},
  {query: 'what do I need to install before I can set up the root database', pages: [setup('intro'), setup('create-root')]},
  {query: 'how do I initialise the root database', pages: [setup('create-root')]},
  {query: 'where does the docbox cli read its config from', pages: [setup('cli-config'), guide('configuration/cli-config-file')]},
  {query: 'what environment variables does the server need', pages: [guide('configuration/server-environment-variables')]},
  {query: 'how can I run docbox on my laptop with docker compose', pages: [guide('getting-started/docker-compose/intro')]},
  {query: 'how do I deploy docbox to aws with terraform', pages: ['/docs/category/aws', guide('getting-started/aws/aws-setup'), guide('getting-started/aws/initial-deployment')]},
  {query: 'can I build the server from source with cargo', pages: [guide('building/building-from-source')]},
  {query: 'is there a docker image I can run', pages: [guide('building/building-with-docker')]},
  {query: 'how do I cross compile docbox for arm64', pages: [guide('building/building-with-cross')]},

  // Concepts
  {query: 'what is a document box', pages: [guide('concepts/document-box-scope')]},
  {query: 'how should I name the scope of a box', pages: [guide('concepts/document-box-scope')]},
  {query: 'why does docbox need a gateway in front of it', pages: [guide('concepts/gateway')]},
  {query: 'what is docbox and what does it do', pages: [guide('intro')]},

  // Operating
  {query: 'which IAM permissions does the docbox server need', pages: [operating('aws-permissions')]},
  {query: 'how do I back up all the tenant databases', pages: [operating('backup-and-restore')]},
  {query: 'how can I restore docbox after losing the database', pages: [operating('backup-and-restore')]},
  {query: 'how much memory does the server use when converting files', pages: [operating('capacity-and-scaling')]},
  {query: 'can I run more than one docbox server behind a load balancer', pages: [operating('capacity-and-scaling')]},
  {query: 'when does docbox delete expired presigned uploads', pages: [operating('data-lifecycle'), api('admin-purge-expired-presigned-tasks')]},
  {query: 'how do I turn on json logging', pages: [operating('monitoring-and-logs')]},
  {query: 'does docbox expose prometheus metrics', pages: [operating('monitoring-and-logs')]},
  {query: 'how do I rotate the api key without downtime', pages: [operating('security-hardening')]},
  {query: 'how do I check the server works after an upgrade', pages: [operating('smoke-test')]},
  {query: 'what signal should I send to stop the server gracefully', pages: [operating('start-stop-restart')]},
  {query: 'how do I upgrade docbox to a newer release', pages: [operating('upgrading')]},
  {query: 'do I need to run migrations when I upgrade', pages: [operating('upgrading')]},
  {query: 'where does docbox keep its data', pages: [operating('what-docbox-stores')]},
  {query: 'health check endpoint', pages: [api('health')]},
  {query: 'how can my load balancer check that docbox is alive', pages: [api('health')]},

  // Integrating
  {query: 'how do I upload a file and wait until it is processed', pages: [integrating('upload-files')]},
  {query: 'how can the browser upload straight to s3 without going through my server', pages: [integrating('presigned-uploads')]},
  {query: 'why do I get a cors error when uploading to minio from the browser', pages: [integrating('presigned-uploads')]},
  {query: 'generate thumbnails previews for uploaded files', pages: [integrating('file-types')]},
  {query: 'which file types can docbox convert to pdf', pages: [integrating('file-types')]},
  {query: 'does docbox extract text from scanned pdfs', pages: [integrating('file-types')]},
  {query: 'how do I search the text inside uploaded documents', pages: [integrating('search'), api('document-box-search')]},
  {query: 'how can I search every box of a tenant at once', pages: [integrating('search'), api('admin-search-tenant')]},
  {query: 'how do I get notified when a file is created', pages: [integrating('tenant-events')]},
  {query: 'what does the error response look like', pages: [integrating('errors-and-retries')]},
  {query: 'which requests are safe to retry after a timeout', pages: [integrating('errors-and-retries')]},
  {query: 'what happens when two people edit the same file at once', pages: [integrating('errors-and-retries')]},
  {query: 'how do I install the typescript sdk', pages: [integrating('typescript-sdk')]},
  {query: 'which client libraries are there for docbox', pages: [integrating('typescript-sdk')]},
  {query: 'Rust client SDK example', pages: [integrating('typescript-sdk')]},
  {query: 'can I call the api from python', pages: [integrating('typescript-sdk')]},
  {query: 'how do I give my coding agent the docs', pages: [integrating('docs-for-agents')]},
  {query: 'is there an mcp server for these docs', pages: [integrating('docs-for-agents')]},

  // The API
  {query: 'how do I create a folder inside a box', pages: [api('folder-create')]},
  {query: 'how can I download a folder as a zip file', pages: [api('folder-create-zip')]},
  {query: 'how do I rename a file', pages: [api('file-update')]},
  {query: 'how do I move a file into another folder', pages: [api('file-update')]},
  {query: 'how do I get a temporary download url for a file', pages: [api('file-get-raw-presigned')]},
  {query: 'how can I list the children of a file such as email attachments', pages: [api('file-get-children')]},
  {query: 'who changed this file and when', pages: [api('file-edit-history')]},
  {query: 'how do I save a web link in a box', pages: [api('link-create')]},
  {query: 'how do I get the favicon of a saved link', pages: [api('link-get-favicon')]},
  {query: 'how do I delete a document box and everything in it', pages: [api('document-box-delete')]},
  {query: 'how much storage does a box use', pages: [api('document-box-stats')]},
  {query: 'what version is the server running', pages: [api('server-details')]},
  {query: 'how do I check the status of a background upload task', pages: [api('task-get')]},
  {query: 'how do I rebuild the search index of a tenant', pages: [api('admin-rebuild-search-index')]},
  {query: 'what changed in the api in the latest release', pages: [api('changelog')]},

  // Troubleshooting
  {query: 'my upload is stuck in pending, what do I do', pages: [guide('troubleshooting'), integrating('upload-files')]},
  {query: 'what bugs are there in the current release', pages: [guide('known-issues')]},
];

/**
 * Sentences whose answer must come first (issue 46's examples). A page with an anchor must be
 * opened at that section: "Rust client SDK example" is answered by the section that says there is
 * no Rust SDK and where the Rust examples are, more than by any one operation's Rust tab.
 */
export const SENTENCE_FIRST: SearchCase[] = [
  {query: 'how to create a new tenant', pages: [setup('create-tenant')]},
  {query: 'health check endpoint', pages: [api('health')]},
  {query: 'generate thumbnails previews for uploaded files', pages: [integrating('file-types')]},
  {query: 'Rust client SDK example', pages: [`${integrating('typescript-sdk')}#client-libraries`]},
];

/**
 * The shares of SENTENCE_QUESTIONS whose page must come first, be among the first three and the
 * first five results: 57, 62 and 64 of 66 with the rules for sentences (docs-dev/search.md), with a
 * margin of three or four questions for honest changes to the pages.
 */
export const SENTENCE_FIRST_TARGET = 0.8;
export const SENTENCE_TOP3_TARGET = 0.9;
export const SENTENCE_TOP5_TARGET = 0.93;
