import {changelog} from '../apiChangelog';
import {cliReleases, compareVersions, presentIn, releaseData, serverReleases, type VersionedEntry} from './index';

/**
 * What each server release added and removed, read from the release data and the API
 * changelog, with the CLI releases that came between the CLI of the release before and its own
 * (`cliFrom`, exclusive, to `cli`). The upgrade page lists these for the releases between the
 * reader's and the newest (`<UpgradeNotes />`), and its Markdown twin for every release.
 */
export interface ReleaseChanges {
  version: string;
  date: string;
  settingsAdded: string[];
  settingsRemoved: string[];
  operationsAdded: string[];
  operationsChanged: string[];
  /** The CLI release that goes with this server release, when it is not the previous one's. */
  cli?: string;
  cliFrom?: string;
  commandsAdded: string[];
  commandsRemoved: string[];
  optionsAdded: string[];
  optionsRemoved: string[];
  configKeysAdded: string[];
  configKeysRemoved: string[];
}

function diff(entries: Record<string, VersionedEntry>, before: string | undefined, after: string, releases: string[]): {added: string[]; removed: string[]} {
  const added: string[] = [];
  const removed: string[] = [];
  const at = (entry: VersionedEntry, release: string | undefined) => release !== undefined && presentIn(entry, release);
  // Every release in (before, after], so that an entry that came and went in between counts.
  const span = releases.filter((release) => (before === undefined || compareVersions(release, before) > 0) && compareVersions(release, after) <= 0);
  for (const [id, entry] of Object.entries(entries)) {
    if (!at(entry, before) && span.some((release) => presentIn(entry, release)) && at(entry, after)) added.push(id);
    if (at(entry, before) && !at(entry, after)) removed.push(id);
  }
  return {added: added.sort(), removed: removed.sort()};
}

export function releaseChanges(): ReleaseChanges[] {
  const serverVersions = serverReleases.map((release) => release.version);
  const cliVersions = cliReleases.map((release) => release.version);
  return serverReleases.map((release, index) => {
    const previous = serverReleases[index - 1];
    const settings = diff(releaseData.server.settings, previous?.version, release.version, serverVersions);
    const operationsAdded = Object.entries(changelog.operations)
      .filter(([, dates]) => dates.since === release.version)
      .map(([id]) => id)
      .sort();
    const operationsChanged = Object.entries(changelog.operations)
      .filter(([, dates]) => dates.changedIn.includes(release.version))
      .map(([id]) => id)
      .sort();
    const cliChanged = !previous || previous.cli !== release.cli;
    const cliFrom = previous && cliChanged ? previous.cli : undefined;
    const cli = cliChanged && previous ? release.cli : undefined;
    const cliDiff = (entries: Record<string, VersionedEntry>) => (cli ? diff(entries, cliFrom, cli, cliVersions) : {added: [], removed: []});
    const commands = cliDiff(releaseData.cli.commands);
    const options = cliDiff(releaseData.cli.options);
    const keys = cliDiff(releaseData.cli.configKeys);
    return {
      version: release.version,
      date: release.date,
      settingsAdded: settings.added,
      settingsRemoved: settings.removed,
      operationsAdded,
      operationsChanged,
      ...(cli ? {cli, cliFrom} : {}),
      commandsAdded: commands.added,
      commandsRemoved: commands.removed,
      // An option of a command that arrived with it is said by the command.
      optionsAdded: options.added.filter((id) => !commands.added.includes(id.split(' ')[0]!)),
      optionsRemoved: options.removed,
      // A key under a section or variant that arrived with it is said by that section or variant.
      configKeysAdded: keys.added.filter((key) => !keys.added.some((other) => other !== key && (key.startsWith(`${other}.`) || key.startsWith(`${other}[`)))),
      configKeysRemoved: keys.removed.filter((key) => !keys.removed.some((other) => other !== key && (key.startsWith(`${other}.`) || key.startsWith(`${other}[`)))),
    };
  });
}
