import {expect, test} from '@playwright/test';
import {GUIDE_ROUTES} from '../support/routes';

// Every route's own checks (200, title, heading, the guides' sidebar, table of contents and
// description) run in the every-page walk (every-page.spec.ts), on the load it makes anyway; this
// file keeps the behaviours that need a page of their own.

test.describe('guide pages', () => {
  test('the guides sidebar starts at the introduction', async ({page}) => {
    await page.goto('/docs/guides/setup/intro');
    const firstLink = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a.menu__link').first();
    await expect(firstLink).toHaveAttribute('href', '/docs/guides/intro');
  });

  test('Operating Docbox follows Setup in the guides sidebar, with every page of the section', async ({page}) => {
    await page.goto('/docs/guides/operating/upgrading');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const labels = (await sidebar.locator('a.menu__link--sublist').allTextContents()).map((label) => label.trim());
    const order = labels.filter((label) => ['Getting Started', 'Setup', 'Operating Docbox', 'Concepts'].includes(label));
    expect(order).toEqual(['Getting Started', 'Setup', 'Operating Docbox', 'Concepts']);
    const section = sidebar.locator('li.menu__list-item').filter({has: page.locator('a.menu__link--sublist', {hasText: 'Operating Docbox'})});
    const operatingPages = GUIDE_ROUTES.filter((route) => route.startsWith('/docs/guides/operating/'));
    expect(operatingPages.length).toBeGreaterThanOrEqual(10);
    await expect(section.locator('ul a.menu__link')).toHaveCount(operatingPages.length);
  });

  test('the API sidebar starts at the Docbox page', async ({page}) => {
    await page.goto('/docs/api/file-get');
    const firstLink = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a.menu__link').first();
    await expect(firstLink).toHaveAttribute('href', '/docs/api/docbox');
    await expect(firstLink).toHaveText('Docbox');
  });
});

test.describe('unknown paths', () => {
  for (const route of ['/no-such-page', '/docs/guides/no-such-guide', '/docs/api/no-such-operation', '/blog/nope/deeper']) {
    test(`${route} is the not-found page with status 404`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(page.getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
    });
  }

  test('the not-found page offers a search for the missing page and the main entry points', async ({page}) => {
    test.setTimeout(60_000);
    await page.goto('/docs/guides/setup/create-tenants');
    const forward = page.getByRole('navigation', {name: 'Ways forward'});
    const search = forward.getByRole('link', {name: /Search the docs for .create tenants./});
    await expect(search).toHaveAttribute('href', '/search?q=create%20tenants');
    for (const target of ['/docs/guides/intro', '/docs/api/docbox', '/blog']) {
      await expect(forward.locator(`a[href="${target}"]`)).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await search.click();
    await expect(page).toHaveURL(/\/search\?q=create(%20|\+)tenants/);
    // The search page loads the whole index first: seconds on a busy two-core machine.
    await expect(page.locator('article a[href^="/docs/guides/setup/create-tenant"]').first()).toBeVisible({timeout: 30_000});
  });
});

test.describe('feeds', () => {
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    test(`${feed} is well-formed XML with the release posts`, async ({page, request}) => {
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      // The browser's own XML parser reports any well-formedness error as <parsererror>.
      await page.goto('/');
      const result = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          entries: doc.querySelectorAll('item, entry').length,
        };
      }, xml);
      expect(result.error).toBe(false);
      expect(result.entries).toBeGreaterThan(0);
    });
  }
});
