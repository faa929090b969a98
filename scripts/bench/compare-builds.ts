/**
 * Two builds side by side: each page loaded from one build, then from the other, in turns, at
 * phone size with the CPU slowed down 6x, and the medians of the main thread's work, of the parts
 * of it that ran JavaScript and that styled and laid out the page, and of the time over 50 ms of
 * Chromium's long tasks. Taking the loads
 * in turns keeps the machine's drift (it speeds up and slows down by half within minutes) out of
 * the comparison. A benchmark for docs-dev/performance.md: it prints, and fails only when a page
 * does not load.
 *
 *   npx tsx scripts/bench/compare-builds.ts BEFORE_DIR AFTER_DIR [/path ...]
 *
 * COMPARE_RUNS=N loads each page N times from each build (6 unless set).
 * COMPARE_LIGHTHOUSE=X also runs Lighthouse (mobile, CPU slowdown X) on each page of each build,
 * COMPARE_RUNS times in turns, and prints the medians and ranges of its total blocking time and
 * score: its figures move even more with the machine than the long tasks do, so a change's effect
 * on them is only seen this way (16 is about a slow run here, scripts/bench/lib/lighthouse.ts).
 */
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../../tests/support/browser';
import {lighthouseRun} from './lib/lighthouse';
import {longTaskRun, type LongTaskRun} from './lib/long-tasks';
import {serveBuild} from './lib/serve-build';

const RUNS = Number(process.env.COMPARE_RUNS ?? 6);
const SLOWDOWN = 6;
const DEFAULT_PATHS = ['/', '/docs/guides/intro', '/docs/guides/troubleshooting', '/docs/api/file-upload'];

const LIGHTHOUSE_SLOWDOWN = Number(process.env.COMPARE_LIGHTHOUSE ?? 0);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values: number[]) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`;

type Build = {name: string; url: string};

/** `measure` run RUNS times on each build, the builds taken in turns; the results by build name. */
async function inTurns<T>(builds: Build[], measure: (build: Build) => Promise<T> | T): Promise<Map<string, T[]>> {
  const runs = new Map<string, T[]>(builds.map((build) => [build.name, []]));
  for (let run = 0; run < RUNS; run += 1) {
    // Alternate which build goes first, so neither always loads right after the other.
    const order = run % 2 ? [...builds].reverse() : builds;
    for (const build of order) runs.get(build.name)!.push(await measure(build));
  }
  return runs;
}

async function main(): Promise<void> {
  const [before, after, ...paths] = process.argv.slice(2);
  if (!before || !after) throw new Error('usage: tsx scripts/bench/compare-builds.ts BEFORE_DIR AFTER_DIR [/path ...]');
  const builds = [
    {name: 'before', ...(await serveBuild(path.resolve(before)))},
    {name: 'after', ...(await serveBuild(path.resolve(after)))},
  ];
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    console.log(`| Page | Build | Main thread at ${SLOWDOWN}x | JavaScript | Style and layout | Over 50 ms |`);
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const pagePath of paths.length ? paths : DEFAULT_PATHS) {
      const runs = await inTurns(builds, (build) => longTaskRun(browser, build.url + pagePath, SLOWDOWN));
      for (const build of builds) {
        const figures = runs.get(build.name)!;
        const ms = (pick: (run: LongTaskRun) => number) => `${Math.round(median(figures.map(pick)))} ms`;
        console.log(`| ${pagePath} | ${build.name} | ${ms((r) => r.busy)} | ${ms((r) => r.scripting)} | ${ms((r) => r.rendering)} | ${ms((r) => r.overFifty)} |`);
      }
    }
    console.log(`\nMedians of ${RUNS} loads per page and build, taken in turns.`);
    if (LIGHTHOUSE_SLOWDOWN > 0) {
      console.log(`\n| Page | Build | Lighthouse ${LIGHTHOUSE_SLOWDOWN}x: TBT (range) | Score (range) | benchmarkIndex |`);
      console.log('| --- | --- | --- | --- | --- |');
      for (const pagePath of paths.length ? paths : DEFAULT_PATHS) {
        const runs = await inTurns(builds, (build) => {
          const result = lighthouseRun(build.url + pagePath, LIGHTHOUSE_SLOWDOWN);
          return {
            tbt: result.audits['total-blocking-time']?.numericValue ?? NaN,
            score: Math.round((result.categories.performance?.score ?? NaN) * 100),
            index: result.environment.benchmarkIndex,
          };
        });
        for (const build of builds) {
          const figures = runs.get(build.name)!;
          const tbt = figures.map((figure) => figure.tbt);
          const score = figures.map((figure) => figure.score);
          console.log(
            `| ${pagePath} | ${build.name} | ${Math.round(median(tbt))} ms (${range(tbt)}) | ${median(score)} (${range(score)}) | ${Math.round(median(figures.map((figure) => figure.index)))} |`,
          );
        }
      }
      console.log(`\nMedians of ${RUNS} Lighthouse runs per page and build, taken in turns.`);
    }
  } finally {
    await browser.close();
    for (const build of builds) if (build.server.pid) process.kill(-build.server.pid);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
