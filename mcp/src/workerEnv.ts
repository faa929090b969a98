/**
 * What the site's search worker finds in a browser worker's scope, for the worker run in Node
 * (./workerBridge.ts): its `location`, and a `fetch` that answers only with an index registered
 * here. mcp/scripts/build.ts makes these the worker module's own `fetch` and `location`; the
 * process's globals stay as they are.
 */

/** The origin the worker is told it runs at; its index URLs are on it. */
export const BRIDGE_ORIGIN = 'http://docbox-docs-mcp.invalid';

export const location = {origin: BRIDGE_ORIGIN};

/** Index files (the parsed parts of search-index-*.json) by the id in their URL's path. */
export const indexes = new Map<string, unknown>();

export async function fetch(url: string): Promise<{json: () => Promise<unknown>}> {
  const id = new URL(url).pathname.split('/')[1] ?? '';
  if (!url.startsWith(`${BRIDGE_ORIGIN}/`) || !indexes.has(id)) throw new Error(`the search index ${url} is not loaded`);
  return {json: async () => indexes.get(id)};
}
