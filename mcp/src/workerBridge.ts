/**
 * The site's search worker (src/search/worker.ts), run in Node on an index held in memory, behind
 * the two functions the pure ranking module of issue 38 will export (see ./siteSearch.ts).
 *
 * The worker's code is used as it is, not copied: mcp/scripts/build.ts bundles it with stand-ins
 * for what only a browser worker has. Comlink's `expose` does nothing, the theme's generated
 * constants give the index file's name, and the worker's `fetch` and `location` are those of
 * ./workerEnv.ts, which serve the index registered here and nothing else.
 */
import {SearchWorker, type SearchResult} from '../../src/search/worker';
import {BRIDGE_ORIGIN, indexes} from './workerEnv';

export type {SearchResult};

export type LoadedSearchIndex = {baseUrl: string; worker: SearchWorker};

let nextId = 0;

/** Takes the parts of a search-index-*.json file (parsed), as the site's worker would fetch them. */
export function loadSearchIndex(parts: unknown[]): LoadedSearchIndex {
  const id = String((nextId += 1));
  indexes.set(id, parts);
  return {baseUrl: `${BRIDGE_ORIGIN}/${id}/`, worker: new SearchWorker()};
}

/** The site's results for a query, best first, at most `limit`. */
export function searchIndex(index: LoadedSearchIndex, input: string, limit: number): Promise<SearchResult[]> {
  return index.worker.search(index.baseUrl, '', input, limit);
}
