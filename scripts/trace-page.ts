/**
 * What runs on a page's main thread from the first byte to the end of hydration, task by task.
 *
 *   tsx scripts/trace-page.ts [--cpu=6] URL...
 *
 * Loads each URL in Chromium with the CPU slowed down through CDP (6x unless --cpu says
 * otherwise), records Chromium's own trace (the one the DevTools Performance panel shows) until
 * the page has hydrated and been quiet for a second, and prints every task of 20 ms or more with
 * what it spent its time on: script evaluation (by file), function calls and timers (by file),
 * microtasks, style, layout, paint, HTML parsing, garbage collection. A measurement tool for
 * docs-dev/performance.md, not a test.
 */
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../tests/support/browser';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {name?: string; data?: {url?: string; functionName?: string; scriptName?: string; frame?: string}};
};

const cpuArg = process.argv.find((arg) => arg.startsWith('--cpu='));
const cpuRate = cpuArg ? Number(cpuArg.slice('--cpu='.length)) : 6;
const urls = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const MIN_TASK_MS = Number(process.env.MIN_TASK_MS ?? 20);

/** What an event is charged to in the breakdown. */
function kind(event: TraceEvent): string | undefined {
  const url = event.args?.data?.url || event.args?.data?.scriptName || '';
  const file = url ? path.basename(new URL(url, 'http://x').pathname) || '(page)' : '';
  switch (event.name) {
    case 'EvaluateScript':
      return `evaluate ${file || '(inline)'}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${file}`;
    case 'FunctionCall':
      return `call ${file || '(unknown)'}`;
    case 'TimerFire':
      return 'timer';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
      return 'garbage collection';
    case 'EventDispatch':
      return 'event';
    default:
      return undefined;
  }
}

async function traceOne(url: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuRate});
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'blink.user_timing', 'loading'],
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
  await page.waitForTimeout(1500);
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    navigationStart: performance.timeOrigin,
  }));
  const {traceEvents} = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
  await browser.close();

  // The page's renderer: the main thread that did the most work (about:blank had its own).
  const busy = new Map<string, number>();
  for (const event of traceEvents) {
    if (event.name === 'RunTask' && event.ph === 'X') busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  }
  const mainThreads = traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const mainThread = mainThreads.sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!mainThread) throw new Error(`${url}: no renderer main thread in the trace`);
  const onMain = traceEvents.filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X');
  const navigation = traceEvents.find(
    (event) => event.name === 'navigationStart' && (event.args?.data as {documentLoaderURL?: string} | undefined)?.documentLoaderURL === url,
  );
  if (!navigation) throw new Error(`${url}: no navigationStart for the page in the trace`);
  const origin = navigation.ts;
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= MIN_TASK_MS * 1000);

  console.log(`\n## ${url} (CPU ${cpuRate}x; first contentful paint ${timing.fcp.toFixed(0)} ms)`);
  let total = 0;
  let blocking = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    const start = (task.ts - origin) / 1000;
    total += ms;
    if (start >= timing.fcp) blocking += Math.max(0, ms - 50);
    // Charge each part of the task to its outermost known event; the rest is "other".
    const parts = new Map<string, number>();
    let covered = 0;
    let coveredUntil = task.ts;
    for (const event of onMain.filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && e !== task).sort((a, b) => a.ts - b.ts)) {
      const label = kind(event);
      if (!label || event.ts < coveredUntil) continue;
      const dur = event.dur ?? 0;
      parts.set(label, (parts.get(label) ?? 0) + dur / 1000);
      covered += dur / 1000;
      coveredUntil = event.ts + dur;
    }
    if (ms - covered > 1) parts.set('other', ms - covered);
    const breakdown = [...parts].sort((a, b) => b[1] - a[1]).map(([label, value]) => `${label} ${value.toFixed(0)}`).join(', ');
    console.log(`- at ${start.toFixed(0)} ms, ${ms.toFixed(0)} ms: ${breakdown}`);
  }
  console.log(`Tasks of ${MIN_TASK_MS} ms or more: ${total.toFixed(0)} ms in all; over 50 ms after first paint: ${blocking.toFixed(0)} ms`);
}

async function main(): Promise<void> {
  if (!urls.length) throw new Error('usage: tsx scripts/trace-page.ts [--cpu=6] URL...');
  for (const url of urls) await traceOne(url);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
