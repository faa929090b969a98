/**
 * When each server setting, CLI command and option, and CLI configuration key arrived and went
 * (releases.json, written by `npm run releases:data` from the release tags; docs-dev/releases.md),
 * and how the site words it. Server entries are dated in server releases, CLI entries in CLI
 * releases: the two lines are numbered apart.
 */
import releasesJson from './releases.json';
import type {ReleaseData, VersionedEntry} from './types';

export type {ReleaseData, VersionedEntry, ServerRelease, CliRelease} from './types';

export const releaseData = releasesJson as ReleaseData;

export const compareVersions = (a: string, b: string): number => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

/** Server releases, oldest first. */
export const serverReleases = releaseData.server.releases;
/** CLI releases, oldest first. */
export const cliReleases = releaseData.cli.releases;
export const latestServer = serverReleases[serverReleases.length - 1]!.version;
export const latestCli = cliReleases[cliReleases.length - 1]!.version;

export type ReleaseLine = 'server' | 'cli';
export type MarkKind = 'setting' | 'command' | 'option' | 'configKey' | 'operation';
export const lineOf = (kind: MarkKind): ReleaseLine => (kind === 'setting' || kind === 'operation' ? 'server' : 'cli');

/** The CLI release that goes with a server release (the first built on its management crate). */
export function cliFor(server: string): string {
  const release = serverReleases.find((entry) => entry.version === server);
  if (!release) throw new Error(`src/data/releases/releases.json: ${server} is not a server release`);
  return release.cli;
}

/** Is the entry in `release`? */
export function presentIn(entry: VersionedEntry, release: string): boolean {
  if (compareVersions(release, entry.since) < 0) return false;
  if (entry.removedIn && compareVersions(release, entry.removedIn) >= 0) return false;
  return !entry.absentIn?.includes(release);
}

/**
 * What an entry means for a reader on `release`: `newer` (it arrived later), `removed` (it went
 * in or before that release), `kept` (that release still has it; a later one removed it), or
 * `present`.
 */
export type MarkState = 'newer' | 'removed' | 'kept' | 'present';
export function markState(entry: VersionedEntry, release: string): MarkState {
  if (compareVersions(release, entry.since) < 0) return 'newer';
  if (entry.removedIn && compareVersions(release, entry.removedIn) >= 0) return 'removed';
  if (entry.absentIn?.includes(release)) return 'newer';
  return entry.removedIn ? 'kept' : 'present';
}

const LINE_NAME: Record<ReleaseLine, string> = {server: 'Docbox', cli: 'CLI'};

/** "since 0.4.0", "0.2.0 to 0.5.1, removed in 0.6.0" (with "Docbox" or "CLI" when `named`). */
export function datesText(entry: VersionedEntry, line: ReleaseLine, named = false): string {
  const releases = line === 'server' ? serverReleases : cliReleases;
  const prefix = named ? `${LINE_NAME[line]} ` : '';
  if (!entry.removedIn) return `since ${prefix}${entry.since}`;
  const index = releases.findIndex((release) => release.version === entry.removedIn);
  const lastWith = releases[index - 1]?.version ?? entry.since;
  return `${prefix}${entry.since}${lastWith === entry.since ? '' : ` to ${lastWith}`}, removed in ${entry.removedIn}`;
}

/** The dates of an entry of the data, or undefined. */
export function entryOf(kind: Exclude<MarkKind, 'operation'>, id: string): (VersionedEntry & {changes?: {version: string; what: string}[]}) | undefined {
  switch (kind) {
    case 'setting':
      return releaseData.server.settings[id];
    case 'command':
      return releaseData.cli.commands[id];
    case 'option':
      return releaseData.cli.options[id];
    case 'configKey':
      return releaseData.cli.configKeys[id];
  }
}
