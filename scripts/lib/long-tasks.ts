import type {Browser} from '@playwright/test';

export type LongTaskRun = {total: number; overFifty: number; count: number};

/**
 * One load of a page with its long tasks as Chromium reports them to the page
 * (PerformanceObserver `longtask`, buffered from the first line of the page), with the CPU slowed
 * down through CDP, at phone size, from navigation until the page has hydrated and been quiet for
 * two seconds: their total time, the part of it over 50 ms per task (what total blocking time adds
 * up, from the start rather than from first paint), and how many there were. Shared by
 * scripts/bench.ts and scripts/measure-workarounds.ts.
 */
export async function longTaskRun(browser: Browser, url: string, slowdown: number): Promise<LongTaskRun> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
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
    return {
      total: durations.reduce((sum, ms) => sum + ms, 0),
      overFifty: durations.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      count: durations.length,
    };
  } finally {
    await context.close();
  }
}
