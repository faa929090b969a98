import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {WORKAROUNDS, ruleOf} from './workarounds';

/**
 * API pages with their whole content in the HTML.
 *
 * The API theme renders an operation's parameters, request body, response schemas and the request
 * panel only in the browser (<BrowserOnly> with skeleton placeholders), and remounts every tab
 * set once hydration is over. So the HTML had grey boxes where the reference should be (nothing to
 * read without JavaScript, nothing for search engines or our search index), and right after
 * hydration the browser built the whole page a second time in one long task (a third of a second
 * on a mid-range phone). Here those theme modules get stand-ins (src/shims/serverRendered) that
 * render on the server too and keep the tree stable. In the browser those parts stay the server's
 * HTML until the reader uses them (src/components/operation/Island.tsx); the request panel is the
 * site's own (src/components/operation/OperationItem.tsx).
 */
// The swaps, their patterns and their stand-ins are in ./workarounds.ts: the parts of the page the
// theme wraps in <BrowserOnly> (browserOnlyInApiParts) and the modules that key their content on
// useIsBrowser(), whose tab sets remounted (isBrowserInApiTabs).

// The operation pages' theme parts load when used in the browser; the server renders them all
// (src/components/operation/loadThemeParts.server.ts).
const themePartsLoader = /[\\/]components[\\/]operation[\\/]loadThemeParts(\.ts)?$/;
const serverThemePartsLoader = path.join(__dirname, '..', 'components', 'operation', 'loadThemeParts.server.ts');

export default function apiServerRenderingPlugin(): Plugin {
  return {
    name: 'docbox-api-server-rendering',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: isServer ? [new currentBundler.instance.NormalModuleReplacementPlugin(themePartsLoader, serverThemePartsLoader)] : [],
        module: {
          rules: [
            ruleOf(WORKAROUNDS.browserOnlyInApiParts),
            ruleOf(WORKAROUNDS.isBrowserInApiTabs),
          ],
        },
      };
    },
  };
}
