/**
 * The command-line surface of `docker compose` (Compose v2), read from Compose v5.5.0's own
 * command reference (docker/compose docs/reference/docker_compose*.yaml at tag v5.5.0, which
 * `docker compose [<sub>] --help` prints; Debian 12 ships no Compose v2, so the help could not be
 * run here). Hidden options are left out. scripts/checks/check-facts.ts checks every `docker compose`
 * line in the guides against it (scripts/checks/lib/facts.ts).
 */
import {options, type CliSurface} from './cli';

export const DOCKER_COMPOSE_VERSION = '5.5.0';

/**
 * Docbox's compose stack (docbox-nz/docbox containers/docker-compose.yml at 2197bc0): the host port
 * its `database` service publishes (8107:5432) and the user it creates (POSTGRES_USER), and the
 * project name Docker gives it from the folder of the compose file.
 */
export const COMPOSE_STACK = {databasePort: 8107, databaseUser: 'docbox', project: 'containers'} as const;

/** Options of `docker compose` itself: they go before the subcommand (only --dry-run may follow it). */
const composeGlobal = options(
  '--all-resources', '--ansi=', '--compatibility', '--dry-run', '--env-file=', '-f|--file=',
  '--parallel=', '--profile=', '--progress=', '--project-directory=', '-p|--project-name=',
);

export const dockerCompose: CliSurface = {
  program: 'docker compose',
  global: composeGlobal,
  help: options('-h|--help')[0]!,
  afterSubcommand: options('--dry-run'),
  subcommands: [
    {name: 'attach', options: options('--detach-keys=', '--index=', '--no-stdin', '--sig-proxy')},
    {name: 'bridge', options: options()},
    {name: 'build', options: options('--build-arg=', '--builder=', '--check', '-m|--memory=', '--no-cache', '--print', '--provenance=', '--pull', '--push', '-q|--quiet', '--sbom=', '--ssh=', '--with-dependencies')},
    {name: 'commit', options: options('-a|--author=', '-c|--change=', '--index=', '-m|--message=', '-p|--pause')},
    {name: 'config', options: options('--environment', '--format=', '--hash=', '--images', '--lock-image-digests', '--models', '--networks', '--no-consistency', '--no-env-resolution', '--no-interpolate', '--no-normalize', '--no-path-resolution', '-o|--output=', '--profiles', '-q|--quiet', '--resolve-image-digests', '--services', '--variables', '--volumes')},
    {name: 'convert', options: options('--format=', '--hash=', '--images', '--no-consistency', '--no-interpolate', '--no-normalize', '-o|--output=', '--profiles', '-q|--quiet', '--resolve-image-digests', '--services', '--volumes')},
    {name: 'cp', options: options('--all', '-a|--archive', '-L|--follow-link', '--index=')},
    {name: 'create', options: options('--build', '--force-recreate', '--no-build', '--no-recreate', '--pull=', '--quiet-pull', '--remove-orphans', '--scale=', '-y|--yes')},
    {name: 'down', options: options('--remove-orphans', '--rmi=', '-t|--timeout=', '-v|--volumes')},
    {name: 'events', options: options('--json', '--since=', '--until=')},
    {name: 'exec', options: options('-d|--detach', '-e|--env=', '--index=', '-T|--no-tty', '--privileged', '-u|--user=', '-w|--workdir='), command: true},
    {name: 'export', options: options('--index=', '-o|--output=')},
    {name: 'images', options: options('--format=', '-q|--quiet')},
    {name: 'kill', options: options('--remove-orphans', '-s|--signal=')},
    {name: 'logs', options: options('-f|--follow', '--index=', '--no-color', '--no-log-prefix', '--since=', '-n|--tail=', '-t|--timestamps', '--until=')},
    {name: 'ls', options: options('-a|--all', '--filter=', '--format=', '-q|--quiet')},
    {name: 'pause', options: options()},
    {name: 'port', options: options('--index=', '--protocol=')},
    {name: 'ps', options: options('-a|--all', '--filter=', '--format=', '--no-trunc', '--orphans', '-q|--quiet', '--services', '--status=')},
    {name: 'publish', options: options('--app', '--oci-version=', '--resolve-image-digests', '--with-env', '-y|--yes')},
    {name: 'pull', options: options('--ignore-buildable', '--ignore-pull-failures', '--include-deps', '--policy=', '-q|--quiet')},
    {name: 'push', options: options('--ignore-push-failures', '--include-deps', '-q|--quiet')},
    {name: 'restart', options: options('--no-deps', '-t|--timeout=')},
    {name: 'rm', options: options('-f|--force', '-s|--stop', '-v|--volumes')},
    {name: 'run', options: options('--build', '--cap-add=', '--cap-drop=', '-d|--detach', '--entrypoint=', '-e|--env=', '--env-from-file=', '-i|--interactive', '-l|--label=', '--name=', '--no-deps', '-T|--no-tty', '-p|--publish=', '--pull=', '-q|--quiet', '--quiet-build', '--quiet-pull', '--remove-orphans', '--rm', '-P|--service-ports', '--use-aliases', '-u|--user=', '-v|--volume=', '-w|--workdir='), command: true},
    {name: 'scale', options: options('--no-deps')},
    {name: 'start', options: options('--wait', '--wait-timeout=')},
    {name: 'stats', options: options('-a|--all', '--format=', '--no-stream', '--no-trunc')},
    {name: 'stop', options: options('-t|--timeout=')},
    {name: 'top', options: options()},
    {name: 'unpause', options: options()},
    {name: 'up', options: options('--abort-on-container-exit', '--abort-on-container-failure', '--always-recreate-deps', '--attach=', '--attach-dependencies', '--build', '-d|--detach', '--exit-code-from=', '--force-recreate', '--menu', '--no-attach=', '--no-build', '--no-color', '--no-deps', '--no-log-prefix', '--no-recreate', '--no-start', '--pull=', '--quiet-build', '--quiet-pull', '--remove-orphans', '-V|--renew-anon-volumes', '--scale=', '-t|--timeout=', '--timestamps', '--wait', '--wait-timeout=', '-w|--watch', '-y|--yes')},
    {name: 'version', options: options('-f|--format=', '--short')},
    {name: 'volumes', options: options('--format=', '-q|--quiet')},
    {name: 'wait', options: options('--down-project')},
    {name: 'watch', options: options('--no-up', '--prune', '--quiet')},
    {name: 'help', options: [], builtin: true},
  ],
};
