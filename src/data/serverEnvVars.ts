/**
 * The environment variables the Docbox server reads (server 0.9.3, docbox-nz/docbox at 2197bc0),
 * each with the file that reads it, so a maintainer can re-check the list after a release
 * (docs-dev/SOURCES.md says how). `npm test` (scripts/checks/check-facts.ts) checks that the reference
 * page (docs/guides/configuration/server-environment-variables.md) documents exactly these, and
 * that no guide names a `DOCBOX_*` variable the server does not read.
 */

import {DOCBOX_RELEASE} from './release';

export type ServerEnvVar = {name: string; aliases?: string[]; readIn: string};

export const SERVER_VERSION = DOCBOX_RELEASE;

/**
 * The port the server listens on when DOCBOX_SERVER_ADDRESS is unset and HTTPS is off
 * (`DEFAULT_SERVER_ADDRESS_HTTP`, 0.0.0.0:8080, packages/docbox/src/main.rs at 2197bc0). The
 * procedures' tests run the smoke test against a server on this port and check the pages'
 * `SERVER_URL=` lines against it.
 */
export const SERVER_DEFAULT_PORT = 8080;

export const serverEnvVars: ServerEnvVar[] = [
  // packages/docbox/src (the binary: HTTP server, API key, upload limit, background jobs)
  {name: 'DOCBOX_SERVER_ADDRESS', aliases: ['SERVER_ADDRESS'], readIn: 'packages/docbox/src/main.rs'},
  {name: 'DOCBOX_USE_HTTPS', readIn: 'packages/docbox/src/main.rs'},
  {name: 'DOCBOX_HTTPS_CERTIFICATE_PATH', readIn: 'packages/docbox/src/main.rs'},
  {name: 'DOCBOX_HTTPS_PRIVATE_KEY_PATH', readIn: 'packages/docbox/src/main.rs'},
  {name: 'DOCBOX_API_KEY', readIn: 'packages/docbox/src/main.rs'},
  {name: 'DOCBOX_MAX_FILE_SIZE_BYTES', readIn: 'packages/docbox/src/main.rs'},
  {name: 'DOCBOX_DISABLE_BACKGROUND_TASKS', readIn: 'packages/docbox/src/main.rs'},
  {name: 'DOCBOX_LOGGING_FORMAT', readIn: 'packages/docbox/src/logging/fmt.rs'},
  {name: 'DOCBOX_LOGGING_ALLOW_NOISY', readIn: 'packages/docbox/src/logging/fmt.rs'},
  {name: 'DOCBOX_SENTRY_DSN', aliases: ['SENTRY_DSN'], readIn: 'packages/docbox/src/logging/sentry.rs'},
  {name: 'DOCBOX_CLOUDWATCH_LOG_GROUP_NAME', readIn: 'packages/docbox/src/logging/cloudwatch.rs'},
  {name: 'DOCBOX_CLOUDWATCH_LOG_STREAM_NAME', readIn: 'packages/docbox/src/logging/cloudwatch.rs'},
  {name: 'DOCBOX_CLOUDWATCH_LOG_BATCH_SIZE', readIn: 'packages/docbox/src/logging/cloudwatch.rs'},
  {name: 'DOCBOX_CLOUDWATCH_LOG_INTERVAL_SECONDS', readIn: 'packages/docbox/src/logging/cloudwatch.rs'},
  // Database pools
  {name: 'DOCBOX_DB_HOST', aliases: ['POSTGRES_HOST'], readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_PORT', aliases: ['POSTGRES_PORT'], readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_CREDENTIAL_NAME', readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_ROOT_IAM', readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_MAX_CONNECTIONS', readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_MAX_ROOT_CONNECTIONS', readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_ACQUIRE_TIMEOUT', readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_POOL_TIMEOUT', readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_IDLE_TIMEOUT', readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_CACHE_DURATION', readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_CACHE_CAPACITY', readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_CREDENTIALS_CACHE_DURATION', readIn: 'packages/docbox-database/src/pool.rs'},
  {name: 'DOCBOX_DB_CREDENTIALS_CACHE_CAPACITY', readIn: 'packages/docbox-database/src/pool.rs'},
  // Secrets
  {name: 'DOCBOX_SECRET_MANAGER', readIn: 'packages/docbox-secrets/src/lib.rs'},
  {name: 'DOCBOX_SECRETS_ENDPOINT', readIn: 'packages/docbox-secrets/src/aws.rs'},
  {name: 'DOCBOX_SECRETS_ACCESS_KEY_ID', readIn: 'packages/docbox-secrets/src/aws.rs'},
  {name: 'DOCBOX_SECRETS_ACCESS_KEY_SECRET', readIn: 'packages/docbox-secrets/src/aws.rs'},
  {name: 'DOCBOX_SECRET_MANAGER_MEMORY_DEFAULT', readIn: 'packages/docbox-secrets/src/memory.rs'},
  {name: 'DOCBOX_SECRET_MANAGER_MEMORY_SECRETS', readIn: 'packages/docbox-secrets/src/memory.rs'},
  // Storage
  {name: 'DOCBOX_S3_ENDPOINT', readIn: 'packages/docbox-storage/src/s3.rs'},
  {name: 'DOCBOX_S3_EXTERNAL_ENDPOINT', readIn: 'packages/docbox-storage/src/s3.rs'},
  {name: 'DOCBOX_S3_ACCESS_KEY_ID', readIn: 'packages/docbox-storage/src/s3.rs'},
  {name: 'DOCBOX_S3_ACCESS_KEY_SECRET', readIn: 'packages/docbox-storage/src/s3.rs'},
  // Search
  {name: 'DOCBOX_SEARCH_INDEX_FACTORY', readIn: 'packages/docbox-search/src/lib.rs'},
  {name: 'DOCBOX_TYPESENSE_URL', aliases: ['TYPESENSE_URL'], readIn: 'packages/docbox-search/src/typesense/mod.rs'},
  {name: 'DOCBOX_TYPESENSE_API_KEY', aliases: ['TYPESENSE_API_KEY'], readIn: 'packages/docbox-search/src/typesense/mod.rs'},
  {
    name: 'DOCBOX_TYPESENSE_API_KEY_SECRET_NAME',
    aliases: ['TYPESENSE_API_KEY_SECRET_NAME'],
    readIn: 'packages/docbox-search/src/typesense/mod.rs',
  },
  {name: 'DOCBOX_OPENSEARCH_URL', aliases: ['OPENSEARCH_URL'], readIn: 'packages/docbox-search/src/opensearch/mod.rs'},
  // Processing and office conversion
  {name: 'DOCBOX_MAX_FILE_UNPACK_ITERATIONS', readIn: 'packages/docbox-processing/src/lib.rs'},
  {name: 'DOCBOX_FILE_PROCESSING_TIMEOUT', readIn: 'packages/docbox-processing/src/lib.rs'},
  {name: 'DOCBOX_OFFICE_CONVERTER', readIn: 'packages/docbox-processing/src/office/mod.rs'},
  {
    name: 'DOCBOX_CONVERT_SERVER_ADDRESS',
    aliases: ['CONVERT_SERVER_ADDRESS'],
    readIn: 'packages/docbox-processing/src/office/convert_server.rs',
  },
  {
    name: 'DOCBOX_CONVERT_SERVER_USE_PROXY',
    aliases: ['CONVERT_SERVER_USE_PROXY'],
    readIn: 'packages/docbox-processing/src/office/convert_server.rs',
  },
  {name: 'DOCBOX_CONVERT_LAMBDA_FUNCTION_NAME', readIn: 'packages/docbox-processing/src/office/convert_lambda.rs'},
  {name: 'DOCBOX_CONVERT_LAMBDA_TMP_BUCKET', readIn: 'packages/docbox-processing/src/office/convert_lambda.rs'},
  {name: 'DOCBOX_CONVERT_LAMBDA_QUALIFIER', readIn: 'packages/docbox-processing/src/office/convert_lambda.rs'},
  {name: 'DOCBOX_CONVERT_LAMBDA_TENANT_ID', readIn: 'packages/docbox-processing/src/office/convert_lambda.rs'},
  {name: 'DOCBOX_CONVERT_LAMBDA_RETRY_ATTEMPTS', readIn: 'packages/docbox-processing/src/office/convert_lambda.rs'},
  {name: 'DOCBOX_CONVERT_LAMBDA_RETRY_WAIT', readIn: 'packages/docbox-processing/src/office/convert_lambda.rs'},
  // Upload notifications
  {name: 'DOCBOX_SQS_URL', readIn: 'packages/docbox-core/src/notifications/mod.rs'},
  {name: 'DOCBOX_MPSC_QUEUE', readIn: 'packages/docbox-core/src/notifications/mod.rs'},
  // Link scraping
  {name: 'DOCBOX_WEB_SCRAPE_HTTP_PROXY', readIn: 'packages/docbox-web-scraper/src/lib.rs'},
  {name: 'DOCBOX_WEB_SCRAPE_HTTPS_PROXY', readIn: 'packages/docbox-web-scraper/src/lib.rs'},
  {name: 'DOCBOX_WEB_SCRAPE_METADATA_CONNECT_TIMEOUT', readIn: 'packages/docbox-web-scraper/src/lib.rs'},
  {name: 'DOCBOX_WEB_SCRAPE_METADATA_READ_TIMEOUT', readIn: 'packages/docbox-web-scraper/src/lib.rs'},
  {name: 'DOCBOX_WEB_SCRAPE_METADATA_CACHE_DURATION', readIn: 'packages/docbox-core/src/links/resolve_website.rs'},
];

/**
 * Variables read by the libraries the server uses rather than by Docbox's own code (the AWS SDK's
 * credential and region chain, the tracing filter, the HTTP clients' proxy settings).
 */
export const libraryEnvVars = [
  'RUST_LOG',
  'AWS_REGION',
  'AWS_PROFILE',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'HTTP_PROXY',
  'HTTPS_PROXY',
];

/** Names older servers read and 0.9.3 ignores; only the reference page's "removed" table names them. */
export const retiredEnvVars = [
  'DOCBOX_WEB_SCRAPE_METADATA_CACHE_CAPACITY',
  'DOCBOX_WEB_SCRAPE_IMAGE_CACHE_DURATION',
  'DOCBOX_WEB_SCRAPE_IMAGE_CACHE_CAPACITY',
  'DOCBOX_SECRET_MANAGER_PATH',
  'DOCBOX_SECRET_MANAGER_KEY',
  'DOCBOX_SECRET_MANAGER_DEFAULT',
];
