/**
 * Link previews (scripts/build/lib/social-pages.ts) on every HTML page of the production build, as
 * the server hands them to a crawler (which runs no JavaScript):
 *   - og:image and twitter:image name one absolute URL on the site's own origin, and that URL,
 *     asked of the local server, is a 1200x630 PNG;
 *   - og:title, og:description, og:type, og:url (the canonical URL) and twitter:card are there
 *     once each and right for the kind of page.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIRequestContext} from '@playwright/test';
import {siteUrl} from '../../config/site';
import {attribute, readHead} from '../../scripts/build/lib/social-meta';

const build = path.join(__dirname, '../../build');
const SITE_URL = siteUrl.replace(/\/$/, '');

const pages = readdirSync(build, {recursive: true, encoding: 'utf8'})
  .filter((name) => name.endsWith('.html'))
  .map((name) => name.split(path.sep).join('/'))
  .sort();

const routeOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

/** Blog pages that list posts rather than being one. */
const BLOG_LISTS = /^\/blog(\/page\/\d+|\/archive|\/authors(\/.*)?|\/tags(\/.*)?)?$/;

function expectedType(route: string): 'article' | 'website' {
  if (route.startsWith('/docs/')) return 'article';
  if (route.startsWith('/blog/') && !BLOG_LISTS.test(route)) return 'article';
  return 'website';
}

async function expectCard(request: APIRequestContext, url: string): Promise<void> {
  expect(url.startsWith(`${SITE_URL}/`), `${url} is on ${SITE_URL}`).toBe(true);
  const local = new URL(url).pathname;
  const response = await request.get(local);
  expect(response.status(), local).toBe(200);
  expect(response.headers()['content-type'], local).toBe('image/png');
  const png = await response.body();
  expect([...png.subarray(0, 8)], `${local} is a PNG`).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('latin1', 12, 16), `${local} starts with its header`).toBe('IHDR');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${local} is 1200x630`).toEqual([1200, 630]);
  expect(png.length, `${local} stays small`).toBeLessThan(60_000);
}

test('the build has every kind of page', () => {
  for (const page of ['index.html', '404.html', 'search.html', 'blog.html', 'docs/guides/intro.html', 'docs/api/file-get.html']) {
    expect(pages).toContain(page);
  }
});

test.describe('link previews', () => {
  for (const file of pages) {
    const route = routeOf(file);
    const notFound = file === '404.html';

    test(`${route}`, async ({request}) => {
      // The not-found page is what any unknown path answers.
      const response = await request.get(notFound ? '/no-such-page-for-previews' : route);
      expect(response.status()).toBe(notFound ? 404 : 200);
      const html = await response.text();
      const head = readHead(html, file);
      const metaTags = html.slice(0, html.indexOf('</head>')).match(/<meta\s(?:[^>"']|"[^"]*"|'[^']*')*>/g) ?? [];
      const count = (key: string) => metaTags.filter((tag) => (attribute(tag, 'property') ?? attribute(tag, 'name')) === key).length;

      for (const key of ['og:image', 'twitter:image', 'og:title', 'og:description', 'og:type', 'twitter:card', 'og:image:width', 'og:image:height']) {
        expect(count(key), `${key} appears once`).toBe(1);
      }
      const image = head.meta.get('og:image')!;
      expect(head.meta.get('twitter:image')).toBe(image);
      expect(head.meta.get('twitter:card')).toBe('summary_large_image');
      expect(head.meta.get('og:image:width')).toBe('1200');
      expect(head.meta.get('og:image:height')).toBe('630');
      expect(head.meta.get('og:image:alt')?.length ?? 0).toBeGreaterThan(10);

      expect(head.meta.get('og:title')).toBe(head.title);
      expect(head.meta.get('og:description')?.length ?? 0).toBeGreaterThan(10);
      expect(head.meta.get('og:type')).toBe(expectedType(route));

      if (notFound) {
        // No URL of its own: nginx answers /404.html itself with a 404.
        expect(count('og:url')).toBe(0);
        expect(head.canonical).toBeUndefined();
      } else {
        const canonical = route === '/' ? `${SITE_URL}/` : `${SITE_URL}${route}`;
        expect(count('og:url'), 'og:url appears once').toBe(1);
        expect(head.meta.get('og:url')).toBe(canonical);
        expect(head.canonical).toBe(canonical);
      }

      // The page's own card, or the site-wide one for pages outside the docs and the blog.
      const own = route.startsWith('/docs/') || route === '/blog' || route.startsWith('/blog/');
      expect(image).toBe(own ? `${SITE_URL}/img/social${route}.png` : `${SITE_URL}/img/social/default.png`);

      await expectCard(request, image);
    });
  }
});
