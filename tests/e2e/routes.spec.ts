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

  test('the guides sidebar follows the reader: run Docbox, set it up, build on it, operate it, then the reference', async ({page}) => {
    await page.goto('/docs/guides/operating/upgrading');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const topLevel = sidebar.locator(':scope > ul > li > a.menu__link, :scope > ul > li > div > a.menu__link');
    expect((await topLevel.allTextContents()).map((label) => label.trim())).toEqual([
      'Introduction',
      'Run Docbox',
      'Set up tenants',
      'Build on Docbox',
      'Operate Docbox',
      'Concepts',
      'Configuration',
      'Building',
      'Developing',
      'Troubleshooting',
      'Known issues',
    ]);
    // The current page's group is open, with every page of the section.
    const section = sidebar.locator('li.menu__list-item').filter({has: page.locator('a.menu__link--sublist', {hasText: 'Operate Docbox'})});
    const operatingPages = GUIDE_ROUTES.filter((route) => route.startsWith('/docs/guides/operating/'));
    expect(operatingPages.length).toBeGreaterThanOrEqual(10);
    await expect(section.locator('ul a.menu__link')).toHaveCount(operatingPages.length);
    for (const link of await section.locator('ul a.menu__link').all()) await expect(link).toBeVisible();
  });

  test('no two links of a sidebar path have the same label, and labels are in sentence case', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    // Every category opened, one after the other, as a reader who opens them all sees it.
    const closed = sidebar.getByRole('button', {name: /^Expand sidebar category/});
    // Each category until it says it is open (a category that reveals one closed category
    // inside it leaves the count of closed ones as it was). A click the page lost while busy is
    // clicked again, as a reader would, and never a category that is already open.
    while ((await closed.count()) > 0) {
      const label = /^Expand sidebar category '(.*)'$/.exec((await closed.first().getAttribute('aria-label')) ?? '')?.[1];
      expect(label, 'a closed category names itself').toBeTruthy();
      const open = sidebar.getByRole('button', {name: `Collapse sidebar category '${label}'`, exact: true});
      await expect(async () => {
        if ((await open.count()) === 0) await sidebar.getByRole('button', {name: `Expand sidebar category '${label}'`, exact: true}).click();
        await expect(open).toHaveCount(1, {timeout: 2_000});
      }).toPass({timeout: 15_000});
    }
    const paths = await sidebar.locator('a.menu__link').evaluateAll((links) =>
      links.map((link) => {
        const labels = [link.textContent!.trim()];
        for (let item = link.closest('li')?.parentElement?.closest('li'); item; item = item.parentElement?.closest('li')) {
          labels.unshift(item.querySelector(':scope > div > a.menu__link, :scope > a.menu__link')!.textContent!.trim());
        }
        return labels;
      }),
    );
    expect(paths.length).toBeGreaterThanOrEqual(GUIDE_ROUTES.length);
    const repeated = paths.filter((labels) => new Set(labels).size < labels.length).map((labels) => labels.join(' > '));
    expect(repeated).toEqual([]);
    const labels = [...new Set(paths.flat())];
    expect(labels).toContain('Introduction');
    // Sentence case: after the first word, a capital starts only a name (Docbox, AWS, SDK, ...).
    const NAMES = /^(Docbox|Docker|Compose|AWS|Terraform|CLI|TypeScript|SDK|MCP|PostgreSQL|S3)$/;
    const shouting = labels.filter((label) => label.split(/\s+/).slice(1).some((word) => /^[A-Z]/.test(word) && !NAMES.test(word.replace(/[^A-Za-z0-9]/g, ''))));
    expect(shouting).toEqual([]);
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
