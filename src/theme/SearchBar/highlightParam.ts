/** The query string of an address without the search theme's `_highlight` parameters ("" when nothing is left). */
export function withoutHighlight(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has('_highlight')) return search;
  params.delete('_highlight');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
