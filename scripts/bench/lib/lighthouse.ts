import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {CHROMIUM_ARGS, chromiumExecutable} from '../../../tests/support/browser';

/**
 * How the benchmarks run Lighthouse: its CLI in a child process (under tsx, the functions
 * Lighthouse sends into the page would carry tsx's `__name` helper and fail there), the mobile
 * preset's performance category only, with the system Chromium. `extra` adds output options.
 */
export function lighthouseCommand(url: string, cpuSlowdown: number, extra: string[]): {args: string[]; env: NodeJS.ProcessEnv} {
  const executable = chromiumExecutable();
  return {
    args: [
      path.join(__dirname, '..', '..', '..', 'node_modules/lighthouse/cli/index.js'),
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

export type LighthouseResult = {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number} | undefined>;
  environment: {benchmarkIndex: number};
  runtimeError?: {code: string; message: string};
};

/**
 * One Lighthouse run (the command above). A run that Lighthouse itself reports as broken
 * (NO_NAVSTART now and then with headless Chromium) is repeated.
 */
export function lighthouseRun(url: string, cpuSlowdown: number): LighthouseResult {
  const {args, env} = lighthouseCommand(url, cpuSlowdown, ['--output-path=stdout']);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const json = execFileSync(process.execPath, args, {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
        env,
      });
      const result = JSON.parse(json) as LighthouseResult;
      if (result.runtimeError) throw new Error(`${result.runtimeError.code}: ${result.runtimeError.message}`);
      return result;
    } catch (error) {
      if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${(error as {stderr?: string}).stderr ?? error}`);
    }
  }
}
