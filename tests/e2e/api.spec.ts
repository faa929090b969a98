import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {SPEC_API_SLUGS} from '../support/routes';

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

  test('the interactive request builder loads only on request and has no send button', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/docs/api/file-get');
    await expect(page.getByRole('button', {name: 'Open the request builder'})).toBeVisible();
    const before = scripts.length;
    await page.getByRole('button', {name: 'Open the request builder'}).click();
    await expect(page.locator('.openapi-explorer__request-form, [class*="openapi-explorer__request"]').first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
    await expect(page.getByRole('button', {name: /Send API Request/i})).toHaveCount(0);
  });

  test('the request builder edits a JSON body in place', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/docs/api/folder-create');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Open the request builder'}).click();
    const editor = page.locator('.openapi-explorer__playground-editor').first();
    await expect(editor).toContainText('"folder_id"');
    await editor.locator('pre').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('edited');
    await expect(editor).toContainText('edited');
    expect(errors).toEqual([]);
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
