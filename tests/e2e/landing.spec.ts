import {expect, test} from '@playwright/test';
import {hero, quickStart} from '../../src/data/landing';

// The sections of the landing page, by the ids src/data/landing.ts gives them.
const SECTIONS = ['features', 'document-boxes', 'gateway', 'processing', 'search', 'uploads', 'self-hosting', 'quick-start', 'explore'];

test.describe('landing page', () => {
  test('the hero has the logo, one h1 and both calls to action', async ({page}) => {
    await page.goto('/');
    const main = page.locator('main');
    await expect(main.getByRole('img', {name: hero.logoAlt}).first()).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(hero.title);
    await expect(main.getByRole('link', {name: hero.primary.label, exact: true})).toHaveAttribute('href', '/docs/guides/intro');
    await expect(main.getByRole('link', {name: hero.secondary.label, exact: true}).first()).toHaveAttribute('href', '/docs/api/docbox');
  });

  test('the calls to action lead to the guides and the API reference', async ({page}) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator('main').getByRole('link', {name: hero.primary.label, exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/guides\/intro$/);
    await page.goBack();
    await page.locator('main').getByRole('link', {name: hero.secondary.label, exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/api\/docbox$/);
  });

  test('every section is there with its heading, in order', async ({page}) => {
    await page.goto('/');
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(SECTIONS);
    for (const id of SECTIONS) {
      await expect(page.locator(`section#${id} h2`)).toBeVisible();
    }
    // Headings never skip a level.
    const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });

  test('illustrations have a size and a text alternative', async ({page}) => {
    await page.goto('/');
    const art = await page.locator('main svg[role="img"], main img').evaluateAll((nodes) =>
      nodes.map((node) => ({
        label: node.getAttribute('aria-label') ?? node.getAttribute('alt') ?? node.querySelector('title')?.textContent ?? '',
        sized: node.hasAttribute('width') || node.hasAttribute('viewBox'),
      })),
    );
    expect(art.length).toBeGreaterThan(5);
    for (const item of art) {
      expect(item.label.trim()).not.toBe('');
      expect(item.sized).toBe(true);
    }
  });

  test('the quick start copies its commands', async ({browser}) => {
    const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const section = page.locator('section#quick-start');
    await expect(section.locator('pre')).toContainText('docbox-cli --config cli-config.json create-root');
    await section.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(section.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(quickStart.code);
    await expect(section.getByRole('link', {name: /guide/i}).first()).toHaveAttribute('href', /\/docs\/guides\//);
    await context.close();
  });

  for (const width of [320, 375, 768, 1280, 1920]) {
    test(`has no horizontal scroll at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
    });
  }

  test('loads with no console errors and no layout shift', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      (window as unknown as {cls: number}).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
          if (!entry.hadRecentInput) (window as unknown as {cls: number}).cls += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {cls: number}).cls)).toBe(0);
  });
});
