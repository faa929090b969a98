/**
 * What each module swap of the performance layer gains, measured now: the site is built without
 * it (DOCBOX_WORKAROUNDS_OFF, src/plugins/workarounds.ts), served by nginx, and each page type's
 * first-load JavaScript (brotli bytes, as the budgets count them), long tasks at 6x CPU
 * slowdown (Chromium's own) and the main thread's whole work at 6x (MEASURE_RUNS runs, three
 * unless set) are compared with the full build, which is measured first
 * and last so that its two sets of runs show the noise. A benchmark: it prints, and fails only
 * when a build or a page does.
 *
 *   npx tsx scripts/bench/measure-workarounds.ts                      every switchable swap
 *   npx tsx scripts/bench/measure-workarounds.ts cryptoJs docsClientUtils+reactUtils
 *
 * It rebuilds build/ a dozen times (about 20 minutes on two cores) and leaves the full build there.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../../tests/support/browser';
import {pageTypes, type PageType} from '../../tests/support/page-types';
import {firstLoadWeight} from '../../tests/support/page-weight';
import {SWITCHABLE, workaroundsOff} from '../../src/plugins/workarounds';
import {longTaskRun} from './lib/long-tasks';
import {serveBuild} from './lib/serve-build';

const root = path.resolve(__dirname, '..', '..');
const buildDir = path.join(root, 'build');
const RUNS = Number(process.env.MEASURE_RUNS ?? 3);
const SLOWDOWN = 6;
/** Measured for bytes; the first three also for long tasks. */
const PAGE_TYPES = ['Short guide', 'Largest API operation', 'Landing', 'API section page', 'Search'];
const LONG_TASK_PAGES = 3;

// Each swap alone; `a+b` measures swaps together.
const DEFAULT_VARIANTS: string[] = [...SWITCHABLE];

type Figures = Map<string, {script: number; overFifty: number[]; busy: number[]}>;

function build(off: string): void {
  // A clear error for a name the build would refuse, before a minute of building.
  workaroundsOff(off.replaceAll('+', ','));
  try {
    execFileSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      // Without the bundler's persistent cache: it is not keyed by this variable, and a build
      // would reuse the modules the previous one resolved (a first try measured every swap at 0).
      env: {...process.env, DOCBOX_WORKAROUNDS_OFF: off.replaceAll('+', ','), DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    });
  } catch (error) {
    throw new Error(`measure-workarounds: the build without "${off || 'nothing'}" failed:\n${(error as {stderr?: Buffer}).stderr ?? error}`);
  }
}

async function measure(pages: PageType[]): Promise<Figures> {
  const {url, server} = await serveBuild(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const figures: Figures = new Map();
    for (const [index, page] of pages.entries()) {
      const {script} = await firstLoadWeight(browser, url + page.path);
      const overFifty: number[] = [];
      const busy: number[] = [];
      if (index < LONG_TASK_PAGES) {
        for (let run = 0; run < RUNS; run += 1) {
          const result = await longTaskRun(browser, url + page.path, SLOWDOWN);
          overFifty.push(result.overFifty);
          busy.push(result.busy);
        }
      }
      figures.set(page.name, {script, overFifty, busy});
    }
    return figures;
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const signedKib = (bytes: number) => `${bytes >= 0 ? '+' : '-'}${(Math.abs(bytes) / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  const variants = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_VARIANTS;
  for (const variant of variants) workaroundsOff(variant.replaceAll('+', ','));

  build('');
  const pages = pageTypes(buildDir).filter((page) => PAGE_TYPES.includes(page.name));
  pages.sort((a, b) => PAGE_TYPES.indexOf(a.name) - PAGE_TYPES.indexOf(b.name));
  const first = await measure(pages);
  const results: [string, Figures][] = [];
  for (const variant of variants) {
    build(variant);
    results.push([variant, await measure(pages)]);
    console.error(`measured without ${variant}`);
  }
  build('');
  const last = await measure(pages);

  const baselineRuns = (name: string, measure: 'overFifty' | 'busy') => [...first.get(name)![measure], ...last.get(name)![measure]];
  const longTaskPages = pages.slice(0, LONG_TASK_PAGES);
  const columns = [
    ...pages.map((page) => `JS, ${page.name}`),
    ...longTaskPages.map((page) => `Over 50 ms at ${SLOWDOWN}x, ${page.name}`),
    ...longTaskPages.map((page) => `Main thread at ${SLOWDOWN}x, ${page.name}`),
  ];
  console.log(`| Build | ${columns.join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  const spread = (values: number[]) => `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))})`;
  const timings = (figures: Figures | undefined) =>
    (['overFifty', 'busy'] as const).flatMap((measure) =>
      longTaskPages.map((page) => {
        const baseline = baselineRuns(page.name, measure);
        if (!figures) return spread(baseline);
        const runs = figures.get(page.name)![measure];
        const within = median(runs) >= Math.min(...baseline) && median(runs) <= Math.max(...baseline);
        return `${spread(runs)}${within ? ", within the full build's range" : ''}`;
      }),
    );
  console.log(`| full build (first and last) | ${[...pages.map((page) => kib(first.get(page.name)!.script)), ...timings(undefined)].join(' | ')} |`);
  for (const [variant, figures] of results) {
    const bytes = pages.map((page) => signedKib(figures.get(page.name)!.script - first.get(page.name)!.script));
    console.log(`| without ${variant.replaceAll('+', ', ')} | ${[...bytes, ...timings(figures)].join(' | ')} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
