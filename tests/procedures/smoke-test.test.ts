/**
 * The smoke test of docs/guides/operating/smoke-test.md, read from the page (never a copy) and run
 * with bash against the fake Docbox behind Prism in proxy mode (tests/support/api-mock/), which
 * checks every request and answer against api/docbox.json. It must pass against a server without
 * an API key and one with a key, print what the page's "Output" block shows (the mock's address
 * read as http://localhost:8080; the box's name, the IDs and the seconds differ on every run),
 * and, with each step failing in turn, stop with a message naming that step and a non-zero status,
 * and leave no box behind. The page's "Run it" blocks are run as written, with only the server's
 * address replaced.
 */
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, beforeEach, describe, it} from 'node:test';
import type {Fault} from '../support/api-mock/docbox-fake';
import {startValidatedFake, type ValidatedFake} from '../support/api-mock/validating-proxy';
import {recordRun} from '../support/procedures/lab';
import {pageBlock} from '../support/procedures/page-blocks';

const PAGE = 'docs/guides/operating/smoke-test.md';

/**
 * The run with the page's defaults needs a network namespace (`unshare -rn`, and `ip` to bring its
 * loopback up). Where the machine does not allow one, it is skipped with that reason on a
 * developer's machine, and fails in CI (CI set), so that a CI run never drops it silently.
 */
const NETNS_PROBLEM = (() => {
  const probe = spawnSync('unshare', ['-rn', 'ip', 'link', 'set', 'lo', 'up'], {encoding: 'utf8'});
  return probe.status === 0 ? null : `unshare -rn with ip link set lo up is not possible here: ${(probe.stderr || probe.error?.message || '').trim()}`;
})();
const NETNS_SKIP: string | false = NETNS_PROBLEM && !process.env.CI ? NETNS_PROBLEM : false;
if (NETNS_PROBLEM && process.env.CI) throw new Error(`${NETNS_PROBLEM}; CI must run the smoke test with the page's defaults`);

/** A block of the page by language and title; the shell blocks count as run for tests/procedures/run.ts. */
function block(lang: string, name: string): string {
  const found = pageBlock(PAGE, {lang, title: name});
  if (lang === 'bash') recordRun(found);
  return found.code;
}

const script = block('bash', 'docbox-smoke.sh');
const expectedOutput = block('text', 'Output');
const makeExecutable = block('bash', 'Make the script executable');
const runOnCompose = block('bash', 'Against the Docker Compose stack');
const runWithKey = block('bash', 'Against a server with an API key');
const STEPS = ['server', 'create box', 'upload', 'processing', 'search', 'download', 'delete box'];

let mock: ValidatedFake;
const dir = mkdtempSync(path.join(tmpdir(), 'docbox-smoke-'));
let problemsBefore = 0;

type Run = {exit: number | null; stdout: string; stderr: string; ms: number};

/** Runs shell code in the scratch directory with a clean environment plus `env`. */
function runBash(code: string, env: Record<string, string> = {}, input = ''): Promise<Run> {
  const file = path.join(dir, `run-${randomBytes(4).toString('hex')}.sh`);
  writeFileSync(file, `${code}\n`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('bash', [file], {
      cwd: dir,
      env: {PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, TMPDIR: dir, LANG: 'C.UTF-8', SERVER_URL: mock.url, ...env},
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (exit) => {
      clearTimeout(timer);
      rmSync(file, {force: true});
      resolve({exit, stdout, stderr, ms: Date.now() - started});
    });
    // A script that exits before it reads its input closes the pipe first: EPIPE, not a failure.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
    child.stdin.end(input);
  });
}

/** The script as the reader saved it, run with `./docbox-smoke.sh`. */
const runScript = (env: Record<string, string> = {}) => runBash('./docbox-smoke.sh', env);

/** The output with what changes from run to run replaced, and the mock's address read as the default one. */
function normalize(text: string): string {
  return text
    .split(mock.url)
    .join('http://localhost:8080')
    .replace(/smoketest\d{15}/g, 'smoketest<word>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
    .replace(/after \d+ s\b/g, 'after <n> s')
    .trim();
}

const newProblems = () => mock.problems().slice(problemsBefore);

before(async () => {
  // The first look at the task always finds it Pending, so the script's wait loop runs.
  mock = await startValidatedFake({processingDelayMs: 200, minPendingReads: 1});
  writeFileSync(path.join(dir, 'docbox-smoke.sh'), `${script}\n`);
  const chmod = await runBash(makeExecutable);
  assert.equal(chmod.exit, 0, `"Make the script executable" failed: ${chmod.stderr}`);
});

after(async () => {
  await mock?.close();
  rmSync(dir, {recursive: true, force: true});
});

beforeEach(() => {
  mock.fake.clearFaults();
  mock.fake.setApiKey(undefined);
  problemsBefore = mock.problems().length;
});

describe('the smoke test of the operating guide, run against a validating mock', () => {
  it('is a bash script that takes its values from the lines at its top or the environment', () => {
    assert.match(script, /^#!\/usr\/bin\/env bash\n/, 'the script does not start with #!/usr/bin/env bash');
    assert.match(script, /^set -euo pipefail$/m);
    assert.match(script, /^trap cleanup EXIT$/m, 'the script has no EXIT trap');
    for (const name of ['SERVER_URL', 'TENANT_ID', 'TENANT_ENV', 'DOCBOX_API_KEY', 'PROCESSING_TIMEOUT', 'SEARCH_TIMEOUT']) {
      assert.match(script, new RegExp(`^${name}=\\$\\{${name}:-[^}]*\\}$`, 'm'), `the script does not set ${name} as NAME=\${NAME:-default}`);
    }
    assert.match(script, /^DOCBOX_API_KEY=\$\{DOCBOX_API_KEY:-\}$/m, 'the API key must default to none, as in the Compose stack');
  });

  it('passes with nothing but the page\'s own defaults: a server on the default port, the example tenant, no key', {skip: NETNS_SKIP}, async () => {
    // The script as the page prints it, run in a network namespace where a fake Docbox
    // listens on the port the server takes by default, not on a port the test chose.
    const run = await new Promise<{exit: number | null; stdout: string; stderr: string}>((resolve) => {
      const child = spawn('unshare', ['-rn', process.execPath, '--import', 'tsx', path.join(__dirname, '../support/procedures/default-port-smoke.ts'), path.join(dir, 'docbox-smoke.sh')], {cwd: path.join(__dirname, '../..')});
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (exit) => resolve({exit, stdout, stderr}));
    });
    assert.equal(run.exit, 0, `the run in the namespace failed:\n${run.stderr}`);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {exit: number; stdout: string; stderr: string; port: number; requests: number; problems: string[]; boxes: string[]};
    assert.equal(result.exit, 0, `the script failed with its own defaults:\n${result.stdout}\n${result.stderr}`);
    assert.equal(result.stderr, '');
    assert.match(result.stdout, new RegExp(`http://localhost:${result.port}\\b`), 'the script does not name the server\'s default address');
    assert.equal(normalize(result.stdout), normalize(expectedOutput), 'the page\'s Output block is not what the script prints with its defaults');
    assert.ok(result.requests > 0);
    assert.deepEqual(result.problems, [], 'Prism reported violations');
    assert.deepEqual(result.boxes, [], 'the box is still there');
    console.log(`Smoke test with the page's defaults: passed against localhost:${result.port} in a network namespace, ${result.requests} requests.`);
  });

  it('passes against a server without an API key and prints the page\'s output', async () => {
    const firstExchange = mock.fake.exchanges.length;
    const run = await runBash(runOnCompose);
    assert.equal(run.exit, 0, `the script failed:\n${run.stdout}\n${run.stderr}`);
    assert.equal(run.stderr, '', 'a passing run prints nothing on standard error');
    assert.equal(normalize(run.stdout), normalize(expectedOutput), `the page's Output block is not what the script prints. It printed:\n${run.stdout}`);
    assert.equal(run.stdout.trim().split('\n').length, STEPS.length + 2, 'a title line, one line per step and the verdict');
    assert.deepEqual(newProblems(), [], 'Prism reported violations');
    assert.deepEqual(mock.fake.boxes(), [], 'the box is still there');
    assert.deepEqual(mock.fake.counts(), {boxes: 0, folders: 0, files: 0, links: 0, tasks: 0, presigned: 0}, 'something is left behind');
    const sent = mock.fake.exchanges.slice(firstExchange);
    assert.deepEqual(
      [...new Set(sent.map((exchange) => exchange.operation))],
      ['server_details', 'document_box_create', 'file_upload', 'task_get', 'document_box_search', 'file_get_raw', 'document_box_delete', 'document_box_get'],
    );
    assert.ok(sent.filter((exchange) => exchange.operation === 'task_get').length >= 2, 'the script did not wait for a Pending task');
    assert.ok(sent.every((exchange) => exchange.headers['x-docbox-api-key'] === undefined), 'the script sent an API key it was not given');
    console.log(`Smoke test without an API key: passed in ${(run.ms / 1000).toFixed(1)} s, ${sent.length} requests.`);
  });

  it('passes against a server with an API key, which every request carries', async () => {
    const key = randomBytes(16).toString('hex');
    mock.fake.setApiKey(key);
    const address = /^(.*)SERVER_URL=http:\/\/docbox\.example\.internal:8080 /m;
    assert.match(runWithKey, address, 'the block no longer sets SERVER_URL=http://docbox.example.internal:8080; update the test');
    const code = runWithKey.replace(address, `$1SERVER_URL=${mock.url} `);
    const firstExchange = mock.fake.exchanges.length;
    // The block reads the key from the terminal; here it comes on standard input.
    const run = await runBash(code, {}, `${key}\n`);
    assert.equal(run.exit, 0, `the script failed:\n${run.stdout}\n${run.stderr}`);
    const printed = run.stdout.replace(/^\n/, '').replace(/tenant 8262f620-cdd6-4b80-b9a1-906df84d44f4 \(Production\)/, 'tenant 2705fc5b-591f-4464-a96b-7cf3dcae3583 (Development)');
    assert.equal(normalize(printed), normalize(expectedOutput));
    const sent = mock.fake.exchanges.slice(firstExchange);
    assert.ok(sent.length >= STEPS.length);
    assert.ok(sent.every((exchange) => exchange.headers['x-docbox-api-key'] === key), 'a request went without the API key');
    assert.ok(sent.every((exchange) => exchange.headers['x-tenant-id'] === '8262f620-cdd6-4b80-b9a1-906df84d44f4'));
    assert.deepEqual(newProblems(), []);
    assert.deepEqual(mock.fake.boxes(), []);
  });

  // Each case breaks one step; `box` says whether the box existed when it failed.
  const failures: {name: string; step: string; message: RegExp; box: boolean; faults?: Fault[]; env?: Record<string, string>; apiKey?: string}[] = [
    {name: 'no server at the address', step: 'server', message: /no answer from http:\/\/127\.0\.0\.1:\d+/, box: false, env: {SERVER_URL: 'CLOSED_PORT'}},
    {name: 'a wrong API key', step: 'server', message: /HTTP 401, expected 200: Missing or invalid x-docbox-api-key/, box: false, apiKey: 'the-right-key', env: {DOCBOX_API_KEY: 'a-wrong-key'}},
    {name: 'no API key for a server that has one', step: 'server', message: /HTTP 401, expected 200: Missing x-docbox-api-key/, box: false, apiKey: 'the-right-key'},
    {name: 'an unknown tenant', step: 'create box', message: /HTTP 400, expected 201: \{"reason":"tenant not found"\}/, box: false, env: {TENANT_ID: '00000000-0000-4000-8000-000000000000'}},
    {name: 'a database error creating the box', step: 'create box', message: /HTTP 500, expected 201: \{"reason":"internal server error"\}/, box: false, faults: [{kind: 'status', operation: 'document_box_create'}]},
    {name: 'an upload refused', step: 'upload', message: /HTTP 500, expected 200/, box: true, faults: [{kind: 'status', operation: 'file_upload'}]},
    {
      name: 'processing that fails',
      step: 'processing',
      message: /Failed: failed to upload file to storage layer: dispatch failure/,
      box: true,
      faults: [{kind: 'processing', error: 'failed to upload file to storage layer: dispatch failure'}],
    },
    {name: 'a task that stays Pending', step: 'processing', message: /still Pending after 2 s/, box: true, faults: [{kind: 'hang'}], env: {PROCESSING_TIMEOUT: '2'}},
    {name: 'the task unreadable', step: 'processing', message: /HTTP 500, expected 200/, box: true, faults: [{kind: 'status', operation: 'task_get'}]},
    {name: 'a search that fails', step: 'search', message: /HTTP 500, expected 200/, box: true, faults: [{kind: 'status', operation: 'document_box_search'}]},
    {name: 'a file missing from the index', step: 'search', message: /not found by its name after 2 s/, box: true, faults: [{kind: 'search-misses', times: 100}], env: {SEARCH_TIMEOUT: '2'}},
    {name: 'a download that fails', step: 'download', message: /HTTP 500, expected 200/, box: true, faults: [{kind: 'status', operation: 'file_get_raw'}]},
    {name: 'other bytes downloaded', step: 'download', message: /the downloaded bytes differ from the uploaded ones/, box: true, faults: [{kind: 'corrupt-download'}]},
    {name: 'a delete that fails once', step: 'delete box', message: /HTTP 500, expected 204/, box: true, faults: [{kind: 'status', operation: 'document_box_delete'}]},
  ];

  for (const failure of failures) {
    it(`fails at "${failure.step}" on ${failure.name}, and leaves no box behind`, async () => {
      const env = {...failure.env};
      let closed: http.Server | undefined;
      if (env.SERVER_URL === 'CLOSED_PORT') {
        closed = http.createServer();
        await new Promise<void>((resolve) => closed!.listen(0, '127.0.0.1', resolve));
        const {port} = closed.address() as AddressInfo;
        await new Promise((resolve) => closed!.close(resolve));
        env.SERVER_URL = `http://127.0.0.1:${port}`;
      }
      if (failure.apiKey) mock.fake.setApiKey(failure.apiKey);
      for (const fault of failure.faults ?? []) mock.fake.fail(fault);
      const run = await runScript(env);
      const index = STEPS.indexOf(failure.step) + 1;
      assert.notEqual(run.exit, 0, `the script passed although ${failure.name}:\n${run.stdout}`);
      assert.match(run.stderr, new RegExp(`^FAILED \\[${index}/${STEPS.length}\\] ${failure.step}: `, 'm'), `no message naming the step:\n${run.stderr}`);
      assert.match(run.stderr, failure.message);
      // The steps before the broken one passed, and nothing after it ran.
      const passed = run.stdout.split('\n').filter((line) => /^\[\d\/\d\] /.test(line));
      assert.deepEqual(
        passed.map((line) => line.slice(0, line.indexOf(':'))),
        STEPS.slice(0, index - 1).map((step, at) => `[${at + 1}/${STEPS.length}] ${step}`),
      );
      assert.doesNotMatch(run.stdout, /PASSED/);
      if (failure.box) assert.match(run.stderr, /^cleanup: deleted the box smoke-test:smoketest\d{15}$/m);
      else assert.doesNotMatch(run.stderr, /cleanup:/);
      assert.deepEqual(mock.fake.boxes(), [], 'the box is still there');
      assert.deepEqual(newProblems(), [], 'Prism reported violations');
    });
  }

  it('says which box it could not delete when the cleanup fails too', async () => {
    mock.fake.fail({kind: 'status', operation: 'document_box_delete', times: 2});
    const run = await runScript();
    assert.notEqual(run.exit, 0);
    assert.match(run.stderr, /^FAILED \[7\/7\] delete box: HTTP 500/m);
    const left = /^cleanup: could not delete the box (smoke-test:smoketest\d{15}) \(500\); delete it with DELETE \/box\/\1$/m.exec(run.stderr);
    assert.ok(left, `no message naming the box left behind:\n${run.stderr}`);
    assert.deepEqual(mock.fake.boxes(), [left[1]]);
    // Deleting it again, as the page says, is safe.
    const again = await runBash(`curl -sS -o /dev/null -w '%{http_code}' -X DELETE -H 'x-tenant-id: 2705fc5b-591f-4464-a96b-7cf3dcae3583' -H 'x-tenant-env: Development' "$SERVER_URL/box/${left[1]}"`);
    assert.equal(again.stdout, '204');
    assert.deepEqual(mock.fake.boxes(), []);
    assert.deepEqual(newProblems(), []);
  });
});
