/**
 * What operators and API users type into search, and the pages that answer them. A query is a
 * hit when one of its pages is among the first results. Shared by the e2e test and the bench.
 */
export type SearchCase = {query: string; pages: string[]};

export const SEARCH_CASES: SearchCase[] = [
  {query: 'presigned upload', pages: ['/docs/api/file-create-presigned', '/docs/api/file-get-presigned']},
  {query: 'x-tenant-env', pages: ['/docs/api/docbox', '/docs/guides/concepts/gateway']},
  {query: 'x-docbox-api-key', pages: ['/docs/api/docbox', '/docs/guides/concepts/gateway', '/docs/guides/configuration/server-environment-variables']},
  // The gateway's "API key" section is about this variable; the reference page's table row ranks lower (issue 14).
  {query: 'DOCBOX_API_KEY', pages: ['/docs/guides/configuration/server-environment-variables', '/docs/api/docbox', '/docs/guides/concepts/gateway']},
  {query: 'DOCBOX_MAX_FILE_SIZE_BYTES', pages: ['/docs/guides/configuration/server-environment-variables', '/docs/api/options']},
  {query: 'create tenant', pages: ['/docs/guides/setup/create-tenant']},
  {query: 'create root database', pages: ['/docs/guides/setup/create-root']},
  {query: 'cli config', pages: ['/docs/guides/setup/cli-config', '/docs/guides/configuration/cli-config-file']},
  {query: 'terraform apply', pages: ['/docs/guides/getting-started/aws/initial-deployment', '/docs/guides/getting-started/aws/closing-notes']},
  {query: 'tfvars', pages: ['/docs/guides/getting-started/aws/configure-terraform']},
  {query: 'docker compose', pages: ['/docs/guides/getting-started/docker-compose/intro']},
  {query: 'cross compile', pages: ['/docs/guides/building/building-with-cross']},
  {query: 'build docker image', pages: ['/docs/guides/building/building-with-docker']},
  {query: 'document box scope', pages: ['/docs/guides/concepts/document-box-scope']},
  {query: 'gateway', pages: ['/docs/guides/concepts/gateway']},
  {query: 'upload a file', pages: ['/docs/api/file-upload']},
  {query: 'download raw file', pages: ['/docs/api/file-get-raw', '/docs/api/file-get-raw-named']},
  {query: 'flush database pool cache', pages: ['/docs/api/admin-flush-database-pool-cache']},
  {query: 'search tenant', pages: ['/docs/api/admin-search-tenant']},
  {query: 'link metadata', pages: ['/docs/api/link-get-metadata']},
  {query: 'task status', pages: ['/docs/api/task-get']},
  {query: 'health check', pages: ['/docs/api/health']},
  {query: 'poppler', pages: ['/docs/guides/developing/prerequisites', '/docs/guides/building/building-from-source']},
  // Headings now outrank body text: "Store the Typesense key" answers it too.
  {query: 'typesense', pages: ['/docs/guides/configuration/server-environment-variables', '/docs/guides/getting-started/setup-infra', '/docs/guides/getting-started/aws/configure-docbox']},
  {query: 'delete document box', pages: ['/docs/api/document-box-delete']},
  // Short and sloppy, the way people type: short forms, other word forms, typos, run-together words.
  {query: 'env', pages: ['/docs/guides/configuration/server-environment-variables']},
  {query: 'env vars', pages: ['/docs/guides/configuration/server-environment-variables']},
  {query: 'config', pages: ['/docs/guides/setup/cli-config', '/docs/guides/configuration/cli-config-file', '/docs/category/configuration']},
  {query: 'healthcheck', pages: ['/docs/api/health']},
  {query: 'presigend upload', pages: ['/docs/api/file-create-presigned']},
  {query: 'uplod a file', pages: ['/docs/api/file-upload']},
  {query: 'edit histroy', pages: ['/docs/api/file-edit-history', '/docs/api/folder-edit-history', '/docs/api/link-get-edit-history']},
  {query: 'cli install', pages: ['/docs/guides/setup/intro']},
  {query: 'tf state bucket', pages: ['/docs/guides/getting-started/aws/terraform-initial-setup']},
  // The presigned uploads guide (issue 28) has a section on the bucket's CORS rules; with main's
  // text edits of November 2026 it comes before create-tenant's, with the old ranking as with this one.
  {query: 's3 cors', pages: ['/docs/guides/setup/create-tenant', '/docs/guides/integrating/presigned-uploads']},
  {query: 'box stats', pages: ['/docs/api/document-box-stats']},
  {query: 'uploading files', pages: ['/docs/api/file-upload']},
  {query: 'building from source', pages: ['/docs/guides/building/building-from-source']},
  {query: 'postgres 18 volume', pages: ['/docs/guides/known-issues', '/docs/guides/getting-started/docker-compose/intro']},
  {query: 'delete tenant', pages: ['/docs/guides/setup/intro']},
  {query: 'rust version', pages: ['/docs/guides/developing/prerequisites', '/docs/guides/building/building-from-source']},
  {query: 'api key 401', pages: ['/docs/guides/troubleshooting']},
  {query: 'zip folder', pages: ['/docs/api/folder-create-zip']},
  {query: 'ssm env file', pages: ['/docs/guides/getting-started/aws/configure-docbox']},
  // Operating Docbox: two questions an operator would type for each page.
  {query: 'backup docbox', pages: ['/docs/guides/operating/backup-and-restore']},
  {query: 'restore rds snapshot', pages: ['/docs/guides/operating/backup-and-restore']},
  {query: 'upgrade migrations', pages: ['/docs/guides/operating/upgrading']},
  {query: 'rollback upgrade', pages: ['/docs/guides/operating/upgrading']},
  {query: 'restart lost upload', pages: ['/docs/guides/operating/start-stop-restart']},
  {query: 'sigint graceful shutdown', pages: ['/docs/guides/operating/start-stop-restart']},
  {query: 'log alerts', pages: ['/docs/guides/operating/monitoring-and-logs']},
  {query: 'readiness check', pages: ['/docs/guides/operating/monitoring-and-logs']},
  {query: 'how much memory', pages: ['/docs/guides/operating/capacity-and-scaling']},
  {query: 'load balancer', pages: ['/docs/guides/operating/capacity-and-scaling']},
  {query: 'rotate api key', pages: ['/docs/guides/operating/security-hardening']},
  {query: 'rate limit', pages: ['/docs/guides/operating/security-hardening']},
  {query: 'iam policy', pages: ['/docs/guides/operating/aws-permissions']},
  {query: 'least privilege', pages: ['/docs/guides/operating/aws-permissions']},
  {query: 'what does docbox store', pages: ['/docs/guides/operating/what-docbox-stores']},
  {query: 'tenant buckets', pages: ['/docs/guides/operating/what-docbox-stores']},
  {query: 'delete user data', pages: ['/docs/guides/operating/data-lifecycle']},
  {query: 'orphaned objects', pages: ['/docs/guides/operating/data-lifecycle']},
  // Building on Docbox (issue 28): two questions an API developer would type for each guide.
  {query: 'upload progress', pages: ['/docs/guides/integrating/presigned-uploads', '/docs/guides/integrating/upload-files']},
  {query: 'wait for upload task', pages: ['/docs/guides/integrating/upload-files']},
  {query: 'upload timeout', pages: ['/docs/guides/integrating/upload-files']},
  {query: 'cors presigned', pages: ['/docs/guides/integrating/presigned-uploads']},
  {query: 'presigned upload stays pending', pages: ['/docs/guides/integrating/presigned-uploads', '/docs/guides/troubleshooting']},
  {query: 'thumbnail sizes', pages: ['/docs/guides/integrating/file-types']},
  {query: 'converter down', pages: ['/docs/guides/integrating/file-types']},
  {query: 'search highlights', pages: ['/docs/guides/integrating/search']},
  {query: 'search paging', pages: ['/docs/guides/integrating/search']},
  {query: 'webhook events', pages: ['/docs/guides/integrating/tenant-events']},
  {query: 'sqs events', pages: ['/docs/guides/integrating/tenant-events']},
  {query: 'retry 500', pages: ['/docs/guides/integrating/errors-and-retries']},
  {query: 'concurrent update', pages: ['/docs/guides/integrating/errors-and-retries']},
  {query: 'api changelog', pages: ['/docs/api/changelog']},
  {query: 'breaking changes', pages: ['/docs/api/changelog']},
];

/**
 * One query for each form in src/data/searchAliases.ts, with a page that answers it although
 * its title uses another form of the word (or, for the long forms, the page the short form finds).
 */
export const ALIAS_CASES: SearchCase[] = [
  {query: 'env', pages: ['/docs/guides/configuration/server-environment-variables']},
  {query: 'environment', pages: ['/docs/guides/configuration/server-environment-variables']},
  {query: 'var', pages: ['/docs/guides/configuration/server-environment-variables']},
  {query: 'variable', pages: ['/docs/guides/configuration/server-environment-variables']},
  {query: 'vars', pages: ['/docs/guides/configuration/server-environment-variables']},
  {query: 'variables', pages: ['/docs/guides/configuration/server-environment-variables']},
  {query: 'config', pages: ['/docs/category/configuration', '/docs/guides/setup/cli-config']},
  {query: 'configuration', pages: ['/docs/category/configuration', '/docs/guides/setup/cli-config']},
  {query: 'stats', pages: ['/docs/api/document-box-stats']},
  {query: 'statistics', pages: ['/docs/api/document-box-stats', '/docs/api/admin-tenant-stats']},
  {query: 'cli', pages: ['/docs/guides/setup/cli-config']},
  {query: 'command line', pages: ['/docs/guides/setup/cli-config']},
  {query: 'tf', pages: ['/docs/guides/getting-started/aws/configure-terraform', '/docs/guides/getting-started/aws/terraform-initial-setup']},
  {query: 'terraform', pages: ['/docs/guides/getting-started/aws/configure-terraform', '/docs/guides/getting-started/aws/terraform-initial-setup']},
  {query: 's3', pages: ['/docs/guides/configuration/server-environment-variables']},
  {query: 'storage bucket', pages: ['/docs/guides/configuration/server-environment-variables', '/docs/guides/troubleshooting']},
  {query: 'setup', pages: ['/docs/guides/getting-started/setup-infra']},
  {query: 'set up', pages: ['/docs/guides/getting-started/setup-infra', '/docs/category/setup']},
  // The readers' words of issue 38, each form in a question whose page uses another form.
  {query: 'search several boxes', pages: ['/docs/guides/integrating/search']},
  {query: 'search multiple boxes', pages: ['/docs/guides/integrating/search']},
  {query: 'search across boxes', pages: ['/docs/guides/integrating/search']},
  {query: 'memory', pages: ['/docs/guides/operating/capacity-and-scaling']},
  {query: 'ram', pages: ['/docs/guides/operating/capacity-and-scaling']},
  {query: 'memory usage', pages: ['/docs/guides/operating/capacity-and-scaling']},
  {query: 'supported file types', pages: ['/docs/guides/integrating/file-types']},
  {query: 'which file types', pages: ['/docs/guides/integrating/file-types']},
  {query: 'what file types', pages: ['/docs/guides/integrating/file-types']},
  {query: 'full text search', pages: ['/docs/guides/integrating/search']},
  {query: 'text search', pages: ['/docs/guides/integrating/search']},
  {query: 'upgrade docbox', pages: ['/docs/guides/operating/upgrading']},
  {query: 'update docbox', pages: ['/docs/guides/operating/upgrading']},
  {query: 'restore', pages: ['/docs/guides/operating/backup-and-restore']},
  {query: 'recover', pages: ['/docs/guides/operating/backup-and-restore']},
  {query: 'recovery', pages: ['/docs/guides/operating/backup-and-restore']},
  {query: 'javascript sdk', pages: ['/docs/guides/integrating/typescript-sdk']},
  {query: 'typescript sdk', pages: ['/docs/guides/integrating/typescript-sdk']},
  {query: 'search pagination', pages: ['/docs/guides/integrating/search']},
  {query: 'search paging', pages: ['/docs/guides/integrating/search']},
  {query: 'notify', pages: ['/docs/guides/integrating/tenant-events']},
  {query: 'notifications', pages: ['/docs/guides/integrating/tenant-events']},
  {query: 'tenant events', pages: ['/docs/guides/integrating/tenant-events']},
  {query: 'rotate api key', pages: ['/docs/guides/operating/security-hardening']},
  {query: 'change api key', pages: ['/docs/guides/operating/security-hardening']},
  {query: 'presigned download link', pages: ['/docs/guides/integrating/presigned-uploads']},
  {query: 'presigned download url', pages: ['/docs/guides/integrating/presigned-uploads']},
  {query: 'error format', pages: ['/docs/guides/integrating/errors-and-retries']},
  {query: 'error shape', pages: ['/docs/guides/integrating/errors-and-retries']},
];

/**
 * The words a newcomer types to start (issue 44), each with the one page that must come first:
 * the chooser of ways to run Docbox, which carries them as keywords. Judged at the first result,
 * not the first five.
 */
export const FIRST_CASES: SearchCase[] = [
  {query: 'deploy', pages: ['/docs/category/getting-started']},
  {query: 'install', pages: ['/docs/category/getting-started']},
  {query: 'quickstart', pages: ['/docs/category/getting-started']},
  {query: 'get started', pages: ['/docs/category/getting-started']},
];

/** How many of the first results count as a hit. */
export const TOP_RESULTS = 5;

/** A case for every form of the alias groups added for questions asked in sentences (issue 46), in the first 3 like ALIAS_CASES. */
export const SENTENCE_ALIAS_CASES: SearchCase[] = [
  {query: 'thumbnail', pages: ['/docs/guides/integrating/file-types']},
  {query: 'file preview', pages: ['/docs/guides/integrating/file-types']},
  {query: 'health endpoint', pages: ['/docs/api/health']},
  {query: 'health operation', pages: ['/docs/api/health']},
  {query: 'liveness', pages: ['/docs/api/health']},
  {query: 'is the server alive', pages: ['/docs/api/health']},
  {query: 'downgrade', pages: ['/docs/guides/operating/upgrading']},
  {query: 'roll back an upgrade', pages: ['/docs/guides/operating/upgrading']},
  {query: 'rollback', pages: ['/docs/guides/operating/upgrading']},
  {query: 'add a tenant', pages: ['/docs/guides/setup/create-tenant']},
  // "Who changed this file": the edit history operations, whose pages never say "who changed".
  {query: 'folder edit history', pages: ['/docs/api/folder-edit-history']},
  {query: 'who changed the link', pages: ['/docs/api/link-get-edit-history']},
  {query: 'who edited this folder', pages: ['/docs/api/folder-edit-history']},
  {query: 'who renamed the file', pages: ['/docs/api/file-edit-history']},
  {query: 'who moved my folder', pages: ['/docs/api/folder-edit-history']},
  // English words readers use for the docs' own (big for large, reject for refuse, ...).
  {query: 'upload a big file', pages: ['/docs/api/file-create-presigned', '/docs/guides/integrating/presigned-uploads', '/docs/guides/integrating/upload-files']},
  {query: 'upload a large file', pages: ['/docs/api/file-create-presigned', '/docs/guides/integrating/presigned-uploads', '/docs/guides/integrating/upload-files']},
  {query: 'gateway rejects uploads', pages: ['/docs/guides/known-issues#hapi-gateway-payload-limit']},
  {query: 'gateway refuses uploads', pages: ['/docs/guides/known-issues#hapi-gateway-payload-limit']},
  {query: 'task stuck pending', pages: ['/docs/guides/troubleshooting#task-stays-pending']},
  {query: 'task stays pending', pages: ['/docs/guides/troubleshooting#task-stays-pending']},
  {query: 'one tenant per customer', pages: ['/docs/guides/setup/create-tenant']},
  {query: 'what is a tenant', pages: ['/docs/guides/setup/create-tenant']},
  {query: 'how many files are in a box', pages: ['/docs/api/document-box-stats']},
  {query: 'count the files in a box', pages: ['/docs/api/document-box-stats']},
];

/**
 * A case for every reader's verb of TITLE_VERB_GROUPS (src/data/searchAliases.ts): the operation
 * whose title has the group's verb, in the first 3. Node only (tests/search/sentences.test.ts).
 */
export const TITLE_VERB_CASES: SearchCase[] = [
  {query: 'how do I rename a folder', pages: ['/docs/api/folder-update']},
  {query: 'move a file', pages: ['/docs/api/file-update']},
  {query: 'change a link', pages: ['/docs/api/link-update']},
  {query: 'edit a folder', pages: ['/docs/api/folder-update']},
  {query: 'modify a link', pages: ['/docs/api/link-update']},
  {query: 'add a folder', pages: ['/docs/api/folder-create']},
  {query: 'make a document box', pages: ['/docs/api/document-box-create']},
  {query: 'save a link', pages: ['/docs/api/link-create']},
  {query: 'set up a folder', pages: ['/docs/api/folder-create']},
  {query: 'remove a user', pages: ['/docs/api/admin-delete-user']},
  {query: 'erase a file', pages: ['/docs/api/file-delete']},
  {query: 'drop a folder', pages: ['/docs/api/folder-delete']},
  {query: 'destroy a document box', pages: ['/docs/api/document-box-delete']},
  {query: 'fetch a task', pages: ['/docs/api/task-get']},
  {query: 'retrieve a folder', pages: ['/docs/api/folder-get']},
  {query: 'read a link', pages: ['/docs/api/link-get']},
  {query: 'see the users', pages: ['/docs/api/admin-list-users']},
  {query: 'show the document boxes', pages: ['/docs/api/admin-tenant-boxes']},
  {query: 'view the users', pages: ['/docs/api/admin-list-users']},
  {query: 'enumerate document boxes', pages: ['/docs/api/admin-tenant-boxes']},
];
