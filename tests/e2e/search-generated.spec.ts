import path from 'node:path';
import {expect, test} from '@playwright/test';
import {queriesFor, searchablePages, topResults} from '../support/search-generated';

// Generated, not hand-picked: every page of the site that search covers (guides, category pages,
// API operations and tag pages, release notes) must be among the first three results for its
// title, for its sidebar label and for its title with each word cut to five letters. Every page is
// judged on the built index in Node (tests/search/built-index.test.ts); every sixteenth is searched
// here on /search, as a reader searches (it proves the page shows Node's judgement; more pages
// added time, not findings).
const PAGES = searchablePages(path.join(__dirname, '../../build'));
const SAMPLE = PAGES.filter((_, index) => index % 16 === 0);
const TOP = 3;
const CHUNK = 8;

test('the generated queries include sidebar labels that differ from titles', async ({page}) => {
  const queries = await queriesFor(page, '/docs/guides/getting-started/docker-compose/intro');
  expect(queries).toContainEqual({kind: 'label', query: 'Run Docbox locally'});
});

test('search covers every kind of page', () => {
  expect(PAGES.filter((route) => route.startsWith('/docs/guides/')).length).toBeGreaterThan(20);
  expect(PAGES.filter((route) => route.startsWith('/docs/category/')).length).toBeGreaterThan(5);
  expect(PAGES.filter((route) => route.startsWith('/docs/api/')).length).toBeGreaterThan(50);
  expect(PAGES.filter((route) => route.startsWith('/blog/')).length).toBeGreaterThan(10);
});

for (let start = 0; start < SAMPLE.length; start += CHUNK) {
  const routes = SAMPLE.slice(start, start + CHUNK);
  test(`title, label and shortened title find the page (sample ${start + 1}-${start + routes.length} of ${SAMPLE.length})`, async ({page}) => {
    // One /search page answers all the chunk's queries: it loads the index once.
    test.setTimeout(60_000 + routes.length * 15_000);
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
