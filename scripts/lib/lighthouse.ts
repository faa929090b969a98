import path from 'node:path';
import {CHROMIUM_ARGS, chromiumExecutable} from '../../tests/support/browser';

/**
 * How the benchmarks run Lighthouse: its CLI in a child process (under tsx, the functions
 * Lighthouse sends into the page would carry tsx's `__name` helper and fail there), the mobile
 * preset's performance category only, with the system Chromium. `extra` adds output options.
 */
export function lighthouseCommand(url: string, cpuSlowdown: number, extra: string[]): {args: string[]; env: NodeJS.ProcessEnv} {
  const executable = chromiumExecutable();
  return {
    args: [
      path.join(__dirname, '..', '..', 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      '--quiet',
      '--only-categories=performance',
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      ...extra,
    ],
    env: {...process.env, ...(executable ? {CHROME_PATH: executable} : {})},
  };
}
