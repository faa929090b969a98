import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The theme's client module that registers the extra Prism languages at startup. It imports
// prism-react-renderer, which put the whole highlighter (a fifth of the main bundle) on every
// page. src/theme/CodeBlock/highlighter.ts registers the languages instead, when an API page's
// code block needs Prism in the browser: Markdown code is highlighted at build time
// (src/remark/highlightCodeBlocks.ts) and API code blocks by the server.
const prismStartupModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const emptyModule = path.join(__dirname, 'emptyClientModule.ts');

// The API pages' code blocks load Prism on demand in the browser; the server renders them
// highlighted, so its build gets the module that has the highlighter at once (src/theme/CodeBlock).
const highlighterLoader = /[\\/]theme[\\/]CodeBlock[\\/]loadHighlighter(\.ts)?$/;
const serverHighlighterLoader = path.join(__dirname, '..', 'theme', 'CodeBlock', 'loadHighlighter.server.ts');

// Code that only API pages use. Docusaurus puts modules used by half the pages into the
// `common` chunk loaded everywhere; with more API pages than guides, that pulled API theme
// code into every guide.
const apiOnlyCode = /[\\/]node_modules[\\/]docusaurus-(theme|plugin)-openapi-docs[\\/]/;

// @docusaurus/utils-common is CommonJS and `require`s tslib for one helper; a CommonJS require
// keeps every tslib helper (3.4 KiB brotli) in the main bundle. It gets only that helper.
const utilsCommonIndex = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/;
const shims = path.join(__dirname, '..', 'shims');
const tslibImportDefault = path.join(shims, 'tslibImportDefault.ts');

// Smaller stand-ins for two libraries the API theme uses for one function each (src/shims):
// 30 KiB of JavaScript less on every API page.
const apiThemeShims = {
  'crypto-js$': path.join(shims, 'cryptoJsSha1.ts'),
  pako$: path.join(shims, 'pakoUngzip.ts'),
};
// Browser build only: chalk colours one console warning of the API theme (src/shims/chalk.ts).
const browserShims = {chalk$: path.join(shims, 'chalk.ts')};

// The docs plugin's client utilities, with an active-plugin lookup that does not load the
// browser's collation data in the middle of hydration (src/shims/docsClientUtils.ts).
const docsClientUtilsRequest = /^\.\/docsClientUtils$/;
const docsClientUtilsShim = path.join(shims, 'docsClientUtils.ts');

// The theme's leading-emoji split for doc cards, without building a segmenter at load
// (src/shims/emojiUtils.ts).
const emojiUtilsModule = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/;
const emojiUtilsShim = path.join(shims, 'emojiUtils.ts');

// The theme's window-size hook, with the first size after hydration set in a transition, so
// the re-render it causes on a phone comes in slices (src/shims/useWindowSize.ts).
const windowSizeModule = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;
const windowSizeShim = path.join(shims, 'useWindowSize.ts');

// The context behind `useIsBrowser`, flipped in a transition after hydration
// (src/shims/browserContext.tsx).
const browserContextModule = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;
const browserContextShim = path.join(shims, 'browserContext.tsx');

// The search page's query hook, wrapped so that the page does not rewrite the address before it
// has read `?q=` (src/shims/useSearchQuery.ts); matched by the search page's own import of it.
const searchQueryRequest = /^\.\.\/hooks\/useSearchQuery$/;
const searchQueryShim = path.join(shims, 'useSearchQuery.ts');

// The theme's React helpers, with a memo that does not load the browser's collation data
// (src/shims/reactUtils.ts). Matched by request (theme-common's own relative imports), so that
// the stand-in can import the original through the alias below.
const reactUtilsRequest = /^\.{1,2}(?:\/\.\.)*(?:\/utils)?\/reactUtils$/;
const reactUtilsShim = path.join(shims, 'reactUtils.ts');
// The originals the stand-ins above wrap.
const wrappedOriginals = {
  '@docbox/theme-common-react-utils$': path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js'),
  '@docbox/search-local-use-search-query$': path.join(
    path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
    'dist/client/client/theme/hooks/useSearchQuery.js',
  ),
};

// `DOCBOX_BUNDLE_STATS=1 npm run build` also writes the browser build's module graph here, for
// scripts/analyze-bundle.ts (npm run analyze). Off by default: the stats take seconds to write.
export const bundleStatsFile = path.join(__dirname, '..', '..', '.generated', 'bundle-stats.json');

type StatsCompiler = {
  hooks: {done: {tap(name: string, fn: (stats: {toJson(options: object): object}) => void): void}};
};

const writeBundleStats = {
  apply(compiler: StatsCompiler) {
    compiler.hooks.done.tap('docbox-bundle-stats', (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        ids: true,
        // Every module, concatenated ones included, as webpack-bundle-analyzer expects them.
        modules: true,
        nestedModules: true,
        orphanModules: true,
        modulesSpace: Infinity,
        nestedModulesSpace: Infinity,
      });
      mkdirSync(path.dirname(bundleStatsFile), {recursive: true});
      writeFileSync(bundleStatsFile, JSON.stringify(json));
    });
  },
};

// The API theme registers its stylesheet (90 KiB, half of the site's CSS) as a client module,
// which puts it on every page. Operation pages import it themselves (src/theme/ApiItem/operation.ts).
const clientModulesList = /[\\/]\.docusaurus[\\/]client-modules\.js$/;
const apiThemeStyles = require.resolve('docusaurus-theme-openapi-docs/lib/theme/styles.scss');
const apiOnlyStyles = /[\\/]node_modules[\\/]docusaurus-theme-openapi-docs[\\/]|[\\/]src[\\/]theme[\\/]ApiItem[\\/]operation\.css$/;

/** Keeps the API theme and the highlighter off pages that do not use them, and slims what is left. */
export default function codeSplittingPlugin(): Plugin {
  return {
    name: 'docbox-code-splitting',
    configureWebpack(config, isServer, {currentBundler}) {
      const splitChunks = config.optimization?.splitChunks;
      if (!isServer && splitChunks && typeof splitChunks === 'object') {
        const common = splitChunks.cacheGroups?.common;
        if (common && typeof common === 'object') {
          const sharedByAllKinds = (module: {resource?: string}) => !apiOnlyCode.test(module.resource ?? '');
          common.test = sharedByAllKinds as unknown as typeof common.test;
        }
        // Docusaurus puts all CSS in one file; the API theme's goes in its own, loaded with the
        // operation pages (src/theme/ApiItem/operation.ts imports it), after the site's.
        const styles = splitChunks.cacheGroups?.styles;
        const isApiStyle = (module: {nameForCondition?: () => string | null; resource?: string}) =>
          apiOnlyStyles.test(module.nameForCondition?.() ?? module.resource ?? '');
        if (styles && typeof styles === 'object') {
          styles.test = ((module: Parameters<typeof isApiStyle>[0]) => !isApiStyle(module)) as unknown as typeof styles.test;
        }
        // The browser-side highlighter, loaded on demand by the API pages' code blocks: one chunk
        // with a name (assets/js/prism.HASH.js), so tests can check when it loads.
        splitChunks.cacheGroups = {
          ...splitChunks.cacheGroups,
          apiStyles: {
            name: 'api-styles',
            type: 'css/mini-extract',
            test: isApiStyle as unknown as RegExp,
            chunks: 'all',
            enforce: true,
            priority: 60,
          },
          prism: {
            test: /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/,
            name: 'prism',
            chunks: 'async',
            priority: 50,
            enforce: true,
          },
        };
      }
      return {
        // DOCBOX_SOURCE_MAPS=1: source maps, for profiling builds only (scripts/profile-page.ts).
        ...(process.env.DOCBOX_SOURCE_MAPS && !isServer ? {devtool: 'source-map' as const} : {}),
        module: {
          rules: [
            {test: utilsCommonIndex, resolve: {alias: {tslib$: tslibImportDefault}}},
            {test: clientModulesList, resolve: {alias: {[apiThemeStyles]: emptyModule}}},
          ],
        },
        resolve: {alias: isServer ? {...apiThemeShims, ...wrappedOriginals} : {...apiThemeShims, ...browserShims, ...wrappedOriginals}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(prismStartupModule, emptyModule),
          new currentBundler.instance.NormalModuleReplacementPlugin(docsClientUtilsRequest, docsClientUtilsShim),
          new currentBundler.instance.NormalModuleReplacementPlugin(emojiUtilsModule, emojiUtilsShim),
          new currentBundler.instance.NormalModuleReplacementPlugin(windowSizeModule, windowSizeShim),
          new currentBundler.instance.NormalModuleReplacementPlugin(reactUtilsRequest, reactUtilsShim),
          new currentBundler.instance.NormalModuleReplacementPlugin(browserContextModule, browserContextShim),
          new currentBundler.instance.NormalModuleReplacementPlugin(searchQueryRequest, searchQueryShim),
          ...(!isServer && process.env.DOCBOX_BUNDLE_STATS ? [writeBundleStats] : []),
          ...(isServer
            ? [new currentBundler.instance.NormalModuleReplacementPlugin(highlighterLoader, serverHighlighterLoader)]
            : []),
        ],
      };
    },
  };
}
