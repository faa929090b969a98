/**
 * docbox-cli 0.9.0 for the setup pages' tests: what the CLI does to the databases, run for real
 * in the lab's PostgreSQL as the setup user that the command's configuration names, so a test sees
 * whether that user may do it and what it leaves behind. Written from docbox-cli src/main.rs at
 * 912543e and docbox-management 0.11.0 (docbox-nz/docbox at fb74b93): `root/initialize.rs`,
 * `root/migrate_root.rs`, `tenant/create_tenant.rs`, `tenant/delete_tenant.rs`,
 * `tenant/migrate_tenant_secret_to_iam.rs`, `tenant/migrate_tenants*.rs`, `server.rs`,
 * `config.rs`, and `docbox-database/src/create.rs` for the roles and grants. No Docbox code or SQL
 * is copied; the statements are written here from what those files do.
 *
 * - The configuration is read from `--config FILE` (or `--aws-config-secret NAME` in the secrets
 *   model) and checked field by field as serde reads `ServerConfigData`; the setup user comes from
 *   `database.setup_user` or the secret `database.setup_user_secret_name`.
 * - Every statement runs over TCP with the setup user's password (lab.pg.trySql), in the database
 *   the CLI connects to. The role statements run as one transaction, as sqlx's multi-statement
 *   query does; the root and tenant transactions of create-tenant commit at the end.
 * - Secrets go to a SecretsModel (create, then update when the name exists; delete with or without
 *   recovery), buckets to an S3Model plus the notification and CORS settings kept here, search
 *   indexes to a set.
 * - delete-tenant first POSTs `{api.url}/admin/flush-db-cache` (with `x-docbox-api-key` when
 *   `api.api_key` is set) and stops when that fails, as CLI 0.9.0 does.
 *
 * Documents of a tenant are deleted as rows (the CLI deletes each document box through the server
 * code); that is enough for the pages' checks, which look at databases, roles, rows and secrets.
 */
import {spawnSync} from 'node:child_process';
import {randomInt} from 'node:crypto';
import {chmodSync, chownSync, existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
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
import type {Lab, LabCall, Reply} from './lab';
import type {S3Model, SecretsModel} from './services';

/** What serde makes of `ServerConfigData` (only what the stand-in uses is kept). */
export type CliConfig = {
  api: {url: string; api_key?: string | null};
  database: {
    host: string;
    port: number;
    setup_user?: {username: string; password: string};
    setup_user_secret_name?: string;
    root_secret_name?: string;
    root_iam: boolean;
  };
  searchProvider: 'typesense' | 'open_search' | 'database';
};

/** What serde makes of `CreateTenantConfig` (docbox-management tenant/create_tenant.rs). */
export type CreateTenantConfig = {
  id: string;
  name: string;
  env: string;
  db_name: string;
  db_role_name: string;
  db_secret_name: string | null;
  db_iam_user: boolean;
  storage_bucket_name: string;
  storage_cors_origins: string[];
  storage_s3_queue_arn: string | null;
  search_index_name: string;
  event_queue_url: string | null;
};

type TenantRow = {
  id: string;
  name: string;
  db_name: string;
  db_secret_name: string | null;
  db_iam_user_name: string | null;
  s3_name: string;
  os_index_name: string;
  env: string;
  event_queue_url: string | null;
};

/** A failure as the CLI reports it: the context, then the causes. */
class CliError extends Error {
  constructor(readonly chain: string[]) {
    super(chain.join(': '));
  }
}

/** A PostgreSQL error as sqlx words it, with what the management code looks at. */
class DbError extends Error {
  constructor(readonly text: string) {
    super(`error returned from database: ${text}`);
  }
  get databaseExists() {
    return /database ".*" already exists/.test(this.text);
  }
  get databaseMissing() {
    return /database ".*" does not exist/.test(this.text);
  }
  get tableMissing() {
    return /relation ".*" does not exist/.test(this.text);
  }
  get duplicate() {
    return /duplicate key value/.test(this.text);
  }
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const literal = (value: string | null) => (value === null ? 'NULL' : quote(value));

/** serde's checks of a JSON value against a struct: required fields and their types. */
function field(object: Record<string, unknown>, name: string, type: 'string' | 'number' | 'boolean' | 'string[]', required: boolean, where: string): unknown {
  const value = object[name];
  if (value === undefined || (value === null && !required)) {
    if (required) throw new CliError(['failed to parse config', `missing field \`${name}\` in ${where}`]);
    return undefined;
  }
  const ok =
    type === 'string[]' ? Array.isArray(value) && value.every((item) => typeof item === 'string') : type === 'number' ? Number.isInteger(value) : typeof value === type;
  if (!ok) throw new CliError(['failed to parse config', `invalid type for \`${name}\` in ${where}: expected ${type}, found ${JSON.stringify(value)}`]);
  return value;
}

function object(value: unknown, where: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new CliError(['failed to parse config', `${where}: expected an object`]);
  return value as Record<string, unknown>;
}

/** Reads a CLI configuration as serde reads `ServerConfigData` (unknown fields are ignored, as serde does by default). */
export function parseCliConfig(text: string): CliConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliError(['failed to parse config', (error as Error).message]);
  }
  const root = object(json, 'the configuration');
  for (const name of ['api', 'database', 'secrets', 'search', 'storage']) if (root[name] === undefined) throw new CliError(['failed to parse config', `missing field \`${name}\``]);
  const api = object(root.api, 'api');
  field(api, 'url', 'string', true, 'api');
  field(api, 'api_key', 'string', false, 'api');
  const database = object(root.database, 'database');
  field(database, 'host', 'string', true, 'database');
  const port = field(database, 'port', 'number', true, 'database') as number;
  if (port < 0 || port > 65535) throw new CliError(['failed to parse config', `invalid value for \`port\`: ${port} is not a u16`]);
  let setupUser: CliConfig['database']['setup_user'];
  if (database.setup_user !== undefined && database.setup_user !== null) {
    const user = object(database.setup_user, 'database.setup_user');
    const username = (user.username ?? user.user) as unknown;
    if (typeof username !== 'string') throw new CliError(['failed to parse config', 'missing field `username` in database.setup_user']);
    setupUser = {username, password: field(user, 'password', 'string', true, 'database.setup_user') as string};
  }
  field(database, 'setup_user_secret_name', 'string', false, 'database');
  field(database, 'root_secret_name', 'string', false, 'database');
  field(database, 'root_iam', 'boolean', false, 'database');

  const tagged = (name: string, allowed: string[]) => {
    const section = object(root[name], name);
    const provider = section.provider;
    if (typeof provider !== 'string' || !allowed.includes(provider)) throw new CliError(['failed to parse config', `${name}: unknown variant \`${String(provider)}\`, expected one of ${allowed.join(', ')}`]);
    const endpoint = section.endpoint;
    if (endpoint !== undefined && endpoint !== null) {
      const value = object(endpoint, `${name}.endpoint`);
      if (value.type === 'custom') for (const key of ['endpoint', 'access_key_id', 'access_key_secret']) field(value, key, 'string', true, `${name}.endpoint`);
      else if (value.type !== 'aws') throw new CliError(['failed to parse config', `${name}.endpoint: unknown variant \`${String(value.type)}\`, expected \`aws\` or \`custom\``]);
    }
    return {section, provider};
  };
  tagged('secrets', ['aws', 'memory']);
  const search = tagged('search', ['typesense', 'open_search', 'database']);
  if (search.provider === 'typesense') field(search.section, 'url', 'string', true, 'search');
  tagged('storage', ['s3']);

  return {
    api: {url: api.url as string, api_key: (api.api_key as string | undefined) ?? null},
    database: {
      host: database.host as string,
      port,
      setup_user: setupUser,
      setup_user_secret_name: database.setup_user_secret_name as string | undefined,
      root_secret_name: database.root_secret_name as string | undefined,
      root_iam: (database.root_iam as boolean | undefined) ?? false,
    },
    searchProvider: search.provider as CliConfig['searchProvider'],
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads a tenant file as serde reads `CreateTenantConfig` at fb74b93. */
export function parseTenantConfig(text: string): CreateTenantConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliError(['failed to parse config', (error as Error).message]);
  }
  const tenant = object(json, 'the tenant file');
  const where = 'the tenant file';
  const id = field(tenant, 'id', 'string', true, where) as string;
  if (!UUID.test(id)) throw new CliError(['failed to parse config', `invalid value for \`id\`: ${JSON.stringify(id)} is not a UUID`]);
  return {
    id: id.toLowerCase(),
    name: field(tenant, 'name', 'string', true, where) as string,
    env: field(tenant, 'env', 'string', true, where) as string,
    db_name: field(tenant, 'db_name', 'string', true, where) as string,
    db_role_name: field(tenant, 'db_role_name', 'string', true, where) as string,
    db_secret_name: (field(tenant, 'db_secret_name', 'string', false, where) as string | undefined) ?? null,
    db_iam_user: (field(tenant, 'db_iam_user', 'boolean', false, where) as boolean | undefined) ?? false,
    storage_bucket_name: field(tenant, 'storage_bucket_name', 'string', true, where) as string,
    // A Vec without #[serde(default)]: required, even when empty.
    storage_cors_origins: field(tenant, 'storage_cors_origins', 'string[]', true, where) as string[],
    storage_s3_queue_arn: (field(tenant, 'storage_s3_queue_arn', 'string', false, where) as string | undefined) ?? null,
    search_index_name: field(tenant, 'search_index_name', 'string', true, where) as string,
    event_queue_url: (field(tenant, 'event_queue_url', 'string', false, where) as string | undefined) ?? null,
  };
}

/** CREATE TABLE for one of the tables listed in src/data/docboxDatabase.ts. */
function createTable(table: Table): string {
  const columns = table.columns.map((column) => `  ${column.name} ${column.type}${column.notNull ? ' NOT NULL' : ''}${column.name === 'pinned' ? ' DEFAULT false' : ''}`);
  return `CREATE TABLE ${table.name} (\n${[...columns, `  PRIMARY KEY (${table.key.join(', ')})`].join(',\n')}\n);`;
}

/** The role statements of create.rs: the role (with a password, or granted rds_iam), then the lock-down and the grants. */
function restrictedRoleSql(database: string, role: string, password: string | null): string {
  return [
    'BEGIN;',
    password === null ? `CREATE ROLE ${role} LOGIN;\nGRANT rds_iam TO ${role};` : `CREATE ROLE ${role} LOGIN PASSWORD ${quote(password)};`,
    `REVOKE ALL ON DATABASE "${database}" FROM PUBLIC;`,
    ...['TABLES', 'FUNCTIONS', 'SEQUENCES'].map((kind) => `GRANT ALL ON ALL ${kind} IN SCHEMA public TO ${role};`),
    ...['TABLES', 'FUNCTIONS', 'SEQUENCES'].map((kind) => `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON ${kind} TO ${role};`),
    `GRANT CONNECT ON DATABASE "${database}" TO ${role};`,
    'COMMIT;',
  ].join('\n');
}

/** A random password like password.rs's: letters and digits. */
function randomPassword(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({length}, () => alphabet[randomInt(alphabet.length)]).join('');
}

type Bucket = {notificationQueueArn: string | null; corsOrigins: string[]};

/**
 * Answers docbox-cli's create-root, check-root, migrate-root, create-tenant, get-tenants,
 * get-tenant, delete-tenant, migrate-tenant-iam, migrate, migrate-search and migrate-storage.
 */
export class DocboxCliSetup {
  /** Search indexes (Typesense collections, OpenSearch indexes) by name. */
  readonly indexes = new Set<string>();
  /** Bucket settings create-tenant makes besides the objects (kept in the S3 model). */
  readonly bucketSettings = new Map<string, Bucket>();
  /** Requests made to the Docbox server by delete-tenant. */
  readonly flushes: {url: string; apiKey: string | null; status: number}[] = [];

  constructor(
    private readonly lab: Lab,
    private readonly secrets: SecretsModel,
    private readonly s3: S3Model,
  ) {}

  handle(): void {
    const commands: Record<string, (call: LabCall, config: CliConfig, setup: Setup) => Promise<string> | string> = {
      'create-root': (call, config, setup) => this.createRoot(call, config, setup),
      'check-root': (call, _config, setup) => this.checkRoot(call, setup),
      'migrate-root': (call, _config, setup) => this.migrateRoot(call, setup),
      'create-tenant': (call, config, setup) => this.createTenant(call, config, setup),
      'get-tenants': (call, _config, setup) => this.getTenants(call, setup),
      'get-tenant': (call, _config, setup) => this.getTenant(call, setup),
      'delete-tenant': (call, config, setup) => this.deleteTenant(call, config, setup),
      'migrate-tenant-iam': (call, _config, setup) => this.migrateTenantIam(call, setup),
      migrate: (call, _config, setup) => this.migrate(call, setup, 'tenant'),
      'migrate-search': (call, config, setup) => this.migrate(call, setup, config.searchProvider === 'database' ? 'search' : 'none'),
      'migrate-storage': (call, _config, setup) => this.migrate(call, setup, 'storage'),
    };
    for (const [name, command] of Object.entries(commands)) {
      this.lab.on(`docbox-cli ${name}`, async (call) => {
        try {
          const config = this.config(call);
          const setup = this.setupUser(config);
          return {stdout: await command(call, config, setup)};
        } catch (error) {
          if (error instanceof CliError) return this.failure(call, error.chain);
          if (error instanceof DbError) return this.failure(call, [error.message]);
          throw error;
        }
      });
    }
  }

  /** color-eyre's report (human format), or `{"error": …}` on standard output with --format json. */
  private failure(call: LabCall, chain: string[]): Reply {
    const report = `Error: \n${chain.map((line, i) => `   ${i}: ${line}`).join('\n')}\n`;
    if (call.option('format') === 'json') return {stdout: `${JSON.stringify({error: chain.join(': ')}, null, 2)}\n`, stderr: report, exit: 1};
    return {stderr: report, exit: 1};
  }

  private config(call: LabCall): CliConfig {
    const file = call.option('config');
    if (file) {
      const full = path.resolve(call.cwd, file);
      if (!existsSync(full)) throw new CliError([`No such file or directory (os error 2)`]);
      return parseCliConfig(readFileSync(full, 'utf8'));
    }
    const secretName = call.option('aws-config-secret');
    if (secretName) {
      const secret = this.secrets.secrets.get(secretName);
      if (!secret || secret.deletedDate) throw new CliError(['failed to load server config secret', 'secret not found']);
      return parseCliConfig(secret.value);
    }
    throw new CliError(['must provided either --config or --aws-config-secret check --help for more details']);
  }

  private setupUser(config: CliConfig): Setup {
    const pg = this.lab.pg!;
    if (!['localhost', '127.0.0.1', pg.host].includes(config.database.host) || config.database.port !== pg.port) {
      throw new CliError([`error communicating with database: connection to ${config.database.host}:${config.database.port} refused (the lab's PostgreSQL is ${pg.host}:${pg.port})`]);
    }
    let user = config.database.setup_user;
    if (!user && config.database.setup_user_secret_name) {
      const secret = this.secrets.secrets.get(config.database.setup_user_secret_name);
      if (!secret) throw new CliError(['server config database setup user secret not found']);
      const parsed = JSON.parse(secret.value) as {username?: string; user?: string; password: string};
      user = {username: parsed.username ?? parsed.user!, password: parsed.password};
    }
    // CLI 0.9.0 unwraps this error: a panic, not a report.
    if (!user) throw new CliError(["called `Result::unwrap()` on an `Err` value: MissingSetupUser"]);
    return new Setup(this.lab, user.username, user.password);
  }

  // ---- root ----

  private createRoot(call: LabCall, config: CliConfig, setup: Setup): string {
    const iam = config.database.root_iam;
    const secretName = config.database.root_secret_name;
    // Neither set: CLI 0.9.0 creates nothing and still reports success.
    if (iam || secretName) {
      const context = iam ? 'failed to setup root (iam)' : 'failed to setup root';
      const step = (label: string, run: () => void) => {
        try {
          run();
        } catch (error) {
          if (error instanceof DbError) throw new CliError([context, `${label}: ${error.message}`]);
          throw error;
        }
      };
      step("error connecting to 'postgres' database", () => setup.sql('SELECT 1', 'postgres'));
      step('error creating root database', () => {
        try {
          setup.sql(`CREATE DATABASE "${ROOT_DATABASE}";`, 'postgres');
        } catch (error) {
          if (!(error instanceof DbError && error.databaseExists)) throw error;
        }
      });
      const password = iam ? null : randomPassword(30);
      step('error creating root database role', () => setup.sql(restrictedRoleSql(ROOT_DATABASE, ROOT_ROLE, password), ROOT_DATABASE));
      if (!iam) this.secrets.set(secretName!, JSON.stringify({username: ROOT_ROLE, password}));
      step('error migrating root database', () => this.applyRootMigrations(setup));
    }
    return call.option('format') === 'json' ? `${JSON.stringify({initialized: true}, null, 2)}\n` : 'successfully created root\n';
  }

  /** m0 (the migrations table) when missing, then every root migration not yet recorded, in one transaction. */
  private applyRootMigrations(setup: Setup): void {
    const hasTable = setup.sql(`SELECT count(*) FROM pg_tables WHERE schemaname = 'public' AND tablename = 'docbox_root_migrations'`, ROOT_DATABASE) === '1';
    if (!hasTable) setup.sql(createTable(rootTables.find((table) => table.name === 'docbox_root_migrations')!), ROOT_DATABASE);
    const applied = new Set(setup.sql('SELECT name FROM docbox_root_migrations', ROOT_DATABASE).split('\n').filter(Boolean));
    const pending = rootMigrations.filter((name) => !applied.has(name));
    if (pending.length === 0) return;
    const statements: string[] = [];
    if (pending.includes('m1_create_tenants_table')) statements.push(createTable(rootTables.find((table) => table.name === 'docbox_tenants')!));
    if (pending.includes('m2_create_tenant_migrations_table')) {
      statements.push(
        createTable(rootTables.find((table) => table.name === 'docbox_tenants_migrations')!),
        'ALTER TABLE docbox_tenants_migrations ADD FOREIGN KEY (env, tenant_id) REFERENCES docbox_tenants (env, id) ON DELETE CASCADE ON UPDATE CASCADE;',
      );
    }
    if (pending.includes('m3_create_storage_bucket_index')) statements.push('CREATE INDEX ON docbox_tenants (s3_name);');
    statements.push(`INSERT INTO docbox_root_migrations VALUES ${pending.map((name) => `(${quote(name)}, now())`).join(', ')};`);
    setup.sql(['BEGIN;', ...statements, 'COMMIT;'].join('\n'), ROOT_DATABASE);
  }

  private checkRoot(call: LabCall, setup: Setup): string {
    let initialized = true;
    try {
      setup.sql(`SELECT 1 FROM docbox_tenants WHERE id = '00000000-0000-0000-0000-000000000000' AND env = '__DO_NOT_USE'`, ROOT_DATABASE);
    } catch (error) {
      if (!(error instanceof DbError)) throw error;
      if (error.databaseMissing || error.tableMissing) initialized = false;
      else throw new CliError(['failed to setup root', error.message]);
    }
    if (call.option('format') === 'json') return `${JSON.stringify({is_initialized: initialized}, null, 2)}\n`;
    return initialized ? 'root is initialized\n' : 'root is not initialized\n';
  }

  private migrateRoot(call: LabCall, setup: Setup): string {
    try {
      this.applyRootMigrations(setup);
    } catch (error) {
      if (error instanceof DbError) throw new CliError([`error connecting to root database: ${error.message}`]);
      throw error;
    }
    return call.option('format') === 'json' ? `${JSON.stringify({success: true}, null, 2)}\n` : 'Migrations applied\n';
  }

  // ---- tenants ----

  private tenants(setup: Setup): TenantRow[] {
    const json = setup.sql(
      `SELECT coalesce(json_agg(json_build_object('id', id, 'name', name, 'db_name', db_name, 'db_secret_name', db_secret_name,
         'db_iam_user_name', db_iam_user_name, 's3_name', s3_name, 'os_index_name', os_index_name, 'env', env,
         'event_queue_url', event_queue_url) ORDER BY name), '[]') FROM docbox_tenants`,
      ROOT_DATABASE,
    );
    return JSON.parse(json) as TenantRow[];
  }

  private tenant(call: LabCall, setup: Setup): TenantRow {
    const tenant = this.tenants(setup).find((candidate) => candidate.id === call.option('tenant-id')?.toLowerCase() && candidate.env === call.option('env'));
    if (!tenant) throw new CliError(['tenant not found']);
    return tenant;
  }

  private getTenants(call: LabCall, setup: Setup): string {
    const env = call.option('env');
    const list = this.tenants(setup).filter((tenant) => !env || tenant.env === env);
    if (call.option('format') === 'json') return `${JSON.stringify(list, null, 2)}\n`;
    return ['│ ID │ Name │ Env │', ...list.map((tenant) => `│ ${tenant.id} │ ${tenant.name} │ ${tenant.env} │`)].join('\n') + '\n';
  }

  private getTenant(call: LabCall, setup: Setup): string {
    const tenant = this.tenant(call, setup);
    if (call.option('format') === 'json') return `${JSON.stringify(tenant, null, 2)}\n`;
    const some = (value: string | null) => (value === null ? 'None' : `Some(${value}`);
    return [
      `│ ID │ ${tenant.id} │`,
      `│ Name │ ${tenant.name} │`,
      `│ Env │ ${tenant.env} │`,
      `│ DB Name │ ${tenant.db_name} │`,
      `│ DB Secret Name │ ${some(tenant.db_secret_name)} │`,
      `│ DB IAM User Name │ ${some(tenant.db_iam_user_name)} │`,
      `│ Storage Bucket Name │ ${tenant.s3_name} │`,
      `│ Search Index Name │ ${tenant.os_index_name} │`,
      `│ Event Queue URL │ ${tenant.event_queue_url ?? ''} │`,
    ].join('\n') + '\n';
  }

  private createTenant(call: LabCall, config: CliConfig, setup: Setup): string {
    const file = path.resolve(call.cwd, call.option('file')!);
    if (!existsSync(file)) throw new CliError(['No such file or directory (os error 2)']);
    const tenant = parseTenantConfig(readFileSync(file, 'utf8'));
    const rollback: {index?: string; bucket?: string; secret?: string; database?: string; role?: string} = {};
    try {
      this.createTenantSteps(tenant, config, setup, rollback);
    } catch (error) {
      // create_tenant.rs: roll back what this run created, then report the error.
      if (rollback.index) this.indexes.delete(rollback.index);
      if (rollback.bucket) {
        this.s3.buckets.delete(rollback.bucket);
        this.bucketSettings.delete(rollback.bucket);
      }
      if (rollback.secret) this.secrets.secrets.delete(rollback.secret);
      if (rollback.database) setup.trySql(`DROP DATABASE "${rollback.database}";`, 'postgres');
      if (rollback.role) setup.trySql(`DROP ROLE IF EXISTS "${rollback.role}";`, 'postgres');
      if (error instanceof DbError) throw new CliError([error.message]);
      throw error;
    }
    const row = this.tenants(setup).find((candidate) => candidate.id === tenant.id && candidate.env === tenant.env)!;
    if (call.option('format') === 'json') return `${JSON.stringify(row, null, 2)}\n`;
    return `tenant created successfully\n│ ID │ Name │ Env │\n│ ${row.id} │ ${row.name} │ ${row.env} │\n`;
  }

  private createTenantSteps(tenant: CreateTenantConfig, config: CliConfig, setup: Setup, rollback: {index?: string; bucket?: string; secret?: string; database?: string; role?: string}): void {
    const wrap = (label: string, run: () => void) => {
      try {
        run();
      } catch (error) {
        if (error instanceof DbError) throw new CliError([`${label}: ${error.message}`]);
        throw error;
      }
    };
    // 1. The database, in "postgres"; one that exists is taken over without a word.
    wrap("error connecting to 'postgres' database", () => setup.sql('SELECT 1', 'postgres'));
    wrap('error creating tenant database', () => {
      try {
        setup.sql(`CREATE DATABASE "${tenant.db_name}";`, 'postgres');
        rollback.database = tenant.db_name;
      } catch (error) {
        if (!(error instanceof DbError && error.databaseExists)) throw error;
      }
    });
    wrap('error connecting to tenant database', () => setup.sql('SELECT 1', tenant.db_name));

    // 2. The role and its grants, in the tenant database; the secret for a password role.
    if (tenant.db_iam_user) {
      wrap('error creating tenant database role', () => setup.sql(restrictedRoleSql(tenant.db_name, tenant.db_role_name, null), tenant.db_name));
      rollback.role = tenant.db_role_name;
    } else {
      if (!tenant.db_secret_name) throw new CliError(['when not using db_iam_user the db_secret_name must be specified']);
      const password = randomPassword(30);
      wrap('error creating tenant database role', () => setup.sql(restrictedRoleSql(tenant.db_name, tenant.db_role_name, password), tenant.db_name));
      rollback.role = tenant.db_role_name;
      const existing = this.secrets.secrets.get(tenant.db_secret_name);
      if (existing?.deletedDate) throw new CliError(['failed to create tenant secret: failed to get secret value']);
      if (existing) throw new CliError(['failed to create tenant secret: secret name already exists']);
      this.secrets.set(tenant.db_secret_name, JSON.stringify({username: tenant.db_role_name, password}));
      rollback.secret = tenant.db_secret_name;
    }

    // 3. The tenant's row, in a root transaction that commits last; a duplicate fails here.
    const insert = `INSERT INTO docbox_tenants (id, name, db_name, db_iam_user_name, db_secret_name, s3_name, os_index_name, env, event_queue_url)
      VALUES (${quote(tenant.id)}, ${quote(tenant.name)}, ${quote(tenant.db_name)}, ${literal(tenant.db_iam_user ? tenant.db_role_name : null)},
              ${literal(tenant.db_secret_name)}, ${quote(tenant.storage_bucket_name)}, ${quote(tenant.search_index_name)}, ${quote(tenant.env)}, ${literal(tenant.event_queue_url)});`;
    try {
      setup.sql(`BEGIN;\n${insert}\nROLLBACK;`, ROOT_DATABASE);
    } catch (error) {
      if (error instanceof DbError && error.duplicate) throw new CliError(['tenant already exists']);
      if (error instanceof DbError && error.databaseMissing) throw new CliError([`error connecting to root database: ${error.message}`]);
      throw error;
    }
    const root: string[] = [insert];
    const tenantSql: string[] = [];

    // 4. The tenant migrations: the tables, made by the setup user after the default privileges.
    tenantSql.push(...tenantTables.map(createTable));
    const recorded = (names: string[]) => `INSERT INTO docbox_tenants_migrations VALUES ${names.map((name) => `(${quote(tenant.env)}, ${quote(tenant.id)}, ${quote(name)}, now())`).join(', ')};`;
    root.push(recorded(tenantMigrations));

    // 5-8. The bucket (one the account already owns is accepted), notifications, CORS, lifecycle rules.
    if (!this.s3.buckets.has(tenant.storage_bucket_name)) rollback.bucket = tenant.storage_bucket_name;
    const bucket = this.s3.bucket(tenant.storage_bucket_name);
    this.bucketSettings.set(tenant.storage_bucket_name, {
      notificationQueueArn: tenant.storage_s3_queue_arn,
      corsOrigins: tenant.storage_cors_origins,
    });
    bucket.lifecycle = [
      {ID: 'expire-1d', Status: 'Enabled', Filter: {Tag: {Key: 'expire', Value: '1d'}}, Expiration: {Days: 1}},
      {ID: 'expire-30d', Status: 'Enabled', Filter: {Tag: {Key: 'expire', Value: '30d'}}, Expiration: {Days: 30}},
    ];

    // 9. The search index, and the search migrations of the database backend.
    if (config.searchProvider !== 'database') {
      if (this.indexes.has(tenant.search_index_name)) throw new CliError([`failed to create tenant search index: index ${tenant.search_index_name} already exists`]);
      this.indexes.add(tenant.search_index_name);
      rollback.index = tenant.search_index_name;
    } else {
      tenantSql.push(`CREATE EXTENSION IF NOT EXISTS ${SEARCH_EXTENSION};`, ...searchTables.map(createTable));
      root.push(recorded(searchMigrations));
    }

    // Commit: the tenant transaction, then the root one.
    wrap('failed to create tenant tables', () => setup.sql(['BEGIN;', ...tenantSql, 'COMMIT;'].join('\n'), tenant.db_name));
    setup.sql(['BEGIN;', ...root, 'COMMIT;'].join('\n'), ROOT_DATABASE);
  }

  private async deleteTenant(call: LabCall, config: CliConfig, setup: Setup): Promise<string> {
    const tenant = this.tenant(call, setup);
    // The server is asked to close its pools first; nothing is deleted when that fails.
    const url = `${config.api.url}/admin/flush-db-cache`;
    const post = () => fetch(url, {method: 'POST', headers: config.api.api_key ? {'x-docbox-api-key': config.api.api_key} : {}});
    try {
      // One more try after a socket error: under load, fetch can reuse a keep-alive connection the
      // test's own server has just closed (seen once in a full run on two busy cores). A server that
      // is not there fails both times, as the page's case needs.
      const response = await post().catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return post();
      });
      this.flushes.push({url, apiKey: config.api.api_key ?? null, status: response.status});
      if (!response.ok) throw new CliError(['failed to flush tenant cache', `HTTP status client error (${response.status}) for url (${url})`]);
    } catch (error) {
      if (error instanceof CliError) throw error;
      throw new CliError(['failed to flush tenant cache', `error sending request for url (${url})`]);
    }
    const flag = (name: string) => call.option(name) === 'true';
    const options = {contents: flag('delete-contents'), storage: flag('delete-storage'), search: flag('delete-search'), database: flag('delete-database'), permanently: flag('permanently-delete-secret')};
    const missingContents = new CliError(['cannot perform additional resource deletion without specifying delete_contents']);

    if (options.contents) this.deleteContents(tenant, setup);
    if (options.storage) {
      if (!options.contents) throw missingContents;
      const bucket = this.s3.buckets.get(tenant.s3_name);
      if (bucket && [...bucket.objects.values()].some((versions) => versions.length > 0)) throw new CliError(['failed to delete storage bucket: BucketNotEmpty: The bucket you tried to delete is not empty']);
      this.s3.buckets.delete(tenant.s3_name);
      this.bucketSettings.delete(tenant.s3_name);
    }
    if (options.search) {
      if (!options.contents) throw missingContents;
      this.indexes.delete(tenant.os_index_name);
    }
    if (options.database) {
      if (!options.contents) throw missingContents;
      try {
        setup.sql(`DROP DATABASE "${tenant.db_name}";`, ROOT_DATABASE);
      } catch (error) {
        if (!(error instanceof DbError && error.databaseMissing)) throw error instanceof DbError ? new CliError([`failed to delete database: ${error.message}`]) : error;
      }
      if (tenant.db_secret_name) {
        const secret = this.secrets.secrets.get(tenant.db_secret_name);
        if (secret?.deletedDate) throw new CliError(['failed to get database secret: failed to get secret value']);
        if (secret) {
          const role = (JSON.parse(secret.value) as {username: string}).username;
          try {
            setup.sql(`DROP ROLE IF EXISTS "${role}";`, ROOT_DATABASE);
          } catch (error) {
            throw error instanceof DbError ? new CliError([`failed to delete database user: ${error.message}`]) : error;
          }
          if (options.permanently) this.secrets.secrets.delete(tenant.db_secret_name);
          else secret.deletedDate = new Date().toISOString();
        }
      }
    }
    try {
      setup.sql(`DELETE FROM docbox_tenants WHERE env = ${quote(tenant.env)} AND id = ${quote(tenant.id)};`, ROOT_DATABASE);
    } catch (error) {
      throw error instanceof DbError ? new CliError([`failed to delete tenant: ${error.message}`]) : error;
    }
    return call.option('format') === 'json' ? `${JSON.stringify({deleted: true}, null, 2)}\n` : 'deleted tenant\n';
  }

  /** Every document box with what it holds: rows in the tenant database, objects in the bucket. */
  private deleteContents(tenant: TenantRow, setup: Setup): void {
    try {
      setup.sql('SELECT 1', tenant.db_name);
    } catch (error) {
      // A database that is already gone: an earlier run got this far.
      if (error instanceof DbError && error.databaseMissing) return;
      throw error instanceof DbError ? new CliError([error.message]) : error;
    }
    const tables = setup.sql(`SELECT string_agg(tablename, ', ') FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'docbox_users' AND tablename <> 'docbox_links_resolved_metadata'`, tenant.db_name);
    if (tables) setup.sql(`TRUNCATE ${tables} CASCADE;`, tenant.db_name);
    const bucket = this.s3.buckets.get(tenant.s3_name);
    if (bucket) for (const key of [...bucket.objects.keys()]) this.s3.delete(tenant.s3_name, key);
  }

  private migrateTenantIam(call: LabCall, setup: Setup): string {
    const env = call.option('env');
    const id = call.option('tenant-id')?.toLowerCase();
    const migrated: TenantRow[] = [];
    for (const tenant of this.tenants(setup).filter((candidate) => candidate.env === env && (!id || candidate.id === id))) {
      if (tenant.db_iam_user_name !== null) continue;
      if (!tenant.db_secret_name) throw new CliError(['tenant database secret is missing, is this already an IAM tenant?']);
      const secret = this.secrets.secrets.get(tenant.db_secret_name);
      if (!secret || secret.deletedDate) throw new CliError(['tenant database secret is missing, is this already an IAM tenant?']);
      const role = (JSON.parse(secret.value) as {username: string}).username;
      try {
        setup.sql(`BEGIN;\nGRANT rds_iam TO ${role};\nALTER ROLE ${role} WITH PASSWORD NULL;\nCOMMIT;`, ROOT_DATABASE);
      } catch (error) {
        throw error instanceof DbError ? new CliError([`error making the role IAM accessible: ${error.message}`]) : error;
      }
      setup.sql(`UPDATE docbox_tenants SET db_iam_user_name = ${quote(role)}, db_secret_name = NULL WHERE env = ${quote(tenant.env)} AND id = ${quote(tenant.id)};`, ROOT_DATABASE);
      migrated.push(tenant);
    }
    return ['│ ID │ Name │ Env │ Outcome │', ...migrated.map((tenant) => `│ ${tenant.id} │ ${tenant.name} │ ${tenant.env} │ Success │`)].join('\n') + '\n';
  }

  /** migrate, migrate-search and migrate-storage: every tenant of the env, stopping at the first that fails. */
  private migrate(call: LabCall, setup: Setup, kind: 'tenant' | 'search' | 'storage' | 'none'): string {
    const env = call.option('env');
    const id = call.option('tenant-id')?.toLowerCase();
    const rows: string[] = [];
    for (const tenant of this.tenants(setup).filter((candidate) => candidate.env === env && (!id || candidate.id === id))) {
      let outcome = 'Success';
      try {
        if (kind === 'tenant' || kind === 'search') {
          setup.sql('SELECT 1', tenant.db_name);
          const names = kind === 'tenant' ? tenantMigrations : searchMigrations;
          const applied = new Set(setup.sql(`SELECT name FROM docbox_tenants_migrations WHERE env = ${quote(tenant.env)} AND tenant_id = ${quote(tenant.id)}`, ROOT_DATABASE).split('\n'));
          const pending = names.filter((name) => !applied.has(name));
          if (pending.length > 0) throw new CliError([`failed to apply migrations: the lab has no SQL for ${pending.join(', ')}`]);
        } else if (kind === 'storage') {
          if (!this.s3.buckets.has(tenant.s3_name)) throw new CliError(['failed to apply migrations: NoSuchBucket']);
        }
      } catch (error) {
        if (!(error instanceof DbError || error instanceof CliError)) throw error;
        outcome = `Failed: ${error.message}`;
      }
      rows.push(`│ ${tenant.id} │ ${tenant.name} │ ${tenant.env} │ ${outcome} │`);
      if (outcome !== 'Success') break;
    }
    return ['│ ID │ Name │ Env │ Outcome │', ...rows].join('\n') + '\n';
  }
}

/** The setup user's sessions: SQL over TCP with its password, errors as sqlx reports them. */
class Setup {
  constructor(
    private readonly lab: Lab,
    readonly user: string,
    private readonly password: string,
  ) {}

  trySql(sql: string, database: string) {
    return this.lab.pg!.trySql(sql, {user: this.user, password: this.password, database});
  }

  sql(sql: string, database: string): string {
    const result = this.trySql(sql, database);
    if (result.status !== 0) {
      const message = /(?:ERROR|FATAL):\s+(.*)/.exec(result.stderr)?.[1] ?? result.stderr;
      throw new DbError(message);
    }
    return result.stdout;
  }
}

/**
 * The lab's cluster as a fresh server: the deployment's databases and roles dropped (by the setup
 * user, who owns them), the setup user and `rds_iam` kept, so create-root and create-tenant start
 * from nothing.
 */
export function emptyServer(lab: Lab): void {
  const {deployment, pg} = lab;
  for (const database of [...deployment!.tenants.map((tenant) => tenant.dbName), deployment!.root.database]) {
    pg!.sql(`DROP DATABASE IF EXISTS "${database}";`, {user: deployment!.setupUser, password: deployment!.setupPassword});
  }
  for (const role of [deployment!.root.role, ...deployment!.tenants.map((tenant) => tenant.role)]) {
    pg!.sql(`DROP ROLE IF EXISTS ${role};`, {user: deployment!.setupUser, password: deployment!.setupPassword});
  }
}

/**
 * TLS on the lab's cluster (a throwaway self-signed certificate), so a page's `sslmode=require`
 * connects as it does to RDS. The files live next to the data folder and belong to the server's
 * user; `ssl` is turned on with a reload.
 */
export async function enableSsl(lab: Lab): Promise<void> {
  const pg = lab.pg!;
  const dir = pg.socketDir;
  const key = path.join(dir, 'server.key');
  const cert = path.join(dir, 'server.crt');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], {encoding: 'utf8'});
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  chmodSync(key, 0o600);
  if (process.getuid?.() === 0) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], {encoding: 'utf8'}).stdout.trim());
    for (const file of [key, cert]) chownSync(file, id('-u'), id('-g'));
  }
  pg.sql(`ALTER SYSTEM SET ssl_cert_file = ${quote(cert)};\nALTER SYSTEM SET ssl_key_file = ${quote(key)};\nALTER SYSTEM SET ssl = on;\nSELECT pg_reload_conf();`);
  for (let i = 0; i < 50 && pg.sql('SHOW ssl') !== 'on'; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  if (pg.sql('SHOW ssl') !== 'on') throw new Error('the lab cluster did not turn on ssl');
}
