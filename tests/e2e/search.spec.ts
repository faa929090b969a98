import {expect, test} from '@playwright/test';
import {ALIAS_CASES, FIRST_CASES, SEARCH_CASES, SENTENCE_ALIAS_CASES, TOP_RESULTS} from '../support/search-queries';
import {chunksOf} from '../support/chunks';
import {openSearch, pageTitle, searchFor} from '../support/search';
import {ERROR_TEXTS} from '../support/search-errors';

test.describe('search', () => {
  test('does not load the index until the reader starts searching', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index.*\.json/.test(request.url())) indexRequests.push(request.url());
    });
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    await openSearch(page);
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
  });

  test('opens with Ctrl+K and with /, and / still types in text fields', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', {name: 'Search'});
    await expect(input).toBeFocused();
    await input.pressSequentially('a/b');
    await expect(input).toHaveValue('a/b');
  });

  // Queries share a page in batches: the index loads once a batch, as it does for a reader who
  // searches again (a fresh page a query spent most of the run loading the index).
  // Every set is judged in full on the built index in Node, with the ranking the navbar runs
  // (tests/search); the navbar types every fifth query of the larger sets, as it does the readers'
  // questions and error texts, and all of a newcomer's first words.
  const BATCH = 10;
  const everyFifth = <T,>(cases: T[]) => cases.filter((_, index) => index % 5 === 0);
  const batchesOf = [
    {label: 'queries find their pages (every fifth)', cases: everyFifth(SEARCH_CASES), top: TOP_RESULTS},
    {label: 'aliases find their pages in the first three (every fifth)', cases: everyFifth(ALIAS_CASES), top: 3},
    {label: "a newcomer's first words find their page first", cases: FIRST_CASES, top: 1},
    {label: 'aliases for questions in sentences find their pages in the first three (every fifth)', cases: everyFifth(SENTENCE_ALIAS_CASES), top: 3},
  ];
  for (const {label, cases: all, top} of batchesOf) {
    for (const cases of chunksOf(all, BATCH)) {
      test(`${label}: ${cases.map(({query}) => `"${query}"`).join(', ')}`, async ({page}) => {
        test.setTimeout(60_000 + cases.length * 10_000);
        await page.goto('/');
        await openSearch(page);
        const misses: string[] = [];
        for (const {query, pages} of cases) {
          const titles = await Promise.all(pages.map((path) => pageTitle(page, path)));
          const results = await searchFor(page, query, top);
          const hit = results.some((result) => titles.some((title) => title && result.includes(title)));
          if (!hit) misses.push(`top ${top} for "${query}":\n${results.join('\n')}\nexpected one of: ${titles.join(' | ')}`);
        }
        expect(misses, misses.join('\n\n')).toEqual([]);
      });
    }
  }

  test('a query gives the same results every time, in the navbar and on the search page', async ({page}) => {
    test.setTimeout(90_000);
    for (const query of ['env vars', 'presigend upload', 'delete tenant']) {
      await page.goto('/');
      await openSearch(page);
      const first = await searchFor(page, query, 10);
      const again = await searchFor(page, query, 10);
      expect(again, query).toEqual(first);
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/\/$/);
      const fromNavbar = new URL(page.url());
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const firstOnPage = page.locator('article h2 a[href]').first();
      await expect(firstOnPage).toBeVisible({timeout: 30_000});
      const fromPage = new URL((await firstOnPage.getAttribute('href'))!, page.url());
      expect(`${fromPage.pathname}${fromPage.hash}`, query).toBe(`${fromNavbar.pathname}${fromNavbar.hash}`);
      const count = await page.locator('article h2').count();
      expect(count, query).toBeGreaterThanOrEqual(first.length);
    }
  });

  test('only words that matched are highlighted', async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await searchFor(page, 'env', 5);
    const marks = await page.locator('[role="listbox"] mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^env/);
  });

  test('keyboard: arrows move through results, Enter opens one with the terms highlighted, Escape closes', async ({page}) => {
    await page.goto('/');
    await openSearch(page);
    await searchFor(page, 'presigned', 3);
    const input = page.getByRole('combobox', {name: 'Search'});
    const first = await input.getAttribute('aria-activedescendant');
    await page.keyboard.press('ArrowDown');
    await expect(input).not.toHaveAttribute('aria-activedescendant', first ?? '');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();

    await searchFor(page, 'presigned', 3);
    await page.keyboard.press('Enter');
    // The words are marked on the page, and the address keeps no _highlight (search-polish.spec.ts).
    await expect(page.locator('article mark').first()).toBeVisible();
    await expect(page).not.toHaveURL(/_highlight/);
  });

  test('API results show the method and path, guide results their breadcrumb', async ({page}) => {
    // A path pasted from a log: the operation's own section answers, shown with its method.
    // ("presigned upload" now fills the first results with the task guides' sections.)
    await page.goto('/search?q=%2Fbox%2F%3Ascope%2Ffile%2Fpresigned');
    const results = page.locator('article[class*="searchResultItem"]');
    await expect(results.first()).toBeVisible();
    await expect(results.filter({hasText: 'POST /box/:scope/file/presigned'}).first()).toBeVisible();
    await expect(results.filter({hasText: 'API › File'}).first()).toBeVisible();
    await page.goto('/search?q=create+tenant');
    await expect(page.locator('article[class*="searchResultItem"]').filter({hasText: 'Docs › Set up tenants'}).first()).toBeVisible();
  });

  test('the full results page lists pages for a query', async ({page}) => {
    await page.goto('/search?q=gateway');
    await expect(page.getByRole('heading', {level: 1})).toContainText('gateway');
    await expect(page.locator('article a[href^="/docs/guides/concepts/gateway"]').first()).toBeVisible({timeout: 30_000});
  });

  test('works at phone width', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await openSearch(page);
    const results = await searchFor(page, 'create tenant', TOP_RESULTS);
    expect(results.length).toBeGreaterThan(0);
  });
});

// Pasted error texts (tests/support/search-errors.ts): all of them are judged on the built index in
// Node (tests/search/built-index.test.ts); every fifth is pasted here, as a reader pastes it.
const PASTED_SAMPLE = ERROR_TEXTS.filter((_, index) => index % 5 === 0);

test.describe('pasted error texts', () => {
  test('the troubleshooting page has its entries, and the sample takes from all of them', () => {
    expect(ERROR_TEXTS.length).toBeGreaterThanOrEqual(15);
    expect(PASTED_SAMPLE.length).toBeGreaterThanOrEqual(Math.floor(ERROR_TEXTS.length / 5));
  });

  // Five pastes a test, each from a fresh load of the landing page, as the reader arrives; the
  // batch shares the browser's cache, so the index is fetched once a batch.
  const PASTES = 5;
  chunksOf(PASTED_SAMPLE, PASTES).forEach((texts, index) => {
    const start = index * PASTES;
    test(`pasted error texts open their troubleshooting entry first (sample ${start + 1}-${start + texts.length} of ${PASTED_SAMPLE.length})`, async ({page}) => {
      test.setTimeout(60_000 + texts.length * 15_000);
      const misses: string[] = [];
      for (const {text, anchor} of texts) {
        await page.goto('/');
        await openSearch(page);
        // searchFor puts the text in with one input event, as a paste does.
        await searchFor(page, text, 1);
        await page.keyboard.press('Enter');
        const expected = new RegExp(`/docs/guides/troubleshooting(\\?[^#]*)?#${anchor}$`);
        await expect(page).toHaveURL(expected).catch(() => misses.push(`"${text}" opened ${page.url()}, not #${anchor}`));
      }
      expect(misses, misses.join('\n')).toEqual([]);
    });
  });
});
