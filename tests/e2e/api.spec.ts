import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {SPEC_API_SLUGS} from '../support/routes';
import {scriptsRun} from '../support/scripts-run';

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

type SchemaJson = Record<string, unknown> & {$ref?: string; properties?: Record<string, SchemaJson>; allOf?: SchemaJson[]; oneOf?: SchemaJson[]; anyOf?: SchemaJson[]};
type OperationJson = {
  parameters?: ({name: string; in: string} | {$ref: string})[];
  requestBody?: {content: Record<string, {schema: SchemaJson}>};
  responses: Record<string, {description: string; content?: Record<string, {schema: SchemaJson}>} | {$ref: string}>;
};
const fullSpec = spec as unknown as {paths: Record<string, Record<string, OperationJson>>};
/** A schema or other object of the description with its `$ref` followed. */
const resolve = <T,>(value: T | {$ref: string}): T => {
  let current: unknown = value;
  while (current && typeof current === 'object' && '$ref' in current) {
    current = (current as {$ref: string}).$ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec);
  }
  return current as T;
};
const operationJson = (operationId: string): OperationJson =>
  Object.values(fullSpec.paths).flatMap((item) => Object.values(item)).find((candidate) => (candidate as {operationId?: string}).operationId === operationId)!;
const parametersOf = (op: {operationId: string}) => (operationJson(op.operationId).parameters ?? []).map((parameter) => resolve(parameter));
const responsesOf = (op: {operationId: string}) =>
  Object.fromEntries(Object.entries(operationJson(op.operationId).responses).map(([code, response]) => [code, resolve(response)]));
const isNull = (schema: SchemaJson) => resolve(schema).type === 'null';
/** An object schema's fields, `allOf` parts merged; a `oneOf` of null and one schema is that schema. */
const propertiesOf = (schema: SchemaJson): Record<string, SchemaJson> => {
  const resolved = resolve(schema);
  const others = (resolved.oneOf ?? resolved.anyOf)?.filter((variant) => !isNull(variant));
  const orNull = others?.length === 1 ? propertiesOf(others[0]!) : {};
  return Object.assign(orNull, ...(resolved.allOf ?? []).map(propertiesOf), resolved.properties ?? {});
};
/** The first `oneOf`/`anyOf` with two or more schemas besides null, in the schema or below it. */
const variantsIn = (schema: SchemaJson | undefined, depth = 0): SchemaJson[] | undefined => {
  if (!schema || depth > 6) return undefined;
  const resolved = resolve(schema);
  for (const list of [resolved.oneOf, resolved.anyOf]) {
    const others = list?.filter((variant) => !isNull(variant));
    if (others && others.length > 1) return others;
  }
  const inside = [...Object.values(propertiesOf(resolved)), ...((resolved as {items?: SchemaJson}).items ? [(resolved as {items: SchemaJson}).items] : [])];
  for (const child of inside) {
    const found = variantsIn(child, depth + 1);
    if (found) return found;
  }
  return undefined;
};
/** A description's first words, as the page shows them (Markdown marks left out). */
const plainStart = (markdown: string) => markdown.replace(/[`*]/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').split(/\s+/).slice(0, 4).join(' ');
/** A field's name in a list of fields. */
const fieldIn = (section: Locator, name: string) => section.locator('li > div > code', {hasText: new RegExp(`^${name}$`)}).first();
/** A field's nested fields: in a closed <details> that opens on a click, without scripts. */
async function expectNestedField(field: Locator, nestedName: string): Promise<void> {
  const details = field.locator(':scope > details');
  await expect(details).not.toHaveAttribute('open', '');
  const nested = details.locator('li > div > code', {hasText: new RegExp(`^${nestedName}$`)}).first();
  await expect(nested).toBeHidden();
  await details.locator(':scope > summary').click();
  await expect(nested).toBeVisible();
}
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
    const op = operations.find((candidate) => candidate.operationId === 'folder_create')!;
    await page.goto('/docs/api/folder-create');
    await expect(page.locator('article h1')).toHaveText(/folder/i);
    const endpoint = page.locator('.operation-endpoint');
    await expect(endpoint).toContainText('POST');
    await expect(endpoint).toContainText('/box/:scope/folder');
    await expect(page.locator('#header-parameters ~ ul > li > div > code', {hasText: /^x-tenant-id$/})).toBeVisible();
    await expect(page.locator('#header-parameters ~ ul > li > div > code', {hasText: /^x-tenant-env$/})).toBeVisible();
    await expect(page.locator('#request-body ~ * p', {hasText: 'Content type'}).locator('code', {hasText: /^application\/json$/})).toBeVisible();
    // Every response, one section each, in the description's order.
    const codes = Object.keys(responsesOf(op));
    expect(codes.length).toBeGreaterThan(2);
    expect(await page.locator('h3[id^="response-"]').evaluateAll((headings) => headings.map((heading) => heading.id))).toEqual(codes.map((code) => `response-${code}`));

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

  // The pages with the most to show: a multipart body, a JSON body with a nested object, and
  // responses with variants and nested objects. Every name below is read from api/docbox.json.
  for (const operationId of ['file_upload', 'document_box_search']) {
    test(`without JavaScript, /docs/api/${slug(operationId)} shows every parameter, body field and response, nested fields and variants`, async ({browser}) => {
      const op = operations.find((candidate) => candidate.operationId === operationId)!;
      const context = await browser.newContext({javaScriptEnabled: false});
      const page = await context.newPage();
      await page.goto(`/docs/api/${slug(operationId)}`);
      // Parameters, in a list for each place they go.
      const parameters = parametersOf(op);
      expect(parameters.length).toBeGreaterThan(2);
      for (const parameter of parameters) {
        const list = page.locator(`section[aria-labelledby="${parameter.in}-parameters"] > ul > li > div > code`);
        await expect(list.filter({hasText: new RegExp(`^${parameter.name}$`)}), `${parameter.in} parameter ${parameter.name}`).toBeVisible();
      }
      // The body's fields, each shown; a nested object's fields behind its <details>, which opens
      // without scripts.
      const [mediaType, media] = Object.entries(operationJson(operationId).requestBody!.content)[0]!;
      const bodySection = page.locator('section[aria-labelledby="request-body"]');
      await expect(bodySection.locator('p', {hasText: 'Content type'}).locator('code', {hasText: new RegExp(`^${mediaType}$`)})).toBeVisible();
      const bodyFields = propertiesOf(media.schema);
      expect(Object.keys(bodyFields).length).toBeGreaterThan(2);
      for (const name of Object.keys(bodyFields)) {
        await expect(fieldIn(bodySection, name), `body field ${name}`).toBeVisible();
      }
      const nested = Object.entries(bodyFields).find(([, schema]) => Object.keys(propertiesOf(schema)).length > 0);
      if (nested) await expectNestedField(fieldIn(bodySection, nested[0]).locator('xpath=ancestor::li[1]'), Object.keys(propertiesOf(nested[1]))[0]!);
      // Every status code, with its description's first words.
      const responses = responsesOf(op);
      for (const [code, response] of Object.entries(responses)) {
        const section = page.locator(`section[data-status="${code}"]`);
        await expect(section.locator(`h3#response-${code}`)).toContainText(code);
        await expect(section).toContainText(plainStart(response.description));
      }
      // The variants of a oneOf or anyOf in a response (at any depth), each named by its title.
      const withVariants = Object.entries(responses).flatMap(([code, response]) =>
        Object.values(response.content ?? {}).flatMap((content) => {
          const variants = variantsIn(content.schema);
          return variants ? [{code, variants}] : [];
        }),
      );
      if (withVariants.length) {
        const {code, variants} = withVariants[0]!;
        for (const variant of variants) {
          // Named by its title, or by the schema it refers to (the plugin titles it so).
          const title = (resolve(variant).title as string | undefined) ?? variant.$ref!.split('/').pop()!;
          const summary = page.locator(`section[data-status="${code}"] summary`, {has: page.locator('span', {hasText: new RegExp(`^${title}$`)})}).first();
          await expect(summary, `variant ${title} of the ${code} response`).toBeAttached();
        }
      }
      // Each of these pages has a nested body field or a response with variants to check.
      expect((nested ? 1 : 0) + withVariants.length, 'a nested field or a variant on this page').toBeGreaterThan(0);
      await context.close();
    });
  }

  test('after a client-side navigation an operation page renders the same parts as the server sent', async ({page, browser}) => {
    // The server's HTML of the parts, with scripts off.
    const context = await browser.newContext({javaScriptEnabled: false});
    const serverPage = await context.newPage();
    await serverPage.goto('/docs/api/file-upload');
    // The HTML of each part; the server marks where two texts meet with an empty comment, which is no content.
    const partsText = (target: Page) =>
      target.locator('.theme-api-markdown .operation-part').evaluateAll((parts) => parts.map((part) => (part as HTMLElement).innerHTML.replaceAll('<!-- -->', '')));
    const fromServer = await partsText(serverPage);
    await context.close();
    expect(fromServer.length).toBe(3);

    // From the File section's page, through its card for the operation.
    await page.goto('/docs/api/file');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator('article a.card[href="/docs/api/file-upload"]').click();
    await expect(page).toHaveURL(/\/docs\/api\/file-upload$/);
    await expect(page.locator('article h1')).toHaveText('Upload a file');
    await expect(page.locator('.theme-api-markdown .operation-part')).toHaveCount(3);
    expect(await partsText(page)).toEqual(fromServer);
    // And what the reader does with them works: a nested schema opens.
    const details = page.locator('[data-status="200"] details').first();
    await details.locator('summary').first().click();
    await expect(details).toHaveAttribute('open', '');
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
/** The request panel's chunk, if the page ran it: the samples went live. */
const samplesCodeRun = async (page: Page) => (await scriptsRun(page)).filter((script) => /\/request-panel\.[0-9a-f]+\.js$/.test(script));
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
    // Used, the samples go live: still one widget, still none of the theme's.
    await samplesOf(page).getByRole('tab', {name: 'Rust', exact: true}).click();
    await expect(shownCode(page)).toContainText('reqwest');
    await expect(samplesOf(page)).toHaveCount(1);
    await expect(themeBlock).toHaveCount(0);
    await expect(page.getByRole('tab', {name: /^(CURL|NODEJS|PYTHON|RUST)$/})).toHaveCount(0);
  });

  test('a tab pressed while the samples go live is selected when the press ends', async ({page}) => {
    // The pointer over the samples starts loading their live part; a reader's press can be held
    // while it arrives and replaces the server's HTML, so the release lands on another element.
    await page.goto('/docs/api/folder-create');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    const tab = samplesOf(page).getByRole('tab', {name: 'SDK', exact: true});
    const served = await tab.elementHandle();
    await tab.hover();
    await page.mouse.down();
    release();
    // The server's tab is replaced by the live part's.
    await expect.poll(() => served!.evaluate((element) => element.isConnected)).toBe(false);
    await page.mouse.up();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await page.unrouteAll({behavior: 'ignoreErrors'});
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
      const endpoint = (await page.locator('.operation-endpoint').boundingBox())!;
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
    // so nothing moves, and the samples stay the server's HTML (no render, none of their code run).
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
    expect(await samplesCodeRun(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
    // And once more after a reload.
    await page.reload();
    await expect(samplesOf(page).getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
    await expect(samplesOf(page).getByRole('tab', {name: 'curl', exact: true})).toHaveAttribute('aria-selected', 'false');
  });
});
