/**
 * The monitoring page's blocks, run as a reader runs them: the journal commands and the error
 * count against a journalctl stand-in that holds lines shaped like Docbox's JSON log
 * (tests/support/procedures/docbox-logs.ts), the CloudWatch commands against the aws stand-in, and
 * the canary and readiness scripts with their real curl and jq against a loopback server that
 * answers like Docbox (tests/support/procedures/docbox-http.ts). Each test checks what the reader
 * needs: every line the alert table names counted under that name, the box and file created with
 * the fields the server reads, "ready" only from a server that passed every step.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {DocboxHttpModel, parseMultipart} from '../support/procedures/docbox-http';
import {SERVER_EVENTS, serverEventLine, serverLogLine} from '../support/procedures/docbox-logs';
import {startHttpStandIn} from '../support/procedures/http-stand-in';
import {failsLoudly, Lab, type Fault} from '../support/procedures/lab';
import {pageBlock, pageBlocks, REPO_ROOT} from '../support/procedures/page-blocks';
import {awsError, awsOutput} from '../support/procedures/services';
import {awsExampleTenant} from '../../src/data/exampleTenant';

const PAGE = 'docs/guides/operating/monitoring-and-logs.md';
const block = (title: string) => pageBlock(PAGE, {title});

/** The alert table's log lines, read from the page: each name and whether it is marked a warning. */
function alertTable(): {name: string; level: 'ERROR' | 'WARN'}[] {
  const text = readFileSync(path.join(REPO_ROOT, PAGE), 'utf8');
  const section = text.slice(text.indexOf('## Log lines to alert on'));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  assert.ok(rows.length > 10, 'the alert table is where the test expects it');
  return rows.flatMap((row) => {
    const first = row.split(' | ')[0]!;
    const level = first.includes('(warning') ? 'WARN' : 'ERROR';
    return [...first.matchAll(/`([^`]+)`/g)].map((match) => ({name: match[1]!, level}) as const);
  });
}

const TENANT_SPANS = [{name: 'tenant', values: {tenant_id: awsExampleTenant.id, tenant_env: 'Production'}}];

describe('the journal on the API instance', () => {
  let lab: Lab;
  /** The journal: each entry's unit and its MESSAGE, which is what `-o cat` prints. */
  let journal: {unit: string; message: string}[] = [];
  before(async () => {
    lab = await Lab.start();
    lab.on('journalctl', (call) => {
      const unit = call.option('unit');
      if (!unit) return {stderr: 'journalctl (stand-in): the page reads one unit\n', exit: 3};
      const lines = journal.filter((entry) => entry.unit === unit).map((entry) => entry.message);
      if (lines.length === 0) return {stdout: call.option('quiet') === 'true' ? '' : '-- No entries --\n'};
      return {stdout: `${lines.join('\n')}\n`};
    });
  });
  after(() => lab.stop());

  const docbox = (message: string) => ({unit: 'docbox.service', message});

  test('the alert table names lines the server logs, at the level it logs them', () => {
    for (const {name, level} of alertTable()) {
      assert.ok(SERVER_EVENTS[name], `"${name}" is not a line the server logs`);
      assert.equal(SERVER_EVENTS[name]!.level, level, `"${name}" is logged at ${SERVER_EVENTS[name]!.level}`);
    }
    // The page's example line has the fields and the order of Docbox's JSON lines.
    const example = pageBlocks(PAGE).find((candidate) => candidate.lang === 'json')!;
    const parsed = JSON.parse(example.code) as Record<string, unknown>;
    assert.deepEqual(Object.keys(parsed), ['timestamp', 'level', 'fields', 'filename', 'line_number', 'span', 'spans']);
    assert.equal(Object.keys(parsed.fields as object)[0], 'message');
  });

  test('reading the log asks the journal for docbox.service, the last hour and then following', async () => {
    journal = [docbox(serverEventLine('failed to mark task as complete', {spans: TENANT_SPANS}))];
    const result = await lab.run(block('On the API instance: read the log'));
    assert.equal(result.exit, 0, result.stderr);
    const reads = result.calls.filter((call) => call.program === 'journalctl');
    assert.deepEqual(reads.map((call) => [call.option('unit'), call.option('since'), call.option('follow')]), [
      ['docbox.service', '1 hour ago', undefined],
      ['docbox.service', undefined, 'true'],
    ]);
    assert.match(result.stdout, /failed to mark task as complete/);
  });

  test('the count names every line of the alert table, "error running server" included', async () => {
    const table = alertTable();
    journal = [
      docbox('Started DocBox service.'),
      docbox(serverLogLine({level: 'INFO', message: 'started re-indexing tenant', filename: 'packages/docbox-core/src/tenant/rebuild_tenant_index.rs', line: 37, spans: TENANT_SPANS})),
      ...table.map(({name}) => docbox(serverEventLine(name, {spans: SERVER_EVENTS[name]!.level === 'ERROR' ? TENANT_SPANS : []}))),
      docbox(serverEventLine('response failed')),
      docbox(serverEventLine('response failed')),
      docbox(serverEventLine('error running server', {errorText: 'Address already in use (os error 98)'})),
      docbox('Error: Os { code: 98, kind: AddrInUse, message: "Address already in use" }'),
      {unit: 'typesense.service', message: serverEventLine('response failed')},
    ];
    const result = await lab.runScript(block('count-docbox-errors.sh'));
    assert.equal(result.exit, 0, result.stderr);
    const counted = new Map<string, number>();
    for (const line of result.stdout.trim().split('\n')) {
      const match = /^\s*(\d+) (ERROR|WARN)\t(.+)$/.exec(line);
      assert.ok(match, `an unexpected line in the count: ${line}`);
      counted.set(`${match[2]} ${match[3]}`, Number(match[1]));
    }
    const expected = new Map(table.map(({name, level}) => [`${level} ${name}`, 1]));
    expected.set('ERROR response failed', 3);
    expected.set('ERROR error running server', 2);
    assert.deepEqual(Object.fromEntries(counted), Object.fromEntries(expected));
    assert.equal(result.stdout.split('\n')[0]!.trim(), '3 ERROR\tresponse failed', 'the most frequent first');
    const read = result.calls.find((call) => call.program === 'journalctl')!;
    assert.deepEqual([read.option('unit'), read.option('since'), read.option('output'), read.option('quiet')], ['docbox.service', 'today', 'cat', 'true']);
  });

  test('a journal without errors says so; an empty journal is an error', async () => {
    journal = [docbox(serverLogLine({level: 'INFO', message: 'started re-indexing tenant', filename: 'packages/docbox-core/src/tenant/rebuild_tenant_index.rs', line: 37}))];
    const quiet = await lab.runScript(block('count-docbox-errors.sh'));
    assert.equal(quiet.exit, 0, quiet.stderr);
    assert.equal(quiet.stdout, 'no errors or warnings from docbox.service since today\n');

    journal = [];
    const empty = await lab.runScript(block('count-docbox-errors.sh'));
    assert.notEqual(empty.exit, 0);
    assert.match(empty.stderr, /the journal has no lines from docbox\.service since today/);
  });

  test('the count stops with a message when reading the journal fails or finds nothing', async () => {
    journal = [docbox(serverEventLine('response failed')), docbox(serverEventLine('failed to upload file'))];
    const run = (fault?: Fault) => lab.runScript(block('count-docbox-errors.sh'), [], {fault});
    const good = await run();
    // jq finding no error lines is a quiet journal, which the script reports and accepts.
    await failsLoudly(run, {emptyIsFine: [good.calls.findIndex((call) => call.program === 'jq')]});
  });
});

describe('the CloudWatch log group and stream', () => {
  let lab: Lab;
  const groups = new Map<string, Set<string>>();
  before(async () => {
    lab = await Lab.start();
    lab.on('aws logs create-log-group', (call) => {
      const name = call.option('log-group-name')!;
      if (groups.has(name)) return awsError('CreateLogGroup', 'ResourceAlreadyExistsException', 'The specified log group already exists');
      groups.set(name, new Set());
      return awsOutput(call, {});
    });
    lab.on('aws logs create-log-stream', (call) => {
      const group = groups.get(call.option('log-group-name')!);
      if (!group) return awsError('CreateLogStream', 'ResourceNotFoundException', 'The specified log group does not exist.');
      group.add(call.option('log-stream-name')!);
      return awsOutput(call, {});
    });
  });
  after(() => lab.stop());

  test('the group and the server\'s stream exist afterwards, in the account and region named', async () => {
    const result = await lab.run(block('Create the log group and stream for the export'));
    assert.equal(result.exit, 0, result.stderr);
    assert.deepEqual([...groups].map(([group, streams]) => [group, [...streams]]), [['/docbox/api', ['api-1']]]);
    for (const call of result.calls) assert.deepEqual([call.option('profile'), call.option('region')], ['docbox-admin', 'ap-southeast-2']);
  });
});

describe('the readiness canary and check, against a server that answers like Docbox', () => {
  let lab: Lab;
  let docbox: DocboxHttpModel;
  const API_KEY = 'the-api-key';
  const values = () => ({SERVER_URL: docbox.url, DOCBOX_API_KEY: API_KEY, TENANT_ID: awsExampleTenant.id, TENANT_ENV: awsExampleTenant.env});
  let fileId = '';

  before(async () => {
    lab = await Lab.start();
    docbox = new DocboxHttpModel({apiKey: API_KEY, tenants: [{id: awsExampleTenant.id, env: awsExampleTenant.env}]});
    await docbox.start();
  });
  after(async () => {
    await docbox.server!.close();
    await lab.stop();
  });

  const assertTenantHeaders = (requests: {headers: Record<string, unknown>}[]) => {
    for (const request of requests) {
      assert.equal(request.headers['x-docbox-api-key'], API_KEY);
      assert.equal(request.headers['x-tenant-id'], awsExampleTenant.id);
      assert.equal(request.headers['x-tenant-env'], 'Production');
    }
  };

  test('the canary script creates the box and uploads the file with the fields the server reads', async () => {
    docbox.take();
    const result = await lab.runScript(block('create-readiness-canary.sh'), [], {assign: values()});
    assert.equal(result.exit, 0, result.stderr);
    const [file] = [...docbox.files.values()];
    assert.ok(file, 'a file was uploaded');
    assert.equal(result.stdout, `FILE_ID=${file.id}\n`);
    fileId = file.id;
    assert.deepEqual([file.scope, file.name, file.mime, file.content, file.folderId], ['monitoring:readiness', 'readiness.txt', 'text/plain', 'docbox readiness canary\n', docbox.boxes.get('monitoring:readiness')!.rootId]);

    const [create, upload, ...rest] = docbox.take();
    assert.equal(rest.length, 0);
    assertTenantHeaders([create!, upload!]);
    assert.equal(`${create!.method} ${create!.path}`, 'POST /box');
    assert.match(String(create!.headers['content-type']), /^application\/json/);
    assert.deepEqual(JSON.parse(create!.body), {scope: 'monitoring:readiness'});
    assert.equal(`${upload!.method} ${upload!.path}`, 'POST /box/monitoring:readiness/file');
    const parts = parseMultipart(upload!)!;
    assert.deepEqual(parts.map((part) => [part.name, part.filename, part.contentType]), [['name', undefined, undefined], ['folder_id', undefined, undefined], ['file', 'readiness.txt', 'text/plain']]);
    assert.ok(!existsSync(path.join(lab.dir, 'readiness.txt')), 'the local copy is removed');
  });

  test('a second run stops at the existing box, and a wrong key at the first call', async () => {
    docbox.take();
    const again = await lab.runScript(block('create-readiness-canary.sh'), [], {assign: values()});
    assert.notEqual(again.exit, 0);
    assert.match(again.stderr, /creating the box monitoring:readiness failed \(409: it exists already\)/);
    assert.deepEqual(docbox.take().map((request) => request.path), ['/box'], 'nothing uploaded');

    const wrongKey = await lab.runScript(block('create-readiness-canary.sh'), [], {assign: {...values(), DOCBOX_API_KEY: 'not-the-key'}});
    assert.notEqual(wrongKey.exit, 0);
    assert.match(wrongKey.stderr, /401/);
    docbox.take();
  });

  test('the canary script stops with a message when a step fails or answers nothing', async () => {
    const saved = {boxes: new Map(docbox.boxes), files: new Map(docbox.files)};
    await failsLoudly((fault) => {
      docbox.boxes.clear();
      docbox.files.clear();
      return lab.runScript(block('create-readiness-canary.sh'), [], {assign: values(), fault});
    });
    docbox.boxes = saved.boxes;
    docbox.files = saved.files;
    docbox.take();
  });

  const ready = (assign: Record<string, string> = {}, fault?: Fault) => lab.runScript(block('docbox-ready.sh'), [], {assign: {...values(), FILE_ID: fileId, ...assign}, fault});

  test('a server that passes every step is "ready", through the root, the tenant database, the bucket and the index', async () => {
    docbox.take();
    const result = await ready();
    assert.equal(result.exit, 0, result.stderr);
    assert.equal(result.stdout, 'ready\n');
    assert.equal(result.stderr, '');
    const requests = docbox.take();
    assert.deepEqual(requests.map((request) => `${request.method} ${request.path}`), [
      'POST /admin/flush-tenant-cache',
      'GET /admin/tenant-stats',
      `GET /box/monitoring:readiness/file/${fileId}/raw`,
      'POST /box/monitoring:readiness/search',
    ]);
    assertTenantHeaders(requests);
    assert.match(String(requests[3]!.headers['content-type']), /^application\/json/);
    assert.deepEqual(JSON.parse(requests[3]!.body), {query: 'readiness', include_name: true});

    const noFlush = await ready({FLUSH_TENANT_CACHE: 'no'});
    assert.equal(noFlush.stdout, 'ready\n');
    assert.ok(!docbox.take().some((request) => request.path.startsWith('/admin/flush')), 'FLUSH_TENANT_CACHE=no leaves the cache alone');
  });

  /** Runs the check with one route answering otherwise; it must print nothing on stdout and say why. */
  const notReady = async (route: string, answer: {status?: number; body?: string | object; headers?: Record<string, string>}, why: RegExp) => {
    docbox.override = (request) => (request.path.split('?')[0]!.endsWith(route) ? answer : undefined);
    try {
      const result = await ready();
      assert.equal(result.exit, 1, `${route} answering ${JSON.stringify(answer)}: ${result.stdout}`);
      assert.equal(result.stdout, '', 'no "ready"');
      assert.match(result.stderr, why);
    } finally {
      docbox.override = undefined;
      docbox.take();
    }
  };

  test('an error status, an empty answer or a foreign answer at any step is "not ready", with the reason', async () => {
    await notReady('/flush-tenant-cache', {status: 500, body: {reason: 'internal server error'}}, /not ready: flushing the tenant cache failed/);
    await notReady('/tenant-stats', {status: 500, body: {reason: 'internal server error'}}, /not ready: database: tenant stats failed: \{"reason":"internal server error"\}/);
    await notReady('/tenant-stats', {body: ''}, /not ready: database: tenant stats answered without a file count/);
    await notReady('/tenant-stats', {body: '<html>502 Bad Gateway</html>'}, /not ready: database: tenant stats did not answer JSON/);
    await notReady('/raw', {status: 500, body: {reason: 'internal server error'}}, /not ready: storage: reading the canary failed/);
    await notReady('/raw', {body: ''}, /not ready: storage: the canary's content is not what was uploaded/);
    await notReady('/raw', {status: 404, body: {reason: 'unknown file'}}, /not ready: storage: reading the canary failed: \{"reason":"unknown file"\}/);
    await notReady('/search', {status: 500, body: {reason: 'internal server error'}}, /not ready: search: the search failed/);
    await notReady('/search', {body: ''}, /not ready: search: the answer has no total_hits/);
    await notReady('/search', {body: {total_hits: null, results: []}}, /not ready: search: the answer has no total_hits/);
    await notReady('/search', {body: {results: []}}, /not ready: search: the answer has no total_hits/);
    await notReady('/search', {body: {total_hits: 0, results: []}}, /not ready: search: the canary was not found/);
    await notReady('/search', {body: 'Service Unavailable', headers: {'content-type': 'text/html'}}, /not ready: search: the search did not answer JSON/);
  });

  test('a wrong API key, a wrong tenant and a server that does not answer are "not ready"', async () => {
    const wrongKey = await ready({DOCBOX_API_KEY: 'not-the-key'});
    assert.equal(wrongKey.exit, 1);
    assert.match(wrongKey.stderr, /not ready: flushing the tenant cache failed/);
    const wrongEnv = await ready({TENANT_ENV: 'Development', FLUSH_TENANT_CACHE: 'no'});
    assert.equal(wrongEnv.exit, 1);
    assert.match(wrongEnv.stderr, /not ready: database: tenant stats failed: \{"reason":"tenant not found"\}/);
    docbox.take();

    const closed = await startHttpStandIn(() => ({}));
    await closed.close();
    const refused = await ready({SERVER_URL: closed.url});
    assert.equal(refused.exit, 1);
    assert.equal(refused.stdout, '');
    assert.match(refused.stderr, /Failed to connect|Couldn't connect/);
    assert.match(refused.stderr, /not ready: flushing the tenant cache failed/);
  });

  test('the check stops with a message when any step fails or answers nothing', async () => {
    const {steps} = await failsLoudly((fault) => ready({}, fault));
    assert.equal(steps, 6, 'flush, tenant stats and its jq, raw file, search and its jq');
    docbox.take();
  });

  test('the scripts name their values at the top, as the page says to edit them', () => {
    for (const title of ['create-readiness-canary.sh', 'docbox-ready.sh']) {
      const code = block(title).code;
      assert.match(code, /^#!\/usr\/bin\/env bash\n/);
      assert.match(code, /\nset -euo pipefail\n/);
    }
  });
});
