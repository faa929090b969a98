/**
 * The backup and restore page's blocks, run as a reader runs them: the dump, drop, role replay,
 * restore and role logins against PostgreSQL 15 with a setup user that is not a superuser (as on
 * RDS); the AWS, Docker and docbox-cli steps against stand-ins. Each test checks what the reader
 * needs afterwards (roles that log in and read their tables, rows back, objects downloadable,
 * archives that hold the volumes), and every script is broken step by step to see it stop.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {countRows} from '../support/procedures/docbox-databases';
import {startHttpStandIn} from '../support/procedures/http-stand-in';
import {failsLoudly, Lab, type Fault, type LabCall, type RunResult} from '../support/procedures/lab';
import {pageBlock} from '../support/procedures/page-blocks';
import {awsError, awsOutput, docboxCliFromDatabase, DockerModel, S3Model, SecretsModel} from '../support/procedures/services';

const PAGE = 'docs/guides/operating/backup-and-restore.md';
const block = (title: string) => pageBlock(PAGE, {title});

/** Every value of the calls' `--profile` and `--region`: the page's commands name the account and region each time. */
function assertAccount(calls: LabCall[]): void {
  for (const call of calls.filter((candidate) => candidate.program === 'aws')) {
    assert.deepEqual([call.option('profile'), call.option('region')], ['docbox-admin', 'ap-southeast-2'], `aws ${call.args.join(' ')}`);
  }
}

describe('backup and restore with pg_dump, on a server where the setup user is not a superuser', () => {
  let lab: Lab;
  let secrets: SecretsModel;
  const hostValues = () => ({DB_HOST: lab.pg!.host, DB_PORT: String(lab.pg!.port)});

  before(async () => {
    lab = await Lab.start({deployment: true});
    secrets = new SecretsModel();
    secrets.handle(lab);
    const {root, tenants} = lab.deployment!;
    secrets.set(root.secretName, {username: root.role, password: root.password});
    for (const tenant of tenants.filter((candidate) => candidate.secretName)) secrets.set(tenant.secretName!, {username: tenant.role, password: tenant.password});
  });
  after(() => lab.stop());

  const asSetup = (sql: string, database = 'postgres') => lab.pg!.sql(sql, {user: lab.deployment!.setupUser, password: lab.deployment!.setupPassword, database});
  const databases = () => ['docbox', ...lab.deployment!.tenants.map((tenant) => tenant.dbName)];
  const roles = () => [lab.deployment!.root.role, ...lab.deployment!.tenants.map((tenant) => tenant.role)];
  const dropEverything = () => {
    for (const database of databases()) asSetup(`DROP DATABASE IF EXISTS "${database}";`);
    for (const role of roles()) asSetup(`DROP ROLE IF EXISTS ${role};`);
  };
  const dumpDir = () => readdirSync(lab.dir).find((name) => name.startsWith('docbox-dump-'))!;

  test('dump, drop, replay the roles, restore and give the logins back: every role logs in and reads its tables', async () => {
    const {deployment, pg} = lab;
    const before = Object.fromEntries(deployment!.tenants.map((tenant) => [tenant.dbName, countRows(pg!, deployment!, tenant.dbName)]));

    const dump = await lab.runScript(block('dump-docbox.sh'), [], {assign: {...hostValues(), DB_PORT: String(pg!.port)}, env: lab.pgEnv});
    assert.equal(dump.exit, 0, dump.stderr);
    const out = dumpDir();
    assert.deepEqual(readdirSync(path.join(lab.dir, out)).sort(), ['docbox.dump', 'docbox_acme_prod.dump', 'docbox_local_dev.dump', 'roles.sql']);
    assert.match(dump.stdout, /2 tenant dumps/);

    dropEverything();
    assert.equal(asSetup(`SELECT count(*) FROM pg_database WHERE datname LIKE 'docbox%'`), '0');

    const replay = await lab.run(block('Replay the roles'), {assign: {...hostValues(), DUMP: out}, env: lab.pgEnv});
    // What the page warns about: the roles come back, but without LOGIN.
    assert.match(replay.stderr, /must be superuser to alter superuser roles or change superuser attribute/);
    assert.equal(asSetup(`SELECT string_agg(rolname || '=' || rolcanlogin, ',' ORDER BY rolname) FROM pg_roles WHERE rolname = ANY('{${roles().join(',')}}')`), roles().sort().map((role) => `${role}=false`).join(','));
    // As the page says: every membership line naming a grantor other than the setup user fails (PostgreSQL 15's
    // message); here that is the setup user's own rds_iam, granted by the cluster's superuser. The IAM tenant
    // role's line names the setup user as grantor and succeeds.
    const grantors = [...readFileSync(path.join(lab.dir, out, 'roles.sql'), 'utf8').matchAll(/^GRANT .* GRANTED BY "?([^";]+)"?;$/gm)].map((match) => match[1]);
    const otherGrantors = grantors.filter((grantor) => grantor !== deployment!.setupUser);
    assert.ok(otherGrantors.length > 0 && otherGrantors.length < grantors.length, `roles.sql names other grantors and the setup user: ${grantors.join(', ')}`);
    assert.equal(replay.stderr.match(/must be superuser to set grantor/g)?.length, otherGrantors.length, replay.stderr);
    const iamRole = deployment!.tenants.find((tenant) => !tenant.password)!.role;
    assert.equal(asSetup(`SELECT pg_has_role('${iamRole}', 'rds_iam', 'member')`), 't', 'the replay gave the IAM role rds_iam back');

    const restore = await lab.runScript(block('restore-docbox.sh'), [], {assign: {...hostValues(), DUMP: out}, env: lab.pgEnv});
    assert.equal(restore.exit, 0, restore.stderr);
    assert.match(restore.stdout, /restored docbox\nrestored docbox_acme_prod\nrestored docbox_local_dev/);

    const logins = await lab.runScript(block('restore-role-logins.sh'), [], {assign: hostValues(), env: lab.pgEnv});
    assert.equal(logins.exit, 0, logins.stderr);
    assertAccount(logins.calls);
    // The password passes through psql's environment, never its command line.
    for (const call of logins.calls.filter((candidate) => candidate.program === 'psql')) {
      for (const password of [deployment!.root.password, deployment!.tenants[0]!.password!]) assert.ok(!call.args.join(' ').includes(password), 'a password on psql\'s command line');
    }

    // The root role and the password tenant log in over TCP with their secrets' passwords and read every table.
    const {root, tenants} = deployment!;
    assert.equal(pg!.sql('SELECT count(*) FROM docbox_tenants', {database: 'docbox', user: root.role, password: root.password}), '2');
    assert.equal(pg!.sql('SELECT count(*) FROM docbox_tenants_migrations', {database: 'docbox', user: root.role, password: root.password}), '36');
    for (const tenant of tenants) {
      const counts = Object.entries(before[tenant.dbName]!).map(([table]) => `SELECT '${table}', count(*) FROM ${table};`).join('\n');
      const read = tenant.password
        ? pg!.sql(counts, {database: tenant.dbName, user: tenant.role, password: tenant.password})
        : // IAM login cannot happen here: check LOGIN and rds_iam, and read as the role.
          pg!.sql(`SET ROLE ${tenant.role};\n${counts}`, {database: tenant.dbName});
      const after = Object.fromEntries(read.split('\n').map((line) => line.split('|')).map(([table, count]) => [table, Number(count)]));
      assert.deepEqual(after, before[tenant.dbName], `${tenant.dbName}: the rows are back and ${tenant.role} reads them`);
    }
    const iam = tenants.find((tenant) => !tenant.password)!;
    assert.equal(pg!.sql(`SELECT rolcanlogin AND pg_has_role('${iam.role}', 'rds_iam', 'member') FROM pg_roles WHERE rolname = '${iam.role}'`), 't');
    assert.equal(pg!.sql(`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`, {database: tenants.find((tenant) => tenant.databaseSearch)!.dbName}), 'pg_trgm');

    // The page's own checks, read from it: every role that may connect can log in; 16 (+4) migrations.
    const canLogin = await lab.runSql(block('Roles that may connect to each database, and whether they can log in'), 'docbox');
    assert.equal(canLogin.exit, 0, canLogin.stderr);
    const rows = canLogin.stdout.trim().split('\n').slice(1);
    assert.deepEqual(rows.sort(), [`docbox,${root.role},t`, ...tenants.map((tenant) => `${tenant.dbName},${tenant.role},t`)].sort());
    const migrations = await lab.runSql(block('Migration records per tenant (root database)'), 'docbox');
    assert.deepEqual(migrations.stdout.trim().split('\n').slice(1).sort(), ['Development,Local development,20', 'Production,Acme,16']);
    const pending = await lab.runSql(block('Expired pending presigned uploads (tenant database)'), tenants[0]!.dbName);
    const pendingRows = pending.stdout.trim().split('\n').slice(1);
    assert.equal(pendingRows.length, 1, pending.stdout);
    assert.match(pendingRows[0]!, /expired\.pdf/);
  });

  test('the dump stops with a message when a step fails or the root lists no tenants', async () => {
    const run = (fault?: Fault) => lab.runScript(block('dump-docbox.sh'), [], {assign: {...hostValues(), DB_PORT: String(lab.pg!.port)}, env: lab.pgEnv, fault});
    const {steps} = await failsLoudly(run);
    assert.equal(steps, 5, 'pg_dumpall, pg_dump of the root, psql for the tenants, two tenant dumps');
  });

  test('the restore and the role logins stop with a message when a step fails', async () => {
    const out = dumpDir();
    const restore = async (fault?: Fault) => {
      dropEverything();
      await lab.run(block('Replay the roles'), {assign: {...hostValues(), DUMP: out}, env: lab.pgEnv});
      return lab.runScript(block('restore-docbox.sh'), [], {assign: {...hostValues(), DUMP: out}, env: lab.pgEnv, fault});
    };
    await failsLoudly(restore);
    const logins = (fault?: Fault) => lab.runScript(block('restore-role-logins.sh'), [], {assign: hostValues(), env: lab.pgEnv, fault});
    await failsLoudly(logins);
    // A secret without a password is a clear error, not a role with the password "null".
    secrets.set(lab.deployment!.root.secretName, {username: lab.deployment!.root.role});
    const broken = await logins();
    assert.notEqual(broken.exit, 0);
    assert.match(broken.stderr, /postgres\/docbox\/config: the secret has no password/);
    secrets.set(lab.deployment!.root.secretName, {username: lab.deployment!.root.role, password: lab.deployment!.root.password});
  });
});

describe('a restore that meets an error inside a dump', () => {
  let lab: Lab;
  before(async () => {
    lab = await Lab.start({deployment: true});
  });
  after(() => lab.stop());

  test('the page\'s pg_restore options stop it at that error: nothing after it is restored, and no later dump is tried', async () => {
    const {pg, deployment} = lab;
    // The tenant whose dump the restore loop opens first, and the one after it.
    const [tenant, nextTenant] = deployment!.tenants.map((candidate) => candidate.dbName).sort() as [string, string];
    const asSetup = (sql: string, database = 'postgres') => pg!.sql(sql, {user: deployment!.setupUser, password: deployment!.setupPassword, database});
    // A view owned by a role of its own, whose name sorts among the tenant's tables: on a target
    // where that role is missing, its ALTER … OWNER fails half-way through the tenant's dump.
    pg!.sql('CREATE ROLE docbox_reporting NOLOGIN;');
    pg!.sql('CREATE VIEW docbox_m_report AS SELECT 1 AS x;\nALTER VIEW docbox_m_report OWNER TO docbox_reporting;', {database: tenant});
    const tables = pg!.sql(`SELECT string_agg(tablename, ' ' ORDER BY tablename) FROM pg_tables WHERE schemaname = 'public'`, {database: tenant}).split(' ');
    const after = tables.filter((table) => table > 'docbox_m_report');
    assert.ok(after.length > 0 && after.length < tables.length, `the view sorts among the tables: ${tables.join(', ')}`);

    const dump = await lab.runScript(block('dump-docbox.sh'), [], {assign: {DB_HOST: pg!.host, DB_PORT: String(pg!.port)}, env: lab.pgEnv});
    assert.equal(dump.exit, 0, dump.stderr);
    const out = readdirSync(lab.dir).find((name) => name.startsWith('docbox-dump-'))!;

    // A new server that has the Docbox roles but not the reporting role.
    for (const database of ['docbox', ...deployment!.tenants.map((candidate) => candidate.dbName)]) asSetup(`DROP DATABASE "${database}";`);
    const replay = await lab.run(block('Replay the roles'), {assign: {DB_HOST: pg!.host, DB_PORT: String(pg!.port), DUMP: out}, env: lab.pgEnv});
    assert.match(replay.stderr, /already exists/);
    pg!.sql('DROP ROLE docbox_reporting;');

    const restore = await lab.runScript(block('restore-docbox.sh'), [], {assign: {DB_HOST: pg!.host, DB_PORT: String(pg!.port), DUMP: out}, env: lab.pgEnv});
    assert.notEqual(restore.exit, 0);
    assert.match(restore.stderr, /role "docbox_reporting" does not exist/);
    assert.doesNotMatch(restore.stderr, /errors ignored on restore/, 'pg_restore went on after the error');
    assert.equal(restore.stdout, 'restored docbox\n', 'the script said it restored the tenant, or stopped before the root');
    // The tenant's restore stopped at the view: the tables that sort after it and every row are missing;
    // the next tenant's dump was never opened.
    const restores = restore.calls.filter((call) => call.program === 'pg_restore');
    assert.equal(restores.length, 2, restores.map((call) => call.args.join(' ')).join('\n'));
    const left = pg!.sql(`SELECT coalesce(string_agg(tablename, ' ' ORDER BY tablename), '') FROM pg_tables WHERE schemaname = 'public'`, {database: tenant});
    assert.deepEqual(left.split(' ').filter(Boolean), tables.filter((table) => table < 'docbox_m_report'));
    assert.equal(pg!.sql('SELECT count(*) FROM docbox_files', {database: tenant}), '0');
    assert.equal(pg!.sql(`SELECT count(*) FROM pg_database WHERE datname = '${nextTenant}'`), '0');

    // The same dump without --exit-on-error: pg_restore restores around the error and says so only at the end.
    asSetup(`DROP DATABASE "${tenant}";`);
    const file = path.join(lab.dir, out, `${tenant}.dump`);
    const loose = spawnSync('pg_restore', ['--host', pg!.host, '--port', String(pg!.port), '--username', deployment!.setupUser, '--dbname', 'postgres', '--create', file], {
      encoding: 'utf8',
      env: {...process.env, PGPASSWORD: deployment!.setupPassword},
    });
    assert.equal(loose.status, 1, loose.stderr);
    assert.match(loose.stderr, /errors ignored on restore: 1/);
    assert.ok(Number(pg!.sql('SELECT count(*) FROM docbox_files', {database: tenant})) > 0, 'without the option the rows after the error are restored');
    for (const table of after) assert.equal(pg!.sql(`SELECT count(*) FROM pg_tables WHERE tablename = '${table}'`, {database: tenant}), '1', `${table} restored after the error`);
  });
});

describe('buckets: versioning, lifecycle rules and deleted objects brought back', () => {
  let lab: Lab;
  let s3: S3Model;
  before(async () => {
    lab = await Lab.start({deployment: true});
    s3 = new S3Model();
    s3.handle(lab);
    docboxCliFromDatabase(lab);
    lab.write('cli-config.json', '{}');
  });
  after(() => lab.stop());

  test('versioning is turned on for the bucket of every tenant', async () => {
    const result = await lab.runScript(block('enable-versioning.sh'));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    for (const tenant of lab.deployment!.tenants) assert.equal(s3.bucket(tenant.bucket).versioning, 'Enabled', tenant.bucket);
    await failsLoudly((fault) => lab.runScript(block('enable-versioning.sh'), [], {fault}));
  });

  test('the three lifecycle rules are written together, keeping the two Docbox created', async () => {
    s3.bucket('docbox-acme-prod').lifecycle = [
      {ID: 'expire-1d', Status: 'Enabled', Filter: {Tag: {Key: 'expire', Value: '1d'}}, Expiration: {Days: 1}},
      {ID: 'expire-30d', Status: 'Enabled', Filter: {Tag: {Key: 'expire', Value: '30d'}}, Expiration: {Days: 30}},
    ];
    const current = await lab.run(block('Check the current lifecycle rules'));
    const before = JSON.parse(current.stdout) as {Rules: {ID: string}[]};
    lab.write('lifecycle.json', pageBlock(PAGE, {title: 'lifecycle.json'}).code);
    const apply = await lab.run(block('Apply the three rules'));
    assert.equal(apply.exit, 0, apply.stderr);
    const rules = s3.bucket('docbox-acme-prod').lifecycle as {ID: string; NoncurrentVersionExpiration?: unknown}[];
    assert.deepEqual(rules.map((rule) => rule.ID), [...before.Rules.map((rule) => rule.ID), 'noncurrent-versions-35d']);
    assert.deepEqual(rules.slice(0, 2), before.Rules, 'Docbox\'s two rules unchanged');
  });

  test('objects deleted after the restored moment come back; one deleted before versioning, or whose versions expired, is reported lost', async () => {
    const tenant = lab.deployment!.tenants[1]!;
    const sql = (text: string) => lab.pg!.sql(text, {database: tenant.dbName});
    // A file whose extension holds a quote: Docbox copies the extension into the key as it is.
    const folder = sql(`SELECT id FROM docbox_folders WHERE name = 'Root' AND document_box LIKE '%:box-two'`);
    const quoted = `${tenant.bucket}:box-two/00000000-0000-4000-8000-0000000000e1_x.it's`;
    sql(`INSERT INTO docbox_files (id, name, mime, folder_id, parent_id, hash, size, encrypted, file_key, created_at, created_by)
         VALUES ('00000000-0000-4000-8000-0000000000e2', 'x.it''s', 'application/octet-stream', '${folder}', NULL, 'ff66', 4, false, '${quoted.replace(/'/g, "''")}', now(), NULL)`);
    const keys = sql('SELECT file_key FROM docbox_files UNION SELECT file_key FROM docbox_generated_files ORDER BY 1').split('\n');
    // keys[0] is lease.pdf, keys[1] and keys[2] its generated files (the same prefix), keys[3] notes.txt.
    const [lease, generated, , notes] = keys as [string, string, string, string];
    assert.ok(generated.startsWith(`${lease}_`), 'a generated file shares the original\'s prefix');
    const scan = keys.find((key) => key.endsWith('_scan.png'))!;
    const bucket = s3.bucket(tenant.bucket);
    bucket.versioning = null;
    s3.put(tenant.bucket, notes, 'notes');
    s3.delete(tenant.bucket, notes); // gone before versioning was on
    bucket.versioning = 'Enabled';
    for (const key of keys.filter((candidate) => candidate !== notes)) s3.put(tenant.bucket, key, `body of ${key}`);
    for (const key of [lease, generated, scan, quoted]) s3.delete(tenant.bucket, key);
    // The lifecycle rule expired lease.pdf's old versions: its delete marker stays, with nothing
    // behind it, while its generated files' versions (same prefix) are still there.
    s3.expireNoncurrent(tenant.bucket, lease);
    s3.put(tenant.bucket, generated, 'generated again');
    assert.equal(s3.current(tenant.bucket, scan), null);

    const assign = {DB_HOST: lab.pg!.host, DB_PORT: String(lab.pg!.port), TENANT_DB: tenant.dbName, BUCKET: tenant.bucket};
    const result = await lab.runScript(block('restore-deleted-objects.sh'), [], {assign, env: lab.pgEnv});
    assert.equal(result.exit, 1, 'a lost object fails the run');
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    assert.match(result.stderr, new RegExp(`^lost: ${escape(notes)} `, 'm'));
    assert.match(result.stderr, new RegExp(`^lost: ${escape(lease)} \\(no older version to bring back`, 'm'));
    assert.match(result.stdout, new RegExp(`^${keys.length} keys checked, 2 restored, 2 lost$`, 'm'));
    assert.match(result.stdout, new RegExp(`^restored: ${escape(quoted)}$`, 'm'));
    assert.equal(s3.current(tenant.bucket, scan), `body of ${scan}`);
    assert.equal(s3.current(tenant.bucket, quoted), `body of ${quoted}`);
    // The expired key's marker is left alone: removing it would bring nothing back.
    assert.equal(s3.current(tenant.bucket, lease), null);
    assert.ok(bucket.objects.get(lease)![0]!.deleteMarker, 'the delete marker of lease.pdf is still there');
    assert.ok(!result.calls.some((call) => call.words[1] === 'delete-object' && call.option('key') === lease), 'no marker of lease.pdf removed');
    assertAccount(result.calls);

    s3.put(tenant.bucket, lease, 'lease');
    s3.put(tenant.bucket, notes, 'notes');
    const run = (fault?: Fault) => {
      if (s3.current(tenant.bucket, scan) !== null) s3.delete(tenant.bucket, scan);
      return lab.runScript(block('restore-deleted-objects.sh'), [], {assign, env: lab.pgEnv, fault});
    };
    // An empty list of keys is a tenant without files: the script says so and ends well.
    const firstRun = await run();
    assert.equal(firstRun.exit, 0, firstRun.stderr);
    await failsLoudly(run, {emptyIsFine: [firstRun.calls.findIndex((call) => call.program === 'psql')]});
    // Not only 404s: any other failure of head-object stops the script.
    lab.on('aws s3api head-object', () => awsError('HeadObject', '403', 'Forbidden'));
    const forbidden = await lab.runScript(block('restore-deleted-objects.sh'), [], {assign, env: lab.pgEnv});
    assert.notEqual(forbidden.exit, 0);
    assert.match(forbidden.stderr, /Forbidden/);
  });
});

describe('AWS snapshots, secrets and the Typesense disk', () => {
  let lab: Lab;
  before(async () => {
    lab = await Lab.start();
  });
  after(() => lab.stop());

  test('the RDS backup commands read the retention, keep 14 days, and wait for the snapshot they took', async () => {
    lab.on('aws rds describe-db-instances', (call) => awsOutput(call, {DBInstances: [{BackupRetentionPeriod: 7, Endpoint: {Address: 'docbox-db.abc.ap-southeast-2.rds.amazonaws.com'}, DbiResourceId: 'db-ABC'}]}));
    lab.on('aws rds modify-db-instance', (call) => awsOutput(call, {DBInstance: {PendingModifiedValues: {BackupRetentionPeriod: Number(call.option('backup-retention-period'))}}}));
    lab.on('aws rds create-db-snapshot', (call) => awsOutput(call, {DBSnapshot: {DBSnapshotIdentifier: call.option('db-snapshot-identifier')}}));
    lab.on('aws rds wait db-snapshot-available', () => ({}));
    const result = await lab.run(block('RDS backups'));
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(result.stdout.split('\n')[0], '7');
    const [, modify, create, wait] = result.calls;
    assert.equal(modify!.option('backup-retention-period'), '14');
    assert.match(create!.option('db-snapshot-identifier')!, /^docbox-db-\d{8}-\d{4}$/);
    assert.equal(wait!.option('db-snapshot-identifier'), create!.option('db-snapshot-identifier'));
    assertAccount(result.calls);
  });

  test('the Typesense volume snapshot finds the volume from the Terraform output', async () => {
    lab.on('terraform output', (call) => (call.words[1] === 'typesense_instance_id' && call.option('raw') === 'true' ? {stdout: 'i-0abc123'} : {stderr: 'no such output\n', exit: 1}));
    lab.on('aws ec2 describe-instances', (call) =>
      awsOutput(call, {Reservations: call.option('instance-ids') === 'i-0abc123' ? [{Instances: [{BlockDeviceMappings: [{DeviceName: '/dev/xvda', Ebs: {VolumeId: 'vol-0def456'}}]}]}] : []}),
    );
    lab.on('aws ec2 create-snapshot', (call) => awsOutput(call, {SnapshotId: 'snap-0123', VolumeId: call.option('volume-id')}));
    const result = await lab.runScript(block('snapshot-typesense.sh'));
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(result.stdout.trim(), 'snap-0123');
    assert.equal(result.calls.at(-1)!.option('volume-id'), 'vol-0def456');
    assertAccount(result.calls);
    await failsLoudly((fault) => lab.runScript(block('snapshot-typesense.sh'), [], {fault}));
  });

  test('a secret scheduled for deletion is listed and restored', async () => {
    const secrets = new SecretsModel();
    secrets.handle(lab);
    secrets.set('postgres/docbox/prod/acme', {username: 'docbox_acme_prod_api', password: 'x'});
    secrets.secrets.get('postgres/docbox/prod/acme')!.deletedDate = '2026-11-20T10:00:00Z';
    const result = await lab.run(block('List and restore secrets'));
    assert.equal(result.exit, 0, result.stderr);
    assert.match(result.stdout, /postgres\/docbox\/prod\/acme\t2026-11-20T10:00:00Z/);
    assert.equal(secrets.secrets.get('postgres/docbox/prod/acme')!.deletedDate, null);
  });

  test('an RDS snapshot is restored into a new instance, and its endpoint and resource ID printed', async () => {
    lab.on('aws rds restore-db-instance-from-db-snapshot', (call) => awsOutput(call, {DBInstance: {DBInstanceIdentifier: call.option('db-instance-identifier')}}));
    lab.on('aws rds wait db-instance-available', () => ({}));
    lab.on('aws rds describe-db-instances', (call) => awsOutput(call, {DBInstances: [{Endpoint: {Address: 'docbox-db-restored.abc.rds.amazonaws.com'}, DbiResourceId: 'db-NEW123'}]}));
    const result = await lab.run(block('Restore into a new RDS instance'));
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(result.stdout.trim().split('\n').at(-1), 'docbox-db-restored.abc.rds.amazonaws.com\tdb-NEW123');
    assert.equal(result.calls[0]!.option('enable-iam-database-authentication'), 'true');
    assertAccount(result.calls);
  });
});

describe('the compose stack: cold backup and restore of its volumes', () => {
  let lab: Lab;
  let docker: DockerModel;
  const VOLUMES = ['docbox-database-data', 'docbox-storage-data', 'docbox-search-data', 'docbox-secrets-data'];
  const fill = () => {
    for (const volume of VOLUMES) {
      const dir = docker.volume(`containers_${volume}`);
      writeFileSync(path.join(dir, 'data.txt'), `contents of ${volume}\n`);
    }
  };
  before(async () => {
    lab = await Lab.start();
    docker = new DockerModel(lab);
    docker.handle();
    lab.on('docker compose exec', (call) => (call.words.slice(2).join(' ') === 'database postgres --version' ? {stdout: 'postgres (PostgreSQL) 17.2\n'} : {stderr: 'unexpected exec\n', exit: 1}));
    lab.write('containers/docker-compose.yml', 'services: {}\n');
    lab.write('containers/.env.docker', 'LOKER_KEY=secret\n');
  });
  after(() => lab.stop());

  test('the archives hold every volume, and the restore puts exactly that back', async () => {
    fill();
    const backup = await lab.runScript(block('backup-compose-volumes.sh'));
    assert.equal(backup.exit, 0, backup.stderr);
    assert.ok(docker.running, 'the stack is started again');
    assert.equal(lab.read('backup/postgres-version.txt'), 'postgres (PostgreSQL) 17.2\n');
    assert.equal(lab.read('backup/.env.docker'), 'LOKER_KEY=secret\n');

    // Change the volumes after the backup: the restore must bring back the backup, not merge.
    for (const volume of VOLUMES) {
      const dir = docker.volume(`containers_${volume}`);
      writeFileSync(path.join(dir, 'data.txt'), 'changed\n');
      writeFileSync(path.join(dir, '.later'), 'written after the backup\n');
    }
    const restore = await lab.runScript(block('restore-compose-volumes.sh'));
    assert.equal(restore.exit, 0, restore.stderr);
    for (const volume of VOLUMES) {
      const dir = docker.volume(`containers_${volume}`);
      assert.deepEqual(readdirSync(dir).sort(), ['data.txt'], volume);
      assert.equal(readFileSync(path.join(dir, 'data.txt'), 'utf8'), `contents of ${volume}\n`);
    }
    assert.ok(docker.running);
  });

  test('a wrong project name stops the backup before Docker makes empty volumes', async () => {
    const result = await lab.runScript(block('backup-compose-volumes.sh'), [], {assign: {PROJECT: 'docbox'}});
    assert.notEqual(result.exit, 0);
    assert.match(result.stderr, /no volume docbox_docbox-database-data/);
    assert.ok(!result.calls.some((call) => call.words[0] === 'run'), 'no container ran');
  });

  test('a wrong project name stops the restore before anything is stopped or written', async () => {
    const result = await lab.runScript(block('restore-compose-volumes.sh'), [], {assign: {PROJECT: 'docbox'}});
    assert.notEqual(result.exit, 0);
    assert.match(result.stderr, /no volume docbox_docbox-database-data: check PROJECT/);
    assert.ok(!result.calls.some((call) => call.words[0] === 'run' || call.words.join(' ') === 'compose stop'), 'no container ran, the stack was not stopped');
    assert.ok(!existsSync(path.join(docker.root, 'docbox_docbox-database-data')), 'no volume made under the wrong name');
  });

  test('on a new machine the stack is created first, and the restore fills its volumes', async () => {
    // A machine with the backup folder and the repository's containers/ folder, but no stack yet.
    rmSync(docker.root, {recursive: true, force: true});
    mkdirSync(docker.root, {recursive: true});
    rmSync(path.join(lab.dir, 'containers/.env.docker'));
    docker.running = false;
    const refused = await lab.runScript(block('restore-compose-volumes.sh'));
    assert.notEqual(refused.exit, 0);
    assert.match(refused.stderr, /no volume containers_docbox-database-data: .*create the stack first/);

    // docker compose up --no-start: reads containers/.env.docker, creates the containers and their empty volumes.
    lab.on('docker compose up', (call) => {
      if (call.option('no-start') !== 'true') return {stderr: 'only up --no-start is modelled\n', exit: 3};
      if (!existsSync(path.join(lab.dir, 'containers/.env.docker'))) return {stderr: 'env file containers/.env.docker not found\n', exit: 1};
      for (const volume of VOLUMES) docker.volume(`containers_${volume}`);
      return {stderr: ' Container docbox-database  Created\n'};
    });
    const create = await lab.run(block('Create the compose stack on a new machine'));
    assert.equal(create.exit, 0, create.stderr);
    assert.ok(!docker.running, 'created, not started');
    const restore = await lab.runScript(block('restore-compose-volumes.sh'));
    assert.equal(restore.exit, 0, restore.stderr);
    for (const volume of VOLUMES) assert.equal(readFileSync(path.join(docker.volume(`containers_${volume}`), 'data.txt'), 'utf8'), `contents of ${volume}\n`);
    assert.ok(docker.running, 'the restore starts the stack');
  });

  test('backup and restore stop with a message when a step fails, and the backup starts the stack again', async () => {
    fill();
    await failsLoudly(async (fault) => {
      const result = await lab.runScript(block('backup-compose-volumes.sh'), [], {fault});
      if (!fault) return result;
      const broken = result.calls[fault.at]!;
      const stopped = result.calls.some((call) => call.index <= fault.at && call.words.join(' ') === 'compose stop');
      // The trap starts the stack again after a failure: the one call allowed after the broken step.
      if (stopped && broken.words.join(' ') !== 'compose start') {
        assert.ok(docker.running, `the stack is left stopped after step ${fault.at + 1} failed`);
        result.calls = result.calls.filter((call) => !(call.index > fault.at && call.words.join(' ') === 'compose start'));
      }
      docker.running = true;
      return result;
    });
    await failsLoudly((fault) => lab.runScript(block('restore-compose-volumes.sh'), [], {fault}));
  });
});

describe('rebuilding a Typesense collection and checking the restore', () => {
  let lab: Lab;
  before(async () => {
    lab = await Lab.start({deployment: true});
    docboxCliFromDatabase(lab);
    lab.write('cli-config.json', '{}');
    lab.on('docbox-cli rebuild-tenant-index', (call) => {
      // The CLI writes the index data to --file and to index_data.json in its working folder.
      writeFileSync(path.join(call.cwd, call.option('file')!), '[]');
      writeFileSync(path.join(call.cwd, 'index_data.json'), '[]');
      return {stderr: 'rebuilt\n'};
    });
  });
  after(() => lab.stop());

  test('the collection is deleted with the key, the index rebuilt, and the text files removed', async () => {
    const typesense = await startHttpStandIn((request) => {
      if (request.headers['x-typesense-api-key'] !== 'the-key') return {status: 401, body: {message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.'}};
      return request.method === 'DELETE' && request.path === '/collections/docbox-acme-prod' ? {body: {name: 'docbox-acme-prod'}} : {status: 404, body: {message: 'Not Found'}};
    });
    try {
      const assign = {TYPESENSE_URL: typesense.url};
      const result = await lab.runScript(block('rebuild-typesense-index.sh'), [], {assign, stdin: 'the-key\n'});
      assert.equal(result.exit, 0, result.stderr);
      assert.deepEqual(typesense.requests.map((request) => `${request.method} ${request.path}`), ['DELETE /collections/docbox-acme-prod']);
      const rebuild = result.calls.find((call) => call.program === 'docbox-cli')!;
      assert.deepEqual([rebuild.option('env'), rebuild.option('tenant-id')], ['Production', lab.deployment!.tenants[1]!.id]);
      assert.deepEqual(readdirSync(lab.dir).filter((name) => name.endsWith('.json')), ['cli-config.json'], 'no file with the text of every file is left');

      const wrongKey = await lab.runScript(block('rebuild-typesense-index.sh'), [], {assign, stdin: 'not-the-key\n'});
      assert.notEqual(wrongKey.exit, 0);
      assert.match(wrongKey.stderr, /answered HTTP 401; not rebuilding/);
      assert.ok(!wrongKey.calls.some((call) => call.program === 'docbox-cli'), 'no rebuild into a full collection');
      await failsLoudly((fault) => lab.runScript(block('rebuild-typesense-index.sh'), [], {assign, stdin: 'the-key\n', fault}));
    } finally {
      await typesense.close();
    }
  });

  test('check-root and get-tenants answer from the restored root', async () => {
    const result = await lab.run(pageBlock(PAGE, {contains: 'check-root'}));
    assert.equal(result.exit, 0, result.stderr);
    assert.match(result.stdout, /root is initialized/);
    assert.match(result.stdout, /Acme/);
  });

  test('the drill keeps only the copied tenant, on the scratch bucket, and sends no events', async () => {
    const root = (text: string) => lab.pg!.sql(text, {database: 'docbox'});
    // Both tenants name a live event queue before the drill's change.
    root(`UPDATE docbox_tenants SET event_queue_url = 'https://sqs.ap-southeast-2.amazonaws.com/123456789012/docbox-events-' || db_name`);
    const result = await lab.runSql(block('Point the drill away from production (scratch root database)'), 'docbox');
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(root(`SELECT string_agg(name || '|' || s3_name || '|' || coalesce(event_queue_url, 'none'), ',') FROM docbox_tenants`), 'Acme|docbox-drill-acme-prod|none');
    // No row names a live bucket or queue; the removed tenant's migration records went with it.
    assert.equal(root(`SELECT count(*) FROM docbox_tenants WHERE s3_name NOT LIKE 'docbox-drill-%' OR event_queue_url IS NOT NULL`), '0');
    assert.equal(root(`SELECT count(DISTINCT tenant_id) FROM docbox_tenants_migrations`), '1');
    // What the reader sees: the one tenant left.
    assert.deepEqual(result.stdout.trim().split('\n').slice(-2), ['env,name,s3_name,event_queue_url', 'Production,Acme,docbox-drill-acme-prod,']);
    assert.match(result.stdout, /^DELETE 1\nUPDATE 1\n/);
  });
});

