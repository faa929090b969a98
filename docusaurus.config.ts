import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcement, siteTitle, siteUrl, tagline} from './config/site';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {apiDocsPlugin, openApiPlugin} from './config/api';
import {buildIntegrity} from './config/integrity';
import {siteFuture} from './config/future';
import {searchTheme} from './config/search';
import {markdownTwinsPlugin} from './config/markdownTwins';
import {freshnessFields, sitemapOptions} from './config/freshness';
import {darkCodeTheme, highlightCodeBlocksPlugin, lightCodeTheme} from './config/prism';
import sdkCoverage from './src/remark/sdkCoverage';
import fileProcessingTable from './src/remark/fileProcessingTable';
import deferHydration from './src/remark/deferHydration';
import releaseMarks from './src/remark/releaseMarks';
import announcementBarResetPlugin from './src/plugins/announcementBarReset';
import codeSplittingPlugin from './src/plugins/codeSplitting';
import codeHighlightingPlugin from './src/plugins/codeHighlighting';
import fastStartupPlugin from './src/plugins/fastStartup';
import paintBeforeHydrationPlugin, {ssrTemplate} from './src/plugins/paintBeforeHydration';
import searchWorkerPlugin from './src/plugins/searchWorker';

const config: Config = {
  title: siteTitle,
  tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,

  ...buildIntegrity,
  // Bundles start after the first paint (src/plugins/paintBeforeHydration.ts).
  ssrTemplate,

  clientModules: ['./src/clientModules/accessibilityFixes.ts', './src/clientModules/idlePrefetch.ts'],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}},
  },

  future: siteFuture,

  // The pages' footers: "Report a problem" and the newest release (config/freshness.ts).
  customFields: freshnessFields,

  // The generated copy of the OpenAPI description is served from here at /api/docbox.json.
  staticDirectories: ['static', '.generated/static'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          // The API reference is a separate docs instance (config/api.ts).
          sidebarPath: './sidebars/guides.ts',
          lastVersion: 'current',
          onlyIncludeVersions: ['current'],
          versions: {current: {label: 'Next'}},
          // "Last updated" from git (config/freshness.ts), shown with the page's checked release.
          showLastUpdateTime: true,
          // sdkCoverage: the SDK guide's coverage table, made from src/data/sdk.ts and api/docbox.json.
          // fileProcessingTable: the file types guide's table, made from src/data/fileProcessing.ts.
          // releaseMarks: "since" beside the reference pages' entries, from src/data/releases/.
          remarkPlugins: [sdkCoverage, fileProcessingTable, releaseMarks, highlightCodeBlocksPlugin, deferHydration],
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Docbox release notes',
          blogDescription: 'What changed in each Docbox server release and how to upgrade.',
          blogSidebarTitle: 'All releases',
          blogSidebarCount: 'ALL',
          postsPerPage: 10,
          showReadingTime: false,
          showLastUpdateTime: true,
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [highlightCodeBlocksPlugin, deferHydration],
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Docbox release notes',
            description: 'Docbox server releases and upgrade notes.',
            copyright: 'Copyright © 2025 Docbox',
            xslt: false,
          },
        },
        pages: {remarkPlugins: [highlightCodeBlocksPlugin]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: sitemapOptions,
        gtag: undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    'docusaurus-plugin-sass',
    apiDocsPlugin,
    openApiPlugin,
    [announcementBarResetPlugin, {id: announcement.id}],
    codeSplittingPlugin,
    [codeHighlightingPlugin, {lightTheme: lightCodeTheme, darkTheme: darkCodeTheme}],
    paintBeforeHydrationPlugin,
    fastStartupPlugin,
    searchWorkerPlugin,
    markdownTwinsPlugin,
  ],
  themes: ['docusaurus-theme-openapi-docs', searchTheme],

  themeConfig: {
    // No site-wide `image`: every page gets its own preview card after the build
    // (scripts/build/lib/social-pages.ts, run by scripts/build/finalize-build.ts).
    metadata: [{name: 'description', content: tagline}],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: announcement.id,
      content: announcement.content,
      backgroundColor: '#24398d',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    blog: {sidebar: {groupByYear: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // For the API pages' code blocks (src/theme/CodeBlock/highlighter.ts), highlighted by the
      // server and, for blocks rendered later, in the browser; Markdown code blocks are
      // highlighted at build time (config/prism.ts).
      additionalLanguages: ['bash', 'json', 'hcl', 'powershell', 'docker'],
    },
    languageTabs: [
      {highlight: 'bash', language: 'curl', logoClass: 'curl'},
      {highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs', variant: 'axios'},
      {highlight: 'python', language: 'python', logoClass: 'python', variant: 'requests'},
      {highlight: 'rust', language: 'rust', logoClass: 'rust'},
    ],
  } satisfies Preset.ThemeConfig,
};

export default config;
