import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';

// Code blocks in Markdown are highlighted when the site is built (src/remark/highlightCodeBlocks.ts):
// the served HTML carries the coloured tokens, and only API pages load the browser highlighter.
const guide = '/docs/guides/concepts/gateway';
const titledBlock = 'src/docbox.ts';

/** The code of the fence with this title in a Markdown file, as a reader should copy it. */
function fenceCode(file: string, title: string): string {
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.includes(`title="${title}"`));
  const indent = /^\s*/.exec(lines[start])![0].length;
  const end = lines.findIndex((line, index) => index > start && /^\s*```\s*$/.test(line));
  return lines
    .slice(start + 1, end)
    .map((line) => line.slice(indent))
    .join('\n');
}

const prismScript = /\/assets\/js\/prism\.[0-9a-f]+\.js$/;

async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  return scripts;
}

test.describe('code blocks', () => {
  test('arrive highlighted in the HTML the server sends', async ({request}) => {
    const html = await (await request.get(guide)).text();
    const block = html.slice(html.indexOf(`>${titledBlock}<`));
    expect(block).toMatch(/^[^]*?<code[^>]*><div class="?token-line"?><span class="token keyword">import<\/span>/);
  });

  test('no page loads the highlighter on load; an API page loads it when its samples are rendered in the browser', async ({page}) => {
    const guideScripts = await scriptsLoadedBy(page, guide);
    expect(guideScripts.length).toBeGreaterThan(2);
    expect(guideScripts.filter((url) => prismScript.test(url))).toEqual([]);
    const apiScripts = await scriptsLoadedBy(page, '/docs/api/file-upload');
    expect(apiScripts.length).toBeGreaterThan(2);
    expect(apiScripts.filter((url) => prismScript.test(url))).toEqual([]);
    // The server highlighted the request samples.
    const samples = page.locator('section[aria-labelledby="request-samples-heading"]');
    await expect(samples.locator('[role="tabpanel"]:not([hidden]) .token').first()).toBeAttached();
    // The samples, used, are rendered in the browser: Prism loads and highlights them.
    await samples.getByRole('tab', {name: 'Rust', exact: true}).click();
    await expect(samples.locator('[role="tabpanel"]:not([hidden]) pre')).toContainText('reqwest');
    await expect(samples.locator('[role="tabpanel"]:not([hidden]) .token').first()).toBeAttached();
    await expect.poll(() => apiScripts.filter((url) => prismScript.test(url)).length).toBe(1);
  });

  test('colour tokens for the current colour mode and switch with it', async ({page}) => {
    await page.goto(guide);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const keyword = page.locator('.theme-code-block', {hasText: titledBlock}).locator('.token.keyword').first();
    const block = page.locator('.theme-code-block', {hasText: titledBlock});
    // Dracula's keyword purple and code background in dark mode (the default)...
    await expect(keyword).toHaveCSS('color', 'rgb(189, 147, 249)');
    await expect(block).toHaveCSS('background-color', 'rgb(40, 42, 54)');
    await page.getByRole('button', {name: /currently dark mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // ...and the light theme's accessible red and grey background after switching.
    await expect(keyword).toHaveCSS('color', 'rgb(163, 20, 31)');
    await expect(block).toHaveCSS('background-color', 'rgb(246, 248, 250)');
  });

  test('copy exactly the code of the block', async ({browser}) => {
    const context = await browser.newContext({permissions: ['clipboard-read', 'clipboard-write']});
    const page = await context.newPage();
    await page.goto(guide);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const block = page.locator('.theme-code-block', {hasText: titledBlock});
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const expected = fenceCode('docs/guides/concepts/gateway.md', titledBlock);
    expect(expected.split('\n').length).toBeGreaterThan(20);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await context.close();
  });

  test('wrap long lines on request', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(guide);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const block = page.locator('.theme-code-block', {hasText: titledBlock});
    const pre = block.locator('pre');
    await block.scrollIntoViewIfNeeded();
    const scrolls = () => pre.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await scrolls()).toBe(true);
    await block.hover();
    await block.getByRole('button', {name: 'Toggle word wrap'}).click();
    await expect.poll(scrolls).toBe(false);
  });

  test('render their buttons only for the block a reader reaches for', async ({page}) => {
    await page.goto(guide);
    // The live page, not the server's: the theme's buttons are rendered in the browser only.
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const blocks = page.locator('.theme-code-block');
    expect(await blocks.count()).toBeGreaterThan(1);
    await expect(page.locator('.theme-code-block button')).toHaveCount(0);
    const block = blocks.filter({hasText: titledBlock});
    await block.hover();
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeAttached();
    // Only this block has buttons. (Counted by block: its own word-wrap button can come a moment
    // after its copy button, once the block has measured its lines; comparing button counts raced.)
    const withButtons = page.locator('.theme-code-block:has(button)');
    await expect(withButtons).toHaveCount(1);
    await expect(withButtons).toContainText(titledBlock);
  });

  test('a keyboard reader tabs from the lines to the block\'s buttons', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(guide);
    // The buttons exist only on the live page (the theme renders them in the browser alone), so
    // this is about the order once it is live (a tap that may come earlier is the next test's).
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const block = page.locator('.theme-code-block', {hasText: titledBlock});
    await block.locator('pre').focus();
    // The lines scroll sideways at this width, so the word-wrap button comes first, then copy.
    // The block adds it once it has measured its lines, a moment after the copy button: the
    // reader, who sees the buttons on the focused block, tabs once both are there.
    await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeFocused();
  });

  test('a tap on a phone shows the buttons, and copy copies', async ({browser}) => {
    const context = await browser.newContext({
      viewport: {width: 390, height: 844},
      hasTouch: true,
      isMobile: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(guide);
    const block = page.locator('.theme-code-block', {hasText: titledBlock});
    await block.locator('pre').tap();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).tap();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeAttached();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fenceCode('docs/guides/concepts/gateway.md', titledBlock));
    await context.close();
  });

  test('take keyboard focus (tabindex 0), so long lines can be scrolled without a mouse', async ({page}) => {
    await page.goto(guide);
    const pre = page.locator('.theme-code-block', {hasText: titledBlock}).locator('pre');
    await expect(pre).toHaveAttribute('tabindex', '0');
  });
});
