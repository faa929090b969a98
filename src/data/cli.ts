/**
 * The command-line surface of docbox-cli 0.9.0, read from its clap definitions
 * (docbox-nz/docbox-cli src/main.rs at 912543e). `npm test` (scripts/checks/check-facts.ts) checks every
 * `docbox-cli` command line in the guides, and the command tables of the CLI reference
 * (docs/guides/setup/intro.md), against this list. Re-read src/main.rs after a CLI release.
 */

export type CliOption = {
  /** Long form, without the dashes. */
  long?: string;
  /** Short form, one letter, without the dash. */
  short?: string;
  /** What the option takes: nothing (a switch), a value, true/false, or a value only after `=`. */
  takes: 'switch' | 'value' | 'bool' | 'optional';
  required?: boolean;
  /** The option may be given more than once. */
  repeatable?: boolean;
};

/**
 * An option that changes what a command does in a way a guide's procedure depends on: the
 * procedures' stand-ins (tests/support/procedures/lab.ts) refuse the command without it, so
 * dropping it from a page fails npm test. Listed with the command's options, with the reason.
 */
export type OutcomeOption = {
  /** The option's long form, without the dashes. */
  option: string;
  /** Only when this other option (long form) is on the line too: pg_restore restores into a server only with `--dbname`. */
  when?: string;
  /** What goes wrong without it, and where that was read. */
  why: string;
};

export type CliSubcommand = {
  name: string;
  summary?: string;
  options: CliOption[];
  /** Options the guides' procedures must keep on this command (see OutcomeOption). */
  outcome?: OutcomeOption[];
  /** Nested subcommands (an AWS service's operations, its waiters). */
  subcommands?: CliSubcommand[];
  /** After its first argument, the rest of the line is another command (`docker compose exec db psql ...`). */
  command?: boolean;
  /** Added by clap rather than written in main.rs; the reference need not give it a row. */
  builtin?: boolean;
};

export const CLI_VERSION = '0.9.0';

/** Options that go before the subcommand (they are not clap `global` options). */
export const cliGlobalOptions: CliOption[] = [
  {long: 'config', short: 'c', takes: 'value'},
  {long: 'aws-config-secret', short: 'a', takes: 'value'},
  {long: 'format', short: 'f', takes: 'value'},
  {long: 'help', short: 'h', takes: 'switch'},
  {long: 'version', short: 'V', takes: 'switch'},
];

const env = (required = true): CliOption => ({long: 'env', short: 'e', takes: 'value', required});
const tenantId = (required = true): CliOption => ({long: 'tenant-id', short: 't', takes: 'value', required});
const skipFailed: CliOption = {long: 'skip-failed', short: 's', takes: 'switch'};
const migrationName: CliOption = {long: 'name', short: 'n', takes: 'value'};

export const cliSubcommands: CliSubcommand[] = [
  {name: 'create-root', summary: 'Initialise the root database.', options: []},
  {name: 'check-root', summary: 'Report whether the root database is initialised.', options: []},
  {
    name: 'create-tenant',
    summary: 'Create a tenant from a JSON file.',
    options: [{long: 'file', short: 'f', takes: 'value', required: true}],
  },
  {
    name: 'rebuild-tenant-index',
    summary: "Rebuild a tenant's search index from its files.",
    options: [env(), tenantId(), {long: 'file', short: 'f', takes: 'value', required: true}],
  },
  {
    name: 'delete-tenant',
    summary: 'Delete a tenant.',
    options: [
      env(),
      tenantId(),
      {long: 'delete-contents', short: 'c', takes: 'bool'},
      {long: 'delete-database', short: 'd', takes: 'bool'},
      {long: 'delete-search', short: 'i', takes: 'bool'},
      {long: 'delete-storage', short: 's', takes: 'bool'},
      {long: 'permanently-delete-secret', short: 'p', takes: 'bool'},
    ],
  },
  {name: 'get-tenants', summary: 'List tenants.', options: [env(false)]},
  {name: 'get-tenant', summary: 'Show one tenant.', options: [env(), tenantId()]},
  {name: 'migrate', summary: 'Apply tenant database migrations.', options: [env(), tenantId(false), skipFailed]},
  {name: 'migrate-root', summary: 'Apply root database migrations.', options: []},
  {
    name: 'migrate-search',
    summary: 'Apply search index migrations.',
    options: [env(), migrationName, tenantId(false), skipFailed],
  },
  {
    name: 'migrate-storage',
    summary: 'Apply storage bucket migrations.',
    options: [env(), migrationName, tenantId(false), skipFailed],
  },
  {
    name: 'set-allowed-storage-cors-origins',
    summary: "Replace the origins allowed by a tenant's bucket CORS rule.",
    options: [env(), tenantId(), {long: 'origin', short: 'o', takes: 'value', repeatable: true}],
  },
  {name: 'migrate-tenant-iam', summary: 'Move tenants from secret logins to IAM.', options: [env(), tenantId(false)]},
  // `docbox-cli help [subcommand]` prints the same text as --help.
  {name: 'help', summary: 'Print the help of docbox-cli or of one subcommand.', options: [], builtin: true},
];

/** Every subcommand also answers --help. */
export const cliSubcommandHelp: CliOption = {long: 'help', short: 'h', takes: 'switch'};

/**
 * A program's whole command-line surface, as scripts/checks/lib/facts.ts checks command lines against
 * it. This file holds docbox-cli's; src/data/ has the other tools' (awsCli.ts, cargo.ts, docker.ts,
 * dockerCompose.ts, journalctl.ts, kubectl.ts, postgresCli.ts, sudo.ts, systemctl.ts, terraform.ts).
 */
export type CliSurface = {
  /** As typed: `docbox-cli`, `aws`, `docker compose`. */
  program: string;
  /** The program's own options, before any subcommand. */
  global: CliOption[];
  /** Absent when the program takes no subcommand (pg_dump): every option is then global. */
  subcommands?: CliSubcommand[];
  /** An option every subcommand also takes. */
  help?: CliOption;
  /** Options of the program that may also follow the subcommand (aws and systemctl: all). */
  afterSubcommand?: CliOption[];
  /** Long options written with one dash (`terraform output -raw`); listed here with two. */
  singleDashOptions?: boolean;
  /** For a program without subcommands: options the guides' procedures must keep (see OutcomeOption). */
  outcome?: OutcomeOption[];
};
export const docboxCli: CliSurface = {
  program: 'docbox-cli',
  global: cliGlobalOptions,
  subcommands: cliSubcommands,
  help: cliSubcommandHelp,
};

/**
 * Options written as a tool's `--help` shows them: `'-F|--format='` takes a value,
 * `'-v|--verbose'` is a switch, `'--help?='` takes a value only after `=`.
 */
export function options(...specs: string[]): CliOption[] {
  return specs.map((spec) => {
    const takes = spec.endsWith('?=') ? 'optional' : spec.endsWith('=') ? 'value' : 'switch';
    const option: CliOption = {takes};
    for (const name of spec.replace(/\??=$/, '').split('|')) {
      if (name.startsWith('--')) option.long = name.slice(2);
      else option.short = name.slice(1);
    }
    return option;
  });
}
