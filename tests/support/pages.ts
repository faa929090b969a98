import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {CATEGORY_ROUTES} from './routes';

// The pages the whole-site checks walk (tests/e2e/every-page.spec.ts), from the build and the API.
const root = path.join(__dirname, '../..');

/** Every page the build publishes: its sitemap. */
export const PUBLISHED_PAGES: string[] = [
  ...readFileSync(path.join(root, 'build/sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => new URL(match[1]!).pathname);

/** Unknown paths at a few depths: each gets the not-found page. */
export const NOT_FOUND_PAGES = ['/no-such-page', '/docs/guides/no-such-guide', '/docs/api/no-such-operation', '/blog/nope/deeper'];

export const EVERY_PAGE: string[] = [...new Set([...PUBLISHED_PAGES, '/search', ...NOT_FOUND_PAGES])].sort();

/** One page per API operation (the generated `*.api.mdx` files). */
export const OPERATION_PAGES: string[] = readdirSync(path.join(root, 'api/reference'))
  .filter((name) => name.endsWith('.api.mdx'))
  .map((name) => `/docs/api/${name.replace(/\.api\.mdx$/, '')}`);

/**
 * Pages checked with axe at desktop width: the landing page, the not-found page, the blog, search
 * and every page under /docs (guides, categories, API). Release notes share one layout; the phone
 * sample has one.
 */
export const A11Y_PAGES: string[] = ['/', '/no-such-page', '/blog', '/search', ...PUBLISHED_PAGES.filter((route) => route.startsWith('/docs/'))];

/**
 * At phone width the pages differ by layout, not by content: one page of each kind and the pages
 * with wide content (tables, long code, diagrams).
 */
export const PHONE_PAGES = [
  '/',
  '/no-such-page',
  '/blog',
  '/blog/docbox-0-9-3',
  '/search',
  '/docs/guides/intro',
  '/docs/guides/troubleshooting',
  '/docs/guides/known-issues',
  '/docs/guides/integrating/typescript-sdk',
  '/docs/guides/configuration/server-environment-variables',
  '/docs/guides/getting-started/aws/configure-docbox',
  // Its stack diagram is the widest picture a phone meets on the way to running Docbox.
  '/docs/guides/getting-started/docker-compose/intro',
  CATEGORY_ROUTES[0],
  '/docs/api/docbox',
  '/docs/api/admin',
  '/docs/api/file-upload',
  '/docs/api/document-box-search',
];
