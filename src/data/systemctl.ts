/**
 * The commands and options of systemctl, read from `systemctl --help` of systemd 252 (Debian 12).
 * scripts/checks/check-facts.ts checks every `systemctl` line in the guides against them
 * (scripts/checks/lib/facts.ts). Options may stand before or after the command.
 */
import {options, type CliSubcommand, type CliSurface} from './cli';

export const SYSTEMD_VERSION = '252';

const systemctlOptions = options(
  '-h|--help', '--version', '--system', '--user', '-H|--host=', '-M|--machine=', '-t|--type=',
  '--state=', '--failed', '-p|--property=', '-P=', '-a|--all', '-l|--full', '-r|--recursive',
  '--reverse', '--with-dependencies', '--job-mode=', '-T|--show-transaction', '--show-types',
  '--value', '--check-inhibitors=', '-i', '--kill-whom=', '-s|--signal=', '--what=', '--now',
  '--dry-run', '-q|--quiet', '--wait', '--no-block', '--no-wall', '--no-reload', '--legend=',
  '--no-pager', '--no-ask-password', '--global', '--runtime', '-f|--force', '--preset-mode=',
  '--root=', '--image=', '-n|--lines=', '-o|--output=', '--firmware-setup', '--boot-loader-menu=',
  '--boot-loader-entry=', '--plain', '--timestamp=', '--read-only', '--mkdir', '--marked',
);

const commands = [
  'list-units', 'list-automounts', 'list-sockets', 'list-timers', 'is-active', 'is-failed',
  'status', 'show', 'cat', 'help', 'list-dependencies', 'start', 'stop', 'reload', 'restart',
  'try-restart', 'reload-or-restart', 'try-reload-or-restart', 'isolate', 'kill', 'clean',
  'freeze', 'thaw', 'set-property', 'bind', 'mount-image', 'service-log-level',
  'service-log-target', 'reset-failed', 'list-unit-files', 'enable', 'disable', 'reenable',
  'preset', 'preset-all', 'is-enabled', 'mask', 'unmask', 'link', 'revert', 'add-wants',
  'add-requires', 'edit', 'get-default', 'set-default', 'list-machines', 'list-jobs', 'cancel',
  'show-environment', 'set-environment', 'unset-environment', 'import-environment',
  'daemon-reload', 'daemon-reexec', 'log-level', 'log-target', 'service-watchdogs',
  'is-system-running', 'default', 'rescue', 'emergency', 'halt', 'poweroff', 'reboot', 'kexec',
  'exit', 'switch-root', 'suspend', 'hibernate', 'hybrid-sleep', 'suspend-then-hibernate',
];

export const systemctl: CliSurface = {
  program: 'systemctl',
  global: systemctlOptions,
  afterSubcommand: systemctlOptions,
  subcommands: commands.map((name): CliSubcommand => ({name, options: []})),
};
