import {expect, test, type Page} from '@playwright/test';

/**
 * A page opens with what it helps to do; how it was checked sits under the freshness line at its
 * end, in "How this page is checked" (front matter checked_how), and at the end of its Markdown
 * twin. The release switch keeps no empty line before a release is picked.
 */
const BACKUP = '/docs/guides/operating/backup-and-restore';
const ENV = '/docs/guides/configuration/server-environment-variables';

const disclosure = (page: Page) => page.locator('[data-page-freshness]').getByText('How this page is checked', {exact: true});

test.describe('How this page is checked', () => {
  test('the backup page opens with what it helps to do; how it is tested opens from the freshness line', async ({page}) => {
    await page.goto(BACKUP);
    const lead = page.locator('article .markdown > p').first();
    await expect(lead).toBeInViewport();
    await expect(lead).toContainText('back up a Docbox deployment');
    // Nothing before the first section speaks of the site's tests.
    const beforeFirstSection = await page.locator('article .markdown').evaluate((markdown) => {
      const texts: string[] = [];
      for (const child of Array.from(markdown.children)) {
        if (child.matches('h2')) break;
        texts.push(child.textContent ?? '');
      }
      return texts.join(' ');
    });
    expect(beforeFirstSection).not.toMatch(/site's tests|stand-ins/);

    const checked = page.locator('[data-checked-how]');
    await expect(checked).not.toHaveAttribute('open', '');
    await disclosure(page).scrollIntoViewIfNeeded();
    await disclosure(page).click();
    await expect(checked).toHaveAttribute('open', '');
    await expect(checked.locator('p')).toBeVisible();
    await expect(checked.locator('p')).toContainText('It was last compared with Docbox 0.9.3');
    await expect(checked.locator('p')).toContainText('against stand-ins that check every option');
  });

  test('the smoke test page\'s disclosure links to its own section on what the tests cannot show', async ({page}) => {
    await page.goto('/docs/guides/operating/smoke-test');
    await disclosure(page).scrollIntoViewIfNeeded();
    await disclosure(page).click();
    await page.locator('[data-checked-how] p').getByRole('link').click();
    await expect(page).toHaveURL(/#what-the-tests-cannot-show$/);
  });

  test('the Markdown twin ends with the same words', async ({request}) => {
    const twin = await (await request.get(`${BACKUP}.md`)).text();
    expect(twin).toMatch(/\n## How this page is checked\n\nIt was last compared with Docbox 0\.9\.3 on [^\n]+ against stand-ins that check every option[^\n]*\n$/);
    expect(twin.split('\n## ')[0]).not.toMatch(/site's tests|stand-ins/);
  });

  test.describe('without scripts', () => {
    test.use({javaScriptEnabled: false});
    test('the disclosure opens all the same', async ({page}) => {
      await page.goto(BACKUP);
      await disclosure(page).scrollIntoViewIfNeeded();
      await disclosure(page).click();
      await expect(page.locator('[data-checked-how] p')).toBeVisible();
    });
  });
});

test.describe('the release switch', () => {
  test('keeps no empty line before a release is picked; the status takes its place once one is', async ({page}) => {
    await page.goto(ENV);
    const fieldset = page.locator('[data-release-switch]');
    const status = fieldset.getByRole('status');
    await expect(status).toBeEmpty();
    expect((await status.boundingBox())?.height).toBe(0);
    const hint = fieldset.getByText('Marks show what your release does not have yet');
    const before = await fieldset.boundingBox();
    const hintBox = await hint.boundingBox();
    // The fieldset ends with its hint (and its own padding and border), not with an empty line.
    expect(before!.y + before!.height - (hintBox!.y + hintBox!.height)).toBeLessThan(16);

    await fieldset.getByLabel('Docbox server').selectOption('0.7.1');
    await expect(status).toContainText('For Docbox 0.7.1:');
    expect((await status.boundingBox())!.height).toBeGreaterThan(0);
  });
});
