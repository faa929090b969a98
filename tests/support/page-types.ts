import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * One page of each kind the site has, as the performance budgets (tests/e2e/budgets.spec.ts) and
 * the benchmark (scripts/bench/bench.ts) measure them. The largest pages are picked from the build, so
 * a page that grows past today's largest is the one measured.
 */
export type PageType = {
  name: string;
  path: string;
  /** Why this page, when it is picked from the build. */
  why?: string;
};

function htmlPages(buildDir: string, folder: string): string[] {
  return readdirSync(path.join(buildDir, folder), {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(folder, name));
}

function largest(buildDir: string, pages: string[]): string {
  if (!pages.length) throw new Error(`no pages to choose from in ${buildDir}`);
  const size = (page: string) => statSync(path.join(buildDir, page)).size;
  return pages.reduce((a, b) => (size(a) >= size(b) ? a : b));
}

const route = (page: string) => `/${page.replace(/\\/g, '/').replace(/(\/index)?\.html$/, '')}`;

/** Operation pages' content row is marked `theme-api-markdown` (src/components/operation/OperationItem.tsx). */
function isOperationPage(buildDir: string, page: string): boolean {
  return readFileSync(path.join(buildDir, page), 'utf8').includes('theme-api-markdown');
}

/** The newest release note: the first item of the blog's RSS feed. */
function newestReleaseNote(buildDir: string): string {
  const rss = readFileSync(path.join(buildDir, 'blog', 'rss.xml'), 'utf8');
  const link = /<item>[\s\S]*?<link>https?:\/\/[^/]+(\/[^<]+)<\/link>/.exec(rss)?.[1];
  if (!link) throw new Error(`${path.join(buildDir, 'blog', 'rss.xml')}: no item with a link`);
  return link;
}

export function pageTypes(buildDir: string): PageType[] {
  const apiPages = htmlPages(buildDir, 'docs/api');
  return [
    {name: 'Landing', path: '/'},
    {name: 'Short guide', path: '/docs/guides/intro'},
    {name: 'Longest guide', path: route(largest(buildDir, htmlPages(buildDir, 'docs/guides'))), why: 'largest guide HTML'},
    {name: 'API overview', path: '/docs/api/docbox'},
    {
      name: 'Largest API operation',
      path: route(largest(buildDir, apiPages.filter((page) => isOperationPage(buildDir, page)))),
      why: 'largest operation HTML',
    },
    {name: 'API section page', path: '/docs/api/admin'},
    {name: 'Release note', path: newestReleaseNote(buildDir), why: 'newest'},
    {name: 'Not found', path: '/no-such-page'},
    {name: 'Search', path: '/search'},
  ];
}
