import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {COLOUR_RULES, axeBuilder, renderForAxe} from '../support/axe';

/**
 * The release switch, the release marks of the reference pages, freshness and "Report a
 * problem", as a reader meets them: they pick the release they run in a select, by mouse, with
 * the keyboard or on a phone, and read what the page marks.
 */
type Entry = {since: string; removedIn?: string};
const data = JSON.parse(readFileSync(path.resolve(__dirname, '../../src/data/releases/releases.json'), 'utf8')) as {
  server: {releases: {version: string; cli: string}[]; settings: Record<string, Entry>};
  cli: {commands: Record<string, Entry>; options: Record<string, Entry & {command?: string}>};
};
const changelog = JSON.parse(readFileSync(path.resolve(__dirname, '../../src/data/apiChangelog/changelog.json'), 'utf8')) as {
  operations: Record<string, {since: string; changedIn: string[]}>;
};

const compare = (a: string, b: string) => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
};
const newer = (entries: Record<string, Entry>, release: string) =>
  Object.entries(entries)
    .filter(([, entry]) => compare(entry.since, release) > 0)
    .map(([id]) => id)
    .sort();

const ENV = '/docs/guides/configuration/server-environment-variables';
const CLI = '/docs/guides/setup/intro';
const UPGRADE = '/docs/guides/operating/upgrading';

const releaseSwitch = (page: Page) => page.locator('[data-release-switch]');
const serverSelect = (page: Page) => releaseSwitch(page).getByLabel(/Docbox (server|release)/);
const status = (page: Page) => releaseSwitch(page).getByRole('status');

/** The ids the page marks in a state: what the switch marked, read from the marks' own dates. */
async function markedIds(page: Page, states: string[]): Promise<string[]> {
  return page.locator('[data-marks]').evaluateAll(
    (elements, wanted) =>
      elements
        .filter((element) => wanted.includes((element as HTMLElement).dataset.releaseState ?? ''))
        .flatMap((element) => (JSON.parse((element as HTMLElement).dataset.marks!) as string[][]).map((entry) => entry[1]!)),
    states,
  );
}

test.describe('the release switch', () => {
  test('choosing 0.7.1 marks every setting added after 0.7.1, says how many, and choosing nothing takes the marks off', async ({page}) => {
    await page.goto(ENV);
    // Nothing chosen: the page is as the server wrote it.
    await expect(serverSelect(page)).toHaveValue('');
    expect(await page.locator('[data-release-state]').count()).toBe(0);
    await expect(status(page)).toHaveText('');

    await serverSelect(page).selectOption('0.7.1');
    const expected = newer(data.server.settings, '0.7.1');
    // Rows whose names all arrived later are "newer"; a row whose older alias 0.7.1 reads is "partly".
    await expect.poll(async () => [...new Set(await markedIds(page, ['newer', 'partly']))].filter((id) => expected.includes(id)).sort()).toEqual(expected);
    const marked = await page.locator('[data-release-state="newer"], [data-release-state="partly"]').count();
    await expect(status(page)).toContainText(`For Docbox 0.7.1: ${marked} entries are marked as newer than your release (${marked} settings)`);
    // A marked row is drawn apart, and the reason is there for screen readers.
    const row = page.locator('tr', {has: page.locator('code', {hasText: /^DOCBOX_LOGGING_FORMAT$/})});
    await expect(row.locator('[data-release-note]')).toHaveText(' (Not in Docbox 0.7.1: it arrived in 0.8.0.)');
    const plain = page.locator('tr', {has: page.locator('code', {hasText: /^DOCBOX_API_KEY$/})});
    const tint = (locator: typeof row) => locator.locator('td').first().evaluate((cell) => getComputedStyle(cell).boxShadow);
    expect(await tint(row)).not.toBe('none');
    expect(await tint(plain)).toBe('none');
    // Settings 0.7.1 still reads and later releases do not: none; settings it no longer reads: the retired ones.
    expect(await markedIds(page, ['kept'])).toEqual([]);

    await serverSelect(page).selectOption('');
    await expect(page.locator('[data-release-state]')).toHaveCount(0);
    await expect(status(page)).toHaveText('');
    await expect(row.locator('[data-release-note]')).toHaveText('');
  });

  test('an older release is told what it still has that later releases removed', async ({page}) => {
    await page.goto(ENV);
    await serverSelect(page).selectOption('0.5.0');
    const kept = Object.entries(data.server.settings)
      .filter(([, entry]) => entry.removedIn && compare(entry.removedIn, '0.5.0') > 0 && compare(entry.since, '0.5.0') <= 0)
      .map(([id]) => id)
      .sort();
    expect(kept.length).toBeGreaterThan(0);
    await expect.poll(async () => (await markedIds(page, ['kept'])).sort()).toEqual(kept);
    await expect(status(page)).toContainText(`${kept.length} entries your release still has were removed later`);
  });

  test('a release chosen before the page is live (slow scripts) is kept, shown and applied once it is', async ({page}) => {
    // A slow network: every script answers 1.5 s late, so the reader picks before hydration.
    // (Slowed by a flag rather than unrouted: unrouting fails the requests still held.)
    let slow = true;
    await page.route('**/*.js', async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(ENV, {waitUntil: 'commit'});
    await serverSelect(page).selectOption('0.7.1');
    // Once the page is live it says what the choice marks.
    await expect(status(page)).not.toBeEmpty({timeout: 30_000});
    slow = false;
    await expect(serverSelect(page)).toHaveValue('0.7.1');
    await page.goto(CLI);
    await expect(serverSelect(page)).toHaveValue('0.7.1');
  });

  test('the choice follows the reader to the CLI reference, whose CLI release goes with the server\'s unless chosen', async ({page}) => {
    await page.goto(ENV);
    await serverSelect(page).selectOption('0.7.1');
    // The reader sees the page take the choice (its status line) before leaving for another.
    await expect(status(page)).not.toBeEmpty();
    await page.goto(CLI);
    const cli = releaseSwitch(page).getByLabel('docbox-cli');
    const forServer = data.server.releases.find((release) => release.version === '0.7.1')!.cli;
    await expect(serverSelect(page)).toHaveValue('0.7.1');
    await expect(cli.locator('option:checked')).toHaveText(`${forServer}, for Docbox 0.7.1`);
    const expectedCommands = newer(data.cli.commands, forServer);
    await expect.poll(async () => (await markedIds(page, ['newer'])).filter((id) => !id.includes(' ')).sort()).toEqual(expectedCommands);
    await expect(status(page)).toContainText(`For Docbox 0.7.1 with CLI ${forServer}:`);

    // The reader runs an older CLI: more is marked, options added to older commands among them.
    await cli.selectOption('0.5.0');
    const options = newer(data.cli.options, '0.5.0').filter((id) => id.includes(' '));
    await expect.poll(async () => (await markedIds(page, ['newer', 'partly'])).filter((id) => id.includes(' ')).sort()).toEqual(expect.arrayContaining(options));
    await expect(status(page)).toContainText('For Docbox 0.7.1 with CLI 0.5.0:');
  });

  test('operation pages mark an operation that arrived after the reader\'s release, and only that', async ({page}) => {
    const later = Object.entries(changelog.operations).filter(([, dates]) => compare(dates.since, '0.7.1') > 0);
    expect(later.map(([id]) => id)).toEqual(['folder_create_zip']);
    await page.goto('/docs/api/file-upload');
    await serverSelect(page).selectOption('0.7.1');
    await expect(status(page)).toHaveText('Docbox 0.7.1 has this operation.');
    expect(await page.locator('[data-release-state]').count()).toBe(0);
    await page.goto('/docs/api/folder-create-zip');
    await expect(page.locator('[data-marks][data-release-state="newer"]')).toContainText('Since 0.8.0');
    await expect(status(page)).toHaveText('Not in Docbox 0.7.1: it arrived in 0.8.0.');
  });

  test('an operation page has its release in one line under the method and path, the choice in it, nothing more above the description', async ({page}) => {
    const spec = JSON.parse(readFileSync(path.resolve(__dirname, '../../api/docbox.json'), 'utf8')) as {
      paths: Record<string, Record<string, {operationId?: string; description?: string}>>;
    };
    const upload = Object.values(spec.paths).flatMap((item) => Object.values(item)).find((operation) => operation.operationId === 'file_upload')!;
    const dates = changelog.operations.file_upload!;
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/docs/api/file-upload');
    const line = page.locator('.operation-release');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(`Since ${dates.since} · changed in ${dates.changedIn.join(', ')}`);
    await expect(line.locator('[data-release-switch]')).toHaveCount(1);
    await expect(serverSelect(page)).toBeVisible();
    // One line at this width: no taller than one line of its text (the select sits in it).
    const lineHeight = await line.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await line.boundingBox())!.height).toBeLessThan(lineHeight * 1.6);
    // Right under the method and path, and the description right under it.
    expect(await line.evaluate((element) => element.previousElementSibling?.className)).toContain('operation-divider');
    const firstWords = upload.description!.split(/[`.]/)[0]!.trim();
    await expect(line.locator('xpath=following-sibling::*[1]')).toContainText(firstWords);
    // Every release mark and switch of the page is in that line.
    expect(await page.locator('article [data-release-switch], article [data-marks]').evaluateAll((elements) => elements.filter((element) => !element.closest('.operation-release')).length)).toBe(0);
    // Chosen there, it marks the line and says so to screen readers.
    await serverSelect(page).selectOption('0.7.1');
    await expect(status(page)).toHaveText('Docbox 0.7.1 has this operation.');
  });

  test('the upgrade page marks the releases to go through and lists the upgrade notes from 0.7.1 to the newest', async ({page}) => {
    await page.goto(UPGRADE);
    const notes = page.locator('[data-upgrade-notes]');
    await expect(notes.locator('summary')).toHaveText('Upgrade notes for your release: choose it above');
    await serverSelect(page).selectOption('0.7.1');
    const after = data.server.releases.map((release) => release.version).filter((version) => compare(version, '0.7.1') > 0);
    const newest = after[after.length - 1]!;
    await expect(notes.locator('summary')).toHaveText(`Upgrade notes from Docbox 0.7.1 to ${newest}: ${after.length} releases`);
    // Chosen here, the notes open by themselves.
    await expect(notes).toHaveAttribute('open', '');
    await expect(notes.locator('ol > li > a:first-child')).toHaveText(after);
    await expect(notes.locator('ol > li').first()).toContainText('DOCBOX_LOGGING_FORMAT');
    await expect(notes.locator('ol > li').first()).toContainText('migrate-storage');
    await expect(page.locator('[data-upgrade-step][data-release-state="to-go"]')).toHaveCount(after.length);
    await expect(status(page)).toContainText(`${after.length} releases to go through are marked in the table`);
    // A release's link leads to its row.
    await notes.getByRole('link', {name: '0.8.0', exact: true}).click();
    await expect(page).toHaveURL(/#upgrade-0-8-0$/);
  });

  test('with the keyboard: Tab to the switch, type the release, hear how many entries are marked', async ({page}) => {
    await page.goto(ENV);
    const select = serverSelect(page);
    // From the top of the page, Tab until the switch has focus.
    for (let i = 0; i < 200 && !(await select.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await expect(select).toHaveAccessibleName(/Docbox server/);
    await page.keyboard.type('0.7.1', {delay: 80});
    await expect(select).toHaveValue('0.7.1');
    await expect(status(page)).toContainText('For Docbox 0.7.1:');
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('0.7.0');
    await expect(status(page)).toContainText('For Docbox 0.7.0:');
  });

  test('a choice kept from before is applied after the page loads, without moving it', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docbox.release', JSON.stringify({server: '0.7.1'}));
      (window as unknown as {shifts: number}).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
          if (!entry.hadRecentInput) (window as unknown as {shifts: number}).shifts += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    // The page as the server sent it has no marks, whatever the reader chose.
    const html = await (await page.request.get(ENV)).text();
    expect(html).not.toContain('data-release-state');
    await page.goto(ENV);
    await expect(status(page)).toContainText('For Docbox 0.7.1:');
    await expect(serverSelect(page)).toHaveValue('0.7.1');
    await page.goto(UPGRADE);
    await expect(status(page)).toContainText('For Docbox 0.7.1:');
    // Kept from before, the upgrade notes stay closed: nothing below them moves.
    await expect(page.locator('[data-upgrade-notes]')).not.toHaveAttribute('open', '');
    expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBeLessThan(0.01);
  });

  test('no marks and no requests elsewhere: the choice is never sent anywhere', async ({page, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(ENV);
    await serverSelect(page).selectOption('0.6.0');
    await expect(status(page)).toContainText('For Docbox 0.6.0:');
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
    expect(requests.filter((url) => url.includes('0.6.0'))).toEqual([]);
  });
});

test.describe('the release switch on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('tapping the select and picking a release marks the settings and the upgrade rows', async ({page}) => {
    await page.goto(ENV);
    await serverSelect(page).tap();
    await serverSelect(page).selectOption('0.7.1');
    await expect(status(page)).toContainText('For Docbox 0.7.1:');
    const row = page.locator('tr', {has: page.locator('code', {hasText: /^DOCBOX_DB_POOL_TIMEOUT$/})});
    // 0.7.1 has it: not marked; the next row down the table of 0.8.0's settings is.
    await expect(row.locator('[data-marks]')).not.toHaveAttribute('data-release-state', /.+/);
    await expect(page.locator('tr', {has: page.locator('code', {hasText: /^DOCBOX_LOGGING_FORMAT$/})}).locator('[data-marks]')).toHaveAttribute('data-release-state', 'newer');
    // The switch fits the screen.
    const box = await releaseSwitch(page).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.goto(UPGRADE);
    const toGo = data.server.releases.filter((release) => compare(release.version, '0.7.1') > 0).length;
    await expect(page.locator('[data-upgrade-step][data-release-state="to-go"]')).toHaveCount(toGo);
  });
});

test.describe('marks in both colour modes', () => {
  for (const theme of ['light', 'dark']) {
    test(`no axe violations on the marked pages (${theme})`, async ({page}) => {
      test.setTimeout(120_000);
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode);
        localStorage.setItem('docbox.release', JSON.stringify({server: '0.5.0'}));
      }, theme);
      for (const route of [ENV, UPGRADE, '/docs/api/folder-create-zip']) {
        await page.goto(route);
        await expect(status(page)).toContainText(/0\.5\.0/);
        // The upgrade page's notes open with a click, so axe sees their marks; no other route has them.
        if (route === UPGRADE) await page.locator('[data-upgrade-notes] summary').click();
        // Off-screen blocks of a long page are not painted until rendered (content-visibility).
        await renderForAxe(page);
        // Light mode changes colours only: the rules that do not read them ran in dark mode.
        const builder = axeBuilder(page).include('article');
        const results = await (theme === 'light' ? builder.withRules(COLOUR_RULES) : builder).analyze();
        expect(results.violations.map((violation) => `${route}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
});

test.describe('freshness', () => {
  test('every guide shows when it was last updated and the release it was checked against', async ({page}) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const guides = [...sitemap.matchAll(/<loc>[^<]*?(\/docs\/(?:guides|category)\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
    // One page per Markdown file of docs/guides (a section's index.md is its /docs/category/ page).
    const files = readdirSync(path.join(__dirname, '..', '..', 'docs', 'guides'), {recursive: true, encoding: 'utf8'});
    expect(guides.length).toBe(files.filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_')).length);
    for (const route of guides) {
      const html = await (await page.request.get(route)).text();
      expect(html, route).toMatch(/data-page-freshness=""><span>Last updated <time datetime=\d{4}-\d\d-\d\d>/);
      expect(html, route).toMatch(/Checked against Docbox <!-- -->\d+\.\d+\.\d+/);
    }
  });

  test('the sitemap has a lastmod for every URL, the date the page shows', async ({page}) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>(\d{4}-\d\d-\d\d)<\/lastmod>)?/g)];
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((match) => !match[2]).map((match) => match[1])).toEqual([]);
    for (const route of [ENV, '/docs/api/file-upload', '/docs/guides/intro']) {
      const lastmod = urls.find((match) => new URL(match[1]!).pathname === route)![2];
      await page.goto(route);
      await expect(page.locator('[data-page-freshness] time').first()).toHaveAttribute('datetime', lastmod!);
    }
  });
});

test.describe('Report a problem', () => {
  test('the link carries the page, the section and the release, and nothing is requested elsewhere before it is followed', async ({page, context, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    context.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    // The issue page, answered here: the test never reaches GitHub.
    await context.route(/^https:\/\/github\.com\//, (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<title>new issue</title>'}));
    await page.goto(ENV);
    await serverSelect(page).selectOption('0.7.1');
    // The reader scrolls to the search settings and reports from beside the table of contents.
    const search = page.locator('h2#search');
    const top = () => search.evaluate((heading) => heading.getBoundingClientRect().top);
    await page.mouse.move(600, 500);
    // Down the page with the wheel until the heading has passed the top third of the window.
    for (let i = 0; i < 100 && (await top()) > 150; i++) {
      await page.mouse.wheel(0, Math.min(400, Math.max(40, (await top()) - 100)));
      await page.waitForTimeout(50);
    }
    expect(await top()).toBeLessThan(250);
    const link = page.locator('[data-report-in-view]').getByRole('link', {name: 'Report a problem with this page'});
    await expect(page.getByRole('link', {name: 'Report a problem with this page'})).toHaveCount(2);
    // Before anything else: nothing from another site, and the server's link names the page.
    expect(foreign).toEqual([]);
    const served = new URL((await link.getAttribute('href'))!);
    expect(served.pathname).toMatch(/\/issues\/new$/);
    expect(served.searchParams.get('body')).toMatch(/^Page: https?:\/\/[^\s]+\/docs\/guides\/configuration\/server-environment-variables$/m);
    const [issue] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const url = new URL(issue.url());
    const body = url.searchParams.get('body')!;
    expect(body).toMatch(/^Page: https?:\/\/[^\s]+\/docs\/guides\/configuration\/server-environment-variables#[\w-]+$/m);
    expect(body).toMatch(/^Section: Search backend settings$/m);
    expect(body).toMatch(/#search$/m);
    expect(body).toMatch(/^Release I run: Docbox 0\.7\.1$/m);
    const checkedAgainst = /^checked_against: (.+)$/m.exec(readFileSync(path.resolve(__dirname, '../../docs/guides/configuration/server-environment-variables.md'), 'utf8'))?.[1];
    expect(checkedAgainst, 'the page\'s front matter has checked_against').toBeTruthy();
    expect(body).toContain(`The page was checked against: Docbox ${checkedAgainst}`);
    expect(url.searchParams.get('title')).toMatch(/^Docs: Server environment variables/);
    // The only request to another site is the one the click made.
    expect(foreign.every((request) => request.startsWith('https://github.com/'))).toBe(true);
    expect(foreign.length).toBeGreaterThan(0);
  });

  test('the link at the end of the page names the section of the text the reader selected', async ({page, context}) => {
    await context.route(/^https:\/\/github\.com\//, (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<title>new issue</title>'}));
    await page.goto('/docs/guides/operating/upgrading');
    const heading = page.locator('article h2#before-you-start');
    await heading.locator('xpath=following-sibling::ul[1]/li[1]').click({clickCount: 3});
    expect(await page.evaluate(() => window.getSelection()?.toString().length)).toBeGreaterThan(10);
    const [issue] = await Promise.all([context.waitForEvent('page'), page.locator('[data-page-freshness] [data-report-problem]').click()]);
    const body = new URL(issue.url()).searchParams.get('body')!;
    expect(body).toMatch(/^Section: Before you start$/m);
    expect(body).toMatch(/upgrading#before-you-start$/m);
    expect(body).toMatch(/^Release I run: \(not chosen on the site\)$/m);
  });
});
