import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The search theme starts its worker with `new Worker(new URL('./worker.js', import.meta.url))`;
// the bundler resolves that like any module, so it can be pointed at the site's own worker.
const themeWorker = /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]worker\.js$/;
const siteWorker = path.join(__dirname, '..', 'search', 'worker.ts');

/** Swaps the search theme's worker for src/search/worker.ts (matching and ranking; see there). */
export default function searchWorkerPlugin(): Plugin {
  return {
    name: 'docbox-search-worker',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(themeWorker, siteWorker)]};
    },
  };
}
