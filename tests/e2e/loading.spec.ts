import {expect, test, type Page} from '@playwright/test';

// The bundles are preloaded and started after the first paint (src/plugins/paintBeforeHydration.ts).

/** Records, from the first line of the page on, when each bundle's <script> is inserted. */
async function recordBundleStarts(page: Page): Promise<void> {
  await page.addInitScript(`
    window.__bundleStarts = [];
    new MutationObserver(function (mutations) {
      mutations.forEach(function (mutation) {
        mutation.addedNodes.forEach(function (node) {
          if (node.tagName === 'SCRIPT' && node.src)
            window.__bundleStarts.push({src: new URL(node.src).pathname, at: performance.now()});
        });
      });
    }).observe(document, {childList: true, subtree: true});
  `);
}

async function bundleStarts(page: Page): Promise<{src: string; at: number}[]> {
  return page.evaluate('window.__bundleStarts');
}

test('pages preload their bundles at low priority instead of running them on parse', async ({request}) => {
  for (const path of ['/', '/docs/guides/intro', '/docs/api/file-upload', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script[^>]*\ssrc=/);
    const preloads = [...html.matchAll(/<link rel=preload as=script fetchpriority=low href=(\S+) data-boot>/g)].map(
      (match) => match[1],
    );
    expect(preloads, path).toEqual([
      expect.stringMatching(/^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/),
      expect.stringMatching(/^\/assets\/js\/main\.[0-9a-f]+\.js$/),
    ]);
  }
});

test('the bundles start after the first contentful paint, in order, and the page hydrates', async ({page}) => {
  await recordBundleStarts(page);
  await page.goto('/docs/guides/concepts/gateway');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const starts = await bundleStarts(page);
  expect(starts.slice(0, 2).map((start) => start.src)).toEqual([
    expect.stringMatching(/\/runtime~main\./),
    expect.stringMatching(/\/main\./),
  ]);
  const firstContentfulPaint = await page.evaluate<number>(
    `performance.getEntriesByName('first-contentful-paint')[0].startTime`,
  );
  expect(starts[0].at).toBeGreaterThan(firstContentfulPaint);
});

test('a page opened in a background tab starts its bundles at once', async ({page}) => {
  await recordBundleStarts(page);
  await page.addInitScript(`Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});`);
  await page.goto('/docs/guides/intro');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const starts = await bundleStarts(page);
  const parsed = await page.evaluate<number>(`performance.getEntriesByType('navigation')[0].domInteractive`);
  // Inserted while the document was still being parsed, not after a paint.
  expect(starts[0].at).toBeLessThanOrEqual(parsed);
});

test('a browser without paint timing starts the bundles after the next frame', async ({page}) => {
  await recordBundleStarts(page);
  await page.addInitScript(`Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {get: () => []});`);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto('/docs/api/file-upload');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // Well before the 3 s fallback timer.
  expect((await bundleStarts(page))[0].at).toBeLessThan(2500);
  expect(consoleErrors).toEqual([]);
});

test('pages linked from the page are prefetched once the browser is idle', async ({page}) => {
  await page.goto('/docs/guides/concepts/gateway');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The next page's code (the pagination link), fetched ahead of a click.
  const next = await page.locator('.pagination-nav__link--next').getAttribute('href');
  expect(next).toBeTruthy();
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  // Each file once, and none of the scripts this page already ran (docs pages share most of theirs).
  const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // The bundler removes a chunk's <script> once it has run; resource timing keeps them all.
  const scriptsRun = await page.evaluate(() =>
    performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script').map((entry) => entry.name),
  );
  expect(scriptsRun.length).toBeGreaterThan(2);
  expect(prefetched.length).toBe(new Set(prefetched).size);
  expect(prefetched.filter((href) => scriptsRun.includes(href))).toEqual([]);
  // A click on a prefetched link renders the next page without a full reload.
  await page.evaluate(`window.__samePage = true`);
  await page.locator('.pagination-nav__link--next').click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  expect(await page.evaluate('window.__samePage')).toBe(true);
});
