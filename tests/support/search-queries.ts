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
  {query: 'typesense', pages: ['/docs/guides/configuration/server-environment-variables', '/docs/guides/getting-started/setup-infra']},
  {query: 'delete document box', pages: ['/docs/api/document-box-delete']},
];

/** How many of the first results count as a hit. */
export const TOP_RESULTS = 5;
