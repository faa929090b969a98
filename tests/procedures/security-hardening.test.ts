/**
 * The security hardening page's blocks, run as a reader runs them: the certificate check with the
 * real openssl against a TLS server started here with a certificate made by `openssl req`, the CA
 * bundle download with the real curl against a loopback server, the TLS query against the lab's
 * PostgreSQL (which has no TLS) while Docbox's roles hold connections, and the AWS commands against
 * stand-ins that check what they were given: the bucket policy is parsed and evaluated for requests
 * with and without TLS.
 */
import assert from 'node:assert/strict';
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import {after, before, describe, test} from 'node:test';
import {startHttpStandIn} from '../support/procedures/http-stand-in';
import {evaluate, policyProblem, type PolicyDocument} from '../support/procedures/iam';
import {failsLoudly, Lab, type LabCall} from '../support/procedures/lab';
import {pageBlock} from '../support/procedures/page-blocks';
import {awsJsonParameter, awsOutput} from '../support/procedures/services';

const PAGE = 'docs/guides/operating/security-hardening.md';
const block = (title: string) => pageBlock(PAGE, {title});

function assertAccount(calls: LabCall[]): void {
  for (const call of calls.filter((candidate) => candidate.program === 'aws')) {
    assert.deepEqual([call.option('profile'), call.option('region')], ['docbox-admin', 'ap-southeast-2'], `aws ${call.args.join(' ')}`);
  }
}

/** A TLS server on loopback presenting a self-signed certificate valid for `days`, made with openssl. */
async function tlsServer(days: number): Promise<{port: number; notAfter: string; close: () => Promise<void>}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'docbox-tls-'));
  const key = path.join(dir, 'docbox.key.pem');
  const cert = path.join(dir, 'docbox.cert.pem');
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', String(days), '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], {encoding: 'utf8'});
  assert.equal(made.status, 0, made.stderr);
  const notAfter = spawnSync('openssl', ['x509', '-noout', '-enddate', '-in', cert], {encoding: 'utf8'}).stdout.trim().replace('notAfter=', '');
  const server = tls.createServer({key: readFileSync(key), cert: readFileSync(cert)}, (socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    notAfter,
    close: () =>
      new Promise((resolve) => {
        rmSync(dir, {recursive: true, force: true});
        server.close(() => resolve());
      }),
  };
}

describe('the certificate Docbox presents', () => {
  let lab: Lab;
  before(async () => {
    lab = await Lab.start();
  });
  after(() => lab.stop());

  test('a certificate with months left passes and prints its end date; one about to expire fails', async () => {
    const fresh = await tlsServer(90);
    const expiring = await tlsServer(10);
    try {
      const assign = (port: number) => ({TLS_HOST: '127.0.0.1', TLS_PORT: String(port)});
      const good = await lab.runScript(block('check-docbox-certificate.sh'), [], {assign: assign(fresh.port)});
      assert.equal(good.exit, 0, good.stderr);
      assert.equal(good.stdout.trim(), `127.0.0.1:${fresh.port} presents a certificate valid until ${fresh.notAfter}`);

      const soon = await lab.runScript(block('check-docbox-certificate.sh'), [], {assign: assign(expiring.port)});
      assert.notEqual(soon.exit, 0);
      assert.match(soon.stdout, new RegExp(`valid until ${expiring.notAfter}`));
      assert.match(soon.stderr, /the certificate expires within 30 days: renew it and restart the servers/);

      const closedPort = expiring.port;
      await expiring.close();
      const nothing = await lab.runScript(block('check-docbox-certificate.sh'), [], {assign: assign(closedPort)});
      assert.notEqual(nothing.exit, 0);
      assert.match(nothing.stderr, new RegExp(`no TLS answer from 127\\.0\\.0\\.1:${closedPort}`));

      await failsLoudly((fault) => lab.runScript(block('check-docbox-certificate.sh'), [], {assign: assign(fresh.port), fault}));
    } finally {
      await fresh.close();
      await expiring.close().catch(() => undefined);
    }
  });

  test('the RDS CA bundle is downloaded to the file the server\'s PGSSLROOTCERT names', async () => {
    const bundle = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    const truststore = await startHttpStandIn((request) => (request.path === '/global/global-bundle.pem' ? {body: bundle} : {status: 404, body: 'Not Found'}));
    try {
      const target = path.join(lab.dir, 'docbox', 'rds-global-bundle.pem');
      lab.write('docbox/.keep', '');
      const result = await lab.run(block('Download the RDS CA bundle'), {assign: {CA_URL: `${truststore.url}/global/global-bundle.pem`, CA_FILE: target}});
      assert.equal(result.exit, 0, result.stderr);
      assert.equal(readFileSync(target, 'utf8'), bundle);
      // The file the page's dotenv block points the server at.
      assert.match(pageBlock(PAGE, {title: 'Verified TLS to Amazon RDS'}).code, /^PGSSLROOTCERT=\/docbox\/rds-global-bundle\.pem$/m);
      assert.match(block('Download the RDS CA bundle').code, /^CA_FILE=\/docbox\/rds-global-bundle\.pem$/m);

      rmSync(target);
      const missing = await lab.run(block('Download the RDS CA bundle'), {assign: {CA_URL: `${truststore.url}/global/nothing.pem`, CA_FILE: target}});
      assert.notEqual(missing.exit, 0);
      assert.match(missing.stderr, /404/);
      assert.ok(!existsSync(target), 'no file from an error page');
    } finally {
      await truststore.close();
    }
  });
});

describe('TLS to the database', () => {
  let lab: Lab;
  const sessions: ChildProcess[] = [];
  before(async () => {
    lab = await Lab.start({deployment: true});
    const {root, tenants} = lab.deployment!;
    const tenant = tenants.find((candidate) => candidate.password)!;
    // The server's connections: the root role and a tenant role, each holding one open.
    for (const [user, password, database] of [[root.role, root.password, root.database], [tenant.role, tenant.password!, tenant.dbName]]) {
      sessions.push(spawn('psql', ['--no-psqlrc', '--host', lab.pg!.host, '--port', String(lab.pg!.port), '--username', user!, '--dbname', database!, '--command', 'SELECT pg_sleep(30)'], {env: {...process.env, PGPASSWORD: password!}, stdio: 'ignore'}));
    }
    for (let i = 0; i < 50; i += 1) {
      if (lab.pg!.sql(`SELECT count(*) FROM pg_stat_activity WHERE usename IN ('${root.role}', '${tenant.role}')`) === '2') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the sessions of Docbox\'s roles did not start');
  });
  after(async () => {
    for (const session of sessions) session.kill();
    await lab.stop();
  });

  const rows = (stdout: string) =>
    stdout
      .split('\n')
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .filter((cells) => cells.length === 4 && cells[0] !== 'usename');

  test('only a login that may see other sessions lists them; without TLS every row shows f', async () => {
    const assign = {DB_HOST: lab.pg!.host, DB_ADMIN: lab.deployment!.setupUser};
    // The setup user (not the master user, no pg_read_all_stats) sees no one else's connection.
    const blind = await lab.run(block("TLS in use by Docbox's connections"), {assign, env: lab.pgEnv});
    assert.equal(blind.exit, 0, blind.stderr);
    assert.deepEqual(rows(blind.stdout), []);
    assert.match(blind.stdout, /\(0 rows\)/);

    lab.pg!.sql(`GRANT pg_read_all_stats TO ${lab.deployment!.setupUser}`);
    const result = await lab.run(block("TLS in use by Docbox's connections"), {assign, env: lab.pgEnv});
    assert.equal(result.exit, 0, result.stderr);
    const {root, tenants} = lab.deployment!;
    const tenant = tenants.find((candidate) => candidate.password)!;
    // The lab's PostgreSQL, like the compose database, has no TLS: f and no version.
    assert.deepEqual(rows(result.stdout), [
      [root.role, root.database, 'f', ''],
      [tenant.role, tenant.dbName, 'f', ''],
    ]);
  });
});

describe('AWS settings', () => {
  let lab: Lab;
  before(async () => {
    lab = await Lab.start();
  });
  after(() => lab.stop());

  test('IMDSv2 is required with a hop limit of 1 on the instance', async () => {
    const options: Record<string, string | undefined>[] = [];
    lab.on('aws ec2 modify-instance-metadata-options', (call) => {
      options.push({instance: call.option('instance-id'), tokens: call.option('http-tokens'), hops: call.option('http-put-response-hop-limit')});
      return awsOutput(call, {InstanceId: call.option('instance-id'), InstanceMetadataOptions: {State: 'pending', HttpTokens: call.option('http-tokens')}});
    });
    const result = await lab.run(block('Require IMDSv2'));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    assert.deepEqual(options, [{instance: 'i-0123456789abcdef0', tokens: 'required', hops: '1'}]);
  });

  test('the bucket blocks public access and its policy refuses every request without TLS', async () => {
    const buckets = new Map<string, {block?: Record<string, string>; policy?: PolicyDocument}>();
    const bucket = (name: string) => buckets.get(name) ?? buckets.set(name, {}).get(name)!;
    lab.on('aws s3api put-public-access-block', (call) => {
      bucket(call.option('bucket')!).block = Object.fromEntries(call.option('public-access-block-configuration')!.split(',').map((pair) => pair.split('=') as [string, string]));
      return {};
    });
    lab.on('aws s3api put-bucket-policy', (call) => {
      const parsed = awsJsonParameter(call, 'policy');
      if (!('json' in parsed)) return parsed;
      const problem = policyProblem(parsed.json, 'resource');
      if (problem) return {stderr: `\nAn error occurred (MalformedPolicy) when calling the PutBucketPolicy operation: ${problem}\n`, exit: 254};
      bucket(call.option('bucket')!).policy = parsed.json as PolicyDocument;
      return {};
    });
    const result = await lab.run(block('Block public access and require TLS'), {assign: {BUCKET: 'docbox-acme-prod'}});
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    const settings = buckets.get('docbox-acme-prod')!;
    assert.deepEqual(settings.block, {BlockPublicAcls: 'true', IgnorePublicAcls: 'true', BlockPublicPolicy: 'true', RestrictPublicBuckets: 'true'});
    // Requests over plain HTTP are denied, on the bucket and on its objects; over TLS the policy is silent.
    for (const [action, resource] of [['s3:GetObject', 'arn:aws:s3:::docbox-acme-prod/docbox-acme-prod:box/1_a.pdf'], ['s3:PutObject', 'arn:aws:s3:::docbox-acme-prod/x'], ['s3:ListBucket', 'arn:aws:s3:::docbox-acme-prod']]) {
      assert.equal(evaluate([settings.policy!], {action: action!, resource: resource!, context: {'aws:SecureTransport': 'false'}}), 'explicitDeny', `${action} without TLS`);
      assert.equal(evaluate([settings.policy!], {action: action!, resource: resource!, context: {'aws:SecureTransport': 'true'}}), 'implicitDeny', `${action} with TLS`);
    }
    // Another bucket is not touched by this bucket's policy.
    assert.equal(evaluate([settings.policy!], {action: 's3:GetObject', resource: 'arn:aws:s3:::docbox-local-dev/x', context: {'aws:SecureTransport': 'false'}}), 'implicitDeny');
  });

  test('the CloudWatch log group keeps 30 days', async () => {
    const retention = new Map<string, number>();
    lab.on('aws logs put-retention-policy', (call) => {
      retention.set(call.option('log-group-name')!, Number(call.option('retention-in-days')));
      return {};
    });
    const result = await lab.run(block('Keep CloudWatch logs for 30 days'));
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    // The group the monitoring page creates for the export.
    assert.deepEqual([...retention], [['/docbox/api', 30]]);
  });
});
