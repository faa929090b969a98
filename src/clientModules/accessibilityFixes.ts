/**
 * A fix to markup we do not render ourselves, applied in the browser after each route change:
 * tables in guides scroll sideways on narrow screens (Infima makes them scroll boxes). A scroll
 * box must be reachable by keyboard, so each table gets tabindex="0".
 */
import type {ClientModule} from '@docusaurus/types';

function fixTables(root: ParentNode): void {
  root.querySelectorAll<HTMLTableElement>('.markdown table:not([tabindex])').forEach((table) => {
    table.setAttribute('tabindex', '0');
  });
}

const module: ClientModule = {
  onRouteDidUpdate() {
    // After React has rendered the new page.
    requestAnimationFrame(() => fixTables(document));
  },
};

export default module;
