import {readdirSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {CATEGORY_ROUTES, GUIDE_ROUTES} from '../support/routes';

// Every page of the site: landing, 404, guides, categories and every API page.
const apiPages = readdirSync(path.join(__dirname, '../../api/reference'))
  .filter((name) => /\.(api|tag|info)\.mdx$/.test(name) || name === 'docbox.mdx')
  .map((name) => `/docs/api/${name.replace(/(\.(api|tag|info))?\.mdx$/, '')}`);
// Every page in both colour modes at desktop and phone width, in chunks that the workers share.
const ALL_PAGES = ['/', '/no-such-page', '/blog', '/search', ...GUIDE_ROUTES, ...CATEGORY_ROUTES, ...apiPages];
const CHUNK = 15;

// At phone width the pages differ by layout, not by content: one page of each kind and the
// pages with wide content (tables, long code, diagrams) are checked there, every page at desktop
// width. (All pages in all four combinations took a third of the end-to-end run.)
const PHONE_PAGES = [
  '/',
  '/no-such-page',
  '/blog',
  '/blog/docbox-0-9-3',
  '/search',
  '/docs/guides/intro',
  '/docs/guides/troubleshooting',
  '/docs/guides/known-issues',
  '/docs/guides/integrating/typescript-sdk',
  '/docs/guides/configuration/server-environment-variables',
  '/docs/guides/getting-started/aws/configure-docbox',
  CATEGORY_ROUTES[0],
  '/docs/api/docbox',
  '/docs/api/admin',
  '/docs/api/file-upload',
  '/docs/api/document-box-search',
];
const chunksOf = (pages: string[]) =>
  Array.from({length: Math.ceil(pages.length / CHUNK)}, (_, i) => pages.slice(i * CHUNK, (i + 1) * CHUNK));

const VIEWS = [
  {name: 'desktop', width: 1280, height: 900, pages: ALL_PAGES},
  {name: 'phone', width: 390, height: 844, pages: PHONE_PAGES},
] as const;

test('the phone-width sample lists pages that exist', () => {
  for (const route of PHONE_PAGES.filter((route) => !['/no-such-page', '/blog/docbox-0-9-3'].includes(route))) {
    expect(ALL_PAGES, route).toContain(route);
  }
});

for (const mode of ['dark', 'light'] as const) {
  for (const view of VIEWS) {
    test.describe(`accessibility, ${mode} mode, ${view.name}`, () => {
      test.use({viewport: {width: view.width, height: view.height}});

      chunksOf([...view.pages]).forEach((pages, index) => {
        test(`no axe violations (pages ${index * CHUNK + 1}-${index * CHUNK + pages.length} of ${view.pages.length})`, async ({page}) => {
          test.setTimeout(pages.length * 12_000);
          await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          const failures: string[] = [];
          for (const route of pages) {
            await page.goto(route);
            await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
            await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
            // Render the blocks the browser skips while they are off screen (content-visibility),
            // so that every part of the page is checked as a reader who scrolls sees it.
            await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
            const {violations} = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
            for (const violation of violations) {
              const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ');
              failures.push(`${route}: ${violation.id} (${violation.nodes.length}): ${targets}`);
            }
          }
          expect(failures, failures.join('\n')).toEqual([]);
        });
      });
    });
  }
}

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
