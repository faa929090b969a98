/**
 * Databases shaped like a Docbox deployment's, built in a test cluster the way CLI 0.9.0 builds
 * them (src/data/docboxDatabase.ts has the facts): a setup role shaped like the RDS master user
 * (CREATEDB CREATEROLE, not a superuser, with an `rds_iam` role it may grant), the root database
 * with its role, two tenant databases with their roles, grants and default privileges, the
 * `database` search backend's objects (pg_trgm) in one of them, and rows in every table.
 *
 * Everything after the setup role is done as the setup role, in the CLI's order (database, role
 * and grants, then the migrations' objects), so ownership and default privileges come out as they
 * do on a real deployment. The SQL is written here from the facts, not taken from Docbox.
 */
import {
  ROOT_DATABASE,
  ROOT_ROLE,
  rootMigrations,
  rootTables,
  SEARCH_EXTENSION,
  searchMigrations,
  searchTables,
  tenantMigrations,
  tenantTables,
  type Table,
} from '../../../src/data/docboxDatabase';
import {awsExampleTenant, exampleTenant} from '../../../src/data/exampleTenant';
import type {Postgres} from './postgres';

export const SETUP_USER = 'docbox_setup';
export const SETUP_PASSWORD = 'setup-password-for-tests';

export type LabTenant = {
  id: string;
  env: string;
  name: string;
  dbName: string;
  role: string;
  /** Password mode: the secret's name and the password it holds. IAM mode: undefined. */
  secretName?: string;
  password?: string;
  bucket: string;
  index: string;
  /** The `database` search backend: pg_trgm and the search objects in this tenant database. */
  databaseSearch: boolean;
  eventQueueUrl: string | null;
};

export type DocboxDeployment = {
  setupUser: string;
  setupPassword: string;
  root: {database: string; role: string; secretName: string; password: string};
  tenants: LabTenant[];
  /** Rows seeded per tenant table, to compare after a restore. */
  rowCounts: Record<string, Record<string, number>>;
};

/** The two tenants the guides show: the local one (password, database search) and Acme (IAM). */
export const labTenants: LabTenant[] = [
  {
    id: exampleTenant.id,
    env: exampleTenant.env,
    name: exampleTenant.name,
    dbName: exampleTenant.db_name,
    role: exampleTenant.db_role_name,
    secretName: exampleTenant.db_secret_name,
    password: 'tenant-password-local',
    bucket: exampleTenant.storage_bucket_name,
    index: exampleTenant.search_index_name,
    databaseSearch: true,
    eventQueueUrl: null,
  },
  {
    id: awsExampleTenant.id,
    env: awsExampleTenant.env,
    name: awsExampleTenant.name,
    dbName: awsExampleTenant.db_name,
    role: awsExampleTenant.db_role_name,
    bucket: awsExampleTenant.storage_bucket_name,
    index: awsExampleTenant.search_index_name,
    databaseSearch: false,
    eventQueueUrl: 'https://sqs.ap-southeast-2.amazonaws.com/123456789012/docbox-acme-events',
  },
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

const NOT_NULL_DEFAULTS: Record<string, string> = {pinned: 'false'};

function createTable(table: Table): string {
  const columns = table.columns.map((column) => {
    const fallback = NOT_NULL_DEFAULTS[column.name];
    return `  ${column.name} ${column.type}${column.notNull ? ' NOT NULL' : ''}${fallback ? ` DEFAULT ${fallback}` : ''}`;
  });
  return `CREATE TABLE ${table.name} (\n${[...columns, `  PRIMARY KEY (${table.key.join(', ')})`].join(',\n')}\n);`;
}

/** The role and grants create-root and create-tenant give the server's role in a database. */
function restrictedRole(database: string, role: string, password: string | undefined): string {
  return [
    password ? `CREATE ROLE ${role} LOGIN PASSWORD ${quote(password)};` : `CREATE ROLE ${role} LOGIN;\nGRANT rds_iam TO ${role};`,
    `REVOKE ALL ON DATABASE "${database}" FROM PUBLIC;`,
    ...['TABLES', 'FUNCTIONS', 'SEQUENCES'].map((kind) => `GRANT ALL ON ALL ${kind} IN SCHEMA public TO ${role};`),
    ...['TABLES', 'FUNCTIONS', 'SEQUENCES'].map((kind) => `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON ${kind} TO ${role};`),
    `GRANT CONNECT ON DATABASE "${database}" TO ${role};`,
  ].join('\n');
}

/** Foreign keys of the tenant schema that decide what a delete or a restore order does. */
const TENANT_KEYS = `
ALTER TABLE docbox_folders ADD FOREIGN KEY (document_box) REFERENCES docbox_boxes (scope) ON DELETE RESTRICT;
ALTER TABLE docbox_folders ADD FOREIGN KEY (folder_id) REFERENCES docbox_folders (id) ON DELETE RESTRICT;
ALTER TABLE docbox_folders ADD FOREIGN KEY (created_by) REFERENCES docbox_users (id) ON DELETE RESTRICT;
ALTER TABLE docbox_files ADD FOREIGN KEY (folder_id) REFERENCES docbox_folders (id) ON DELETE RESTRICT;
ALTER TABLE docbox_files ADD FOREIGN KEY (parent_id) REFERENCES docbox_files (id) ON DELETE SET NULL;
ALTER TABLE docbox_files ADD FOREIGN KEY (created_by) REFERENCES docbox_users (id) ON DELETE RESTRICT;
ALTER TABLE docbox_generated_files ADD FOREIGN KEY (file_id) REFERENCES docbox_files (id) ON DELETE RESTRICT;
ALTER TABLE docbox_links ADD FOREIGN KEY (folder_id) REFERENCES docbox_folders (id) ON DELETE RESTRICT;
ALTER TABLE docbox_edit_history ADD FOREIGN KEY (file_id) REFERENCES docbox_files (id) ON DELETE CASCADE;
ALTER TABLE docbox_edit_history ADD FOREIGN KEY (folder_id) REFERENCES docbox_folders (id) ON DELETE CASCADE;
ALTER TABLE docbox_edit_history ADD FOREIGN KEY (user_id) REFERENCES docbox_users (id) ON DELETE CASCADE;
ALTER TABLE docbox_presigned_upload_tasks ADD FOREIGN KEY (parent_id) REFERENCES docbox_files (id) ON DELETE SET NULL;
ALTER TABLE docbox_tasks ADD FOREIGN KEY (document_box) REFERENCES docbox_boxes (scope) ON DELETE CASCADE;
CREATE INDEX ON docbox_files (folder_id);
CREATE INDEX ON docbox_folders (document_box, folder_id);
-- m12 to m15 add composite types, views and functions: one of each kind, so that a dump, a
-- restore and the default privileges cover them.
CREATE TYPE docbox_user AS (id varchar, name varchar, image_id varchar);
CREATE VIEW docbox_latest_edit_per_file AS
  SELECT DISTINCT ON (file_id) * FROM docbox_edit_history WHERE file_id IS NOT NULL ORDER BY file_id, created_at DESC;
CREATE FUNCTION count_folder_children(p_folder_id uuid) RETURNS bigint LANGUAGE sql STABLE AS
  $$ SELECT (SELECT count(*) FROM docbox_folders WHERE folder_id = p_folder_id)
          + (SELECT count(*) FROM docbox_files WHERE folder_id = p_folder_id)
          + (SELECT count(*) FROM docbox_links WHERE folder_id = p_folder_id) $$;
`;

const SEARCH_OBJECTS = `
CREATE EXTENSION IF NOT EXISTS ${SEARCH_EXTENSION};
CREATE INDEX ON docbox_folders USING gin (name gin_trgm_ops);
CREATE INDEX ON docbox_files USING gin (name gin_trgm_ops);
CREATE INDEX ON docbox_links USING gin (name gin_trgm_ops);
CREATE INDEX ON docbox_links USING gin (value gin_trgm_ops);
${searchTables.map(createTable).join('\n')}
ALTER TABLE docbox_files_pages ADD COLUMN content_tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED;
ALTER TABLE docbox_files ADD COLUMN name_tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;
ALTER TABLE docbox_folders ADD COLUMN name_tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;
ALTER TABLE docbox_links ADD COLUMN name_tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', name)) STORED;
CREATE TYPE docbox_search_date_range AS ("start" timestamptz, "end" timestamptz);
`;

/** Deterministic UUIDs: tenant index, kind and number in the last groups. */
const uuid = (tenant: number, kind: number, n: number) => `00000000-0000-4000-8${tenant}${kind.toString().padStart(2, '0')}-${n.toString().padStart(12, '0')}`;

/**
 * Rows in every table of a tenant: two users, two boxes with root folders and a subfolder, files
 * with generated files, a link with cached metadata, history, tasks, and presigned uploads in each
 * state (one pending and already expired, one pending and still open, one completed, one failed).
 */
function tenantRows(index: number, tenant: LabTenant): string {
  const scopes = [`${tenant.bucket}:box-one`, `${tenant.bucket}:box-two`];
  const users = [`user-${index}-alice`, `user-${index}-bob`];
  const folders = [uuid(index, 1, 1), uuid(index, 1, 2), uuid(index, 1, 3)];
  const files = [uuid(index, 2, 1), uuid(index, 2, 2), uuid(index, 2, 3)];
  const key = (scope: string, n: number, name: string) => `${scope}/${uuid(index, 9, n)}_${name}`;
  const lines = [
    `INSERT INTO docbox_users VALUES (${quote(users[0]!)}, 'Alice', NULL), (${quote(users[1]!)}, 'Bob', 'avatar-1');`,
    `INSERT INTO docbox_boxes VALUES (${quote(scopes[0]!)}, now() - interval '40 days'), (${quote(scopes[1]!)}, now() - interval '3 days');`,
    `INSERT INTO docbox_folders (id, name, document_box, folder_id, created_at, created_by) VALUES
      (${quote(folders[0]!)}, 'Root', ${quote(scopes[0]!)}, NULL, now() - interval '40 days', NULL),
      (${quote(folders[1]!)}, 'Root', ${quote(scopes[1]!)}, NULL, now() - interval '3 days', NULL),
      (${quote(folders[2]!)}, 'Contracts', ${quote(scopes[0]!)}, ${quote(folders[0]!)}, now() - interval '39 days', ${quote(users[0]!)});`,
    `INSERT INTO docbox_files (id, name, mime, folder_id, parent_id, hash, size, encrypted, file_key, created_at, created_by) VALUES
      (${quote(files[0]!)}, 'lease.pdf', 'application/pdf', ${quote(folders[2]!)}, NULL, 'aa11', 2048, false, ${quote(key(scopes[0]!, 1, 'lease.pdf'))}, now() - interval '30 days', ${quote(users[0]!)}),
      (${quote(files[1]!)}, 'notes.txt', 'text/plain', ${quote(folders[0]!)}, NULL, 'bb22', 12, false, ${quote(key(scopes[0]!, 2, 'notes.txt'))}, now() - interval '20 days', ${quote(users[1]!)}),
      (${quote(files[2]!)}, 'scan.png', 'image/png', ${quote(folders[1]!)}, NULL, 'cc33', 512, false, ${quote(key(scopes[1]!, 3, 'scan.png'))}, now() - interval '2 days', ${quote(users[0]!)});`,
    `INSERT INTO docbox_generated_files VALUES
      (${quote(uuid(index, 3, 1))}, ${quote(files[0]!)}, 'text/plain', 'TextContent', 'dd44', ${quote(`${key(scopes[0]!, 1, 'lease.pdf')}_${uuid(index, 8, 1)}.generated.txt`)}, now() - interval '30 days'),
      (${quote(uuid(index, 3, 2))}, ${quote(files[0]!)}, 'image/jpeg', 'CoverPage', 'ee55', ${quote(`${key(scopes[0]!, 1, 'lease.pdf')}_${uuid(index, 8, 2)}.generated.jpeg`)}, now() - interval '30 days');`,
    `INSERT INTO docbox_links (id, name, value, folder_id, created_at, created_by) VALUES
      (${quote(uuid(index, 4, 1))}, 'Handbook', 'https://example.com/handbook', ${quote(folders[2]!)}, now() - interval '10 days', ${quote(users[1]!)});`,
    `INSERT INTO docbox_links_resolved_metadata VALUES ('https://example.com/handbook', '{"title": "Handbook"}', now() + interval '2 days');`,
    `INSERT INTO docbox_edit_history VALUES
      (${quote(uuid(index, 5, 1))}, ${quote(files[0]!)}, NULL, NULL, ${quote(users[0]!)}, 'Rename', '{"original_name": "lease-draft.pdf", "new_name": "lease.pdf"}', now() - interval '29 days');`,
    `INSERT INTO docbox_tasks VALUES
      (${quote(uuid(index, 6, 1))}, ${quote(scopes[0]!)}, 'Completed', '{"file": {}}', now() - interval '20 days', now() - interval '20 days'),
      (${quote(uuid(index, 6, 2))}, ${quote(scopes[1]!)}, 'Pending', NULL, now() - interval '1 hour', NULL);`,
    `INSERT INTO docbox_presigned_upload_tasks (id, status, name, mime, size, document_box, folder_id, file_key, created_at, expires_at, created_by) VALUES
      (${quote(uuid(index, 7, 1))}, '{"status": "Pending"}', 'expired.pdf', 'application/pdf', 100, ${quote(scopes[0]!)}, ${quote(folders[0]!)}, ${quote(key(scopes[0]!, 11, 'expired.pdf'))}, now() - interval '2 hours', now() - interval '90 minutes', ${quote(users[0]!)}),
      (${quote(uuid(index, 7, 2))}, '{"status": "Pending"}', 'open.pdf', 'application/pdf', 100, ${quote(scopes[1]!)}, ${quote(folders[1]!)}, ${quote(key(scopes[1]!, 12, 'open.pdf'))}, now() - interval '5 minutes', now() + interval '25 minutes', ${quote(users[1]!)}),
      (${quote(uuid(index, 7, 3))}, ${quote(`{"status": "Completed", "file_id": "${files[1]}"}`)}, 'notes.txt', 'text/plain', 12, ${quote(scopes[0]!)}, ${quote(folders[0]!)}, ${quote(key(scopes[0]!, 2, 'notes.txt'))}, now() - interval '20 days', now() - interval '20 days' + interval '30 minutes', ${quote(users[1]!)}),
      (${quote(uuid(index, 7, 4))}, '{"status": "Failed", "error": "upload failed"}', 'broken.pdf', 'application/pdf', 100, ${quote(scopes[0]!)}, ${quote(folders[0]!)}, ${quote(key(scopes[0]!, 14, 'broken.pdf'))}, now() - interval '3 hours', now() - interval '150 minutes', NULL);`,
  ];
  if (tenant.databaseSearch) {
    lines.push(`INSERT INTO docbox_files_pages (file_id, page, content) VALUES (${quote(files[0]!)}, 0, 'This lease runs for twelve months.'), (${quote(files[0]!)}, 1, 'Rent is due monthly.');`);
  }
  return lines.join('\n');
}

const SEEDED: Record<string, number> = {
  docbox_users: 2,
  docbox_boxes: 2,
  docbox_folders: 3,
  docbox_files: 3,
  docbox_generated_files: 2,
  docbox_links: 1,
  docbox_links_resolved_metadata: 1,
  docbox_edit_history: 1,
  docbox_tasks: 2,
  docbox_presigned_upload_tasks: 4,
};

/**
 * Builds the deployment in the cluster and returns what a test needs to know about it. The
 * cluster's superuser only makes the setup role (and `rds_iam`, which RDS has built in).
 */
export function createDeployment(pg: Postgres, tenants: LabTenant[] = labTenants): DocboxDeployment {
  pg.sql(`
    CREATE ROLE rds_iam NOLOGIN;
    CREATE ROLE ${SETUP_USER} LOGIN CREATEDB CREATEROLE PASSWORD ${quote(SETUP_PASSWORD)};
    GRANT rds_iam TO ${SETUP_USER} WITH ADMIN OPTION;
  `);
  const asSetup = (sql: string, database = 'postgres') => pg.sql(sql, {user: SETUP_USER, password: SETUP_PASSWORD, database});
  const root = {database: ROOT_DATABASE, role: ROOT_ROLE, secretName: 'postgres/docbox/config', password: 'root-password-for-tests'};

  // create-root: the database, the server's role and its grants, then the migrations.
  asSetup(`CREATE DATABASE ${ROOT_DATABASE};`);
  asSetup(restrictedRole(ROOT_DATABASE, ROOT_ROLE, root.password), ROOT_DATABASE);
  asSetup(
    [
      ...rootTables.map(createTable),
      'ALTER TABLE docbox_tenants ADD UNIQUE (db_name), ADD UNIQUE (db_secret_name), ADD UNIQUE (s3_name), ADD UNIQUE (os_index_name), ADD UNIQUE (db_iam_user_name);',
      'ALTER TABLE docbox_tenants_migrations ADD FOREIGN KEY (env, tenant_id) REFERENCES docbox_tenants (env, id) ON DELETE CASCADE ON UPDATE CASCADE;',
      'CREATE INDEX ON docbox_tenants (s3_name);',
      `INSERT INTO docbox_root_migrations VALUES ${rootMigrations.map((name, n) => `(${quote(name)}, now() - interval '${60 - n} days')`).join(', ')};`,
    ].join('\n'),
    ROOT_DATABASE,
  );

  const rowCounts: DocboxDeployment['rowCounts'] = {};
  tenants.forEach((tenant, index) => {
    // create-tenant: the database, the role and grants, the tenant migrations, the search ones.
    asSetup(`CREATE DATABASE "${tenant.dbName}";`);
    asSetup(restrictedRole(tenant.dbName, tenant.role, tenant.password), tenant.dbName);
    asSetup([...tenantTables.map(createTable), TENANT_KEYS, ...(tenant.databaseSearch ? [SEARCH_OBJECTS] : []), tenantRows(index + 1, tenant)].join('\n'), tenant.dbName);
    const migrations = [...tenantMigrations, ...(tenant.databaseSearch ? searchMigrations : [])];
    asSetup(
      `INSERT INTO docbox_tenants (env, id, name, db_name, db_secret_name, s3_name, os_index_name, event_queue_url, db_iam_user_name)
         VALUES (${quote(tenant.env)}, ${quote(tenant.id)}, ${quote(tenant.name)}, ${quote(tenant.dbName)},
                 ${tenant.secretName ? quote(tenant.secretName) : 'NULL'}, ${quote(tenant.bucket)}, ${quote(tenant.index)},
                 ${tenant.eventQueueUrl ? quote(tenant.eventQueueUrl) : 'NULL'}, ${tenant.secretName ? 'NULL' : quote(tenant.role)});
       INSERT INTO docbox_tenants_migrations VALUES ${migrations.map((name) => `(${quote(tenant.env)}, ${quote(tenant.id)}, ${quote(name)}, now() - interval '30 days')`).join(', ')};`,
      ROOT_DATABASE,
    );
    rowCounts[tenant.dbName] = {...SEEDED, ...(tenant.databaseSearch ? {docbox_files_pages: 2} : {})};
  });
  return {setupUser: SETUP_USER, setupPassword: SETUP_PASSWORD, root, tenants, rowCounts};
}

/** The row count of every seeded table of a tenant database, read as the setup user. */
export function countRows(pg: Postgres, deployment: DocboxDeployment, database: string): Record<string, number> {
  const tables = Object.keys(deployment.rowCounts[database] ?? {});
  const output = pg.sql(tables.map((name) => `SELECT '${name}', count(*) FROM ${name};`).join('\n'), {user: deployment.setupUser, password: deployment.setupPassword, database});
  return Object.fromEntries(output.split('\n').filter(Boolean).map((line) => {
    const [name, count] = line.split('|');
    return [name!, Number(count)];
  }));
}
