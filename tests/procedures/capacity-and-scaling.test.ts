/**
 * The capacity page's blocks, run as a reader runs them: the connection-limit and
 * connections-per-role queries as the setup user (not a superuser, as on RDS) against PostgreSQL 15
 * with Docbox's databases and real sessions of Docbox's roles open; the flush script with its real
 * curl against two loopback servers that answer like Docbox; delete-tenant and the memory commands
 * against stand-ins. Each test checks what the reader reads off: the numbers, the rows per role,
 * which servers were flushed, and that a failure is never reported as "flushed".
 */
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {after, before, describe, test} from 'node:test';
import {DocboxHttpModel} from '../support/procedures/docbox-http';
import {startHttpStandIn} from '../support/procedures/http-stand-in';
import {failsLoudly, Lab, type Fault} from '../support/procedures/lab';
import {pageBlock} from '../support/procedures/page-blocks';
import {POSTGRES_MAJOR} from '../support/procedures/postgres';

const PAGE = 'docs/guides/operating/capacity-and-scaling.md';
const block = (title: string) => pageBlock(PAGE, {title});
const PSQL = `${process.env.PG_BIN ?? `/usr/lib/postgresql/${POSTGRES_MAJOR}/bin`}/psql`;

/** psql's aligned table as rows of trimmed cells (header first). */
function table(output: string): string[][] {
  return output
    .split('\n')
    .filter((line) => line.includes('|'))
    .map((line) => line.split('|').map((cell) => cell.trim()));
}

describe('the database connection budget, read as the setup user', () => {
  let lab: Lab;
  const sessions: ChildProcess[] = [];
  before(async () => {
    lab = await Lab.start({deployment: true});
  });
  after(async () => {
    for (const session of sessions) session.kill('SIGKILL');
    await lab.stop();
  });

  const values = () => ({DB_HOST: lab.pg!.host, SETUP_USER: lab.deployment!.setupUser});

  test('the limit, what the server reserves, and what is left', async () => {
    const result = await lab.run(block("Check the database's connection limit"), {assign: values(), env: lab.pgEnv});
    assert.equal(result.exit, 0, result.stderr);
    const max = Number(lab.pg!.sql('SHOW max_connections'));
    const reserved = Number(lab.pg!.sql('SHOW superuser_reserved_connections'));
    const [header, row] = table(result.stdout);
    assert.deepEqual(header, ['max_connections', 'reserved', 'for_docbox_and_others']);
    assert.deepEqual(row!.map(Number), [max, reserved, max - reserved]);
    const psql = result.calls.find((call) => call.program === 'psql')!;
    assert.equal(psql.args[psql.args.indexOf('--username') + 1], 'docbox_setup');

    // On RDS for PostgreSQL 15 and older, RDS reserves slots of its own (2 by default): they are subtracted too.
    const rds = await lab.run(block("Check the database's connection limit"), {assign: values(), env: {...lab.pgEnv, PGOPTIONS: '-c rds.rds_superuser_reserved_connections=2'}});
    assert.equal(rds.exit, 0, rds.stderr);
    assert.deepEqual(table(rds.stdout)[1]!.map(Number), [max, reserved + 2, max - reserved - 2]);
  });

  /** Holds a connection open as `role` in `database` (TCP with its password, or the socket for an IAM role). */
  const openSession = (role: string, database: string, password?: string) => {
    const host = password ? lab.pg!.host : lab.pg!.socketDir;
    const child = spawn(PSQL, ['--no-psqlrc', '--host', host, '--port', String(lab.pg!.port), '--username', role, '--dbname', database, '--command', 'SELECT pg_sleep(60)'], {
      env: {...process.env, PGPASSWORD: password ?? ''},
      stdio: 'ignore',
    });
    sessions.push(child);
  };

  const waitForSessions = async (count: number) => {
    for (let tries = 0; tries < 100; tries += 1) {
      if (Number(lab.pg!.sql(`SELECT count(*) FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(60)'`)) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the test sessions did not start');
  };

  test('connections per role and database: Docbox\'s roles counted, their state hidden until the login is in pg_monitor', async () => {
    const {root, tenants} = lab.deployment!;
    const local = tenants.find((tenant) => tenant.password)!;
    const acme = tenants.find((tenant) => !tenant.password)!;
    openSession(root.role, 'docbox', root.password);
    openSession(local.role, local.dbName, local.password);
    openSession(local.role, local.dbName, local.password);
    openSession(acme.role, acme.dbName);
    // Not Docbox's: the cluster's own database.
    openSession('postgres', 'postgres');
    await waitForSessions(5);

    const run = async () => {
      const result = await lab.run(block('Connections per role and database'), {assign: values(), env: lab.pgEnv});
      assert.equal(result.exit, 0, result.stderr);
      const [header, ...rows] = table(result.stdout);
      assert.deepEqual(header, ['role', 'database', 'connections', 'active', 'idle', 'state_hidden']);
      return rows.map((row) => row.join(' '));
    };

    // The setup user (CREATEDB CREATEROLE, not a superuser) sees every connection, not its state.
    assert.deepEqual(await run(), [
      `${local.role} ${local.dbName} 2 0 0 2`,
      `${acme.role} ${acme.dbName} 1 0 0 1`,
      `${root.role} docbox 1 0 0 1`,
    ]);

    lab.pg!.sql(`GRANT pg_monitor TO ${lab.deployment!.setupUser}`);
    try {
      assert.deepEqual(await run(), [
        `${local.role} ${local.dbName} 2 2 0 0`,
        `${acme.role} ${acme.dbName} 1 1 0 0`,
        `${root.role} docbox 1 1 0 0`,
      ]);
    } finally {
      lab.pg!.sql(`REVOKE pg_monitor FROM ${lab.deployment!.setupUser}`);
    }
  });
});

describe('flushing the caches of every server', () => {
  let lab: Lab;
  let first: DocboxHttpModel;
  let second: DocboxHttpModel;
  const API_KEY = 'the-api-key';
  const servers = () => `${first.url} ${second.url}`;
  const flush = (assign: Record<string, string> = {}, fault?: Fault) => lab.runScript(block('flush-docbox-caches.sh'), [], {assign: {DOCBOX_API_KEY: API_KEY, SERVERS: servers(), ...assign}, fault});

  before(async () => {
    lab = await Lab.start();
    first = new DocboxHttpModel({apiKey: API_KEY, tenants: []});
    second = new DocboxHttpModel({apiKey: API_KEY, tenants: []});
    await first.start();
    await second.start();
  });
  after(async () => {
    await first.server!.close();
    await second.server!.close();
    await lab.stop();
  });

  const reset = () => {
    for (const server of [first, second]) {
      server.flushes = {tenantCache: 0, dbCache: 0};
      server.take();
    }
  };

  test('both caches of both servers are flushed, with the API key, and each server reported', async () => {
    reset();
    const result = await flush();
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(result.stdout, `flushed ${first.url}\nflushed ${second.url}\n`);
    for (const server of [first, second]) {
      assert.deepEqual(server.flushes, {tenantCache: 1, dbCache: 1});
      for (const request of server.take()) {
        assert.equal(request.method, 'POST');
        assert.equal(request.headers['x-docbox-api-key'], API_KEY);
      }
    }
  });

  test('a server that refuses the key, or does not answer, is never reported flushed, and the script stops there', async () => {
    reset();
    second.override = () => ({status: 401, body: 'Missing or invalid x-docbox-api-key'});
    try {
      const refused = await flush();
      assert.equal(refused.exit, 1);
      assert.equal(refused.stdout, `flushed ${first.url}\n`);
      assert.ok(refused.stderr.includes(`flush-tenant-cache failed on ${second.url}: Missing or invalid x-docbox-api-key; later servers not flushed`), refused.stderr);
      assert.deepEqual(second.flushes, {tenantCache: 0, dbCache: 0});
    } finally {
      second.override = undefined;
    }

    reset();
    const gone = await startHttpStandIn(() => ({}));
    await gone.close();
    const unreachable = await flush({SERVERS: `${gone.url} ${second.url}`});
    assert.equal(unreachable.exit, 1);
    assert.equal(unreachable.stdout, '');
    assert.match(unreachable.stderr, /flush-tenant-cache failed on/);
    assert.deepEqual(second.flushes, {tenantCache: 0, dbCache: 0}, 'nothing sent to the server after it');

    const none = await flush({SERVERS: ''});
    assert.equal(none.exit, 1);
    assert.match(none.stderr, /SERVERS lists no server/);
  });

  test('the flush stops with a message when any call fails', async () => {
    reset();
    const {steps} = await failsLoudly((fault) => flush({}, fault));
    assert.equal(steps, 4, 'two routes on each of two servers');
  });
});

describe('delete-tenant and the memory of a server', () => {
  let lab: Lab;
  before(async () => {
    lab = await Lab.start();
    lab.write('cli-config.json', '{}');
  });
  after(() => lab.stop());

  test('delete-tenant is called for the tenant and environment given, deleting its contents', async () => {
    lab.on('docbox-cli delete-tenant', () => ({stdout: 'deleted tenant contents\n'}));
    const result = await lab.run(pageBlock(PAGE, {contains: 'delete-tenant'}));
    assert.equal(result.exit, 0, result.stderr);
    const [call] = result.calls;
    assert.deepEqual([call!.option('config'), call!.option('env'), call!.option('tenant-id'), call!.option('delete-contents')], ['cli-config.json', 'Production', '00000000-0000-0000-0000-000000000000', 'true']);
    assert.equal(call!.option('delete-database'), undefined, 'the database stays unless asked');
  });

  test('the memory commands read every container once and the service\'s current memory', async () => {
    lab.on('docker stats', () => ({stdout: 'CONTAINER ID   NAME     CPU %     MEM USAGE / LIMIT     MEM %\nf00dcafe1234   docbox   2.50%     812.4MiB / 3.8GiB     20.88%\n'}));
    lab.on('systemctl show', (call) => (call.words[1] === 'docbox.service' && call.option('property') === 'MemoryCurrent' ? {stdout: 'MemoryCurrent=851968000\n'} : {stderr: 'unexpected\n', exit: 1}));
    const result = await lab.run(block('Memory of a Docbox container or service'));
    assert.equal(result.exit, 0, result.stderr);
    const [stats, show] = result.calls;
    assert.deepEqual([stats!.words, stats!.option('no-stream')], [['stats'], 'true']);
    assert.deepEqual(show!.words, ['show', 'docbox.service']);
    assert.match(result.stdout, /812\.4MiB/);
    assert.match(result.stdout, /MemoryCurrent=851968000/);
  });
});
