import type {PluginConfig} from '@docusaurus/types';

/**
 * Offline full-text search (lunr), indexed at build time from the rendered pages of the guides,
 * the API reference and the release notes. The index is fetched only when the reader focuses
 * the search box. See docs-dev/search.md for why this engine was chosen.
 */
export const searchTheme: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
  {
    indexDocs: true,
    // Both docs instances live under /docs (guides and /docs/api).
    docsRouteBasePath: ['docs'],
    docsDir: ['docs', 'api/reference'],
    indexBlog: true,
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
  },
];
