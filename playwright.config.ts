import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from './tests/support/browser';

/**
 * End-to-end tests run against the production build (npm run build), served the way it is
 * hosted: by nginx with deploy/site.conf (scripts/serve/serve-nginx.sh). Where nginx is missing,
 * `docusaurus serve` stands in and the hosting tests are reported as failed, not skipped.
 */
function freePort(): number {
  if (process.env.E2E_PORT) return Number(process.env.E2E_PORT);
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}

// Playwright loads this file in every worker; the port chosen first is passed down by env.
process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const useNginx = existsSync('/usr/sbin/nginx') || Boolean(process.env.NGINX);
process.env.E2E_SERVER = useNginx ? 'nginx' : 'docusaurus';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, where a red run blocks everything; the summary names any test that needed it.
  retries: process.env.CI ? 1 : 0,
  // Three workers on two cores: a third of the suite waits on purpose (scripts and the search
  // index held back for seconds, human-speed typing), and a third worker fills those waits.
  // Measured here: 8.7 min with two workers, 7.7 min with three, the same 355 tests passing.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: process.env.CI ? [['list'], ['./tests/support/summary-reporter.ts']] : 'list',
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    viewport: {width: 1280, height: 800},
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace costs a test about 40% more CPU (DOM snapshots and screencast frames on
    // every action), measured on the axe walk; in CI only the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: {
    command: useNginx
      ? `bash scripts/serve/serve-nginx.sh build ${port}`
      : `npx docusaurus serve --no-open --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
