import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The theme's client module that registers the extra Prism languages at startup. It imports
// prism-react-renderer, which put the whole highlighter (a fifth of the main bundle) on every
// page. src/theme/CodeBlock registers the languages instead, so Prism loads with code blocks.
const prismStartupModule = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const emptyModule = path.join(__dirname, 'emptyClientModule.ts');

// Code that only API pages use. Docusaurus puts modules used by half the pages into the
// `common` chunk loaded everywhere; with more API pages than guides, that pulled API theme
// code into every guide.
const apiOnlyCode = /[\\/]node_modules[\\/]docusaurus-(theme|plugin)-openapi-docs[\\/]/;

/** Keeps the API theme and the highlighter off pages that do not use them. */
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
      }
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(prismStartupModule, emptyModule),
        ],
      };
    },
  };
}
