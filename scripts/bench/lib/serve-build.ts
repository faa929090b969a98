import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

/**
 * Serves a build with nginx as it is hosted (scripts/serve/serve-nginx.sh) on a free port, for the
 * benchmarks; stop it with `process.kill(-server.pid)`.
 */
export async function serveBuild(buildDir: string): Promise<{url: string; server: ChildProcess}> {
  const port = await freePort();
  const server = spawn('bash', ['scripts/serve/serve-nginx.sh', buildDir, String(port)], {cwd: root, stdio: 'ignore', detached: true});
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await fetch(url).then((response) => response.ok, () => false)) return {url, server};
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not start serving ${buildDir}`);
}
