/**
 * Runs the request samples of every operation, as a reader copies them from the operation pages,
 * against Prism, a mock server that checks each request against api/docbox.json: the curl samples
 * with curl (and shellcheck), the JavaScript samples with Node, the Python samples with Python and
 * requests. A sample fails when it does not run, sends a request Prism finds invalid, gets an
 * error answer, or still holds a `<placeholder>`.
 *
 * The samples are the pages' own (src/components/RequestSamples/samples.ts, fed the operation as
 * the Markdown twins feed it); only the base URL is the mock's, set the way the connection panel
 * sets a reader's own. Between the samples and Prism sits a small recording proxy, so each test
 * can see the request the sample sent and Prism's verdict on it (its `sl-violations` header).
 */
import assert from 'node:assert/strict';
import {execFile, spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {promisify} from 'node:util';
import {sampleOperations} from '../../src/plugins/markdownTwins/openapi';
import {API_KEY_STAND_IN, curlSample, javascriptSample, pythonSample, requestModel, type RequestModel} from '../../src/components/RequestSamples/samples';

const run = promisify(execFile);
const SPEC_FILE = 'api/docbox.json';
const spec = JSON.parse(readFileSync(SPEC_FILE, 'utf8'));
const operations = sampleOperations({spec, specFile: SPEC_FILE, siteUrl: 'http://localhost', permalink: '/docs/api'});
/** Debian's Python, where `npm test` installs requests (python3-requests); any python3 elsewhere. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

type Violation = {severity: string; message: string; location?: string[]};
type Recorded = {method: string; url: string; headers: http.IncomingHttpHeaders; status: number; violations: Violation[]};

let prism: ChildProcess | undefined;
let prismOutput = '';
let proxy: http.Server | undefined;
let proxyUrl = '';
let recorded: Recorded[] = [];
const workDir = mkdtempSync(path.join(tmpdir(), 'docbox-samples-'));

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startPrism(): Promise<number> {
  const port = await freePort();
  prism = spawn(path.resolve('node_modules/.bin/prism'), ['mock', '--host', '127.0.0.1', '--port', String(port), SPEC_FILE], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within 90 s:\n${prismOutput}`)), 90_000);
    const onData = (chunk: Buffer) => {
      prismOutput += chunk.toString();
      if (prismOutput.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    prism!.stdout!.on('data', onData);
    prism!.stderr!.on('data', onData);
    prism!.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism stopped (exit ${code}) before it listened; is ${SPEC_FILE} valid?\n${prismOutput}`));
    });
  });
  return port;
}

/** Forwards every request to Prism and keeps what was sent and what Prism made of it. */
async function startProxy(prismPort: number): Promise<string> {
  proxy = http.createServer((request, response) => {
    const forward = http.request(
      {host: '127.0.0.1', port: prismPort, method: request.method, path: request.url, headers: request.headers},
      (answer) => {
        const header = answer.headers['sl-violations'];
        recorded.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          status: answer.statusCode ?? 0,
          violations: typeof header === 'string' ? (JSON.parse(header) as Violation[]) : [],
        });
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', (error) => {
      response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

before(async () => {
  proxyUrl = await startProxy(await startPrism());
});

after(() => {
  prism?.kill();
  proxy?.close();
  rmSync(workDir, {recursive: true, force: true});
});

const languages = [
  {name: 'curl', file: 'sample.sh', render: curlSample, command: (file: string) => ['bash', [file]] as const},
  {name: 'JavaScript', file: 'sample.mjs', render: javascriptSample, command: (file: string) => [process.execPath, [file]] as const},
  {name: 'Python', file: 'sample.py', render: pythonSample, command: (file: string) => [PYTHON, [file]] as const},
];

/** Runs one sample in its own directory (the upload samples write their file there). */
async function runSample(language: (typeof languages)[number], code: string, label: string): Promise<Recorded> {
  const dir = mkdtempSync(path.join(workDir, 'run-'));
  writeFileSync(path.join(dir, language.file), `${code}\n`);
  recorded = [];
  const [program, args] = language.command(language.file);
  try {
    await run(program, [...args], {cwd: dir, timeout: 30_000});
  } catch (error) {
    const {stdout, stderr, code: exit} = error as {stdout?: string; stderr?: string; code?: unknown};
    const verdict = recorded.map((r) => `${r.status} ${JSON.stringify(r.violations)}`).join('; ');
    assert.fail(`${label}: the sample failed (exit ${exit}). Mock server: ${verdict || 'no request'}\n${stderr}${stdout}\n--- sample ---\n${code}`);
  }
  assert.equal(recorded.length, 1, `${label}: expected one request, the sample sent ${recorded.length}`);
  return recorded[0];
}

function checkRequest(request: Recorded, model: RequestModel, label: string) {
  const errors = request.violations.filter((violation) => violation.severity === 'Error');
  assert.deepEqual(errors, [], `${label}: the mock server found the request invalid`);
  assert.ok(request.status >= 200 && request.status < 300, `${label}: the mock answered ${request.status}`);
  assert.equal(request.method, model.method, `${label}: method`);
  assert.equal(request.url, model.url.slice(proxyUrl.length), `${label}: path and query`);
  assert.equal(request.headers['x-docbox-api-key'], API_KEY_STAND_IN, `${label}: the API key header`);
  for (const [name, value] of model.headers) {
    if (name.toLowerCase() === 'content-type') continue;
    assert.equal(request.headers[name.toLowerCase()], value, `${label}: header ${name}`);
  }
}

describe('request samples run against a mock server that validates them', () => {
  it('has every operation of the description', () => {
    assert.equal(operations.length, Object.values(spec.paths).flatMap((item) => Object.keys(item as object)).length);
  });

  it('every curl sample passes shellcheck', () => {
    for (const {operationId, operation} of operations) {
      const code = curlSample(requestModel(operation));
      const checked = spawnSync('shellcheck', ['--shell=bash', '-'], {input: code, encoding: 'utf8'});
      assert.equal(checked.error, undefined, `shellcheck could not run: ${checked.error}`);
      assert.equal(checked.status, 0, `${operationId} (curl): shellcheck\n${checked.stdout}\n${code}`);
    }
  });

  for (const language of languages) {
    describe(language.name, () => {
      for (const {operationId, operation} of operations) {
        it(operationId, async () => {
          const model = requestModel(operation, {baseUrl: proxyUrl});
          const code = language.render(model);
          const label = `${operationId} (${language.name})`;
          assert.doesNotMatch(code, /<[a-z_]+>/, `${label}: the sample still holds a placeholder`);
          checkRequest(await runSample(language, code, label), model, label);
        });
      }
    });
  }
});
