/** Routes the site specification requires (site-spec.md section 2). */

export const GUIDE_ROUTES = [
  '/docs/guides/intro',
  '/docs/guides/setup/intro',
  '/docs/guides/setup/cli-config',
  '/docs/guides/setup/create-root',
  '/docs/guides/setup/create-tenant',
  '/docs/guides/getting-started/setup-infra',
  '/docs/guides/getting-started/aws/aws-setup',
  '/docs/guides/getting-started/aws/terraform-initial-setup',
  '/docs/guides/getting-started/aws/configure-terraform',
  '/docs/guides/getting-started/aws/initial-deployment',
  '/docs/guides/getting-started/aws/configure-docbox',
  '/docs/guides/getting-started/aws/closing-notes',
  '/docs/guides/getting-started/docker-compose/intro',
  '/docs/guides/building/building-from-source',
  '/docs/guides/building/building-with-cross',
  '/docs/guides/building/building-with-docker',
  '/docs/guides/concepts/document-box-scope',
  '/docs/guides/concepts/gateway',
  // Beyond the spec: the TypeScript SDK.
  '/docs/guides/integrating/typescript-sdk',
  '/docs/guides/developing/prerequisites',
  // Beyond the spec: the configuration reference.
  '/docs/guides/configuration/server-environment-variables',
  '/docs/guides/configuration/cli-config-file',
  // Beyond the spec: operating a deployment for years (issue 26).
  '/docs/guides/operating/what-docbox-stores',
  '/docs/guides/operating/backup-and-restore',
  '/docs/guides/operating/upgrading',
  '/docs/guides/operating/smoke-test',
  '/docs/guides/operating/start-stop-restart',
  '/docs/guides/operating/monitoring-and-logs',
  '/docs/guides/operating/capacity-and-scaling',
  '/docs/guides/operating/security-hardening',
  '/docs/guides/operating/aws-permissions',
  '/docs/guides/operating/data-lifecycle',
  // Beyond the spec: upstream bugs and error texts.
  '/docs/guides/known-issues',
  '/docs/guides/troubleshooting',
] as const;

export const CATEGORY_ROUTES = [
  '/docs/category/getting-started',
  '/docs/category/aws',
  '/docs/category/docker-compose',
  '/docs/category/setup',
  '/docs/category/building',
  '/docs/category/concepts',
  '/docs/category/integrating',
  '/docs/category/developing',
  '/docs/category/configuration',
  '/docs/category/operating-docbox',
] as const;

/** API pages named by the spec (the seed list); the description adds more. */
export const SPEC_API_SLUGS = [
  'docbox',
  'docbox-api',
  'admin',
  'document-box',
  'file',
  'folder',
  'link',
  'task',
  'utils',
  'options',
  'admin-flush-database-pool-cache',
  'admin-purge-expired-presigned-tasks',
  'admin-search-tenant',
  ...['create', 'delete', 'get', 'search', 'stats'].map((op) => `document-box-${op}`),
  ...[
    'create-presigned',
    'delete',
    'edit-history',
    'get',
    'get-children',
    'get-generated',
    'get-generated-raw',
    'get-generated-raw-named',
    'get-generated-raw-presigned',
    'get-presigned',
    'get-raw',
    'get-raw-named',
    'get-raw-presigned',
    'search',
    'update',
    'upload',
  ].map((op) => `file-${op}`),
  ...['create', 'delete', 'edit-history', 'get', 'update'].map((op) => `folder-${op}`),
  ...['create', 'delete', 'get', 'get-edit-history', 'get-favicon', 'get-image', 'get-metadata', 'update'].map(
    (op) => `link-${op}`,
  ),
  'task-get',
] as const;

export const API_ROUTES = SPEC_API_SLUGS.map((slug) => `/docs/api/${slug}`);

export const OTHER_ROUTES = ['/', '/blog', '/blog/archive', '/blog/tags'] as const;
