import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {axeBuilder, renderForAxe} from '../support/axe';
import {scriptsRunContaining} from '../support/scripts-run';

const GUIDE = '/docs/guides/integrating/typescript-sdk';

type Spec = {paths: Record<string, Record<string, {operationId: string}>>};
const spec = JSON.parse(readFileSync(path.join(__dirname, '../../api/docbox.json'), 'utf8')) as Spec;
const operationCount = Object.values(spec.paths).flatMap((item) =>
  ['get', 'put', 'post', 'delete', 'patch'].filter((method) => item[method]),
).length;

const samples = (page: Page) => page.locator('section[aria-labelledby="request-samples-heading"]');
const openPanel = (page: Page) => samples(page).locator('[role="tabpanel"]:not([hidden])');

test.describe('the SDK tab of the request samples', () => {
  test('an operation the SDK covers shows the SDK call, highlighted, when its tab is picked', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/docs/api/folder-create');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const tab = samples(page).getByRole('tab', {name: 'SDK', exact: true});
    await expect(tab).toBeVisible();
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const code = openPanel(page).locator('pre');
    await expect(code).toContainText('import {DocboxClient} from "@docbox-nz/docbox-sdk";');
    await expect(code).toContainText('"x-tenant-id": "2705fc5b-591f-4464-a96b-7cf3dcae3583"');
    await expect(code).toContainText(/const folder = await docbox\.folder\.create\("user:5b0e7a4c-1f2d-4e3a-9c8b-7d6e5f4a3b2c:files", \{/);
    // Highlighted like the other samples: token spans, rendered by the server.
    await expect(code.locator('.token.keyword').first()).toBeVisible();
    await expect(openPanel(page)).toContainText('is in the SDK from version 0.1.0');
    await expect(page).toHaveURL(/[?&]language=sdk/);
    expect(errors).toEqual([]);
  });

  test('the SDK sample uses the same example values as the curl sample', async ({page}) => {
    await page.goto('/docs/api/file-get-raw-presigned');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const curl = await openPanel(page).locator('pre').innerText();
    const url = /curl --fail-with-body -X POST '([^']+)'/.exec(curl)![1]!;
    const [, scope, fileId] = /\/box\/([^/]+)\/file\/([^/]+)\/raw-presigned$/.exec(url)!;
    await samples(page).getByRole('tab', {name: 'SDK', exact: true}).click();
    await expect(openPanel(page).locator('pre')).toContainText(
      `const download = await docbox.file.createRawPresigned("${scope}", "${fileId}", 3600);`,
    );
    // The other calls that send this request are listed under the sample.
    const others = openPanel(page).getByRole('list', {name: 'Other SDK calls that send this request'});
    await expect(others.getByRole('listitem')).toHaveCount(2);
    await expect(others.getByRole('listitem').first()).toContainText('docbox.file.rawPresigned (from 0.6.3)');
  });

  test('the tab can be opened from the address, and without JavaScript its sample is in the page', async ({
    page,
    browser,
  }) => {
    await page.goto('/docs/api/file-upload?language=sdk');
    await expect(openPanel(page).locator('pre')).toContainText('await docbox.file.upload(');
    const context = await browser.newContext({javaScriptEnabled: false});
    const noScript = await context.newPage();
    await noScript.goto('/docs/api/file-upload');
    await expect(samples(noScript).locator('pre', {hasText: 'docbox.file.upload('})).toHaveCount(1);
    await context.close();
  });

  test('an operation the SDK does not cover says so in the tab and links the fetch sample', async ({page}) => {
    await page.goto('/docs/api/health');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await samples(page).getByRole('tab', {name: 'SDK', exact: true}).click();
    const panel = openPanel(page);
    await expect(panel).toContainText('Not in the SDK.');
    await expect(panel).toContainText('@docbox-nz/docbox-sdk 0.10.0 has no method for this operation');
    await expect(panel.locator('pre')).toHaveCount(0);
    await expect(panel.getByRole('link', {name: 'Use the TypeScript SDK'})).toHaveAttribute('href', GUIDE);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await panel.getByRole('link', {name: 'JavaScript (fetch) sample'}).click();
    await expect(samples(page).getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
    await expect(openPanel(page).locator('pre')).toContainText('await fetch("http://localhost:8080/health"');
    await expect(page).toHaveURL(/\/docs\/api\/health\?language=javascript$/);
    // Only the query string changed: the page stays where the reader was.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(50);
  });

  // The SDK samples are made in the same module as the other samples, which an operation page
  // loads with the API theme's parts when the reader uses the samples; no other page loads it.
  test('the SDK sample data is loaded by the API reference only', async ({page}) => {
    const sampleCode = () => scriptsRunContaining(page, 'notInSdk');
    await page.goto('/docs/api/options');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await sampleCode()).toEqual([]);
    await samples(page).getByRole('tab', {name: 'SDK', exact: true}).click();
    await expect(samples(page).getByRole('tab', {name: 'SDK', exact: true})).toHaveAttribute('aria-selected', 'true');
    expect(await sampleCode()).not.toEqual([]);
    for (const route of ['/', '/docs/guides/intro', GUIDE, '/docs/guides/known-issues', '/blog']) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      expect(await sampleCode(), route).toEqual([]);
    }
  });

  for (const mode of ['dark', 'light'] as const) {
    for (const width of [1280, 390]) {
      test(`the SDK tab has no axe violations, ${mode} mode, ${width}px`, async ({page}) => {
        await page.setViewportSize({width, height: 900});
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        for (const route of ['/docs/api/file-upload?language=sdk', '/docs/api/admin-list-users?language=sdk']) {
          await page.goto(route);
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          await expect(samples(page).getByRole('tab', {name: 'SDK', exact: true})).toHaveAttribute('aria-selected', 'true');
          // On a phone the samples are off screen, where the browser skips painting them.
          await renderForAxe(page);
          const {violations} = await axeBuilder(page).include('section[aria-labelledby="request-samples-heading"]').analyze();
          expect(violations.map((violation) => `${route}: ${violation.id}`)).toEqual([]);
        }
      });
    }
  }
});

test.describe('the SDK guide', () => {
  test('renders in the guides sidebar, with a coverage row for every operation', async ({page}) => {
    await page.goto(GUIDE);
    await expect(page.locator('article h1')).toHaveText('Use the TypeScript SDK');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.locator(`a.menu__link[href="${GUIDE}"]`)).toHaveText('TypeScript SDK');
    await expect(sidebar.locator('a.menu__link[href="/docs/category/integrating"]')).toHaveText('Build on Docbox');
    const coverage = page.locator('article table').filter({has: page.locator('th', {hasText: 'SDK call'})});
    await expect(coverage.locator('tbody tr')).toHaveCount(operationCount);
    const upload = coverage.locator('tbody tr').filter({has: page.locator('a[href="/docs/api/file-upload"]')});
    await expect(upload.locator('td').nth(1)).toHaveText('file.upload(); also uploadAsync');
    await expect(upload.locator('td').nth(2)).toHaveText('0.1.0');
    await expect(coverage.locator('tbody tr').filter({hasText: 'not in the SDK'})).not.toHaveCount(0);
    // Code blocks are highlighted at build time like every guide's.
    await expect(page.locator('article pre .token').first()).toBeVisible();
  });

  test('every link on the guide resolves', async ({page, request}) => {
    await page.goto(GUIDE);
    const hrefs = await page.locator('article a[href]').evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).href),
    );
    expect(hrefs.length).toBeGreaterThan(60);
    const origin = new URL(page.url()).origin;
    const pages = new Map<string, string>();
    const problems: string[] = [];
    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      if (url.origin !== origin) {
        // No requests leave this machine; outside links may only go to the projects the page is about.
        if (!/^https:\/\/(github\.com\/docbox-nz\/|axios-http\.com\/)/.test(href)) problems.push(`unexpected outside link ${href}`);
        continue;
      }
      if (!pages.has(url.pathname)) {
        const response = await request.get(url.pathname);
        if (response.status() !== 200) problems.push(`${url.pathname}: ${response.status()}`);
        pages.set(url.pathname, await response.text());
      }
      const id = decodeURIComponent(url.hash.slice(1));
      if (id && !new RegExp(`\\sid=(["']?)${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1[\\s>]`).test(pages.get(url.pathname)!)) {
        problems.push(`${url.pathname}#${id}: no such anchor`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the API reference front page and the known issues link the guide', async ({page}) => {
    await page.goto('/docs/api/docbox');
    await expect(page.locator(`article a[href="${GUIDE}"]`).first()).toBeVisible();
    await page.goto('/docs/guides/known-issues');
    for (const id of ['sdk-presigned-empty-type', 'sdk-search-filters-ignored', 'sdk-not-found-handling']) {
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      await expect(page.locator(`article table a[href="#${id}"]`)).toHaveCount(1);
    }
    await expect(page.locator(`article a[href^="${GUIDE}#"]`)).not.toHaveCount(0);
  });
});
