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

/**
 * The slow runs the budgets must survive: this machine often measures a benchmarkIndex of 1,100 to
 * 1,400 (Lighthouse's measure of the CPU's speed), about half of what it gives when it is fast.
 * Lighthouse's CPU slowdown is relative to the machine it runs on, so 8x on a machine measuring
 * `benchmarkIndex` is about as slow as 8 x benchmarkIndex / 1,250 is on one measuring 1,250 (the
 * index is a throughput: twice the index, half the time for the same script). An estimate, not a
 * slow run itself: the slow runs are slow for reasons (a busy neighbour, a colder cache) that a
 * larger multiplier does not copy exactly. Rounded to a tenth.
 */
export const SLOW_RUN_BENCHMARK_INDEX = 1250;

export function slowRunMultiplier(benchmarkIndex: number, slowdown = 8, target = SLOW_RUN_BENCHMARK_INDEX): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`slowRunMultiplier: no benchmarkIndex (${benchmarkIndex})`);
  return Math.round(((slowdown * benchmarkIndex) / target) * 10) / 10;
}
