/**
 * The PostgreSQL steps of the setup pages (create-root, create-tenant, the CLI reference's
 * delete-tenant) and of the AWS and Docker Compose guides (moving the root and the tenants to IAM
 * sign-in, the upgrade's migrations, the tear-down), run from the pages against the lab:
 * PostgreSQL 15 with a setup user shaped like the RDS master user (CREATEDB, CREATEROLE, not a
 * superuser, ADMIN OPTION on `rds_iam`), and docbox-cli answered by
 * tests/support/procedures/docbox-cli-setup.ts, which does to the databases what CLI 0.9.0 does,
 * as the setup user of the configuration the command names. The tests check what the reader needs
 * afterwards: who owns what, which roles log in and read their tables, who is in `rds_iam`, which
 * rows, secrets, buckets and indexes exist, and that a command run by the wrong login fails.
 *
 * IAM sign-in itself cannot happen here (there is no RDS): where a role would log in with a token,
 * the test checks LOGIN, membership of `rds_iam` and the role's rights through SET ROLE.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {after, before, describe, test} from 'node:test';
import {awsExampleTenant, exampleTenant} from '../../src/data/exampleTenant';
import {rootMigrations, tenantMigrations, tenantTables} from '../../src/data/docboxDatabase';
import {DocboxCliSetup, emptyServer, enableSsl, parseCliConfig, parseTenantConfig} from '../support/procedures/docbox-cli-setup';
import {startHttpStandIn, type HttpStandIn} from '../support/procedures/http-stand-in';
import {Lab} from '../support/procedures/lab';
import {pageBlock} from '../support/procedures/page-blocks';
import {S3Model, SecretsModel} from '../support/procedures/services';

const CREATE_ROOT = 'docs/guides/setup/create-root.md';
const CREATE_TENANT = 'docs/guides/setup/create-tenant.md';
const SETUP_INTRO = 'docs/guides/setup/intro.md';
const CLI_CONFIG = 'docs/guides/setup/cli-config.md';
const COMPOSE = 'docs/guides/getting-started/docker-compose/intro.md';
const CONFIGURE = 'docs/guides/getting-started/aws/configure-docbox.md';
const CLOSING = 'docs/guides/getting-started/aws/closing-notes.md';

/** The fields of docbox-management's CreateTenantConfig at fb74b93: a page's tenant file may use no others. */
const TENANT_FIELDS = ['id', 'name', 'env', 'db_name', 'db_role_name', 'db_secret_name', 'db_iam_user', 'storage_bucket_name', 'storage_cors_origins', 'storage_s3_queue_arn', 'search_index_name', 'event_queue_url'];

/** A page's tenant.json, checked as the CLI reads it; `values` fills in the page's placeholders. */
function tenantFile(page: string, contains: string, values: Record<string, string> = {}): string {
  const json = JSON.parse(pageBlock(page, {title: 'tenant.json', contains}).code) as Record<string, unknown>;
  for (const key of Object.keys(json)) assert.ok(TENANT_FIELDS.includes(key), `${page}: tenant.json has "${key}", which CreateTenantConfig does not read`);
  for (const [key, value] of Object.entries(values)) {
    assert.match(String(json[key]), /^<.*>$/, `${page}: tenant.json's ${key} is no longer a placeholder`);
    json[key] = value;
  }
  const text = JSON.stringify(json, null, 2);
  parseTenantConfig(text);
  return text;
}

describe('a fresh server shaped like RDS: create-root with IAM sign-in, the AWS tenant, migrate-root', () => {
  let lab: Lab;
  let secrets: SecretsModel;
  let s3: S3Model;
  let cli: DocboxCliSetup;
  let cliConfig: string;
  const superuser = (sql: string, database = 'postgres') => lab.pg!.sql(sql, {database});

  before(async () => {
    lab = await Lab.start({deployment: true});
    emptyServer(lab);
    secrets = new SecretsModel();
    secrets.handle(lab);
    s3 = new S3Model();
    cli = new DocboxCliSetup(lab, secrets, s3);
    cli.handle();
    const {setupUser, setupPassword} = lab.deployment!;
    cliConfig = JSON.stringify({
      api: {url: 'http://10.0.0.20:8080', api_key: 'test-api-key'},
      database: {host: lab.pg!.host, port: lab.pg!.port, root_iam: true, setup_user: {username: setupUser, password: setupPassword}},
      secrets: {provider: 'aws'},
      search: {provider: 'typesense', url: 'http://10.0.0.30:8108', api_key_secret_name: 'typesense/credentials/docbox'},
      storage: {provider: 's3'},
    });
    lab.write('cli-config.json', cliConfig);
  });
  after(() => lab.stop());

  test('create-root makes the root database, an IAM-only docbox_config_api with its grants, and the root tables; a second run fails at the role', async () => {
    const created = await lab.run(pageBlock(CREATE_ROOT, {title: 'Create the root database'}));
    assert.equal(created.exit, 0, created.stderr);
    assert.equal(created.stdout, 'successfully created root\n');
    const {setupUser} = lab.deployment!;

    // The setup user owns the database; the server's role logs in without a password, through rds_iam.
    assert.equal(superuser(`SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = 'docbox'`), setupUser);
    assert.equal(superuser(`SELECT rolcanlogin, rolpassword IS NULL, pg_has_role(rolname, 'rds_iam', 'member') FROM pg_authid WHERE rolname = 'docbox_config_api'`), 't|t|t');
    // Locked down: CONNECT for the role, nothing for PUBLIC.
    assert.equal(superuser(`SELECT has_database_privilege('docbox_config_api', 'docbox', 'CONNECT')`), 't');
    assert.equal(superuser(`SELECT bool_or(acl::text LIKE '=%') FROM pg_database, unnest(datacl) AS acl WHERE datname = 'docbox'`), 'f');
    // The root tables, made by the setup user, and the role's rights on them.
    assert.equal(superuser('SELECT count(*) FROM docbox_root_migrations', 'docbox'), String(rootMigrations.length));
    assert.equal(superuser(`SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'`, 'docbox'), setupUser);
    assert.equal(
      superuser(
        `BEGIN; SET ROLE docbox_config_api;
         INSERT INTO docbox_tenants (env, id, name, db_name, s3_name, os_index_name) VALUES ('Test', gen_random_uuid(), 'x', 'x', 'x', 'x');
         SELECT count(*) FROM docbox_tenants; ROLLBACK;`,
        'docbox',
      ).split('\n').at(-1),
      '1',
    );
    // IAM mode writes no secret.
    assert.equal(secrets.secrets.size, 0);

    const check = await lab.run(pageBlock(CREATE_ROOT, {title: 'Check the root database'}));
    assert.equal(check.stdout, 'root is initialized\n');

    // "Running it again fails when it tries to create docbox_config_api."
    const again = await lab.run(pageBlock(CREATE_ROOT, {title: 'Create the root database'}));
    assert.equal(again.exit, 1);
    assert.match(again.stderr, /failed to setup root \(iam\)/);
    assert.match(again.stderr, /role "docbox_config_api" already exists/);

    const migrate = await lab.run(pageBlock(CREATE_ROOT, {title: 'Apply new root migrations'}));
    assert.equal(migrate.exit, 0, migrate.stderr);
    assert.equal(migrate.stdout, 'Migrations applied\n');
    assert.equal(superuser('SELECT count(*) FROM docbox_root_migrations', 'docbox'), String(rootMigrations.length));
  });

  test("the CLI configuration page's check-root answers from the file and from the same configuration kept in a secret", async () => {
    secrets.set('docbox/cli-config', cliConfig);
    try {
      const checked = await lab.run(pageBlock(CLI_CONFIG, {lang: 'bash', contains: 'check-root'}));
      assert.equal(checked.exit, 0, checked.stderr);
      assert.equal(checked.stdout, 'root is initialized\nroot is initialized\n', 'one answer for --config, one for --aws-config-secret');
    } finally {
      secrets.secrets.delete('docbox/cli-config');
    }
  });

  test('the default privileges cover what the setup user creates later, not what another admin creates', () => {
    const {setupUser, setupPassword} = lab.deployment!;
    lab.pg!.sql('CREATE TABLE docbox_later_by_setup (id int);', {database: 'docbox', user: setupUser, password: setupPassword});
    assert.equal(superuser('SET ROLE docbox_config_api; SELECT count(*) FROM docbox_later_by_setup;', 'docbox'), '0');

    // Another administrator that is not a superuser cannot even connect: public access is revoked.
    superuser(`CREATE ROLE other_admin LOGIN CREATEDB CREATEROLE PASSWORD 'other';`);
    const other = lab.pg!.trySql('SELECT 1', {database: 'docbox', user: 'other_admin', password: 'other'});
    assert.notEqual(other.status, 0);
    assert.match(other.stderr, /permission denied for database "docbox"/);

    // A superuser can, but the table is its own and the server's role gets no rights on it.
    superuser(`CREATE ROLE other_superuser LOGIN SUPERUSER PASSWORD 'other';`);
    lab.pg!.sql('CREATE TABLE docbox_later_by_superuser (id int);', {database: 'docbox', user: 'other_superuser', password: 'other'});
    const denied = lab.pg!.trySql('SET ROLE docbox_config_api; SELECT count(*) FROM docbox_later_by_superuser;', {database: 'docbox'});
    assert.notEqual(denied.status, 0);
    assert.match(denied.stderr, /permission denied for table docbox_later_by_superuser/);

    superuser('DROP TABLE docbox_later_by_setup, docbox_later_by_superuser;', 'docbox');
    superuser('DROP ROLE other_admin, other_superuser;');
  });

  test("create-tenant with the AWS tab's tenant.json: an IAM role that owns nothing, reads its tables, and the tenant registered", async () => {
    lab.write('tenant.json', tenantFile(CREATE_TENANT, awsExampleTenant.db_name, {storage_s3_queue_arn: 'arn:aws:sqs:ap-southeast-2:111122223333:docbox-s3-upload-queue'}));
    const created = await lab.run(pageBlock(CREATE_TENANT, {title: 'Create a tenant'}));
    assert.equal(created.exit, 0, created.stderr);
    assert.match(created.stdout, /^tenant created successfully\n/);
    assert.deepEqual(created.calls.map((call) => call.words), [['create-tenant']]);
    assert.equal(created.calls[0]!.option('file'), 'tenant.json');

    const {setupUser} = lab.deployment!;
    const {db_name: database, db_role_name: role} = awsExampleTenant;
    assert.equal(superuser(`SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = '${database}'`), setupUser);
    assert.equal(superuser(`SELECT rolcanlogin, rolpassword IS NULL, pg_has_role(rolname, 'rds_iam', 'member') FROM pg_authid WHERE rolname = '${role}'`), 't|t|t');
    assert.equal(superuser(`SELECT bool_or(acl::text LIKE '=%') FROM pg_database, unnest(datacl) AS acl WHERE datname = '${database}'`), 'f');
    assert.equal(superuser(`SELECT has_database_privilege('docbox_config_api', '${database}', 'CONNECT')`), 'f');
    // The tables (made by the setup user after the default privileges) are the role's to use.
    assert.equal(superuser(`SELECT count(*) FROM pg_tables WHERE schemaname = 'public' AND tableowner = '${setupUser}'`, database), String(tenantTables.length));
    assert.equal(superuser(`BEGIN; SET ROLE ${role}; INSERT INTO docbox_users VALUES ('u1', 'Una', NULL); SELECT count(*) FROM docbox_users; ROLLBACK;`, database).split('\n').at(-1), '1');

    // Registered with its IAM user and no secret, migrations recorded; bucket and index made.
    assert.equal(
      superuser(`SELECT name, db_name, db_iam_user_name, db_secret_name IS NULL, s3_name, os_index_name FROM docbox_tenants WHERE id = '${awsExampleTenant.id}' AND env = 'Production'`, 'docbox'),
      `Acme|${database}|${role}|t|docbox-acme-prod|docbox-acme-prod`,
    );
    assert.equal(superuser(`SELECT count(*) FROM docbox_tenants_migrations WHERE tenant_id = '${awsExampleTenant.id}'`, 'docbox'), String(tenantMigrations.length));
    assert.deepEqual(cli.bucketSettings.get('docbox-acme-prod'), {notificationQueueArn: 'arn:aws:sqs:ap-southeast-2:111122223333:docbox-s3-upload-queue', corsOrigins: ['https://app.example.com']});
    assert.deepEqual((s3.bucket('docbox-acme-prod').lifecycle as {ID: string}[]).map((rule) => rule.ID), ['expire-1d', 'expire-30d']);
    assert.ok(cli.indexes.has('docbox-acme-prod'));
    assert.equal(secrets.secrets.size, 0);
    // The Terraform's naming rules, which the page's example must follow.
    assert.match(role, /^docbox_[a-z0-9_]+_(dev|prod)_api$/);
    assert.match(awsExampleTenant.storage_bucket_name, /^docbox-/);
  });
});

describe('the Docker Compose guide: a superuser named docbox, the root secret and the tenant secret in Loker', () => {
  let lab: Lab;
  let secrets: SecretsModel;
  let s3: S3Model;
  let cli: DocboxCliSetup;
  let docbox: HttpStandIn;
  let flushStatus = 200;
  const COMPOSE_PASSWORD = 'compose-password-for-tests';
  const superuser = (sql: string, database = 'postgres') => lab.pg!.sql(sql, {database});

  before(async () => {
    lab = await Lab.start({deployment: true});
    emptyServer(lab);
    // What the postgres image does with POSTGRES_USER=docbox: a superuser, and a database of its name.
    superuser(`CREATE ROLE docbox LOGIN SUPERUSER PASSWORD '${COMPOSE_PASSWORD}';`);
    superuser('CREATE DATABASE docbox OWNER docbox;');
    secrets = new SecretsModel();
    secrets.handle(lab);
    s3 = new S3Model();
    cli = new DocboxCliSetup(lab, secrets, s3);
    cli.handle();
    docbox = await startHttpStandIn((request) => (request.method === 'POST' && request.path === '/admin/flush-db-cache' ? {status: flushStatus, body: ''} : {status: 404, body: ''}));

    // The page's cli-config.json, read as the CLI reads it, with the lab's port and passwords.
    const page = pageBlock(COMPOSE, {title: 'cli-config.json'}).code;
    parseCliConfig(page);
    const config = JSON.parse(page);
    assert.equal(config.database.host, 'localhost');
    assert.equal(config.database.setup_user.username, 'docbox');
    config.api.url = docbox.url;
    config.database.port = lab.pg!.port;
    config.database.setup_user.password = COMPOSE_PASSWORD;
    lab.write('cli-config.json', JSON.stringify(config, null, 2));
  });
  after(async () => {
    await docbox.close();
    await lab.stop();
  });

  test('create-root reuses the docbox database and stores the root credentials under the name the server reads', async () => {
    const result = await lab.run(pageBlock(COMPOSE, {contains: 'check-root', lang: 'bash'}));
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(result.stdout, 'successfully created root\nroot is initialized\n');
    assert.equal(superuser(`SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = 'docbox'`), 'docbox');

    const secret = JSON.parse(secrets.secrets.get('postgres/docbox/config')!.value) as {username: string; password: string};
    assert.equal(secret.username, 'docbox_config_api');
    assert.match(secret.password, /^[A-Za-z0-9]{30}$/);
    // The server's login: with the secret's password, over TCP, reading the tenants table.
    assert.equal(lab.pg!.sql('SELECT count(*) FROM docbox_tenants', {database: 'docbox', user: secret.username, password: secret.password}), '0');
    // The server's .env on the same page names the secret the CLI wrote.
    assert.match(pageBlock(COMPOSE, {title: '.env'}).code, /^DOCBOX_DB_CREDENTIAL_NAME=postgres\/docbox\/config$/m);
  });

  test('create-tenant with the example tenant: a password role that logs in and uses its tables; a second run stops at the role', async () => {
    const file = tenantFile(COMPOSE, exampleTenant.db_name);
    // create-tenant's Docker Compose tab shows the same file.
    assert.deepEqual(JSON.parse(tenantFile(CREATE_TENANT, exampleTenant.db_name)), JSON.parse(file));
    lab.write('tenant.json', file);
    const created = await lab.run(pageBlock(COMPOSE, {contains: 'create-tenant --file tenant.json', lang: 'bash'}));
    assert.equal(created.exit, 0, created.stderr);

    const {db_name: database, db_role_name: role} = exampleTenant;
    const secret = JSON.parse(secrets.secrets.get(exampleTenant.db_secret_name!)!.value) as {username: string; password: string};
    assert.equal(secret.username, role);
    const asTenant = (sql: string) => lab.pg!.sql(sql, {database, user: role, password: secret.password});
    asTenant(`INSERT INTO docbox_users VALUES ('u1', 'Una', NULL);`);
    assert.equal(asTenant('SELECT count(*) FROM docbox_users'), '1');
    assert.equal(superuser(`SELECT rolcanlogin, rolpassword IS NOT NULL, pg_has_role(rolname, 'rds_iam', 'member') FROM pg_authid WHERE rolname = '${role}'`), 't|t|f');
    // Nobody else may connect: the root's role is refused.
    const root = JSON.parse(secrets.secrets.get('postgres/docbox/config')!.value) as {username: string; password: string};
    const refused = lab.pg!.trySql('SELECT 1', {database, user: root.username, password: root.password});
    assert.match(refused.stderr, /permission denied for database "docbox_local_dev"/);
    assert.deepEqual(cli.bucketSettings.get('docbox-local-dev'), {notificationQueueArn: 'arn:minio:sqs::primary:webhook', corsOrigins: []});
    assert.ok(cli.indexes.has('docbox-local-dev'));

    const list = await lab.run(pageBlock(CREATE_TENANT, {title: 'List tenants'}));
    assert.match(list.stdout, new RegExp(`${exampleTenant.id} │ Local development │ Development`));
    const show = await lab.run(pageBlock(CREATE_TENANT, {title: 'Show one tenant'}));
    assert.equal(show.exit, 0, show.stderr);
    assert.match(show.stdout, /│ DB Name │ docbox_local_dev │/);
    assert.match(show.stdout, /│ DB Secret Name │ Some\(postgres\/docbox\/dev\/local │/);

    // "A second run stops at the role, which already exists", and leaves the tenant as it was.
    const again = await lab.run(pageBlock(COMPOSE, {contains: 'create-tenant --file tenant.json', lang: 'bash'}));
    assert.equal(again.exit, 1);
    assert.match(again.stderr, /error creating tenant database role: .*role "docbox_local_dev_api" already exists/);
    assert.equal(asTenant('SELECT count(*) FROM docbox_users'), '1');
    assert.equal(JSON.parse(secrets.secrets.get(exampleTenant.db_secret_name!)!.value).password, secret.password);
  });

  test('delete-tenant needs the server, then drops the database, the role and the secret, and unregisters the tenant', async () => {
    const block = pageBlock(SETUP_INTRO, {title: 'Delete a tenant and everything it stores'});
    s3.put('docbox-local-dev', 'docbox-local-dev:box-one/file_lease.pdf');

    // The server answers the flush with an error: nothing is deleted.
    flushStatus = 401;
    const refused = await lab.run(block);
    assert.equal(refused.exit, 1);
    assert.match(refused.stderr, /failed to flush tenant cache/);
    assert.equal(superuser(`SELECT count(*) FROM pg_database WHERE datname = 'docbox_local_dev'`), '1');
    assert.equal(superuser(`SELECT count(*) FROM docbox_tenants`, 'docbox'), '1');

    flushStatus = 200;
    const deleted = await lab.run(block);
    assert.equal(deleted.exit, 0, deleted.stderr);
    assert.equal(deleted.stdout, 'deleted tenant\n');
    assert.deepEqual(docbox.requests.map((request) => [request.method, request.path, request.headers['x-docbox-api-key']]), [
      ['POST', '/admin/flush-db-cache', undefined],
      ['POST', '/admin/flush-db-cache', undefined],
    ]);
    assert.equal(superuser(`SELECT count(*) FROM pg_database WHERE datname = 'docbox_local_dev'`), '0');
    assert.equal(superuser(`SELECT count(*) FROM pg_roles WHERE rolname = 'docbox_local_dev_api'`), '0');
    assert.equal(superuser(`SELECT count(*) FROM docbox_tenants`, 'docbox'), '0');
    assert.equal(superuser(`SELECT count(*) FROM docbox_tenants_migrations`, 'docbox'), '0');
    assert.ok(!s3.buckets.has('docbox-local-dev'));
    assert.ok(!cli.indexes.has('docbox-local-dev'));
    // Scheduled for deletion, not gone: the name stays reserved, and creating the tenant again fails
    // at the secret and rolls back the database and role it had made.
    assert.ok(secrets.secrets.get(exampleTenant.db_secret_name!)!.deletedDate);
    const recreate = await lab.run(pageBlock(COMPOSE, {contains: 'create-tenant --file tenant.json', lang: 'bash'}));
    assert.equal(recreate.exit, 1);
    assert.match(recreate.stderr, /failed to create tenant secret/);
    assert.equal(superuser(`SELECT count(*) FROM pg_database WHERE datname = 'docbox_local_dev'`), '0');
    assert.equal(superuser(`SELECT count(*) FROM pg_roles WHERE rolname = 'docbox_local_dev_api'`), '0');
  });
});

describe('an AWS deployment set up with passwords: the root and the tenants moved to IAM, the upgrade, the tear-down', () => {
  let lab: Lab;
  let secrets: SecretsModel;
  let s3: S3Model;
  let cli: DocboxCliSetup;
  let docbox: HttpStandIn;
  const superuser = (sql: string, database = 'postgres') => lab.pg!.sql(sql, {database});
  const BETA = {id: '3f0c9c8e-6a4b-4f7e-9d21-5b8e2a7c1d90', role: 'docbox_beta_prod_api', database: 'docbox_beta_prod', secret: 'postgres/docbox/prod/beta'};
  const dbValues = () => ({DB_HOST: lab.pg!.host, DB_PORT: String(lab.pg!.port), DB_ADMIN: lab.deployment!.setupUser});

  before(async () => {
    lab = await Lab.start({deployment: true});
    await enableSsl(lab);
    secrets = new SecretsModel();
    secrets.handle(lab);
    s3 = new S3Model();
    cli = new DocboxCliSetup(lab, secrets, s3);
    cli.handle();
    const {root, tenants, setupUser, setupPassword} = lab.deployment!;
    secrets.set(root.secretName, {username: root.role, password: root.password});
    for (const tenant of tenants) {
      if (tenant.secretName) secrets.set(tenant.secretName, {username: tenant.role, password: tenant.password});
      s3.bucket(tenant.bucket);
      cli.indexes.add(tenant.index);
    }
    // The setup user read from Secrets Manager, as the CLI configuration page advises on AWS.
    secrets.set('docbox/setup-user', {username: setupUser, password: setupPassword});
    docbox = await startHttpStandIn((request) => (request.method === 'POST' && request.path === '/admin/flush-db-cache' && request.headers['x-docbox-api-key'] === 'test-api-key' ? {status: 200, body: ''} : {status: 401, body: 'Missing x-docbox-api-key'}));
    lab.write(
      'cli-config.json',
      JSON.stringify({
        api: {url: docbox.url, api_key: 'test-api-key'},
        database: {host: lab.pg!.host, port: lab.pg!.port, root_secret_name: root.secretName, setup_user_secret_name: 'docbox/setup-user'},
        secrets: {provider: 'aws'},
        search: {provider: 'typesense', url: 'http://10.0.0.30:8108', api_key_secret_name: 'typesense/credentials/docbox'},
        storage: {provider: 's3'},
      }),
    );
    // A second Production tenant, made with a password as older guides did.
    lab.write(
      'beta.json',
      JSON.stringify({
        id: BETA.id, name: 'Beta', env: 'Production', db_name: BETA.database, db_role_name: BETA.role, db_secret_name: BETA.secret,
        storage_bucket_name: 'docbox-beta-prod', storage_cors_origins: [], storage_s3_queue_arn: null, search_index_name: 'docbox-beta-prod', event_queue_url: null,
      }),
    );
    const beta = await lab.run({text: 'docbox-cli --config cli-config.json create-tenant --file beta.json'});
    assert.equal(beta.exit, 0, beta.stderr);
  });
  after(async () => {
    await docbox.close();
    await lab.stop();
  });

  test('GRANT rds_iam to docbox_config_api runs as the setup user, over TLS, in the postgres database; the role keeps its login', async () => {
    const block = pageBlock(CONFIGURE, {title: 'Let docbox_config_api sign in with IAM'});
    const {root} = lab.deployment!;
    assert.equal(superuser(`SELECT pg_has_role('${root.role}', 'rds_iam', 'member')`), 'f');
    const granted = await lab.run(block, {assign: dbValues(), env: lab.pgEnv});
    assert.equal(granted.exit, 0, granted.stderr);
    assert.match(granted.stdout, /GRANT ROLE/);
    assert.deepEqual(granted.calls.map((call) => call.program), ['psql']);
    assert.match(granted.calls[0]!.args[0]!, /dbname=postgres .*sslmode=require/);
    assert.equal(superuser(`SELECT rolcanlogin, pg_has_role(rolname, 'rds_iam', 'member') FROM pg_roles WHERE rolname = '${root.role}'`), 't|t');
    // Still a login role (here with its old password; on RDS it now signs in with IAM tokens).
    assert.equal(lab.pg!.sql('SELECT count(*) FROM docbox_tenants', {database: 'docbox', user: root.role, password: root.password}), '3');

    // An administrator that did not create the root (here with ADMIN OPTION on rds_iam, as the
    // master user has) may grant the role from "postgres", but could not connect to "docbox".
    superuser(`CREATE ROLE rds_master_like LOGIN CREATEDB CREATEROLE PASSWORD 'master'; GRANT rds_iam TO rds_master_like WITH ADMIN OPTION;`);
    const refused = lab.pg!.trySql('SELECT 1', {database: 'docbox', user: 'rds_master_like', password: 'master'});
    assert.match(refused.stderr, /permission denied for database "docbox"/);
    const byMaster = await lab.run(block, {assign: {...dbValues(), DB_ADMIN: 'rds_master_like'}, env: {...lab.pgEnv, PGPASSWORD: 'master'}});
    assert.equal(byMaster.exit, 0, byMaster.stderr);

    // A wrong password stops psql with an error, and nothing else runs.
    const wrong = await lab.run(block, {assign: dbValues(), env: {...lab.pgEnv, PGPASSWORD: 'wrong'}});
    assert.notEqual(wrong.exit, 0);
    assert.match(wrong.stderr, /password authentication failed/);
  });

  test('migrate-tenant-iam moves the Production tenants that use a secret, as the setup user, and leaves their secrets', async () => {
    const result = await lab.run(pageBlock(CONFIGURE, {title: 'Move the tenants of one environment to IAM'}));
    assert.equal(result.exit, 0, result.stderr);
    assert.match(result.stdout, new RegExp(`${BETA.id} │ Beta │ Production │ Success`));
    assert.doesNotMatch(result.stdout, /Acme|Local development/);

    assert.equal(superuser(`SELECT rolcanlogin, rolpassword IS NULL, pg_has_role(rolname, 'rds_iam', 'member') FROM pg_authid WHERE rolname = '${BETA.role}'`), 't|t|t');
    assert.equal(superuser(`SELECT db_iam_user_name, db_secret_name IS NULL FROM docbox_tenants WHERE id = '${BETA.id}'`, 'docbox'), `${BETA.role}|t`);
    assert.equal(superuser(`BEGIN; SET ROLE ${BETA.role}; SELECT count(*) FROM docbox_users; ROLLBACK;`, BETA.database).split('\n').at(-1), '0');
    // The old secret is left in place (the tear-down lists it).
    assert.ok(secrets.secrets.has(BETA.secret));
    // The Development tenant keeps its password login.
    const local = lab.deployment!.tenants.find((tenant) => tenant.env === 'Development')!;
    assert.equal(lab.pg!.sql('SELECT count(*) FROM docbox_boxes', {database: local.dbName, user: local.role, password: local.password}), '2');
    assert.equal(superuser(`SELECT db_secret_name FROM docbox_tenants WHERE env = 'Development'`, 'docbox'), local.secretName);
  });

  test("the upgrade's migrations run as the setup user and report every Production tenant", async () => {
    const result = await lab.run(pageBlock(CLOSING, {title: 'Apply migrations before the new server starts'}));
    assert.equal(result.exit, 0, result.stderr);
    assert.deepEqual(result.calls.map((call) => [call.words[0], call.option('env') ?? null]), [
      ['migrate-root', null],
      ['migrate', 'Production'],
      ['migrate-search', 'Production'],
      ['migrate-storage', 'Production'],
    ]);
    assert.match(result.stdout, /^Migrations applied\n/);
    assert.equal(result.stdout.match(/│ Production │ Success │/g)?.length, 6, result.stdout);
  });

  test('tear-down: delete-tenant leaves the IAM role; the root database and the roles are dropped as the setup user once nothing uses them', async () => {
    const acme = lab.deployment!.tenants.find((tenant) => tenant.env === 'Production')!;
    const shown = await lab.run({text: `docbox-cli --config cli-config.json get-tenant --env Production --tenant-id ${acme.id}`});
    assert.match(shown.stdout, new RegExp(`│ DB IAM User Name │ Some\\(${acme.role} │`));

    const deleted = await lab.run(pageBlock(CLOSING, {title: 'Delete a tenant and everything it owns'}));
    assert.equal(deleted.exit, 0, deleted.stderr);
    assert.equal(docbox.requests.at(-1)!.headers['x-docbox-api-key'], 'test-api-key');
    assert.equal(superuser(`SELECT count(*) FROM pg_database WHERE datname = '${acme.dbName}'`), '0');
    assert.equal(superuser(`SELECT count(*) FROM docbox_tenants WHERE id = '${acme.id}'`, 'docbox'), '0');
    assert.ok(!s3.buckets.has(acme.bucket) && !cli.indexes.has(acme.index));
    // The IAM tenant's role stays behind, as the page says.
    assert.equal(superuser(`SELECT count(*) FROM pg_roles WHERE rolname = '${acme.role}'`), '1');

    // A role with rights in a database that still exists cannot be dropped, and the error names it.
    const local = lab.deployment!.tenants.find((tenant) => tenant.env === 'Development')!;
    const blocked = lab.pg!.trySql(`DROP ROLE ${local.role};`, {user: lab.deployment!.setupUser, password: lab.deployment!.setupPassword});
    assert.match(blocked.stderr, new RegExp(`privileges for database ${local.dbName}`));

    // The reader deletes the other tenants the same way.
    for (const [env, id] of [['Production', BETA.id], ['Development', local.id]]) {
      const result = await lab.run({text: `docbox-cli --config cli-config.json delete-tenant --env ${env} --tenant-id ${id} --delete-contents true --delete-database true --delete-storage true --delete-search true`});
      assert.equal(result.exit, 0, result.stderr);
    }
    assert.equal(superuser(`SELECT count(*) FROM pg_roles WHERE rolname = '${local.role}'`), '0');

    const drop = pageBlock(CLOSING, {title: 'Drop the root database and the roles Docbox left'});
    const roles = `docbox_config_api, ${acme.role}, ${BETA.role}`;
    // While something is connected to docbox, DROP DATABASE fails and psql stops before the roles.
    const holder = spawn('psql', ['--no-psqlrc', '--host', lab.pg!.socketDir, '--port', String(lab.pg!.port), '--username', 'postgres', '--dbname', 'docbox', '--command', 'SELECT pg_sleep(30)'], {stdio: 'ignore'});
    try {
      for (let i = 0; i < 50 && superuser(`SELECT count(*) FROM pg_stat_activity WHERE datname = 'docbox'`) === '0'; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      const busy = await lab.run(drop, {assign: {...dbValues(), ROLES: roles}, env: lab.pgEnv});
      assert.notEqual(busy.exit, 0);
      assert.match(busy.stderr, /database "docbox" is being accessed by other users/);
      // ON_ERROR_STOP: the second statement never ran.
      assert.doesNotMatch(busy.stderr, /DROP ROLE|cannot be dropped/);
      assert.equal(superuser(`SELECT count(*) FROM pg_roles WHERE rolname IN ('docbox_config_api', '${acme.role}', '${BETA.role}')`), '3');
    } finally {
      holder.kill();
      superuser(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'docbox' AND pid <> pg_backend_pid()`);
    }
    for (let i = 0; i < 50 && superuser(`SELECT count(*) FROM pg_stat_activity WHERE datname = 'docbox'`) !== '0'; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));

    const dropped = await lab.run(drop, {assign: {...dbValues(), ROLES: roles}, env: lab.pgEnv});
    assert.equal(dropped.exit, 0, dropped.stderr);
    assert.equal(superuser(`SELECT count(*) FROM pg_database WHERE datname LIKE 'docbox%'`), '0');
    assert.equal(superuser(`SELECT string_agg(rolname, ',' ORDER BY rolname) FROM pg_roles WHERE rolname LIKE 'docbox%'`), lab.deployment!.setupUser);
    // What is left for the reader to delete by hand: the secrets listed in the tear-down.
    assert.ok(secrets.secrets.has(BETA.secret));
  });
});
