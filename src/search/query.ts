/**
 * How a search query matches the terms of the site's lunr index (built by
 * @easyops-cn/docusaurus-search-local): which index terms each query word may match, and
 * whether a document's matched terms answer the whole query. Pure functions, shared by the
 * search worker (./worker.ts) and the unit tests.
 *
 * A query word matches an index term when the term is
 * - its stem (lunr's Porter stemmer, as the index was built: upload, uploads, uploading);
 * - a longer word starting with it, for the last word typed and any word of three letters or more;
 * - one edit away (a letter added, missing, changed or two swapped), for words of five letters or
 *   more, when that edit gives a word the docs use;
 * - a form from the same alias group (env / environment, cli / command line).
 * A document that matches every query word (or alias phrase) comes before one that matches only
 * some of them (./rank.ts).
 */
import lunr from 'lunr';

export type MatchKind = 'exact' | 'alias' | 'prefix' | 'typo';

/** A query word, or a two-word phrase of an alias group, and the ways it may be matched. */
export type QueryUnit = {
  /** The words as typed (lower case). */
  words: string[];
  /** Each alternative is a list of words that must all match: the typed words, or an alias. */
  alternatives: {words: string[]; kind: 'exact' | 'alias'}[];
  /** Whether prefix matching applies (the last word typed, or three letters or more). */
  prefix: boolean;
};

/** Rank of each kind of match: exact matches come before prefix matches, which come before typos. */
export const MATCH_RANK: Record<MatchKind, number> = {exact: 3, alias: 3, prefix: 2, typo: 1};

const MIN_PREFIX_LENGTH = 3;
const MIN_TYPO_LENGTH = 5;

/** Lower-cases and trims a word the way the index's pipeline does before stemming. */
export function trimWord(word: string): string {
  return word.toLowerCase().replace(/^\W+/, '').replace(/\W+$/, '');
}

const stemCache = new Map<string, string>();
/** The index term of a word: trimmed and stemmed like the index. */
export function stemOf(word: string): string {
  const known = stemCache.get(word);
  if (known !== undefined) return known;
  const stem = lunr.stemmer(new lunr.Token(trimWord(word), {})).toString();
  stemCache.set(word, stem);
  return stem;
}

/**
 * Words that say little about what a page is about (lunr's English stop words: "the", "how",
 * "my", "into"). The index keeps them, so they still match; a document that lacks one is still
 * ranked by the other words it matches.
 */
export function isStopWord(word: string): boolean {
  return lunr.stopWordFilter(new lunr.Token(trimWord(word), {})) === undefined;
}

/**
 * Words that carry no meaning in a question as people and agents write it ("how do I create a
 * tenant", "what does the health check return"): question words, pronouns, articles, auxiliary
 * verbs and the small words between the others. They neither filter nor rank (`contentUnits`).
 * Narrower than lunr's stop words: "get", "all", "new", "not", "after" and "without" say what is
 * asked ("Get a file", "deploy without terraform").
 */
export const QUESTION_WORDS: ReadonlySet<string> = new Set(
  (
    'how what which who whom whose why when where whether ' +
    'is are was were be been being am do does did doing can could should would will shall may might must ' +
    'i me my mine myself we us our ours you your yours it its they them their theirs there this that these those ' +
    'a an the to of for in on at by with from into about as and or if so than then just also any some such ' +
    'please possible way there\'s i\'m it\'s what\'s how\'s ' +
    // Auxiliaries, fillers and the verbs of asking ("what does ... mean", "I'm trying to"):
    // "along", "exactly" or "still" are rare in the docs, so they would weigh more than the
    // words the question is about.
    'has have had exactly actually really basically along away still already again anymore even ' +
    'currently properly correctly somehow instead tell explain mean want trying tried through via'
  ).split(/\s+/),
);

/** Whether a query word is one of QUESTION_WORDS. */
export function isQuestionWord(word: string): boolean {
  return QUESTION_WORDS.has(trimWord(word));
}

/**
 * The units of a query that carry its meaning: without those made only of QUESTION_WORDS, unless
 * that leaves none ("what is it" is searched as typed).
 */
export function contentUnits(units: QueryUnit[]): QueryUnit[] {
  const content = units.filter((unit) => !unit.words.every(isQuestionWord));
  return content.length > 0 ? content : units;
}

/** The words of a query, split where the index splits text (white space and hyphens). */
export function queryWords(input: string): string[] {
  return input
    .split(/[\s-]+/)
    .map(trimWord)
    .filter((word) => word !== '');
}

/**
 * Positions (in queryWords) of words that end a hyphenated chunk: "us-ea" is typed as one word,
 * so its last part may be cut short like any last word.
 */
export function hyphenTails(input: string): Set<number> {
  const tails = new Set<number>();
  let position = 0;
  for (const chunk of input.split(/\s+/)) {
    const parts = queryWords(chunk).length;
    if (parts > 1) tails.add(position + parts - 1);
    position += parts;
  }
  return tails;
}

/** Groups the words into units: alias phrases ("command line", "set up") become one unit. */
export function queryUnits(
  words: string[],
  aliasGroups: readonly (readonly string[])[],
  prefixAt: ReadonlySet<number> = new Set(),
): QueryUnit[] {
  // A group is found by the stems of its forms, so "vars" finds the group of "var", and
  // "recovered" that of "recover".
  const stems = (phrase: string) => phrase.split(' ').map(stemOf).join(' ');
  const groupOf = (phrase: string) => aliasGroups.find((group) => group.some((form) => stems(form) === stems(phrase)));
  const units: QueryUnit[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const pair = index + 1 < words.length ? `${words[index]} ${words[index + 1]}` : undefined;
    const pairGroup = pair ? groupOf(pair) : undefined;
    const unitWords = pairGroup ? [words[index]!, words[index + 1]!] : [words[index]!];
    const phrase = unitWords.join(' ');
    const group = pairGroup ?? groupOf(phrase);
    const isLast = index + unitWords.length === words.length;
    units.push({
      words: unitWords,
      alternatives: [
        {words: unitWords, kind: 'exact'},
        ...(group ?? []).filter((form) => stems(form) !== stems(phrase)).map((form) => ({words: form.split(' '), kind: 'alias' as const})),
      ],
      prefix:
        isLast || prefixAt.has(index + unitWords.length - 1) || unitWords.every((word) => word.length >= MIN_PREFIX_LENGTH),
    });
    index += unitWords.length - 1;
  }
  return units;
}

/**
 * Optimal string alignment distance (Levenshtein plus swaps of two neighbouring letters),
 * or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The words of the documents an index was built from (trimmed, lower case), for prefixes and typos. */
export type Vocabulary = {words: Set<string>};

/** The index terms one query word may match, with the kind of each match (best kind wins). */
export function termCandidates(
  word: string,
  kind: 'exact' | 'alias',
  allowPrefix: boolean,
  vocabulary: Vocabulary,
  maxPrefixTerms = 40,
): Map<string, MatchKind> {
  const candidates = new Map<string, MatchKind>();
  const add = (term: string, match: MatchKind) => {
    const known = candidates.get(term);
    if (!known || MATCH_RANK[match] > MATCH_RANK[known]) candidates.set(term, match);
  };
  const stem = stemOf(word);
  add(stem, kind);
  if (word !== stem) add(word, kind);
  if (allowPrefix) {
    // Words of the docs that start with what was typed, shortest first ("env" -> environment),
    // matched through their stems: a prefix can run past a stem ("configurat" -> configur).
    const longer = [...vocabulary.words]
      .filter((known) => known.length > word.length && known.startsWith(word))
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
      .slice(0, maxPrefixTerms);
    for (const known of longer) add(stemOf(known), kind === 'alias' ? 'alias' : 'prefix');
  }
  // Only what the reader typed may be a typo: an alias is a word of the list ("across" is not "cross").
  if (kind === 'exact' && word.length >= MIN_TYPO_LENGTH && !vocabulary.words.has(word)) {
    // One edit away from a word the docs use: "presigend" -> presigned -> presign.
    for (const known of vocabulary.words) {
      if (known.length >= MIN_TYPO_LENGTH - 1 && /^[a-z']+$/.test(known) && editDistance(word, known) === 1) {
        add(stemOf(known), 'typo');
      }
    }
  }
  return candidates;
}

/** For each unit and alternative, the candidate terms of each of its words. */
export type QueryPlan = {
  units: {unit: QueryUnit; alternatives: {words: string[]; candidates: Map<string, MatchKind>[]}[]}[];
};

/**
 * Two words the docs use that together spell a word typed as one: "healthcheck" -> health check.
 */
export function splitCompound(word: string, vocabulary: Vocabulary): string[] | null {
  for (let cut = 3; cut <= word.length - 3; cut += 1) {
    const left = word.slice(0, cut);
    const right = word.slice(cut);
    if (vocabulary.words.has(left) && vocabulary.words.has(right)) return [left, right];
  }
  return null;
}

export function planQuery(units: QueryUnit[], vocabulary: Vocabulary): QueryPlan {
  return {
    units: units.map((unit) => ({
      unit,
      alternatives: withCompounds(unit, vocabulary).map((alternative) => ({
        words: alternative.words,
        candidates: alternative.words.map((word) =>
          termCandidates(
            word,
            alternative.kind,
            // Only what the reader typed may be cut short: an alias is a whole word ("ram" is not
            // "random", the "up" of "set up" not "upload").
            unit.prefix && alternative.kind === 'exact',
            vocabulary,
          ),
        ),
      })),
    })),
  };
}

function withCompounds(unit: QueryUnit, vocabulary: Vocabulary): QueryUnit['alternatives'] {
  const [word] = unit.words;
  const parts = unit.words.length === 1 && word && !vocabulary.words.has(word) ? splitCompound(word, vocabulary) : null;
  return parts ? [...unit.alternatives, {words: parts, kind: 'alias'}] : unit.alternatives;
}

/** Every candidate term of the plan with its best kind of match (what the lunr query asks for). */
export function planTerms(plan: QueryPlan): Map<string, MatchKind> {
  const terms = new Map<string, MatchKind>();
  for (const {alternatives} of plan.units) {
    for (const {candidates} of alternatives) {
      for (const perWord of candidates) {
        for (const [term, kind] of perWord) {
          const known = terms.get(term);
          if (!known || MATCH_RANK[kind] > MATCH_RANK[known]) terms.set(term, kind);
        }
      }
    }
  }
  return terms;
}

/** How a document answers one unit of the query: the best match rank and the terms that did it. */
export type UnitMatch = {rank: number; terms: string[]};

/**
 * How a document whose matched index terms are `matched` answers each unit of the query, in the
 * query's order: its best alternative (an alternative counts as well as its weakest word, spread
 * over its words), or null for a unit it does not answer.
 */
export function judgeUnits(plan: QueryPlan, matched: Set<string>): (UnitMatch | null)[] {
  return plan.units.map(({alternatives}) => {
    let best: UnitMatch | null = null;
    for (const {candidates} of alternatives) {
      let altRank = 0;
      const altTerms: string[] = [];
      const complete = candidates.every((perWord) => {
        let wordBest = 0;
        let wordTerm: string | undefined;
        for (const term of matched) {
          const kind = perWord.get(term);
          if (kind && MATCH_RANK[kind] > wordBest) {
            wordBest = MATCH_RANK[kind];
            wordTerm = term;
          }
        }
        if (!wordTerm) return false;
        altRank += wordBest;
        altTerms.push(wordTerm);
        return true;
      });
      if (complete) {
        const value = altRank / candidates.length;
        if (!best || value > best.rank) best = {rank: value, terms: altTerms};
      }
    }
    return best;
  });
}

/** The sum of the units' ranks (higher is better) and the terms that did the matching, over the units answered. */
export function combineUnits(units: readonly (UnitMatch | null)[]): {rank: number; terms: string[]} {
  let rank = 0;
  const used = new Set<string>();
  for (const unit of units) {
    if (!unit) continue;
    rank += unit.rank;
    for (const term of unit.terms) used.add(term);
  }
  return {rank, terms: [...used]};
}

/**
 * Whether a document whose matched index terms are `matched` answers every unit of the query;
 * if so, the sum of the best match ranks (higher is better) and the terms that did the matching.
 */
export function judgeMatch(plan: QueryPlan, matched: Set<string>): {rank: number; terms: string[]} | null {
  const units = judgeUnits(plan, matched);
  return units.every(Boolean) ? combineUnits(units) : null;
}

/**
 * How much of a page's short names the query covers: the keywords document lists them separated
 * by commas (the sidebar label; for API pages also the method and path). The best covered one
 * counts, so "Docbox" answers the page labelled "Docbox" as fully as a page titled "Docbox" would.
 */
export function namesCoverage(keywords: string, matchedStems: ReadonlySet<string>): number {
  let best = 0;
  for (const name of keywords.split(',')) {
    const words = name.split(/[\s-]+/).map(trimWord).filter(Boolean);
    if (words.length === 0) continue;
    best = Math.max(best, words.filter((word) => matchedStems.has(stemOf(word))).length / words.length);
  }
  return best;
}
