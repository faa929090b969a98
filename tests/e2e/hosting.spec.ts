import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIResponse} from '@playwright/test';

// These tests check the server configuration (deploy/site.conf via scripts/serve/serve-nginx.sh).
test.beforeEach(() => {
  expect(process.env.E2E_SERVER, 'hosting tests need nginx (apt-get install nginx)').toBe('nginx');
});

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

test('pages are revalidated and carry the security headers', async ({request}) => {
  for (const path of ['/', '/docs/guides/intro', '/docs/api/file-upload']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  }
});

test('unknown paths are the 404 page with status 404 and the same headers', async ({request}) => {
  const response = await request.get('/docs/guides/not-a-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
  expectSecurityHeaders(response);
});

test('hashed assets are cached for a year and served precompressed', async ({page, request}) => {
  await page.goto('/');
  const script = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  expect(script).toBeTruthy();
  for (const [encoding, expected] of [['br', 'br'], ['gzip', 'gzip']] as const) {
    const response = await request.get(script!, {headers: {'Accept-Encoding': encoding}});
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe(expected);
    expectSecurityHeaders(response);
  }
});

test('Markdown twins and llms.txt files are UTF-8 text, revalidated, compressed, with the same headers', async ({request}) => {
  const files = [
    ['/docs/guides/intro.md', 'text/markdown; charset=utf-8'],
    ['/docs/api/file-upload.md', 'text/markdown; charset=utf-8'],
    ['/index.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'text/plain; charset=utf-8'],
    ['/llms-full.txt', 'text/plain; charset=utf-8'],
  ] as const;
  for (const [path, type] of files) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await request.get(path, {headers: {'Accept-Encoding': encoding}});
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe(type);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers()['content-encoding'], `${path} ${encoding}`).toBe(encoding === 'identity' ? undefined : encoding);
      expectSecurityHeaders(response);
    }
  }
  const missing = await request.get('/docs/guides/not-a-page.md');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing);

  // Static hosts get the same types from the build's _headers file.
  const headers = readFileSync(path.join(__dirname, '../../build/_headers'), 'utf8');
  expect(headers).toContain('\n/*.md\n  Content-Type: text/markdown; charset=utf-8\n');
  expect(headers).toContain('\n/llms.txt\n  Content-Type: text/plain; charset=utf-8\n');
});

// Markdown by content negotiation (deploy/markdown-negotiation.conf): the page's own URL answers
// with its twin when Accept prefers text/markdown; HTML pages name their twin in a Link header.
const build = path.join(__dirname, '../../build');
const SITE_URL = process.env.SITE_URL ?? 'https://docbox-nz.pages.dev';
const twinOf = (route: string) => (route === '/' ? '/index.md' : `${route}.md`);
const varies = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({name}) => name.toLowerCase() === 'vary')
    .flatMap(({value}) => value.split(',').map((part) => part.trim().toLowerCase()));

test('a page\'s URL answers with its Markdown twin when the request prefers text/markdown, and varies by Accept', async ({request}) => {
  for (const route of ['/docs/guides/intro', '/docs/api/file-upload', '/blog/docbox-0-9-3', '/docs/category/setup', '/']) {
    for (const encoding of ['br', 'identity']) {
      const response = await request.get(route, {headers: {Accept: 'text/markdown', 'Accept-Encoding': encoding}});
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toBe('text/markdown; charset=utf-8');
      expect(await response.text(), route).toBe(readFileSync(path.join(build, twinOf(route)), 'utf8'));
      expect(varies(response), route).toContain('accept');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response);
    }
  }
});

test('which Accept headers get Markdown: those that prefer it; browsers\' get HTML', async ({request}) => {
  const markdown = [
    'text/markdown',
    'text/markdown, text/html;q=0.9, */*;q=0.8',
    'text/markdown;charset=utf-8',
    'text/markdown, text/html',
    'text/markdown, */*',
    'text/markdown;q=0.9, text/html;q=0.8',
    'text/html;q=0.5, text/markdown;q=0.55',
    'text/plain, text/markdown;q=0.5',
    // text/x-markdown, the older name, counts as text/markdown.
    'text/x-markdown',
    'TEXT/X-MARKDOWN',
    'text/x-markdown, text/html;q=0.9, */*;q=0.8',
    'text/html;q=0.5, text/x-markdown;q=0.55',
  ];
  const html = [
    // Chromium, Firefox and Safari navigating to a page; curl; none at all.
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    '*/*',
    '',
    'text/html, text/markdown',
    'text/html;q=0.95, text/markdown;q=0.9',
    'text/markdown;q=0, text/html',
    'text/markdown;q=0.5, */*',
    'text/html, text/x-markdown',
    'text/x-markdown;q=0.5, */*',
    'text/plain',
  ];
  for (const [accept, expected] of [...markdown.map((a) => [a, 'text/markdown'] as const), ...html.map((a) => [a, 'text/html'] as const)]) {
    const response = await request.get('/docs/guides/concepts/gateway', {headers: accept ? {Accept: accept} : {}});
    expect(response.status(), accept).toBe(200);
    expect(response.headers()['content-type'], `Accept: ${accept}`).toContain(expected);
    expect(varies(response), accept).toContain('accept');
  }
});

test('every HTML page names its twin in a Link header; other files and missing pages do not', async ({request}) => {
  const routes = readdirSync(build, {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.html') && !['404.html', 'search.html'].includes(name))
    .map((name) => (name === 'index.html' ? '/' : `/${name.replace(/\.html$/, '')}`))
    .sort();
  expect(routes.length).toBeGreaterThan(100);
  const wrong: string[] = [];
  for (const route of routes) {
    const response = await request.get(route);
    const link = response.headers()['link'];
    if (response.headers()['content-type'] !== 'text/html; charset=utf-8') wrong.push(`${route}: ${response.headers()['content-type']}`);
    if (link !== `<${twinOf(route)}>; rel="alternate"; type="text/markdown"`) wrong.push(`${route}: Link ${link}`);
    if (!varies(response).includes('accept')) wrong.push(`${route}: no Vary: Accept`);
  }
  expect(wrong).toEqual([]);

  // Files that are not pages, a twin asked for by its own URL, the pages without a twin.
  for (const file of ['/sitemap.xml', '/llms.txt', '/img/favicon.svg', '/docs/guides/intro.md', '/search', '/api/docbox.json']) {
    const response = await request.get(file, {headers: {Accept: 'text/markdown'}});
    expect(response.status(), file).toBe(200);
    expect(response.headers()['link'], file).toBeUndefined();
    expect(varies(response), file).not.toContain('accept');
  }
  const missing = await request.get('/docs/guides/not-a-page', {headers: {Accept: 'text/markdown'}});
  expect(missing.status()).toBe(404);
  expect(missing.headers()['link']).toBeUndefined();
  // The trailing-slash redirect comes first; its target then negotiates.
  const slash = await request.get('/docs/guides/intro/', {headers: {Accept: 'text/markdown'}, maxRedirects: 0});
  expect(slash.status()).toBe(301);
});

test('a missing page answers Markdown to a client that prefers it, with links to llms.txt and search; HTML otherwise', async ({request}) => {
  const notFound = readFileSync(path.join(build, '404.markdown'), 'utf8');
  expect(notFound).toMatch(/^# Page not found\n/);
  expect(notFound).toContain(`](${SITE_URL}/llms.txt)`);
  expect(notFound).toContain(`](${SITE_URL}/search)`);
  for (const accept of ['text/markdown', 'text/x-markdown', 'text/markdown, text/html;q=0.9, */*;q=0.8']) {
    for (const missing of ['/docs/guides/not-a-page', '/docs/guides/not-a-page.md', '/no/such/file.json']) {
      const response = await request.get(missing, {headers: {Accept: accept}});
      expect(response.status(), `${missing} ${accept}`).toBe(404);
      expect(response.headers()['content-type'], `${missing} ${accept}`).toBe('text/markdown; charset=utf-8');
      expect(await response.text()).toBe(notFound);
      expect(varies(response)).toContain('accept');
      expect(response.headers()['link']).toBeUndefined();
      expectSecurityHeaders(response);
    }
  }
  for (const accept of ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*', 'text/html, text/markdown']) {
    const response = await request.get('/docs/guides/not-a-page', {headers: {Accept: accept}});
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type'], accept).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('Page Not Found');
    expect(varies(response)).toContain('accept');
  }
  // The Markdown answer is not a page of its own.
  expect((await request.get('/404.markdown', {headers: {Accept: 'text/html'}})).headers()['content-type']).toContain('text/html');
});

test('robots.txt lets every page be crawled and names the sitemap and llms.txt, on the site\'s URL', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expectSecurityHeaders(response);
  const robots = await response.text();
  const lines = robots.split('\n').filter((line) => line && !line.startsWith('#'));
  expect(lines).toEqual(['User-agent: *', 'Allow: /', `Sitemap: ${SITE_URL}/sitemap.xml`]);
  expect(robots).toMatch(new RegExp(`^# .*${SITE_URL.replace(/[.]/g, '\\.')}/llms\\.txt`, 'm'));
  // Both files it names are served.
  for (const named of ['/sitemap.xml', '/llms.txt']) expect((await request.get(named)).status(), named).toBe(200);
});

test('clean URLs: no .html needed and a trailing slash redirects', async ({request}) => {
  expect((await request.get('/docs/guides/intro')).status()).toBe(200);
  const slash = await request.get('/docs/guides/intro/', {maxRedirects: 0});
  expect(slash.status()).toBe(301);
  expect(slash.headers()['location']).toBe('/docs/guides/intro');
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('the Content-Security-Policy blocks nothing the site needs', async ({page}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  const violations = async () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(await violations()).toEqual([]);

  await page.goto('/docs/guides/concepts/gateway');
  // The "/" shortcut is a React listener: it exists once the page has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('/');
  await page.getByRole('combobox', {name: 'Search'}).pressSequentially('tenant');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  // An operation page with a sample language picked before: its samples' own inline script
  // selects it. Then the reader's server fields, and a response's nested schema opened.
  await page.evaluate(() => localStorage.setItem('docusaurus.tab.api-sample-language', 'python'));
  await page.goto('/docs/api/folder-create');
  await expect(page.locator('section[aria-labelledby="request-samples-heading"] [role="tab"][aria-selected="true"]')).toHaveText('Python');
  await page.getByRole('button', {name: /^Your server/}).click();
  await expect(page.getByLabel('Base URL', {exact: true})).toBeVisible();
  const nested = page.locator('section[data-status] details').first();
  await nested.locator('summary').first().click();
  await expect(nested).toHaveAttribute('open', '');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  expect(await violations()).toEqual([]);
  expect(refused).toEqual([]);
});
