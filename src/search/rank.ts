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
import {SEARCH_ALIAS_GROUPS, TITLE_VERB_GROUPS} from '../data/searchAliases';
import {distinctResults} from './results';
import {operationRoutes, requestedOperations, type OperationRoute} from './requests';
import {
  MATCH_RANK,
  combineUnits,
  contentUnits,
  hyphenTails,
  isQuestionWord,
  isStopWord,
  judgeUnits,
  type QueryPlan,
  type QueryUnit,
  type UnitMatch,
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
export type LoadedSearchIndex = {
  parts: IndexPart[];
  titles: Map<number, SearchDocument>;
  pageVocabulary: Vocabulary;
  /** Each page's description, by the id of its title document. */
  descriptions: Map<number, string>;
  /** Each section's first text, by URL and anchor. */
  sectionTexts: Map<string, string>;
  /** The URLs of the pages with each title, by the title in lower case. */
  titleRoutes: Map<string, Set<string>>;
  /** The API operations, by method and path template (from their pages' keywords). */
  operations: OperationRoute[];
};

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
  /** The words (or alias phrases) of the query this document does not match, as typed; empty when it matches them all. */
  missing: string[];
  /**
   * A text to show under the result: a section's or description's own text; for a page title or
   * its keywords the page's description (or its first text), for a heading its section's text (or
   * the page's description); '' when there is none.
   */
  excerpt: string;
};

const WORD_SEPARATOR = /[\s-]+/;

/**
 * The units with the title verb of their verb's group as one more way to match (TITLE_VERB_GROUPS):
 * for titles, sidebar labels and headings only.
 */
function withTitleVerbs(units: QueryUnit[]): QueryUnit[] {
  return units.map((unit) => {
    // A verb of two words ("set up") is one unit of the query.
    const word = unit.words.join(' ');
    if (!word) return unit;
    // The verb as asked for ("rename", "renaming"), not as what happened ("who renamed it").
    const group = TITLE_VERB_GROUPS.find((forms) => forms.slice(1).some((form) => word === form || word === `${form.replace(/e$/, '')}ing`));
    return group ? {...unit, alternatives: [...unit.alternatives, {words: [group[0]!], kind: 'alias' as const}]} : unit;
  });
}

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
  const sectionTexts = new Map<string, string>();
  for (const document of loaded[DocumentType.Content]?.documents ?? []) {
    const key = `${document.u}${document.h ?? ''}`;
    if (!sectionTexts.has(key)) sectionTexts.set(key, document.t);
  }
  const titleRoutes = new Map<string, Set<string>>();
  for (const {t, u} of loaded[DocumentType.Title]?.documents ?? []) {
    const routes = titleRoutes.get(t.toLowerCase()) ?? new Set<string>();
    titleRoutes.set(t.toLowerCase(), routes.add(u));
  }
  return {
    parts: loaded,
    titleRoutes,
    operations: operationRoutes(loaded[DocumentType.Keywords]?.documents ?? []),
    descriptions: new Map((loaded[DocumentType.Description]?.documents ?? []).map((document) => [document.i, document.t])),
    sectionTexts,
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

/**
 * How well a title or heading fits the query: the share of its words that carry meaning (not
 * QUESTION_WORDS) whose index term is one of `stems`. "Create a tenant" fits "how to create a new
 * tenant" fully; "How soon a new file can be found" a quarter.
 */
export function titleFit(text: string, stems: ReadonlySet<string>): number {
  const words = queryWords(text).filter((word) => !isQuestionWord(word));
  if (words.length === 0 || stems.size === 0) return 0;
  return words.filter((word) => stems.has(stemOf(word))).length / words.length;
}

/** A candidate result: what ranking needs, and how to make the result the theme renders (only for those shown). */
/** The text shown under a result (SearchResult.excerpt). */
function excerptOf(index: LoadedSearchIndex, document: SearchDocument, type: DocumentType): string {
  if (type === DocumentType.Content || type === DocumentType.Description) return document.t;
  const description = index.descriptions.get(type === DocumentType.Heading ? (document.p ?? -1) : document.i);
  if (type === DocumentType.Heading) return index.sectionTexts.get(`${document.u}${document.h ?? ''}`) ?? description ?? '';
  return description ?? index.sectionTexts.get(document.u) ?? '';
}

type Ranked = {
  document: SearchDocument;
  type: DocumentType;
  page: SearchDocument | false | undefined;
  score: number;
  result: () => Omit<SearchResult, 'missing' | 'excerpt'>;
  tier: number;
  rank: number;
  coverage: number;
  /** Which units of the query the document answers, itself or through its heading and page title. */
  answered: boolean[];
  /** How strongly each unit is answered: 1, or less for a word typed whole that only a longer word or a typo matched. */
  strength: number[];
  /**
   * For each unit its heading or page title answers (its own text, for titles and headings): how
   * well that heading or title fits the query (`titleFit`); 0 for the others.
   */
  headed: number[];
};
type Match = {document: SearchDocument; metadata: MatchMetadata; score: number};
/** What a stop word (lunr's list) that is not a question word counts for, against another word as rare. */
const STOP_WORD_WEIGHT = 0.1;

/**
 * What a word answered by a document's heading or page title counts for, on top of its weight,
 * times how well that heading or title fits the query (`titleFit`): the section headed "The
 * messages" of the tenant events page answers "sqs message" better than a section that mentions
 * both in passing. With the rules for questions in sentences below, 2.5 puts more held-out
 * questions' pages first than 1.5, 2 or 3, and keeps every keyword set (docs-dev/search.md).
 */
const HEADED_BONUS = 2.5;
/**
 * How well a page's description fits, for the words of the query its title does not answer, when
 * it answers two or more of them: a description sums up its page ("Renames a file, moves it to
 * another folder ..." for "Update a file"), and a question asked in its words is asked of that
 * page. Only for two words or more, so that a single word ("env") still finds the pages whose
 * titles say it before those whose description mentions it.
 */
const DESCRIPTION_FIT = 0.3;
const DESCRIPTION_MIN_UNITS = 2;
/**
 * What a pair of the query's words found together in a document adds, times the weight of its
 * meaningful word: "who changed the file and when" in the description of "Get a file's edit
 * history". Words count as together at most PHRASE_GAP apart, in the query's order; the first
 * PHRASE_RANKED_AGAIN results are ranked again with it.
 */
const PHRASE_BONUS = 0.2;
const PHRASE_RANKED_AGAIN = 60;
const PHRASE_GAP = 2;
/** Words left out when looking for the query's words together: "the file" is "this file". */
const PHRASE_SKIP = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'my', 'your', 'its', 'our', 'their']);

type QueryPair = {first: string; second: string; value: number};
/**
 * Pairs of the query's words at most PHRASE_GAP apart (articles and possessives skipped), each
 * with at least one word that carries meaning, valued by the weight of its meaningful words.
 */
function queryPairs(input: string, units: QueryUnit[], weights: number[]): QueryPair[] {
  const weightOfWord = new Map<string, number>();
  units.forEach((unit, position) => unit.words.forEach((word) => weightOfWord.set(stemOf(word), weights[position]!)));
  const stems = queryWords(input).filter((word) => !PHRASE_SKIP.has(word)).map(stemOf);
  const pairs: QueryPair[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < stems.length; i += 1) {
    for (let j = i + 1; j <= i + PHRASE_GAP && j < stems.length; j += 1) {
      const first = stems[i]!;
      const second = stems[j]!;
      const meaningful = [weightOfWord.get(first), weightOfWord.get(second)].filter((weight): weight is number => weight !== undefined);
      const key = `${first} ${second}`;
      if (meaningful.length === 0 || first === second || seen.has(key)) continue;
      seen.add(key);
      pairs.push({first, second, value: Math.max(...meaningful)});
    }
  }
  return pairs;
}

/**
 * Where each word's index term stands in a text (articles and possessives skipped), kept for the
 * texts seen before: the same sections come back query after query.
 */
const positionsCache = new Map<string, Map<string, number[]>>();
function positionsOf(text: string): Map<string, number[]> {
  const known = positionsCache.get(text);
  if (known) return known;
  const at = new Map<string, number[]>();
  text
    .split(WORD_SEPARATOR)
    .map(trimWord)
    .filter((word) => word && !PHRASE_SKIP.has(word))
    .forEach((word, position) => {
      const stem = stemOf(word);
      const list = at.get(stem);
      if (list) list.push(position);
      else at.set(stem, [position]);
    });
  positionsCache.set(text, at);
  return at;
}

/** The summed value of the pairs whose words stand at most PHRASE_GAP apart, in order, in one of the texts. */
function pairsIn(texts: readonly (string | undefined)[], pairs: readonly QueryPair[]): number {
  const found = new Set<QueryPair>();
  for (const text of texts) {
    if (!text) continue;
    const at = positionsOf(text);
    for (const pair of pairs) {
      if (found.has(pair)) continue;
      const seconds = at.get(pair.second);
      if (seconds && at.get(pair.first)?.some((position) => seconds.some((next) => next > position && next - position <= PHRASE_GAP))) found.add(pair);
    }
  }
  let value = 0;
  for (const pair of found) value += pair.value;
  return value;
}

/** How a heading with no text of its own fits, against its fit otherwise (it heads a group of sections). */
const EMPTY_HEADING_FIT = 0.5;
/**
 * How a heading that is another page's title fits, against its fit otherwise: the section
 * "AWS with Terraform" of the page that compares the ways to run Docbox sums up the page of that
 * title, which answers more.
 */
const OTHER_TITLE_FIT = 0.25;
/**
 * How a category page's title fits when the query says more than that title and than its
 * description: a category sums up the pages under it ("Set up tenants", "AWS"), and a question
 * that asks more of it ("set up a separate tenant for each customer", "what do I need in my aws
 * account before running the terraform") is answered by one of those pages. A query the title or
 * the description answers whole ("set up tenants"; "how to deploy on aws with terraform", which
 * the AWS category's description says) still finds the category page.
 */
const CATEGORY_FIT = 0.5;
const isCategoryPage = (route: string) => route.startsWith('/docs/category/');
/** What a word no title, sidebar label or heading uses counts for, against another word as rare. */
const UNNAMED_WEIGHT = 0.5;
/** What a word typed whole counts for in a document that matches it only by a longer word or a typo. */
const PARTIAL_STRENGTH = 0.5;

/** How many results of one page come before the results of other pages that answer as much of the query. */
export const RESULTS_PER_PAGE = 2;

/**
 * The ranked results with at most RESULTS_PER_PAGE of each page ahead of the other pages' results
 * that answer the same words of the query (the same `group`); a page's further results in a group
 * follow the group's last result, in their order. A page whose sections all mention the words no
 * longer fills the first results.
 */
export function fewPerPage<T extends {document: {u: string}}>(ranked: readonly T[], group: (result: T) => string): T[] {
  const groups = ranked.map(group);
  const lastOfGroup = new Map(groups.map((key, position) => [key, position]));
  const shown = new Map<string, number>();
  const later = new Map<string, T[]>();
  const ordered: T[] = [];
  ranked.forEach((result, position) => {
    const key = groups[position]!;
    const pageKey = `${key} ${result.document.u}`;
    const count = shown.get(pageKey) ?? 0;
    shown.set(pageKey, count + 1);
    if (count < RESULTS_PER_PAGE) ordered.push(result);
    else {
      const waiting = later.get(key);
      if (waiting) waiting.push(result);
      else later.set(key, [result]);
    }
    if (lastOfGroup.get(key) === position) ordered.push(...(later.get(key) ?? []));
  });
  return ordered;
}

/** The best of some matches of one unit (the highest rank), or null when none matched. */
function bestOf(matches: readonly (UnitMatch | null | undefined)[]): UnitMatch | null {
  let best: UnitMatch | null = null;
  for (const match of matches) if (match && (!best || match.rank > best.rank)) best = match;
  return best;
}

/** A result as the theme's search box and results page show it: only the terms that matched are marked. */
function resultOf(type: DocumentType, match: Match, terms: string[], page: SearchDocument | false | undefined): Omit<SearchResult, 'missing' | 'excerpt'> {
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
 *
 * Documents that match every word of the query come first. When fewer than `limit` do, documents
 * that match only some of the words follow, those matching the most first: each word counts by
 * how rare it is in the index (a word most documents have, such as "the" or "docbox", counts for
 * little), and each such result names the words it lacks (`missing`). Only a query none of whose
 * words match anything gives no results.
 */
export function searchIndex(index: LoadedSearchIndex, input: string, limit: number, aliasGroups = SEARCH_ALIAS_GROUPS): SearchResult[] {
  // Question words ("how do I", "what is the") neither filter nor rank.
  const units = contentUnits(queryUnits(queryWords(input), aliasGroups, hyphenTails(input)));
  if (units.length === 0) return [];
  const ranked: Ranked[] = [];
  // A word typed whole that the docs use ("web") and a document matches only through a longer
  // word ("webhook") or a typo answers it less than a document with the word itself.
  const whole = units.map((unit) => unit.words.every((word) => index.parts.some((part) => part.vocabulary.words.has(word))));
  const strengthOf = (unit: UnitMatch | null, position: number) =>
    !unit ? 0 : unit.rank >= MATCH_RANK.alias || !whole[position] ? 1 : PARTIAL_STRENGTH;
  // How many documents answer each unit by their own text (for the units' weights below).
  const found = units.map(() => 0);
  // How many titles, sidebar labels and headings answer each unit: a word none of them uses
  // ("kept", "single") says how the question is put more than what it is about.
  const named = units.map(() => 0);
  const count = (judged: readonly (UnitMatch | null)[], naming: boolean) =>
    judged.forEach((unit, position) => {
      if (!unit) return;
      found[position]! += 1;
      if (naming) named[position]! += 1;
    });

  // Page-level fields (title, and the keywords: sidebar label, API method and path) are judged
  // together, so "healthcheck" finds the page titled "Check that the server is running" whose
  // path is /health.
  const titleUnits = withTitleVerbs(units);
  const titlePlan = planQuery(titleUnits, index.pageVocabulary);
  const matchesOf = new Map<DocumentType, {matches: Match[]; plan: QueryPlan}>();
  for (const {type, documents, byId, index: lunrIndex, vocabulary} of index.parts) {
    if (documents.length === 0) continue;
    const plan =
      type === DocumentType.Title || type === DocumentType.Keywords
        ? titlePlan
        : planQuery(type === DocumentType.Heading ? titleUnits : units, vocabulary);
    const terms = planTerms(plan);
    const matches = lunrIndex.query((query) => {
      for (const [term, kind] of terms) {
        // Index terms already went through the pipeline; boosts favour exact matches.
        query.term(term, {usePipeline: false, boost: MATCH_RANK[kind] ** 2, presence: lunr.Query.presence.OPTIONAL});
      }
    });
    matchesOf.set(type, {
      plan,
      matches: matches.flatMap((result) => {
        const document = byId.get(result.ref);
        return document ? [{document, metadata: result.matchData.metadata as MatchMetadata, score: result.score}] : [];
      }),
    });
  }

  const pages = new Map<number, {matched: Set<string>; score: number; title?: Match; keywords?: Match}>();
  for (const type of [DocumentType.Title, DocumentType.Keywords]) {
    for (const match of matchesOf.get(type)?.matches ?? []) {
      const entry = pages.get(match.document.i) ?? {matched: new Set<string>(), score: 0};
      for (const term of Object.keys(match.metadata)) entry.matched.add(term);
      entry.score += match.score;
      entry[type === DocumentType.Title ? 'title' : 'keywords'] = match;
      pages.set(match.document.i, entry);
    }
  }
  // The pages whose description answers every unit of the query (a category page that says all
  // of it is not only a summary of its pages: "deploy docbox to aws with terraform").
  const describedWhole = new Set<number>();
  const descriptions = matchesOf.get(DocumentType.Description);
  for (const match of descriptions?.matches ?? []) {
    if (judgeUnits(descriptions!.plan, new Set(Object.keys(match.metadata))).every(Boolean)) describedWhole.add(match.document.p ?? match.document.i);
  }
  const pageUnits = new Map<number, (UnitMatch | null)[]>();
  const pageFits = new Map<number, number[]>();
  for (const [pageId, {matched, score, title, keywords}] of pages) {
    const judged = judgeUnits(titlePlan, matched);
    pageUnits.set(pageId, judged);
    if (!judged.some(Boolean)) continue;
    count(judged, true);
    const {rank, terms: used} = combineUnits(judged);
    const titleDocument = title?.document ?? index.titles.get(pageId);
    if (!titleDocument) continue;
    const titleTerms = used.filter((term) => title && term in title.metadata);
    const shownAsTitle = titleTerms.length > 0 || !keywords;
    const titleWords = titleDocument.t.split(WORD_SEPARATOR).filter(Boolean).length;
    const keywordStems = new Set(used.filter((term) => keywords && term in keywords.metadata));
    // Each unit fits as well as the title or the short name (sidebar label, keyword) that holds
    // it: "file" is not in the keyword "email attachments" that the question covers whole.
    const fitOfTitle = titleFit(titleDocument.t, new Set(titleTerms));
    const names = keywords ? keywords.document.t.split(',') : [];
    const titleAnswersAll = judged.every((unit) => unit?.terms.some((term) => titleTerms.includes(term)));
    const summary = isCategoryPage(titleDocument.u) && !titleAnswersAll && !describedWhole.has(pageId) ? CATEGORY_FIT : 1;
    const pageFit = judged.map((unit) => {
      if (!unit) return 0;
      const inTitle = unit.terms.some((term) => titleTerms.includes(term)) ? fitOfTitle * summary : 0;
      const inNames = names
        .filter((name) => queryWords(name).some((word) => unit.terms.includes(stemOf(word))))
        .map((name) => namesCoverage(name, keywordStems));
      return Math.max(inTitle, ...inNames);
    });
    pageFits.set(pageId, pageFit);
    ranked.push({
      ...(shownAsTitle
        ? {document: titleDocument, type: DocumentType.Title, page: undefined}
        : {document: keywords.document, type: DocumentType.Keywords, page: titleDocument}),
      score,
      result: () =>
        shownAsTitle
          ? resultOf(DocumentType.Title, {document: titleDocument, metadata: title?.metadata ?? {}, score}, used, undefined)
          : resultOf(DocumentType.Keywords, {...keywords, score}, used, titleDocument),
      tier: 0,
      rank,
      // How much of the title, or of a shorter name (the sidebar label), the query covers: "Get a
      // file" answers "get a file" better than "Get a file's edit history" does.
      coverage: Math.max(Math.min(1, titleTerms.length / titleWords), keywords ? namesCoverage(keywords.document.t, keywordStems) : 0),
      answered: judged.map(Boolean),
      strength: judged.map((unit, position) => strengthOf(unit, position)),
      headed: pageFit,
    });
  }

  // A section counts as saying what its heading and its page's title say, as a reader sees it
  // under them: "what is in the root database" is answered by the section "The root database" of
  // the page "What Docbox stores, and where". Headings first, so sections can inherit theirs.
  const sectionKey = (document: SearchDocument) => `${document.u}${document.h ?? ''}`;
  const headingUnits = new Map<string, {judged: (UnitMatch | null)[]; fit: number}>();
  for (const type of [DocumentType.Heading, DocumentType.Description, DocumentType.Content]) {
    const part = matchesOf.get(type);
    if (!part) continue;
    for (const match of part.matches) {
      const {document} = match;
      const own = judgeUnits(part.plan, new Set(Object.keys(match.metadata)));
      if (!own.some(Boolean)) continue;
      count(own, type === DocumentType.Heading);
      const section = sectionKey(document);
      // A heading with no text of its own heads a group of sections ("hapi gateway" above its
      // entries): the sections under it answer, so it fits less.
      const ownFit =
        type === DocumentType.Heading
          ? titleFit(document.t, new Set(combineUnits(own).terms)) *
            (index.sectionTexts.has(section) ? 1 : EMPTY_HEADING_FIT) *
            ([...(index.titleRoutes.get(document.t.toLowerCase()) ?? [])].some((route) => route !== document.u) ? OTHER_TITLE_FIT : 1)
          : 0;
      if (type === DocumentType.Heading) headingUnits.set(section, {judged: own, fit: ownFit});
      const pageJudged = document.p === undefined ? undefined : pageUnits.get(document.p);
      const pageFit = document.p === undefined ? undefined : pageFits.get(document.p);
      const heading = type === DocumentType.Content && document.h ? headingUnits.get(section) : undefined;
      let rank = 0;
      const answered: boolean[] = [];
      const strength: number[] = [];
      const headed: number[] = [];
      own.forEach((unit, position) => {
        const above = bestOf([pageJudged?.[position], heading?.judged[position]]);
        const best = unit ?? above;
        if (best) rank += best.rank;
        answered.push(best !== null);
        strength.push(strengthOf(best, position));
        headed.push(
          Math.max(
            pageJudged?.[position] ? (pageFit?.[position] ?? 0) : 0,
            heading?.judged[position] ? heading.fit : 0,
            type === DocumentType.Heading && unit ? ownFit : 0,
            type === DocumentType.Description && unit && !pageJudged?.[position] && own.filter(Boolean).length >= DESCRIPTION_MIN_UNITS ? DESCRIPTION_FIT : 0,
          ),
        );
      });
      const page = document.p === undefined ? undefined : index.titles.get(document.p);
      const repeated = type === DocumentType.Content && document.u.startsWith('/docs/api/') && REPEATED_API_SECTIONS.has(document.s ?? '');
      ranked.push({
        document,
        type,
        page: page ?? false,
        score: match.score,
        // Only the document's own words are highlighted.
        result: () => resultOf(type, match, combineUnits(own).terms, page ?? false),
        tier: repeated ? REPEATED_TIER : TIER[type],
        rank,
        coverage: 0,
        answered,
        strength,
        headed,
      });
    }
  }

  // How much each unit of the query counts: the rarer in the index, the more (an inverse document
  // frequency over every part of the index), and a stop word that is not a question word ("get",
  // "all") a tenth of that.
  const total = index.parts.reduce((sum, part) => sum + part.documents.length, 0);
  const weights = found.map(
    (documents, unit) =>
      Math.log(1 + total / (1 + documents)) *
      (units[unit]!.words.every(isStopWord) ? STOP_WORD_WEIGHT : 1) *
      (named[unit] === 0 && documents > 0 ? UNNAMED_WEIGHT : 1),
  );
  const weightOf = (which: readonly (boolean | number)[]) => which.reduce<number>((sum, share, unit) => sum + Number(share) * weights[unit]!, 0);
  const keyed = ranked.map((result) => {
    // How much of the query its heading or page title answers, rather than its body text, and how
    // well that heading or title fits the query: the section headed "The root database" answers
    // "root database" better than a section that mentions both words in passing, and the page
    // "Create a tenant" answers "how to create a new tenant" better than a section that mentions
    // all three words under the heading "How soon a new file can be found".
    const headed = weightOf(result.headed.map((fit, unit) => fit * result.strength[unit]!));
    return {result, covered: weightOf(result.strength) + HEADED_BONUS * headed, headed};
  });
  // An operation the query names by method and path ("POST /box/my-scope/folder returns 400")
  // comes first, whatever else the query says.
  const requested = requestedOperations(input, index.operations);
  const isRequested = (entry: (typeof keyed)[number]) => Number(requested.has(entry.result.document.u));
  // Then how much of the query a document covers: a document that lacks a word is not cut, and
  // comes before one that has every word only when its title says more of the question.
  const compare = (a: (typeof keyed)[number], b: (typeof keyed)[number]) =>
    isRequested(b) - isRequested(a) ||
    b.covered - a.covered ||
    a.result.tier - b.result.tier ||
    b.result.rank - a.result.rank ||
    b.headed - a.headed ||
    b.result.coverage - a.result.coverage ||
    b.result.score - a.result.score ||
    a.result.document.i - b.result.document.i;
  keyed.sort(compare);
  // The query's words close together in a document, as in the question ("who changed the file
  // and when"), question words included: the first results are ranked again with that.
  const pairs = queryPairs(input, units, weights);
  if (pairs.length > 0 && PHRASE_BONUS > 0) {
    const top = keyed.slice(0, PHRASE_RANKED_AGAIN);
    for (const entry of top) {
      const {document, type, page} = entry.result;
      const texts = [document.t, type === DocumentType.Content || type === DocumentType.Keywords ? document.s : undefined, page ? page.t : undefined];
      const found = pairsIn(texts, pairs);
      entry.covered += PHRASE_BONUS * found;
    }
    top.sort(compare);
    keyed.splice(0, top.length, ...top);
  }
  const answeredKey = (result: Ranked) => result.answered.map(Number).join('');
  return fewPerPage(
    distinctResults(keyed.map(({result}) => result)),
    answeredKey,
  )
    .slice(0, limit)
    .map(({result, answered, document, type}) => ({
      ...result(),
      excerpt: excerptOf(index, document, type),
      missing: units.filter((_unit, position) => !answered[position]).map((unit) => unit.words.join(' ')),
    }));
}
