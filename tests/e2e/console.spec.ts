import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';

// Every page the build publishes (its sitemap) and the not-found page at a few depths: each one
// must load and hydrate without a console error or an uncaught exception (a hydration mismatch
// such as React #418 shows up as both).
const sitemap = readFileSync(path.join(__dirname, '../../build/sitemap.xml'), 'utf8');
const published = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const NOT_FOUND = ['/no-such-page', '/docs/guides/no-such-guide', '/docs/api/no-such-operation', '/blog/nope/deeper'];
const ALL_PAGES = [...new Set([...published, '/search', ...NOT_FOUND])].sort();
const CHUNK = 20;
const CHUNKS = Array.from({length: Math.ceil(ALL_PAGES.length / CHUNK)}, (_, i) => ALL_PAGES.slice(i * CHUNK, (i + 1) * CHUNK));

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium reports the 404 status of the not-found document itself; that status is intended.
    const documentStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (documentStatus && NOT_FOUND.includes(new URL(page.url()).pathname)) return;
    errors.push(`${page.url()}: console.error ${message.text()}`);
  });
  return errors;
}

test('the sitemap lists the pages this test walks', () => {
  expect(published.length).toBeGreaterThan(100);
  expect(published).toContain('/docs/guides/intro');
  expect(published).toContain('/docs/guides/troubleshooting');
});

CHUNKS.forEach((pages, index) => {
  test(`no console errors (pages ${index * CHUNK + 1}-${index * CHUNK + pages.length} of ${ALL_PAGES.length})`, async ({page}) => {
    test.setTimeout(pages.length * 5_000);
    const errors = collectErrors(page);
    for (const route of pages) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      // Effects that run after hydration (prefetching, the search index) get a moment to fail.
      await page.waitForLoadState('networkidle');
    }
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
