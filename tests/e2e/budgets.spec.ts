import path from 'node:path';
import {expect, test} from '@playwright/test';
import {pageTypes} from '../support/page-types';
import {firstLoadWeight} from '../support/page-weight';

/**
 * Size budgets: the JavaScript and CSS each kind of page makes a browser download on a first,
 * cold load (brotli, as nginx sends it, headers included). A change that goes over a budget fails
 * here; if the extra bytes are worth it, raise the budget in the same commit and say why.
 * The budgets are today's sizes plus a few KiB (docs-dev/performance.md: the budgets and how to measure; git keeps their history).
 */
const KiB = 1024;
const BUDGETS: Record<string, {js: number; css: number}> = {
  Landing: {js: 128, css: 20},
  // The guides' sidebar, part of every guide's page data, gained the six task guides (issue 28).
  // Issue 39 (+2): the "Docs for agents" guide (its route and sidebar entry) and Copy MCP config.
  // Every doc page's end says when it changed, what release it was checked against and links
  // "Report a problem", also under the table of contents (issue 40: +1.6 KiB).
  // Issue 44 (+2 on doc pages and posts): the phone menu opened at the current page, the page
  // header's actions, "How this page is checked" under the freshness line and the navbar search
  // selecting its query on open, together 0.2 to 1.3 KiB over the old budgets (measured here).
  'Short guide': {js: 160, css: 20},
  // Troubleshooting gained the operating entries (issue 26): its page data is most of the rise.
  'Longest guide': {js: 174, css: 20},
  // The overview links the task guides and the API changelog (issue 28); freshness (issue 40).
  // Issue 39 (+2 on the API pages): the new guide's route and Copy MCP config (about 0.3 KiB
  // each, measured with and without the button; twice that on an operation page).
  'API overview': {js: 165, css: 20},
  // The release switch and the marks' code, and the freshness line, on every operation page
  // (issue 40: +5.3 KiB, in the page's own chunk as the operation page's code is).
  // Issue 45: the parameters, body and responses are the site's own components, and no API theme
  // code or CSS is on these pages. The theme's runtime was never in the first load (it was
  // prefetched, 66 KiB, and ran when a part was used), so the JavaScript budget stays: the page's
  // chunk grew by 1 KiB (the components, and descriptions as HTML instead of Markdown), 176.1 to
  // 177.1 KiB measured. The theme's stylesheet is gone from these pages: CSS 44.4 to 22.0 KiB.
  'Largest API operation': {js: 178, css: 24},
  'API section page': {js: 161, css: 20},
  // The post's "Last updated" from git and "Report a problem" (issue 40: +1.5 KiB).
  'Release note': {js: 146, css: 20},
  'Not found': {js: 119, css: 20},
  Search: {js: 130, css: 20},
};

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

for (const pageType of pageTypes(path.join(__dirname, '..', '..', 'build'))) {
  test(`size budget: ${pageType.name} (${pageType.path})`, async ({browser, baseURL}) => {
    const budget = BUDGETS[pageType.name];
    expect(budget, `no budget for the page type "${pageType.name}"`).toBeDefined();
    const weight = await firstLoadWeight(browser, `${baseURL}${pageType.path}`);
    test.info().annotations.push({
      type: 'first load',
      description: `JS ${kib(weight.script)} of ${kib(budget.js * KiB)}, CSS ${kib(weight.stylesheet)} of ${kib(budget.css * KiB)}`,
    });
    expect(weight.script, `JavaScript on a first load of ${pageType.path}, in bytes`).toBeLessThanOrEqual(budget.js * KiB);
    expect(weight.stylesheet, `CSS on a first load of ${pageType.path}, in bytes`).toBeLessThanOrEqual(budget.css * KiB);
  });
}
