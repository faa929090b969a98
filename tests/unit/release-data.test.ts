import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {readReleaseData, ReleaseDataError} from '../../scripts/update/lib/release-data';
import {clapSurface, configKeys, envFallbacks, envReads, rustItems, stripComments} from '../../scripts/update/lib/rust-source';
import {changelog} from '../../src/data/apiChangelog';
import {CLI_VERSION, cliGlobalOptions, cliSubcommands} from '../../src/data/cli';
import {cliFor, cliReleases, datesText, latestCli, latestServer, markState, presentIn, releaseData, serverReleases} from '../../src/data/releases';
import {releaseChanges} from '../../src/data/releases/changes';
import {retiredEnvVars, SERVER_VERSION, serverEnvVars} from '../../src/data/serverEnvVars';

const root = path.resolve(__dirname, '../..');

describe('reading Rust (scripts/update/lib/rust-source.ts)', () => {
  it('reads env::var names outside comments, and the names read as each other\'s fallback', () => {
    const source = [
      '// std::env::var("COMMENTED_OUT")',
      'let url = "http://x"; /* env::var("IN_BLOCK") */',
      'let a = std::env::var("DOCBOX_A")',
      '    .or(std::env::var("A"))',
      '    .ok();',
      'let b = env::var_os("DOCBOX_B");',
      'let c = std::env::var("DOCBOX_C").ok().or(std::env::var("C").ok());',
    ].join('\n');
    assert.deepEqual(envReads(source).map((read) => read.name), ['DOCBOX_A', 'A', 'DOCBOX_B', 'DOCBOX_C', 'C']);
    assert.deepEqual(envReads(source)[0]!.line, 3);
    assert.deepEqual(envFallbacks(source), [['DOCBOX_A', 'A'], ['DOCBOX_C', 'C']]);
    assert.equal(stripComments('let s = "// not a comment"; // a comment'), 'let s = "// not a comment"; ');
  });

  it('reads a clap Parser and its Subcommand enum as the command line clap makes of them', () => {
    const main = `
      #[derive(Parser)]
      #[command(version, about)]
      struct Args {
          #[command(subcommand)]
          pub command: Commands,
          /// Path to the configuration
          #[arg(short, long)]
          pub config: Option<PathBuf>,
          #[arg(short, long, default_value = "human")]
          pub format: OutputFormat,
      }
      #[derive(Subcommand)]
      pub enum Commands {
          /// Create the root
          CreateRoot,
          DeleteTenant {
              #[arg(short, long)]
              env: String,
              #[arg(short = 'c', long)]
              delete_contents: Option<bool>,
              #[arg(short, long)]
              skip_failed: bool,
              #[arg(short, long)]
              origin: Vec<String>,
          },
          #[command(name = "renamed")]
          Other,
      }`;
    const surface = clapSurface(main, 'main.rs');
    assert.deepEqual(surface.global.map((option) => [option.long, option.short, option.takes, option.required]), [
      ['config', 'c', 'value', false],
      ['format', 'f', 'value', false],
      ['help', 'h', 'switch', false],
      ['version', 'V', 'switch', false],
    ]);
    assert.deepEqual(surface.subcommands.map((command) => command.name), ['create-root', 'delete-tenant', 'renamed']);
    assert.deepEqual(surface.subcommands[1]!.options.map((option) => [option.long, option.short, option.takes, option.required, option.repeatable]), [
      ['env', 'e', 'value', true, false],
      ['delete-contents', 'c', 'bool', false, false],
      ['skip-failed', 's', 'switch', false, false],
      ['origin', 'o', 'value', false, true],
    ]);
  });

  it('reads the keys of a serde type: fields, aliases, internally tagged enums and their variants', () => {
    const source = `
      /// Doc comment
      #[derive(Deserialize)]
      pub struct Config {
          pub api: Api,
          #[serde(default)]
          pub storage: Storage,
          pub secrets: Option<Secrets>,
      }
      #[derive(Deserialize)]
      pub struct Api {
          #[serde(alias = "address")]
          pub url: String,
          pub key: Option<Key>,
      }
      #[derive(Deserialize)]
      pub struct Key(String);
      #[derive(Deserialize, Default)]
      #[serde(tag = "provider", rename_all = "snake_case")]
      pub enum Storage {
          #[default]
          S3(S3Config),
      }
      #[derive(Deserialize, Default)]
      #[serde(default)]
      pub struct S3Config { pub endpoint: Endpoint }
      #[derive(Deserialize, Default)]
      #[serde(tag = "type", rename_all = "snake_case")]
      pub enum Endpoint { #[default] Aws, Custom { endpoint: String, external_endpoint: Option<String> } }
      #[derive(Deserialize)]
      #[serde(tag = "provider", rename_all = "snake_case")]
      pub enum Secrets { OpenSearch { url: String }, Memory(HashMap<String, String>) }`;
    const items = rustItems(source);
    const keys = configKeys('Config', (name) => items.find((item) => item.name === name));
    assert.deepEqual(
      keys.map((key) => `${key.key}${key.optional ? '?' : ''}${key.aliasOf ? ` = ${key.aliasOf}` : ''}`),
      [
        'api',
        'api.url',
        'api.address = api.url',
        'api.key?',
        'storage?',
        'storage.provider',
        'storage[provider=s3]?',
        'storage[provider=s3].endpoint?',
        'storage[provider=s3].endpoint.type',
        'storage[provider=s3].endpoint[type=aws]?',
        'storage[provider=s3].endpoint[type=custom]?',
        'storage[provider=s3].endpoint[type=custom].endpoint',
        'storage[provider=s3].endpoint[type=custom].external_endpoint?',
        'secrets?',
        'secrets.provider',
        'secrets[provider=open_search]?',
        'secrets[provider=open_search].url',
        'secrets[provider=memory]?',
      ],
    );
    assert.throws(() => configKeys('Config', (name) => (name === 'Config' ? items[0] : undefined)), /the type Api \(Config > Api\) is not in the sources searched/);
  });
});

// A server and a CLI repository with a few releases each, written commit by commit.
describe('the release data of a small server and CLI history (scripts/update/lib/release-data.ts)', () => {
  const base = mkdtempSync(path.join(os.tmpdir(), 'release-data-test-'));
  after(() => rmSync(base, {recursive: true, force: true}));
  const server = path.join(base, 'server');
  const cli = path.join(base, 'cli');
  let clock = 0;
  const git = (dir: string, ...args: string[]) => {
    const date = `2026-01-${String(++clock).padStart(2, '0')}T00:00:00Z`;
    return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
    });
  };
  const write = (dir: string, files: Record<string, string | null>) => {
    for (const [file, text] of Object.entries(files)) {
      const full = path.join(dir, file);
      if (text === null) {
        rmSync(full, {force: true});
        continue;
      }
      mkdirSync(path.dirname(full), {recursive: true});
      writeFileSync(full, text);
    }
  };
  const commit = (dir: string, message: string, tag?: string) => {
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '--allow-empty', '-m', message);
    if (tag) git(dir, 'tag', tag);
  };
  const cargo = (name: string, version: string) => `[package]\nname = "${name}"\nversion = "${version}"\n`;
  const management = (version: string, withIam: boolean) => ({
    'packages/docbox-management/Cargo.toml': cargo('docbox-management', version),
    'packages/docbox-management/src/config.rs': `
      #[derive(Deserialize)]
      pub struct ServerConfigData {
          pub database: Database,
      }
      #[derive(Deserialize)]
      pub struct Database {
          pub host: String,
          pub root_secret_name: ${withIam ? 'Option<String>' : 'String'},
          ${withIam ? '#[serde(default)]\n          pub root_iam: bool,' : ''}
      }`,
  });

  mkdirSync(server);
  git(server, 'init', '-q');
  write(server, {
    'packages/docbox/Cargo.toml': cargo('docbox', '1.0.0'),
    'packages/docbox/src/main.rs': 'fn main() { std::env::var("SERVER_ADDRESS"); std::env::var("DOCBOX_OLD"); }',
    // The old in-repository CLI: not the server.
    'packages/docbox-cli/src/main.rs': 'fn main() { std::env::var("CLI_ONLY"); }',
    'packages/docbox-core/Cargo.toml': cargo('docbox-core', '0.1.0'),
    ...management('0.1.0', false),
  });
  commit(server, 'first', '1.0.0');
  write(server, {
    'packages/docbox/src/main.rs': 'fn main() { std::env::var("DOCBOX_SERVER_ADDRESS").or(std::env::var("SERVER_ADDRESS")); std::env::var("DOCBOX_NEW"); }',
    ...management('0.2.0', true),
  });
  commit(server, 'second', '1.1.0');
  // A commit after the tag that keeps the version: the CLI's crate is read where the version was set.
  write(server, {'packages/docbox-management/src/config.rs': 'pub struct Nothing;'});
  commit(server, 'after the release, same version');

  mkdirSync(cli);
  git(cli, 'init', '-q');
  const lock = (version: string) => `[[package]]\nname = "docbox-management"\nversion = "${version}"\n`;
  const clap = (withIam: boolean) => `
    #[derive(Parser)]
    #[command(version)]
    struct Args {
        #[command(subcommand)]
        pub command: Commands,
        #[arg(short, long)]
        pub config: ${withIam ? 'Option<PathBuf>' : 'PathBuf'},
    }
    #[derive(Subcommand)]
    pub enum Commands {
        CreateRoot,
        ${withIam ? 'MigrateTenantIam {\n #[arg(short, long)]\n env: String,\n },' : ''}
    }
    async fn main() { let config: ServerConfigData = serde_json::from_slice(&raw)?; }`;
  write(cli, {'Cargo.lock': lock('0.1.0'), 'src/main.rs': clap(false)});
  commit(cli, 'cli first', '0.1.0');
  write(cli, {'Cargo.lock': lock('0.2.0'), 'src/main.rs': clap(true)});
  commit(cli, 'cli second', '0.2.0');

  const data = readReleaseData(path.join(server, '.git'), path.join(cli, '.git'));

  it('dates the server settings by the tags that read them, and pairs the names read as fallbacks', () => {
    assert.deepEqual(Object.keys(data.server.settings), ['DOCBOX_NEW', 'DOCBOX_OLD', 'DOCBOX_SERVER_ADDRESS', 'SERVER_ADDRESS']);
    assert.deepEqual(data.server.settings.DOCBOX_OLD, {since: '1.0.0', removedIn: '1.1.0', readIn: ['packages/docbox/src/main.rs']});
    assert.equal(data.server.settings.DOCBOX_SERVER_ADDRESS!.since, '1.1.0');
    assert.deepEqual(data.server.settings.SERVER_ADDRESS!.alternates, ['DOCBOX_SERVER_ADDRESS']);
    assert.equal(data.server.settings.SERVER_ADDRESS!.since, '1.0.0');
  });

  it('dates the CLI commands and options, with what changed in an option', () => {
    assert.deepEqual(data.cli.commands, {'create-root': {since: '0.1.0'}, 'migrate-tenant-iam': {since: '0.2.0'}});
    assert.equal(data.cli.options['migrate-tenant-iam --env']!.since, '0.2.0');
    assert.equal(data.cli.options['migrate-tenant-iam --env']!.required, true);
    assert.deepEqual(data.cli.options['--config']!.changes, [{version: '0.2.0', what: 'optional (was required)'}]);
    assert.equal(data.cli.options['--version']!.since, '0.1.0');
  });

  it('reads the configuration keys through the crate the CLI locks, at the commit that set its version', () => {
    assert.deepEqual(Object.keys(data.cli.configKeys), ['database', 'database.host', 'database.root_iam', 'database.root_secret_name']);
    assert.equal(data.cli.configKeys['database.root_iam']!.since, '0.2.0');
    assert.deepEqual(data.cli.configKeys['database.root_secret_name']!.changes, [{version: '0.2.0', what: 'optional (was required)'}]);
    assert.deepEqual(data.cli.releases.map((release) => [release.version, release.configType, release.crates['docbox-management']!.version]), [
      ['0.1.0', 'ServerConfigData', '0.1.0'],
      ['0.2.0', 'ServerConfigData', '0.2.0'],
    ]);
  });

  it('maps each server release to the first CLI release built on its management crate', () => {
    assert.deepEqual(data.server.releases.map((release) => [release.version, release.cli, release.cliBasis]), [
      ['1.0.0', '0.1.0', 'docbox-management 0.1.0'],
      ['1.1.0', '0.2.0', 'docbox-management 0.2.0'],
    ]);
    assert.match(data.server.releases[0]!.date, /^2026-01-\d\d$/);
  });

  it('stops, naming the tag and the crate, when the CLI locks a version no server commit set', () => {
    write(cli, {'Cargo.lock': lock('9.9.9')});
    commit(cli, 'unknown crate', '0.3.0');
    assert.throws(
      () => readReleaseData(path.join(server, '.git'), path.join(cli, '.git')),
      (error: Error) => error instanceof ReleaseDataError && /docbox-cli tag 0\.3\.0: Cargo\.lock pins docbox-management 9\.9\.9/.test(error.message),
    );
  });
});

describe('the committed release data (src/data/releases/releases.json) and the site\'s own lists', () => {
  const present = (entry: {since: string; removedIn?: string}, release: string) => presentIn(entry, release);

  it('is for the releases the site documents', () => {
    assert.equal(latestServer, SERVER_VERSION, 'src/data/serverEnvVars.ts documents the newest server release');
    assert.equal(latestServer, changelog.releases[0]!.version, 'the API changelog ends at the same release');
    assert.deepEqual(serverReleases.map((release) => release.version), [...changelog.releases].reverse().map((release) => release.version));
    assert.equal(latestCli, CLI_VERSION, 'src/data/cli.ts documents the newest CLI release');
  });

  it('reads the variables src/data/serverEnvVars.ts lists, and dates the retired ones as removed', () => {
    const current = Object.entries(releaseData.server.settings).filter(([, entry]) => present(entry, latestServer)).map(([name]) => name).sort();
    assert.deepEqual(current, serverEnvVars.flatMap((variable) => [variable.name, ...(variable.aliases ?? [])]).sort());
    for (const name of retiredEnvVars) {
      assert.ok(releaseData.server.settings[name]?.removedIn, `${name} is retired but the data has it in ${latestServer}`);
    }
    // The aliases the list gives are the fallbacks the source reads.
    for (const variable of serverEnvVars) {
      assert.deepEqual(releaseData.server.settings[variable.name]!.alternates ?? [], variable.aliases ?? [], variable.name);
      assert.ok(releaseData.server.settings[variable.name]!.readIn.includes(variable.readIn), `${variable.name} is read in ${variable.readIn}`);
    }
  });

  it('has the subcommands and options src/data/cli.ts lists for the newest CLI', () => {
    const commands = Object.entries(releaseData.cli.commands).filter(([, entry]) => present(entry, latestCli)).map(([name]) => name).sort();
    assert.deepEqual(commands, cliSubcommands.filter((command) => !command.builtin).map((command) => command.name).sort());
    const options = (command?: string) =>
      Object.entries(releaseData.cli.options)
        .filter(([, entry]) => present(entry, latestCli) && entry.command === command)
        .map(([, entry]) => `${entry.long}/${entry.short}/${entry.takes}`)
        .sort();
    assert.deepEqual(options(undefined), cliGlobalOptions.map((option) => `${option.long}/${option.short}/${option.takes}`).sort());
    for (const command of cliSubcommands.filter((entry) => !entry.builtin)) {
      assert.deepEqual(options(command.name), command.options.map((option) => `${option.long}/${option.short}/${option.takes}`).sort(), command.name);
    }
  });

  it('maps every server release to a CLI release, as the upgrade page says', () => {
    assert.equal(cliFor('0.4.0'), '0.5.0');
    assert.equal(cliFor('0.7.0'), '0.8.0');
    assert.equal(cliFor('0.7.1'), '0.8.0');
    assert.equal(cliFor('0.8.0'), '0.9.0');
    for (const release of serverReleases) assert.ok(cliReleases.some((entry) => entry.version === release.cli), release.version);
  });

  it('words and marks an entry from its dates', () => {
    assert.equal(datesText({since: '0.4.0'}, 'server'), 'since 0.4.0');
    assert.equal(datesText({since: '0.2.0', removedIn: '0.6.0'}, 'server'), '0.2.0 to 0.5.0, removed in 0.6.0');
    assert.equal(datesText({since: '0.2.0', removedIn: '0.3.0'}, 'cli', true), 'CLI 0.2.0 to 0.2.1, removed in 0.3.0');
    assert.equal(markState({since: '0.8.0'}, '0.7.1'), 'newer');
    assert.equal(markState({since: '0.2.0', removedIn: '0.6.0'}, '0.5.0'), 'kept');
    assert.equal(markState({since: '0.2.0', removedIn: '0.6.0'}, '0.6.0'), 'removed');
    assert.equal(markState({since: '0.2.0'}, '0.9.3'), 'present');
  });

  it('lists what each release added: 0.8.0 the logging settings, the ZIP operation and, with CLI 0.9.0, migrate-storage', () => {
    const changes = releaseChanges().find((entry) => entry.version === '0.8.0')!;
    assert.ok(changes.settingsAdded.includes('DOCBOX_LOGGING_FORMAT'));
    assert.deepEqual(changes.operationsAdded, ['folder_create_zip']);
    assert.equal(changes.cli, '0.9.0');
    assert.deepEqual(changes.commandsAdded, ['migrate-storage']);
    // Every release has its release post, which the upgrade notes link.
    for (const release of serverReleases) {
      assert.ok(existsSync(path.join(root, 'blog')) && readFileSync(path.join(root, 'docs/guides/operating/upgrading.md'), 'utf8').includes(`(/blog/docbox-${release.version.replace(/\./g, '-')})`), release.version);
    }
  });
});
