/**
 * The options of PostgreSQL's pg_dump, pg_dumpall, pg_restore and psql, read from their `--help` output in
 * PostgreSQL 15 (Debian 12's postgresql-client-15, 15.18). scripts/checks/check-facts.ts checks every
 * command line of these programs in the guides against them (scripts/checks/lib/facts.ts). Written as in
 * the help: `-F|--format=` takes a value, `-v|--verbose` is a switch, `--help?=` takes a value
 * only after `=`. The programs take no subcommands; database names and files are arguments.
 */
import {options, type CliSurface} from './cli';

export const POSTGRES_CLIENT_VERSION = '15.18';

/** PostgreSQL's own default port (RDS uses it too unless told otherwise); the pages' `DB_PORT=` lines are checked against it. */
export const POSTGRES_DEFAULT_PORT = 5432;

const connection = ['-d|--dbname=', '-h|--host=', '-p|--port=', '-U|--username=', '-w|--no-password', '-W|--password'];

export const pgDump: CliSurface = {
  program: 'pg_dump',
  global: options(
    '-f|--file=', '-F|--format=', '-j|--jobs=', '-v|--verbose', '-V|--version', '-Z|--compress=',
    '--lock-wait-timeout=', '--no-sync', '-?|--help', '-a|--data-only', '-b|--blobs',
    '-B|--no-blobs', '-c|--clean', '-C|--create', '-e|--extension=', '-E|--encoding=',
    '-n|--schema=', '-N|--exclude-schema=', '-O|--no-owner', '-s|--schema-only', '-S|--superuser=',
    '-t|--table=', '-T|--exclude-table=', '-x|--no-privileges', '--binary-upgrade',
    '--column-inserts', '--disable-dollar-quoting', '--disable-triggers', '--enable-row-security',
    '--exclude-table-data=', '--extra-float-digits=', '--if-exists', '--include-foreign-data=',
    '--inserts', '--load-via-partition-root', '--no-comments', '--no-publications',
    '--no-security-labels', '--no-subscriptions', '--no-table-access-method', '--no-tablespaces',
    '--no-toast-compression', '--no-unlogged-table-data', '--on-conflict-do-nothing',
    '--quote-all-identifiers', '--restrict-key=', '--rows-per-insert=', '--section=',
    '--serializable-deferrable', '--snapshot=', '--strict-names', '--use-set-session-authorization',
    ...connection, '--role=',
  ),
  outcome: [
    {option: 'format', why: 'the default is a plain SQL script, which pg_restore does not read (pg_restore(1): it restores the custom, directory and tar formats)'},
  ],
};

export const pgDumpall: CliSurface = {
  program: 'pg_dumpall',
  global: options(
    '-f|--file=', '-v|--verbose', '-V|--version', '--lock-wait-timeout=', '-?|--help', '-a|--data-only', '-c|--clean', '-E|--encoding=',
    '-g|--globals-only', '-O|--no-owner', '-r|--roles-only', '-s|--schema-only', '-S|--superuser=', '-t|--tablespaces-only', '-x|--no-privileges',
    '--binary-upgrade', '--column-inserts', '--disable-dollar-quoting', '--disable-triggers', '--exclude-database=', '--extra-float-digits=',
    '--if-exists', '--inserts', '--load-via-partition-root', '--no-comments', '--no-publications', '--no-role-passwords', '--no-security-labels',
    '--no-subscriptions', '--no-sync', '--no-table-access-method', '--no-tablespaces', '--no-toast-compression', '--no-unlogged-table-data',
    '--on-conflict-do-nothing', '--quote-all-identifiers', '--restrict-key=', '--rows-per-insert=', '--use-set-session-authorization',
    '-d|--dbname=', '-h|--host=', '-l|--database=', '-p|--port=', '-U|--username=', '-w|--no-password', '-W|--password', '--role=',
  ),
  outcome: [
    {option: 'no-role-passwords', why: 'without it pg_dumpall reads the passwords from the catalog of role passwords only a superuser may read, so it stops on RDS and with any setup user that is not a superuser (pg_dumpall(1), --no-role-passwords)'},
  ],
};

export const pgRestore: CliSurface = {
  program: 'pg_restore',
  global: options(
    '-f|--file=', '-F|--format=', '-l|--list', '-v|--verbose', '-V|--version',
    '-?|--help', '-a|--data-only', '-c|--clean', '-C|--create', '-e|--exit-on-error', '-I|--index=',
    '-j|--jobs=', '-L|--use-list=', '-n|--schema=', '-N|--exclude-schema=', '-O|--no-owner',
    '-P|--function=', '-s|--schema-only', '-S|--superuser=', '-t|--table=', '-T|--trigger=',
    '-x|--no-privileges', '-1|--single-transaction', '--disable-triggers', '--enable-row-security',
    '--if-exists', '--no-comments', '--no-data-for-failed-tables', '--no-publications',
    '--no-security-labels', '--no-subscriptions', '--no-table-access-method', '--no-tablespaces',
    '--restrict-key=', '--section=', '--strict-names', '--use-set-session-authorization',
    ...connection, '--role=',
  ),
  outcome: [
    {option: 'exit-on-error', when: 'dbname', why: 'without it pg_restore skips an object that fails, restores the rest and exits 1 only at the end, leaving a half-restored database that looks complete and blocks the next --create (pg_restore(1), --exit-on-error; tests/procedures/backup-and-restore.test.ts restores a dump that meets an error)'},
    {option: 'create', when: 'dbname', why: 'without it pg_restore puts the dump\'s objects into the database --dbname names (postgres in the guides) instead of creating the dumped database (pg_restore(1), --create)'},
  ],
};

export const psql: CliSurface = {
  program: 'psql',
  global: options(
    '-c|--command=', '-f|--file=', '-l|--list', '-v|--set=', '--variable=', '-V|--version',
    '-X|--no-psqlrc', '-1|--single-transaction', '-?|--help?=', '-a|--echo-all', '-b|--echo-errors',
    '-e|--echo-queries', '-E|--echo-hidden', '-L|--log-file=', '-n|--no-readline', '-o|--output=',
    '-q|--quiet', '-s|--single-step', '-S|--single-line', '-A|--no-align', '--csv',
    '-F|--field-separator=', '-H|--html', '-P|--pset=', '-R|--record-separator=',
    '-t|--tuples-only', '-T|--table-attr=', '-x|--expanded', '-z|--field-separator-zero',
    '-0|--record-separator-zero', ...connection,
  ),
};
