import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {titleFromHtml} from '../support/search';

// Generated, not hand-picked: every page of the site that search covers (guides, category pages,
// API operations and tag pages, release notes) must be among the first three results for its
// title, for its sidebar label and for its title with each word cut to five letters, typed into
// the search page's box of the production build.
const sitemap = readFileSync(path.join(__dirname, '../../build/sitemap.xml'), 'utf8');
const PAGES = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]!).pathname.replace(/\/$/, ''))
  .filter((route) => route.startsWith('/docs/') || /^\/blog\/\d{4}\//.test(route) || /^\/blog\/docbox-/.test(route))
  .filter((route) => !/^\/docs\/(tags|guides\/tags)/.test(route))
  .sort();
const TOP = 3;
const CHUNK = 16;

/** Each word cut to its first five letters: "Server environment variables" -> "Serve envir varia". */
export function shortened(title: string): string {
  return title
    .split(/\s+/)
    .map((word) => word.slice(0, 5))
    .join(' ');
}

async function queriesFor(page: Page, route: string): Promise<{kind: string; query: string}[]> {
  const html = await (await page.request.get(route)).text();
  const title = titleFromHtml(html);
  const label = /<a class="menu__link menu__link--active"[^>]*>([^<]+)</.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'");
  const queries = [{kind: 'title', query: title}];
  if (label && label !== title) queries.push({kind: 'label', query: label});
  if (shortened(title) !== title) queries.push({kind: 'shortened title', query: shortened(title)});
  return queries;
}

/** The pages of the first results for a query on /search, in order. */
async function topResults(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const links = page.locator('article h2 a[href]');
  // The page renders results once the worker answers; a query may find nothing.
  await expect(links.first().or(page.getByText('No documents were found'))).toBeVisible();
  const hrefs = await links.evaluateAll((nodes) => nodes.slice(0, 10).map((node) => node.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/[?#].*$/, '').replace(/\/$/, ''));
}

test('search covers every kind of page', () => {
  expect(PAGES.filter((route) => route.startsWith('/docs/guides/')).length).toBeGreaterThan(20);
  expect(PAGES.filter((route) => route.startsWith('/docs/category/')).length).toBeGreaterThan(5);
  expect(PAGES.filter((route) => route.startsWith('/docs/api/')).length).toBeGreaterThan(50);
  expect(PAGES.filter((route) => route.startsWith('/blog/')).length).toBeGreaterThan(10);
});

for (let start = 0; start < PAGES.length; start += CHUNK) {
  const routes = PAGES.slice(start, start + CHUNK);
  test(`title, label and shortened title find the page (pages ${start + 1}-${start + routes.length} of ${PAGES.length})`, async ({page}) => {
    test.setTimeout(routes.length * 15_000);
    const misses: string[] = [];
    for (const route of routes) {
      for (const {kind, query} of await queriesFor(page, route)) {
        const results = await topResults(page, query);
        if (!results.slice(0, TOP).includes(route)) {
          misses.push(`${route}: ${kind} "${query}" -> ${results.slice(0, TOP).join(', ') || 'nothing'}`);
        }
      }
    }
    expect(misses, misses.join('\n')).toEqual([]);
  });
}
