/**
 * Runs a smoke test script with nothing but the defaults it prints, inside a network namespace of
 * its own (`unshare -rn`), where the server's default port is free whatever else runs on the
 * machine: the fake Docbox behind Prism (tests/support/api-mock/) answers on
 * localhost:SERVER_DEFAULT_PORT (src/data/serverEnvVars.ts), for the guides' example tenant. Started
 * by tests/procedures/smoke-test.test.ts as
 *   unshare -rn node --import tsx tests/support/procedures/default-port-smoke.ts SCRIPT
 * and prints one JSON line: the script's exit status and output, Prism's problems, boxes left.
 */
import {spawn, spawnSync} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {SERVER_DEFAULT_PORT} from '../../../src/data/serverEnvVars';
import {startValidatedFake} from '../api-mock/validating-proxy';

async function main(): Promise<void> {
  const script = path.resolve(process.argv[2]!);
  // A new network namespace has its loopback down.
  const lo = spawnSync('ip', ['link', 'set', 'lo', 'up'], {encoding: 'utf8'});
  if (lo.status !== 0) throw new Error(`ip link set lo up: ${lo.stderr || lo.error?.message}`);
  const mock = await startValidatedFake({processingDelayMs: 200, minPendingReads: 1});
  const target = new URL(mock.url);
  // The server's default port, on IPv4 and IPv6 (localhost may be either), passed on to the mock.
  const forward = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve, reject) => forward.once('error', reject).listen({port: SERVER_DEFAULT_PORT, host: '::', ipv6Only: false}, resolve));
  try {
    const run = await new Promise<{exit: number | null; stdout: string; stderr: string}>((resolve) => {
      // No SERVER_URL, TENANT_ID, TENANT_ENV or DOCBOX_API_KEY: the script's own defaults.
      const child = spawn('bash', [script], {cwd: path.dirname(script), env: {PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: path.dirname(script), LANG: 'C.UTF-8'}});
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      child.on('close', (exit) => {
        clearTimeout(timer);
        resolve({exit, stdout, stderr});
      });
    });
    console.log(JSON.stringify({...run, port: SERVER_DEFAULT_PORT, requests: mock.fake.exchanges.length, problems: mock.problems(), boxes: mock.fake.boxes()}));
  } finally {
    forward.close();
    await mock.close();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.stack);
    process.exit(1);
  },
);
