import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIResponse} from '@playwright/test';

// These tests check the server configuration (deploy/site.conf via scripts/serve-nginx.sh).
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

  await page.goto('/docs/api/folder-create');
  await page.getByRole('button', {name: 'Open the request builder'}).click();
  await expect(page.locator('[class*="openapi-explorer__request"]').first()).toBeVisible();
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  expect(await violations()).toEqual([]);
  expect(refused).toEqual([]);
});
