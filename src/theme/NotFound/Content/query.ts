/** The words of a missing path's last segment, as a search query ("create-tenant" -> "create tenant"). */
export function queryFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  let segment = last;
  try {
    segment = decodeURIComponent(last);
  } catch {
    // A malformed escape: search for the segment as it is.
  }
  return segment
    .replace(/\.html?$/, '')
    .replace(/[-_.+]+/g, ' ')
    .trim();
}
