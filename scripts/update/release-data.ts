/**
 * Writes src/data/releases/releases.json: when each server setting, CLI command and option, and
 * CLI configuration key arrived and went, read at every release tag of the Docbox server and of
 * docbox-cli (scripts/update/lib/release-data.ts; docs-dev/releases.md):
 *
 *   npm run releases:data -- [clone of docbox-nz/docbox] [clone of docbox-nz/docbox-cli]
 *
 * Without paths it clones both repositories (bare, into a temporary folder). The output is
 * committed: the build reads it and needs no network. On any problem it stops with the tag, the
 * file and the reason, and leaves the last good data in place.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {readReleaseData, ReleaseDataError} from './lib/release-data';

const root = path.resolve(__dirname, '..', '..');
const output = path.join(root, 'src/data/releases/releases.json');
const REPOSITORIES = {server: 'https://github.com/docbox-nz/docbox.git', cli: 'https://github.com/docbox-nz/docbox-cli.git'};

function gitDirOf(given: string | undefined, which: keyof typeof REPOSITORIES, temporary: string[]): string {
  if (given) {
    const dir = path.resolve(given);
    try {
      return execFileSync('git', ['-C', dir, 'rev-parse', '--absolute-git-dir'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
    } catch {
      throw new ReleaseDataError(`${dir}: not a git repository (a clone of ${REPOSITORIES[which]})`);
    }
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `docbox-${which}-`));
  temporary.push(dir);
  console.log(`Cloning ${REPOSITORIES[which]} …`);
  execFileSync('git', ['clone', '--bare', '--quiet', REPOSITORIES[which], dir], {stdio: 'inherit'});
  return dir;
}

function main(): void {
  const temporary: string[] = [];
  try {
    const server = gitDirOf(process.argv[2] ?? process.env.DOCBOX_SERVER_GIT, 'server', temporary);
    const cli = gitDirOf(process.argv[3] ?? process.env.DOCBOX_CLI_GIT, 'cli', temporary);
    const data = readReleaseData(server, cli);
    // The crates' published code is taken from the commit that set each version; where the last
    // commit before the next version would date a key otherwise, say so (docs-dev/releases.md).
    let other: typeof data.cli.configKeys = {};
    try {
      other = readReleaseData(server, cli, {crateCommit: 'last'}).cli.configKeys;
    } catch (error) {
      console.warn(`note: reading the crates at the last commit of their version fails: ${(error as Error).message}`);
    }
    const date = (entry?: {since: string; removedIn?: string}) => (entry ? `${entry.since}${entry.removedIn ? `-${entry.removedIn}` : ''}` : 'absent');
    for (const key of Object.keys(other).length ? new Set([...Object.keys(data.cli.configKeys), ...Object.keys(other)]) : []) {
      const [a, b] = [date(data.cli.configKeys[key]), date(other[key])];
      if (a !== b) console.warn(`note: ${key}: CLI ${a}, or ${b} if the crates were published from the last commit of their version`);
    }
    writeFileSync(`${output}.tmp`, `${JSON.stringify(data, null, 2)}\n`);
    renameSync(`${output}.tmp`, output);
    const count = (entries: Record<string, {removedIn?: string}>) => {
      const all = Object.values(entries);
      return `${all.length} (${all.filter((entry) => entry.removedIn).length} removed)`;
    };
    console.log(
      `${path.relative(root, output)}: server ${data.server.releases.map((release) => release.version).join(', ')}; CLI ${data.cli.releases.map((release) => release.version).join(', ')}.\n` +
        `  settings ${count(data.server.settings)}, commands ${count(data.cli.commands)}, options ${count(data.cli.options)}, configuration keys ${count(data.cli.configKeys)}.`,
    );
  } finally {
    for (const dir of temporary) rmSync(dir, {recursive: true, force: true});
  }
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof ReleaseDataError ? `The release data was not written.\n${error.message}` : error);
    process.exit(1);
  }
}
