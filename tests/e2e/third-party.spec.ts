import {expect, test} from '@playwright/test';

const PAGES = ['/', '/docs/guides/intro', '/docs/guides/concepts/gateway', '/docs/api/file-upload', '/docs/category/aws', '/blog', '/missing-page'];

test('no page requests another origin', async ({page, baseURL}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hover and scroll so lazy and prefetched resources load too.
    await page.mouse.wheel(0, 2000);
    await page.locator('a[href^="/docs"]').first().hover();
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
