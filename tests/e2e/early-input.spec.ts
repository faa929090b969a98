import {expect, test, type Page} from '@playwright/test';

/**
 * A reader clicks or taps what they see as soon as they see it. On a slow network the page's
 * scripts arrive seconds after its text: every control used in that time must still do what it
 * was asked once the page is live, never swallow the click. Nothing here waits for hydration.
 */
const HOLD_MS = 2_000;

/** Opens `path` with every script held back, and returns once the page's text is on screen. */
async function openBeforeScripts(page: Page, path: string, holdMs = HOLD_MS): Promise<void> {
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'commit'});
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
}

test.describe('controls used before the scripts have arrived', () => {
  test.describe.configure({timeout: 60_000});

  test('the mobile menu opens on a tap made before the scripts arrive', async ({browser}) => {
    const context = await browser.newContext({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    const page = await context.newPage();
    await openBeforeScripts(page, '/docs/guides/intro');
    await page.getByRole('button', {name: /navigation bar|menu/i}).tap();
    await expect(page.locator('.navbar-sidebar')).toBeVisible({timeout: 20_000});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Still open 1 s after hydration: a second delivery of the same tap within that second would
    // have closed it (a later one would not be seen here).
    await page.waitForTimeout(1_000);
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await context.close();
  });

  test('a tab clicked before the scripts arrive is selected once they have', async ({page}) => {
    await openBeforeScripts(page, '/docs/guides/developing/prerequisites');
    const macos = page.getByRole('tab', {name: 'macOS'}).first();
    await macos.click();
    await expect(macos).toHaveAttribute('aria-selected', 'true', {timeout: 20_000});
  });

  test('Copy page clicked before the scripts arrive copies the page', async ({browser, baseURL}) => {
    const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    // The browser lets a page write to the clipboard only within seconds of the reader's click:
    // scripts held back 1 s each bring the page to life inside that time.
    await openBeforeScripts(page, `${baseURL}/docs/guides/intro`, 1_000);
    await page.getByRole('button', {name: 'Copy page'}).first().click();
    await expect(page.getByRole('status').filter({hasText: 'The page is on the clipboard'}).first()).toBeAttached({timeout: 20_000});
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# /m);
    await context.close();
  });

  test('a request sample tab of an operation page clicked before the scripts arrive is selected', async ({page}) => {
    await openBeforeScripts(page, '/docs/api/file-upload');
    const tab = page.locator('section[aria-labelledby="request-samples-heading"] [role="tab"]', {hasText: 'Rust'});
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', {timeout: 20_000});
  });
  test('a release picked before the scripts arrive is kept, and the page marked for it', async ({page}) => {
    await openBeforeScripts(page, '/docs/guides/configuration/server-environment-variables');
    const releaseSwitch = page.locator('[data-release-switch]');
    await releaseSwitch.getByLabel('Docbox server').selectOption('0.7.1');
    await expect(releaseSwitch.getByRole('status')).toContainText('For Docbox 0.7.1:', {timeout: 20_000});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(releaseSwitch.getByLabel('Docbox server')).toHaveValue('0.7.1');
    expect(await page.evaluate(() => localStorage.getItem('docbox.release'))).toBe(JSON.stringify({server: '0.7.1'}));
  });
  test("a release picked after the switch's code has arrived, while the rest of the page's is on its way, is kept", async ({page}) => {
    // Every script but the switch's own chunk and the entry bundles is held back until the pick:
    // the switch's code has run, and the page has not hydrated.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let switchArrived!: () => void;
    const switchCode = new Promise<void>((resolve) => (switchArrived = resolve));
    await page.route(/\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const entry = /\/(main|runtime~main)\.[^/]*\.js$/.test(route.request().url());
      if (body.includes('data-release-switch')) switchArrived();
      else if (!entry) await gate;
      await route.fulfill({response, body});
    });
    await page.goto('/docs/guides/operating/upgrading', {waitUntil: 'commit'});
    await switchCode;
    // The chunk has been handed over; the browser runs it in a moment.
    await page.waitForTimeout(500);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    const releaseSwitch = page.locator('[data-release-switch]');
    await releaseSwitch.getByLabel('Docbox server').selectOption('0.7.1');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 20_000});
    await expect(releaseSwitch.getByRole('status')).toContainText('0.7.1');
    await expect(page.locator('[data-upgrade-notes] summary')).toContainText('Upgrade notes from Docbox 0.7.1');
    // Scripts the page still asks for (prefetches) are not waited for once the test ends.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
  test('a release picked on the upgrade page before the scripts arrive opens its upgrade notes, as a pick made later does', async ({page}) => {
    await openBeforeScripts(page, '/docs/guides/operating/upgrading');
    await page.locator('[data-release-switch]').getByLabel('Docbox server').selectOption('0.7.1');
    const notes = page.locator('[data-upgrade-notes]');
    await expect(notes.locator('summary')).toContainText('Upgrade notes from Docbox 0.7.1', {timeout: 20_000});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(notes).toHaveAttribute('open', '');
  });
});
