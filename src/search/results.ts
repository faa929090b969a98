/**
 * Rules for the list of results the search worker returns, shared by the navbar box and the
 * search page. Pure functions, unit-tested in tests/unit/search-results.test.ts.
 */

type ResultDocument = {i: number; t: string; p?: number};
type Result = {document: ResultDocument; type: number; page?: ResultDocument | false};

/** The theme's document kind for section headings (the index file's second part). */
const HEADING = 1;

const foldedText = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * One result per document, in ranked order, and no heading result that only repeats its page's
 * title. A page's title, description and keywords share the page's id in the index: the search
 * page keys its list by that id, and two results with one key left results of earlier queries in
 * the list.
 */
export function distinctResults<T extends Result>(ranked: readonly T[]): T[] {
  const seen = new Set<number>();
  const kept: T[] = [];
  for (const result of ranked) {
    if (seen.has(result.document.i)) continue;
    if (result.type === HEADING && result.page && foldedText(result.page.t) === foldedText(result.document.t)) continue;
    seen.add(result.document.i);
    kept.push(result);
  }
  return kept;
}

/** Characters that take no space and that the site's fonts cannot draw: zero-width space, joiners, BOM. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

type IndexPart = {documents: Array<Record<string, unknown>>; index: unknown};

/**
 * The search index as the theme writes it, with the zero-width spaces its parser keeps from the
 * anchor links of headings (`<a class="hash-link">&ZeroWidthSpace;</a>`) taken out of every text
 * field. The lunr index itself already trims them from its terms.
 */
export function cleanSearchIndex(parts: IndexPart[]): IndexPart[] {
  const clean = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(ZERO_WIDTH, '').replace(/ {2,}/g, ' ');
    if (Array.isArray(value)) return value.map(clean);
    return value;
  };
  return parts.map((part) => ({
    ...part,
    documents: part.documents.map((document) =>
      Object.fromEntries(Object.entries(document).map(([key, value]) => [key, clean(value)])),
    ),
  }));
}
