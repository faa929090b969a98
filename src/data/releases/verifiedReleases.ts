/**
 * When each server setting, CLI command, CLI option and CLI configuration key arrived and went,
 * read at the release tags of docbox-nz/docbox (0.1.0 to 0.9.3) and docbox-nz/docbox-cli (0.2.0 to
 * 0.9.0) by a second route, apart from scripts/update/release-data.ts (which parses env::var calls,
 * clap definitions and serde types). tests/unit/release-verified.test.ts holds
 * ./releases.json to this table, so a wrong "since" or "removed in" in the data (or a change of the
 * script that moves one) fails there. Committed data: nothing here is read from the repositories
 * when the site is built or tested.
 *
 * How each part was read (2026-12-07):
 * - Settings: `git grep -n -F '"NAME"'` at every server tag, in packages/<crate>/src of every crate
 *   but docbox-cli, docbox-management and docbox-management-interface, comment lines left out: the
 *   name as a string literal anywhere, not only in an env::var call. `source` is the first hit at
 *   the first tag (and, for a removed one, at the last tag that has it). The same grep of every
 *   quoted SCREAMING_SNAKE literal at every tag found no other setting (only CARGO_PKG_VERSION, an
 *   `env!` at compile time, and four constants that are not environment variables).
 * - Commands and options: the dispatch in the CLI's src/main.rs (`Commands::Name { fields } =>`,
 *   the match arms that run each subcommand, and `args.<field>` for the global options) at every
 *   CLI tag, not the clap derive definitions; names in kebab case as clap derives them (no
 *   `long = "…"` or `name = "…"` override at any tag). `--help` comes with clap's Parser;
 *   `--version` with `#[command(version …)]`.
 * - Configuration keys: read by hand, field by field, in the CLI's src/main.rs (CliConfiguration up
 *   to 0.6.0) and in the server crates that each CLI tag's Cargo.lock pins (ServerConfigData of
 *   docbox-management from 0.7.0), at the server commit given with each source.
 */

export interface VerifiedReleaseEntry {
  /** The first release (of its own line, server or CLI) that has it. */
  since: string;
  /** The first release after the last one that has it. */
  removedIn?: string;
  /** Where it was read: file:line at the tag (and, when removed, where it was last seen). */
  source: string;
}

/** Server settings (environment variables), in server releases. */
export const verifiedSettings: Record<string, VerifiedReleaseEntry> = {
  CONVERT_SERVER_ADDRESS: {since: '0.1.0', source: 'packages/docbox/src/main.rs:71 at 0.1.0'},
  CONVERT_SERVER_USE_PROXY: {since: '0.4.0', source: 'packages/docbox-processing/src/office/convert_server.rs:96 at 0.4.0'},
  DOCBOX_API_KEY: {since: '0.2.0', source: 'packages/docbox/src/main.rs:113 at 0.2.0'},
  DOCBOX_CLOUDWATCH_LOG_BATCH_SIZE: {since: '0.8.0', source: 'packages/docbox/src/logging/cloudwatch.rs:33 at 0.8.0'},
  DOCBOX_CLOUDWATCH_LOG_GROUP_NAME: {since: '0.8.0', source: 'packages/docbox/src/logging/cloudwatch.rs:30 at 0.8.0'},
  DOCBOX_CLOUDWATCH_LOG_INTERVAL_SECONDS: {since: '0.8.0', source: 'packages/docbox/src/logging/cloudwatch.rs:42 at 0.8.0'},
  DOCBOX_CLOUDWATCH_LOG_STREAM_NAME: {since: '0.8.0', source: 'packages/docbox/src/logging/cloudwatch.rs:31 at 0.8.0'},
  DOCBOX_CONVERT_LAMBDA_FUNCTION_NAME: {since: '0.6.0', source: 'packages/docbox-processing/src/office/convert_lambda.rs:61 at 0.6.0'},
  DOCBOX_CONVERT_LAMBDA_QUALIFIER: {since: '0.6.0', source: 'packages/docbox-processing/src/office/convert_lambda.rs:64 at 0.6.0'},
  DOCBOX_CONVERT_LAMBDA_RETRY_ATTEMPTS: {since: '0.6.0', source: 'packages/docbox-processing/src/office/convert_lambda.rs:67 at 0.6.0'},
  DOCBOX_CONVERT_LAMBDA_RETRY_WAIT: {since: '0.6.0', source: 'packages/docbox-processing/src/office/convert_lambda.rs:74 at 0.6.0'},
  DOCBOX_CONVERT_LAMBDA_TENANT_ID: {since: '0.6.0', source: 'packages/docbox-processing/src/office/convert_lambda.rs:65 at 0.6.0'},
  DOCBOX_CONVERT_LAMBDA_TMP_BUCKET: {since: '0.6.0', source: 'packages/docbox-processing/src/office/convert_lambda.rs:58 at 0.6.0'},
  DOCBOX_CONVERT_SERVER_ADDRESS: {since: '0.6.0', source: 'packages/docbox-processing/src/office/convert_server.rs:30 at 0.6.0'},
  DOCBOX_CONVERT_SERVER_USE_PROXY: {since: '0.6.0', source: 'packages/docbox-processing/src/office/convert_server.rs:43 at 0.6.0'},
  DOCBOX_DB_ACQUIRE_TIMEOUT: {since: '0.4.0', source: 'packages/docbox-database/src/pool.rs:181 at 0.4.0'},
  DOCBOX_DB_CACHE_CAPACITY: {since: '0.4.0', source: 'packages/docbox-database/src/pool.rs:208 at 0.4.0'},
  DOCBOX_DB_CACHE_DURATION: {since: '0.4.0', source: 'packages/docbox-database/src/pool.rs:199 at 0.4.0'},
  DOCBOX_DB_CREDENTIALS_CACHE_CAPACITY: {since: '0.4.0', source: 'packages/docbox-database/src/pool.rs:228 at 0.4.0'},
  DOCBOX_DB_CREDENTIALS_CACHE_DURATION: {since: '0.4.0', source: 'packages/docbox-database/src/pool.rs:218 at 0.4.0'},
  DOCBOX_DB_CREDENTIAL_NAME: {since: '0.1.0', source: 'packages/docbox/src/main.rs:99 at 0.1.0'},
  DOCBOX_DB_HOST: {since: '0.3.0', source: 'packages/docbox-database/src/lib.rs:64 at 0.3.0'},
  DOCBOX_DB_IDLE_TIMEOUT: {since: '0.4.0', source: 'packages/docbox-database/src/pool.rs:190 at 0.4.0'},
  DOCBOX_DB_MAX_CONNECTIONS: {since: '0.4.0', source: 'packages/docbox-database/src/pool.rs:174 at 0.4.0'},
  DOCBOX_DB_MAX_ROOT_CONNECTIONS: {since: '0.4.0', source: 'packages/docbox-database/src/pool.rs:177 at 0.4.0'},
  DOCBOX_DB_POOL_TIMEOUT: {since: '0.7.1', source: 'packages/docbox-database/src/pool.rs:226 at 0.7.1'},
  DOCBOX_DB_PORT: {since: '0.3.0', source: 'packages/docbox-database/src/lib.rs:67 at 0.3.0'},
  DOCBOX_DB_ROOT_IAM: {since: '0.7.0', source: 'packages/docbox-database/src/pool.rs:187 at 0.7.0'},
  DOCBOX_DISABLE_BACKGROUND_TASKS: {since: '0.6.0', source: 'packages/docbox/src/main.rs:192 at 0.6.0'},
  DOCBOX_FILE_PROCESSING_TIMEOUT: {since: '0.6.0', source: 'packages/docbox-processing/src/lib.rs:189 at 0.6.0'},
  DOCBOX_HTTPS_CERTIFICATE_PATH: {since: '0.4.0', source: 'packages/docbox/src/main.rs:251 at 0.4.0'},
  DOCBOX_HTTPS_PRIVATE_KEY_PATH: {since: '0.4.0', source: 'packages/docbox/src/main.rs:256 at 0.4.0'},
  DOCBOX_LOGGING_ALLOW_NOISY: {since: '0.8.0', source: 'packages/docbox/src/logging/fmt.rs:59 at 0.8.0'},
  DOCBOX_LOGGING_FORMAT: {since: '0.8.0', source: 'packages/docbox/src/logging/fmt.rs:33 at 0.8.0'},
  DOCBOX_MAX_FILE_SIZE_BYTES: {since: '0.2.0', source: 'packages/docbox/src/main.rs:69 at 0.2.0'},
  DOCBOX_MAX_FILE_UNPACK_ITERATIONS: {since: '0.4.0', source: 'packages/docbox-processing/src/lib.rs:168 at 0.4.0'},
  DOCBOX_MPSC_QUEUE: {since: '0.1.0', source: 'packages/docbox-core/src/notifications/mod.rs:30 at 0.1.0'},
  DOCBOX_OFFICE_CONVERTER: {since: '0.6.0', source: 'packages/docbox-processing/src/office/mod.rs:71 at 0.6.0'},
  DOCBOX_OPENSEARCH_URL: {since: '0.9.3', source: 'packages/docbox-search/src/opensearch/mod.rs:49 at 0.9.3'},
  DOCBOX_S3_ACCESS_KEY_ID: {since: '0.1.0', source: 'packages/docbox-core/src/storage/mod.rs:39 at 0.1.0'},
  DOCBOX_S3_ACCESS_KEY_SECRET: {since: '0.1.0', source: 'packages/docbox-core/src/storage/mod.rs:42 at 0.1.0'},
  DOCBOX_S3_ENDPOINT: {since: '0.1.0', source: 'packages/docbox-core/src/storage/mod.rs:36 at 0.1.0'},
  DOCBOX_S3_EXTERNAL_ENDPOINT: {since: '0.5.0', source: 'packages/docbox-storage/src/s3.rs:110 at 0.5.0'},
  DOCBOX_SEARCH_INDEX_FACTORY: {since: '0.1.0', source: 'packages/docbox-search/src/lib.rs:35 at 0.1.0'},
  DOCBOX_SECRETS_ACCESS_KEY_ID: {since: '0.4.0', source: 'packages/docbox-secrets/src/aws.rs:102 at 0.4.0'},
  DOCBOX_SECRETS_ACCESS_KEY_SECRET: {since: '0.4.0', source: 'packages/docbox-secrets/src/aws.rs:104 at 0.4.0'},
  DOCBOX_SECRETS_ENDPOINT: {since: '0.4.0', source: 'packages/docbox-secrets/src/aws.rs:99 at 0.4.0'},
  DOCBOX_SECRET_MANAGER: {since: '0.1.0', source: 'packages/docbox-core/src/secrets/mod.rs:35 at 0.1.0'},
  DOCBOX_SECRET_MANAGER_DEFAULT: {since: '0.1.0', removedIn: '0.4.0', source: 'packages/docbox-core/src/secrets/aws.rs:26 at 0.1.0; packages/docbox-core/src/secrets/aws.rs:26 at 0.3.2, absent at 0.4.0'},
  DOCBOX_SECRET_MANAGER_KEY: {since: '0.1.0', removedIn: '0.4.0', source: 'packages/docbox-core/src/secrets/json.rs:27 at 0.1.0; packages/docbox-core/src/secrets/json.rs:27 at 0.3.2, absent at 0.4.0'},
  DOCBOX_SECRET_MANAGER_MEMORY_DEFAULT: {since: '0.4.0', source: 'packages/docbox-secrets/src/memory.rs:40 at 0.4.0'},
  DOCBOX_SECRET_MANAGER_MEMORY_SECRETS: {since: '0.4.0', source: 'packages/docbox-secrets/src/memory.rs:41 at 0.4.0'},
  DOCBOX_SECRET_MANAGER_PATH: {since: '0.1.0', removedIn: '0.4.0', source: 'packages/docbox-core/src/secrets/json.rs:29 at 0.1.0; packages/docbox-core/src/secrets/json.rs:29 at 0.3.2, absent at 0.4.0'},
  DOCBOX_SENTRY_DSN: {since: '0.8.0', source: 'packages/docbox/src/logging/sentry.rs:17 at 0.8.0'},
  DOCBOX_SERVER_ADDRESS: {since: '0.9.3', source: 'packages/docbox/src/main.rs:247 at 0.9.3'},
  DOCBOX_SQS_URL: {since: '0.1.0', source: 'packages/docbox-core/src/notifications/mod.rs:31 at 0.1.0'},
  DOCBOX_TYPESENSE_API_KEY: {since: '0.9.3', source: 'packages/docbox-search/src/typesense/mod.rs:57 at 0.9.3'},
  DOCBOX_TYPESENSE_API_KEY_SECRET_NAME: {since: '0.9.3', source: 'packages/docbox-search/src/typesense/mod.rs:61 at 0.9.3'},
  DOCBOX_TYPESENSE_URL: {since: '0.9.3', source: 'packages/docbox-search/src/typesense/mod.rs:53 at 0.9.3'},
  DOCBOX_USE_HTTPS: {since: '0.4.0', source: 'packages/docbox/src/main.rs:191 at 0.4.0'},
  DOCBOX_WEB_SCRAPE_HTTPS_PROXY: {since: '0.4.0', source: 'packages/docbox-web-scraper/src/lib.rs:110 at 0.4.0'},
  DOCBOX_WEB_SCRAPE_HTTP_PROXY: {since: '0.4.0', source: 'packages/docbox-web-scraper/src/lib.rs:109 at 0.4.0'},
  DOCBOX_WEB_SCRAPE_IMAGE_CACHE_CAPACITY: {since: '0.2.0', removedIn: '0.6.0', source: 'packages/docbox-web-scraper/src/lib.rs:102 at 0.2.0; packages/docbox-web-scraper/src/lib.rs:161 at 0.5.0, absent at 0.6.0'},
  DOCBOX_WEB_SCRAPE_IMAGE_CACHE_DURATION: {since: '0.2.0', removedIn: '0.6.0', source: 'packages/docbox-web-scraper/src/lib.rs:94 at 0.2.0; packages/docbox-web-scraper/src/lib.rs:153 at 0.5.0, absent at 0.6.0'},
  DOCBOX_WEB_SCRAPE_METADATA_CACHE_CAPACITY: {since: '0.2.0', removedIn: '0.6.0', source: 'packages/docbox-web-scraper/src/lib.rs:66 at 0.2.0; packages/docbox-web-scraper/src/lib.rs:125 at 0.5.0, absent at 0.6.0'},
  DOCBOX_WEB_SCRAPE_METADATA_CACHE_DURATION: {since: '0.2.0', source: 'packages/docbox-web-scraper/src/lib.rs:56 at 0.2.0'},
  DOCBOX_WEB_SCRAPE_METADATA_CONNECT_TIMEOUT: {since: '0.2.0', source: 'packages/docbox-web-scraper/src/lib.rs:76 at 0.2.0'},
  DOCBOX_WEB_SCRAPE_METADATA_READ_TIMEOUT: {since: '0.2.0', source: 'packages/docbox-web-scraper/src/lib.rs:85 at 0.2.0'},
  OPENSEARCH_URL: {since: '0.1.0', source: 'packages/docbox-search/src/opensearch.rs:38 at 0.1.0'},
  POSTGRES_HOST: {since: '0.1.0', source: 'packages/docbox/src/main.rs:94 at 0.1.0'},
  POSTGRES_PORT: {since: '0.1.0', source: 'packages/docbox/src/main.rs:95 at 0.1.0'},
  SENTRY_DSN: {since: '0.1.0', source: 'packages/docbox/src/main.rs:48 at 0.1.0'},
  SERVER_ADDRESS: {since: '0.1.0', source: 'packages/docbox/src/main.rs:163 at 0.1.0'},
  TYPESENSE_API_KEY: {since: '0.1.0', source: 'packages/docbox-search/src/typesense.rs:27 at 0.1.0'},
  TYPESENSE_API_KEY_SECRET_NAME: {since: '0.4.0', source: 'packages/docbox-search/src/typesense/mod.rs:59 at 0.4.0'},
  TYPESENSE_URL: {since: '0.1.0', source: 'packages/docbox-search/src/typesense.rs:25 at 0.1.0'},
};

/** CLI subcommands, in CLI releases. */
export const verifiedCommands: Record<string, VerifiedReleaseEntry> = {
  'check-root': {since: '0.5.0', source: 'src/main.rs:399 (Commands::CheckRoot arm) at 0.5.0'},
  'create-root': {since: '0.2.0', source: 'src/main.rs:190 (Commands::CreateRoot arm) at 0.2.0'},
  'create-tenant': {since: '0.2.0', source: 'src/main.rs:201 (Commands::CreateTenant arm) at 0.2.0'},
  'delete-tenant': {since: '0.2.0', source: 'src/main.rs:222 (Commands::DeleteTenant arm) at 0.2.0'},
  'get-tenant': {since: '0.2.0', source: 'src/main.rs:228 (Commands::GetTenant arm) at 0.2.0'},
  'get-tenants': {since: '0.4.0', source: 'src/main.rs:259 (Commands::GetTenants arm) at 0.4.0'},
  'migrate': {since: '0.2.0', source: 'src/main.rs:238 (Commands::Migrate arm) at 0.2.0'},
  'migrate-root': {since: '0.5.0', source: 'src/main.rs:653 (Commands::MigrateRoot arm) at 0.5.0'},
  'migrate-search': {since: '0.2.0', source: 'src/main.rs:258 (Commands::MigrateSearch arm) at 0.2.0'},
  'migrate-storage': {since: '0.9.0', source: 'src/main.rs:683 (Commands::MigrateStorage arm) at 0.9.0'},
  'migrate-tenant-iam': {since: '0.8.0', source: 'src/main.rs:734 (Commands::MigrateTenantIam arm) at 0.8.0'},
  'rebuild-tenant-index': {since: '0.2.0', source: 'src/main.rs:280 (Commands::RebuildTenantIndex arm) at 0.2.0'},
  'set-allowed-storage-cors-origins': {since: '0.5.0', source: 'src/main.rs:764 (Commands::SetAllowedStorageCorsOrigins arm) at 0.5.0'},
};

/** CLI options (`--long` for global ones, `subcommand --long`), in CLI releases. */
export const verifiedOptions: Record<string, VerifiedReleaseEntry> = {
  '--aws-config-secret': {since: '0.5.0', source: 'src/main.rs:284 (args.aws_config_secret) at 0.5.0'},
  '--config': {since: '0.2.0', source: 'src/main.rs:176 (args.config) at 0.2.0'},
  '--format': {since: '0.5.0', source: 'src/main.rs:220 (args.format) at 0.5.0'},
  '--help': {since: '0.2.0', source: 'clap derive Parser, src/main.rs at 0.2.0'},
  '--version': {since: '0.2.0', source: 'src/main.rs:28 (#[command(version …)]) at 0.2.0'},
  'create-tenant --file': {since: '0.2.0', source: 'src/main.rs:201 (Commands::CreateTenant { file }) at 0.2.0'},
  'delete-tenant --delete-contents': {since: '0.5.0', source: 'src/main.rs:470 (Commands::DeleteTenant { delete_contents }) at 0.5.0'},
  'delete-tenant --delete-database': {since: '0.5.0', source: 'src/main.rs:470 (Commands::DeleteTenant { delete_database }) at 0.5.0'},
  'delete-tenant --delete-search': {since: '0.5.0', source: 'src/main.rs:470 (Commands::DeleteTenant { delete_search }) at 0.5.0'},
  'delete-tenant --delete-storage': {since: '0.5.0', source: 'src/main.rs:470 (Commands::DeleteTenant { delete_storage }) at 0.5.0'},
  'delete-tenant --env': {since: '0.2.0', source: 'src/main.rs:222 (Commands::DeleteTenant { env }) at 0.2.0'},
  'delete-tenant --permanently-delete-secret': {since: '0.5.0', source: 'src/main.rs:470 (Commands::DeleteTenant { permanently_delete_secret }) at 0.5.0'},
  'delete-tenant --tenant-id': {since: '0.2.0', source: 'src/main.rs:222 (Commands::DeleteTenant { tenant_id }) at 0.2.0'},
  'get-tenant --env': {since: '0.2.0', source: 'src/main.rs:228 (Commands::GetTenant { env }) at 0.2.0'},
  'get-tenant --tenant-id': {since: '0.2.0', source: 'src/main.rs:228 (Commands::GetTenant { tenant_id }) at 0.2.0'},
  'get-tenants --env': {since: '0.4.0', source: 'src/main.rs:259 (Commands::GetTenants { env }) at 0.4.0'},
  'migrate --env': {since: '0.2.0', source: 'src/main.rs:238 (Commands::Migrate { env }) at 0.2.0'},
  'migrate --skip-failed': {since: '0.2.0', source: 'src/main.rs:238 (Commands::Migrate { skip_failed }) at 0.2.0'},
  'migrate --tenant-id': {since: '0.2.0', source: 'src/main.rs:238 (Commands::Migrate { tenant_id }) at 0.2.0'},
  'migrate-search --env': {since: '0.2.0', source: 'src/main.rs:258 (Commands::MigrateSearch { env }) at 0.2.0'},
  'migrate-search --name': {since: '0.2.0', source: 'src/main.rs:258 (Commands::MigrateSearch { name }) at 0.2.0'},
  'migrate-search --skip-failed': {since: '0.2.0', source: 'src/main.rs:258 (Commands::MigrateSearch { skip_failed }) at 0.2.0'},
  'migrate-search --tenant-id': {since: '0.2.0', source: 'src/main.rs:258 (Commands::MigrateSearch { tenant_id }) at 0.2.0'},
  'migrate-storage --env': {since: '0.9.0', source: 'src/main.rs:683 (Commands::MigrateStorage { env }) at 0.9.0'},
  'migrate-storage --name': {since: '0.9.0', source: 'src/main.rs:683 (Commands::MigrateStorage { name }) at 0.9.0'},
  'migrate-storage --skip-failed': {since: '0.9.0', source: 'src/main.rs:683 (Commands::MigrateStorage { skip_failed }) at 0.9.0'},
  'migrate-storage --tenant-id': {since: '0.9.0', source: 'src/main.rs:683 (Commands::MigrateStorage { tenant_id }) at 0.9.0'},
  'migrate-tenant-iam --env': {since: '0.8.0', source: 'src/main.rs:734 (Commands::MigrateTenantIam { env }) at 0.8.0'},
  'migrate-tenant-iam --tenant-id': {since: '0.8.0', source: 'src/main.rs:734 (Commands::MigrateTenantIam { tenant_id }) at 0.8.0'},
  'rebuild-tenant-index --env': {since: '0.2.0', source: 'src/main.rs:280 (Commands::RebuildTenantIndex { env }) at 0.2.0'},
  'rebuild-tenant-index --file': {since: '0.2.0', source: 'src/main.rs:280 (Commands::RebuildTenantIndex { file }) at 0.2.0'},
  'rebuild-tenant-index --tenant-id': {since: '0.2.0', source: 'src/main.rs:280 (Commands::RebuildTenantIndex { tenant_id }) at 0.2.0'},
  'set-allowed-storage-cors-origins --env': {since: '0.5.0', source: 'src/main.rs:764 (Commands::SetAllowedStorageCorsOrigins { env }) at 0.5.0'},
  'set-allowed-storage-cors-origins --origin': {since: '0.5.0', source: 'src/main.rs:764 (Commands::SetAllowedStorageCorsOrigins { origin }) at 0.5.0'},
  'set-allowed-storage-cors-origins --tenant-id': {since: '0.5.0', source: 'src/main.rs:764 (Commands::SetAllowedStorageCorsOrigins { tenant_id }) at 0.5.0'},
};

// Where the configuration's types were read. CLI 0.2.0's Cargo.lock pins docbox-core 0.3.1
// (server commit 9cb710d) and docbox-search 0.3.0 (bb26ad4); CLI 0.4.0 docbox-search 0.4.0 (85febb8)
// and docbox-secrets 0.1.0 (f726037); CLI 0.5.0 docbox-search 0.6.0, docbox-secrets 0.3.0 and
// docbox-storage 0.3.0 (all 94706de); CLI 0.6.0 docbox-storage 0.5.0 (9b9de58); CLI 0.7.0
// docbox-management 0.8.0 (ed3303b); CLI 0.8.0 docbox-management 0.10.0 (e0a2f56); CLI 0.9.0
// docbox-management 0.11.0 (64e4eef), whose ServerConfigData (src/config.rs:56-66) still has api,
// database, secrets, search and storage.
const CLI_DATABASE_020 = 'CLI src/main.rs:51-64 (CliDatabaseConfiguration, CliDatabaseSetupUserConfig) at 0.2.0';
const SECRETS_020 = 'docbox-core src/secrets/mod.rs:21-31 (SecretsManagerConfig, tag "provider": Memory, Json, Aws) at 9cb710d';
const SECRETS_MEMORY_020 = 'docbox-core src/secrets/aws.rs:15-21 (Memory takes AwsSecretManagerConfig: secrets, default) at 9cb710d';
const SECRETS_JSON = 'docbox-core src/secrets/json.rs:12-14 (path, key) at 9cb710d; docbox-secrets src/lib.rs:19 at f726037 (CLI 0.4.0); no Json variant in docbox-secrets src/lib.rs:27 at 94706de (CLI 0.5.0)';
const SECRETS_AWS_ENDPOINT = 'docbox-secrets src/aws.rs:31-33 (AwsSecretManagerConfig.endpoint) and the AwsSecretsEndpoint enum below it (tag "type": Aws, Custom { endpoint, access_key_id, access_key_secret }) at 94706de; src/aws.rs:18 at f726037 has no endpoint';
const SEARCH_020 = 'docbox-search src/lib.rs:26 (SearchIndexFactoryConfig, tag "provider": Typesense, OpenSearch), src/typesense.rs:18-21 (url, api_key), src/opensearch.rs:32-34 (url) at bb26ad4';
const STORAGE_020 = 'docbox-core src/storage/mod.rs:18 (StorageLayerFactoryConfig, tag "provider": S3), src/storage/s3.rs:23-46 (endpoint; S3Endpoint tag "type": Aws, Custom { endpoint, access_key_id, access_key_secret }) at 9cb710d';

/** Keys of the CLI's configuration file, in CLI releases. */
export const verifiedConfigKeys: Record<string, VerifiedReleaseEntry> = {
  api: {since: '0.5.0', source: 'CLI src/main.rs:65 (CliConfiguration.api) at 0.5.0; none at 0.4.0 (src/main.rs:43-49)'},
  'api.api_key': {since: '0.5.0', source: 'CLI src/main.rs:75 (ApiConfig) at 0.5.0'},
  'api.url': {since: '0.5.0', source: 'CLI src/main.rs:74 (ApiConfig) at 0.5.0'},
  database: {since: '0.2.0', source: 'CLI src/main.rs:44 (CliConfiguration.database) at 0.2.0'},
  'database.host': {since: '0.2.0', source: CLI_DATABASE_020},
  'database.port': {since: '0.2.0', source: CLI_DATABASE_020},
  'database.root_iam': {since: '0.8.0', source: 'docbox-management src/config.rs:32 at e0a2f56 (CLI 0.8.0); no root_iam in docbox-management at ed3303b (CLI 0.7.0)'},
  'database.root_role_name': {since: '0.2.0', removedIn: '0.3.0', source: 'CLI src/main.rs:56 at 0.2.0 and 0.2.1, absent at 0.3.0'},
  'database.root_secret_name': {since: '0.2.0', source: CLI_DATABASE_020},
  'database.root_secret_password': {since: '0.2.0', removedIn: '0.3.0', source: 'CLI src/main.rs:57 at 0.2.0 and 0.2.1, absent at 0.3.0'},
  'database.setup_user': {since: '0.2.0', source: CLI_DATABASE_020},
  'database.setup_user_secret_name': {since: '0.3.0', source: 'CLI src/main.rs:55 at 0.3.0; absent at 0.2.1'},
  'database.setup_user.password': {since: '0.2.0', source: CLI_DATABASE_020},
  'database.setup_user.user': {since: '0.3.0', source: 'CLI src/main.rs:61 (#[serde(alias = "user")] on username) at 0.3.0; absent at 0.2.1'},
  'database.setup_user.username': {since: '0.2.0', source: CLI_DATABASE_020},
  search: {since: '0.2.0', source: 'CLI src/main.rs:46 (CliConfiguration.search) at 0.2.0'},
  'search.provider': {since: '0.2.0', source: SEARCH_020},
  'search[provider=database]': {since: '0.5.0', source: 'docbox-search src/lib.rs:48 (Database variant) at 94706de (CLI 0.5.0); src/lib.rs:31-37 at 85febb8 (CLI 0.4.0) has Typesense and OpenSearch only'},
  'search[provider=open_search]': {since: '0.2.0', source: SEARCH_020},
  'search[provider=open_search].url': {since: '0.2.0', source: SEARCH_020},
  'search[provider=typesense]': {since: '0.2.0', source: SEARCH_020},
  'search[provider=typesense].api_key': {since: '0.2.0', source: SEARCH_020},
  'search[provider=typesense].api_key_secret_name': {since: '0.4.0', source: 'docbox-search src/typesense.rs:28 at 85febb8 (CLI 0.4.0); src/typesense.rs:18-21 at bb26ad4 (CLI 0.3.0) has url and api_key only'},
  'search[provider=typesense].url': {since: '0.2.0', source: SEARCH_020},
  secrets: {since: '0.2.0', source: 'CLI src/main.rs:45 (CliConfiguration.secrets) at 0.2.0'},
  'secrets.provider': {since: '0.2.0', source: SECRETS_020},
  'secrets[provider=aws]': {since: '0.2.0', source: SECRETS_020},
  'secrets[provider=aws].endpoint': {since: '0.5.0', source: SECRETS_AWS_ENDPOINT},
  'secrets[provider=aws].endpoint.type': {since: '0.5.0', source: SECRETS_AWS_ENDPOINT},
  'secrets[provider=aws].endpoint[type=aws]': {since: '0.5.0', source: SECRETS_AWS_ENDPOINT},
  'secrets[provider=aws].endpoint[type=custom]': {since: '0.5.0', source: SECRETS_AWS_ENDPOINT},
  'secrets[provider=aws].endpoint[type=custom].access_key_id': {since: '0.5.0', source: SECRETS_AWS_ENDPOINT},
  'secrets[provider=aws].endpoint[type=custom].access_key_secret': {since: '0.5.0', source: SECRETS_AWS_ENDPOINT},
  'secrets[provider=aws].endpoint[type=custom].endpoint': {since: '0.5.0', source: SECRETS_AWS_ENDPOINT},
  'secrets[provider=json]': {since: '0.2.0', removedIn: '0.5.0', source: SECRETS_JSON},
  'secrets[provider=json].key': {since: '0.2.0', removedIn: '0.5.0', source: SECRETS_JSON},
  'secrets[provider=json].path': {since: '0.2.0', removedIn: '0.5.0', source: SECRETS_JSON},
  'secrets[provider=memory]': {since: '0.2.0', source: SECRETS_020},
  'secrets[provider=memory].default': {since: '0.2.0', source: SECRETS_MEMORY_020},
  'secrets[provider=memory].secrets': {since: '0.2.0', source: SECRETS_MEMORY_020},
  storage: {since: '0.2.0', source: 'CLI src/main.rs:47 (CliConfiguration.storage) at 0.2.0'},
  'storage.provider': {since: '0.2.0', source: STORAGE_020},
  'storage[provider=s3]': {since: '0.2.0', source: STORAGE_020},
  'storage[provider=s3].endpoint': {since: '0.2.0', source: STORAGE_020},
  'storage[provider=s3].endpoint.type': {since: '0.2.0', source: STORAGE_020},
  'storage[provider=s3].endpoint[type=aws]': {since: '0.2.0', source: STORAGE_020},
  'storage[provider=s3].endpoint[type=custom]': {since: '0.2.0', source: STORAGE_020},
  'storage[provider=s3].endpoint[type=custom].access_key_id': {since: '0.2.0', source: STORAGE_020},
  'storage[provider=s3].endpoint[type=custom].access_key_secret': {since: '0.2.0', source: STORAGE_020},
  'storage[provider=s3].endpoint[type=custom].endpoint': {since: '0.2.0', source: STORAGE_020},
  'storage[provider=s3].endpoint[type=custom].external_endpoint': {since: '0.6.0', source: 'docbox-storage src/s3.rs:79 (S3Endpoint::Custom) at 9b9de58 (CLI 0.6.0); absent at 94706de (CLI 0.5.0)'},
};
