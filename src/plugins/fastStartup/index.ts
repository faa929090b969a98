import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Docusaurus's client entry, swapped for one that starts the site in several short tasks.
const clientEntry = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/**
 * A faster start in the browser: the client entry yields between its steps
 * (./clientEntry.tsx) and route loaders are made on first use (./componentCreator.tsx).
 * Production build only; the dev server keeps Docusaurus's own entry and loaders.
 */
export default function fastStartupPlugin(): Plugin {
  return {
    name: 'docbox-fast-startup',
    configureWebpack(config, isServer, {currentBundler}) {
      if (config.mode !== 'production') return {};
      return {
        // Server too, so both render the same component tree.
        resolve: {alias: {'@docusaurus/ComponentCreator': path.join(__dirname, 'componentCreator.tsx')}},
        plugins: isServer
          ? []
          : [new currentBundler.instance.NormalModuleReplacementPlugin(clientEntry, path.join(__dirname, 'clientEntry.tsx'))],
      };
    },
  };
}
