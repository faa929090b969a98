/**
 * The docs site's search, run on the site's own index: the one place the MCP server gets its
 * ranking from. src/search/rank.ts is the function the site's search worker calls for the navbar
 * box and /search, so search_docs answers in the same order.
 */
export {loadSearchIndex, searchIndex, type SearchResult} from '../../src/search/rank';
export {templatePattern} from '../../src/search/requests';
