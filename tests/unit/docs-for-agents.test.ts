/**
 * The "Docs for agents" guide writes its commands and configurations out by hand: they must be
 * the ones the site's Copy MCP config gives (src/data/release.ts), for the release the docs are for.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {DOCBOX_RELEASE, MCP_PACKAGE_PATH, MCP_SERVER_NAME, mcpServerArgs, mcpServersConfig} from '../../src/data/release';

const root = path.resolve(import.meta.dirname, '../..');
const guide = readFileSync(path.join(root, 'docs/guides/integrating/docs-for-agents.md'), 'utf8');
/** The production site, which the guide names. */
const SITE = 'https://docbox-nz.pages.dev';

const blocks = (language: string) =>
  [...guide.matchAll(/^ *```(\S+)[^\n]*\n([\s\S]*?)^ *```$/gm)].filter(([, lang]) => lang === language).map(([, , body]) => body!);

test('every package URL in the guide is the one the site publishes for this release', () => {
  const urls = [...guide.matchAll(/https:\/\/\S+?\.tgz/g)].map(([url]) => url);
  assert.ok(urls.length >= 6);
  for (const url of urls) assert.equal(url, `${SITE}${MCP_PACKAGE_PATH}`);
  for (const file of guide.matchAll(/docbox-docs-mcp-(\d+\.\d+\.\d+)\.tgz/g)) assert.equal(file[1], DOCBOX_RELEASE);
  for (const version of guide.matchAll(/Docbox server (\d+\.\d+\.\d+)/g)) assert.equal(version[1], DOCBOX_RELEASE);
});

test('the configurations in the guide start the server as Copy MCP config does', () => {
  const json = blocks('json').map((body) => JSON.parse(body) as Record<string, Record<string, {command: string; args: string[]; type?: string}>>);
  assert.equal(json.length, 3);
  const expected = JSON.parse(mcpServersConfig(SITE)) as Record<string, unknown>;
  assert.deepEqual(json[0], expected, '.mcp.json');
  assert.deepEqual(json[1], expected, '.cursor/mcp.json');
  assert.deepEqual(json[2], {servers: {[MCP_SERVER_NAME]: {type: 'stdio', command: 'npx', args: mcpServerArgs(SITE)}}}, '.vscode/mcp.json');
  const [toml] = blocks('toml');
  assert.equal(toml, `[mcp_servers.${MCP_SERVER_NAME}]\ncommand = "npx"\nargs = ${JSON.stringify(mcpServerArgs(SITE)).replace(/","/g, '", "')}\n`);
  assert.ok(guide.includes(`claude mcp add ${MCP_SERVER_NAME} -- npx ${mcpServerArgs(SITE).join(' ')}\n`));
});
