/**
 * The Docbox server release these docs document, in one place: the Markdown twins' front matter
 * (`docbox_release`), llms.txt's instructions for agents, the MCP server of the docs (mcp/,
 * whose package version it is) and the server environment variables' reference
 * (src/data/serverEnvVars.ts). api/docbox.json's `info.version` and the API changelog's newest
 * release must be the same (tests/mcp/server.test.ts checks both). Change it after checking the
 * pages against a new server release (docs-dev/SOURCES.md).
 */
export const DOCBOX_RELEASE = '0.9.3';

/** The MCP server of the docs (mcp/package.json's name, and the name agents' configurations give it). */
export const MCP_PACKAGE_NAME = 'docbox-docs-mcp';
export const MCP_SERVER_NAME = 'docbox-docs';

/** Where the build publishes the MCP server's packed package on the site (mcp/scripts/build.ts). */
export const MCP_PACKAGE_PATH = `/mcp/${MCP_PACKAGE_NAME}-${DOCBOX_RELEASE}.tgz`;

/**
 * The command that starts the MCP server from the site: npx fetches the package once, and with
 * --prefer-offline starts it from npm's cache after that without asking the network again (without
 * it, npx retries the download for about a minute on a machine that is offline).
 */
export const mcpServerArgs = (siteUrl: string): string[] => ['-y', '--prefer-offline', `${siteUrl.replace(/\/$/, '')}${MCP_PACKAGE_PATH}`];

/**
 * The MCP configuration an agent needs, in the `mcpServers` form most agents read (Claude Code's
 * `.mcp.json`, Claude Desktop, Cursor, Windsurf).
 */
export function mcpServersConfig(siteUrl: string): string {
  const config = {mcpServers: {[MCP_SERVER_NAME]: {command: 'npx', args: mcpServerArgs(siteUrl)}}};
  return `${JSON.stringify(config, null, 2)}\n`;
}
