import {expect, test, type Page} from '@playwright/test';
import {COLOUR_RULES, axeBuilder, renderForAxe} from '../support/axe';
import {chunksOf} from '../support/chunks';
import {MAX_SIDEBAR_ROWS, PHONE_TITLE_MAX_TOP_PX, TITLE_TOLERANCE_PX, pageLayout, type PageLayout} from '../support/page-layout';
import {A11Y_PAGES, EVERY_PAGE, NOT_FOUND_PAGES, OPERATION_PAGES, PHONE_PAGES, PUBLISHED_PAGES} from '../support/pages';
import {API_ROUTES, CATEGORY_ROUTES, GUIDE_ROUTES, OTHER_ROUTES} from '../support/routes';

/**
 * One walk over every page of the site, doing the checks that need a loaded page in one visit
 * (they used to load each page three times, a third of the end-to-end run):
 * - every page the build publishes, /search and the not-found page at a few depths loads and
 *   hydrates without a console error or an uncaught exception (a hydration mismatch such as
 *   React #418 shows up as both); an operation page shows its status codes, which come from the
 *   operation's response data and so prove it was read;
 * - every page but the release notes (one of which the phone sample checks) has no axe violations
 *   of WCAG 2.1 A and AA in dark mode, the default; the rules that depend on colour (contrast,
 *   links told apart from text) check the kinds of text no page before it in its batch showed, in
 *   dark mode and, after the reader's own switch, in light mode (see markNewKinds; code blocks'
 *   colours on a sample of pages, see CODE_COLOUR_SAMPLE).
 * - every route of the specification answers 200 with a title and a heading, and every guide has
 *   the site's title suffix, one h1, the guides sidebar, a table of contents and a description
 *   (these were a second walk, routes.spec.ts, loading the same pages again).
 * - every docs page (guides, category pages, API pages) has its title at the height and size of
 *   the Introduction's, no table wider than its column or overflowing without a scroll cue, the
 *   breadcrumbs it shows in full (the whole path on a desktop, the parent on a phone), diagram text
 *   no smaller than MIN_DIAGRAM_TEXT_PX, no sideways scrolling of the page, and, on
 *   a guide, at most MAX_SIDEBAR_ROWS sidebar rows shown with the current page's among them, in view
 *   (issue 44; measured on load, before axe scrolls the page).
 * At phone width, where pages differ by layout and not by content, a sample is checked the same way
 * (the title also within PHONE_TITLE_MAX_TOP_PX of the top with the announcement bar showing).
 */
const CHUNK = 8;
/**
 * Code blocks' tokens are most of the text nodes colour contrast visits on a guide with many
 * blocks (1,800 token spans on the backup guide: 2.5 s of its 2.9 s of axe). Their colours are the
 * two code themes', each checked against its block's background token type by token type in
 * tests/unit/code-theme-contrast.test.ts; in the browser the colour rules visit the code blocks of
 * every third page (and every other rule visits every page's blocks).
 */
const CODE_COLOUR_SAMPLE = new Set(A11Y_PAGES.filter((_, index) => index % 3 === 0));
/** Per page: load, hydration, the network settling and two axe runs, on a busy two-core machine. */
const PAGE_BUDGET_MS = 20_000;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium reports the 404 status of the not-found document itself; that status is intended.
    const documentStatus = message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (documentStatus && NOT_FOUND_PAGES.includes(new URL(page.url()).pathname)) return;
    errors.push(`${page.url()}: console.error ${message.text()}`);
  });
  return errors;
}

/**
 * The navbar, the docs sidebar and the footer are the same components with the same links on
 * every page of a kind: checked in full on one page of each kind (the phone sample's pages, at
 * both widths), and left out elsewhere, where the page's own content is checked.
 */
const CHROME = ['nav.navbar', '.theme-doc-sidebar-container', 'footer'];

/** The attribute that marks, for the colour rules, the text of kinds not checked yet. */
const NEW_KIND = 'data-new-colour-kind';

/**
 * Marks the text of kinds not in `checked` (with NEW_KIND) and returns those kinds. A kind is what
 * decides a text's colours: its element, classes and inline colours, and those of the component
 * around it (its nearest ancestor with a class). Colours belong to kinds, not to pages (the guides
 * and the operation pages are a few templates; colour contrast was 60% of the walk's axe time):
 * the colour rules check, in each mode, the text of the kinds no page before it in its batch has
 * shown, everything on a batch's first page and what is new on the others. Every other rule checks
 * every page whole.
 */
async function markNewKinds(page: Page, checked: ReadonlySet<string>, {skipChrome, skipCode}: {skipChrome: boolean; skipCode: boolean}): Promise<string[]> {
  const excluded = [...(skipChrome ? CHROME : []), ...(skipCode ? ['pre'] : [])];
  return page.evaluate(
    ({excluded, checked, attribute}) => {
      const known = new Set(checked);
      const describe = (element: Element) =>
        [element.tagName.toLowerCase(), ...Array.from(element.classList).sort()].join('.') +
        ['style', 'fill', 'stroke', 'color'].map((name) => (element.hasAttribute(name) ? `[${name}=${element.getAttribute(name)}]` : '')).join('');
      const fresh = new Set<string>();
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const hasText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
        if (!hasText || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(element.tagName) || excluded.some((selector) => element.closest(selector))) continue;
        // Up to the body: the root element's classes name the page, not a component.
        let around = element.parentElement;
        while (around && around !== document.body && around.classList.length === 0) around = around.parentElement;
        const kind = `${describe(element)} in ${around && around !== document.body ? describe(around) : 'body'}`;
        if (known.has(kind)) continue;
        fresh.add(kind);
        element.setAttribute(attribute, '');
      }
      return [...fresh];
    },
    {excluded, checked: [...checked], attribute: NEW_KIND},
  );
}

type AxeScope = {rules?: string[]; disabled?: string[]; skipChrome?: boolean; skipCode?: boolean; only?: string};

async function axeViolations(page: Page, route: string, mode: string, {rules, disabled, skipChrome = false, skipCode = false, only}: AxeScope = {}): Promise<string[]> {
  // Every part of the page as a reader who scrolls sees it, colours as they end up.
  await renderForAxe(page);
  const builder = axeBuilder(page);
  if (only) builder.include(only);
  if (skipChrome) for (const selector of CHROME) builder.exclude(selector);
  if (skipCode) builder.exclude('pre');
  if (disabled) builder.disableRules(disabled);
  const {violations} = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ');
    return `${route} (${mode}): ${violation.id} (${violation.nodes.length}): ${targets}`;
  });
}

async function expectLoaded(page: Page, mode: 'dark' | 'light'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

const SPEC_ROUTES = new Set<string>([...OTHER_ROUTES, ...CATEGORY_ROUTES, ...API_ROUTES, ...GUIDE_ROUTES]);
const GUIDES = new Set<string>(GUIDE_ROUTES);

/** The checks routes.spec.ts made on every route of the spec, read on the page the walk loaded. */
async function expectSpecRoute(page: Page, route: string, status: number | undefined): Promise<void> {
  expect.soft(status, route).toBe(200);
  await expect.soft(page, route).toHaveTitle(/Docbox/);
  // The blog list pages head each post with an h2; every other page has an h1.
  await expect.soft(page.locator('h1, main h2').first(), route).toBeVisible();
  if (!GUIDES.has(route)) return;
  await expect.soft(page, route).toHaveTitle(/\| Docbox$/);
  await expect.soft(page.locator('article h1'), route).toHaveCount(1);
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect.soft(sidebar.locator('a.menu__link[href="/docs/guides/intro"]'), route).toBeVisible();
  await expect.soft(page.locator('.theme-doc-toc-desktop .table-of-contents a').first(), route).toBeVisible();
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect.soft(description?.length ?? 0, route).toBeGreaterThan(30);
}

/** The page every docs page's title is compared with: loaded once a chunk, checked by itself too. */
const TITLE_REFERENCE = '/docs/guides/intro';
const isDocsPage = (route: string) => route.startsWith('/docs/') && !NOT_FOUND_PAGES.includes(route);
const isGuide = (route: string) => /^\/docs\/(guides|category)\//.test(route) && !NOT_FOUND_PAGES.includes(route);

async function titleReference(page: Page): Promise<PageLayout> {
  await page.goto(TITLE_REFERENCE);
  await expectLoaded(page, 'dark');
  return pageLayout(page);
}

/** What is wrong with a docs page's layout against the reference page's (see the top of the file). */
function layoutProblems(route: string, layout: PageLayout, reference: PageLayout, width: number): string[] {
  const problems: string[] = [];
  if (Math.abs(layout.titleTop - reference.titleTop) > TITLE_TOLERANCE_PX) {
    problems.push(`${route} @${width}: title top ${layout.titleTop} px, ${TITLE_REFERENCE}'s ${reference.titleTop} px`);
  }
  if (layout.titleFontSize !== reference.titleFontSize) {
    problems.push(`${route} @${width}: title ${layout.titleFontSize}, ${TITLE_REFERENCE}'s ${reference.titleFontSize}`);
  }
  problems.push(...layout.tableProblems.map((problem) => `${route} @${width}: ${problem}`));
  // On a desktop the whole path fits; on a phone the one crumb shown, the parent, does.
  problems.push(...layout.smallDiagrams.map((problem) => `${route} @${width}: ${problem}`));
  if (layout.sidewaysOverflow > 0) problems.push(`${route} @${width}: the page scrolls sideways by ${layout.sidewaysOverflow} px`);
  if (layout.cutBreadcrumbs.length > 0) problems.push(`${route} @${width}: breadcrumbs cut short: ${layout.cutBreadcrumbs.join(' > ')}`);
  return problems;
}

const range = (index: number, chunk: readonly string[], all: readonly string[]) =>
  `pages ${index * CHUNK + 1}-${index * CHUNK + chunk.length} of ${all.length}`;

test('the walk covers the published pages, every route of the spec, the not-found pages and the phone sample', () => {
  expect(PUBLISHED_PAGES.length).toBeGreaterThan(100);
  for (const route of ['/docs/guides/intro', '/docs/guides/troubleshooting', '/docs/api/file-upload', '/blog']) {
    expect(EVERY_PAGE).toContain(route);
    expect(A11Y_PAGES).toContain(route);
  }
  for (const route of [...NOT_FOUND_PAGES, ...PHONE_PAGES, ...OPERATION_PAGES, ...SPEC_ROUTES]) expect(EVERY_PAGE).toContain(route);
  expect(OPERATION_PAGES.length).toBeGreaterThan(40);
  expect(CODE_COLOUR_SAMPLE.size).toBeGreaterThanOrEqual(Math.floor(A11Y_PAGES.length / 3));
});

test.describe('every page, desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  chunksOf(EVERY_PAGE, CHUNK).forEach((pages, index) => {
    test(`spec routes answer with a title and heading, no console errors, no axe violations in dark mode, the colour rules in both modes on the kinds of text new to the batch; docs titles at one height, sidebar rows, tables, breadcrumbs, diagrams (${range(index, pages, EVERY_PAGE)})`, async ({page}) => {
      // One page more: the title reference.
      test.setTimeout((pages.length + 1) * PAGE_BUDGET_MS);
      // Each load starts dark, the site's default, whatever the previous page's switch stored.
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      const errors = collectErrors(page);
      const violations: string[] = [];
      const layout: string[] = [];
      /** The kinds of text the colour rules checked so far in this batch (see markNewKinds). */
      const checkedKinds = new Set<string>();
      const colourPages: string[] = [];
      const reference = pages.some(isDocsPage) ? await titleReference(page) : undefined;
      for (const route of pages) {
        const response = await page.goto(route);
        await expectLoaded(page, 'dark');
        if (SPEC_ROUTES.has(route)) await expectSpecRoute(page, route, response?.status());
        if (isDocsPage(route)) {
          const measured = await pageLayout(page);
          layout.push(...layoutProblems(route, measured, reference!, 1280));
          if (isGuide(route)) {
            if (measured.sidebarRows > MAX_SIDEBAR_ROWS) layout.push(`${route}: ${measured.sidebarRows} sidebar rows on load`);
            if (!measured.currentRowInView) layout.push(`${route}: its sidebar row is not in view on load`);
          }
        }
        if (OPERATION_PAGES.includes(route)) {
          await expect(page.locator('h3[id^="response-"]').first(), route).toBeVisible();
        }
        // Effects that run after hydration (prefetching, the search index) get a moment to fail:
        // the network settles before the page is left, while axe checks it in the meantime.
        const settled = page.waitForLoadState('networkidle');
        if (!A11Y_PAGES.includes(route)) {
          await settled;
          continue;
        }
        const skipChrome = !PHONE_PAGES.includes(route);
        const skipCode = !CODE_COLOUR_SAMPLE.has(route);
        const fresh = await markNewKinds(page, checkedKinds, {skipChrome, skipCode});
        for (const kind of fresh) checkedKinds.add(kind);
        const colour = {rules: COLOUR_RULES, skipChrome, skipCode, only: `[${NEW_KIND}]`};
        const dark = async () => [
          ...(await axeViolations(page, route, 'dark', {disabled: COLOUR_RULES, skipChrome})),
          ...(fresh.length > 0 ? await axeViolations(page, route, 'dark', colour) : []),
        ];
        const [, darkViolations] = await Promise.all([settled, dark()]);
        violations.push(...darkViolations);
        if (fresh.length === 0) continue;
        colourPages.push(`${route} (${fresh.length})`);
        await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        violations.push(...(await axeViolations(page, route, 'light', colour)));
      }
      expect.soft(errors, errors.join('\n')).toEqual([]);
      expect.soft(violations, violations.join('\n')).toEqual([]);
      expect.soft(layout, layout.join('\n')).toEqual([]);
      // The first page axe checks in a batch has only new kinds: no batch is left without the colour rules.
      if (pages.some((route) => A11Y_PAGES.includes(route))) expect(colourPages.length).toBeGreaterThan(0);
      test.info().annotations.push({type: 'colour rules', description: `${colourPages.length} of ${pages.length}: ${colourPages.join(' ')}`});
    });
  });
});

test.describe('phone-width sample', () => {
  test.use({viewport: {width: 390, height: 844}});

  chunksOf(PHONE_PAGES, CHUNK).forEach((pages, index) => {
    test(`no axe violations in dark mode, the colour rules in both modes on the kinds of text new to the batch; docs titles at one height, near the top; tables, breadcrumbs, diagrams (${range(index, pages, PHONE_PAGES)})`, async ({page}) => {
      // One page more: the title reference.
      test.setTimeout((pages.length + 1) * PAGE_BUDGET_MS);
      const violations: string[] = [];
      const layout: string[] = [];
      const checkedKinds = new Set<string>();
      const reference = pages.some(isDocsPage) ? await titleReference(page) : undefined;
      for (const route of pages) {
        // At phone width the switch sits in the closed menu: each mode is a fresh load, chosen
        // the way Docusaurus lets a link choose it (?docusaurus-theme=).
        for (const mode of ['dark', 'light'] as const) {
          await page.goto(`${route}?docusaurus-theme=${mode}`);
          await expectLoaded(page, mode);
          if (mode === 'dark' && isDocsPage(route)) {
            const measured = await pageLayout(page);
            layout.push(...layoutProblems(route, measured, reference!, 390));
            if (!measured.announcement) layout.push(`${route} @390: the announcement bar is not showing`);
            if (measured.titleTop > PHONE_TITLE_MAX_TOP_PX) layout.push(`${route} @390: title top ${measured.titleTop} px`);
          }
          // The same kinds are new in both loads: they are counted as checked after the second.
          const fresh = await markNewKinds(page, checkedKinds, {skipChrome: false, skipCode: false});
          if (mode === 'dark') violations.push(...(await axeViolations(page, route, mode, {disabled: COLOUR_RULES})));
          if (fresh.length > 0) violations.push(...(await axeViolations(page, route, mode, {rules: COLOUR_RULES, only: `[${NEW_KIND}]`})));
          if (mode === 'light') for (const kind of fresh) checkedKinds.add(kind);
        }
      }
      expect.soft(violations, violations.join('\n')).toEqual([]);
      expect.soft(layout, layout.join('\n')).toEqual([]);
    });
  });
});
