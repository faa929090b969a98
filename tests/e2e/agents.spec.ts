/**
 * Docs for coding agents, on the served site:
 *   - the "Docs for agents" guide is in the sidebar, in search and in llms.txt;
 *   - "Copy MCP config" puts the MCP server's configuration on the clipboard, fetching nothing;
 *   - that configuration works: npx fetches the package from the site once, then starts it with
 *     no network at all (an empty network namespace).
 * The server's tools are tested in tests/mcp/server.test.ts.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {DOCBOX_RELEASE, MCP_PACKAGE_PATH, MCP_SERVER_NAME, mcpServersConfig} from '../../src/data/release';
import {topResults} from '../support/search-generated';

const SITE_URL = process.env.SITE_URL ?? 'https://docbox-nz.pages.dev';
const GUIDE = '/docs/guides/integrating/docs-for-agents';

test('the Docs for agents guide is in the sidebar, in search and in llms.txt', async ({page, request}) => {
  await page.goto('/docs/guides/intro');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  // In its group, closed until the reader opens it.
  await sidebar.getByRole('button', {name: "Expand sidebar category 'Build on Docbox'"}).click();
  await expect(sidebar.getByRole('link', {name: 'Docs for agents'})).toHaveAttribute('href', GUIDE);

  for (const query of ['docs for agents', 'mcp server', 'llms.txt']) {
    expect((await topResults(page, query)).slice(0, 3), query).toContain(GUIDE);
  }

  const llms = await (await request.get('/llms.txt')).text();
  const guides = llms.split('\n## Guides\n')[1]!.split('\n## ')[0]!;
  expect(guides).toContain(`- [Docs for agents](${SITE_URL}${GUIDE}.md): `);
});

test.describe('Copy MCP config', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('puts the MCP server configuration on the clipboard, fetching nothing', async ({page, request}) => {
    await page.goto('/docs/api/file-upload');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));

    await page.getByRole('button', {name: 'Copy MCP config'}).click();
    await expect(page.getByRole('group', {name: /MCP server/}).getByRole('status')).toHaveText('The MCP configuration is on the clipboard.');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(mcpServersConfig(SITE_URL));
    const config = JSON.parse(clipboard) as {mcpServers: Record<string, {command: string; args: string[]}>};
    expect(config.mcpServers[MCP_SERVER_NAME]).toEqual({command: 'npx', args: ['-y', '--prefer-offline', `${SITE_URL}/mcp/docbox-docs-mcp-${DOCBOX_RELEASE}.tgz`]});
    expect(requests).toEqual([]);

    // The package it names is on the site.
    const tarball = await request.get(MCP_PACKAGE_PATH);
    expect(tarball.status()).toBe(200);
    expect((await tarball.body()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  test('is on every kind of page that has Copy page, and reachable at phone width', async ({page}) => {
    for (const route of ['/docs/guides/intro', '/docs/category/setup', '/blog/docbox-0-9-3']) {
      await page.goto(route);
      await expect(page.getByRole('button', {name: 'Copy MCP config'}), route).toBeVisible();
    }
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/docs/api/file-upload');
    const box = (await page.getByRole('button', {name: 'Copy MCP config'}).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});

test('the copied configuration starts the server: fetched from the site once, then run with no network', async ({baseURL}) => {
  const canUnshare = spawnSync('unshare', ['-rn', 'true']).status === 0;
  // Outside CI a machine without network namespaces skips this; in CI it fails instead.
  test.skip(!canUnshare && !process.env.CI, 'unshare -rn is not allowed here (in CI this fails)');
  expect(canUnshare, 'unshare -rn is not allowed on this machine: the no-network run cannot be proved').toBe(true);
  test.setTimeout(120_000);
  const home = mkdtempSync(path.join(tmpdir(), 'docbox-agent-'));
  // The configuration as copied, with the site's URL swapped for the one under test.
  const args = (JSON.parse(mcpServersConfig(baseURL!)) as {mcpServers: Record<string, {args: string[]}>}).mcpServers[MCP_SERVER_NAME]!.args;
  const env = {PATH: process.env.PATH ?? '', HOME: home, npm_config_cache: path.join(home, 'npm-cache'), npm_config_update_notifier: 'false'};
  const start = async (command: string, commandArgs: string[]) => {
    const client = new Client({name: 'docbox-agent-test', version: '1.0.0'});
    await client.connect(new StdioClientTransport({command, args: commandArgs, env, cwd: home, stderr: 'pipe'}));
    return client;
  };
  try {
    // First run: npx downloads the package from the site.
    const online = await start('npx', args);
    expect(online.getServerVersion()?.version).toBe(DOCBOX_RELEASE);
    await online.close();
    // Later runs: no network at all, and it starts at once from npm's cache.
    const started = Date.now();
    const offline = await start('unshare', ['-rn', 'npx', ...args]);
    const result = (await offline.callTool({name: 'read_page', arguments: {page: GUIDE}})) as {content: {text: string}[]};
    expect(result.content[0]!.text).toMatch(/^---\ntitle: "Docs for agents"\n/);
    await offline.close();
    expect(Date.now() - started, 'no wait for a download that cannot happen').toBeLessThan(30_000);
  } finally {
    rmSync(home, {recursive: true, force: true});
  }
});
