import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {SPEC_API_SLUGS} from '../support/routes';
import {scriptsRunContaining} from '../support/scripts-run';

type Spec = {
  tags: {name: string}[];
  paths: Record<string, Record<string, {operationId: string; tags: string[]; summary: string}>>;
};
const spec = JSON.parse(readFileSync(path.join(__dirname, '../../api/docbox.json'), 'utf8')) as Spec;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = Object.entries(spec.paths).flatMap(([apiPath, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({method, path: apiPath, ...item[method]!})),
);
const slug = (operationId: string) => operationId.replace(/_/g, '-');
const tagSlug = (tag: string) => tag.toLowerCase().replace(/\s+/g, '-');

test.describe('API reference pages', () => {
  test('the front page links every section of the reference', async ({page}) => {
    await page.goto('/docs/api/docbox');
    const article = page.locator('article');
    expect(spec.tags.length).toBeGreaterThanOrEqual(7);
    for (const tag of spec.tags) {
      await expect(article.locator(`a[href="/docs/api/${tagSlug(tag.name)}"]`).first(), tag.name).toBeVisible();
    }
  });

  test('every operation has a page and every generated page comes from an operation', () => {
    const generated = readdirSync(path.join(__dirname, '../../api/reference'))
      .filter((name) => name.endsWith('.api.mdx'))
      .map((name) => name.replace(/\.api\.mdx$/, ''))
      .sort();
    expect(generated).toEqual(operations.map((op) => slug(op.operationId)).sort());
    expect(operations.length).toBeGreaterThanOrEqual(49);
    for (const seed of SPEC_API_SLUGS) {
      const known = generated.includes(seed) || spec.tags.some((tag) => tagSlug(tag.name) === seed);
      expect(known || ['docbox', 'docbox-api'].includes(seed), `${seed} has a page`).toBe(true);
    }
  });

  test('every operation page answers 200', async ({request}) => {
    for (const op of operations) {
      const response = await request.get(`/docs/api/${slug(op.operationId)}`);
      expect(response.status(), op.operationId).toBe(200);
    }
  });

  for (const tag of spec.tags) {
    test(`the ${tag.name} tag page lists its operations`, async ({page}) => {
      await page.goto(`/docs/api/${tagSlug(tag.name)}`);
      await expect(page.locator('article h1')).toHaveText(tag.name);
      const expected = operations.filter((op) => op.tags.includes(tag.name));
      const cards = page.locator('article a.card');
      await expect(cards).toHaveCount(expected.length);
      for (const op of expected) {
        await expect(page.locator(`article a.card[href="/docs/api/${slug(op.operationId)}"]`)).toHaveCount(1);
      }
    });
  }

  test('an operation page shows method, path, parameters, body schema, responses and samples', async ({page}) => {
    await page.goto('/docs/api/folder-create');
    await expect(page.locator('article h1')).toHaveText(/folder/i);
    const endpoint = page.locator('.openapi__method-endpoint');
    await expect(endpoint).toContainText('POST');
    await expect(endpoint).toContainText('/box/:scope/folder');
    await expect(page.getByText('x-tenant-id', {exact: true}).first()).toBeVisible();
    await expect(page.getByText('x-tenant-env', {exact: true}).first()).toBeVisible();
    await expect(page.locator('.openapi-tabs__mime, [class*="openapi-tabs__mime"]').first()).toBeVisible();
    await expect(page.getByRole('tab', {name: '201'})).toBeVisible();
    await expect(page.getByRole('tab', {name: '404'}).or(page.getByRole('tab', {name: '409'})).first()).toBeVisible();

    // Request samples: every language tab shows a sample with the required headers filled in.
    const samples = page.locator('section[aria-labelledby="request-samples-heading"]');
    const expectations: [string, RegExp][] = [
      ['curl', /curl --fail-with-body -X POST 'http:\/\/localhost:8080\/box\/[^']+\/folder'/],
      ['JavaScript', /await fetch\("http:\/\/localhost:8080\/box\//],
      ['Python', /requests\.request\(\s*"POST"/],
      ['Rust', /client\.post\("http:\/\/localhost:8080\/box\//],
    ];
    for (const [label, pattern] of expectations) {
      await samples.getByRole('tab', {name: label}).click();
      const code = samples.locator('[role="tabpanel"]:not([hidden]) pre');
      await expect(code).toContainText(pattern);
      await expect(code).toContainText('x-tenant-id');
      await expect(code).toContainText('x-tenant-env');
    }
  });

  test('without JavaScript an operation page still has its parameters, schemas, responses and samples', async ({
    browser,
  }) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/api/folder-create');
    await expect(page.locator('.openapi-skeleton')).toHaveCount(0);
    await expect(page.locator('.openapi-params__list-item').filter({hasText: 'x-tenant-id'})).toHaveCount(1);
    expect(await page.locator('.openapi-schema__list-item').count()).toBeGreaterThan(5);
    await expect(page.locator('.openapi-tabs__response-code-item').first()).toHaveText('201');
    await expect(page.locator('section[aria-labelledby="request-samples-heading"] pre').first()).toContainText(
      /curl --fail-with-body -X POST 'http:\/\/localhost:8080\/box\//,
    );
    await context.close();
  });

  test('the server-rendered nodes are still in place 500 ms after hydration (not built a second time by then)', async ({page}) => {
    // Mark the server's nodes before the bundles start (they start after the first paint).
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', function () {
      document.querySelectorAll('article *').forEach(function (node) { node.__fromServer = true; });
    });`);
    await page.goto('/docs/api/folder-create');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForTimeout(500);
    const selectors = [
      '.openapi-params__list-item',
      '.openapi-schema__list-item',
      '.openapi-tabs__response-code-item',
      'section[aria-labelledby="request-samples-heading"] pre .token',
    ];
    for (const selector of selectors) {
      const fromServer = await page
        .locator(selector)
        .first()
        .evaluate((node) => (node as {__fromServer?: boolean}).__fromServer === true);
      expect(fromServer, selector).toBe(true);
    }
  });

  // Every operation page loading without errors, with its status-code tabs: every-page.spec.ts.

  test('response tabs render the selected response only, and switch on click', async ({page}) => {
    await page.goto('/docs/api/file-upload');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const codes = page.locator('.openapi-tabs__response-code-item');
    const responses = page.locator('.openapi-tabs__container').filter({has: codes}).first();
    const panels = responses.locator(':scope > [role="tabpanel"]');
    expect(await codes.count()).toBeGreaterThan(2);
    // Hidden responses are not rendered: one panel, for the selected code.
    await expect(panels).toHaveCount(1);
    const first = await panels.innerText();
    await codes.nth(1).click();
    await expect(codes.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(panels).toHaveCount(1);
    await expect(panels).not.toHaveText(first);
  });

  test('the description can be downloaded from the site', async ({page, request}) => {
    await page.goto('/docs/api/docbox');
    const link = page.locator('article a[href$="/api/docbox.json"]').first();
    await expect(link).toBeVisible();
    const response = await request.get('/api/docbox.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as Spec & {info: {version: string}};
    expect(body.info.version).toBe((spec as Spec & {info: {version: string}}).info.version);
    expect(Object.keys(body.paths).length).toBe(Object.keys(spec.paths).length);
  });
});

// The request samples of an operation page, as a reader meets them (issue 45): one widget, its
// tabs on one row, a copy button in sight, the language they picked kept, and in reach on a phone.
const samplesOf = (page: Page) => page.locator('section[aria-labelledby="request-samples-heading"]');
const shownCode = (page: Page) => samplesOf(page).locator('[role="tabpanel"]:not([hidden]) pre');
/** Scripts the page ran with the API theme's schema components in them: the samples went live. */
const themeCodeRun = (page: Page) => scriptsRunContaining(page, 'openapi-schema__list-item');
/** The tops of the sample tabs, relative to their list. */
const tabTops = (page: Page) => samplesOf(page).getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => (tab as HTMLElement).offsetTop));

test.describe('the request samples of an operation page', () => {
  test('are the one sample widget: no request block or code tiles of the API theme, before or after using them', async ({page}) => {
    await page.goto('/docs/api/file-upload');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const themeBlock = page.locator('[class*="openapi-explorer"], [class*="openapi-tabs__code"], [class*="openapi-security"]');
    await expect(samplesOf(page)).toHaveCount(1);
    await expect(themeBlock).toHaveCount(0);
    await expect(page.getByText(/Authorization:\s*x-docbox-api-key/i)).toHaveCount(0);
    await expect(page.getByRole('button', {name: /request builder/i})).toHaveCount(0);
    // Used, the samples go live with the theme's parts: still one widget, still none of the theme's.
    await samplesOf(page).getByRole('tab', {name: 'Rust', exact: true}).click();
    await expect(shownCode(page)).toContainText('reqwest');
    await page.locator('.openapi-tabs__response-code-item').nth(1).click();
    await expect(page.locator('.openapi-tabs__response-code-item').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(samplesOf(page)).toHaveCount(1);
    await expect(themeBlock).toHaveCount(0);
    await expect(page.getByRole('tab', {name: /^(CURL|NODEJS|PYTHON|RUST)$/})).toHaveCount(0);
  });

  test('at 1280 px the five language tabs fit one row', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/docs/api/file-upload');
    await expect(samplesOf(page).getByRole('tab')).toHaveText(['curl', 'JavaScript', 'SDK', 'Python', 'Rust']);
    const tops = await tabTops(page);
    expect(new Set(tops).size, `tab tops ${tops.join(', ')}`).toBe(1);
    // All of them in sight: the row does not need its sideways scroll here.
    const list = samplesOf(page).getByRole('tablist');
    expect(await list.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

    test('the language tabs are one strip that scrolls sideways, never a second row', async ({page}) => {
      await page.goto('/docs/api/file-upload');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const list = samplesOf(page).getByRole('tablist');
      await list.scrollIntoViewIfNeeded();
      expect(new Set(await tabTops(page)).size).toBe(1);
      expect(await list.evaluate((element) => [getComputedStyle(element).flexWrap, getComputedStyle(element).overflowX])).toEqual(['nowrap', 'auto']);
      // The strip stays within the screen; the last tab is reached in it and opens its sample.
      const box = (await list.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      const rust = samplesOf(page).getByRole('tab', {name: 'Rust', exact: true});
      await rust.tap();
      await expect(rust).toHaveAttribute('aria-selected', 'true');
      const tab = (await rust.boundingBox())!;
      expect(tab.x + tab.width).toBeLessThanOrEqual(390);
    });

    test('one tap on "Request samples" under the method and path brings the samples into view', async ({page}) => {
      await page.goto('/docs/api/file-upload');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const link = page.getByRole('link', {name: 'Request samples', exact: true});
      // In the first screen, right under the method and path.
      await expect(link).toBeInViewport();
      const endpoint = (await page.locator('.openapi__method-endpoint').boundingBox())!;
      const linkBox = (await link.boundingBox())!;
      expect(linkBox.y).toBeGreaterThan(endpoint.y);
      expect(linkBox.y - (endpoint.y + endpoint.height)).toBeLessThan(40);
      await expect(samplesOf(page).getByRole('tablist')).not.toBeInViewport();
      await link.tap();
      await expect(page.locator('#request-samples-heading')).toBeInViewport();
      await expect(samplesOf(page).getByRole('tablist')).toBeInViewport();
      await expect(shownCode(page)).toBeInViewport({ratio: 0.3});
    });
  });

  test('the "Request samples" link is left out where the samples are beside the description', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/docs/api/file-upload');
    await expect(page.getByRole('link', {name: 'Request samples', exact: true})).toBeHidden();
    await expect(samplesOf(page).getByRole('tablist')).toBeInViewport();
  });

  test('each sample has a Copy button in sight without hovering, above its code, that copies it exactly', async ({browser}) => {
    const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write'], viewport: {width: 1280, height: 900}});
    const page = await context.newPage();
    await page.goto('/docs/api/file-upload');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.mouse.move(1, 1);
    const panel = samplesOf(page).locator('[role="tabpanel"]:not([hidden])');
    const copy = panel.getByRole('button', {name: 'Copy the Shell, curl sample'});
    await expect(copy).toBeVisible();
    expect(await copy.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    // Not over the code: the button ends above the first line.
    const button = (await copy.boundingBox())!;
    const firstLine = (await panel.locator('pre .token-line').first().boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(firstLine.y);
    // One copy control in sight, even while the code is hovered.
    await panel.locator('pre').hover();
    await expect(panel.getByRole('button', {name: /copy/i})).toHaveCount(1);
    // The code as shown, line by line.
    const code = (await panel.locator('pre .token-line').evaluateAll((lines) => lines.map((line) => line.textContent))).join('\n');
    await copy.click();
    await expect(panel.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(code);
    expect(copied).toContain("curl --fail-with-body -X POST 'http://localhost:8080/box/");
    await context.close();
  });

  test('the language picked is kept on the next operation and after a reload, shown from the first paint', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/docs/api/folder-create');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await samplesOf(page).getByRole('tab', {name: 'Python', exact: true}).click();
    await expect(shownCode(page)).toContainText('requests.request(');
    // To another operation through the sidebar, as a reader goes.
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Get a folder', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/api\/folder-get(\?|$)/);
    await expect(samplesOf(page).getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(shownCode(page)).toContainText('requests.request(');

    // Loaded afresh: the server sends curl first; the choice is shown before anything is painted,
    // so nothing moves, and the samples stay the server's HTML (no render, no theme code).
    await page.addInitScript(() => {
      (window as unknown as {shifts: number}).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
          if (!entry.hadRecentInput) (window as unknown as {shifts: number}).shifts += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelectorAll('section[aria-labelledby="request-samples-heading"] pre').forEach((node) => ((node as unknown as {fromServer: boolean}).fromServer = true));
      });
    });
    await page.goto('/docs/api/file-upload');
    const html = await (await page.request.get('/docs/api/file-upload')).text();
    expect(html).toMatch(/<li role=tab tabindex=0 aria-selected=true[^>]*data-language=curl/);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    await expect(samplesOf(page).getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(shownCode(page)).toContainText('requests.request(');
    expect(await shownCode(page).evaluate((node) => (node as unknown as {fromServer?: boolean}).fromServer)).toBe(true);
    expect(await themeCodeRun(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
    // And once more after a reload.
    await page.reload();
    await expect(samplesOf(page).getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(samplesOf(page).getByRole('tab', {name: 'curl', exact: true})).toHaveAttribute('aria-selected', 'false');
  });
});
