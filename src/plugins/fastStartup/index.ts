import type {Plugin} from '@docusaurus/types';
import {WORKAROUNDS, isOn, patternOf, standInPath} from '../workarounds';

// Docusaurus's client entry, swapped for one that starts the site in several short tasks
// (../workarounds.ts: clientEntry).
const clientEntry = patternOf(WORKAROUNDS.clientEntry);

/**
 * A faster start in the browser: the client entry yields between its steps (./clientEntry.tsx).
 * Production build only; the dev server keeps Docusaurus's own entry.
 */
export default function fastStartupPlugin(): Plugin {
  return {
    name: 'docbox-fast-startup',
    configureWebpack(config, isServer, {currentBundler}) {
      if (config.mode !== 'production') return {};
      if (isServer || !isOn(WORKAROUNDS.clientEntry)) return {};
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(clientEntry, standInPath(WORKAROUNDS.clientEntry))]};
    },
  };
}
