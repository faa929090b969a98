import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {pageTypes} from '../support/page-types';
import {apiThemeMarkers, apiThemeScriptsRun} from '../support/api-theme';

// What the changes for slow phones (docs-dev/performance.md) must not break: pages keep still
// while they load and hydrate, anchors on long pages land on their heading although off-screen
// blocks are rendered late (content-visibility), and the API theme stays off operation pages.

const buildDir = path.join(__dirname, '..', '..', 'build');

/** The layout shifts of the page so far, recorded from its first line. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(`
    window.__shifts = [];
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (!entry.hadRecentInput) window.__shifts.push(entry.value);
      });
    }).observe({type: 'layout-shift', buffered: true});
  `);
}

test.describe('layout stability at phone width, on a phone network', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  for (const {name, path: pagePath} of pageTypes(buildDir)) {
    test(`${name} (${pagePath}) does not shift while it loads and hydrates`, async ({page, context}) => {
      // Lighthouse's mobile network (150 ms round trips, 1.6 Mbit/s): the HTML arrives in parts,
      // so the browser paints frames of a half-loaded page, where a shift shows. On a fast
      // loopback the first frame is already the whole page.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 200_000,
        uploadThroughput: 90_000,
      });
      await recordLayoutShifts(page);
      await page.goto(pagePath);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await page.evaluate<number[]>('window.__shifts')).toEqual([]);
    });
  }
});

test('an anchor far down a long page lands on its heading although the blocks above are rendered late', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto('/docs/guides/troubleshooting#search');
  const heading = page.locator('h2#search');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(300);
});

// Marks the sample tabs of the server's HTML before any script of the page runs.
const markServerSampleTabs = `document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('section[aria-labelledby="request-samples-heading"] [role="tab"]').forEach(function (node) { node.__fromServer = true; });
});`;

/** The samples of an operation page (the site's own, made live when used). */
const samplesOf = (page: Page) => page.locator('section[aria-labelledby="request-samples-heading"]');

test.describe("the API theme's code and CSS", () => {
  for (const pagePath of ['/docs/api/docbox', '/docs/api/admin']) {
    test(`are not loaded by ${pagePath}, a plain page of the API reference`, async ({page}) => {
      const styles: string[] = [];
      page.on('response', (response) => {
        if (/\/assets\/css\//.test(response.url())) styles.push(response.url());
      });
      await page.goto(pagePath);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      expect(styles.filter((url) => url.includes('api-styles'))).toEqual([]);
      expect(await apiThemeScriptsRun(page)).toEqual([]);
    });
  }

  test('are not loaded by an operation page, on load or when its parts and samples are used', async ({page}) => {
    const markers = apiThemeMarkers();
    // Enough of them that a chunk of the theme's parts cannot miss them all.
    expect(markers.length).toBeGreaterThan(50);
    const styles: string[] = [];
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (/\/assets\/css\//.test(response.url())) styles.push(new URL(response.url()).pathname);
    });
    await page.goto('/docs/api/file-upload');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await apiThemeScriptsRun(page, markers)).toEqual([]);
    // A nested schema opens (native <details>), a response is there to read, the samples go live.
    const nested = page.locator('[data-status="200"] details').first();
    await nested.locator('summary').first().click();
    await expect(nested).toHaveAttribute('open', '');
    await samplesOf(page).getByRole('tab', {name: 'Rust', exact: true}).click();
    await expect(samplesOf(page).locator('[role="tabpanel"]:not([hidden]) pre')).toContainText('reqwest');
    await page.waitForLoadState('networkidle');
    expect(await apiThemeScriptsRun(page, markers)).toEqual([]);
    expect(styles.filter((url) => url.includes('api-styles'))).toEqual([]);
    expect(styles.some((url) => url.includes('operation-styles'))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('keep the focus of a reader who tabs into the samples before they are live', async ({page}) => {
    await page.addInitScript(markServerSampleTabs);
    await page.goto('/docs/api/file-upload');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const tabs = samplesOf(page).getByRole('tab');
    await tabs.first().focus();
    // Focus makes the samples live; the live samples' tab has the focus back, not the server's
    // element it replaced (awaited: the live part takes the server's place in a transition).
    const liveTabFocused = () =>
      page.evaluate(() => {
        const focused = document.activeElement as (Element & {__fromServer?: boolean}) | null;
        return Boolean(focused?.matches('[role="tab"]')) && focused?.__fromServer !== true;
      });
    await expect.poll(liveTabFocused, {message: "the live samples' first tab has the focus"}).toBe(true);
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
  });

  test('are linked from the HTML of the page that uses them, and the operation pages their own', async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});
    const page = await context.newPage();
    // The API information page uses the theme's headings and schema tabs.
    await page.goto(`${baseURL}/docs/api/docbox-api`);
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/css/api-styles."]')).toHaveCount(1);
    await page.goto(`${baseURL}/docs/api/file-upload`);
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/css/api-styles."]')).toHaveCount(0);
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/css/operation-styles."]')).toHaveCount(1);
    // Rules of the operation pages' own stylesheet, styled before any script runs.
    await expect(page.locator('.operation-page__main')).toHaveCSS('border-right-style', 'solid');
    await expect(page.locator('.operation-endpoint')).toHaveCSS('white-space', 'normal');
    await context.close();
  });
});


test.describe('work right after hydration, at phone width', () => {
  test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

  test("a guide and its mobile menu never sort by locale (the first such sort loads the browser's collation data)", async ({page}) => {
    await page.addInitScript(`
      window.__localeSorts = 0;
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function () { window.__localeSorts++; return localeCompare.apply(this, arguments); };
      const Collator = Intl.Collator;
      Intl.Collator = function () { window.__localeSorts++; return Collator.apply(this, arguments); };
    `);
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // The docs sidebar is the mobile menu's secondary menu; it is filled after hydration.
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar .menu__link', {hasText: 'Introduction'}).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate('window.__localeSorts')).toBe(0);
  });

  // Records, through React's developer-tools hook, every element React renders again after the
  // hydration commit (an element given new props by a component that rendered again).
  const recordRendersAfterHydration = (page: Page) =>
    page.addInitScript(`
      window.__rendersAfterHydration = [];
      (function () {
        var seen = new WeakSet();
        var commits = 0;
        function fresh(value) { return value !== null && typeof value === 'object' && !seen.has(value); }
        function visit(fiber, hydration) {
          for (var f = fiber; f; f = f.sibling) {
            var rendered = fresh(f.memoizedProps);
            if (f.memoizedProps && typeof f.memoizedProps === 'object') seen.add(f.memoizedProps);
            if (!hydration && rendered && typeof f.type === 'string' && f.stateNode instanceof Element) {
              window.__rendersAfterHydration.push(f.stateNode);
            }
            if (f.child) visit(f.child, hydration);
          }
        }
        window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject: function () { return 1; },
          checkDCE: function () {},
          onScheduleFiberRoot: function () {},
          onPostCommitFiberRoot: function () {},
          onCommitFiberUnmount: function () {},
          onCommitFiberRoot: function (id, root) { visit(root.current.child, commits++ === 0); },
        };
      })();
    `);

  for (const pagePath of ['/docs/guides/troubleshooting', '/docs/api/file-upload']) {
    test(`nothing in the page's content renders again once ${pagePath} has hydrated`, async ({page}) => {
      await recordRendersAfterHydration(page);
      await page.goto(pagePath);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      // The chrome does render again (the window size and the stored colour mode arrive after
      // hydration), so the recorder must have seen that, or it recorded nothing at all.
      expect(await page.evaluate<number>('window.__rendersAfterHydration.length')).toBeGreaterThan(0);
      // The page's content, without the title the layout adds: code blocks rendered their buttons
      // here, and an operation page its whole description.
      const inContent = await page.evaluate<string[]>(`
        window.__rendersAfterHydration
          .filter(function (element) {
            var content = document.querySelector('.theme-doc-markdown');
            return element.isConnected && element !== content && content.contains(element) && !element.closest('header');
          })
          .map(function (element) { return element.outerHTML.slice(0, 120); })
      `);
      expect(inContent).toEqual([]);
    });
  }

  test('a guide swaps its desktop sidebar and table of contents for the mobile ones once hydrated', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // The server renders both (the window size is unknown there); the phone keeps the mobile ones.
    await expect(page.locator('.theme-doc-sidebar-container nav.menu')).toHaveCount(0);
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();
  });

  test('the desktop sidebar and table of contents are not hydrated on a phone (src/components/KeptOnPhones)', async ({page}) => {
    // What React held for each desktop part when the theme removed it, right after hydration:
    // the part's own element kept with the server's content (empty `dangerouslySetInnerHTML`,
    // the server's class), and nothing inside it React's.
    await page.addInitScript(`
      window.__removedParts = [];
      const fiberOf = (element) => element[Object.keys(element).find((key) => key.startsWith('__reactFiber')) ?? ''];
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            // The table of contents leaves with its column; the sidebar's part leaves its container.
            const toc = node.matches('.theme-doc-toc-desktop') ? node : node.querySelector('.theme-doc-toc-desktop');
            const inSidebar = record.target instanceof Element && record.target.closest('.theme-doc-sidebar-container');
            const element = toc ?? (inSidebar ? node : undefined);
            if (!element) continue;
            const part = toc ? 'toc' : 'sidebar';
            const props = fiberOf(element)?.memoizedProps ?? {};
            const inside = [...element.querySelectorAll('*')];
            window.__removedParts.push({
              part,
              kept: Boolean(props.dangerouslySetInnerHTML),
              sameClass: props.className === element.className,
              elements: inside.length,
              owned: inside.filter((element) => fiberOf(element)).length,
            });
          }
        }
      }).observe(document, {childList: true, subtree: true});
    `);
    await page.goto('/docs/guides/troubleshooting');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    const removed = (await page.evaluate('window.__removedParts')) as {part: string; kept: boolean; sameClass: boolean; elements: number; owned: number}[];
    for (const part of ['sidebar', 'toc']) {
      const record = removed.find((entry) => entry.part === part);
      expect(record, `the ${part} was removed once the page was live`).toBeDefined();
      expect(record).toMatchObject({kept: true, sameClass: true, owned: 0});
      expect(record!.elements, `the ${part} showed the server's content until then`).toBeGreaterThan(50);
    }
  });

  test('the phone menu is rendered once the reader reaches for it, and works at once', async ({page}) => {
    await page.goto('/docs/guides/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    // Not rendered while nobody asked for it.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    const menu = page.locator('.navbar-sidebar');
    // The reader taps once the menu has slid all the way in (a tap while it slides can land on
    // the row that was under the finger a moment before).
    await expect(menu).toBeInViewport({ratio: 1});
    // Only the current page's group starts open: the reader opens "Set up tenants" first, and
    // taps its page once they see the group open.
    await menu.getByRole('button', {name: "Expand sidebar category 'Set up tenants'"}).tap();
    await expect(menu.getByRole('button', {name: "Collapse sidebar category 'Set up tenants'"})).toBeVisible();
    await menu.locator('.menu__link', {hasText: 'Create a tenant'}).first().tap();
    await expect(page).toHaveURL(/\/docs\/guides\/setup\/create-tenant$/);
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('a phone window grown to desktop width gets a working sidebar and table of contents', async ({page}) => {
    await page.goto('/docs/guides/setup/create-tenant');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.setViewportSize({width: 1280, height: 800});
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Create a tenant'})).toHaveAttribute('aria-current', 'page');
    const category = sidebar.getByRole('button', {name: /Set up tenants/}).first();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.locator('a').first()).toBeVisible();
    await toc.locator('a').nth(1).click();
    await expect(page).toHaveURL(/#.+$/);
  });
});

test.describe('prose kept as the server rendered it (src/components/DeferredHydration)', () => {
  const guide = '/docs/guides/integrating/typescript-sdk';
  // React marks every element it owns with a `__reactFiber…` property.
  const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  const proseLinkCount = (page: Page) =>
    // Runs in the page, where `ownedByReact` is out of reach: the same test written out.
    page.locator('article .markdown > p a, article .markdown > table a').evaluateAll((links) => ({
      all: links.length,
      owned: links.filter((link) => Object.keys(link).some((key) => key.startsWith('__reactFiber'))).length,
    }));

  test("is not hydrated, and shows the same HTML as the page rendered in the browser", async ({page}) => {
    await page.goto(guide);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const fromServer = await proseLinkCount(page);
    expect(fromServer.all).toBeGreaterThan(50);
    expect(fromServer.owned).toBe(0);
    // Headings are kept too: the heading is React's element, with the class the server gave it,
    // and its `#` link is the server's. Code blocks are hydrated as before.
    const heading = await page.locator('article .markdown > h2').first().evaluate((element) => {
      const fiber = (element as unknown as Record<string, {memoizedProps: {className?: string}}>)[
        Object.keys(element).find((key) => key.startsWith('__reactFiber')) ?? ''
      ];
      const link = element.querySelector('a.hash-link');
      return {
        sameClass: fiber?.memoizedProps.className === element.className,
        link: link?.getAttribute('href'),
        linkOwned: link ? Object.keys(link).some((key) => key.startsWith('__reactFiber')) : undefined,
        id: element.id,
      };
    });
    expect(heading).toEqual({sameClass: true, link: `#${heading.id}`, linkOwned: false, id: expect.any(String)});
    expect(await page.locator('article .markdown > div.theme-code-block').first().evaluate(ownedByReact)).toBe(true);
    // React's server renderer separates adjacent text with comments; the browser's render does not.
    const markdownHtml = async () => (await page.locator('article .markdown').innerHTML()).replaceAll('<!-- -->', '');
    const serverHtml = await markdownHtml();

    // The same page rendered by React after a client-side navigation: every element its own.
    await page.locator('nav.pagination-nav a').first().click();
    await expect(page).not.toHaveURL(new RegExp(`${guide}$`));
    await page.goBack();
    await expect(page.locator('article h1')).toHaveText('Use the TypeScript SDK');
    const rendered = await proseLinkCount(page);
    expect(rendered.owned).toBe(rendered.all);
    expect((await markdownHtml()) === serverHtml, 'the article as rendered in the browser equals the server HTML').toBe(true);
  });

  test('still shows its text when React gives up hydrating the page and renders it afresh', async ({page}) => {
    // A heading that differs from what React renders: React 19 then renders the whole page in
    // the browser instead of hydrating it, and the blocks find no server content to keep.
    await page.route(`**${guide}`, async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      const body = (await response.text()).replace('<h1>Use the TypeScript SDK', '<h1>Use the TypeScript SDK (edited)');
      await route.fulfill({status: response.status(), headers, body});
    });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(guide);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('article h1')).toHaveText('Use the TypeScript SDK');
    // The mismatch was seen (React reports it), and no paragraph was left empty.
    expect(errors.join('\n')).toMatch(/418|hydrat/i);
    const paragraphs = page.locator('article .markdown > p');
    expect(await paragraphs.count()).toBeGreaterThan(20);
    expect(await paragraphs.evaluateAll((elements) => elements.filter((element) => !element.textContent?.trim()).length)).toBe(0);
  });

  test('opens links to other pages through the router, and leaves the rest to the browser', async ({page, context}) => {
    await page.goto(guide);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate('window.__samePage = true');
    const link = page.locator('article .markdown > p a[href="/docs/api/docbox"]').first();
    // Hovering loads the target's code, as Docusaurus's links do: the page asks Docusaurus to
    // preload that route (recorded here), and the request for its code follows.
    await page.evaluate(`(() => {
      window.__preloaded = [];
      const {preload} = window.docusaurus;
      window.docusaurus = {...window.docusaurus, preload: (path) => (window.__preloaded.push(path), preload(path))};
    })()`);
    const targetCode = page.waitForRequest((request) => request.resourceType() === 'script' && !request.url().includes('main.'));
    await link.hover();
    await targetCode;
    expect(await page.evaluate('window.__preloaded')).toEqual(['/docs/api/docbox']);
    await link.click();
    await expect(page).toHaveURL(/\/docs\/api\/docbox$/);
    await expect(page.locator('article h1')).toHaveText('Docbox API reference');
    expect(await page.evaluate('window.__samePage')).toBe(true);

    // Loaded afresh: links to other sites open a new tab, and so does a link clicked with a
    // modifier key, by the browser; the page stays.
    await page.goto(guide);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate('window.__samePage = true');
    const external = page.locator('article .markdown > p a[href^="https://"]').first();
    await expect(external).toHaveAttribute('target', '_blank');
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('article .markdown > p a[href="/docs/api/docbox"]').first().click({modifiers: ['ControlOrMeta']}),
    ]);
    await expect(opened).toHaveURL(/\/docs\/api\/docbox$/);
    await opened.close();
    await expect(page).toHaveURL(new RegExp(`${guide}$`));
    expect(await page.evaluate('window.__samePage')).toBe(true);
  });
});
