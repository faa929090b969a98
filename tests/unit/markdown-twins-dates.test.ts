/**
 * The Markdown twins' last_changed dates (src/plugins/markdownTwins/gitDates.ts): the committer
 * date of the newest commit that touched a page's sources, never the clock; a clear stop where
 * the history is missing, unless SOURCE_DATE_EPOCH gives the date.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {GitDatesError, gitDates, sourceDateEpoch} from '../../src/plugins/markdownTwins/gitDates';

const dir = mkdtempSync(path.join(tmpdir(), 'docbox-git-dates-'));
const repo = path.join(dir, 'repo');
after(() => rmSync(dir, {recursive: true, force: true}));

function git(cwd: string, args: string[], date?: string): string {
  const env = {...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.org'};
  if (date) Object.assign(env, {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date});
  return execFileSync('git', args, {cwd, env, encoding: 'utf8'}).trim();
}

function commit(file: string, date: string): void {
  mkdirSync(path.dirname(path.join(repo, file)), {recursive: true});
  writeFileSync(path.join(repo, file), `${file} at ${date}\n`);
  git(repo, ['add', file]);
  git(repo, ['commit', '-q', '-m', file], date);
}

mkdirSync(repo);
git(repo, ['init', '-q']);
commit('docs/a.md', '2026-01-02T03:04:05+00:00');
commit('docs/b.md', '2026-02-03T04:05:06+13:00');
commit('blog/post.md', '2026-03-04T05:06:07+00:00');
commit('docs/a.md', '2026-04-05T06:07:08+00:00');

test('a page is dated by the newest commit that touched one of its sources, in the committer\'s zone', async () => {
  const {lastChanged, uncommitted} = await gitDates(repo);
  assert.equal(await lastChanged(['docs/b.md']), '2026-02-03T04:05:06+13:00');
  assert.equal(await lastChanged(['docs/a.md']), '2026-04-05T06:07:08+00:00');
  assert.equal(await lastChanged(['docs/b.md', 'blog/post.md']), '2026-03-04T05:06:07+00:00');
  assert.equal(await lastChanged(['blog']), '2026-03-04T05:06:07+00:00', 'a folder: its newest file');
  assert.equal(uncommitted.size, 0);
});

test('a file with no commit yet gets the newest commit\'s date, and is named', async () => {
  writeFileSync(path.join(repo, 'docs/new.md'), 'new\n');
  const {lastChanged, uncommitted} = await gitDates(repo);
  assert.equal(await lastChanged(['docs/new.md']), '2026-04-05T06:07:08+00:00');
  assert.deepEqual([...uncommitted], ['docs/new.md']);
});

test('a shallow clone or a folder outside git stops the build, saying what to do', async () => {
  const shallow = path.join(dir, 'shallow');
  git(dir, ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
  const outside = path.join(dir, 'outside');
  mkdirSync(outside);
  const saved = process.env.SOURCE_DATE_EPOCH;
  delete process.env.SOURCE_DATE_EPOCH;
  try {
    await assert.rejects(gitDates(shallow), (error: Error) => error instanceof GitDatesError && /this is a shallow clone\..*git fetch --unshallow.*SOURCE_DATE_EPOCH/.test(error.message));
    await assert.rejects(gitDates(outside), (error: Error) => error instanceof GitDatesError && /is not in a git work tree/.test(error.message));
    // With SOURCE_DATE_EPOCH, every page gets that date.
    process.env.SOURCE_DATE_EPOCH = '1790000000';
    const {lastChanged} = await gitDates(shallow);
    assert.equal(await lastChanged(['docs/a.md']), '2026-09-21T14:13:20+00:00');
  } finally {
    if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = saved;
  }
});

test('SOURCE_DATE_EPOCH must be whole seconds', () => {
  assert.equal(sourceDateEpoch(''), undefined);
  assert.equal(sourceDateEpoch('0'), '1970-01-01T00:00:00+00:00');
  assert.throws(() => sourceDateEpoch('yesterday'), GitDatesError);
});
