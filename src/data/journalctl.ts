/**
 * The options of journalctl, read from `journalctl --help` of systemd 252 (Debian 12).
 * scripts/checks/check-facts.ts checks every `journalctl` line in the guides against them; the
 * procedures' tests run `journalctl` against a stand-in that refuses what is not here.
 */
import {options, type CliSurface} from './cli';

export const JOURNALCTL_VERSION = '252';

export const journalctl: CliSurface = {
  program: 'journalctl',
  global: options(
    '--system', '--user', '-M|--machine=', '-m|--merge', '-D|--directory=', '--file=', '--root=', '--image=', '--namespace=', '-S|--since=', '-U|--until=', '-c|--cursor=',
    '--after-cursor=', '--cursor-file=', '-b|--boot?=', '-u|--unit=', '--user-unit=', '-t|--identifier=', '-p|--priority=', '--facility=', '-g|--grep=', '--case-sensitive?=',
    '-k|--dmesg', '-o|--output=', '--output-fields=', '-n|--lines?=', '-r|--reverse', '--show-cursor', '--utc', '-x|--catalog', '--no-hostname', '--no-full', '-a|--all',
    '-f|--follow', '--no-tail', '-q|--quiet', '--no-pager', '-e|--pager-end', '-h|--help', '--version', '-N|--fields', '-F|--field=', '--list-boots', '--disk-usage',
    '--vacuum-size=', '--vacuum-files=', '--vacuum-time=', '--verify', '--sync', '--flush', '--rotate', '--header',
  ),
};
