/**
 * The upgrading page's blocks, run as a reader runs them: the version check against a loopback
 * server; the CLI install against cargo and docbox-cli stand-ins; the dump, the migrations (CLI
 * 0.9.0's migrate commands modelled on the lab's root database, tests/support/procedures/
 * migrations.ts), the check of the migration records and a rollback (drop, then the backup page's
 * restore) against the lab's PostgreSQL; the lifecycle rules against the S3 model; the release
 * install on the API instance against sudo and systemctl stand-ins and a loopback proxy that serves
 * the release or a 404; and the SQL for a root created by 0.1.0.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {rootMigrations} from '../../src/data/docboxDatabase';
import {startHttpStandIn} from '../support/procedures/http-stand-in';
import {failsLoudly, Lab, type Fault, type LabCall} from '../support/procedures/lab';
import {MigrationsModel} from '../support/procedures/migrations';
import {pageBlock} from '../support/procedures/page-blocks';
import {awsError, docboxCliFromDatabase, S3Model} from '../support/procedures/services';

const PAGE = 'docs/guides/operating/upgrading.md';
const block = (title: string) => pageBlock(PAGE, {title});

function assertAccount(calls: LabCall[]): void {
  for (const call of calls.filter((candidate) => candidate.program === 'aws')) {
    assert.deepEqual([call.option('profile'), call.option('region')], ['docbox-admin', 'ap-southeast-2'], `aws ${call.args.join(' ')}`);
  }
}

describe('before the upgrade: the running version and the CLI', () => {
  let lab: Lab;
  before(async () => {
    lab = await Lab.start();
  });
  after(() => lab.stop());

  test('the server reports its version with the API key; a server older than 0.4.0 answers 404', async () => {
    let version: string | null = '0.9.3';
    const server = await startHttpStandIn((request) => {
      if (request.headers['x-docbox-api-key'] !== 'the-key') return {status: 401, body: 'Missing or invalid x-docbox-api-key'};
      return request.path === '/server-details' && version ? {body: {version}} : {status: 404};
    });
    try {
      const assign = {SERVER_URL: server.url, DOCBOX_API_KEY: 'the-key'};
      const result = await lab.run(block('Ask the running server for its version'), {assign});
      assert.equal(result.exit, 0, result.stderr);
      assert.equal(result.stdout, '{"version":"0.9.3"}');
      assert.equal(server.requests[0]!.method, 'GET');
      version = null;
      const old = await lab.run(block('Ask the running server for its version'), {assign});
      assert.notEqual(old.exit, 0);
      assert.match(old.stderr, /404/);
    } finally {
      await server.close();
    }
  });

  test('the CLI is installed at 0.9.0 with its locked dependencies', async () => {
    let installed = '0.8.0';
    lab.on('cargo install', (call) => {
      if (call.words[1] !== 'docbox-cli') return {stderr: `error: could not find \`${call.words[1]}\` in registry\n`, exit: 101};
      installed = call.option('version')!;
      return {stderr: `  Installing docbox-cli v${installed}\n   Installed package \`docbox-cli v${installed}\` (executable \`docbox-cli\`)\n`};
    });
    lab.on('docbox-cli', (call) => (call.option('version') === 'true' ? {stdout: `docbox-cli ${installed}\n`} : {stderr: 'not modelled\n', exit: 3}));
    const result = await lab.run(block('Install CLI 0.9.0 and check the version'));
    assert.equal(result.exit, 0, result.stderr);
    const [cargo] = result.calls;
    assert.deepEqual([cargo!.words, cargo!.option('version'), cargo!.option('locked')], [['install', 'docbox-cli'], '0.9.0', 'true']);
    assert.equal(result.stdout, 'docbox-cli 0.9.0\n');
  });
});

describe('dump, migrate, check and roll back the databases', () => {
  let lab: Lab;
  let migrations: MigrationsModel;
  const BACKUP_DIR = 'docbox-before-upgrade-test';
  const values = () => ({DB_HOST: lab.pg!.host, DB_PORT: String(lab.pg!.port)});
  const root = (sql: string) => lab.pg!.sql(sql, {database: 'docbox'});
  const records = () => root(`SELECT (SELECT string_agg(name, ',' ORDER BY name) FROM docbox_root_migrations) || ' / ' || (SELECT string_agg(t.name || '=' || (SELECT count(*) FROM docbox_tenants_migrations m WHERE m.tenant_id = t.id), ',' ORDER BY t.name) FROM docbox_tenants t)`);
  let beforeUpgrade: string;

  before(async () => {
    lab = await Lab.start({deployment: true});
    docboxCliFromDatabase(lab);
    migrations = new MigrationsModel(lab);
    migrations.handle();
    lab.write('cli-config.json', JSON.stringify({search: {provider: 'database'}}));
    // A deployment on 0.6.x with the CLI of its day: no root m5, no search m4; one tenant also lacks m16.
    root(`DELETE FROM docbox_root_migrations WHERE name = 'm5_tenant_iam_support';
          DELETE FROM docbox_tenants_migrations WHERE name = 'm4_search_functions_and_types';
          DELETE FROM docbox_tenants_migrations WHERE name = 'm16_docbox_tasks_constraint' AND env = 'Production';`);
    beforeUpgrade = records();
  });
  after(() => lab.stop());

  test('the dump holds the root and every tenant database, and stops on a failed or empty tenant list', async () => {
    const script = block('dump-before-upgrade.sh');
    const assign = {...values(), BACKUP_DIR};
    const result = await lab.runScript(script, [], {assign, env: lab.pgEnv});
    assert.equal(result.exit, 0, result.stderr);
    assert.deepEqual(readdirSync(path.join(lab.dir, BACKUP_DIR)).sort(), ['docbox.dump', 'docbox_acme_prod.dump', 'docbox_local_dev.dump']);
    assert.match(result.stdout, /docbox-before-upgrade-test: docbox.dump and 2 tenant dumps/);

    const wrongPassword = await lab.runScript(script, [], {assign: {...assign, BACKUP_DIR: 'not-made'}, env: {...lab.pgEnv, PGPASSWORD: 'wrong'}});
    assert.notEqual(wrongPassword.exit, 0);
    assert.match(wrongPassword.stderr, /password authentication failed/);
    assert.ok(!existsSync(path.join(lab.dir, 'not-made')), 'nothing dumped');
    await failsLoudly((fault) => lab.runScript(script, [], {assign, env: lab.pgEnv, fault}));
  });

  test('the migrations run root first, then each environment, and every record is there afterwards', async () => {
    const result = await lab.runScript(block('migrate-docbox.sh'));
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(
      result.stdout,
      [
        'Migrations applied',
        'migrate --env Development: 1 tenants migrated',
        'migrate-search --env Development: 1 tenants migrated',
        'migrate --env Production: 1 tenants migrated',
        'migrate-search --env Production: 1 tenants migrated',
        '',
      ].join('\n'),
    );
    const commands = result.calls.filter((call) => call.program === 'docbox-cli').map((call) => `${call.words[0]} ${call.option('env') ?? ''}`.trim());
    assert.deepEqual(commands, ['migrate-root', 'get-tenants', 'migrate Development', 'migrate-search Development', 'migrate Production', 'migrate-search Production']);
    // With `search.provider: database` every tenant gets the four search migrations.
    assert.equal(records(), `${[...rootMigrations].sort().join(',')} / Acme=20,Local development=20`);

    // The page's check reads the same records.
    const check = await lab.run(block('Which migrations the root and each tenant have'), {assign: values(), env: lab.pgEnv});
    assert.equal(check.exit, 0, check.stderr);
    for (const name of rootMigrations) assert.match(check.stdout, new RegExp(` ${name} `));
    assert.match(check.stdout, /\(5 rows\)/);
    assert.match(check.stdout, /Development \| Local development \| 2705fc5b-591f-4464-a96b-7cf3dcae3583 \| +20 \| t +\| t/);
    assert.match(check.stdout, /Production +\| Acme +\| 8262f620-cdd6-4b80-b9a1-906df84d44f4 \| +20 \| t +\| t/);
  });

  test('a tenant that fails stops the script with its name and error, although the CLI ends with status 0', async () => {
    const acme = lab.deployment!.tenants[1]!;
    migrations.failing.set(acme.id, 'failed to apply migrations: error returned from database: relation "docbox_tasks" does not exist');
    try {
      const result = await lab.runScript(block('migrate-docbox.sh'));
      assert.notEqual(result.exit, 0);
      assert.match(result.stderr, /migrate --env Production failed for Acme \(8262f620-cdd6-4b80-b9a1-906df84d44f4\): failed to apply migrations: .*relation "docbox_tasks" does not exist; the tenants after it were not tried/);
      const migrate = result.calls.find((call) => call.words[0] === 'migrate' && call.option('env') === 'Production')!;
      assert.equal(migrate.exit, 0, 'the CLI itself reports success');
      assert.ok(!result.calls.some((call) => call.words[0] === 'migrate-search' && call.option('env') === 'Production'), 'nothing after the failure');
    } finally {
      migrations.failing.clear();
    }
    await failsLoudly((fault?: Fault) => lab.runScript(block('migrate-docbox.sh'), [], {fault}));
  });

  test('the rollback drops exactly the dumped databases, and the restore brings back the records and logins of before', async () => {
    assert.notEqual(records(), beforeUpgrade);
    const script = block('drop-docbox-databases.sh');
    const assign = {...values(), BACKUP_DIR};

    // Nothing is dropped from a folder without the root's dump or without tenant dumps.
    lab.write('only-root/docbox.dump', 'x');
    lab.write('no-root/docbox_local_dev.dump', 'x');
    for (const [dir, message] of [
      ['only-root', /only-root holds no tenant dumps: dropping nothing/],
      ['no-root', /no no-root\/docbox\.dump: dropping nothing/],
      ['missing', /no missing\/docbox\.dump/],
    ] as const) {
      const refused = await lab.runScript(script, [], {assign: {...assign, BACKUP_DIR: dir}, env: lab.pgEnv});
      assert.notEqual(refused.exit, 0);
      assert.match(refused.stderr, message);
      assert.equal(refused.calls.length, 0);
    }

    // A folder whose tenant dump was cut short, and one with a file that is no dump: nothing is dropped.
    const dumps = path.join(lab.dir, BACKUP_DIR);
    const acme = readFileSync(path.join(dumps, 'docbox_acme_prod.dump'));
    lab.write('cut-short/docbox.dump', readFileSync(path.join(dumps, 'docbox.dump')));
    lab.write('cut-short/docbox_acme_prod.dump', acme.subarray(0, Math.floor(acme.length * 0.8)));
    lab.write('not-a-dump/docbox.dump', readFileSync(path.join(dumps, 'docbox.dump')));
    lab.write('not-a-dump/docbox_acme_prod.dump', 'SELECT 1;\n');
    const databases = () => lab.pg!.sql(`SELECT string_agg(datname, ',' ORDER BY datname) FROM pg_database WHERE datname LIKE 'docbox%'`);
    const present = databases();
    for (const dir of ['cut-short', 'not-a-dump']) {
      const refused = await lab.runScript(script, [], {assign: {...assign, BACKUP_DIR: dir}, env: lab.pgEnv});
      assert.notEqual(refused.exit, 0);
      assert.match(refused.stderr, new RegExp(`${dir}/docbox_acme_prod\\.dump is not a dump pg_restore can read: dropping nothing`));
      assert.ok(!refused.calls.some((call) => call.program === 'psql'), 'no DROP DATABASE sent');
      assert.equal(databases(), present, 'every database is still there');
    }

    const result = await lab.runScript(script, [], {assign, env: lab.pgEnv});
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(result.stdout, 'dropped docbox\ndropped docbox_acme_prod\ndropped docbox_local_dev\n');
    assert.equal(lab.pg!.sql(`SELECT count(*) FROM pg_database WHERE datname LIKE 'docbox%'`), '0');
    // Run again on the dropped databases, each step broken in turn: it still stops loudly.
    await failsLoudly((fault) => lab.runScript(script, [], {assign, env: lab.pgEnv, fault}));

    // The backup page's restore, with its DUMP set to the upgrade's folder.
    const restore = pageBlock('docs/guides/operating/backup-and-restore.md', {title: 'restore-docbox.sh'});
    const restored = await lab.runScript(restore, [], {assign: {DB_HOST: lab.pg!.host, DB_PORT: String(lab.pg!.port), DUMP: BACKUP_DIR}, env: lab.pgEnv});
    assert.equal(restored.exit, 0, restored.stderr);
    assert.equal(records(), beforeUpgrade);
    const {root: rootLogin, tenants} = lab.deployment!;
    assert.equal(lab.pg!.sql('SELECT count(*) FROM docbox_tenants', {database: 'docbox', user: rootLogin.role, password: rootLogin.password}), '2');
    const local = tenants[0]!;
    assert.equal(lab.pg!.sql('SELECT count(*) FROM docbox_files', {database: local.dbName, user: local.role, password: local.password}), '3');
  });
});

describe('a root database created by server 0.1.0', () => {
  let lab: Lab;
  before(async () => {
    lab = await Lab.start({deployment: true});
    new MigrationsModel(lab).handle();
    lab.write('cli-config.json', JSON.stringify({search: {provider: 'typesense'}}));
  });
  after(() => lab.stop());

  const names = () => lab.pg!.sql(`SELECT string_agg(db_name || '=' || name, ',' ORDER BY db_name) FROM docbox_tenants`, {database: 'docbox'});
  const migrate = () => lab.run({text: 'docbox-cli --config cli-config.json migrate --env Production'});

  test('the CLI cannot list tenants without the name column; the SQL adds it, named after the databases, NOT NULL', async () => {
    lab.pg!.sql('ALTER TABLE docbox_tenants DROP COLUMN name', {database: 'docbox'});
    const broken = await migrate();
    assert.equal(broken.exit, 1);
    assert.match(broken.stderr, /failed to get tenants: error returned from database: column "name" does not exist/);

    const result = await lab.runSql(block('Only for a root created by 0.1.0'), 'docbox');
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(names(), 'docbox_acme_prod=docbox_acme_prod,docbox_local_dev=docbox_local_dev');
    assert.equal(lab.pg!.sql(`SELECT is_nullable FROM information_schema.columns WHERE table_name = 'docbox_tenants' AND column_name = 'name'`, {database: 'docbox'}), 'NO');
    const fixed = await migrate();
    assert.equal(fixed.exit, 0, fixed.stderr);
    assert.match(fixed.stdout, /Acme|docbox_acme_prod/);
    assert.match(fixed.stdout, /Success/);

    // On a root that has names, nothing changes.
    lab.pg!.sql(`UPDATE docbox_tenants SET name = 'Acme' WHERE db_name = 'docbox_acme_prod'`, {database: 'docbox'});
    const again = await lab.runSql(block('Only for a root created by 0.1.0'), 'docbox');
    assert.equal(again.exit, 0, again.stderr);
    assert.equal(names(), 'docbox_acme_prod=Acme,docbox_local_dev=docbox_local_dev');
  });
});

describe('bucket lifecycle rules: saved, migrated once, checked and put back', () => {
  let lab: Lab;
  let s3: S3Model;
  const archive = {ID: 'archive-old', Status: 'Enabled', Filter: {Prefix: 'archive/'}, Expiration: {Days: 365}};
  before(async () => {
    lab = await Lab.start({deployment: true});
    s3 = new S3Model();
    s3.handle(lab);
    docboxCliFromDatabase(lab);
    new MigrationsModel(lab, s3).handle();
    lab.write('cli-config.json', JSON.stringify({search: {provider: 'typesense'}}));
  });
  after(() => lab.stop());

  test('the rules of every bucket are saved; a bucket without rules is reported, not saved', async () => {
    s3.bucket('docbox-acme-prod').lifecycle = [archive];
    const result = await lab.runScript(block('save-lifecycle-rules.sh'));
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(result.stdout, 'docbox-acme-prod: saved\ndocbox-local-dev: no rules, nothing to save\n');
    assert.deepEqual(readdirSync(path.join(lab.dir, 'lifecycle-before-upgrade')), ['docbox-acme-prod.json']);
    assert.deepEqual(JSON.parse(lab.read('lifecycle-before-upgrade/docbox-acme-prod.json')), {Rules: [archive]});
    assertAccount(result.calls);

    await failsLoudly((fault) => lab.runScript(block('save-lifecycle-rules.sh'), [], {fault}));
    lab.on('aws s3api get-bucket-lifecycle-configuration', () => awsError('GetBucketLifecycleConfiguration', 'AccessDenied', 'Access Denied'));
    const denied = await lab.runScript(block('save-lifecycle-rules.sh'));
    assert.notEqual(denied.exit, 0);
    assert.match(denied.stderr, /AccessDenied/);
    s3.handle(lab);
  });

  test('migrate-storage adds the two rules to the kept ones; a second run fails for that bucket with status 0', async () => {
    const migrateStorage = block("Add the lifecycle rules to one older tenant's bucket");
    const first = await lab.run(migrateStorage);
    assert.equal(first.exit, 0, first.stderr);
    assert.match(first.stdout, /│ 8262f620-cdd6-4b80-b9a1-906df84d44f4 ┆ Acme ┆ Production ┆ Success │/);
    assert.deepEqual((s3.bucket('docbox-acme-prod').lifecycle as {ID: string}[]).map((rule) => rule.ID), ['archive-old', 'expire-1d', 'expire-30d']);
    assert.equal(s3.bucket('docbox-local-dev').lifecycle, null, 'only the tenant named');

    const second = await lab.run(migrateStorage);
    assert.equal(second.exit, 0);
    assert.match(second.stdout, /Failed: failed to apply migration: failed to put bucket lifecycle configuration: service error/);

    const check = await lab.run(block("Check a bucket's lifecycle rules"));
    assert.equal(check.exit, 0, check.stderr);
    assert.deepEqual(JSON.parse(check.stdout), ['archive-old', 'expire-1d', 'expire-30d']);
    assertAccount(check.calls);
  });

  test('the saved rules are put back', async () => {
    const result = await lab.run(block("Put a bucket's saved lifecycle rules back"));
    assert.equal(result.exit, 0, result.stderr);
    assert.deepEqual(s3.bucket('docbox-acme-prod').lifecycle, [archive]);
    assertAccount(result.calls);
  });
});

describe('installing a chosen release on the API instance', () => {
  let lab: Lab;
  let appDir: string;
  const started: string[] = [];
  const BINARY = '\x7fELF docbox 0.9.3 for aarch64';
  const reset = () => {
    rmSync(appDir, {recursive: true, force: true});
    mkdirSync(appDir, {recursive: true});
    writeFileSync(path.join(appDir, 'app'), 'the running release');
    started.length = 0;
  };
  before(async () => {
    lab = await Lab.start();
    appDir = path.join(lab.dir, 'docbox');
    lab.on('systemctl start', (call) => {
      started.push(call.words[1]!);
      return {};
    });
  });
  after(() => lab.stop());

  test('the release comes through the proxy, the old binary is kept, and the service started; a missing version changes nothing', async () => {
    // The Squid proxy: the request line carries the whole address; GitHub redirects to the asset's storage.
    const proxy = await startHttpStandIn((request) => {
      if (request.path === 'http://releases.example.test/download/0.9.3/docbox-aarch64-linux-gnu') return {status: 302, headers: {location: 'http://objects.example.test/asset/1'}};
      if (request.path === 'http://objects.example.test/asset/1') return {body: BINARY};
      return {status: 404, body: 'Not Found'};
    });
    try {
      const script = block('install-docbox-release.sh');
      const assign = {PROXY_URL: proxy.url, RELEASES: 'http://releases.example.test/download', APP_DIR: appDir};
      reset();
      const result = await lab.runScript(script, [], {assign});
      assert.equal(result.exit, 0, result.stderr);
      assert.equal(readFileSync(path.join(appDir, 'app'), 'utf8'), BINARY);
      assert.equal(statSync(path.join(appDir, 'app')).mode & 0o777, 0o755);
      assert.equal(readFileSync(path.join(appDir, 'app-previous'), 'utf8'), 'the running release');
      assert.ok(!existsSync(path.join(appDir, 'app.new')));
      assert.deepEqual(started, ['docbox.service']);
      assert.equal(result.calls.at(-1)!.program, 'systemctl', 'the service starts last');
      assert.deepEqual(proxy.requests.map((request) => request.path), ['http://releases.example.test/download/0.9.3/docbox-aarch64-linux-gnu', 'http://objects.example.test/asset/1']);

      reset();
      const missing = await lab.runScript(script, [], {assign: {...assign, VERSION: '9.9.9'}});
      assert.notEqual(missing.exit, 0);
      assert.match(missing.stderr, /404/);
      assert.equal(readFileSync(path.join(appDir, 'app'), 'utf8'), 'the running release');
      assert.ok(!existsSync(path.join(appDir, 'app-previous')));
      assert.deepEqual(started, [], 'the old server is not started on a failed download');

      await failsLoudly((fault) => {
        reset();
        return lab.runScript(script, [], {assign, fault});
      });
    } finally {
      await proxy.close();
    }
  });
});
