import type {Page} from '@playwright/test';

/** Every script the page ran, as paths (prefetched chunks of linked pages are not run, and not counted). */
export async function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );
}

/** The scripts the page ran whose code contains `marker`. */
export async function scriptsRunContaining(page: Page, marker: string): Promise<string[]> {
  const hits: string[] = [];
  for (const script of await scriptsRun(page)) {
    if ((await (await page.request.get(script)).text()).includes(marker)) hits.push(script);
  }
  return hits;
}
