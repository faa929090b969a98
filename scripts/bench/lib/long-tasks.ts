import type {Browser} from '@playwright/test';

export type LongTaskRun = {
  total: number;
  overFifty: number;
  count: number;
  /** All the main thread's work in that time (CDP's `TaskDuration`), long tasks or not, in ms. */
  busy: number;
  /** The part of it spent running JavaScript (CDP's `ScriptDuration`), in ms. */
  scripting: number;
  /** The part of it spent on style and layout (CDP's `RecalcStyleDuration` and `LayoutDuration`), in ms. */
  rendering: number;
};

/**
 * One load of a page with its long tasks as Chromium reports them to the page
 * (PerformanceObserver `longtask`, buffered from the first line of the page), with the CPU slowed
 * down through CDP, at phone size, from navigation until the page has hydrated and been quiet for
 * two seconds: their total time, the part of it over 50 ms per task (what total blocking time adds
 * up, from the start rather than from first paint), how many there were, and the main thread's
 * whole work with its scripting and its style and layout (steadier from run to run than the long
 * tasks, for changes that remove work rather than split it). Shared by scripts/bench/bench.ts,
 * scripts/bench/measure-workarounds.ts and scripts/bench/compare-builds.ts.
 */
export async function longTaskRun(browser: Browser, url: string, slowdown: number): Promise<LongTaskRun> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
    await page.addInitScript(`
      window.__longTasks = [];
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) { window.__longTasks.push(entry.duration); });
      }).observe({type: 'longtask', buffered: true});
    `);
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const durations = await page.evaluate<number[]>('window.__longTasks');
    const {metrics} = await cdp.send('Performance.getMetrics');
    const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
    return {
      busy: seconds('TaskDuration') * 1000,
      scripting: seconds('ScriptDuration') * 1000,
      rendering: (seconds('RecalcStyleDuration') + seconds('LayoutDuration')) * 1000,
      total: durations.reduce((sum, ms) => sum + ms, 0),
      overFifty: durations.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      count: durations.length,
    };
  } finally {
    await context.close();
  }
}
