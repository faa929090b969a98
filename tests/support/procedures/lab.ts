/**
 * The reader's machine, for the procedures' tests: a working folder, a PATH whose programs report
 * every call to the test, and (when asked) a PostgreSQL 15 cluster with a Docbox-shaped deployment.
 *
 * Every command a page's block runs goes through tests/support/procedures/stand-in-client.mjs:
 * - stand-ins (aws, docker, systemctl, journalctl, terraform, kubectl, cargo, sudo, docbox-cli):
 *   the call is checked against the tool's options in src/data/ and refused (exit 2) when it uses
 *   one the tool does not have, or lacks one that src/data/ lists as changing the outcome
 *   (`outcome`: `--apply-immediately` on `aws rds modify-db-instance`, …); otherwise the test's
 *   handler answers it, and a call no handler answers fails with a message naming it;
 * - real tools (psql, pg_dump, pg_dumpall, pg_restore, curl, jq, openssl): the real program runs,
 *   and the lab records how it ended; pg_dump, pg_dumpall and pg_restore are refused first when
 *   they lack an option of their `outcome` list (`--exit-on-error` on a restore, …).
 * A run can inject a fault at the n-th call (a failure, or an empty answer) to see what a script
 * does when a step breaks. Each call also tells whether its output went to the reader's terminal
 * or was consumed by the script (a pipe, `$(…)`, a file), which is how failsLoudly() knows which
 * steps feed later ones.
 */
import {spawn, spawnSync} from 'node:child_process';
import {appendFileSync, chmodSync, fstatSync, mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {awsCli} from '../../../src/data/awsCli';
import {cargoInstall} from '../../../src/data/cargo';
import {docboxCli, type CliOption, type CliSubcommand, type CliSurface} from '../../../src/data/cli';
import {docker} from '../../../src/data/docker';
import {COMPOSE_STACK, dockerCompose} from '../../../src/data/dockerCompose';
import {journalctl} from '../../../src/data/journalctl';
import {kubectl} from '../../../src/data/kubectl';
import {sudo} from '../../../src/data/sudo';
import {systemctl} from '../../../src/data/systemctl';
import {terraform} from '../../../src/data/terraform';
import {checkCliWords, missingOutcomeOptions} from '../../../scripts/checks/lib/facts';
import {pgDump, pgDumpall, pgRestore, POSTGRES_DEFAULT_PORT} from '../../../src/data/postgresCli';
import {awsExampleTenant, exampleTenant} from '../../../src/data/exampleTenant';
import {SERVER_DEFAULT_PORT} from '../../../src/data/serverEnvVars';
import {createDeployment, type DocboxDeployment} from './docbox-databases';
import {blockId, type PageBlock} from './page-blocks';
import {startPostgres, type Postgres} from './postgres';

const CLIENT = path.join(__dirname, 'stand-in-client.mjs');

/** Programs the lab answers for, with the option lists they are checked against. */
const STAND_INS: Record<string, (args: string[]) => {surface: CliSurface; args: string[]} | string> = {
  aws: (args) => ({surface: awsCli, args}),
  'docbox-cli': (args) => ({surface: docboxCli, args}),
  docker: (args) => (args[0] === 'compose' ? {surface: dockerCompose, args: args.slice(1)} : {surface: docker, args}),
  systemctl: (args) => ({surface: systemctl, args}),
  journalctl: (args) => ({surface: journalctl, args}),
  terraform: (args) => ({surface: terraform, args}),
  kubectl: (args) => ({surface: kubectl, args}),
  // sudo's own options only: the command after them is checked by its own stand-in.
  sudo: (args) => ({surface: sudo, args: args.slice(0, args.length - sudoCommand(args).length)}),
  cargo: (args) => (args[0] === 'install' ? {surface: cargoInstall, args: args.slice(1)} : `the cargo stand-in only knows "cargo install", not "cargo ${args[0] ?? ''}"`),
};

/** Real programs the lab runs but records (and can make fail). */
const RECORDED = ['psql', 'pg_dump', 'pg_dumpall', 'pg_restore', 'curl', 'jq', 'openssl'];
/** Real programs whose calls must keep the options src/data/ lists as changing their outcome. */
const RECORDED_SURFACES: Record<string, CliSurface> = {pg_dump: pgDump, pg_dumpall: pgDumpall, pg_restore: pgRestore};

export type LabCall = {
  index: number;
  program: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  stdin?: Buffer;
  /** True when the command's output went to the script (a pipe, `$(…)`, a file), not to the reader's terminal or /dev/null. */
  consumed: boolean;
  exit?: number;
  stdoutBytes?: number;
  refused?: string;
  fault?: Fault['kind'];
  /** The script and line the command ran from (`name.sh:12`, or `main:3` for a pasted block). */
  line: string;
  /** Subcommands and positional words, options left out (`aws s3api put-bucket-versioning`). */
  words: string[];
  option: (name: string) => string | undefined;
  options: (name: string) => string[];
};

export type Reply = {stdout?: string | Buffer; stderr?: string; exit?: number};
export type Handler = (call: LabCall) => Reply | Promise<Reply>;
export type Fault = {at: number; kind: 'error' | 'empty'};

export type RunOptions = {
  /** Replaces the block's own `NAME=value` lines, as a reader puts in their values (each must be there). */
  assign?: Record<string, string>;
  /** Environment of the reader's shell (variables set by earlier blocks, PGPASSWORD, …). */
  env?: Record<string, string>;
  stdin?: string;
  fault?: Fault;
  /** Allow calls the stand-ins refused or had no answer for (tests of the failure paths). */
  allowUnanswered?: boolean;
  timeoutMs?: number;
};

export type RunResult = {exit: number; stdout: string; stderr: string; calls: LabCall[]};

/**
 * The command words after `program`, with options (and their values) left out; options are read
 * against those allowed where they stand (before or after each subcommand), as the tools do.
 */
function parseWords(surface: CliSurface | null, args: string[]): {words: string[]; values: Map<string, string[]>} {
  const words: string[] = [];
  const values = new Map<string, string[]>();
  const add = (name: string, value: string) => values.set(name, [...(values.get(name) ?? []), value]);
  const extra = surface ? [...(surface.afterSubcommand ?? []), ...(surface.help ? [surface.help] : [])] : [];
  let allowed: CliOption[] = surface ? [...surface.global, ...extra] : [];
  let level: {subcommands?: CliSubcommand[]; command?: boolean} | undefined = surface ?? undefined;
  // After `docker run IMAGE` or `compose exec SERVICE`, the rest is the container's command line.
  let inCommand = false;
  for (let i = 0; i < args.length; i += 1) {
    let word = args[i]!;
    if (word === '--' || (inCommand && level?.command)) {
      words.push(...args.slice(word === '--' ? i + 1 : i));
      break;
    }
    if (surface?.singleDashOptions && /^-[a-z]/.test(word)) word = `-${word}`;
    const long = /^--([^=]+)(?:=([\s\S]*))?$/.exec(word);
    const short = /^-([A-Za-z0-9?])$/.exec(word);
    if (long || short) {
      const option = allowed.find((candidate) => (long ? candidate.long === long[1] : candidate.short === short![1]));
      const name = option?.long ?? long?.[1] ?? short![1]!;
      if (long?.[2] !== undefined) add(name, long[2]);
      else if (option && (option.takes === 'value' || option.takes === 'bool') && i + 1 < args.length) add(name, args[(i += 1)]!);
      else add(name, 'true');
      continue;
    }
    words.push(word);
    const next = level?.subcommands?.find((candidate) => candidate.name === word);
    if (next) {
      level = next;
      allowed = [...next.options, ...extra];
    } else if (level?.command) inCommand = true;
  }
  return {words, values};
}

export class Lab {
  readonly dir: string;
  readonly home: string;
  readonly bin: string;
  pg?: Postgres;
  deployment?: DocboxDeployment;
  private server!: http.Server;
  private url!: string;
  private handlers: {pattern: string[]; program: string; handler: Handler}[] = [];
  private current?: {calls: LabCall[]; fault?: Fault; terminal: string | null; allowUnanswered: boolean};
  private realPaths = new Map<string, string>();

  private constructor() {
    this.dir = mkdtempSync(path.join(tmpdir(), 'docbox-lab-'));
    this.home = path.join(this.dir, 'home');
    this.bin = path.join(this.dir, '.bin');
    mkdirSync(this.home);
    mkdirSync(this.bin);
  }

  /** A lab with stand-ins; with `postgres`, a cluster too, and with `deployment`, Docbox's databases in it. */
  static async start(options: {postgres?: boolean; deployment?: boolean} = {}): Promise<Lab> {
    const lab = new Lab();
    await lab.listen();
    lab.writeBin();
    if (options.postgres || options.deployment) {
      lab.pg = await startPostgres();
      if (options.deployment) lab.deployment = createDeployment(lab.pg);
    }
    return lab;
  }

  /** Environment a reader's shell has for this lab: the PostgreSQL host, port and setup user's password. */
  get pgEnv(): Record<string, string> {
    if (!this.pg) return {};
    return {PGHOST: this.pg.host, PGPORT: String(this.pg.port), ...(this.deployment ? {PGPASSWORD: this.deployment.setupPassword} : {})};
  }

  /** Answers calls whose words start with `pattern`: `'aws s3api put-bucket-versioning'`. Later handlers win. */
  on(pattern: string, handler: Handler): this {
    const [program, ...rest] = pattern.split(' ');
    this.handlers.unshift({program: program!, pattern: rest, handler});
    return this;
  }

  async stop(): Promise<void> {
    this.pg?.stop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    rmSync(this.dir, {recursive: true, force: true});
  }

  /** Writes a file into the reader's working folder. */
  write(name: string, content: string | Buffer): string {
    const file = path.join(this.dir, name);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, content);
    return file;
  }

  read(name: string): string {
    return readFileSync(path.join(this.dir, name), 'utf8');
  }

  /** Saves a block as the file its title names (`tenant-query.sh`), as the page tells the reader to. */
  save(block: PageBlock, assign: Record<string, string> = {}): string {
    if (!block.title || !/^[\w.-]+$/.test(block.title)) throw new Error(`${blockId(block)}: a block saved as a file needs a file name as its title, not "${block.title}"`);
    recordRun(block);
    return this.write(block.title, `${withValues(block.code, assign, blockId(block))}\n`);
  }

  /** Runs a page's block in bash, as a reader pastes it, or a command line (`{text}`). */
  async run(block: PageBlock | {text: string}, options: RunOptions = {}): Promise<RunResult> {
    let text = 'text' in block ? block.text : block.code;
    if (!('text' in block)) {
      if (!['bash', 'sh', 'shell'].includes(block.lang)) throw new Error(`${blockId(block)} is a ${block.lang} block; use runSql()`);
      recordRun(block);
    }
    text = withValues(text, options.assign ?? {}, 'text' in block ? 'the command' : blockId(block));
    return this.exec(['bash', '-c', text], options);
  }

  /** Runs a saved script as the page starts it: `bash NAME args…`. */
  async runScript(block: PageBlock, args: string[] = [], options: RunOptions = {}): Promise<RunResult> {
    this.save(block, options.assign);
    return this.exec(['bash', block.title!, ...args], options);
  }

  /** Runs an SQL block with psql as the reader would paste it, in `database` as `user` (the setup user by default). */
  async runSql(block: PageBlock, database: string, options: RunOptions & {user?: string; password?: string} = {}): Promise<RunResult> {
    if (block.lang !== 'sql') throw new Error(`${blockId(block)} is not an SQL block`);
    recordRun(block);
    const user = options.user ?? this.deployment?.setupUser ?? 'postgres';
    const env = {...this.pgEnv, ...(options.password ? {PGPASSWORD: options.password} : {}), ...options.env};
    return this.exec(['psql', '--no-psqlrc', '--set', 'ON_ERROR_STOP=1', '--username', user, '--dbname', database, '--csv'], {...options, env, stdin: block.code});
  }

  private async exec(argv: string[], options: RunOptions): Promise<RunResult> {
    const outFile = path.join(this.dir, '.stdout');
    const errFile = path.join(this.dir, '.stderr');
    const out = openSync(outFile, 'w');
    const err = openSync(errFile, 'w');
    const stat = fstatSync(out);
    this.current = {calls: [], fault: options.fault, terminal: `${stat.dev}:${stat.ino}`, allowUnanswered: options.allowUnanswered ?? false};
    const env: Record<string, string> = {
      PATH: `${this.bin}:${process.env.PATH}`,
      HOME: this.home,
      LANG: 'C.UTF-8',
      TZ: 'UTC',
      DOCBOX_LAB_URL: this.url,
      // Every bash the run starts reads this first: it tells each command the script line it runs from.
      BASH_ENV: path.join(this.bin, 'line-trace.bash'),
      ...options.env,
    };
    const child = spawn(argv[0]!, argv.slice(1), {cwd: this.dir, env, stdio: ['pipe', out, err], detached: true});
    // A command that exits without reading its input closes the pipe first (EPIPE): not an error of the test.
    child.stdin!.on('error', () => undefined);
    child.stdin!.end(options.stdin ?? '');
    const timeout = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, options.timeoutMs ?? 60_000);
    const exit = await new Promise<number>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1))));
    clearTimeout(timeout);
    closeSync(out);
    closeSync(err);
    const calls = this.current.calls;
    this.current = undefined;
    const result = {exit, stdout: readFileSync(outFile, 'utf8'), stderr: readFileSync(errFile, 'utf8'), calls};
    const problems = calls.filter((call) => call.refused);
    if (problems.length > 0 && !options.allowUnanswered) {
      throw new Error(`the stand-ins refused or could not answer:\n${problems.map((call) => `  ${call.program} ${call.args.join(' ')}: ${call.refused}`).join('\n')}\n--- stderr ---\n${result.stderr}`);
    }
    return result;
  }

  private writeBin(): void {
    // The script and line of each command, passed to the programs it starts (failsLoudly breaks each
    // line once, not each turn of a loop). set -T: functions and subshells keep the trap.
    writeFileSync(path.join(this.bin, 'line-trace.bash'), 'set -T\ntrap \'export DOCBOX_LAB_LINE="${BASH_SOURCE[0]:-main}:${LINENO}"\' DEBUG\n');
    for (const program of [...Object.keys(STAND_INS), ...RECORDED]) {
      if (RECORDED.includes(program)) {
        const found = spawnSync('bash', ['-c', `command -v ${program}`], {encoding: 'utf8', env: {PATH: process.env.PATH ?? ''}}).stdout.trim();
        if (!found) continue;
        this.realPaths.set(program, found);
      }
      const file = path.join(this.bin, program);
      // `--` before the script: Node 20 reads an `--env-file` anywhere on its command line otherwise (docker run --env-file).
      writeFileSync(file, `#!/bin/sh\nexec "${process.execPath}" -- "${CLIENT}" ${program} "$@"\n`);
      chmodSync(file, 0o755);
    }
  }

  private async listen(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const answer = await this.answer(body).catch((error: Error) => ({stdout: '', stderr: `lab: ${error.stack}\n`, exit: 70}));
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  private async answer(body: {kind: string; id?: number; program: string; args: string[]; cwd: string; stdout: string | null; env: Record<string, string>; stdin?: string; exit?: number; stdoutBytes?: number}): Promise<object> {
    const run = this.current;
    if (!run) return {stderr: `lab: ${body.program} was called outside a test's run\n`, exit: 70};
    if (body.kind === 'ended') {
      const call = run.calls[body.id!];
      if (call) Object.assign(call, {exit: body.exit, stdoutBytes: body.stdoutBytes});
      return {};
    }
    // The second request of a program that reads its input continues the first (same id).
    const existing = body.id !== undefined ? run.calls[body.id] : undefined;
    const call: LabCall = existing ?? this.newCall(body, run);
    if (body.stdin !== undefined) call.stdin = Buffer.from(body.stdin, 'base64');
    const reply = (value: Reply): object => {
      call.exit = value.exit ?? 0;
      call.stdoutBytes = value.stdout ? Buffer.byteLength(value.stdout) : 0;
      return {stdout: value.stdout ? Buffer.from(value.stdout).toString('base64') : '', stderr: value.stderr ?? '', exit: call.exit};
    };

    if (!existing) {
      if (run.fault?.at === call.index) {
        call.fault = run.fault.kind;
        return reply(run.fault.kind === 'error' ? {stderr: `${call.program}: the test made this step fail\n`, exit: 1} : {});
      }
      const real = this.realPaths.get(call.program);
      const recordedSurface = RECORDED_SURFACES[call.program];
      const missingRecorded = recordedSurface ? missingOutcomeOptions(call.args, recordedSurface) : [];
      if (missingRecorded.length > 0) {
        call.refused = missingRecorded.join('; ');
        return reply({stderr: `${call.program} (lab): ${call.refused}\n`, exit: 2});
      }
      if (real) return {passthrough: real, id: call.index};
      const parsed = STAND_INS[call.program]!(call.args);
      if (typeof parsed === 'string') {
        call.refused = parsed;
        return reply({stderr: `${call.program} (stand-in): ${parsed}\n`, exit: 2});
      }
      const problems = checkCliWords(parsed.args, parsed.surface);
      if (problems.length === 0) problems.push(...missingOutcomeOptions(parsed.args, parsed.surface));
      if (problems.length > 0) {
        call.refused = problems.join('; ');
        return reply({stderr: `${call.program} (stand-in): ${call.refused}\n`, exit: 2});
      }
      if (call.program === 'sudo') {
        // The reader's root: run the command sudo was given (through PATH, so stand-ins still answer).
        const command = sudoCommand(call.args);
        return {passthrough: command[0], args: command.slice(1), id: call.index};
      }
      if (readsStdin(call) && body.stdin === undefined) return {readStdin: true, id: call.index};
    }
    const handler = this.handlers.find((entry) => entry.program === call.program && entry.pattern.every((word, i) => call.words[i] === word));
    if (!handler) {
      call.refused = 'no answer scripted for this call in the test';
      return reply({stderr: `${call.program} (stand-in): no answer scripted for "${call.program} ${call.args.join(' ')}"\n`, exit: 3});
    }
    return reply(await handler.handler(call));
  }

  private newCall(body: {program: string; args: string[]; cwd: string; stdout: string | null; env: Record<string, string>}, run: NonNullable<Lab['current']>): LabCall {
    const parsed = STAND_INS[body.program]?.(body.args);
    const {words, values} = parseWords(parsed && typeof parsed !== 'string' ? parsed.surface : null, parsed && typeof parsed !== 'string' ? parsed.args : body.args);
    const call: LabCall = {
      index: run.calls.length,
      program: body.program,
      args: body.args,
      cwd: body.cwd,
      env: body.env,
      consumed: body.stdout !== run.terminal && body.stdout !== 'null',
      line: body.env.DOCBOX_LAB_LINE ?? '',
      words: body.program === 'docker' && body.args[0] === 'compose' ? ['compose', ...words] : body.program === 'cargo' ? ['install', ...words] : words,
      option: (name) => values.get(name)?.at(-1),
      options: (name) => values.get(name) ?? [],
    };
    run.calls.push(call);
    return call;
  }
}

/** docker compose exec (without -T it still reads input) and docker run -i read their standard input. */
function readsStdin(call: LabCall): boolean {
  if (call.program !== 'docker') return false;
  if (call.words[0] === 'compose') return call.words[1] === 'exec' || (call.words[1] === 'run' && call.option('interactive') === 'true');
  return (call.words[0] === 'run' || call.words[0] === 'exec') && call.option('interactive') === 'true';
}

/** The command after sudo's own options. */
function sudoCommand(args: string[]): string[] {
  let i = 0;
  while (i < args.length && args[i]!.startsWith('-')) {
    if (args[i] === '--') return args.slice(i + 1);
    const option = sudo.global.find((candidate) => `--${candidate.long}` === args[i] || `-${candidate.short}` === args[i]);
    i += option?.takes === 'value' ? 2 : 1;
  }
  return args.slice(i);
}

/**
 * What a page may print on the `NAME=value` lines that a test replaces with its lab's values: the
 * defaults a reader keeps (ports, the compose stack's user and project) and the example tenants'
 * names, from src/data/ where the facts live. A wrong default would otherwise never run: the test
 * replaces it. (Hosts are the reader's own and differ from page to page: not checked.)
 */
export const PAGE_VALUES: Record<string, {allowed: (value: string) => boolean; expected: string}> = {
  DB_PORT: {
    allowed: (value) => [String(POSTGRES_DEFAULT_PORT), String(COMPOSE_STACK.databasePort)].includes(value),
    expected: `PostgreSQL's default port ${POSTGRES_DEFAULT_PORT}, or ${COMPOSE_STACK.databasePort}, the compose stack's database port`,
  },
  SERVER_URL: {
    allowed: (value) => new RegExp(`^https?://[a-z0-9.-]+:${SERVER_DEFAULT_PORT}$`).test(value),
    expected: `an address on the server's default port ${SERVER_DEFAULT_PORT}`,
  },
  SETUP_USER: {
    allowed: (value) => ['docbox_setup', COMPOSE_STACK.databaseUser].includes(value),
    expected: `the guides' setup user docbox_setup, or ${COMPOSE_STACK.databaseUser}, the compose stack's`,
  },
  PROJECT: {allowed: (value) => value === COMPOSE_STACK.project, expected: `the compose stack's project name ${COMPOSE_STACK.project}`},
  BUCKET: {allowed: (value) => [exampleTenant, awsExampleTenant].some((tenant) => tenant.storage_bucket_name === value), expected: 'the bucket of an example tenant (src/data/exampleTenant.ts)'},
  TENANT_DB: {allowed: (value) => [exampleTenant, awsExampleTenant].some((tenant) => tenant.db_name === value), expected: 'the database of an example tenant (src/data/exampleTenant.ts)'},
};

/** The value a block prints on its `NAME=value` line, without shell quotes. */
function printedValue(code: string, name: string): string | undefined {
  // The value up to a comment (`DB_PORT=5432   # the port`).
  const raw = new RegExp(`^[ \\t]*${name}=(.*)$`, 'm').exec(code)?.[1]?.replace(/\s+#.*$/, '').trim();
  return raw?.replace(/^'(.*)'$/, '$1').replace(/^"(.*)"$/, '$1');
}

/** The block with its `NAME=value` lines set to the reader's values; each name must be set in it. */
function withValues(code: string, assign: Record<string, string>, label: string): string {
  let text = code;
  for (const [name, value] of Object.entries(assign)) {
    const line = new RegExp(`^([ \\t]*)${name}=.*$`, 'gm');
    if (!line.test(text)) throw new Error(`${label} no longer sets ${name}; the test replaces that line with the reader's value`);
    // A page's own value is checked before the test replaces it (not for the tests' own command lines).
    const printed = printedValue(code, name);
    const rule = PAGE_VALUES[name];
    if (rule && label !== 'the command' && printed !== undefined && !printed.startsWith('$') && !rule.allowed(printed)) {
      throw new Error(`${label} prints ${name}=${printed}; expected ${rule.expected}`);
    }
    text = text.replace(line, (_match, indent: string) => `${indent}${name}=${shellQuote(value)}`);
  }
  return text;
}

export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Notes a block as run, for the coverage check of tests/procedures/run.ts. */
export function recordRun(block: PageBlock): void {
  const log = process.env.PROCEDURE_RUN_LOG;
  if (log) appendFileSync(log, `${blockId(block)}\n`);
}

/**
 * What a script does when each step breaks in turn. `run` runs it (with the fault given, if any).
 * It runs once as written (it must succeed),
 * then once per step with that step's first call failing, and once per step whose output the
 * script consumed with it answering nothing (a step is a command of the script: the script line,
 * the program and its subcommand; the turns of a loop are one step). Each broken run must end with a non-zero status,
 * print something on standard error, and (for a failure) call nothing after the broken step.
 * `emptyIsFine` names calls (by index in the good run) whose empty answer is a correct outcome.
 */
export async function failsLoudly(run: (fault?: Fault) => Promise<RunResult>, options: {emptyIsFine?: number[]} = {}): Promise<{steps: number; broken: number}> {
  const good = await run();
  if (good.exit !== 0) throw new Error(`the script fails as written (exit ${good.exit}):\n${good.stderr}`);
  const describe = (call: LabCall) => `step ${call.index + 1} (${call.program} ${call.args.join(' ').slice(0, 80)})`;
  const problems: string[] = [];
  let broken = 0;
  // A step is a command of the script: the turns of a loop run the same line, and one is broken.
  const steps = new Set<string>();
  for (const call of good.calls) {
    const step = `${call.line}|${call.program}|${call.words.slice(0, 2).join(' ')}`;
    if (steps.has(step)) continue;
    steps.add(step);
    const kinds: Fault['kind'][] = ['error'];
    if (call.consumed && (call.stdoutBytes ?? 0) > 0 && !options.emptyIsFine?.includes(call.index)) kinds.push('empty');
    for (const kind of kinds) {
      broken += 1;
      const result = await run({at: call.index, kind});
      const label = `${describe(call)} ${kind === 'error' ? 'failing' : 'answering nothing'}`;
      if (result.exit === 0) problems.push(`${label}: the script still exits 0`);
      else if (result.stderr.trim() === '') problems.push(`${label}: the script stops without a message`);
      const later = result.calls.filter((other) => other.index > call.index);
      if (kind === 'error' && later.length > 0) problems.push(`${label}: the script goes on to ${describe(later[0]!)}`);
    }
  }
  if (problems.length > 0) throw new Error(`the script does not fail loudly:\n  ${problems.join('\n  ')}`);
  return {steps: good.calls.length, broken};
}
