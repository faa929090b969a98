/**
 * The `terraform` commands the guides use, with their options, read from `terraform -help` and
 * `terraform <command> -help` of Terraform 1.11.4. Terraform writes its options with one dash
 * (`-raw`, `-backend-config=...`). scripts/checks/check-facts.ts checks every `terraform` line in the
 * guides against this list; the procedures' tests run `terraform` against a stand-in that refuses
 * what is not here.
 */
import {options, type CliSubcommand, type CliSurface} from './cli';

export const TERRAFORM_VERSION = '1.11.4';

const command = (name: string, ...specs: string[]): CliSubcommand => ({name, options: options(...specs)});
const planOptions = [
  '--destroy', '--refresh-only', '--refresh?=', '--replace=', '--target=', '--var=', '--var-file=', '--compact-warnings', '--detailed-exitcode', '--input?=', '--lock?=',
  '--lock-timeout=', '--no-color', '--out=', '--parallelism=', '--state=', '--json',
];

export const terraform: CliSurface = {
  program: 'terraform',
  singleDashOptions: true,
  global: options('--chdir=', '--help', '--version'),
  help: options('--help')[0]!,
  subcommands: [
    command('init', '--backend?=', '--backend-config=', '--force-copy', '--from-module=', '--get?=', '--input?=', '--lock?=', '--lock-timeout=', '--no-color', '--json', '--plugin-dir=', '--reconfigure', '--migrate-state', '--upgrade', '--lockfile=', '--ignore-remote-version'),
    command('validate', '--json', '--no-color', '--no-tests', '--test-directory='),
    command('plan', ...planOptions),
    command('apply', '--auto-approve', '--backup=', '--compact-warnings', '--destroy', '--lock?=', '--lock-timeout=', '--input?=', '--no-color', '--parallelism=', '--state=', '--state-out=', '--replace=', '--target=', '--var=', '--var-file=', '--json', '--refresh?=', '--refresh-only'),
    command('destroy', '--auto-approve', '--backup=', '--compact-warnings', '--lock?=', '--lock-timeout=', '--input?=', '--no-color', '--parallelism=', '--state=', '--state-out=', '--target=', '--var=', '--var-file=', '--json', '--refresh?='),
    command('output', '--state=', '--no-color', '--json', '--raw'),
    command('version', '--json'),
  ],
};
