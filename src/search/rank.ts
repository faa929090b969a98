/**
 * Search over the site's index: which documents answer a query, and in what order. Pure and
 * synchronous, with no browser API: the search worker (./worker.ts, behind the navbar box and the
 * search page) runs it in the browser, and Node code (tests, the bench, an MCP server) runs it on
 * the built `search-index-*.json`, so every one of them gives the same order.
 *
 *     const index = loadSearchIndex(JSON.parse(readFileSync('build/search-index-….json', 'utf8')));
 *     const results = searchIndex(index, 'multiple instances', 10);
 */
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

/** The theme's document kinds, in the order of the index file's parts. */
export const DocumentType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;
export type DocumentType = (typeof DocumentType)[keyof typeof DocumentType];
/** Where each kind ranks: page-level matches first, body text last. */
const TIER: Record<DocumentType, number> = {0: 0, 3: 0, 1: 1, 2: 2, 4: 3};
/**
 * Body text of the sections every API operation page repeats (its request headers, parameters
 * and response schemas) ranks after other body text: a header name such as x-tenant-env is in
 * each of them, and the pages that explain it would drown.
 */
const REPEATED_API_SECTIONS = new Set(['Request', 'Responses']);
const REPEATED_TIER = 4;

/**
 * A document of the index as the theme writes it: id, text, URL, breadcrumbs, section title,
 * hash, the id of its page's title document.
 */
export type SearchDocument = {i: number; t: string; u: string; b?: string[]; s?: string; h?: string; p?: number};
export type MatchMetadata = Record<string, Record<string, {position: number[][]}>>;
/** One part of the index file: documents of one kind and the lunr index over their text. */
export type SearchIndexPart = {documents: SearchDocument[]; index: object};

type IndexPart = {type: DocumentType; documents: SearchDocument[]; byId: Map<string, SearchDocument>; index: lunr.Index; vocabulary: Vocabulary};
/** The index, loaded once (`loadSearchIndex`) and searched many times (`searchIndex`). */
export type LoadedSearchIndex = {parts: IndexPart[]; titles: Map<number, SearchDocument>; pageVocabulary: Vocabulary};

/**
 * A result in the shape the theme's search box and results page render (document, type, page,
 * metadata, tokens), with its score.
 */
export type SearchResult = {
  document: SearchDocument;
  type: DocumentType;
  page: SearchDocument | false | undefined;
  metadata: MatchMetadata;
  /** The words of the document that matched, as written there (highlighted, and on the target page). */
  tokens: string[];
  score: number;
};

const WORD_SEPARATOR = /[\s-]+/;

/** Loads the parts of a search index file (`search-index-*.json`, parsed) for `searchIndex`. */
export function loadSearchIndex(parts: SearchIndexPart[]): LoadedSearchIndex {
  const loaded = parts.map(({documents, index}, type): IndexPart => {
    const words = new Set<string>();
    for (const document of documents) {
      for (const word of document.t.split(WORD_SEPARATOR)) {
        const trimmed = trimWord(word);
        if (trimmed) words.add(trimmed);
      }
    }
    return {
      type: type as DocumentType,
      documents,
      byId: new Map(documents.map((document) => [String(document.i), document])),
      index: lunr.Index.load(index),
      vocabulary: {words},
    };
  });
  const titleWords = loaded[DocumentType.Title]?.vocabulary.words ?? new Set<string>();
  const keywordWords = loaded[DocumentType.Keywords]?.vocabulary.words ?? new Set<string>();
  return {
    parts: loaded,
    titles: new Map((loaded[DocumentType.Title]?.documents ?? []).map((document) => [document.i, document])),
    // Title and keyword terms together: page-level matching looks at both.
    pageVocabulary: {words: new Set([...titleWords, ...keywordWords])},
  };
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

/**
 * The results for a query, best first, at most `limit`: one a document (a page's title, a
 * section heading, a description, a section's text), in the order the navbar box and the search
 * page show them.
 */
export function searchIndex(index: LoadedSearchIndex, input: string, limit: number, aliasGroups = SEARCH_ALIAS_GROUPS): SearchResult[] {
  const units = queryUnits(queryWords(input), aliasGroups, hyphenTails(input));
  if (units.length === 0) return [];
  const ranked: Ranked[] = [];

  // Page-level fields (title, and the keywords: sidebar label, API method and path) are judged
  // together, so "healthcheck" finds the page titled "Check that the server is running" whose
  // path is /health.
  const pages = new Map<number, {matched: Set<string>; score: number; title?: Match; keywords?: Match}>();
  const titlePlan = planQuery(units, index.pageVocabulary);
  for (const {type, documents, byId, index: lunrIndex, vocabulary} of index.parts) {
    if (documents.length === 0) continue;
    const pageLevel = type === DocumentType.Title || type === DocumentType.Keywords;
    const plan = pageLevel ? titlePlan : planQuery(units, vocabulary);
    const terms = planTerms(plan);
    const matches = lunrIndex.query((query) => {
      for (const [term, kind] of terms) {
        // Index terms already went through the pipeline; boosts favour exact matches.
        query.term(term, {usePipeline: false, boost: MATCH_RANK[kind] ** 2, presence: lunr.Query.presence.OPTIONAL});
      }
    });
    for (const result of matches) {
      const document = byId.get(result.ref);
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
      const page = document.p === undefined ? undefined : index.titles.get(document.p);
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
    const titleDocument = title?.document ?? index.titles.get(pageId);
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

  ranked.sort((a, b) => a.tier - b.tier || b.rank - a.rank || b.coverage - a.coverage || b.score - a.score || a.document.i - b.document.i);
  return distinctResults(ranked)
    .slice(0, limit)
    .map(({tier: _tier, rank: _rank, coverage: _coverage, ...result}) => result);
}
