/**
 * The start, stop and restart page's blocks, run as a reader runs them: the systemd drop-in
 * written by the page and read back by a systemctl stand-in that applies it on daemon-reload; the
 * container commands against docker stand-ins; and the recovery of lost work against the lab's
 * tenant databases (the rows each statement lists or changes), with the storage event sent again
 * to an SQS stand-in and to a loopback webhook that checks what the server needs.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {startHttpStandIn} from '../support/procedures/http-stand-in';
import {failsLoudly, Lab, type Fault, type LabCall} from '../support/procedures/lab';
import {pageBlock} from '../support/procedures/page-blocks';
import {awsOutput, S3Model} from '../support/procedures/services';

const PAGE = 'docs/guides/operating/start-stop-restart.md';
const block = (title: string) => pageBlock(PAGE, {title});

/** Every aws call names the account and region. */
function assertAccount(calls: LabCall[]): void {
  for (const call of calls.filter((candidate) => candidate.program === 'aws')) {
    assert.deepEqual([call.option('profile'), call.option('region')], ['docbox-admin', 'ap-southeast-2'], `aws ${call.args.join(' ')}`);
  }
}

/** systemd's timespan format for whole seconds, as `systemctl show` prints it (120 -> 2min, 90 -> 1min 30s). */
function timespan(seconds: number): string {
  const parts = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [seconds % 60, 's'],
  ].filter(([value]) => value !== 0);
  return parts.map(([value, unit]) => `${value}${unit}`).join(' ') || '0';
}

const SIGNALS: Record<string, number> = {SIGINT: 2, SIGTERM: 15, SIGKILL: 9};

/**
 * systemd for one unit: the unit file the Terraform writes (only the keys that matter here) and the
 * drop-ins of its `.d` folder, which take effect at `daemon-reload`, as systemd does.
 */
class SystemdModel {
  loaded: Record<string, string> = {};
  dropIns: {name: string; text: string}[] = [];
  calls: string[] = [];
  readonly unit = '[Unit]\nDescription=DocBox service\n\n[Service]\nType=simple\nExecStart=/docbox/app\nRestart=always\nWorkingDirectory=/docbox\n';

  constructor(
    lab: Lab,
    private readonly dropInDir: string,
  ) {
    lab.on('systemctl daemon-reload', () => {
      this.calls.push('daemon-reload');
      this.dropIns = existsSync(this.dropInDir)
        ? readdirSync(this.dropInDir).filter((name) => name.endsWith('.conf')).sort().map((name) => ({name, text: readFileSync(path.join(this.dropInDir, name), 'utf8')}))
        : [];
      this.loaded = {};
      for (const {text} of this.dropIns) {
        let section = '';
        for (const line of text.split('\n')) {
          const header = /^\[(\w+)\]$/.exec(line.trim());
          if (header) section = header[1]!;
          const setting = /^(\w+)=(.*)$/.exec(line.trim());
          if (setting && section === 'Service') this.loaded[setting[1]!] = setting[2]!;
        }
      }
      return {};
    });
    lab.on('systemctl show', (call) => {
      if (call.words[1] !== 'docbox.service') return {stderr: `unexpected unit ${call.words[1]}\n`, exit: 1};
      const values: Record<string, string> = {
        KillSignal: String(SIGNALS[this.loaded.KillSignal ?? 'SIGTERM']),
        KillMode: this.loaded.KillMode ?? 'control-group',
        TimeoutStopUSec: timespan(Number(this.loaded.TimeoutStopSec ?? 90)),
      };
      return {stdout: call.options('property').map((name) => `${name}=${values[name]}\n`).join('')};
    });
    lab.on('systemctl cat', () => ({
      stdout: [`# /etc/systemd/system/docbox.service\n${this.unit}`, ...this.dropIns.map(({name, text}) => `# /etc/systemd/system/docbox.service.d/${name}\n${text}`)].join('\n'),
    }));
  }
}

describe('systemd sends SIGINT once the drop-in is in place', () => {
  let lab: Lab;
  let systemd: SystemdModel;
  let dropInDir: string;
  before(async () => {
    lab = await Lab.start();
    dropInDir = path.join(lab.dir, 'etc/systemd/system/docbox.service.d');
    systemd = new SystemdModel(lab, dropInDir);
  });
  after(() => lab.stop());

  test('the block writes KillSignal, KillMode and TimeoutStopSec, reloads, and systemctl shows them', async () => {
    const defaults = await lab.run(block('Check the stop settings'));
    assert.match(defaults.stdout, /^KillSignal=15\nKillMode=control-group\nTimeoutStopUSec=1min 30s\n/, 'before the drop-in: systemd\'s defaults');

    const result = await lab.run(block('On the API instance: stop Docbox with SIGINT'), {assign: {DROP_IN_DIR: dropInDir}});
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(
      readFileSync(path.join(dropInDir, 'stop-signal.conf'), 'utf8'),
      '[Service]\nKillSignal=SIGINT\nKillMode=mixed\nTimeoutStopSec=120\n',
    );
    // Written first (through sudo), then systemd reloaded (through sudo).
    const sudo = result.calls.filter((call) => call.program === 'sudo').map((call) => call.args[0]);
    assert.deepEqual(sudo, ['mkdir', 'tee', 'systemctl']);
    assert.deepEqual(systemd.calls, ['daemon-reload']);

    const check = await lab.run(block('Check the stop settings'));
    assert.equal(check.exit, 0, check.stderr);
    assert.match(check.stdout, /^KillSignal=2\nKillMode=mixed\nTimeoutStopUSec=2min\n/);
    assert.match(check.stdout, /# \/etc\/systemd\/system\/docbox\.service\.d\/stop-signal\.conf\n\[Service\]\nKillSignal=SIGINT/);
  });
});

describe('containers created and stopped with SIGINT', () => {
  let lab: Lab;
  const containers = new Map<string, {image: string; stopSignal?: string; stopTimeout?: string; envFile?: string; ports: string[]}>();
  const stops: {name: string; signal?: string; timeout?: string}[] = [];
  before(async () => {
    lab = await Lab.start();
    lab.on('docker run', (call) => {
      containers.set(call.option('name')!, {
        image: call.words[1]!,
        stopSignal: call.option('stop-signal'),
        stopTimeout: call.option('stop-timeout'),
        envFile: call.option('env-file'),
        ports: call.options('publish'),
      });
      return {stdout: 'f00dcafe\n'};
    });
    lab.on('docker inspect', (call) => {
      const container = containers.get(call.words[1]!);
      if (!container) return {stderr: `Error: No such object: ${call.words[1]}\n`, exit: 1};
      if (call.option('format') !== '{{.Config.StopSignal}}') return {stderr: 'format not modelled\n', exit: 3};
      return {stdout: `${container.stopSignal ?? ''}\n`};
    });
    lab.on('docker stop', (call) => {
      stops.push({name: call.words[1]!, signal: call.option('signal'), timeout: call.option('timeout')});
      return {stdout: `${call.words[1]}\n`};
    });
  });
  after(() => lab.stop());

  test('docker run records SIGINT and a 120-second timeout, and inspect shows it', async () => {
    const result = await lab.run(block('Create the container with a SIGINT stop'));
    assert.equal(result.exit, 0, result.stderr);
    assert.deepEqual(containers.get('docbox'), {image: 'ghcr.io/docbox-nz/docbox:0.9.3', stopSignal: 'SIGINT', stopTimeout: '120', envFile: 'docbox.env', ports: ['8080:8080']});
    assert.equal(result.calls[0]!.option('detach'), 'true');
    assert.equal(result.stdout.trim().split('\n').at(-1), 'SIGINT');
  });

  test('an existing container is stopped with SIGINT and 120 seconds', async () => {
    const result = await lab.run(block('Stop an existing container with SIGINT'));
    assert.equal(result.exit, 0, result.stderr);
    assert.deepEqual(stops, [{name: 'docbox', signal: 'SIGINT', timeout: '120'}]);
  });
});

describe('finding and recovering lost work in the tenant databases', () => {
  let lab: Lab;
  let s3: S3Model;
  const sent: {queue?: string; body: string}[] = [];
  const hostValues = () => ({DB_HOST: lab.pg!.host, DB_PORT: String(lab.pg!.port)});
  const tenantDb = (index: number) => lab.deployment!.tenants[index]!.dbName;
  const query = (sql: string, index: number) => lab.pg!.sql(sql, {database: tenantDb(index)});
  /** The seeded presigned keys of a tenant (lab tenant 1 or 2), by file name. */
  const presignedKey = (index: number, name: string) => query(`SELECT file_key FROM docbox_presigned_upload_tasks WHERE name = '${name}'`, index);

  before(async () => {
    lab = await Lab.start({deployment: true});
    s3 = new S3Model();
    s3.handle(lab);
    lab.on('aws sqs send-message', (call) => {
      sent.push({queue: call.option('queue-url'), body: call.option('message-body') ?? ''});
      return awsOutput(call, {MessageId: `msg-${sent.length}`, MD5OfMessageBody: '0'});
    });
    lab.save(block('tenant-query.sh'), hostValues());
    // A task started five minutes ago, still being processed on another server: left alone.
    for (const index of [0, 1]) {
      const scope = `${lab.deployment!.tenants[index]!.bucket}:box-two`;
      query(`INSERT INTO docbox_tasks VALUES ('00000000-0000-4000-9000-00000000000${index}', '${scope}', 'Pending', NULL, now() - interval '5 minutes', NULL)`, index);
    }
  });
  after(() => lab.stop());

  test('tenant-query.sh runs the statement in every tenant database, and stops on a failed or empty tenant list', async () => {
    const list = block('List tasks that a restart left pending');
    const result = await lab.run(list, {env: lab.pgEnv});
    assert.equal(result.exit, 0, result.stderr);
    assert.match(result.stdout, /^== docbox_acme_prod\n/);
    assert.match(result.stdout, /\n== docbox_local_dev\n/);
    for (const index of [0, 1]) {
      const stale = query(`SELECT id FROM docbox_tasks WHERE status = 'Pending' AND created_at < now() - interval '30 minutes'`, index);
      assert.ok(result.stdout.includes(stale), `the hour-old task of ${tenantDb(index)} is listed`);
      assert.ok(!result.stdout.includes(`00000000-0000-4000-9000-00000000000${index}`), 'the task of five minutes ago is not');
    }
    assert.equal((result.stdout.match(/\(1 row\)/g) ?? []).length, 2);

    const wrongPassword = await lab.run(list, {env: {...lab.pgEnv, PGPASSWORD: 'wrong'}});
    assert.notEqual(wrongPassword.exit, 0);
    assert.match(wrongPassword.stderr, /password authentication failed/);
    assert.equal(wrongPassword.calls.length, 1, 'no tenant query after the failed root query');

    const noQuery = await lab.run({text: 'bash tenant-query.sh'}, {env: lab.pgEnv});
    assert.notEqual(noQuery.exit, 0);
    assert.match(noQuery.stderr, /give the SQL statement to run/);

    await failsLoudly((fault?: Fault) => lab.run(list, {env: lab.pgEnv, fault}));
  });

  test('marking the stale tasks failed changes only those, in the form the server writes', async () => {
    const before = query(`SELECT id || ':' || status FROM docbox_tasks ORDER BY id`, 1);
    const result = await lab.run(block('Mark the pending tasks as failed (optional)'), {env: lab.pgEnv});
    assert.equal(result.exit, 0, result.stderr);
    assert.equal((result.stdout.match(/UPDATE 1/g) ?? []).length, 2, 'one task per tenant');
    for (const index of [0, 1]) {
      const rows = query(
        `SELECT status, output_data->>'error', completed_at IS NOT NULL, created_at < now() - interval '30 minutes' FROM docbox_tasks WHERE completed_at > now() - interval '1 minute' OR status = 'Pending' ORDER BY created_at`,
        index,
      );
      assert.deepEqual(rows.split('\n'), ['Failed|the server stopped before the task finished|t|t', 'Pending||f|f']);
      assert.equal(query(`SELECT count(*) FROM docbox_tasks WHERE status = 'Completed' AND output_data = '{"file": {}}'`, index), '1', 'the completed task is untouched');
    }
    assert.notEqual(before, query(`SELECT id || ':' || status FROM docbox_tasks ORDER BY id`, 1));
  });

  test('the pending presigned tasks are kept for a day and listed; completed and failed ones are not touched', async () => {
    const others = () => query(`SELECT string_agg(name || '=' || expires_at, ',' ORDER BY name) FROM docbox_presigned_upload_tasks WHERE status->>'status' <> 'Pending'`, 1);
    const untouched = others();
    const keep = await lab.run(block('Keep the pending presigned tasks for another day'), {env: lab.pgEnv});
    assert.equal(keep.exit, 0, keep.stderr);
    assert.equal((keep.stdout.match(/UPDATE 2/g) ?? []).length, 2, 'the expired and the open pending task of each tenant');
    for (const index of [0, 1]) {
      assert.equal(query(`SELECT string_agg(name, ',' ORDER BY name) FROM docbox_presigned_upload_tasks WHERE expires_at > now() + interval '23 hours'`, index), 'expired.pdf,open.pdf');
    }
    assert.equal(others(), untouched);
    // A task that already expires later than a day from now is not brought forward.
    query(`UPDATE docbox_presigned_upload_tasks SET expires_at = now() + interval '3 days' WHERE name = 'open.pdf'`, 1);
    const again = await lab.run(block('Keep the pending presigned tasks for another day'), {env: lab.pgEnv});
    assert.equal(again.exit, 0, again.stderr);
    assert.equal(query(`SELECT expires_at > now() + interval '2 days' FROM docbox_presigned_upload_tasks WHERE name = 'open.pdf'`, 1), 't');

    const list = await lab.run(block('List pending presigned uploads'), {env: lab.pgEnv});
    assert.equal(list.exit, 0, list.stderr);
    assert.equal((list.stdout.match(/\| expired\.pdf\s/g) ?? []).length, 2, list.stdout);
    assert.equal((list.stdout.match(/\| open\.pdf\s/g) ?? []).length, 2, list.stdout);
    assert.doesNotMatch(list.stdout, /notes\.txt|broken\.pdf/);
  });

  test('head-object tells an uploaded object from one never uploaded', async () => {
    const key = presignedKey(1, 'expired.pdf');
    s3.put('docbox-acme-prod', key, 'pdf bytes');
    const there = await lab.run(block('Is the object there?'), {assign: {BUCKET: 'docbox-acme-prod', KEY: key}});
    assert.equal(there.exit, 0, there.stderr);
    assert.equal(JSON.parse(there.stdout).ContentLength, 9);
    assertAccount(there.calls);
    const missing = await lab.run(block('Is the object there?'), {assign: {BUCKET: 'docbox-acme-prod', KEY: presignedKey(1, 'open.pdf')}});
    assert.notEqual(missing.exit, 0);
    assert.match(missing.stderr, /Not Found/);
  });

  test('the SQS event names the bucket and the URL-encoded key that the server decodes to the pending task', async () => {
    const script = block('resend-upload-event-sqs.sh');
    const key = presignedKey(1, 'expired.pdf');
    const assign = {...hostValues(), BUCKET: 'docbox-acme-prod', KEY: key};
    sent.length = 0;
    const result = await lab.runScript(script, [], {assign, env: lab.pgEnv});
    assert.equal(result.exit, 0, result.stderr);
    assert.match(result.stdout, /sent the event for .* \(message msg-1\)/);
    assertAccount(result.calls);
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.queue, 'https://sqs.ap-southeast-2.amazonaws.com/123456789012/docbox-s3-upload-queue');
    assert.ok(!sent[0]!.body.includes('\n'), 'one line of JSON');
    // What the server does with it: Records[0].s3.bucket.name and .object.key, the key URL-decoded.
    const event = JSON.parse(sent[0]!.body) as {Records: {s3: {bucket: {name: string}; object: {key: string}}}[]};
    const {bucket, object} = event.Records[0]!.s3;
    assert.equal(bucket.name, 'docbox-acme-prod');
    assert.ok(!/[:/]/.test(object.key), `the key is URL-encoded: ${object.key}`);
    assert.equal(decodeURIComponent(object.key), key);
    assert.equal(lab.pg!.sql(`SELECT db_name FROM docbox_tenants WHERE s3_name = '${bucket.name}'`, {database: 'docbox'}), 'docbox_acme_prod');
    assert.equal(query(`SELECT name FROM docbox_presigned_upload_tasks WHERE file_key = '${decodeURIComponent(object.key)}' AND status->>'status' = 'Pending'`, 1), 'expired.pdf');

    // A key with characters S3 sends encoded (a space and a % in the scope): the server decodes it back to the pending task.
    const folder = query(`SELECT id FROM docbox_folders WHERE name = 'Root' AND document_box LIKE '%:box-two'`, 1);
    const odd = 'docbox-acme-prod:case 7%/00000000-0000-4000-8000-00000000c0df_odd.pdf';
    query(
      `INSERT INTO docbox_boxes VALUES ('docbox-acme-prod:case 7%', now());
       INSERT INTO docbox_presigned_upload_tasks (id, status, name, mime, size, document_box, folder_id, file_key, created_at, expires_at, created_by)
       VALUES ('00000000-0000-4000-8000-00000000c0de', '{"status": "Pending"}', 'odd.pdf', 'application/pdf', 10, 'docbox-acme-prod:case 7%', '${folder}', '${odd}', now(), now() + interval '20 minutes', NULL);`,
      1,
    );
    const oddResult = await lab.runScript(script, [], {assign: {...assign, KEY: odd}, env: lab.pgEnv});
    assert.equal(oddResult.exit, 0, oddResult.stderr);
    const oddKey = (JSON.parse(sent.at(-1)!.body) as typeof event).Records[0]!.s3.object.key;
    assert.match(oddKey, /^docbox-acme-prod%3Acase%207%25%2F/);
    assert.equal(query(`SELECT name FROM docbox_presigned_upload_tasks WHERE file_key = '${decodeURIComponent(oddKey)}' AND status->>'status' = 'Pending'`, 1), 'odd.pdf');

    // A completed task, a key no task has, a bucket no tenant has: nothing is sent.
    for (const [values, message] of [
      [{KEY: presignedKey(1, 'notes.txt')}, /is 'Completed', not Pending: not sending/],
      [{KEY: 'docbox-acme-prod:box-one/nothing.pdf'}, /is 'not there', not Pending/],
      [{BUCKET: 'docbox-other'}, /no tenant has the bucket docbox-other/],
    ] as const) {
      const refused = await lab.runScript(script, [], {assign: {...assign, ...values}, env: lab.pgEnv});
      assert.notEqual(refused.exit, 0);
      assert.match(refused.stderr, message);
      assert.ok(!refused.calls.some((call) => call.program === 'aws'), 'no event sent');
    }
    await failsLoudly((fault) => lab.runScript(script, [], {assign, env: lab.pgEnv, fault}));
  });

  test('the webhook event is posted as JSON with the API key the server asks for', async () => {
    const script = block('resend-upload-event-webhook.sh');
    let serverKey: string | undefined = 'the-key';
    const server = await startHttpStandIn((request) => {
      // The server's API key layer, then axum's Json extractor, then parse_bucket_message.
      if (serverKey && request.headers['x-docbox-api-key'] !== serverKey) return {status: 401, body: 'Missing or invalid x-docbox-api-key'};
      if (request.method !== 'POST' || request.path !== '/webhook/s3') return {status: 404};
      if (request.headers['content-type'] !== 'application/json') return {status: 415, body: 'Expected request with `Content-Type: application/json`'};
      const event = JSON.parse(request.body) as {Records?: {s3?: {bucket?: {name?: string}; object?: {key?: string}}}[]};
      return event.Records?.[0]?.s3?.bucket?.name && event.Records[0].s3.object?.key ? {status: 200} : {status: 500};
    });
    try {
      const key = presignedKey(0, 'expired.pdf');
      const assign = {...hostValues(), SETUP_USER: lab.deployment!.setupUser, BUCKET: 'docbox-local-dev', KEY: key, SERVER_URL: server.url};
      const result = await lab.runScript(script, [], {assign, env: lab.pgEnv, stdin: 'the-key\n'});
      assert.equal(result.exit, 0, result.stderr);
      assert.match(result.stdout, /delivered the event/);
      const request = server.requests.at(-1)!;
      assert.equal(request.headers['x-docbox-api-key'], 'the-key');
      const event = JSON.parse(request.body) as {Records: {s3: {bucket: {name: string}; object: {key: string}}}[]};
      assert.equal(event.Records[0]!.s3.bucket.name, 'docbox-local-dev');
      assert.equal(decodeURIComponent(event.Records[0]!.s3.object.key), key);

      const wrongKey = await lab.runScript(script, [], {assign, env: lab.pgEnv, stdin: 'not-the-key\n'});
      assert.notEqual(wrongKey.exit, 0);
      assert.match(wrongKey.stderr, /401/);
      assert.doesNotMatch(wrongKey.stdout, /delivered/);

      serverKey = undefined;
      const noKey = await lab.runScript(script, [], {assign, env: lab.pgEnv, stdin: '\n'});
      assert.equal(noKey.exit, 0, noKey.stderr);
      assert.equal(server.requests.at(-1)!.headers['x-docbox-api-key'], undefined, 'no key header when the server has none');

      await failsLoudly((fault) => lab.runScript(script, [], {assign, env: lab.pgEnv, stdin: '\n', fault}));
    } finally {
      await server.close();
    }
  });
});
