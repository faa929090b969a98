/**
 * The `cargo install` options the guides use to install docbox-cli, read from `cargo install
 * --help` of cargo 1.95.0. scripts/checks/check-facts.ts checks every `cargo install` line in the guides
 * against this list; the procedures' tests run it against a stand-in (the registry is not reachable
 * from the tests).
 */
import {options, type CliSurface} from './cli';

export const CARGO_VERSION = '1.95.0';

export const cargoInstall: CliSurface = {
  program: 'cargo install',
  global: options(
    '--version=', '--index=', '--registry=', '--git=', '--branch=', '--tag=', '--rev=', '--path=', '--root=', '-f|--force', '-n|--dry-run', '--no-track', '--list',
    '--message-format=', '--debug', '-v|--verbose', '-q|--quiet', '--color=', '--config=', '-Z=', '-h|--help', '--ignore-rust-version', '--locked', '--offline', '--frozen',
    '--bin?=', '--bins', '--example?=', '--examples', '-F|--features=', '--all-features', '--no-default-features', '-j|--jobs=', '--keep-going', '--profile=', '--target?=',
    '--target-dir=', '--timings',
  ),
};
