/**
 * The `docker` commands the guides use (not `docker compose`, which is in dockerCompose.ts), with
 * their options, read from `docker <command> --help` of the Docker CLI 28.2.2 (the client runs
 * here; no engine does). scripts/checks/check-facts.ts checks every `docker` line in the guides against
 * this list, and the procedures' tests run `docker` against a stand-in that refuses what is not
 * here. Add a command from its `--help` before a guide uses it.
 */
import {options, type CliSubcommand, type CliSurface} from './cli';

export const DOCKER_CLI_VERSION = '28.2.2';

const command = (name: string, ...specs: string[]): CliSubcommand => ({name, options: options(...specs)});

const buildOptions = [
  '--add-host=', '--build-arg=', '--cache-from=', '--cgroup-parent=', '--compress', '--cpu-period=', '--cpu-quota=', '-c|--cpu-shares=', '--cpuset-cpus=', '--cpuset-mems=',
  '--disable-content-trust', '-f|--file=', '--force-rm', '--iidfile=', '--isolation=', '--label=', '-m|--memory=', '--memory-swap=', '--network=', '--no-cache', '--platform=',
  '--pull', '-q|--quiet', '--rm', '--security-opt=', '--shm-size=', '--squash', '-t|--tag=', '--target=', '--ulimit=',
];
/** `docker run` and `docker create` share these; run adds the detach and signal-proxy options. */
const containerOptions = [
  '--add-host=', '--annotation=', '-a|--attach=', '--blkio-weight=', '--blkio-weight-device=', '--cap-add=', '--cap-drop=', '--cgroup-parent=', '--cgroupns=', '--cidfile=',
  '--cpu-count=', '--cpu-percent=', '--cpu-period=', '--cpu-quota=', '--cpu-rt-period=', '--cpu-rt-runtime=', '-c|--cpu-shares=', '--cpus=', '--cpuset-cpus=', '--cpuset-mems=',
  '--device=', '--device-cgroup-rule=', '--device-read-bps=', '--device-read-iops=', '--device-write-bps=', '--device-write-iops=',
  '--disable-content-trust', '--dns=', '--dns-option=', '--dns-search=', '--domainname=', '--entrypoint=', '-e|--env=', '--env-file=', '--expose=', '--gpus=', '--group-add=',
  '--health-cmd=', '--health-interval=', '--health-retries=', '--health-start-interval=', '--health-start-period=', '--health-timeout=', '-h|--hostname=', '--init',
  '-i|--interactive', '--io-maxbandwidth=', '--io-maxiops=', '--ip=', '--ip6=', '--ipc=', '--isolation=', '--kernel-memory=', '-l|--label=', '--label-file=', '--link=',
  '--link-local-ip=', '--log-driver=', '--log-opt=', '--mac-address=', '-m|--memory=', '--memory-reservation=', '--memory-swap=', '--memory-swappiness=', '--mount=', '--name=',
  '--network=', '--network-alias=', '--no-healthcheck', '--oom-kill-disable', '--oom-score-adj=', '--pid=', '--pids-limit=', '--platform=', '--privileged', '-p|--publish=',
  '-P|--publish-all', '--pull=', '-q|--quiet', '--read-only', '--restart=', '--rm', '--runtime=', '--security-opt=', '--shm-size=', '--stop-signal=',
  '--stop-timeout=', '--storage-opt=', '--sysctl=', '--tmpfs=', '-t|--tty', '--ulimit=', '--use-api-socket', '-u|--user=', '--userns=', '--uts=', '-v|--volume=',
  '--volume-driver=', '--volumes-from=', '-w|--workdir=',
];

export const docker: CliSurface = {
  program: 'docker',
  global: options('--config=', '-c|--context=', '-D|--debug', '-H|--host=', '-l|--log-level=', '--tls', '--tlscacert=', '--tlscert=', '--tlskey=', '--tlsverify', '-v|--version', '--help'),
  help: options('--help')[0]!,
  subcommands: [
    command('build', ...buildOptions),
    // buildx is a plugin not installed here: its build takes the classic build's options (and more, not listed).
    {name: 'buildx', options: [], subcommands: [command('build', ...buildOptions, '--push', '--load', '-o|--output=', '--builder=')]},
    command('cp', '-a|--archive', '-L|--follow-link', '-q|--quiet'),
    {...command('create', ...containerOptions), command: true},
    {...command('run', ...containerOptions, '-d|--detach', '--detach-keys=', '--sig-proxy'), command: true},
    {...command('exec', '-d|--detach', '--detach-keys=', '-e|--env=', '--env-file=', '-i|--interactive', '--privileged', '-t|--tty', '-u|--user=', '-w|--workdir='), command: true},
    command('inspect', '-f|--format=', '-s|--size', '--type='),
    command('kill', '-s|--signal='),
    command('logs', '--details', '-f|--follow', '--since=', '-n|--tail=', '-t|--timestamps', '--until='),
    command('ps', '-a|--all', '-f|--filter=', '--format=', '-n|--last=', '-l|--latest', '--no-trunc', '-q|--quiet', '-s|--size'),
    command('pull', '-a|--all-tags', '--disable-content-trust', '--platform=', '-q|--quiet'),
    command('push', '-a|--all-tags', '--disable-content-trust', '--platform=', '-q|--quiet'),
    command('restart', '-s|--signal=', '-t|--timeout='),
    command('rm', '-f|--force', '-l|--link', '-v|--volumes'),
    command('start', '-a|--attach', '--checkpoint=', '--checkpoint-dir=', '--detach-keys=', '-i|--interactive'),
    command('stats', '-a|--all', '--format=', '--no-stream', '--no-trunc'),
    command('stop', '-s|--signal=', '-t|--timeout='),
    command('version', '-f|--format='),
    {
      name: 'volume',
      options: [],
      subcommands: [
        command('create', '--availability=', '-d|--driver=', '--group=', '--label=', '--limit-bytes=', '-o|--opt=', '--required-bytes=', '--scope=', '--secret=', '--sharing=', '--topology-preferred=', '--topology-required=', '--type='),
        command('inspect', '-f|--format='),
        command('ls', '--cluster', '-f|--filter=', '--format=', '-q|--quiet'),
        command('rm', '-f|--force'),
      ],
    },
  ],
};
