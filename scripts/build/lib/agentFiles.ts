/**
 * The build's files for crawlers and agents that are not pages (scripts/build/finalize-build.ts
 * writes them with the site's URL, config/site.ts): robots.txt, and the not-found answer in
 * Markdown that nginx sends to a request preferring Markdown (deploy/site.conf). The Markdown
 * twins and llms.txt are src/plugins/markdownTwins'.
 */

/** The file nginx answers an unknown path with when the request prefers Markdown. */
export const NOT_FOUND_MARKDOWN_FILE = '404.markdown';

/**
 * robots.txt: every path may be crawled (the site has nothing private), the sitemap for search
 * engines, and llms.txt, the index of the pages as Markdown, for language models and agents
 * (robots.txt has no field for it, so it is a comment).
 */
export function robotsTxt(siteUrl: string): string {
  return [
    '# The Docbox documentation. Every page may be crawled.',
    `# For language models and coding agents: ${siteUrl}/llms.txt lists every page with its Markdown URL`,
    '# (the page URL plus .md).',
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The not-found answer for Markdown clients: short, with where to look instead. */
export function notFoundMarkdown(siteUrl: string): string {
  return [
    '# Page not found',
    '',
    'No page of the Docbox documentation is at this address: it may have moved, or the address may be mistyped.',
    '',
    `- [llms.txt](${siteUrl}/llms.txt): every page, with a line on each; add \`.md\` to a page's URL for its Markdown.`,
    `- [Search](${siteUrl}/search): the site's search, in a browser (\`${siteUrl}/search?q=presigned+upload\`).`,
    `- [Home](${siteUrl}/index.md): where to start, as Markdown.`,
    '',
  ].join('\n');
}
