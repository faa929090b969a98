import {expect, test, type Page} from '@playwright/test';

/**
 * Search as a reader comes back to it (issue 44, item 8): opening the box selects the query left
 * in it, so what is typed next replaces it; a result opened from search marks the words on the
 * page without leaving `_highlight` in the address; the search page shows an excerpt under every
 * result and the site's name in its title.
 */

/** The navbar's search box as the reader sees it: the stand-in field, or the search UI's box once loaded. */
const searchBox = (page: Page) =>
  page.getByRole('combobox', {name: 'Search'}).or(page.getByRole('textbox', {name: 'Search'})).filter({visible: true});

/** Opens the first result for `query` from the navbar, as a reader does: click, type, Enter. */
async function openFirstResult(page: Page, query: string): Promise<string> {
  await searchBox(page).click();
  await page.keyboard.type(query);
  const first = page.getByRole('listbox').getByRole('option').first();
  // The first search of a page loads the whole index: seconds on a busy two-core machine.
  await expect(first).toBeVisible({timeout: 30_000});
  const from = page.url();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(from);
  return page.url();
}

test.describe('search polish', () => {
  test('no excerpt starts or ends inside a hyphenated word, in the navbar or on the search page', async ({page}) => {
    // Queries whose results' excerpts the theme cut at a hyphen ("…-up and accepts", "…-user-id").
    const pieces = /…[-‐–](?:\w+[-‐–])*\w+(?=[\s.,;:)])|(?<![\w$"])\w+[-‐–]…/;
    await page.goto('/docs/guides/intro');
    for (const query of ['key value', 'well known', 'out of date']) {
      await searchBox(page).click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(query);
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.first()).toBeVisible({timeout: 30_000});
      await expect.poll(async () => (await options.allTextContents()).filter((text) => pieces.test(text)), {message: query}).toEqual([]);
    }
    await page.goto('/search?q=key%20value');
    const summaries = page.locator('article[class*="searchResultItem"] p');
    await expect(summaries.first()).toBeVisible({timeout: 30_000});
    expect((await summaries.allTextContents()).filter((text) => pieces.test(text))).toEqual([]);
  });

  test('a result opened from the navbar marks the words on the page and leaves no _highlight in the address', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await openFirstResult(page, 'presigned');
    await expect(page.locator('article mark').first()).toBeVisible({timeout: 15_000});
    await expect(page).not.toHaveURL(/_highlight/);
    // Back returns to the page the search started on, not to an address with the parameter.
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/guides\/intro$/);
  });

  test('a result opened from the search page leaves no _highlight in the address either', async ({page}) => {
    await page.goto('/search?q=presigned');
    const first = page.locator('article[class*="searchResultItem"] h2 a').first();
    await expect(first).toBeVisible({timeout: 30_000});
    await first.click();
    await expect(page).not.toHaveURL(/\/search/);
    await expect(page.locator('article mark').first()).toBeVisible({timeout: 15_000});
    await expect(page).not.toHaveURL(/_highlight/);
  });

  test('a press on the box released beside it selects the query, but not over a key already typed', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await openFirstResult(page, 'presigned');
    const box = searchBox(page);
    await page.locator('article h1').click();
    await expect(box).not.toBeFocused();
    // The press focuses the box (a phone's box then widens under the finger) and the release
    // lands beside it, which would leave a caret: the query is selected again a moment later.
    const area = (await box.boundingBox())!;
    await page.mouse.move(area.x + 10, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + 10, area.y + area.height + 60);
    await page.mouse.up();
    await expect.poll(() => box.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe((await box.inputValue()).length);
    // On a busy page the reader's first key can be handled before that moment: the release and
    // a key typed over the selection, in one task.
    await page.locator('article h1').click();
    await page.mouse.move(area.x + 10, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + 10, area.y + area.height + 60);
    await box.evaluate((input: HTMLInputElement) => {
      document.body.dispatchEvent(new MouseEvent('mouseup', {bubbles: true}));
      input.setRangeText('t', input.selectionStart!, input.selectionEnd!, 'end');
      input.dispatchEvent(new InputEvent('input', {bubbles: true, data: 't', inputType: 'insertText'}));
    });
    await page.mouse.up();
    await page.keyboard.type('enant');
    await expect(box).toHaveValue('tenant');
  });

  test('opening search again selects the query left in the box: a click, "/" and Ctrl+K, then typing replaces it', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await openFirstResult(page, 'presigned');
    const box = searchBox(page);
    // The box keeps what was searched; the reader comes back to it by each way in.
    await expect(box).not.toHaveValue('');
    const ways: [string, () => Promise<void>, string][] = [
      ['a click', () => box.click(), 'tenant'],
      ['"/"', () => page.keyboard.press('/'), 'gateway'],
      ['Ctrl+K', () => page.keyboard.press('Control+k'), 'upload'],
    ];
    for (const [way, open, word] of ways) {
      // Out of the box first, as a reader reading the page is, with the last query still in it.
      await page.locator('article h1').click();
      await expect(box).not.toBeFocused();
      expect(await box.inputValue(), `the box keeps a query before ${way}`).not.toBe('');
      await open();
      await page.keyboard.type(word);
      await expect(box, way).toHaveValue(word);
    }
  });

  test('the search page shows an excerpt under every result, and its title ends with the site\'s name', async ({page}) => {
    for (const query of ['create tenant', 'how do I rotate the api key']) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const items = page.locator('article[class*="searchResultItem"]');
      await expect(items.first()).toBeVisible({timeout: 30_000});
      await expect(page).toHaveTitle(/ \| Docbox$/);
      const withoutExcerpt = await items.evaluateAll((articles) =>
        articles
          .filter((article) => !article.querySelector('[class*="searchResultItemSummary"]')?.textContent?.trim())
          .map((article) => article.querySelector('h2')?.textContent ?? ''),
      );
      expect(withoutExcerpt, `results of "${query}" without an excerpt`).toEqual([]);
    }
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

    test('tapping the search box again selects the query left in it, so the new words replace it', async ({page}) => {
      await page.goto('/docs/guides/intro');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const box = searchBox(page);
      await box.tap();
      await page.keyboard.type('deploy');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({timeout: 30_000});
      await page.keyboard.press('Escape');
      await page.locator('article h1').tap();
      await expect(box).not.toBeFocused();
      await expect(box).toHaveValue('deploy');
      // The box widens as it takes focus: the tap's end can land on its clear button.
      await box.tap();
      await page.keyboard.type('tenant');
      await expect(box).toHaveValue('tenant');
    });
  });
});
