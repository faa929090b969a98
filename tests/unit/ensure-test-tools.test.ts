import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';

const script = path.resolve(__dirname, '../../scripts/checks/ensure-test-tools.sh');

function run(env: Record<string, string>) {
  const started = Date.now();
  const result = spawnSync('bash', [script], {
    env: {...process.env, TEST_TOOLS_INSTALL: 'never', ...env},
    encoding: 'utf8',
  });
  return {...result, seconds: (Date.now() - started) / 1000};
}

test('a CHROMIUM_PATH that is not there stops the tests at once, naming it', () => {
  const result = run({CHROMIUM_PATH: '/nonexistent/chromium'});
  assert.equal(result.status, 1);
  assert.match(result.stderr, /CHROMIUM_PATH=\/nonexistent\/chromium is not an executable file/);
  assert.ok(result.seconds < 10, `took ${result.seconds}s`);
});

test('a missing nginx stops the tests with the one command that installs it', () => {
  // Any executable stands in for the browser, so only nginx is missing.
  const result = run({NGINX: '/nonexistent/nginx', CHROMIUM_PATH: process.execPath});
  assert.equal(result.status, 1);
  assert.match(result.stderr, /The tests need: nginx/);
  assert.match(result.stderr, /sudo apt-get install -y nginx/);
});

test('a missing PostgreSQL server stops the tests with the one command that installs it', () => {
  const result = run({PG_BIN: '/nonexistent/postgresql/bin', CHROMIUM_PATH: process.execPath});
  assert.equal(result.status, 1);
  assert.match(result.stderr, /The tests need: postgresql-15/);
  assert.match(result.stderr, /sudo apt-get install -y postgresql-15/);
});
