/**
 * Runs the procedures' tests (tests/procedures/*.test.ts: the guides' shell and SQL blocks, read
 * from the pages and run against PostgreSQL 15 and stand-ins), then checks that every runnable
 * block of the operating, setup and getting-started pages (AWS and compose included) ran in one of
 * them or says on its fence why it cannot run here (`norun="…"`). Prints how many blocks ran. Used
 * by scripts/checks/test.sh; arguments narrow the files.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {blockId, noRunProblem, pageBlocks, REPO_ROOT, RUNNABLE_LANGS} from '../support/procedures/page-blocks';
import {postgresAvailable} from '../support/procedures/postgres';

/** Pages every runnable block of which must run or say why not. */
const REQUIRED_DIRS = ['docs/guides/operating', 'docs/guides/setup', 'docs/guides/getting-started'];

const markdown = (dir: string): string[] =>
  readdirSync(path.join(REPO_ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();

const missing = postgresAvailable();
if (missing) {
  console.error(`procedures: ${missing}`);
  process.exit(1);
}

const here = path.relative(REPO_ROOT, __dirname);
const files = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(__dirname).filter((name) => name.endsWith('.test.ts')).sort().map((name) => path.join(here, name));
const work = mkdtempSync(path.join(tmpdir(), 'docbox-procedures-'));
const log = path.join(work, 'runs.log');
writeFileSync(log, '');
const tests = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=4', ...files], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {...process.env, PROCEDURE_RUN_LOG: log},
});
const ran = new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean));
rmSync(work, {recursive: true, force: true});
if (tests.status !== 0) process.exit(tests.status ?? 1);
// Only the whole set of files can say whether every block ran.
if (process.argv.length > 2) process.exit(0);

const problems: string[] = [];
const counts = new Map<string, {required: number; run: number; explained: number}>();
for (const dir of REQUIRED_DIRS) {
  const count = {required: 0, run: 0, explained: 0};
  counts.set(dir, count);
  for (const page of markdown(dir)) {
    for (const block of pageBlocks(page).filter((candidate) => RUNNABLE_LANGS.has(candidate.lang))) {
      count.required += 1;
      const label = `${blockId(block)}${block.title ? ` ("${block.title}")` : ''}`;
      if (ran.has(blockId(block))) {
        count.run += 1;
        if (block.norun !== undefined) problems.push(`${label} says norun="${block.norun}" but a test runs it: drop the attribute`);
      } else if (block.norun !== undefined) {
        count.explained += 1;
        const problem = noRunProblem(block.norun);
        if (problem) problems.push(`${label}: ${problem}`);
      } else {
        problems.push(`${label} neither runs in tests/procedures/ nor says why it cannot (norun="…" on its fence)`);
      }
    }
  }
}

for (const problem of problems) console.error(`procedures: ${problem}`);
if (problems.length > 0) process.exit(1);
const total = [...counts.values()].reduce((sum, count) => sum + count.run, 0);
const perDir = [...counts].map(([dir, count]) => `${path.basename(dir)}: ${count.run} of ${count.required} run, ${count.explained} say why they cannot run here`);
console.log(`Procedures: ${total} blocks run from the pages (${perDir.join('; ')}).`);
