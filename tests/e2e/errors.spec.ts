import {expect, test} from '@playwright/test';

test.describe('page crash', () => {
  test('shows the error screen with the cause chain, and Try again recovers', async ({page}) => {
    // Blog post dates are formatted with Intl.DateTimeFormat while the page renders.
    // Make it fail, with a cause, to crash the page the way a real bug would; the test
    // lifts the fault before pressing Try again (React itself retries a failed render once).
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat;
      const state = window as unknown as {simulateCrash: boolean};
      state.simulateCrash = true;
      Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        if (state.simulateCrash) {
          throw new Error('Simulated crash', {cause: new Error('Root cause of the crash')});
        }
        return new Original(...args);
      } as unknown as typeof Intl.DateTimeFormat;
    });
    await page.goto('/blog');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Simulated crash')).toBeVisible();
    await expect(page.getByText('Root cause of the crash')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as {simulateCrash: boolean}).simulateCrash = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
    await expect(page.locator('article').first()).toBeVisible();
  });
});

test.describe('chunk failures', () => {
  test('a route chunk that fails to load reloads the page', async ({page}) => {
    await page.goto('/');
    // Bundles start after the first paint: until React has the page, links are plain links.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('link', {name: 'Get started'}).first()).toBeVisible();
    // From now on every script chunk fails, as after a deployment removed old chunks.
    let blocking = true;
    await page.route('**/assets/js/*.js', (route) => (blocking ? route.abort() : route.continue()));
    const reload = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().endsWith('/docs/guides/intro'),
    );
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs', exact: true}).click();
    blocking = false;
    // A full-page load of the target (not a client-side transition) proves the reload.
    await reload;
    await expect(page).toHaveURL(/guides\/intro$/);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('browser storage', () => {
  test('unavailable storage is treated as empty', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/docs/guides/intro');
    await expect(page.locator('article h1')).toBeVisible();
    // Nothing stored: the defaults apply (dark mode, announcement shown).
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
    // The page stays interactive: the toggle still works for this visit.
    await page.getByRole('button', {name: /currently dark mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(errors).toEqual([]);
  });
});
