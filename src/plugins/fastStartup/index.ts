import type {Plugin} from '@docusaurus/types';
import {WORKAROUNDS, aliasesOf, isOn, patternOf, standInPath} from '../workarounds';

// Docusaurus's client entry, swapped for one that starts the site in several short tasks, and
// the route table's loaders (../workarounds.ts: clientEntry, componentCreator).
const clientEntry = patternOf(WORKAROUNDS.clientEntry);

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
        resolve: {alias: aliasesOf([WORKAROUNDS.componentCreator].filter(isOn))},
        plugins:
          isServer || !isOn(WORKAROUNDS.clientEntry)
            ? []
            : [new currentBundler.instance.NormalModuleReplacementPlugin(clientEntry, standInPath(WORKAROUNDS.clientEntry))],
      };
    },
  };
}
