/**
 * The curl blocks of the Docker Compose guide ("Smoke test", "Create a document box") and of the
 * setup guide's create-tenant page ("Create a test document box"), read from the pages and run
 * with bash against the fake Docbox behind Prism (tests/support/api-mock/), which checks every
 * request and answer against api/docbox.json. Only the server's address is replaced
 * (http://localhost:8080, the pages' default, becomes the mock's). Each must reach the operations
 * the page says, get the status the page names, and leave the box the page's scope names.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {after, before, beforeEach, describe, it} from 'node:test';
import {exampleTenant} from '../../src/data/exampleTenant';
import {startValidatedFake, type ValidatedFake} from '../support/api-mock/validating-proxy';
import {recordRun} from '../support/procedures/lab';
import {pageBlock} from '../support/procedures/page-blocks';

const COMPOSE = 'docs/guides/getting-started/docker-compose/intro.md';
const CREATE_TENANT = 'docs/guides/setup/create-tenant.md';
const PAGE_SERVER = 'http://localhost:8080';

let mock: ValidatedFake;
let firstExchange = 0;
let problemsBefore = 0;

/** A page's bash block, run as written with `set -euo pipefail` and the mock as the server (spawned: the fake answers in this process). */
function run(page: string, title: string): Promise<{exit: number | null; stdout: string; stderr: string}> {
  const block = pageBlock(page, {lang: 'bash', title});
  assert.ok(block.code.includes(PAGE_SERVER), `${page} "${title}" no longer sends to ${PAGE_SERVER}`);
  recordRun(block);
  const child = spawn('bash', ['-c', `set -euo pipefail\n${block.code.split(PAGE_SERVER).join(mock.url)}`], {
    env: {PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('close', (exit) => {
      clearTimeout(timer);
      resolve({exit, stdout, stderr});
    }),
  );
}

/** The operations and statuses the block's requests reached, in order. */
const reached = () => mock.fake.exchanges.slice(firstExchange).map((exchange) => `${exchange.operation} ${exchange.status}`);

before(async () => {
  mock = await startValidatedFake();
});
after(async () => {
  await mock?.close();
});
beforeEach(() => {
  mock.fake.reset();
  firstExchange = mock.fake.exchanges.length;
  problemsBefore = mock.problems().length;
});

describe('the guides\' curl requests, run against a validating mock', () => {
  it('the Compose guide\'s smoke test reaches health, server details and options, each 200', async () => {
    const result = await run(COMPOSE, 'Smoke test');
    assert.equal(result.exit, 0, result.stderr);
    assert.deepEqual(reached(), ['health 200', 'server_details 200', 'options 200']);
    assert.match(result.stdout, /^HTTP\/1\.1 200/, 'curl -i prints the status line first');
    assert.deepEqual(mock.problems().slice(problemsBefore), [], 'Prism reported violations');
  });

  for (const [page, title, scope] of [
    [COMPOSE, 'Create a document box', 'user:local-test:files'],
    [CREATE_TENANT, 'Create a test document box', 'test:setup:check'],
  ] as const) {
    it(`${page} "${title}" creates the box the page names in the example tenant (201)`, async () => {
      const result = await run(page, title);
      assert.equal(result.exit, 0, result.stderr);
      assert.deepEqual(reached(), ['document_box_create 201']);
      const sent = mock.fake.exchanges.at(-1)!;
      assert.equal(sent.headers['x-tenant-id'], exampleTenant.id);
      assert.equal(sent.headers['x-tenant-env'], exampleTenant.env);
      assert.deepEqual(mock.fake.boxes(), [scope]);
      assert.deepEqual(mock.problems().slice(problemsBefore), [], 'Prism reported violations');
    });
  }
});
