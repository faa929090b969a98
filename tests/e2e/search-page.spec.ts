import {expect, test, type Page} from '@playwright/test';
import {settledTexts} from '../support/search';

/**
 * The search page lists exactly the results of the query in its box and in the address, however
 * the query got there: typed in the page's box, sent from the navbar, through Back and Forward,
 * or on a full load. Each list is compared with the list a fresh load of the same query shows.
 */
const results = (page: Page) => page.locator('article[class*="searchResultItem"] h2 a');

/** The links of the listed results, once the list has stopped changing. */
async function listedResults(page: Page): Promise<string[]> {
  // A fresh page fetches and loads the whole index first: seconds on a busy two-core machine.
  await expect(results(page).first()).toBeVisible({timeout: 30_000});
  const texts = await settledTexts(page, results(page));
  const hrefs = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBe(texts.length);
  return hrefs.map((href, index) => `${href.replace(/\?.*?(#|$)/, '$1')} ${texts[index]}`);
}

/** What a reader sees on a fresh load of /search?q=query, in a page of its own. */
async function freshResults(page: Page, query: string): Promise<string[]> {
  const fresh = await page.context().newPage();
  await fresh.goto(`/search?q=${encodeURIComponent(query)}`);
  const listed = await listedResults(fresh);
  await fresh.close();
  return listed;
}

async function expectShowing(page: Page, query: string): Promise<void> {
  await expect(page.getByRole('heading', {level: 1})).toContainText(`"${query}"`);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(query);
  const listed = await listedResults(page);
  expect(listed, `results for "${query}"`).toEqual(await freshResults(page, query));
  await expect(page.getByText(new RegExp(`^${listed.length} documents? found$`))).toBeVisible();
}

test.describe('search page', () => {
  // Each check loads the same query afresh in a second page to compare.
  test.setTimeout(180_000);

  test('typing new queries in the page\'s box shows only the newest query\'s results', async ({page}) => {
    await page.goto('/search?q=presigned%20upload');
    await expectShowing(page, 'presigned upload');
    const box = page.locator('input[type="search"][name="q"]');
    for (const query of ['gateway', 'cross compile']) {
      await box.fill('');
      await box.pressSequentially(query, {delay: 25});
      await expectShowing(page, query);
    }
  });

  test('a query sent from the navbar, then Back and Forward, each show their own results', async ({page}) => {
    await page.goto('/search?q=create%20tenant');
    await expectShowing(page, 'create tenant');

    // From the navbar: type, then follow "See all results" (a navigation inside the site).
    await page.keyboard.press('Control+k');
    await page.keyboard.type('gateway', {delay: 25});
    await page.getByRole('link', {name: 'See all results'}).click();
    await expectShowing(page, 'gateway');

    await page.goBack();
    await expectShowing(page, 'create tenant');
    await page.goForward();
    await expectShowing(page, 'gateway');
  });

  test('a full load and a reload show the query\'s results', async ({page}) => {
    await page.goto('/search?q=cross%20compile');
    await expectShowing(page, 'cross compile');
    await page.reload();
    await expectShowing(page, 'cross compile');
  });
});
