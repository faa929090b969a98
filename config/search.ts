import type {PluginConfig} from '@docusaurus/types';

/**
 * Offline full-text search (lunr), indexed at build time from the rendered pages of the guides,
 * the API reference and the release notes. The index is fetched only when the reader starts
 * searching; matching and ranking are the site's own (src/search, swapped in by
 * src/plugins/searchWorker.ts). See docs-dev/search.md for how and why.
 */
export const searchTheme: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
  {
    indexDocs: true,
    // Both docs instances live under /docs (guides and /docs/api).
    docsRouteBasePath: ['docs'],
    docsDir: ['docs', 'api/reference'],
    // Release notes are searchable too: the site's own worker (src/search/worker.ts) ranks page
    // titles before body text, so they no longer crowd out the guides and the API.
    indexBlog: true,
    // Lists of posts (pages, tags, archive, authors) repeat the posts' text; only posts are indexed.
    ignoreFiles: [/^\/?blog\/?$/, /^\/?blog\/(page|tags|archive|authors)(\/|$)/],
    indexPages: false,
    language: ['en'],
    // Content-hashed index file names, so the index can be cached like other assets.
    hashed: 'filename',
    highlightSearchTermsOnTargetPage: true,
    explicitSearchResultPath: true,
    searchResultLimits: 10,
    searchResultContextMaxLength: 60,
    searchBarShortcutKeymap: 'mod+k',
    searchBarPosition: 'right',
    // Underscores and hyphens join the tokens readers type: x-tenant-env, DOCBOX_API_KEY.
    removeDefaultStopWordFilter: true,
    fuzzyMatchingDistance: 1,
    // API pages are rendered in full on the server (src/components/ApiSchema). Their request
    // samples and example payloads repeat the parameters and schemas above them on every page,
    // and would crowd the results for any header or field name; so would the error responses
    // after the first response, the same on every page (`.api-not-indexed`).
    // A category page's doc cards repeat the titles of the pages they link to, each after an
    // emoji icon the site's fonts cannot draw in the results (a box before "Create a tenant"),
    // and their descriptions: the API's tag pages (File, Folder, ...) held every operation's
    // description, so "how do I rename a file" found the tag page before "Update a file".
    // The release switch's select lists every release as an option: its text ("0.9.3 0.9.2 ...")
    // would open the excerpt of every operation page.
    ignoreCssSelectors: ['.operation-page__samples', '.api-example', '.api-not-indexed', '.theme-doc-card-heading', '.theme-doc-card-description', '[data-release-switch] select'],
  },
];
