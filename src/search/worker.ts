/**
 * The search worker of @easyops-cn/docusaurus-search-local, rewritten for how people search these
 * docs (src/plugins/searchWorker.ts swaps it in for the theme's own worker.js). The theme's
 * search box, results page and highlighting stay; this changes which documents match and in
 * what order:
 * - matching follows ./query.ts: stems, prefixes, one typo in long words, aliases, and every query
 *   word must match (no results from a stray fuzzy match of a short word);
 * - page titles, sidebar labels and API method and path (the "keywords" documents) come first,
 *   then headings, then descriptions, then body text; within each, better matches first (exact
 *   before prefix before typo), then titles the query covers best, then lunr's score.
 * It answers the same two calls as the theme's worker (fetchIndexes, search), over Comlink.
 */
import * as Comlink from 'comlink';
import lunr from 'lunr';
import {SEARCH_ALIAS_GROUPS} from '../data/searchAliases';
import {distinctResults} from './results';
import {
  MATCH_RANK,
  hyphenTails,
  judgeMatch,
  namesCoverage,
  planQuery,
  planTerms,
  queryUnits,
  queryWords,
  stemOf,
  trimWord,
  type Vocabulary,
} from './query';
// @ts-expect-error The theme's generated constants module has no type declarations.
import {searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';

/** The theme's document kinds, in the order of the index file's parts. */
const DocumentType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;
type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];
/** Where each kind ranks: page-level matches first, body text last. */
const TIER: Record<DocumentType, number> = {0: 0, 3: 0, 1: 1, 2: 2, 4: 3};
/**
 * Body text of the sections every API operation page repeats (its request headers, parameters
 * and response schemas) ranks after other body text: a header name such as x-tenant-env is in
 * each of them, and the pages that explain it would drown.
 */
const REPEATED_API_SECTIONS = new Set(['Request', 'Responses']);
const REPEATED_TIER = 4;

type SearchDocument = {i: number; t: string; u: string; b?: string[]; s?: string; h?: string; p?: number};
type MatchMetadata = Record<string, Record<string, {position: number[][]}>>;
type WrappedIndex = {type: DocumentType; documents: SearchDocument[]; index: lunr.Index; vocabulary: Vocabulary};
export type SearchResult = {
  document: SearchDocument;
  type: DocumentType;
  page: SearchDocument | false | undefined;
  metadata: MatchMetadata;
  tokens: string[];
  score: number;
};

const WORD_SEPARATOR = /[\s-]+/;
const cache = new Map<string, Promise<WrappedIndex[]>>();

async function loadIndexes(baseUrl: string, searchContext: string): Promise<WrappedIndex[]> {
  const url = `${baseUrl}${(searchIndexUrl as string).replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) throw new Error('The search index must come from this site');
  const parts = (await (await fetch(url)).json()) as {documents: SearchDocument[]; index: object}[];
  return parts.map(({documents, index}, type) => {
    const loaded = lunr.Index.load(index);
    const words = new Set<string>();
    for (const document of documents) {
      for (const word of document.t.split(WORD_SEPARATOR)) {
        const trimmed = trimWord(word);
        if (trimmed) words.add(trimmed);
      }
    }
    return {type: type as DocumentType, documents, index: loaded, vocabulary: {words}};
  });
}

function indexesFor(baseUrl: string, searchContext: string): Promise<WrappedIndex[]> {
  const key = `${baseUrl}${searchContext}`;
  let promise = cache.get(key);
  if (!promise) {
    promise = loadIndexes(baseUrl, searchContext);
    cache.set(key, promise);
  }
  return promise;
}

/** The words of a text whose index term is one of `terms`, as written (for highlighting on the target page). */
function wordsFor(text: string, terms: string[]): string[] {
  const found = new Set<string>();
  for (const word of text.split(WORD_SEPARATOR)) {
    const trimmed = trimWord(word);
    if (trimmed && terms.includes(stemOf(trimmed))) found.add(trimmed);
  }
  return [...found];
}

type Ranked = SearchResult & {tier: number; rank: number; coverage: number};
type Match = {document: SearchDocument; metadata: MatchMetadata; score: number};

/** A result as the theme's search box and results page show it: only the terms that matched are marked. */
function resultOf(type: DocumentType, match: Match, terms: string[], page: SearchDocument | false | undefined): SearchResult {
  const metadata: MatchMetadata = {};
  for (const term of terms) {
    const entry = match.metadata[term];
    if (entry) metadata[term] = entry;
  }
  const text = type === DocumentType.Keywords ? `${match.document.t} ${match.document.s ?? ''}` : match.document.t;
  return {document: match.document, type, page, metadata, tokens: wordsFor(text, terms), score: match.score};
}

/** Title and keyword terms together: page-level matching looks at both. */
function mergedVocabulary(indexes: WrappedIndex[]): Vocabulary {
  const title = indexes[DocumentType.Title]?.vocabulary;
  const keywords = indexes[DocumentType.Keywords]?.vocabulary;
  return {words: new Set([...(title?.words ?? []), ...(keywords?.words ?? [])])};
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexesFor(baseUrl, searchContext);
  }

  async search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]> {
    const units = queryUnits(queryWords(input), SEARCH_ALIAS_GROUPS, hyphenTails(input));
    if (units.length === 0) return [];
    const indexes = await indexesFor(baseUrl, searchContext);
    const titles = indexes[DocumentType.Title]?.documents ?? [];
    const ranked: Ranked[] = [];

    // Page-level fields (title, and the keywords: sidebar label, API method and path) are judged
    // together, so "healthcheck" finds the page titled "Check that the server is running" whose
    // path is /health.
    const pages = new Map<number, {matched: Set<string>; score: number; title?: Match; keywords?: Match}>();
    const titlePlan = planQuery(units, mergedVocabulary(indexes));
    for (const {type, documents, index, vocabulary} of indexes) {
      if (documents.length === 0) continue;
      const pageLevel = type === DocumentType.Title || type === DocumentType.Keywords;
      const plan = pageLevel ? titlePlan : planQuery(units, vocabulary);
      const terms = planTerms(plan);
      const matches = index.query((query) => {
        for (const [term, kind] of terms) {
          // Index terms already went through the pipeline; boosts favour exact matches.
          query.term(term, {usePipeline: false, boost: MATCH_RANK[kind] ** 2, presence: lunr.Query.presence.OPTIONAL});
        }
      });
      for (const result of matches) {
        const document = documents.find((candidate) => String(candidate.i) === result.ref);
        if (!document) continue;
        const match: Match = {document, metadata: result.matchData.metadata as MatchMetadata, score: result.score};
        if (pageLevel) {
          const entry = pages.get(document.i) ?? {matched: new Set<string>(), score: 0};
          for (const term of Object.keys(match.metadata)) entry.matched.add(term);
          entry.score += match.score;
          entry[type === DocumentType.Title ? 'title' : 'keywords'] = match;
          pages.set(document.i, entry);
          continue;
        }
        const judged = judgeMatch(plan, new Set(Object.keys(match.metadata)));
        if (!judged) continue;
        const page = titles.find((title) => title.i === document.p);
        const repeated = type === DocumentType.Content && document.u.startsWith('/docs/api/') && REPEATED_API_SECTIONS.has(document.s ?? '');
        ranked.push({
          ...resultOf(type, match, judged.terms, page ?? false),
          tier: repeated ? REPEATED_TIER : TIER[type],
          rank: judged.rank,
          coverage: 0,
        });
      }
    }
    for (const [pageId, {matched, score, title, keywords}] of pages) {
      const judged = judgeMatch(titlePlan, matched);
      if (!judged) continue;
      const titleDocument = title?.document ?? titles.find((candidate) => candidate.i === pageId);
      if (!titleDocument) continue;
      const titleTerms = judged.terms.filter((term) => title && term in title.metadata);
      const shown =
        titleTerms.length > 0 || !keywords
          ? resultOf(DocumentType.Title, {document: titleDocument, metadata: title?.metadata ?? {}, score}, judged.terms, undefined)
          : resultOf(DocumentType.Keywords, {...keywords, score}, judged.terms, titleDocument);
      const titleWords = titleDocument.t.split(WORD_SEPARATOR).filter(Boolean).length;
      const keywordStems = new Set(judged.terms.filter((term) => keywords && term in keywords.metadata));
      ranked.push({
        ...shown,
        tier: 0,
        rank: judged.rank,
        // How much of the title, or of a shorter name (the sidebar label), the query covers: "Get a
        // file" answers "get a file" better than "Get a file's edit history" does.
        coverage: Math.max(Math.min(1, titleTerms.length / titleWords), keywords ? namesCoverage(keywords.document.t, keywordStems) : 0),
      });
    }

    ranked.sort(
      (a, b) => a.tier - b.tier || b.rank - a.rank || b.coverage - a.coverage || b.score - a.score || a.document.i - b.document.i,
    );
    return distinctResults(ranked)
      .slice(0, limit)
      .map(({tier: _tier, rank: _rank, coverage: _coverage, ...result}) => result);
  }
}

Comlink.expose(SearchWorker);
