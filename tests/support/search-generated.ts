import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {titleFromHtml} from './search';

/**
 * Generated search queries (not hand-picked), shared by the e2e test and the bench: for every page
 * that search covers, its title, its sidebar label and its title with each word cut to five
 * letters, and where its page lands on /search.
 */

/** Pages search covers, from the build's sitemap: guides, category pages, API pages, release notes. */
export function searchablePages(buildDir: string): string[] {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname.replace(/\/$/, ''))
    .filter((route) => route.startsWith('/docs/') || /^\/blog\/docbox-/.test(route))
    .sort();
}

/** Each word cut to its first five letters: "Server environment variables" -> "Serve envir varia". */
export function shortened(title: string): string {
  return title
    .split(/\s+/)
    .map((word) => word.slice(0, 5))
    .join(' ');
}

export type GeneratedQuery = {kind: 'title' | 'label' | 'shortened title'; query: string};

/** The generated queries of one page, from its built HTML (h1 and the active sidebar link). */
export function queriesFromHtml(html: string): GeneratedQuery[] {
  const title = titleFromHtml(html);
  const label = /<a class="menu__link menu__link--active"[^>]*>(.*?)<\/a>/.exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
  const queries: GeneratedQuery[] = [{kind: 'title', query: title}];
  if (label && label !== title) queries.push({kind: 'label', query: label});
  if (shortened(title) !== title) queries.push({kind: 'shortened title', query: shortened(title)});
  return queries;
}

/** The generated queries of one page, from the server's HTML. */
export async function queriesFor(page: Page, route: string): Promise<GeneratedQuery[]> {
  return queriesFromHtml(await (await page.request.get(route)).text());
}

const box = (page: Page) => page.locator('input[type="search"][name="q"]');
const resultLinks = (page: Page) => page.locator('article h2 a[href]');
/** The line that says how many documents a finished search found, or that it found none. */
const outcome = (page: Page) => page.getByText(/^(\d+ documents? found|No documents were found)$/);

/**
 * The pages of the first results for a query on /search, in order. The page is loaded once and
 * then reused: each query goes into its box (one load of the whole index, not one a query).
 */
export async function topResults(page: Page, query: string): Promise<string[]> {
  if (new URL(page.url(), 'http://site').pathname !== '/search') {
    await page.goto('/search');
    // The box only searches once React owns it; a reader's typing is tested in search-typing.spec.ts.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  }
  // Emptying the box clears the list, so whatever is listed next answers this query. The previous
  // answer had arrived (its outcome line was shown), so no older answer is still on its way.
  await box(page).fill('');
  await expect(outcome(page)).toHaveCount(0);
  await box(page).fill(query);
  // The first search loads the whole index: seconds on a busy two-core machine.
  await expect(outcome(page)).toBeVisible({timeout: 30_000});
  const hrefs = await resultLinks(page).evaluateAll((nodes) => nodes.slice(0, 10).map((node) => node.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/[?#].*$/, '').replace(/\/$/, ''));
}
