/**
 * The docs site's search, run on the site's own index: the one place the MCP server gets its
 * ranking from, so that search_docs answers what the navbar box and /search answer.
 *
 * Until the ranking is a pure function of its own (`loadSearchIndex` / `searchIndex` in
 * src/search/rank.ts, issue 38), it is the site's search worker itself, run in Node
 * (./workerBridge.ts). When that module lands, this line becomes
 *     export {loadSearchIndex, searchIndex, type SearchResult} from '../../src/search/rank';
 * (callers await `searchIndex`, which then returns its results at once).
 */
export {loadSearchIndex, searchIndex, type SearchResult} from './workerBridge';
