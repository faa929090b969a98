import {expect, test} from '@playwright/test';
import {explore, features, hero, journeys} from '../../src/data/landing';

// The sections of the landing page, by the ids src/data/landing.ts gives them.
const SECTIONS = [journeys.id, features.id, explore.id];

test.describe('landing page', () => {
  test('the hero has the logo, one h1 and a card for each journey with its link', async ({page}) => {
    await page.goto('/');
    const main = page.locator('main');
    await expect(main.getByRole('img', {name: hero.logoAlt}).first()).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(hero.title);
    const cards = main.locator(`section#${journeys.id} li`);
    await expect(cards).toHaveCount(journeys.items.length);
    for (const [index, journey] of journeys.items.entries()) {
      await expect(cards.nth(index).getByRole('heading', {level: 2})).toHaveText(journey.title);
      await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', journey.link.to);
    }
    // "Get started" opens the chooser of ways to run Docbox.
    await expect(main.getByRole('link', {name: hero.primary.label, exact: true})).toHaveAttribute('href', '/docs/category/getting-started');
  });

  test('a click anywhere on a journey card follows its link', async ({page}) => {
    await page.goto('/');
    for (const journey of journeys.items) {
      const card = page.locator(`section#${journeys.id} li`).filter({hasText: journey.title});
      // A click on the card's text, away from the link itself (the link's ::after covers the card,
      // so Playwright's own click on the text would refuse: it reports the link on top).
      const box = (await card.locator('p').boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page).toHaveURL(new RegExp(`${journey.link.to.replace(/\//g, '\\/')}$`));
      await page.goBack();
      await expect(page.locator('h1')).toHaveText(hero.title);
    }
  });

  test('every section is there with its heading, in order', async ({page}) => {
    await page.goto('/');
    const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids).toEqual(SECTIONS);
    await expect(page.locator(`section#${journeys.id}`)).toHaveAttribute('aria-label', journeys.title);
    for (const id of [features.id, explore.id]) {
      await expect(page.locator(`section#${id} h2`)).toBeVisible();
    }
    // Headings never skip a level.
    const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });

  test('the explore row links the rest of the site', async ({page}) => {
    await page.goto('/');
    const row = page.locator(`section#${explore.id}`);
    for (const link of explore.links) {
      await expect(row.getByRole('link', {name: new RegExp(`^${link.label}`)})).toHaveAttribute('href', link.to);
    }
    await expect(page.locator(`section#${features.id}`).getByRole('link', {name: features.link.label})).toHaveAttribute('href', features.link.to);
  });

  test('illustrations have a size and a text alternative', async ({page}) => {
    await page.goto('/');
    const art = await page.locator('main svg[role="img"], main img').evaluateAll((nodes) =>
      nodes.map((node) => ({
        label: node.getAttribute('aria-label') ?? node.getAttribute('alt') ?? node.querySelector('title')?.textContent ?? '',
        sized: node.hasAttribute('width') || node.hasAttribute('viewBox'),
      })),
    );
    // The hero's picture and the logo (one image per colour mode).
    expect(art.length).toBeGreaterThanOrEqual(2);
    for (const item of art) {
      expect(item.label.trim()).not.toBe('');
      expect(item.sized).toBe(true);
    }
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
