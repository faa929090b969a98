/**
 * The performance layer's registry: every place where the site swaps, wraps, copies or rewrites
 * a module of another package (Docusaurus, the API theme and plugin, the local search), with what
 * it replaces, how the build finds it and why. The plugins that make the swaps
 * (src/plugins/codeSplitting.ts, ./fastStartup, scripts/build/api-generate.ts)
 * take their patterns and targets from here, and tests/unit/workarounds.test.ts checks each entry
 * against node_modules, so that an upgrade which moves, renames or changes one of these files
 * fails a unit test instead of dropping the workaround without a word.
 * docs-dev/performance.md ("The performance layer") explains each entry for a reader.
 *
 * Nothing here runs in the browser: the build's configuration and the tests import it.
 */
import {existsSync, realpathSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export const siteRoot = path.join(__dirname, '..', '..');

/** A file inside an installed package, and what the site expects of it. */
export interface PackageFile {
  /** The package's name, e.g. `@docusaurus/core`. */
  package: string;
  /** The file's path inside the package. */
  file: string;
  /** Resolve the package as a dependency of this one (for packages installed more than once). */
  from?: string;
  /** Names the file must still export (the ones the stand-in replaces or relies on). */
  exports?: string[];
  /**
   * How to read its exports: `parse` (default) lexes the file as an ES module or CommonJS;
   * `require` loads it in Node, for bundled UMD files the lexers cannot see into.
   */
  exportsVia?: 'parse' | 'require';
  /** Text the file must still contain: an import the swap is matched by, a call the site relies on. */
  contains?: string[];
  /**
   * The first 16 hex digits of the file's SHA-256 when the site's copy of its logic was last
   * compared with it. Any change to the file fails the test, which asks for the comparison again.
   */
  pinned?: string;
}

/** A file of another package that imports the swapped module, and how. */
export interface Importer extends PackageFile {
  /** The import request as the file writes it (`./docsClientUtils`, `tslib`). */
  specifier: string;
  /**
   * Where the stand-in gives only part of the module: a pattern whose first group captures each
   * name the importer uses from it (`tslib_1.__importDefault`). Every name must be in the
   * target's `exports`.
   */
  uses?: RegExp;
}

/** How the build finds what it swaps. */
export type Match =
  /** NormalModuleReplacementPlugin (or a cache group's test) on the module's resolved path. */
  | {by: 'path'; pattern: RegExp}
  /** NormalModuleReplacementPlugin on the request as the importers write it. */
  | {by: 'request'; pattern: RegExp; importers: Importer[]}
  /** `resolve.alias` for a bare request, in every importer (`request$`: that request exactly). */
  | {by: 'alias'; request: string; importers: Importer[]}
  /** A module rule: the request is aliased in the modules whose path `test` matches. */
  | {by: 'rule'; test: RegExp; request: string; importers: Importer[]}
  /** A theme component of the same name in src/theme, which shadows the theme's (and may wrap it). */
  | {by: 'theme'; component: string}
  /** Not swapped: the site's file copies or mirrors the target's logic, kept in step by hand. */
  | {by: 'copy'}
  /** The site rewrites text another package generates (the lines must still be generated). */
  | {by: 'text'; lines: string[]};

export interface Workaround {
  /** What it replaces: the module of another package. */
  target: PackageFile;
  match: Match;
  /** The site's file that stands in, if any (path from the site's root). */
  standIn?: string;
  /**
   * The stand-in replaces the whole module for its importers: it must export at least what the
   * target exports, or an import of a new export would be undefined.
   */
  whole?: boolean;
  /** The site's file that makes the swap. */
  by: string;
  /** Which builds the swap applies to. */
  builds: 'client' | 'server' | 'both';
  /** Other files of other packages the workaround relies on. */
  relies?: PackageFile[];
  /** Why, in one line. */
  why: string;
}

/** The directory of `name` as installed for the site (or for the package `from`), symlinks resolved. */
export function packageDir(name: string, from?: string): string {
  const base = from ? packageDir(from) : siteRoot;
  const lookups = createRequire(path.join(base, 'package.json')).resolve.paths(name) ?? [];
  for (const dir of lookups) {
    if (existsSync(path.join(dir, name, 'package.json'))) return realpathSync(path.join(dir, name));
  }
  throw new Error(`package ${name} is not installed${from ? ` for ${from}` : ''}`);
}

/** The absolute path of a package's file (which may not exist: the test checks). */
export function packageFile(ref: PackageFile): string {
  return path.join(packageDir(ref.package, ref.from), ref.file);
}

/** The absolute path of a site file given from the site's root. */
export function sitePath(file: string): string {
  return path.join(siteRoot, file);
}

const THEME = 'docusaurus-theme-openapi-docs';
const API_PLUGIN = 'docusaurus-plugin-openapi-docs';
const SEARCH = '@easyops-cn/docusaurus-search-local';
const CORE = '@docusaurus/core';
const THEME_COMMON = '@docusaurus/theme-common';
const THEME_CLASSIC = '@docusaurus/theme-classic';

/**
 * The lines the API plugin writes at the top of each operation page, and what
 * scripts/build/api-generate.ts puts in their place: the site's method and path, parameters, body
 * and responses (src/components/operation/parts.tsx, src/components/ApiSchema), which take the
 * plugin's props. OperationTabs and TabItem are imported but unused by these pages, and importing
 * them would still run the theme's tab code.
 */
export const PART_IMPORTS: [string, string][] = [
  ['import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";', 'import MethodEndpoint from "@site/src/components/operation/MethodEndpoint";'],
  ['import ParamsDetails from "@theme/ParamsDetails";', 'import {ParamsDetails} from "@site/src/components/operation/parts";'],
  ['import RequestSchema from "@theme/RequestSchema";', 'import {RequestSchema} from "@site/src/components/operation/parts";'],
  ['import StatusCodes from "@theme/StatusCodes";', 'import {StatusCodes} from "@site/src/components/operation/parts";'],
  ['import OperationTabs from "@theme/OperationTabs";', ''],
  ['import TabItem from "@theme/TabItem";', ''],
];

export const WORKAROUNDS = {
  // src/plugins/codeSplitting.ts
  prismStartup: {
    target: {package: THEME_CLASSIC, file: 'lib/prism-include-languages.js'},
    match: {by: 'path', pattern: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/},
    standIn: 'src/plugins/emptyClientModule.ts',
    by: 'src/plugins/codeSplitting.ts',
    builds: 'both',
    relies: [{package: THEME_CLASSIC, file: 'lib/index.js', contains: ["'./prism-include-languages'"]}],
    why: 'the client module that registers extra Prism languages put the whole highlighter in the main bundle; src/theme/CodeBlock/highlighter.ts registers them when needed',
  },
  apiCodeOffCommonChunk: {
    target: {package: THEME, file: 'lib/theme/ApiItem/index.js'},
    match: {by: 'path', pattern: /[\\/]node_modules[\\/]docusaurus-(theme|plugin)-openapi-docs[\\/]/},
    by: 'src/plugins/codeSplitting.ts',
    builds: 'client',
    relies: [{package: CORE, file: 'lib/webpack/base.js', contains: ['common: {', 'styles: {', "type: 'css/mini-extract'"]}],
    why: "Docusaurus's `common` chunk takes modules half the pages use; with more API pages than guides that put API theme code on every page",
  },
  apiStylesOwnChunk: {
    target: {package: THEME, file: 'lib/theme/styles.scss'},
    match: {by: 'path', pattern: /[\\/]node_modules[\\/]docusaurus-theme-openapi-docs[\\/]/},
    by: 'src/plugins/codeSplitting.ts',
    builds: 'client',
    relies: [{package: CORE, file: 'lib/webpack/base.js', contains: ['styles: {', "type: 'css/mini-extract'"]}],
    why: "the API theme's CSS (90 KiB) goes in its own file, loaded with the API information page, not in the one stylesheet of every page",
  },
  apiStylesOffClientModules: {
    target: {package: THEME, file: 'lib/theme/styles.scss'},
    match: {
      by: 'rule',
      test: /[\\/]\.docusaurus[\\/]client-modules\.js$/,
      // The stylesheet's resolved path, as the theme's getClientModules() gives it to Docusaurus,
      // which writes it into the generated .docusaurus/client-modules.js (no importer to check).
      request: packageFile({package: THEME, file: 'lib/theme/styles.scss'}),
      importers: [],
    },
    standIn: 'src/plugins/emptyClientModule.ts',
    by: 'src/plugins/codeSplitting.ts',
    builds: 'both',
    relies: [
      {package: THEME, file: 'lib/index.js', contains: ['getClientModules()', '"styles.scss"']},
      {package: CORE, file: 'lib/server/codegen/codegen.js', contains: ["'client-modules.js'"]},
    ],
    why: 'the theme registers its stylesheet as a client module, on every page; the API information page imports it itself (scripts/build/api-generate.ts)',
  },
  tslibInUtilsCommon: {
    target: {package: 'tslib', from: '@docusaurus/utils-common', file: 'tslib.js', exports: ['__importDefault'], exportsVia: 'require'},
    match: {
      by: 'rule',
      test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
      request: 'tslib$',
      importers: [{package: '@docusaurus/utils-common', file: 'lib/index.js', specifier: 'tslib', uses: /tslib_1\.(\w+)/g}],
    },
    standIn: 'src/shims/tslibImportDefault.ts',
    by: 'src/plugins/codeSplitting.ts',
    builds: 'both',
    why: "a CommonJS require of tslib kept all of tslib's helpers (3.4 KiB brotli) in the main bundle for the one it uses",
  },
  cryptoJs: {
    target: {package: 'crypto-js', from: THEME, file: 'index.js', exports: ['SHA1'], exportsVia: 'require'},
    match: {
      by: 'alias',
      request: 'crypto-js$',
      importers: [{package: THEME, file: 'lib/theme/ApiExplorer/storage-utils.js', specifier: 'crypto-js', uses: /crypto_js_1\.default\.(\w+)/g}],
    },
    standIn: 'src/shims/cryptoJsSha1.ts',
    by: 'src/plugins/codeSplitting.ts',
    builds: 'both',
    why: 'the API theme uses crypto-js (18 KiB) for one SHA-1 that names stored credentials',
  },
  chalk: {
    target: {package: 'chalk', from: API_PLUGIN, file: 'source/index.js', exports: ['default']},
    match: {
      by: 'alias',
      request: 'chalk$',
      importers: [{package: API_PLUGIN, file: 'lib/openapi/createSchemaExample.js', specifier: 'chalk'}],
    },
    standIn: 'src/shims/chalk.ts',
    by: 'src/plugins/codeSplitting.ts',
    builds: 'client',
    why: "the API plugin's example builder, used in the browser, colours one console warning with chalk: bytes and start-up time for nothing",
  },
  docsClientUtils: {
    target: {
      package: '@docusaurus/plugin-content-docs',
      file: 'lib/client/docsClientUtils.js',
      exports: ['getActivePlugin', 'getActiveDocContext', 'getActiveVersion', 'getDocVersionSuggestions', 'getLatestVersion'],
      // getActivePlugin is copied, with another sort.
      pinned: '444c91b32c4a549c',
    },
    match: {
      by: 'request',
      pattern: /^\.\/docsClientUtils$/,
      importers: [{package: '@docusaurus/plugin-content-docs', file: 'lib/client/index.js', specifier: './docsClientUtils'}],
    },
    standIn: 'src/shims/docsClientUtils.ts',
    whole: true,
    by: 'src/plugins/codeSplitting.ts',
    builds: 'both',
    why: "the active-plugin lookup's localeCompare loaded the browser's collation data in the middle of hydration (9-18 ms at 1x)",
  },
  emojiUtils: {
    target: {package: THEME_COMMON, file: 'lib/utils/emojiUtils.js', exports: ['extractLeadingEmoji']},
    match: {by: 'path', pattern: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/},
    standIn: 'src/shims/emojiUtils.ts',
    whole: true,
    by: 'src/plugins/codeSplitting.ts',
    builds: 'both',
    why: "the doc cards' emoji split built an Intl.Segmenter and a Unicode-set expression at load, for labels that start with a letter",
  },
  useSearchQuery: {
    target: {package: SEARCH, file: 'dist/client/client/theme/hooks/useSearchQuery.js', exports: ['default']},
    match: {
      by: 'request',
      // The theme's page imports it as ../hooks/useSearchQuery; the site's copy of that page
      // (src/theme/SearchPage, `searchPage` below) by its path in the package.
      pattern: /^(?:\.\.|@easyops-cn\/docusaurus-search-local\/dist\/client\/client\/theme)\/hooks\/useSearchQuery$/,
      importers: [{package: SEARCH, file: 'dist/client/client/theme/SearchPage/SearchPage.jsx', specifier: '../hooks/useSearchQuery'}],
    },
    standIn: 'src/shims/useSearchQuery.ts',
    whole: true,
    by: 'src/plugins/codeSplitting.ts',
    builds: 'both',
    why: 'the search page writes the address once the reader pauses, not at every key (which dropped keys typed at speed), and never before it has read `?q=`',
  },
  suggestionTemplate: {
    target: {package: SEARCH, file: 'dist/client/client/theme/SearchBar/SuggestionTemplate.js', exports: ['SuggestionTemplate'], contains: ['${styles.hitAction}']},
    match: {
      by: 'request',
      pattern: /^\.\/SuggestionTemplate$/,
      importers: [{package: SEARCH, file: 'dist/client/client/theme/SearchBar/SearchBar.jsx', specifier: './SuggestionTemplate'}],
    },
    standIn: 'src/theme/SearchBar/SuggestionTemplate.ts',
    whole: true,
    by: 'src/plugins/codeSplitting.ts',
    builds: 'both',
    why: "the navbar box's results name the words of the query they lack (issue 38): the theme's template, and a line after its title and path",
  },
  reactUtils: {
    target: {
      package: THEME_COMMON,
      file: 'lib/utils/reactUtils.js',
      exports: ['useShallowMemoObject', 'composeProviders', 'ReactContextError', 'useEvent', 'usePrevious'],
    },
    match: {
      by: 'request',
      pattern: /^\.{1,2}(?:\/\.\.)*(?:\/utils)?\/reactUtils$/,
      importers: [
        // The navbar's secondary menu, whose memo is the reason for the stand-in.
        {package: THEME_COMMON, file: 'lib/contexts/navbarSecondaryMenu/content.js', specifier: '../../utils/reactUtils'},
        {package: THEME_COMMON, file: 'lib/hooks/useMutationObserver.js', specifier: '../utils/reactUtils'},
        {package: THEME_COMMON, file: 'lib/index.js', specifier: './utils/reactUtils'},
        {package: THEME_COMMON, file: 'lib/utils/scrollUtils.js', specifier: './reactUtils'},
      ],
    },
    standIn: 'src/shims/reactUtils.ts',
    whole: true,
    by: 'src/plugins/codeSplitting.ts',
    builds: 'both',
    why: "the phone menu's memo sorted its keys with localeCompare, loading the collation data right after hydration (9-12 ms)",
  },

  // src/plugins/fastStartup
  clientEntry: {
    target: {package: CORE, file: 'lib/client/clientEntry.js', pinned: 'a9d6514eaf79c05c'},
    match: {by: 'path', pattern: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/},
    standIn: 'src/plugins/fastStartup/clientEntry.tsx',
    by: 'src/plugins/fastStartup/index.ts',
    builds: 'client',
    relies: [
      {package: CORE, file: 'lib/client/App.js', exports: ['default']},
      {package: CORE, file: 'lib/client/preload.js', exports: ['default']},
      {package: CORE, file: 'lib/client/docusaurus.js', exports: ['default']},
    ],
    why: 'a copy of the client entry that starts the site in short tasks (one 60-100 ms task at 1x became six of 2-14 ms) and adds route scripts one per task',
  },

  // The operation pages (scripts/build/api-generate.ts, src/components/operation, src/theme)
  operationPartImports: {
    target: {package: API_PLUGIN, file: 'lib/markdown/index.js'},
    match: {by: 'text', lines: PART_IMPORTS.map(([theirs]) => theirs)},
    standIn: 'src/components/operation/parts.tsx',
    by: 'scripts/build/api-generate.ts',
    builds: 'both',
    // The props the site's parts read, as the plugin writes them (into `<page>.<part>.json`).
    relies: [
      {package: API_PLUGIN, file: 'lib/markdown/createParamsDetails.js', contains: ['create)("ParamsDetails", {', 'parameters: parameters']},
      {package: API_PLUGIN, file: 'lib/markdown/createRequestSchema.js', contains: ['create)("RequestSchema", {', 'body:']},
      {package: API_PLUGIN, file: 'lib/markdown/createStatusCodes.js', contains: ['create)("StatusCodes", {', 'responses']},
    ],
    why: "operation pages import the site's parameters, body and responses (src/components/ApiSchema), plain HTML with no theme code, and not the tab sets they never use",
  },
  operationPage: {
    target: {package: THEME, file: 'lib/theme/ApiItem/index.js', exports: ['default'], contains: ['frontMatter'], pinned: 'fd059f169de5c073'},
    match: {by: 'theme', component: 'ApiItem'},
    standIn: 'src/theme/ApiItem/index.tsx',
    by: 'src/theme/ApiItem/index.tsx',
    builds: 'both',
    why: "operation pages get the site's page (src/components/operation/OperationItem.tsx); the overview, section and information pages render as guides do, without the theme's page, store and CSS",
  },
  codeBlock: {
    target: {package: THEME_CLASSIC, file: 'lib/theme/CodeBlock/index.js', exports: ['default']},
    match: {by: 'theme', component: 'CodeBlock'},
    standIn: 'src/theme/CodeBlock/index.tsx',
    by: 'src/theme/CodeBlock/index.tsx',
    builds: 'both',
    relies: [{package: THEME_CLASSIC, file: 'lib/theme/prism-include-languages.js', exports: ['default']}],
    why: "the API pages' code blocks keep the server's highlighted lines; Prism loads in the browser only when a block changes",
  },

  // Guides and every page
  deferredHydration: {
    target: {
      package: CORE,
      file: 'lib/client/exports/Link.js',
      contains: ['window.docusaurus.prefetch', 'window.docusaurus.preload'],
      pinned: 'cd83fc0c2bffaab8',
    },
    match: {by: 'copy'},
    standIn: 'src/components/DeferredHydration/index.tsx',
    by: 'src/remark/deferHydration.ts',
    builds: 'both',
    relies: [{package: THEME_CLASSIC, file: 'lib/theme/MDXComponents/index.js', exports: ['default']}],
    why: "prose keeps the server's HTML instead of hydrating; three listeners on the document do what `Link` did for its links",
  },
  idlePrefetch: {
    target: {package: CORE, file: 'lib/client/prefetch.js', exports: ['default'], pinned: '7543271549a9882a'},
    match: {by: 'copy'},
    standIn: 'src/clientModules/idlePrefetch.ts',
    by: 'docusaurus.config.ts',
    builds: 'client',
    relies: [
      {
        package: CORE,
        file: 'lib/client/docusaurus.js',
        contains: ['routesChunkNames', '__webpack_require__.gca', 'prefetch'],
        pinned: 'b0d1dbdc1e3a706f',
      },
      {package: CORE, file: 'lib/client/exports/Link.js', contains: ['window.docusaurus.prefetch']},
    ],
    why: "links' pages are prefetched in idle time, each file once; Docusaurus added a link for every chunk of every linked page at once",
  },
  wordWrapWhenVisible: {
    target: {package: THEME_COMMON, file: 'lib/hooks/useCodeWordWrap.js', exports: ['useCodeWordWrap'], pinned: '3483ac26c8c5cb90'},
    match: {by: 'copy'},
    standIn: 'src/components/StaticCodeBlock/useWordWrapWhenVisible.ts',
    by: 'src/components/StaticCodeBlock/useWordWrapWhenVisible.ts',
    builds: 'both',
    why: 'code blocks measure whether they scroll sideways when they come into view, not all at once after hydration (65 ms at 1x on the longest guide)',
  },
  pageTemplate: {
    target: {package: CORE, file: 'lib/ssg/ssgTemplate.html.js', pinned: '5d6584e4a61b22d4'},
    match: {by: 'copy'},
    standIn: 'src/plugins/paintBeforeHydration.ts',
    by: 'docusaurus.config.ts',
    builds: 'server',
    why: "Docusaurus's page template with the bundles started after the first paint, so a slow phone paints the text before hydrating",
  },
  desktopSidebarOnPhones: {
    target: {
      package: THEME_CLASSIC,
      file: 'lib/theme/DocSidebar/Desktop/index.js',
      exports: ['default'],
      contains: ['styles.sidebarWithHideableNavbar', 'styles.sidebarHidden'],
      pinned: 'a509de0be954ea19',
    },
    match: {by: 'theme', component: 'DocSidebar/Desktop'},
    standIn: 'src/theme/DocSidebar/Desktop/index.tsx',
    by: 'src/theme/DocSidebar/Desktop/index.tsx',
    builds: 'both',
    relies: [
      {package: THEME_CLASSIC, file: 'lib/theme/DocSidebar/Desktop/styles.module.css', contains: ['.sidebar {', '.sidebarWithHideableNavbar {', '.sidebarHidden {']},
      {package: THEME_CLASSIC, file: 'lib/theme/DocSidebar/index.js', contains: ["windowSize === 'mobile'"]},
    ],
    why: "a phone keeps the desktop sidebar as the server's HTML while the page hydrates (src/components/KeptOnPhones): hidden there, and unmounted right after",
  },
  desktopTocOnPhones: {
    target: {package: THEME_CLASSIC, file: 'lib/theme/TOC/index.js', exports: ['default'], contains: ["'thin-scrollbar'"], pinned: '5586e5cc0e3053bb'},
    match: {by: 'theme', component: 'DocItem/TOC/Desktop'},
    standIn: 'src/theme/DocItem/TOC/Desktop/index.tsx',
    by: 'src/theme/DocItem/TOC/Desktop/index.tsx',
    builds: 'both',
    relies: [
      {package: THEME_CLASSIC, file: 'lib/theme/DocItem/TOC/Desktop/index.js', exports: ['default'], contains: ['ThemeClassNames.docs.docTocDesktop'], pinned: '766572affae79e62'},
      {package: THEME_CLASSIC, file: 'lib/theme/TOC/styles.module.css', contains: ['.tableOfContents {']},
    ],
    why: "a phone keeps the desktop table of contents as the server's HTML while the page hydrates (src/components/KeptOnPhones): hidden there, and unmounted right after",
  },
  phoneMenuOnDemand: {
    target: {package: THEME_CLASSIC, file: 'lib/theme/Navbar/MobileSidebar/index.js', exports: ['default'], contains: ['mobileSidebar.shouldRender', 'useLockBodyScroll(mobileSidebar.shown)']},
    match: {by: 'theme', component: 'Navbar/MobileSidebar'},
    standIn: 'src/theme/Navbar/MobileSidebar/index.tsx',
    by: 'src/theme/Navbar/MobileSidebar/index.tsx',
    builds: 'both',
    relies: [{package: THEME_CLASSIC, file: 'lib/theme/Navbar/MobileSidebar/Toggle/index.js', contains: ['navbar__toggle']}],
    why: 'the phone menu (every navbar item and the docs sidebar) is rendered when the reader reaches for its toggle, not hidden on every page right after hydration',
  },
  searchPage: {
    target: {package: SEARCH, file: 'dist/client/client/theme/SearchPage/SearchPage.jsx', exports: ['default'], pinned: '554dcc569a17cb23'},
    match: {by: 'theme', component: 'SearchPage'},
    standIn: 'src/theme/SearchPage/index.tsx',
    by: 'src/theme/SearchPage/index.tsx',
    builds: 'both',
    relies: [{package: SEARCH, file: 'dist/client/client/theme/SearchPage/index.js', contains: ['import SearchPage from "./SearchPage"']}],
    why: "a copy of the search page whose results name the words of the query they lack (issue 38), as the navbar box's do; the theme renders its results inside the page's module",
  },
  searchBarOnDemand: {
    target: {package: SEARCH, file: 'dist/client/client/theme/SearchBar/index.jsx', exports: ['default']},
    match: {by: 'theme', component: 'SearchBar'},
    standIn: 'src/theme/SearchBar/index.tsx',
    by: 'src/theme/SearchBar/index.tsx',
    builds: 'both',
    why: "the search box's code and index client load when the reader starts searching",
  },
  authorSocialsOnDemand: {
    target: {package: THEME_CLASSIC, file: 'lib/theme/Blog/Components/Author/Socials/index.js', exports: ['default']},
    match: {by: 'theme', component: 'Blog/Components/Author/Socials'},
    standIn: 'src/theme/Blog/Components/Author/Socials/index.tsx',
    by: 'src/theme/Blog/Components/Author/Socials/index.tsx',
    builds: 'both',
    why: "the theme's social icons (6 KiB) load only for an author who lists social links",
  },
} satisfies Record<string, Workaround>;

export type WorkaroundName = keyof typeof WORKAROUNDS;

/**
 * The module swaps a build can be made without, to measure what each one gains
 * (`DOCBOX_WORKAROUNDS_OFF=cryptoJs,chalk npm run build`; scripts/bench/measure-workarounds.ts).
 * Never set for the site itself. The theme components the site shadows cannot be switched off
 * this way: they are files in src/theme.
 */
export const SWITCHABLE: WorkaroundName[] = [
  'prismStartup',
  'tslibInUtilsCommon',
  'cryptoJs',
  'chalk',
  'docsClientUtils',
  'emojiUtils',
  'reactUtils',
  'useSearchQuery',
  'clientEntry',
];

/** The workarounds `DOCBOX_WORKAROUNDS_OFF` names; an error for a name that cannot be switched off. */
export function workaroundsOff(setting = process.env.DOCBOX_WORKAROUNDS_OFF ?? ''): Set<WorkaroundName> {
  const names = setting.split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!(SWITCHABLE as string[]).includes(name)) {
      throw new Error(`DOCBOX_WORKAROUNDS_OFF: "${name}" is not a workaround that can be switched off (${SWITCHABLE.join(', ')})`);
    }
  }
  return new Set(names as WorkaroundName[]);
}

/** Whether the build makes this swap (all of them, unless DOCBOX_WORKAROUNDS_OFF names it). */
export function isOn(entry: Workaround): boolean {
  const off = workaroundsOff();
  return !Object.entries(WORKAROUNDS).some(([name, candidate]) => candidate === entry && off.has(name as WorkaroundName));
}

/** The stand-in's absolute path; an error for an entry without one. */
export function standInPath(entry: Workaround): string {
  if (!entry.standIn) throw new Error(`the workaround for ${entry.target.package}/${entry.target.file} has no stand-in`);
  return sitePath(entry.standIn);
}

/** The path pattern of a workaround the build matches by path or by request. */
export function patternOf(entry: Workaround): RegExp {
  if (entry.match.by !== 'path' && entry.match.by !== 'request') throw new Error(`not matched by a pattern: ${entry.target.file}`);
  return entry.match.pattern;
}

/** A module rule that aliases a request to the stand-in, for the modules the rule's test matches. */
export function ruleOf(entry: Workaround) {
  if (entry.match.by !== 'rule') throw new Error(`not matched by a module rule: ${entry.target.file}`);
  return {test: entry.match.test, resolve: {alias: {[entry.match.request]: standInPath(entry)}}};
}

/** `resolve.alias` entries for workarounds matched by a bare request. */
export function aliasesOf(entries: Workaround[]): Record<string, string> {
  return Object.fromEntries(
    entries.map((entry) => {
      if (entry.match.by !== 'alias') throw new Error(`not matched by an alias: ${entry.target.file}`);
      return [entry.match.request, standInPath(entry)];
    }),
  );
}
