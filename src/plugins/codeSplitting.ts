import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {WORKAROUNDS as W, aliasesOf, isOn, packageFile, patternOf, ruleOf, standInPath} from './workarounds';

// What this plugin swaps, with why, is listed in ./workarounds.ts (the patterns and the stand-ins
// come from there; tests/unit/workarounds.test.ts checks them against node_modules).

// The theme's client module that registers the extra Prism languages at startup (the whole
// highlighter on every page): an empty module instead. src/theme/CodeBlock/highlighter.ts
// registers the languages when an API page's code block needs Prism in the browser.
const prismStartupModule = patternOf(W.prismStartup);
const emptyModule = standInPath(W.prismStartup);

// The API pages' code blocks load Prism on demand in the browser; the server renders them
// highlighted, so its build gets the module that has the highlighter at once (src/theme/CodeBlock).
const highlighterLoader = /[\\/]theme[\\/]CodeBlock[\\/]loadHighlighter(\.ts)?$/;
const serverHighlighterLoader = path.join(__dirname, '..', 'theme', 'CodeBlock', 'loadHighlighter.server.ts');

// The operation pages' request panel loads when used in the browser; the server renders it into
// the HTML (src/components/operation/Island.tsx, loadRequestPanel.server.ts).
const requestPanelLoader = /[\\/]components[\\/]operation[\\/]loadRequestPanel(\.ts)?$/;
const serverRequestPanelLoader = path.join(__dirname, '..', 'components', 'operation', 'loadRequestPanel.server.ts');

// Code that only API pages use, kept out of Docusaurus's `common` chunk.
const apiOnlyCode = patternOf(W.apiCodeOffCommonChunk);

// A smaller stand-in for a library the API theme uses for one function (tslib's, for
// @docusaurus/utils-common alone, is a module rule below). Each list is read when the build is
// configured, like every swap `DOCBOX_WORKAROUNDS_OFF` can switch off.
const apiThemeShims = () => aliasesOf([W.cryptoJs].filter(isOn));
// Browser build only: chalk colours one console warning of the API plugin.
const browserShims = () => aliasesOf([W.chalk].filter(isOn));

// Docusaurus and search modules swapped for stand-ins, by path or by the importer's request.
const replacements = () =>
  [W.docsClientUtils, W.emojiUtils, W.reactUtils, W.useSearchQuery, W.suggestionTemplate]
    .filter(isOn)
    .map((entry) => [patternOf(entry), standInPath(entry)] as const);

// The originals the stand-ins for reactUtils, useSearchQuery and suggestionTemplate wrap, under
// names their own imports use (a relative request would be swapped again).
const wrappedOriginals = {
  '@docbox/theme-common-react-utils$': packageFile(W.reactUtils.target),
  '@docbox/search-local-use-search-query$': packageFile(W.useSearchQuery.target),
  '@docbox/search-local-suggestion-template$': packageFile(W.suggestionTemplate.target),
};

// `DOCBOX_BUNDLE_STATS=1 npm run build` also writes the browser build's module graph here, for
// scripts/bench/analyze-bundle.ts (npm run analyze). Off by default: the stats take seconds to write.
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

// The API theme's stylesheet: off the client modules (every page), in a file of its own, for the
// API information page, the one page that still uses the theme's components.
const apiOnlyStyles = patternOf(W.apiStylesOwnChunk);
// The operation pages' own styles, in a file of their own too (not in every page's stylesheet).
const operationOnlyStyles = /[\\/]src[\\/]theme[\\/]ApiItem[\\/]operation\.css$|[\\/]src[\\/]components[\\/](ApiSchema|operation)[\\/][^\\/]+\.css$/;

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
        // API information page (scripts/build/api-generate.ts adds the import), and the operation
        // pages' in another (src/theme/ApiItem/operation.ts), each after the site's.
        const styles = splitChunks.cacheGroups?.styles;
        type CssModule = {nameForCondition?: () => string | null; resource?: string};
        const pathOf = (module: CssModule) => module.nameForCondition?.() ?? module.resource ?? '';
        const isApiStyle = (module: CssModule) => apiOnlyStyles.test(pathOf(module));
        const isOperationStyle = (module: CssModule) => operationOnlyStyles.test(pathOf(module));
        if (styles && typeof styles === 'object') {
          styles.test = ((module: CssModule) => !isApiStyle(module) && !isOperationStyle(module)) as unknown as typeof styles.test;
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
          operationStyles: {
            name: 'operation-styles',
            type: 'css/mini-extract',
            test: isOperationStyle as unknown as RegExp,
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
        // DOCBOX_SOURCE_MAPS=1: source maps, for builds profiled in a browser's devtools only.
        ...(process.env.DOCBOX_SOURCE_MAPS && !isServer ? {devtool: 'source-map' as const} : {}),
        module: {
          rules: [...(isOn(W.tslibInUtilsCommon) ? [ruleOf(W.tslibInUtilsCommon)] : []), ruleOf(W.apiStylesOffClientModules)],
        },
        resolve: {alias: isServer ? {...apiThemeShims(), ...wrappedOriginals} : {...apiThemeShims(), ...browserShims(), ...wrappedOriginals}},
        plugins: [
          ...(isOn(W.prismStartup) ? [new currentBundler.instance.NormalModuleReplacementPlugin(prismStartupModule, emptyModule)] : []),
          ...replacements().map(([pattern, standIn]) => new currentBundler.instance.NormalModuleReplacementPlugin(pattern, standIn)),
          ...(!isServer && process.env.DOCBOX_BUNDLE_STATS ? [writeBundleStats] : []),
          ...(isServer
            ? [
                new currentBundler.instance.NormalModuleReplacementPlugin(highlighterLoader, serverHighlighterLoader),
                new currentBundler.instance.NormalModuleReplacementPlugin(requestPanelLoader, serverRequestPanelLoader),
              ]
            : []),
        ],
      };
    },
  };
}
