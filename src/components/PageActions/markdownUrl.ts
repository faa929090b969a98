/**
 * The URL of a page's Markdown twin (src/plugins/markdownTwins): the page's path plus `.md`;
 * the landing page's twin is /index.md.
 */
export function markdownUrl(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path === '' ? '/index.md' : `${path}.md`;
}
