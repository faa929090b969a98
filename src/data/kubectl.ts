/**
 * The `kubectl` commands the guides use, with their options, read from `kubectl <command> --help`
 * and `kubectl options` of kubectl 1.32.4. Boolean flags also take `=true` or `=false`.
 * scripts/checks/check-facts.ts checks every `kubectl` line in the guides against this list; the
 * procedures' tests run `kubectl` against a stand-in that refuses what is not here.
 */
import {options, type CliSurface} from './cli';

export const KUBECTL_VERSION = '1.32.4';

const kubectlGlobal = options(
  '--as=', '--as-group=', '--as-uid=', '--cache-dir=', '--certificate-authority=', '--client-certificate=', '--client-key=', '--cluster=', '--context=',
  '--disable-compression?=', '--insecure-skip-tls-verify?=', '--kubeconfig=', '--match-server-version?=', '-n|--namespace=', '--password=', '--profile=',
  '--profile-output=', '--request-timeout=', '-s|--server=', '--tls-server-name=', '--token=', '--user=', '--username=', '-v|--v=', '--vmodule=', '--warnings-as-errors?=',
);

export const kubectl: CliSurface = {
  program: 'kubectl',
  global: kubectlGlobal,
  afterSubcommand: kubectlGlobal,
  help: options('-h|--help')[0]!,
  subcommands: [
    {
      name: 'annotate',
      options: options(
        '--all?=', '-A|--all-namespaces?=', '--allow-missing-template-keys?=', '--dry-run?=', '--field-manager=', '--field-selector=', '-f|--filename=', '-k|--kustomize=',
        '--list?=', '--local?=', '-o|--output=', '--overwrite?=', '-R|--recursive?=', '--resource-version=', '-l|--selector=', '--show-managed-fields?=', '--template=',
      ),
    },
  ],
};
