import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {loadSearchIndex, type LoadedSearchIndex, type SearchIndexPart} from '../../src/search/rank';
import {queryWords} from '../../src/search/query';

/**
 * The built site's search index (build/search-index-*.json) in Node, for the ranking the browser
 * runs (src/search/rank.ts): what a Node client of the same index, such as an MCP server, gets.
 */
export function builtIndexParts(buildDir = path.join(__dirname, '../../build')): SearchIndexPart[] {
  const file = readdirSync(buildDir).find((name) => /^search-index.*\.json$/.test(name));
  if (!file) throw new Error(`No search index in ${buildDir}: run npm run build first`);
  return JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as SearchIndexPart[];
}

let loaded: LoadedSearchIndex | undefined;
export function builtIndex(): LoadedSearchIndex {
  return (loaded ??= loadSearchIndex(builtIndexParts()));
}

/** Each page's words (its title, headings, description, keywords and text), as a query splits them. */
export function wordsByPage(parts: SearchIndexPart[] = builtIndexParts()): Map<string, string[]> {
  const words = new Map<string, Set<string>>();
  for (const {documents} of parts) {
    for (const document of documents) {
      const page = words.get(document.u) ?? new Set<string>();
      for (const word of queryWords(document.t)) page.add(word);
      words.set(document.u, page);
    }
  }
  return new Map([...words].map(([page, set]) => [page, [...set].sort()]));
}

/** A seeded pseudo-random generator (mulberry32): the same sample on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` queries of two words, each from a different page, sampled with `seed`. */
export function wordPairs(count: number, seed: number, byPage: Map<string, string[]> = wordsByPage()): {query: string; pages: [string, string]}[] {
  const random = seededRandom(seed);
  const pages = [...byPage.keys()].sort();
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const pairs: {query: string; pages: [string, string]}[] = [];
  while (pairs.length < count) {
    const first = pick(pages);
    const second = pick(pages);
    if (first === second) continue;
    pairs.push({query: `${pick(byPage.get(first)!)} ${pick(byPage.get(second)!)}`, pages: [first, second]});
  }
  return pairs;
}

/**
 * Where the first result that opens one of `pages` is among `results` (1-based), or 0. A page
 * given with an anchor (`/docs/guides/troubleshooting#tenant-not-found`) counts only when that
 * section is opened; without one, any result of the page counts.
 */
export function rankOfPages(results: readonly {document: {u: string; h?: string}}[], pages: readonly string[]): number {
  const opens = (result: {document: {u: string; h?: string}}, page: string) => {
    const route = result.document.u.replace(/\/$/, '');
    return page.includes('#') ? `${route}${result.document.h ?? ''}` === page : route === page;
  };
  return results.findIndex((result) => pages.some((page) => opens(result, page))) + 1;
}
