/**
 * A search result's excerpt (the theme's `highlightStemmed`, an HTML string) without the piece
 * of a hyphenated word it can start or end with: the theme cuts the text between word tokens, and
 * a hyphen or slash is a token of its own, so an excerpt could open with "…-up and accepts" or
 * "…/octet-stream" or close with "the set-…". Marked (matched) words are never taken out.
 * Shared by the navbar box's results (src/theme/SearchBar/SuggestionTemplate.ts) and the search
 * page (src/theme/SearchPage).
 */
export function tidyExcerpt(html: string): string {
  return html
    .replace(/…[-‐–/](?:\w+[-‐–/])*\w+[`'"]?(?=[\s,.;:)]|$)/g, '…')
    .replace(/(^|[^\w\-‐–/$])[-‐–]*(?:\w+[-‐–/])*\w+[-‐–/]…/g, '$1…');
}
