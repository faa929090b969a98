/**
 * Reads, at every release tag of a clone of the Docbox server and of docbox-cli, what the
 * reference pages document, and dates each entry with the release it arrived in and the one it
 * was removed in (src/data/releases/releases.json, written by scripts/update/release-data.ts):
 *
 *   - server settings: the names the server's code reads with `env::var` under
 *     `packages/<crate>/src`, for every crate but the CLI's and the management library's, which
 *     the server does not run;
 *   - CLI commands and options: the clap definitions in the CLI's `src/main.rs`;
 *   - CLI configuration keys: the serde type the CLI parses its configuration file into, its
 *     own (`src/main.rs`) or `ServerConfigData` of `docbox-management`, followed into the server
 *     crates the CLI's `Cargo.lock` pins, each read at the server commit that set that crate's
 *     version.
 *
 * It also maps each server release to the CLI release built on its management crate (the
 * release switch's default CLI, docs-dev/releases.md). Anything it cannot read stops it with the
 * tag, the file and the reason.
 */
import {execFileSync} from 'node:child_process';
import {clapSurface, configKeys, envFallbacks, envReads, rustItems, RustReadError, type ClapOption, type RustItem} from './rust-source';
import type {CliOptionTakes, ReleaseData, VersionedEntry} from '../../../src/data/releases/types';

export class ReleaseDataError extends Error {}

/** Server crates the Docbox server does not run: the old in-repository CLI and the management library. */
export const NOT_SERVER_CRATES = ['docbox-cli', 'docbox-management', 'docbox-management-interface'];
/** Crates of the server repository the CLI may lock, searched in this order for configuration types. */
const CONFIG_CRATES = ['docbox-management', 'docbox-core', 'docbox-secrets', 'docbox-search', 'docbox-storage', 'docbox-database'];

export const compareVersions = (a: string, b: string): number => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

class Repo {
  private blobs = new Map<string, string>();
  constructor(readonly gitDir: string) {}

  git(args: string[], input?: string): string {
    return execFileSync('git', ['--git-dir', this.gitDir, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, input, stdio: ['pipe', 'pipe', 'pipe']});
  }

  tags(): string[] {
    return this.git(['tag', '--list'])
      .split('\n')
      .filter((tag) => /^\d+\.\d+\.\d+$/.test(tag))
      .sort(compareVersions);
  }

  files(ref: string, under = ''): string[] {
    return this.git(['ls-tree', '-r', '--name-only', ref, ...(under ? ['--', under] : [])]).split('\n').filter(Boolean);
  }

  /** Several files at once (`git cat-file --batch`), cached by ref and path. */
  read(ref: string, paths: string[]): Map<string, string> {
    const result = new Map<string, string>();
    const missing = paths.filter((file) => {
      const cached = this.blobs.get(`${ref}:${file}`);
      if (cached !== undefined) result.set(file, cached);
      return cached === undefined;
    });
    if (missing.length > 0) {
      const out = execFileSync('git', ['--git-dir', this.gitDir, 'cat-file', '--batch'], {
        input: missing.map((file) => `${ref}:${file}`).join('\n') + '\n',
        maxBuffer: 256 * 1024 * 1024,
      });
      let at = 0;
      for (const file of missing) {
        const headerEnd = out.indexOf(0x0a, at);
        const header = out.subarray(at, headerEnd).toString('utf8');
        if (header.endsWith(' missing')) throw new ReleaseDataError(`${ref}: ${file} does not exist`);
        const size = Number(header.split(' ')[2]);
        const text = out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8');
        at = headerEnd + 1 + size + 1;
        this.blobs.set(`${ref}:${file}`, text);
        result.set(file, text);
      }
    }
    return result;
  }

  readOne(ref: string, file: string): string {
    return this.read(ref, [file]).get(file)!;
  }

  date(ref: string): string {
    return this.git(['log', '-1', '--format=%cs', ref]).trim();
  }

  commit(ref: string): string {
    return this.git(['rev-parse', '--short=7', `${ref}^{commit}`]).trim();
  }
}

/** The `version = "x.y.z"` of a Cargo.toml's [package]. */
const packageVersion = (toml: string): string | undefined => /^\[package\][\s\S]*?^version\s*=\s*"([^"]+)"/m.exec(toml)?.[1];

/** The versions a Cargo.lock pins, by package name (the first entry of a name). */
function lockedVersions(lock: string): Map<string, string> {
  const versions = new Map<string, string>();
  for (const match of lock.matchAll(/\[\[package\]\]\nname = "([^"]+)"\nversion = "([^"]+)"/g)) if (!versions.has(match[1]!)) versions.set(match[1]!, match[2]!);
  return versions;
}

/**
 * Dates a list of names read at each tag: since (the first tag that has it), removed in (the
 * first tag after the last that has it, when the newest does not), and the tags in between that
 * lack it (`absentIn`), should a name go and come back.
 */
function dateEntries<T>(tags: string[], present: Map<string, Map<string, T>>): Map<string, VersionedEntry & {last: T}> {
  const dated = new Map<string, VersionedEntry & {last: T}>();
  const names = new Set<string>();
  for (const tag of tags) for (const name of present.get(tag)?.keys() ?? []) names.add(name);
  for (const name of names) {
    const at = tags.filter((tag) => present.get(tag)?.has(name));
    const first = tags.indexOf(at[0]!);
    const last = tags.indexOf(at[at.length - 1]!);
    const entry: VersionedEntry & {last: T} = {since: tags[first]!, last: present.get(at[at.length - 1]!)!.get(name)!};
    if (last < tags.length - 1) entry.removedIn = tags[last + 1]!;
    const absent = tags.slice(first, last + 1).filter((tag) => !present.get(tag)?.has(name));
    if (absent.length) entry.absentIn = absent;
    dated.set(name, entry);
  }
  return dated;
}

export interface ReadOptions {
  /** Only tags up to this version (tests). */
  untilServer?: string;
  untilCli?: string;
  /**
   * Which commit stands for a crate version the CLI locks: the one that set the version (the
   * default: crates are published as their version is bumped), or the last before the next.
   */
  crateCommit?: 'first' | 'last';
}

/** The server's settings at one tag: name to the files that read it, and fallback pairs. */
function serverSettingsAt(server: Repo, tag: string): {names: Map<string, string[]>; fallbacks: [string, string][]} {
  const files = server
    .files(tag, 'packages')
    .filter((file) => /^packages\/[^/]+\/src\/.*\.rs$/.test(file))
    .filter((file) => !NOT_SERVER_CRATES.includes(file.split('/')[1]!));
  const names = new Map<string, string[]>();
  const fallbacks: [string, string][] = [];
  const texts = server.read(tag, files);
  for (const file of files) {
    const text = texts.get(file)!;
    if (!text.includes('env::var')) continue;
    for (const read of envReads(text)) {
      const where = `${file}:${read.line}`;
      names.set(read.name, [...(names.get(read.name) ?? []), where]);
    }
    fallbacks.push(...envFallbacks(text));
  }
  return {names, fallbacks};
}

/**
 * The server commit that set each version of a crate: the first commit whose Cargo.toml has it
 * (`pick: 'last'`, the last one before the next version, is only for the script's comparison).
 */
function crateCommits(server: Repo, crate: string, pick: 'first' | 'last'): Map<string, string> {
  const file = `packages/${crate}/Cargo.toml`;
  const log = server.git(['log', '--all', '--reverse', '--format=%H %ct', '--', file]).trim().split('\n').filter(Boolean);
  const byVersion = new Map<string, {commit: string; time: number}>();
  const tomls = new Map<string, string>();
  for (const line of log) {
    const [commit, time] = line.split(' ');
    let text: string;
    try {
      text = server.readOne(commit!, file);
    } catch {
      continue; // deleted in this commit
    }
    tomls.set(commit!, text);
    const version = packageVersion(text);
    if (!version) continue;
    const seen = byVersion.get(version);
    if (!seen || (pick === 'first' ? Number(time) < seen.time : Number(time) > seen.time)) byVersion.set(version, {commit: commit!, time: Number(time)});
  }
  return new Map([...byVersion].map(([version, {commit}]) => [version, commit]));
}

const optionId = (option: ClapOption) => (option.long ? `--${option.long}` : `<${option.positional}>`);

export function readReleaseData(serverGitDir: string, cliGitDir: string, options: ReadOptions = {}): ReleaseData {
  const server = new Repo(serverGitDir);
  const cli = new Repo(cliGitDir);
  const serverTags = server.tags().filter((tag) => !options.untilServer || compareVersions(tag, options.untilServer) <= 0);
  const cliTags = cli.tags().filter((tag) => !options.untilCli || compareVersions(tag, options.untilCli) <= 0);
  if (serverTags.length === 0) throw new ReleaseDataError(`${serverGitDir}: no release tags (x.y.z)`);
  if (cliTags.length === 0) throw new ReleaseDataError(`${cliGitDir}: no release tags (x.y.z)`);

  // Server settings, tag by tag.
  const settingsByTag = new Map<string, Map<string, string[]>>();
  const fallbackPairs = new Set<string>();
  for (const tag of serverTags) {
    const {names, fallbacks} = serverSettingsAt(server, tag);
    settingsByTag.set(tag, names);
    if (tag === serverTags[serverTags.length - 1]) for (const [a, b] of fallbacks) fallbackPairs.add([a, b].sort().join(' '));
  }
  const settings: ReleaseData['server']['settings'] = {};
  const datedSettings = dateEntries(serverTags, settingsByTag);
  for (const name of [...datedSettings.keys()].sort()) {
    const {last, ...entry} = datedSettings.get(name)!;
    const alternates = [...fallbackPairs].map((pair) => pair.split(' ')).filter((pair) => pair.includes(name)).map((pair) => pair.find((other) => other !== name)!);
    settings[name] = {...entry, readIn: last.map((where) => where.replace(/:\d+$/, '')).filter((file, index, all) => all.indexOf(file) === index), ...(alternates.length ? {alternates} : {})};
  }

  // CLI commands and options, tag by tag.
  const commandsByTag = new Map<string, Map<string, true>>();
  const optionsByTag = new Map<string, Map<string, {command?: string; option: ClapOption}>>();
  const surfaces = new Map<string, ReturnType<typeof clapSurface>>();
  for (const tag of cliTags) {
    let surface;
    try {
      surface = clapSurface(cli.readOne(tag, 'src/main.rs'), `docbox-cli ${tag} src/main.rs`);
    } catch (error) {
      if (error instanceof RustReadError) throw new ReleaseDataError(`docbox-cli tag ${tag}: ${error.message}`);
      throw error;
    }
    surfaces.set(tag, surface);
    commandsByTag.set(tag, new Map(surface.subcommands.map((command) => [command.name, true as const])));
    const tagOptions = new Map<string, {command?: string; option: ClapOption}>();
    for (const option of surface.global) tagOptions.set(optionId(option), {option});
    for (const command of surface.subcommands) for (const option of command.options) tagOptions.set(`${command.name} ${optionId(option)}`, {command: command.name, option});
    optionsByTag.set(tag, tagOptions);
  }
  const commands: ReleaseData['cli']['commands'] = {};
  for (const [name, {last: _last, ...entry}] of [...dateEntries(cliTags, commandsByTag)].sort(([a], [b]) => a.localeCompare(b))) commands[name] = entry;
  const cliOptions: ReleaseData['cli']['options'] = {};
  for (const [id, {last, ...entry}] of [...dateEntries(cliTags, optionsByTag)].sort(([a], [b]) => a.localeCompare(b))) {
    // What changed in the option between the tags that have it: its short form, what it takes, whether it is required.
    const changes: NonNullable<ReleaseData['cli']['options'][string]['changes']> = [];
    let previous: ClapOption | undefined;
    for (const tag of cliTags) {
      const now = optionsByTag.get(tag)?.get(id)?.option;
      if (now && previous) {
        if (now.short !== previous.short) changes.push({version: tag, what: `short form ${now.short ? `-${now.short}` : 'none'} (was ${previous.short ? `-${previous.short}` : 'none'})`});
        if (now.takes !== previous.takes) changes.push({version: tag, what: `takes ${now.takes} (was ${previous.takes})`});
        if (now.required !== previous.required) changes.push({version: tag, what: now.required ? 'required (was optional)' : 'optional (was required)'});
      }
      if (now) previous = now;
    }
    const option = last.option;
    cliOptions[id] = {
      ...entry,
      ...(last.command ? {command: last.command} : {}),
      ...(option.long ? {long: option.long} : {positional: option.positional}),
      ...(option.short ? {short: option.short} : {}),
      takes: option.takes as CliOptionTakes,
      required: option.required,
      ...(option.repeatable ? {repeatable: true} : {}),
      ...(changes.length ? {changes} : {}),
    };
  }

  // CLI configuration keys, tag by tag, through the crates each tag locks.
  const commitsOfCrate = new Map<string, Map<string, string>>();
  const crateItems = new Map<string, RustItem[]>();
  const itemsOfCrate = (crate: string, commit: string): RustItem[] => {
    const cacheKey = `${crate}@${commit}`;
    let items = crateItems.get(cacheKey);
    if (!items) {
      const files = server.files(commit, `packages/${crate}/src`).filter((file) => file.endsWith('.rs'));
      const texts = server.read(commit, files);
      items = [];
      for (const file of files) {
        try {
          items.push(...rustItems(texts.get(file)!));
        } catch (error) {
          if (error instanceof RustReadError) throw new ReleaseDataError(`docbox ${commit.slice(0, 7)} ${file}: ${error.message}`);
          throw error;
        }
      }
      crateItems.set(cacheKey, items);
    }
    return items;
  };
  const keysByTag = new Map<string, Map<string, {optional: boolean; aliasOf?: string}>>();
  const cliReleases: ReleaseData['cli']['releases'] = [];
  for (const tag of cliTags) {
    const main = cli.readOne(tag, 'src/main.rs');
    const lock = lockedVersions(cli.readOne(tag, 'Cargo.lock'));
    const crates: Record<string, {version: string; commit: string}> = {};
    for (const crate of CONFIG_CRATES) {
      const version = lock.get(crate);
      if (!version) continue;
      if (!commitsOfCrate.has(crate)) commitsOfCrate.set(crate, crateCommits(server, crate, options.crateCommit ?? 'first'));
      const commit = commitsOfCrate.get(crate)!.get(version);
      if (!commit) throw new ReleaseDataError(`docbox-cli tag ${tag}: Cargo.lock pins ${crate} ${version}, which no commit of the server repository sets in packages/${crate}/Cargo.toml`);
      crates[crate] = {version, commit: commit.slice(0, 7)};
    }
    const root = /\blet\s+config\s*:\s*([A-Z]\w*)\s*=/.exec(main)?.[1];
    if (!root) throw new ReleaseDataError(`docbox-cli tag ${tag}: src/main.rs has no "let config: Type =" to say what the configuration file is read into`);
    const own = cli.files(tag, 'src').filter((file) => file.endsWith('.rs'));
    const ownItems = [...cli.read(tag, own).values()].flatMap((text) => rustItems(text));
    const lockedItems = Object.entries(crates).map(([crate, {commit}]) => itemsOfCrate(crate, commitsOfCrate.get(crate)!.get(crates[crate]!.version)!));
    const lookup = (name: string) => {
      const deserialisable = (item: RustItem) => item.name === name && (item.derives.includes('Deserialize') || item.fields === undefined && item.variants === undefined);
      return ownItems.find(deserialisable) ?? lockedItems.map((items) => items.find(deserialisable)).find(Boolean);
    };
    if (!lookup(root)) throw new ReleaseDataError(`docbox-cli tag ${tag}: the configuration type ${root} is neither in src/ nor in the crates Cargo.lock pins (${Object.keys(crates).join(', ')})`);
    let keys;
    try {
      keys = configKeys(root, lookup);
    } catch (error) {
      if (error instanceof RustReadError) throw new ReleaseDataError(`docbox-cli tag ${tag}: ${root}: ${error.message}`);
      throw error;
    }
    keysByTag.set(tag, new Map(keys.map(({key, optional, aliasOf}) => [key, {optional, ...(aliasOf ? {aliasOf} : {})}])));
    cliReleases.push({version: tag, date: cli.date(tag), commit: cli.commit(tag), configType: root, crates});
  }
  const configKeysData: ReleaseData['cli']['configKeys'] = {};
  for (const [key, {last, ...entry}] of [...dateEntries(cliTags, keysByTag)].sort(([a], [b]) => a.localeCompare(b))) {
    const changes: {version: string; what: string}[] = [];
    let previous: boolean | undefined;
    for (const tag of cliTags) {
      const now = keysByTag.get(tag)?.get(key);
      if (now && previous !== undefined && now.optional !== previous) changes.push({version: tag, what: now.optional ? 'optional (was required)' : 'required (was optional)'});
      if (now) previous = now.optional;
    }
    configKeysData[key] = {...entry, optional: last.optional, ...(last.aliasOf ? {aliasOf: last.aliasOf} : {}), ...(changes.length ? {changes} : {})};
  }

  // Server releases, and the CLI release that goes with each: the first built on the server
  // release's docbox-management crate or a newer one (before that crate existed, docbox-core).
  const serverReleases: ReleaseData['server']['releases'] = serverTags.map((tag) => {
    const crateVersion = (crate: string) => {
      try {
        return packageVersion(server.readOne(tag, `packages/${crate}/Cargo.toml`));
      } catch {
        return undefined;
      }
    };
    const management = crateVersion('docbox-management');
    const core = crateVersion('docbox-core');
    const basis = management ? {crate: 'docbox-management', version: management} : {crate: 'docbox-core', version: core!};
    const match = cliReleases.find((release) => {
      const locked = release.crates[basis.crate]?.version;
      return locked !== undefined && compareVersions(locked, basis.version) >= 0;
    });
    return {
      version: tag,
      date: server.date(tag),
      commit: server.commit(tag),
      cli: match?.version ?? cliReleases[cliReleases.length - 1]!.version,
      cliBasis: `${basis.crate} ${basis.version}`,
      ...(match ? {} : {cliIsOlder: true}),
    };
  });

  return {
    server: {repository: 'docbox-nz/docbox', releases: serverReleases, settings},
    cli: {repository: 'docbox-nz/docbox-cli', releases: cliReleases, commands, options: cliOptions, configKeys: configKeysData},
  };
}
