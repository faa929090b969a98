import {expect, test} from '@playwright/test';

// Axe runs on every page in both colour modes in every-page.spec.ts, with the console checks, in
// one visit per page; these are the keyboard paths axe cannot judge.
test.describe('keyboard', () => {
  test('a skip link leads to the content and focus is visible', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: /Skip to main content/});
    await expect(skip).toBeFocused();
    const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle + getComputedStyle(el).boxShadow);
    expect(outline).not.toBe('nonenone');
    await page.keyboard.press('Enter');
    // Focus moves past the navigation into the page content.
    await expect(skip).not.toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('nav.navbar')))).toBe(false);
  });

  test('the mobile menu works with the keyboard', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(page.getByRole('button', {name: /Close navigation bar/})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    // The close button is reachable with Tab too.
    await toggle.focus();
    await page.keyboard.press('Enter');
    // Tab only once the sidebar is open, or focus runs past a close button not there yet.
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    const close = page.getByRole('button', {name: /Close navigation bar/});
    await expect(close).toBeVisible();
    for (let step = 0; step < 15 && !(await close.evaluate((el) => el === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});
