/**
 * How a search result shows the words of the query it lacks (issue 38), as the major search
 * engines do: "Missing:" and the words struck through. The label is text, so a screen reader,
 * which does not announce a strike, reads "Missing: usage". Shared by the navbar box's results
 * (src/theme/SearchBar/SuggestionTemplate.ts) and the search page (src/theme/SearchPage).
 */
export const MISSING_LABEL = 'Missing:';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/** The missing words as HTML, for the theme's results that are HTML strings. */
export function missingWordsHtml(missing: readonly string[], className: string): string {
  const words = missing.map((word) => `<s>${escapeHtml(word)}</s>`).join(' ');
  return `<span class="${escapeHtml(className)}">${MISSING_LABEL} ${words}</span>`;
}

/**
 * A navbar result's HTML (the theme's SuggestionTemplate) with the missing words as a last line
 * of its text, inside the wrapper that holds its title and path and before its action icon
 * (`<span class="hitAction">`); after everything when that icon is not there.
 */
export function withMissingWords(html: string, missing: readonly string[] | undefined, actionClass: string, className: string): string {
  if (!missing || missing.length === 0) return html;
  const line = missingWordsHtml(missing, className);
  const close = '</span>';
  const action = html.lastIndexOf(`<span class="${actionClass}">`);
  if (action < close.length || html.slice(action - close.length, action) !== close) return html + line;
  const at = action - close.length;
  return html.slice(0, at) + line + html.slice(at);
}
