/**
 * A throwaway PostgreSQL 15 cluster for the procedures' tests: Debian's postgresql-15 server
 * binaries, a data folder in a temporary directory, listening on a free loopback port (and a Unix
 * socket inside that directory), with password (SCRAM) logins over TCP the way a managed server
 * has them. Stopped and removed by stop(), and by a process exit hook when a test fails before.
 *
 * initdb refuses to run as root, so as root (CI) the server runs as Debian's `postgres` user.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';

export const POSTGRES_MAJOR = 15;
const BIN = process.env.PG_BIN ?? `/usr/lib/postgresql/${POSTGRES_MAJOR}/bin`;

export type Postgres = {
  host: string;
  port: number;
  /** The folder of the Unix socket (the superuser logs in there without a password). */
  socketDir: string;
  /** Runs SQL as the cluster's superuser (or another role, over TCP with its password); returns psql's unaligned output. */
  sql: (sql: string, options?: SqlOptions) => string;
  /** Like sql(), but returns psql's exit status and messages instead of throwing. */
  trySql: (sql: string, options?: SqlOptions) => {status: number; stdout: string; stderr: string};
  stop: () => void;
};

export type SqlOptions = {database?: string; user?: string; password?: string};

const running = new Set<() => void>();
process.on('exit', () => {
  for (const stop of running) stop();
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const stop of running) stop();
    process.exit(130);
  });
}

export function postgresAvailable(): string | null {
  return existsSync(path.join(BIN, 'initdb')) ? null : `PostgreSQL ${POSTGRES_MAJOR}'s server is not installed (apt-get install postgresql-${POSTGRES_MAJOR}; scripts/checks/ensure-test-tools.sh does it as root)`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as {port: number};
      server.close(() => resolve(port));
    });
  });
}

function postgresUser(): {uid: number; gid: number} | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], {encoding: 'utf8'}).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], {encoding: 'utf8'}).trim());
  return {uid, gid};
}

export async function startPostgres(): Promise<Postgres> {
  const missing = postgresAvailable();
  if (missing) throw new Error(missing);
  const owner = postgresUser();
  const root = mkdtempSync(path.join(tmpdir(), 'docbox-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = root;
  const logFile = path.join(root, 'server.log');
  if (owner) {
    chownSync(root, owner.uid, owner.gid);
    chmodSync(root, 0o700);
  }
  const asOwner = (command: string, args: string[]) => {
    const result = spawnSync(command, args, {encoding: 'utf8', ...(owner ? {uid: owner.uid, gid: owner.gid} : {}), cwd: root});
    if (result.status !== 0) throw new Error(`${path.basename(command)} failed (${result.status}): ${result.stderr || result.stdout}`);
    return result.stdout;
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    running.delete(stop);
    spawnSync(path.join(BIN, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w'], {...(owner ? {uid: owner.uid, gid: owner.gid} : {}), stdio: 'ignore'});
    rmSync(root, {recursive: true, force: true});
  };
  running.add(stop);

  try {
    asOwner(path.join(BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth-local=trust', '--auth-host=scram-sha-256', '--no-instructions', '-E', 'UTF8', '--locale=C.UTF-8']);
    const port = await freePort();
    // Speed over durability: the cluster lives for one test file.
    const settings = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', `port=${port}`, "listen_addresses='127.0.0.1'", `unix_socket_directories='${socketDir}'`];
    writeFileSync(path.join(dataDir, 'postgresql.auto.conf'), `${settings.join('\n')}\n`);
    if (owner) chownSync(path.join(dataDir, 'postgresql.auto.conf'), owner.uid, owner.gid);
    asOwner(path.join(BIN, 'pg_ctl'), ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '30']);

    const run = (sql: string, options: SqlOptions = {}) => {
      const viaTcp = options.user !== undefined && options.user !== 'postgres';
      const args = [
        '--no-psqlrc', '--quiet', '--no-align', '--tuples-only', '--set', 'ON_ERROR_STOP=1',
        '--host', viaTcp ? '127.0.0.1' : socketDir, '--port', String(port),
        '--username', options.user ?? 'postgres', '--dbname', options.database ?? 'postgres',
      ];
      return spawnSync(`${BIN}/psql`, args, {
        input: sql,
        encoding: 'utf8',
        env: {...process.env, PGPASSWORD: options.password ?? '', PGCONNECT_TIMEOUT: '5'},
      });
    };
    const trySql = (sql: string, options?: SqlOptions) => {
      const result = run(sql, options);
      return {status: result.status ?? 1, stdout: result.stdout.trim(), stderr: result.stderr.trim()};
    };
    const sql = (text: string, options?: SqlOptions) => {
      const result = trySql(text, options);
      if (result.status !== 0) throw new Error(`SQL failed as ${options?.user ?? 'postgres'} in ${options?.database ?? 'postgres'}: ${result.stderr}\n${text}`);
      return result.stdout;
    };
    return {host: '127.0.0.1', port, socketDir, sql, trySql, stop};
  } catch (error) {
    stop();
    throw error;
  }
}
