import {expect, test, type Page} from '@playwright/test';

/**
 * A reader types into the navbar search the moment they reach it, while the search UI and its
 * index are still on their way. Nothing here waits for a sign the reader cannot see: the page is
 * open once its text has painted, keys go at 25 ms each straight after the click, the shortcut or
 * the tap, and the search UI's script and the index are held back on purpose so they arrive after
 * the last key.
 */
const QUERY = 'create tenant';
const KEY_DELAY = 25;
const HOLD_MS = 2_000;
// The page a reader looks for with QUERY; the first results must list it.
const EXPECTED_TITLE = 'Create a tenant';

/** Holds back every script and the search index requested from now on by `ms`. */
async function slowSearchDownloads(page: Page, ms: number): Promise<void> {
  await page.route(/search-index[^/]*\.json$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Opens a guide as a reader does: once its text is on screen, with its scripts still loading or not. */
async function openGuide(page: Page, {hydrated}: {hydrated: boolean}): Promise<void> {
  if (hydrated) {
    // A reader who has been on the page a while: everything the page itself needs has arrived.
    await page.goto('/docs/guides/intro', {waitUntil: 'load'});
    await page.waitForTimeout(1_000);
  } else {
    await page.goto('/docs/guides/intro', {waitUntil: 'commit'});
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  }
}

const searchBox = (page: Page) => page.locator('input.navbar__search-input:visible');

/** The box holds the whole query, and the results for it open on their own once the index answers. */
async function expectResultsFor(page: Page, query: string): Promise<void> {
  await expect(searchBox(page)).toHaveValue(query);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible({timeout: 15_000});
  await expect(searchBox(page)).toHaveValue(query);
  await expect(searchBox(page)).toBeFocused();
  const firstFive = (await options.allTextContents()).slice(0, 5).join('\n');
  expect(firstFive, `first results for "${query}"`).toContain(EXPECTED_TITLE);
}

/** The ways a reader reaches the box from the keyboard or the mouse. */
const WAYS_IN: Array<{name: string; reach: (page: Page) => Promise<void>}> = [
  {name: 'click', reach: (page) => searchBox(page).click()},
  {name: 'Ctrl+K', reach: (page) => page.keyboard.press('Control+k')},
  {name: '"/"', reach: (page) => page.keyboard.press('/')},
];

for (const hydrated of [true, false]) {
  const when = hydrated ? 'search UI and index held back' : 'every script held back (slow network)';

  test.describe(`search box, ${when}`, () => {
    for (const {name, reach} of WAYS_IN) {
      test(`${name}, then type at once`, async ({page}) => {
        if (hydrated) await openGuide(page, {hydrated});
        await slowSearchDownloads(page, HOLD_MS);
        if (!hydrated) await openGuide(page, {hydrated});
        await reach(page);
        await page.keyboard.type(QUERY, {delay: KEY_DELAY});
        await expectResultsFor(page, QUERY);
      });
    }
  });
}

test.describe('search box at phone width', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  for (const hydrated of [true, false]) {
    test(`tap, then type at once (${hydrated ? 'search UI and index held back' : 'every script held back'})`, async ({page}) => {
      if (hydrated) await openGuide(page, {hydrated});
      await slowSearchDownloads(page, HOLD_MS);
      if (!hydrated) await openGuide(page, {hydrated});
      await searchBox(page).tap();
      await page.keyboard.type(QUERY, {delay: KEY_DELAY});
      await expectResultsFor(page, QUERY);
      // The box is wide enough to read what was typed.
      const width = await searchBox(page).evaluate((element) => element.getBoundingClientRect().width);
      expect(width).toBeGreaterThan(100);
    });
  }
});

test.describe('search box editing while the search UI loads', () => {
  test('caret moves, Backspace and a selection typed over all land where the reader put them', async ({page}) => {
    await openGuide(page, {hydrated: true});
    await slowSearchDownloads(page, HOLD_MS);
    await searchBox(page).click();
    await page.keyboard.type('tenamt', {delay: KEY_DELAY});
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('nt', {delay: KEY_DELAY});
    await page.keyboard.press('Home');
    // A reader stops to think with the caret at the start; the search UI takes over meanwhile.
    await page.waitForTimeout(3 * HOLD_MS);
    await page.keyboard.type('create ', {delay: KEY_DELAY});
    await expectResultsFor(page, QUERY);
    // Select "create" and type over it, as in any text field.
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.type('delete tenant', {delay: KEY_DELAY});
    await expect(searchBox(page)).toHaveValue('delete tenant');
  });

  test('a selection made before the search UI arrives is kept when it takes over', async ({page}) => {
    await openGuide(page, {hydrated: true});
    await slowSearchDownloads(page, HOLD_MS);
    await searchBox(page).click();
    await page.keyboard.type('remove tenant', {delay: KEY_DELAY});
    await page.keyboard.press('Home');
    for (let i = 0; i < 'remove'.length; i += 1) await page.keyboard.press('Shift+ArrowRight');
    await page.waitForTimeout(3 * HOLD_MS);
    await page.keyboard.type('create', {delay: KEY_DELAY});
    await expectResultsFor(page, QUERY);
  });

  test('Escape leaves the box; the search UI arriving later does not pull focus back', async ({page}) => {
    await openGuide(page, {hydrated: true});
    await slowSearchDownloads(page, HOLD_MS);
    await searchBox(page).click();
    await page.keyboard.type('tenant', {delay: KEY_DELAY});
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).not.toBeFocused();
    await page.waitForTimeout(3 * HOLD_MS);
    await expect(searchBox(page)).not.toBeFocused();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(searchBox(page)).toHaveValue('tenant');
  });

  test('an IME composition in progress when the search UI arrives is finished in the same box', async ({page}) => {
    await openGuide(page, {hydrated: true});
    await slowSearchDownloads(page, HOLD_MS);
    await searchBox(page).click();
    await page.keyboard.type('create ', {delay: KEY_DELAY});
    const cdp = await page.context().newCDPSession(page);
    // Compose across the moment the search UI and index arrive (2 s + 2 s after the click).
    for (const [index, text] of ['t', 'te', 'ten', 'tena', 'tenan'].entries()) {
      await cdp.send('Input.imeSetComposition', {text, selectionStart: text.length, selectionEnd: text.length});
      await page.waitForTimeout(index === 2 ? 3 * HOLD_MS : KEY_DELAY);
    }
    await cdp.send('Input.insertText', {text: 'tenant'});
    await expectResultsFor(page, QUERY);
  });

  test('the search UI arriving in the middle of the typing keeps every key where it was typed', async ({page}) => {
    test.setTimeout(120_000);
    // A slow phone: the search UI's hand-over takes long enough for keys to land in it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    const long = 'create tenant with a storage bucket and an event queue for every environment';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await openGuide(page, {hydrated: true});
      await searchBox(page).click();
      // No wait: the index arrives while the reader is still typing.
      await page.keyboard.type(long, {delay: KEY_DELAY});
      await expect(searchBox(page)).toHaveValue(long);
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible({timeout: 15_000});
      await expect(searchBox(page)).toHaveValue(long);
    }
  });

  test('Enter before any result has arrived opens the search page for the whole query', async ({page}) => {
    await openGuide(page, {hydrated: true});
    await slowSearchDownloads(page, 3 * HOLD_MS);
    await searchBox(page).click();
    await page.keyboard.type(QUERY, {delay: KEY_DELAY});
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=create(%20|\+)tenant$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText(QUERY);
  });
});
