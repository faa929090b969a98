/**
 * npm run bench: measures the production site and prints one table. A benchmark, not a test:
 * it never fails on a number; docs-dev/performance.md says which of its figures the budgets are.
 *
 *   1. cold and warm `npm run build`: wall time and peak memory (largest process);
 *   2. bytes a browser receives on a first, cold load of each page type (brotli, as nginx
 *      serves it; idle prefetches excluded), by JS / CSS / HTML;
 *   3. Lighthouse's mobile preset (system Chromium) on every page type, under its default 4x CPU
 *      slowdown, under 8x, and under 8x as a slow run would give it (the slowdown scaled by the
 *      machine's benchmarkIndex down to 1,250, scripts/bench/lib/lighthouse.ts), five runs each: median
 *      and range of the score and of the total blocking time, CLS, and the benchmarkIndex
 *      Lighthouse measured for the machine; the landing page, a short, the longest and a task
 *      guide and the largest operation also with their floor, the same page with its scripts
 *      removed (scripts/bench/lib/floor-build.ts), in turns, and what the scripts add over it;
 *   3b. each page type's long tasks in Chromium itself (PerformanceObserver `longtask`, CPU
 *      slowed down 6x through CDP, three runs): the total time in tasks over 50 ms, which moves
 *      less from one machine to the next than a score;
 *   4. search: index size, bytes and time to the first result, query-to-results time, hit rates
 *      of the hand-written queries, the readers' questions and the generated sets (title, label,
 *      shortened title);
 *   5. Markdown twins: total size of the .md files, llms.txt and llms-full.txt, and the time
 *      their plugin (src/plugins/markdownTwins) takes in each build.
 *
 *   0. the build's user CPU against the upstream Docbox website's, cold builds in turns
 *      (scripts/bench/lib/bench-build.ts; BENCH_ONLY=build runs this part alone);
 *
 * BENCH_BUILD=DIR measures the build in DIR instead of build/ (no build step). BENCH_RUNS=N sets the
 * Lighthouse runs per page and slowdown (5). BENCH_SKIP_BUILD=1 reuses the current build/ (parts 2-5 only); BENCH_ONLY=search runs part 4
 * alone, BENCH_ONLY=pages parts 2 and 3, on the current build.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, readdirSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {chromiumLaunchOptions} from '../../tests/support/browser';
import {pageTypes, type PageType} from '../../tests/support/page-types';
import {longTaskRun, type LongTaskRun} from './lib/long-tasks';
import {serveBuild} from './lib/serve-build';
import {lighthouseRun, SLOW_RUN_BENCHMARK_INDEX, slowRunMultiplier, type LighthouseResult} from './lib/lighthouse';
import {floorBuild} from './lib/floor-build';
import {buildRatio, parseGnuTime} from './lib/bench-build';
import {firstLoadWeight} from '../../tests/support/page-weight';
import {SEARCH_CASES, TOP_RESULTS, type SearchCase} from '../../tests/support/search-queries';
import {READER_QUESTIONS} from '../../tests/support/search-questions';
import {normalizeResultText, titleFromHtml} from '../../tests/support/search';
import {queriesFor, searchablePages, topResults, type GeneratedQuery} from '../../tests/support/search-generated';

const root = path.resolve(__dirname, '..', '..');
// BENCH_BUILD=DIR measures another build (an older commit's, say) with this script.
const buildDir = process.env.BENCH_BUILD ? path.resolve(process.env.BENCH_BUILD) : path.join(root, 'build');
const rows: [string, string][] = [];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** What the Markdown twins plugin reported in each build: `[markdown-twins] …: converted in N ms, dated in D ms, written in M ms`. */
const twinsTimes: string[] = [];

function timedBuild(label: string): void {
  // GNU time reports on stderr; of the build's own output only the twins plugin's line is read.
  const {stdout, stderr: output} = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const {wallSeconds, peakGiB} = parseGnuTime(output, 'project');
  rows.push([`${label} build`, `${wallSeconds.toFixed(1)} s, peak ${peakGiB.toFixed(2)} GiB`]);
  const twins = /\[markdown-twins\] .*: converted in (\d+) ms, dated in (\d+) ms, written in (\d+) ms/.exec(stdout);
  const inSeconds = (ms: string) => `${(Number(ms) / 1000).toFixed(1)} s`;
  twinsTimes.push(
    `${label.toLowerCase()}: ${twins ? `${inSeconds(twins[1])} converting, ${inSeconds(twins[2])} dating (git), ${inSeconds(twins[3])} writing` : 'not reported'}`,
  );
}

function buildTimes(): void {
  execFileSync('rm', ['-rf', 'build', '.docusaurus', 'node_modules/.cache'], {cwd: root});
  timedBuild('Cold');
  timedBuild('Warm (cached)');
}

async function pageWeights(browser: Browser, url: string, pages: PageType[]): Promise<void> {
  for (const {name, path: pagePath} of pages) {
    const weight = await firstLoadWeight(browser, url + pagePath);
    rows.push([`${name} (${pagePath})`, `JS ${kib(weight.script)}, CSS ${kib(weight.stylesheet)}, HTML ${kib(weight.document)}`]);
  }
}

/** The largest generated API page: schemas inlined into a page can make it balloon. */
function largestApiPage(): void {
  const dir = path.join(buildDir, 'docs/api');
  const size = (name: string) => statSync(path.join(dir, name)).size;
  const [largest] = readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => [name, size(name)] as const)
    .reduce((a, b) => (a[1] >= b[1] ? a : b));
  rows.push([`Largest API page (${largest})`, `HTML ${kib(size(largest))} raw, ${kib(size(`${largest}.br`))} brotli`]);
}

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_SLOWDOWNS=8 and BENCH_PAGE_TYPES="Short guide,Largest API operation" narrow part 3 down.
// "slow" is 8x as a slow run of this machine would give it (slowRunMultiplier).
const SLOWDOWNS: (number | 'slow')[] = (process.env.BENCH_SLOWDOWNS ?? '4,8,slow')
  .split(',')
  .map((entry) => (entry.trim() === 'slow' ? 'slow' : Number(entry)));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** "median (low-high)", or the one value when all runs agree. */
function spread(values: number[], format: (value: number) => string = String): string {
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? format(low) : `${format(median(values))} (${format(low)}-${format(high)})`;
}

// Lighthouse does not audit a page answered with 404, and nginx serves the not-found page only
// that way; for the runs, a copy of it is served with 200 under this path (and removed after).
const NOT_FOUND_COPY = '__bench-not-found';

function withNotFoundCopy<T>(work: () => T): T {
  const build = buildDir;
  const copies = ['', '.br', '.gz'].filter((suffix) => existsSync(path.join(build, `404.html${suffix}`)));
  for (const suffix of copies) copyFileSync(path.join(build, `404.html${suffix}`), path.join(build, `${NOT_FOUND_COPY}.html${suffix}`));
  try {
    return work();
  } finally {
    for (const suffix of copies) rmSync(path.join(build, `${NOT_FOUND_COPY}.html${suffix}`), {force: true});
  }
}

/** The page types measured against their floor (the same page without scripts), as issue 41 set them. */
const FLOOR_PAGE_TYPES = ['Landing', 'Short guide', 'Longest guide', 'Largest API operation', 'Task guide'];
/** The budget against the floor, on a slow run: what the scripts may add (docs-dev/performance.md). */
const FLOOR_BUDGET = {tbtMs: 50, scorePoints: 2};

/** +12, -3, 0: a difference with its sign. */
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const scoreOf = (result: LighthouseResult) => Math.round((result.categories.performance?.score ?? 0) * 100);
const tbtOf = (result: LighthouseResult) => Math.round(result.audits['total-blocking-time']?.numericValue ?? NaN);

/** One row's figures for a set of runs: score, TBT, LCP, CLS, the machine's speed, each run's TBT. */
function describeRuns(results: LighthouseResult[]): string {
  const metric = (id: string) => results.map((result) => result.audits[id]?.numericValue ?? NaN);
  return (
    `perf ${spread(results.map(scoreOf))}, ` +
    `TBT ${spread(results.map(tbtOf), (ms) => `${ms} ms`)}, ` +
    `LCP ${(median(metric('largest-contentful-paint')) / 1000).toFixed(1)} s, ` +
    `CLS ${Math.max(...metric('cumulative-layout-shift')).toFixed(2)} (worst); ` +
    `benchmarkIndex ${spread(results.map((result) => Math.round(result.environment.benchmarkIndex)))}; ` +
    // Each run's TBT beside the speed Lighthouse measured for the machine at that moment.
    `runs (TBT @ benchmarkIndex): ${results.map((result) => `${tbtOf(result)} ms @ ${Math.round(result.environment.benchmarkIndex)}`).join(', ')}`
  );
}

/**
 * Every page type under the mobile preset at each slowdown, five runs each. Scores move from run
 * to run (and with Lighthouse's benchmarkIndex, its measure of the machine's speed), so each cell
 * is the median with the range. The page types of FLOOR_PAGE_TYPES are loaded in turns with their
 * floor (floorBuild: the same HTML, no scripts) at every slowdown but 4x, and the row after them
 * gives what the scripts add: the difference of the medians.
 */
function lighthouseScores(url: string, floorUrl: string | undefined, pages: PageType[]): void {
  withNotFoundCopy(() => {
    for (const {name, path: pagePath} of pages) {
      const audited = name === 'Not found' ? `/${NOT_FOUND_COPY}` : pagePath;
      const withFloor = floorUrl !== undefined && FLOOR_PAGE_TYPES.includes(name);
      // The machine's speed as Lighthouse measured it on this page's last runs.
      let benchmarkIndexes: number[] = [];
      for (const slowdown of SLOWDOWNS) {
        let multiplier: number;
        let label: string;
        if (slowdown === 'slow') {
          // A calibration run when no fixed slowdown ran before on this page.
          if (!benchmarkIndexes.length) benchmarkIndexes = [lighthouseRun(url + audited, 8).environment.benchmarkIndex];
          multiplier = slowRunMultiplier(median(benchmarkIndexes));
          label = `slow run (8x at benchmarkIndex ${SLOW_RUN_BENCHMARK_INDEX}: ${multiplier}x here)`;
        } else {
          multiplier = slowdown;
          label = `${slowdown}x`;
        }
        const floorToo = withFloor && slowdown !== 4;
        const results: LighthouseResult[] = [];
        const floors: LighthouseResult[] = [];
        // In turns, so a machine that slows down or speeds up weighs on both alike.
        for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
          results.push(lighthouseRun(url + audited, multiplier));
          if (floorToo) floors.push(lighthouseRun(floorUrl + audited, multiplier));
        }
        if (slowdown !== 'slow') benchmarkIndexes = results.map((result) => result.environment.benchmarkIndex);
        rows.push([`Lighthouse ${label}, ${name} (${pagePath})`, describeRuns(results)]);
        if (!floorToo) continue;
        rows.push([`  its floor (no scripts)`, describeRuns(floors)]);
        const addedTbt = median(results.map(tbtOf)) - median(floors.map(tbtOf));
        const lostPoints = median(floors.map(scoreOf)) - median(results.map(scoreOf));
        const within = addedTbt <= FLOOR_BUDGET.tbtMs && lostPoints <= FLOOR_BUDGET.scorePoints;
        rows.push([
          `  scripts over the floor`,
          `TBT ${signed(addedTbt)} ms, score ${signed(-lostPoints)} (medians of ${LIGHTHOUSE_RUNS} in turns)` +
            (slowdown === 'slow' ? `; budget ${FLOOR_BUDGET.tbtMs} ms and ${FLOOR_BUDGET.scorePoints} points: ${within ? 'within' : 'OVER'}` : ''),
        ]);
      }
    }
  });
}

const LONG_TASK_RUNS = 3;
const LONG_TASK_SLOWDOWN = 6;

/** Each page type's long tasks and main-thread work at 6x (scripts/bench/lib/long-tasks.ts), three runs: medians and ranges. */
async function longTasks(browser: Browser, url: string, pages: PageType[]): Promise<void> {
  for (const {name, path: pagePath} of pages) {
    const runs: LongTaskRun[] = [];
    for (let run = 0; run < LONG_TASK_RUNS; run += 1) runs.push(await longTaskRun(browser, url + pagePath, LONG_TASK_SLOWDOWN));
    const totals = runs.map((run) => run.total);
    const blocking = runs.map((run) => run.overFifty);
    const counts = runs.map((run) => run.count);
    const busy = runs.map((run) => Math.round(run.busy));
    const ms = (value: number) => `${Math.round(value)} ms`;
    rows.push([
      `Long tasks at ${LONG_TASK_SLOWDOWN}x (CDP), ${name} (${pagePath})`,
      `total ${spread(totals.map(Math.round), ms)}, over 50 ms ${spread(blocking.map(Math.round), ms)}, ` +
        `${median(counts)} tasks, main thread busy ${spread(busy, ms)} (median of ${LONG_TASK_RUNS} runs)`,
    ]);
  }
}

/** Size of the Markdown twins and the llms.txt files, raw and as brotli (as nginx sends them). */
function markdownFigures(): void {
  const build = buildDir;
  const size = (name: string) => statSync(path.join(build, name)).size;
  const brotli = (name: string) => (existsSync(path.join(build, `${name}.br`)) ? size(`${name}.br`) : size(name));
  const twins = readdirSync(build, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.md'));
  const total = (measure: (name: string) => number) => twins.reduce((sum, name) => sum + measure(name), 0);
  rows.push([`Markdown twins (${twins.length} .md files)`, `${kib(total(size))} raw, ${kib(total(brotli))} brotli`]);
  for (const name of ['llms-full.txt', 'llms.txt']) rows.push([name, `${kib(size(name))} raw, ${kib(brotli(name))} brotli`]);
  rows.push([
    'Markdown twins: time in the build',
    // Converting holds up the build; writing overlaps the other plugins' postBuild work.
    twinsTimes.length ? twinsTimes.join('; ') : 'not measured (BENCH_SKIP_BUILD)',
  ]);
}

async function searchFigures(browser: Browser, url: string): Promise<void> {
  const index = readdirSync(buildDir).find((name) => /^search-index.*\.json$/.test(name));
  if (index) {
    const size = (name: string) => statSync(path.join(buildDir, name)).size;
    rows.push(['Search index', `${kib(size(index))} raw, ${kib(size(`${index}.br`))} brotli (loaded on first search)`]);
  }
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (/search-index|worker/.test(request.url())) scripts.push(request.url());
  });
  await page.goto(`${url}/docs/guides/intro`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  rows.push(['Search requests before first use', String(scripts.length)]);

  // A reader's first search on a fresh page: everything it downloads until the first result shows
  // (search box code, worker, index), and how long that takes.
  const firstSearchBytes: number[] = [];
  page.on('requestfinished', (request) => {
    void request.sizes().then((sizes) => firstSearchBytes.push(sizes.responseBodySize + sizes.responseHeadersSize));
  });
  const firstStarted = Date.now();
  await page.keyboard.press('/');
  const input = page.getByRole('combobox', {name: 'Search'});
  await input.waitFor();
  await input.fill('env');
  await page.getByRole('listbox').getByRole('option').first().waitFor({timeout: 20_000});
  const firstResultMs = Date.now() - firstStarted;
  await page.waitForTimeout(100);
  page.removeAllListeners('requestfinished');
  rows.push(['Search: bytes loaded before the first result', kib(firstSearchBytes.reduce((sum, bytes) => sum + bytes, 0))]);
  rows.push(['Search: time to the first result on a fresh page ("/" then "env")', `${firstResultMs} ms`]);
  const options = page.getByRole('listbox').getByRole('option');
  /** Each case's query in one input event; the hits (an expected page's title in the first results) and each shown list's time. */
  const judge = async (cases: SearchCase[]): Promise<{hits: number; times: number[]}> => {
    const times: number[] = [];
    let hits = 0;
    for (const {query, pages} of cases) {
      await input.fill('');
      await options.first().waitFor({state: 'detached', timeout: 10_000}).catch(() => undefined);
      // One input event with the whole query, timed until its results are on screen.
      const started = Date.now();
      await input.fill(query);
      const shown = await options
        .first()
        .waitFor({timeout: 5_000})
        .then(() => true)
        .catch(() => false);
      if (!shown) continue; // Nothing found: a miss.
      times.push(Date.now() - started);
      // Relevance is judged on the settled list, as the e2e test does.
      await page.waitForTimeout(300);
      const texts = (await options.allTextContents()).slice(0, TOP_RESULTS).map(normalizeResultText);
      const titles = await Promise.all(pages.map(async (p) => titleFromHtml(await (await page.request.get(url + p)).text())));
      if (texts.some((text) => titles.some((title) => title && text.includes(title)))) hits += 1;
    }
    return {hits, times: times.sort((a, b) => a - b)};
  };
  const {hits, times} = await judge(SEARCH_CASES);
  rows.push(['Search: query entered to rendered results (median)', `${times[Math.floor(times.length / 2)]} ms`]);
  rows.push([`Search hit rate (expected page in top ${TOP_RESULTS})`, `${hits}/${SEARCH_CASES.length}`]);
  // The readers' questions of issue 38, judged the same way.
  const {hits: answered} = await judge(READER_QUESTIONS);
  rows.push([`Search hit rate, readers' questions (issue 38, top ${TOP_RESULTS})`, `${answered}/${READER_QUESTIONS.length}`]);
  await page.close();

  // The generated sets of tests/e2e/search-generated.spec.ts: each page's title, sidebar label
  // and shortened title on /search, a hit when the page is in the first three.
  const context = await browser.newContext({baseURL: url});
  const searchPage = await context.newPage();
  const sets = new Map<GeneratedQuery['kind'], {hits: number; total: number}>();
  for (const route of searchablePages(buildDir)) {
    for (const {kind, query} of await queriesFor(searchPage, route)) {
      const set = sets.get(kind) ?? {hits: 0, total: 0};
      set.total += 1;
      if ((await topResults(searchPage, query)).slice(0, 3).includes(route)) set.hits += 1;
      sets.set(kind, set);
    }
  }
  for (const [kind, {hits: found, total}] of sets) rows.push([`Search hit rate, generated: ${kind} (top 3)`, `${found}/${total}`]);
  await context.close();
}

async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (only === 'build' || (!process.env.BENCH_SKIP_BUILD && !process.env.BENCH_BUILD && !only)) rows.push(...buildRatio(root));
  if (only === 'build') return printRows();
  if (!process.env.BENCH_SKIP_BUILD && !process.env.BENCH_BUILD && !only) buildTimes();
  const wanted = process.env.BENCH_PAGE_TYPES?.split(',').map((name) => name.trim());
  // The task guides are measured here only (their size budget is the guides').
  const allTypes: PageType[] = [...pageTypes(buildDir), {name: 'Task guide', path: '/docs/guides/integrating/upload-files'}];
  const pages = allTypes.filter((page) => !wanted || wanted.includes(page.name));
  const {url, server} = await serveBuild(buildDir);
  const floorPages = only === 'search' ? [] : pages.filter((page) => FLOOR_PAGE_TYPES.includes(page.name));
  const floor = floorPages.length ? floorBuild(buildDir, floorPages.map((page) => page.path)) : undefined;
  const floorServed = floor ? await serveBuild(floor.dir) : undefined;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    if (only !== 'search') {
      await pageWeights(browser, url, pages);
      largestApiPage();
    }
    if (!only || only === 'search') await searchFigures(browser, url);
    if (!only) markdownFigures();
    if (only !== 'search') {
      await longTasks(browser, url, pages);
      lighthouseScores(url, floorServed?.url, pages);
    }
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    if (floorServed?.server.pid) process.kill(-floorServed.server.pid, 'SIGTERM');
    floor?.remove();
  }
  printRows();
}

function printRows(): void {
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`| ${'Measure'.padEnd(width)} | Result |`);
  console.log(`| ${'-'.repeat(width)} | --- |`);
  for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
