/**
 * The options of sudo 1.9.13 (Debian 12), read from its manual page (`man sudo`, SYNOPSIS and
 * OPTIONS). The procedures' tests run `sudo` as a stand-in that checks these options and then runs
 * the command it was given (the tests run as the reader's root already).
 */
import {options, type CliSurface} from './cli';

export const SUDO_VERSION = '1.9.13';

export const sudo: CliSurface = {
  program: 'sudo',
  global: options(
    '-A|--askpass', '-B|--bell', '-b|--background', '-C|--close-from=', '-D|--chdir=', '-E|--preserve-env?=', '-e|--edit', '-g|--group=', '-H|--set-home', '-h|--host=',
    '-i|--login', '-K|--remove-timestamp', '-k|--reset-timestamp', '-l|--list', '-N|--no-update', '-n|--non-interactive', '-P|--preserve-groups', '-p|--prompt=',
    '-R|--chroot=', '-r|--role=', '-S|--stdin', '-s|--shell', '-T|--command-timeout=', '-t|--type=', '-U|--other-user=', '-u|--user=', '-V|--version', '-v|--validate', '-h|--help',
  ),
};
