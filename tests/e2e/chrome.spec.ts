import {expect, test, type Page} from '@playwright/test';

const SOURCE_URL = 'https://github.com/docbox-nz/docbox';
const navbar = (page: Page) => page.getByRole('navigation', {name: 'Main'});

/** Waits until React has taken over the page (Docusaurus marks it on <html>). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Scrolls down the way a reader does: several wheel steps, each a scroll event. */
async function scrollDown(page: Page): Promise<void> {
  await page.mouse.move(600, 400);
  for (let step = 0; step < 5; step += 1) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
}

/** The navbar's top edge: 0 or more when shown (below the announcement bar), negative when hidden. */
const navbarTop = (page: Page) => async () => (await navbar(page).boundingBox())?.y ?? Number.NaN;

test.describe('navbar', () => {
  test('has Docs, API and the source-code link with their targets', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const items = navbar(page).locator('.navbar__items a.navbar__item');
    await expect(items).toHaveText(['Docs', 'API', 'GitHub']);
    await expect(navbar(page).getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/guides/intro');
    await expect(navbar(page).getByRole('link', {name: 'API', exact: true})).toHaveAttribute('href', '/docs/api/docbox');
    const source = navbar(page).getByRole('link', {name: /GitHub/});
    await expect(source).toHaveAttribute('href', SOURCE_URL);
    // The source link sits in the right-hand group.
    await expect(navbar(page).locator('.navbar__items--right').getByRole('link', {name: /GitHub/})).toBeVisible();

    await navbar(page).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/guides\/intro$/);
    await navbar(page).getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api\/docbox$/);
  });

  test('shows the logo 120 px wide, with a variant per colour mode', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const logo = navbar(page).locator('.navbar__logo img:visible');
    await expect(logo).toHaveCount(1);
    await expect(logo).toHaveAttribute('width', '120');
    expect((await logo.boundingBox())?.width).toBe(120);
    await expect(logo).toHaveAttribute('src', /logo-dark\.svg$/);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(navbar(page).locator('.navbar__logo img:visible')).toHaveAttribute('src', /logo\.svg$/);
  });

  test('shows the colour-mode toggle and a search box container (one of three class names)', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await hydrated(page);
    await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(navbar(page).locator('.navbar__search, [class*="searchBox"], .DocSearch').first()).toBeVisible();
  });

  test('hides when scrolling down past its height and shows on scroll up and near the top', async ({page}) => {
    await page.goto('/docs/guides/configuration/server-environment-variables');
    await hydrated(page);
    const top = navbarTop(page);
    expect(await top()).toBeGreaterThanOrEqual(0);
    await scrollDown(page);
    await expect.poll(top).toBeLessThan(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
    await scrollDown(page);
    await expect.poll(top).toBeLessThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(top).toBeGreaterThanOrEqual(0);
  });

  test('jumping to a hash anchor shows the heading uncovered, and a page change shows the navbar', async ({page}) => {
    await page.goto('/docs/guides/configuration/server-environment-variables');
    await hydrated(page);
    const top = navbarTop(page);
    const tocLink = page.locator('.theme-doc-toc-desktop .table-of-contents a').nth(2);
    const target = decodeURIComponent((await tocLink.getAttribute('href'))!.slice(1));
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    // The heading lands in view and below the navbar whether the navbar is shown or hidden.
    const heading = page.locator(`[id="${target}"]`);
    await expect(heading).toBeInViewport();
    const navbarBottom = async () => {
      const box = await navbar(page).boundingBox();
      return box ? box.y + box.height : 0;
    };
    await expect.poll(async () => ((await heading.boundingBox())?.y ?? 0) - (await navbarBottom())).toBeGreaterThanOrEqual(0);
    // Scrolled down with the navbar hidden, following a link to another page shows it again.
    await scrollDown(page);
    await expect.poll(top).toBeLessThan(0);
    await page.locator('.pagination-nav__link').first().click();
    await expect(page).not.toHaveURL(/server-environment-variables/);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
  });
});

test.describe('footer', () => {
  test('has the Docs and More groups and the copyright line', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await hydrated(page);
    const footer = page.locator('footer');
    await expect(footer.locator('.footer__title')).toHaveText(['Docs', 'More']);
    await expect(footer.getByRole('link', {name: 'Tutorial'})).toHaveAttribute('href', '/docs/guides/intro');
    await expect(footer.getByRole('link', {name: /GitHub/})).toHaveAttribute('href', SOURCE_URL);
    await expect(footer.locator('.footer__copyright')).toHaveText(
      'Copyright © 2025 Docbox Ltd. Built with Docusaurus.',
    );
  });
});

test.describe('colour mode', () => {
  test('is dark by default even when the system prefers light', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(22, 24, 29)');
    await context.close();
  });

  test('switches and is remembered in local storage under "theme"', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/docs/guides/intro');
    await hydrated(page);
    await page.getByRole('button', {name: /currently dark mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /currently light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await context.close();
  });
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');

  test('is shown, dismissible, and stays dismissed across reloads', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link')).toHaveAttribute('href', /\/blog\//);
    await bar(page).getByRole('button', {name: 'Close'}).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('article, main').first()).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    await page.goto('/docs/guides/intro');
    await hydrated(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('takes one line on a 360 px phone, so the page starts higher', async ({page}) => {
    await page.setViewportSize({width: 360, height: 780});
    await page.goto('/docs/guides/intro');
    const content = bar(page).locator('[class*="announcementBarContent"]');
    await expect(content).toBeVisible();
    const {height, line} = await content.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      line: parseFloat(getComputedStyle(element).lineHeight),
    }));
    expect(height, `${height} px of text at ${line} px a line`).toBeLessThan(line * 1.5);
  });

  test('comes back when its id changes', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    // A reader who dismissed an earlier announcement (another id) sees the current one.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });
});

test.describe('breadcrumbs on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('show only the parent, in full, as a link back to it', async ({page}) => {
    await page.goto('/docs/guides/operating/data-lifecycle');
    const crumbs = page.locator('article .breadcrumbs__item');
    // The path as the page has it: home, the groups, then the page itself.
    const count = await crumbs.count();
    expect(count).toBeGreaterThan(2);
    const parent = crumbs.nth(count - 2);
    for (let index = 0; index < count; index++) {
      if (index === count - 2) await expect(crumbs.nth(index)).toBeVisible();
      else await expect(crumbs.nth(index)).toBeHidden();
    }
    const link = parent.locator('a.breadcrumbs__link');
    const cut = await link.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(cut).toBe(false);
    const href = await link.getAttribute('href');
    expect(href).toBeTruthy();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}/?$`));
  });
});

test.describe('mobile menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens and closes at phone width', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const menu = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(menu.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await menu.getByRole('button', {name: /Close navigation bar/}).click();
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('opens at the current page, with its group open and the others closed', async ({page}) => {
    // A short screen (a phone held sideways has less): the page's row lies below the menu's
    // first screen unless the menu scrolls to it.
    await page.setViewportSize({width: 390, height: 560});
    await page.goto('/docs/guides/operating/data-lifecycle');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    const current = menu.getByRole('link', {name: 'Data lifecycle', exact: true});
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toBeInViewport({ratio: 1});
    await expect(menu.getByRole('link', {name: 'Backup and restore'})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'Gateway'})).toBeHidden();
  });

  test('closes when the window grows past 996 px', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 995, height: 800});
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });

  test('closes on back navigation', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await page.goto('/docs/guides/intro');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).not.toBeInViewport();
  });
});

test.describe('docs layout', () => {
  test('the sidebar cannot be hidden and categories stay open', async ({page}) => {
    await page.goto('/docs/guides/setup/create-tenant');
    await hydrated(page);
    await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    // The current page's group starts open, the others closed.
    await expect(sidebar.getByRole('link', {name: 'Create a tenant'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Gateway'})).toBeHidden();
    // Opening another category does not collapse the current one, nor does going to its page.
    await sidebar.getByRole('button', {name: "Expand sidebar category 'Concepts'"}).click();
    await expect(sidebar.getByRole('link', {name: 'Create a tenant'})).toBeVisible();
    await sidebar.getByRole('link', {name: 'Gateway'}).click();
    await expect(page).toHaveURL(/concepts\/gateway$/);
    await expect(sidebar.getByRole('link', {name: 'Create a tenant'})).toBeVisible();
  });

  test('the table of contents lists exactly the h2 and h3 headings', async ({page}) => {
    await page.goto('/docs/guides/setup/create-tenant');
    await hydrated(page);
    const headings = await page
      .locator('article .markdown h2[id], article .markdown h3[id], article .markdown h4[id]')
      .evaluateAll((elements) => elements.map((el) => ({id: el.id, level: el.tagName})));
    const tocTargets = await page
      .locator('.theme-doc-toc-desktop .table-of-contents a')
      .evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '').slice(1)));
    const expected = headings.filter((h) => h.level !== 'H4').map((h) => h.id);
    expect(tocTargets).toEqual(expected);
    expect(headings.some((h) => h.level === 'H3')).toBe(true);
  });

  test('the docs page carries the current version\'s class and no other version\'s', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await hydrated(page);
    const versions = await page.evaluate(() => document.documentElement.className);
    expect(versions).toMatch(/docs-version-current/);
    expect(versions).not.toMatch(/docs-version-(?!current)/);
  });

  test('shows a progress bar on slow route changes', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    // Hold back every script chunk for a while so the route change is slow.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await navbar(page).getByRole('link', {name: 'Docs', exact: true}).click();
    await expect(page.locator('#nprogress')).toBeAttached({timeout: 1400});
    await expect(page).toHaveURL(/guides\/intro$/, {timeout: 10_000});
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 5000});
  });
});
