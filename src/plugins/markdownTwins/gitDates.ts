/**
 * When each page last changed, for the `last_changed` field of its Markdown twin's front matter:
 * the committer date of the newest commit that touched any of the page's source files
 * (`git log -1 --format=%cI -- <files>`). Git dates belong to commits, so two builds of the same
 * commit write the same dates; the clock is never read.
 *
 * Without the history (a shallow clone, a copy with no .git such as the Docker build's context),
 * the dates cannot be known: the build stops and says so, unless SOURCE_DATE_EPOCH is set (the
 * reproducible-builds convention, seconds since 1970), whose date every page then gets. A file
 * git has no commit for yet (a page being written) gets the date of the newest commit, HEAD's,
 * and the build names it.
 */
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

const run = promisify(execFile);

export class GitDatesError extends Error {}

/** An ISO 8601 date from SOURCE_DATE_EPOCH, or undefined when it is not set. */
export function sourceDateEpoch(value = process.env.SOURCE_DATE_EPOCH): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new GitDatesError(`SOURCE_DATE_EPOCH must be a whole number of seconds since 1970, not ${JSON.stringify(value)}`);
  return new Date(Number(value) * 1000).toISOString().replace(/\.000Z$/, '+00:00');
}

async function git(cwd: string, args: string[]): Promise<string> {
  const {stdout} = await run('git', args, {cwd, maxBuffer: 16 * 1024 * 1024});
  return stdout.trim();
}

/**
 * A function that gives the last-change date of a set of source paths (files or folders,
 * relative to `cwd`), and the paths that had no commit.
 */
export async function gitDates(cwd: string): Promise<{lastChanged: (paths: string[]) => Promise<string>; uncommitted: Set<string>}> {
  const fallback = sourceDateEpoch();
  let history: 'full' | 'shallow' | 'none';
  try {
    history = (await git(cwd, ['rev-parse', '--is-shallow-repository'])) === 'true' ? 'shallow' : 'full';
  } catch {
    history = 'none';
  }
  const uncommitted = new Set<string>();
  if (history !== 'full') {
    if (fallback) return {lastChanged: async () => fallback, uncommitted};
    throw new GitDatesError(
      `the Markdown twins' last_changed dates come from the git history, and ${history === 'shallow' ? 'this is a shallow clone' : `${cwd} is not in a git work tree`}. ` +
        `Build from a full clone (git fetch --unshallow), or set SOURCE_DATE_EPOCH (for example to $(git log -1 --format=%ct) where the history is) to give every page that date.`,
    );
  }
  const head = fallback ?? (await git(cwd, ['log', '-1', '--format=%cI']));
  if (!head) throw new GitDatesError(`${cwd}: the repository has no commit yet; commit, or set SOURCE_DATE_EPOCH`);
  const cache = new Map<string, Promise<string>>();
  const lastChanged = (paths: string[]): Promise<string> => {
    const key = [...paths].sort().join('\n');
    let date = cache.get(key);
    if (!date) {
      date = git(cwd, ['log', '-1', '--format=%cI', '--', ...paths]).then((found) => {
        if (found) return found;
        for (const file of paths) uncommitted.add(file);
        return head;
      });
      cache.set(key, date);
    }
    return date;
  };
  return {lastChanged, uncommitted};
}
