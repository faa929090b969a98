import {expect, test, type Page} from '@playwright/test';
import {axeBuilder} from '../support/axe';

/**
 * The "Your server" panel of the operation pages: what a reader enters there replaces the example
 * values in every request sample and in the request builder, kept for the tab (sessionStorage),
 * on the device only when asked (localStorage), and gone after "Forget".
 */
const MINE = {
  baseUrl: 'https://docbox.internal.example:8443',
  apiKey: 'k-7f3a9c2e',
  tenantId: '11111111-2222-4333-8444-555555555555',
  tenantEnv: 'Production',
  userId: 'staff-42',
  scope: 'team:finance:files',
};
const LABELS: Record<keyof typeof MINE, string> = {
  baseUrl: 'Base URL',
  apiKey: 'API key',
  tenantId: 'Tenant ID',
  tenantEnv: 'Environment',
  userId: 'User ID (optional)',
  scope: 'Default scope (optional)',
};
const EXAMPLE_KEY = 'your-docbox-api-key';

const samples = (page: Page) => page.locator('section[aria-labelledby="request-samples-heading"]');
const curl = (page: Page) => samples(page).locator('[role="tabpanel"]:not([hidden]) pre');
/** "Your server", on the samples' heading row. */
const toggle = (page: Page) => page.getByRole('button', {name: /^Your server/});
/** The fields it opens. */
const panel = (page: Page) => page.locator('[data-connection] [id$="-fields"]');

async function openPanel(page: Page) {
  if ((await toggle(page).getAttribute('aria-expanded')) !== 'true') await toggle(page).click();
}

async function expectMine(page: Page, operation: string, path: RegExp) {
  const code = curl(page);
  await expect(code, operation).toContainText(`curl --fail-with-body -X`);
  await expect(code, operation).toContainText(MINE.baseUrl);
  await expect(code, operation).toContainText(`x-docbox-api-key: ${MINE.apiKey}`);
  await expect(code, operation).toContainText(`x-tenant-id: ${MINE.tenantId}`);
  await expect(code, operation).toContainText(`x-tenant-env: ${MINE.tenantEnv}`);
  expect(await code.innerText(), operation).toMatch(path);
}

async function expectExamples(page: Page) {
  await expect(curl(page)).toContainText(`x-docbox-api-key: ${EXAMPLE_KEY}`);
  await expect(curl(page)).toContainText('http://localhost:8080');
  await expect(curl(page)).not.toContainText(MINE.baseUrl);
}

test.describe('Your server: the reader\'s own connection in every sample', () => {
  test('typed once, right after the page appears, it fills the samples and the builder of other operation pages', async ({page}) => {
    // A slow network: every script answers 1.5 s late, so the typing starts before the page is live.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/docs/api/folder-create', {waitUntil: 'commit'});
    await toggle(page).click();
    for (const [field, value] of Object.entries(MINE) as [keyof typeof MINE, string][]) {
      await panel(page).getByLabel(LABELS[field], {exact: true}).pressSequentially(value, {delay: 25});
    }
    await expectMine(page, 'folder_create', /\/box\/team:finance:files\/folder'/);
    await expect(curl(page)).toContainText(`x-user-id: ${MINE.userId}`);
    await expect(toggle(page)).toContainText(MINE.baseUrl);
    await page.unroute('**/*.js');

    // Two more operation pages, loaded afresh in the same tab.
    await page.goto('/docs/api/file-get');
    await expectMine(page, 'file_get', /\/box\/team:finance:files\/file\/[0-9a-f-]{36}'/);
    await expect(curl(page), 'file_get takes no user header').not.toContainText('x-user-id');
    await page.goto('/docs/api/admin-tenant-stats');
    await expectMine(page, 'admin_tenant_stats', /\/admin\/tenant-stats'/);

    // The other languages carry them too.
    await samples(page).getByRole('tab', {name: 'Python', exact: true}).click();
    await expect(curl(page)).toContainText(`"x-docbox-api-key": "${MINE.apiKey}"`);
    await expect(curl(page)).toContainText(`"${MINE.baseUrl}/admin/tenant-stats"`);

    // And the SDK's client.
    await samples(page).getByRole('tab', {name: 'SDK', exact: true}).click();
    await expect(curl(page)).toContainText(`baseURL: "${MINE.baseUrl}"`);
    await expect(curl(page)).toContainText(`"x-tenant-id": "${MINE.tenantId}"`);
  });

  test('kept for this tab; in a new tab only when remembered; gone after Forget', async ({page, context}) => {
    await page.goto('/docs/api/folder-get');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expectExamples(page);
    await openPanel(page);
    await panel(page).getByLabel('Base URL', {exact: true}).fill(MINE.baseUrl);
    await panel(page).getByLabel('API key', {exact: true}).fill(MINE.apiKey);
    await expect(curl(page)).toContainText(MINE.baseUrl);

    // Reloading the tab keeps them (sessionStorage); a new tab does not.
    await page.reload();
    await expect(curl(page)).toContainText(`x-docbox-api-key: ${MINE.apiKey}`);
    const other = await context.newPage();
    await other.goto('/docs/api/folder-get');
    await expect(other.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expectExamples(other);
    await other.close();

    // Remembered on this device: a new tab has them, and the fields show them.
    await openPanel(page);
    await panel(page).getByLabel(/Remember on this device/).check();
    await expect(panel(page).getByRole('status')).toHaveText('Remembered on this device.');
    const remembered = await context.newPage();
    await remembered.goto('/docs/api/link-create');
    await expect(curl(remembered)).toContainText(`x-docbox-api-key: ${MINE.apiKey}`);
    await openPanel(remembered);
    await expect(panel(remembered).getByLabel('Base URL', {exact: true})).toHaveValue(MINE.baseUrl);

    // Forget: the fields empty, the samples back to the examples, nothing left in storage.
    await panel(remembered).getByRole('button', {name: 'Forget'}).click();
    await expect(panel(remembered).getByRole('status')).toContainText('Forgotten');
    await expectExamples(remembered);
    await expect(panel(remembered).getByLabel('Base URL', {exact: true})).toHaveValue('');
    const stored = await remembered.evaluate(() => [sessionStorage.length, localStorage.getItem('docbox.api-connection')]);
    expect(stored[1]).toBeNull();
    const fresh = await context.newPage();
    await fresh.goto('/docs/api/link-create');
    await expect(fresh.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expectExamples(fresh);
  });

  test('a saved server moves nothing on the page when it replaces the examples', async ({page}) => {
    // A reader who set their server earlier in this tab opens another operation page. The server's
    // HTML has the example values; right after the page goes live the reader's replace them. If
    // that changed a height (a long base URL wrapping the "Your server" label, say), the button a
    // reader is about to press would jump, and the click would land on whatever took its place.
    await page.addInitScript((connection) => {
      sessionStorage.setItem('docbox.api-connection', JSON.stringify(connection));
    }, MINE);
    // The scripts answer late, so the page is measured as the server rendered it first.
    let releaseScripts: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/docs/api/link-get', {waitUntil: 'domcontentloaded'});
    const copy = samples(page).locator('[role="tabpanel"]:not([hidden])').getByRole('button', {name: /^Copy the /});
    const served = await copy.boundingBox();
    await expect(curl(page)).toContainText('http://localhost:8080');
    releaseScripts();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expectMine(page, 'link_get', /\/box\/team:finance:files\/link\/[0-9a-f-]{36}'/);
    await expect(toggle(page)).toContainText(MINE.baseUrl);
    const live = await copy.boundingBox();
    expect(served, 'the copy button as served').not.toBeNull();
    expect(live, 'the copy button once live').not.toBeNull();
    expect(Math.abs(live!.y - served!.y), `the copy button moved from y=${served!.y} to y=${live!.y}`).toBeLessThan(1);
    expect(Math.abs(live!.height - served!.height)).toBeLessThan(1);
  });

  for (const width of [1280, 390]) {
    test(`closed, "Your server" is a button in sight on the samples' heading row, which moves the samples by a line at most (${width}px)`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.goto('/docs/api/file-upload');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const button = toggle(page);
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveText('Your server');
      // A control, not a line of small print: a box of its own, at least 24 px tall, on the heading's row.
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(await button.evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid');
      const heading = (await page.locator('#request-samples-heading').boundingBox())!;
      expect(Math.abs(box.y + box.height / 2 - (heading.y + heading.height / 2))).toBeLessThan(4);
      // The samples' top with the control closed, and with it gone from the page.
      const tabsTop = () => samples(page).getByRole('tablist').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const withControl = await tabsTop();
      await button.evaluate((element) => element.remove());
      const without = await tabsTop();
      const line = await page.locator('article p').first().evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(withControl - without, `the samples start ${withControl - without} px lower with the control`).toBeLessThanOrEqual(line);
    });
  }

  test('the page as served, and its Markdown twin, show the documented examples and where the key comes from', async ({page, request}) => {
    const html = await (await request.get('/docs/api/file-upload')).text();
    expect(html).toContain('Your server');
    expect(html).toContain(`x-docbox-api-key: ${EXAMPLE_KEY}`);
    expect(html).toContain('meeting-notes.txt');
    const twin = await (await request.get('/docs/api/file-upload.md')).text();
    expect(twin).toContain(`x-docbox-api-key: ${EXAMPLE_KEY}`);
    expect(twin).toMatch(/`x-docbox-api-key` carries the key your server was started with \(`DOCBOX_API_KEY`\)/);
    // Pressing Enter in a field sends nothing and goes nowhere: the key stays out of the address.
    await page.goto('/docs/api/file-upload');
    await openPanel(page);
    await panel(page).getByLabel('API key', {exact: true}).fill('k-enter');
    await page.keyboard.press('Enter');
    await expect(curl(page)).toContainText('x-docbox-api-key: k-enter');
    expect(page.url()).not.toContain('k-enter');
  });
});

test.describe('Your server, opened', () => {
  for (const mode of ['dark', 'light'] as const) {
    test(`has no axe violations in ${mode} mode`, async ({page}) => {
      await page.goto(`/docs/api/folder-create?docusaurus-theme=${mode}`);
      await openPanel(page);
      await expect(panel(page).getByRole('button', {name: 'Forget'})).toBeVisible();
      const {violations} = await axeBuilder(page).include('[data-connection]').analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
