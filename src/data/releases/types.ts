/**
 * The shape of src/data/releases/releases.json, written by `npm run releases:data`
 * (scripts/update/release-data.ts) from the release tags of the Docbox server and of docbox-cli.
 */

/** When an entry arrived and went: release versions of its own line (server or CLI). */
export interface VersionedEntry {
  /** The first release that has it. */
  since: string;
  /** The first release after the last one that has it; absent while the newest release has it. */
  removedIn?: string;
  /** Releases between `since` and the last that have it, that do not (it went and came back). */
  absentIn?: string[];
}

export type CliOptionTakes = 'switch' | 'value' | 'bool';

export interface ServerRelease {
  version: string;
  /** Commit date of the tag, YYYY-MM-DD. */
  date: string;
  commit: string;
  /** The CLI release that goes with it: the first built on its docbox-management crate or a newer one. */
  cli: string;
  /** The crate and version the mapping compared (`docbox-management 0.10.0`). */
  cliBasis: string;
  /** No CLI release is built on this server release's crates yet: `cli` is the newest, which is older. */
  cliIsOlder?: boolean;
}

export interface CliRelease {
  version: string;
  date: string;
  commit: string;
  /** The type the configuration file is parsed into (`CliConfiguration`, `ServerConfigData`). */
  configType: string;
  /** The server crates its Cargo.lock pins, with the server commit that set each version. */
  crates: Record<string, {version: string; commit: string}>;
}

export interface Change {
  version: string;
  what: string;
}

export interface ReleaseData {
  server: {
    repository: string;
    releases: ServerRelease[];
    /** Environment variables the server reads, by name. */
    settings: Record<string, VersionedEntry & {readIn: string[]; alternates?: string[]}>;
  };
  cli: {
    repository: string;
    releases: CliRelease[];
    /** Subcommands, by name. */
    commands: Record<string, VersionedEntry>;
    /** Options by `--long` (global) or `subcommand --long`. */
    options: Record<
      string,
      VersionedEntry & {
        command?: string;
        long?: string;
        positional?: string;
        short?: string;
        takes: CliOptionTakes;
        required: boolean;
        repeatable?: boolean;
        changes?: Change[];
      }
    >;
    /** Keys of the configuration file: `database.host`, `secrets[provider=aws].endpoint`. */
    configKeys: Record<string, VersionedEntry & {optional: boolean; aliasOf?: string; changes?: Change[]}>;
  };
}
