/**
 * The search worker of @easyops-cn/docusaurus-search-local, rewritten for how people search these
 * docs (src/plugins/searchWorker.ts swaps it in for the theme's own worker.js). The theme's
 * search box, results page and highlighting stay; which documents match and in what order is
 * ./rank.ts (`searchIndex`), which Node code runs on the same index for the same order.
 * It answers the same two calls as the theme's worker (fetchIndexes, search), over Comlink.
 */
import * as Comlink from 'comlink';
import {loadSearchIndex, searchIndex, type LoadedSearchIndex, type SearchIndexPart, type SearchResult} from './rank';
// @ts-expect-error The theme's generated constants module has no type declarations.
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';

const cache = new Map<string, Promise<LoadedSearchIndex>>();

async function fetchIndex(baseUrl: string, searchContext: string): Promise<LoadedSearchIndex> {
  const url = `${baseUrl}${(searchIndexUrl as string).replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) throw new Error('The search index must come from this site');
  return loadSearchIndex((await (await fetch(url)).json()) as SearchIndexPart[]);
}

function indexFor(baseUrl: string, searchContext: string): Promise<LoadedSearchIndex> {
  const key = `${baseUrl}${searchContext}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = fetchIndex(baseUrl, searchContext);
    cache.set(key, promise);
  }
  return promise;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexFor(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
    if (input.trim() === '') return [];
    return searchIndex(await indexFor(baseUrl, searchContext), input, limit);
  }
}

Comlink.expose(SearchWorker);
