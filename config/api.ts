import type {PluginConfig} from '@docusaurus/types';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import {highlightCodeBlocksPlugin} from './prism';
import deferHydration from '../src/remark/deferHydration';
import releaseMarks from '../src/remark/releaseMarks';

/** The OpenAPI description: the single source of the API reference pages. */
export const openApiSpecPath = 'api/docbox.json';
/**
 * The API docs instance's folder: the hand-written overview (docbox.mdx) plus the pages
 * generated from the description, which are git-ignored and never edited by hand. It sits
 * outside docs/ because two docs instances whose folders overlap compile the same MDX twice.
 */
export const apiDocsDir = 'api/reference';

/**
 * The API reference is its own docs plugin instance so that guide pages never load the
 * OpenAPI theme's code; only routes under /docs/api use @theme/ApiItem.
 */
export const apiDocsPlugin: PluginConfig = [
  '@docusaurus/plugin-content-docs',
  {
    id: 'api',
    path: apiDocsDir,
    routeBasePath: 'docs/api',
    sidebarPath: './sidebars/api.ts',
    docItemComponent: '@theme/ApiItem',
    breadcrumbs: true,
    // Generated pages carry their date in front matter (scripts/build/api-generate.ts: git dates of
    // api/docbox.json and the changelog data); docbox.mdx has its own from git.
    showLastUpdateTime: true,
    // releaseMarks: the operation pages' "Since" line and release switch (src/data/releases/).
    remarkPlugins: [releaseMarks, highlightCodeBlocksPlugin, deferHydration],
  },
];

export const openApiPlugin: PluginConfig = [
  'docusaurus-plugin-openapi-docs',
  {
    id: 'openapi',
    docsPluginId: 'api',
    config: {
      docbox: {
        specPath: openApiSpecPath,
        outputDir: apiDocsDir,
        // The site never calls a Docbox server from the browser.
        hideSendButton: true,
        showSchemas: false,
        sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag'},
      } satisfies OpenApiPlugin.Options,
    },
  },
];
