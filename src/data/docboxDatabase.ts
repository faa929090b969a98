/**
 * The shape of Docbox's PostgreSQL databases in server 0.9.3 (docbox-nz/docbox at 2197bc0, with
 * docbox-management 0.11.0 at fb74b93, which CLI 0.9.0 runs): the names of the root and tenant
 * databases' tables and columns, the migrations the root records, and the roles and grants the CLI
 * creates. Facts, read from `packages/docbox-database/src/migrations/`, `src/create.rs` and
 * `packages/docbox-search/src/database/migrations/`; no SQL of Docbox's is copied here.
 *
 * The operating procedures' tests (tests/procedures/) build databases of this shape in a real
 * PostgreSQL and run the pages' shell and SQL blocks against them; the pages' counts of migrations
 * are checked against the lists below.
 */

export const DOCBOX_DATABASE_VERSION = '0.9.3';

/** The root database's fixed name, and the role the server logs in to it as. */
export const ROOT_DATABASE = 'docbox';
export const ROOT_ROLE = 'docbox_config_api';

/** Root migrations the root records in `docbox_root_migrations` (m0 makes that table and is not recorded). */
export const rootMigrations = [
  'm1_create_tenants_table',
  'm2_create_tenant_migrations_table',
  'm3_create_storage_bucket_index',
  'm4_tenant_migrations_update_constraint',
  'm5_tenant_iam_support',
];

/** Tenant migrations, recorded per tenant in the root's `docbox_tenants_migrations`. */
export const tenantMigrations = [
  'm1_create_users_table',
  'm2_create_document_box_table',
  'm3_create_folders_table',
  'm4_create_files_table',
  'm5_create_generated_files_table',
  'm6_create_links_table',
  'm7_create_edit_history_table',
  'm8_create_tasks_table',
  'm9_create_presigned_upload_tasks_table',
  'm10_add_pinned_column',
  'm11_create_links_resolved_metadata_table',
  'm12_create_composite_types_and_views',
  'm13_create_folder_functions',
  'm14_create_link_functions',
  'm15_create_file_functions',
  'm16_docbox_tasks_constraint',
];

/** Search migrations of the `database` backend, recorded in the same root table as the tenant ones. */
export const searchMigrations = [
  'm1_create_additional_indexes',
  'm2_search_create_files_pages_table',
  'm3_create_tsvector_columns',
  'm4_search_functions_and_types',
];

/** Storage migrations: applied to the bucket, never recorded. */
export const storageMigrations = ['m1_storage_lifecycle_rules'];

/** A column: its name and PostgreSQL type, with `not null` where the migrations say so. */
export type Column = {name: string; type: string; notNull?: boolean};
export type Table = {name: string; columns: Column[]; key: string[]};

const column = (spec: string): Column => {
  const [name, ...type] = spec.split(' ');
  const text = type.join(' ');
  return {name: name!, type: text.replace(/ not null$/, ''), notNull: text.endsWith(' not null')};
};
const table = (name: string, key: string[], ...columns: string[]): Table => ({name, key, columns: columns.map(column)});

/** The root database's tables after m5. */
export const rootTables: Table[] = [
  table('docbox_root_migrations', ['name'], 'name varchar not null', 'applied_at timestamptz not null'),
  table(
    'docbox_tenants',
    ['env', 'id'],
    'env varchar not null',
    'id uuid not null',
    'name varchar not null',
    'db_name varchar not null',
    'db_secret_name varchar',
    's3_name varchar not null',
    'os_index_name varchar not null',
    'event_queue_url varchar',
    'db_iam_user_name varchar',
  ),
  table('docbox_tenants_migrations', ['env', 'tenant_id', 'name'], 'env varchar not null', 'tenant_id uuid not null', 'name varchar not null', 'applied_at timestamptz not null'),
];

/** A tenant database's tables after m16 (without the search backend's additions). */
export const tenantTables: Table[] = [
  table('docbox_users', ['id'], 'id varchar not null', 'name varchar', 'image_id varchar'),
  table('docbox_boxes', ['scope'], 'scope varchar not null', 'created_at timestamptz not null'),
  table(
    'docbox_folders',
    ['id'],
    'id uuid not null',
    'name varchar not null',
    'document_box varchar not null',
    'folder_id uuid',
    'created_at timestamptz not null',
    'created_by varchar',
    'pinned boolean not null',
  ),
  table(
    'docbox_files',
    ['id'],
    'id uuid not null',
    'name varchar not null',
    'mime varchar not null',
    'folder_id uuid',
    'parent_id uuid',
    'hash varchar not null',
    'size integer not null',
    'encrypted boolean',
    'file_key varchar not null',
    'created_at timestamptz not null',
    'created_by varchar',
    'pinned boolean not null',
  ),
  table(
    'docbox_generated_files',
    ['id'],
    'id uuid not null',
    'file_id uuid not null',
    'mime varchar not null',
    'type text not null',
    'hash varchar not null',
    'file_key varchar not null',
    'created_at timestamptz not null',
  ),
  table(
    'docbox_links',
    ['id'],
    'id uuid not null',
    'name varchar not null',
    'value varchar not null',
    'folder_id uuid',
    'created_at timestamptz not null',
    'created_by varchar',
    'pinned boolean not null',
  ),
  table('docbox_links_resolved_metadata', ['url'], 'url varchar not null', 'metadata jsonb not null', 'expires_at timestamptz not null'),
  table(
    'docbox_edit_history',
    ['id'],
    'id uuid not null',
    'file_id uuid',
    'link_id uuid',
    'folder_id uuid',
    'user_id varchar',
    'type text not null',
    'metadata jsonb not null',
    'created_at timestamptz not null',
  ),
  table(
    'docbox_tasks',
    ['id'],
    'id uuid not null',
    'document_box varchar not null',
    'status text not null',
    'output_data jsonb',
    'created_at timestamptz not null',
    'completed_at timestamptz',
  ),
  table(
    'docbox_presigned_upload_tasks',
    ['id'],
    'id uuid not null',
    'status jsonb',
    'name varchar not null',
    'mime varchar not null',
    'size integer not null',
    'document_box varchar not null',
    'folder_id uuid',
    'file_key varchar not null',
    'created_at timestamptz not null',
    'expires_at timestamptz not null',
    'created_by varchar',
    'parent_id uuid',
    'processing_config jsonb',
  ),
];

/** What the `database` search backend adds to a tenant database. */
export const searchTables: Table[] = [table('docbox_files_pages', ['file_id', 'page'], 'file_id uuid not null', 'page integer not null', 'content text not null')];
export const SEARCH_EXTENSION = 'pg_trgm';

/**
 * The attributes and grants the CLI gives the roles it creates (create.rs): LOGIN (with a password,
 * or with `rds_iam` granted for IAM login), CONNECT on its database after REVOKE ALL FROM PUBLIC,
 * ALL on every table, function and sequence of `public`, and default privileges for the objects
 * the setup user creates later.
 */
export const roleGrants = {
  login: true,
  databaseGrant: 'CONNECT',
  schemaGrants: ['TABLES', 'FUNCTIONS', 'SEQUENCES'],
  defaultPrivileges: ['TABLES', 'FUNCTIONS', 'SEQUENCES'],
} as const;
