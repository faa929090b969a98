/**
 * Every upstream helper script that a page or release note tells the reader to run, and the shell
 * it must be started with. Read from docbox-nz/docbox-aws-infra at the commit named in each entry.
 * `tests/unit/helper-scripts.test.ts` scans docs/ and blog/ and fails when a page starts one of
 * these scripts with another shell, or starts a script that is not listed here.
 *
 * Why it matters: none of the scripts in the project's `scripts/` folder has an interpreter line,
 * so the shell the reader types decides how they run. `deploy.sh` needs bash (`[[ ... ]]`); under
 * dash, which is `/bin/sh` on Debian and Ubuntu, it skips its argument loop and exits 0 without
 * doing anything. The guides therefore start every one of them with bash.
 *
 * After a Terraform update: `git show <commit>:scripts/<name> | head -1` for each entry, and read
 * the script for shell features (`[[`, arrays, `function`, `source`, `$'...'`, `<<<`).
 */

export type HelperScript = {
  /** How the pages refer to the script when they run it: `scripts/<file>` or an absolute path on an instance. */
  path: string;
  /** Other paths a page may run the same script under (for example, where cloud-init keeps a copy). */
  aliases?: string[];
  /** The file in docbox-aws-infra that is (or writes) the script. */
  repoPath: string;
  /** Where the script runs: on the reader's machine or on one of the EC2 instances. */
  runsOn: 'your machine' | 'API instance' | 'Typesense instance';
  /** The script's own first line when it is an interpreter line (`#!...`), or null when it has none. */
  interpreterLine: string | null;
  /** The shell every page must start it with. */
  shell: 'bash' | 'sh';
  /** Whether the pages start it with sudo (run as root on an instance). */
  sudo: boolean;
  /** The docbox-aws-infra commit the script was read at. */
  commit: string;
  /** Why this shell. */
  why: string;
};

export const AWS_INFRA_COMMIT = '02e56ea';

export const helperScripts: HelperScript[] = [
  {
    path: 'scripts/deploy.sh',
    repoPath: 'scripts/deploy.sh',
    runsOn: 'your machine',
    interpreterLine: null,
    shell: 'bash',
    sudo: false,
    commit: AWS_INFRA_COMMIT,
    why: 'No interpreter line; its argument loop is `while [[ $# -gt 0 ]]`, which dash does not know, so under sh on Debian or Ubuntu it copies nothing and exits 0.',
  },
  {
    path: 'scripts/ssh.sh',
    repoPath: 'scripts/ssh.sh',
    runsOn: 'your machine',
    interpreterLine: null,
    shell: 'bash',
    sudo: false,
    commit: AWS_INFRA_COMMIT,
    why: 'No interpreter line; POSIX only, started with bash like every helper script so that one rule covers them all.',
  },
  {
    path: 'scripts/ssh-typesense.sh',
    repoPath: 'scripts/ssh-typesense.sh',
    runsOn: 'your machine',
    interpreterLine: null,
    shell: 'bash',
    sudo: false,
    commit: AWS_INFRA_COMMIT,
    why: 'No interpreter line; POSIX only, started with bash like every helper script.',
  },
  {
    path: 'scripts/ssh-proxy.sh',
    repoPath: 'scripts/ssh-proxy.sh',
    runsOn: 'your machine',
    interpreterLine: null,
    shell: 'bash',
    sudo: false,
    commit: AWS_INFRA_COMMIT,
    why: 'No interpreter line; POSIX only. The pages say it cannot log in (the proxy has no key pair); where one runs it anyway, with bash.',
  },
  {
    path: 'scripts/pull-logs.sh',
    repoPath: 'scripts/pull-logs.sh',
    runsOn: 'your machine',
    interpreterLine: null,
    shell: 'bash',
    sudo: false,
    commit: AWS_INFRA_COMMIT,
    why: 'No interpreter line; POSIX only (uses scp -A, OpenSSH 8.4 or newer), started with bash like every helper script.',
  },
  {
    path: 'scripts/ssh-converter.sh',
    repoPath: 'scripts/ssh-converter.sh',
    runsOn: 'your machine',
    interpreterLine: null,
    shell: 'bash',
    sudo: false,
    commit: '0072506',
    why: 'Removed in d019dbe; only the upgrade notes name it, for deployments that still have the converter instance. No interpreter line; POSIX only.',
  },
  {
    path: 'scripts/ec2-typesense-setup.sh',
    aliases: ['/var/lib/cloud/instance/user-data.txt'],
    repoPath: 'scripts/ec2-typesense-setup.sh',
    runsOn: 'Typesense instance',
    interpreterLine: null,
    shell: 'bash',
    sudo: true,
    commit: AWS_INFRA_COMMIT,
    why: 'The Typesense start-up script has no interpreter line, so cloud-init does not run it; the reader runs the rendered copy cloud-init keeps, as root with bash like the other instance scripts (#!/bin/bash).',
  },
  {
    path: '/docbox/update.sh',
    repoPath: 'scripts/ec2-docbox-setup-v0_6.sh',
    runsOn: 'API instance',
    interpreterLine: null,
    shell: 'sh',
    sudo: true,
    commit: AWS_INFRA_COMMIT,
    why: 'Written by the API start-up script (a heredoc without an interpreter line); POSIX only, and sh is bash on Amazon Linux 2023.',
  },
];
