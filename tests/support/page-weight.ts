import type {Browser} from '@playwright/test';

export type PageWeight = {script: number; stylesheet: number; document: number};

/**
 * Bytes a browser receives on a first, cold load of a page, as the server sends them (brotli from
 * nginx), by kind, until the page has hydrated and the network is quiet. Prefetches of other
 * pages (idle prefetch, src/clientModules/idlePrefetch.ts) are not counted: they are not this
 * page's, and run only when the browser is idle. Shared by the size budgets
 * (tests/e2e/budgets.spec.ts) and the benchmark (scripts/bench/bench.ts).
 */
export async function firstLoadWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
    const kinds = new Map<string, string>();
    const totals: Record<string, number> = {Script: 0, Stylesheet: 0, Document: 0};
    cdp.on('Network.requestWillBeSent', (event) => {
      const purpose = event.request.headers['Sec-Purpose'] ?? event.request.headers.Purpose;
      if (purpose !== 'prefetch') kinds.set(event.requestId, event.type ?? 'Other');
    });
    cdp.on('Network.loadingFinished', (event) => {
      const kind = kinds.get(event.requestId);
      if (kind && kind in totals) totals[kind] += event.encodedDataLength;
    });
    await page.goto(url, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
    await page.waitForLoadState('networkidle');
    return {script: totals.Script, stylesheet: totals.Stylesheet, document: totals.Document};
  } finally {
    await context.close();
  }
}
