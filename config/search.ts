import type {PluginConfig} from '@docusaurus/types';

/**
 * Offline full-text search (lunr), indexed at build time from the rendered pages of the guides
 * and the API reference. The index is fetched only when the reader focuses
 * the search box. See docs-dev/search.md for why this engine was chosen.
 */
export const searchTheme: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
  {
    indexDocs: true,
    // Both docs instances live under /docs (guides and /docs/api).
    docsRouteBasePath: ['docs'],
    docsDir: ['docs', 'api/reference'],
    // Release notes would crowd out the guides and the API for most queries
    // ("health check", "link metadata"); they have their own list and feeds.
    indexBlog: false,
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
    // API pages are rendered in full on the server (src/plugins/apiServerRendering.ts). Their
    // request samples and example payloads repeat the parameters and schemas above them on every
    // page, and would crowd the results for any header or field name.
    ignoreCssSelectors: ['.openapi-right-panel__container', '.openapi-code__code-samples-container'],
  },
];
