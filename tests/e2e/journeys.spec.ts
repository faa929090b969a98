import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {journeys} from '../../src/data/landing';

/**
 * The reader's two journeys from the home page (issue 44): run Docbox (the chooser, then a guide
 * such as docker compose) and build on it (the upload guide). From `/` with nothing stored, as a
 * new reader arrives, each target is at most two clicks away, and every click is on a link that
 * is already in the viewport: the page has not been scrolled and the link's box lies inside it.
 */

const CHOOSER = '/docs/category/getting-started';
const COMPOSE = '/docs/guides/getting-started/docker-compose/intro';
const UPLOAD = '/docs/guides/integrating/upload-files';

const [run, build] = journeys.items;

/** A guide's title, from its front matter: what its h1 says. */
function titleOf(file: string): string {
  const source = readFileSync(path.join(__dirname, '..', '..', 'docs', 'guides', file), 'utf8');
  const title = /^title: (.+)$/m.exec(source)?.[1];
  if (!title) throw new Error(`${file}: no title`);
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

const SIZES = [
  {name: 'desktop', viewport: {width: 1280, height: 800}, isMobile: false, maxScreens: 4},
  {name: 'phone', viewport: {width: 390, height: 844}, isMobile: true, maxScreens: 6},
];

/** The first of `links` whose box lies wholly inside the viewport, with the page not scrolled. */
async function visibleWithoutScrolling(page: Page, links: Locator): Promise<Locator> {
  // After a click the address changes before the next page has rendered: wait for it, as a reader
  // waits to see the page, before measuring.
  await expect(links.first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), 'the page has not been scrolled').toBe(0);
  const {width, height} = page.viewportSize()!;
  const count = await links.count();
  const seen: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    const box = await link.boundingBox();
    if (!box) continue;
    seen.push(`${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`);
    if (box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height) return link;
  }
  throw new Error(`no such link inside the ${width}x${height} viewport; boxes: ${seen.join('; ') || 'none laid out'}`);
}

/** A click on a link the reader can see, in the page's main content. */
async function clickTo(page: Page, to: string): Promise<void> {
  const link = await visibleWithoutScrolling(page, page.locator(`main a[href="${to}"]`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
}

for (const size of SIZES) {
  test.describe(`journeys from the home page at ${size.viewport.width}x${size.viewport.height}`, () => {
    test.use({viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile});

    test(`the home page is at most ${size.maxScreens} screens tall`, async ({page}) => {
      await page.goto('/');
      await expect(page.locator('h1')).toBeVisible();
      const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
      console.log(`# home page at ${size.name} size: ${screens.toFixed(2)} screens`);
      expect(screens).toBeLessThanOrEqual(size.maxScreens);
    });

    test(`both journeys are in the first screen: "${run.title}" and "${build.title}"`, async ({page}) => {
      await page.goto('/');
      for (const journey of [run, build]) {
        const card = page.locator('main li').filter({has: page.getByRole('heading', {name: journey.title, exact: true})});
        await expect(card.getByRole('link', {name: journey.link.label, exact: true})).toHaveAttribute('href', journey.link.to);
        await visibleWithoutScrolling(page, card.getByRole('heading', {name: journey.title, exact: true}));
        await visibleWithoutScrolling(page, card.getByRole('link', {name: journey.link.label, exact: true}));
      }
    });

    test('the chooser is one click away', async ({page}) => {
      await page.goto('/');
      await clickTo(page, CHOOSER);
      await expect(page.locator('h1')).toHaveText(titleOf('getting-started/index.md'));
    });

    test('the docker compose guide is two clicks away, through the chooser', async ({page}) => {
      await page.goto('/');
      await clickTo(page, CHOOSER);
      await clickTo(page, COMPOSE);
      await expect(page.locator('h1')).toHaveText(titleOf('getting-started/docker-compose/intro.md'));
    });

    test('the upload guide is one click away', async ({page}) => {
      await page.goto('/');
      await clickTo(page, UPLOAD);
      await expect(page.locator('h1')).toHaveText(titleOf('integrating/upload-files.md'));
    });
  });
}
