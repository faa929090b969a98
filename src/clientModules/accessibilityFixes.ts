/**
 * Two fixes to markup we do not render ourselves, applied in the browser after each route change:
 *
 * - Tables in guides scroll sideways on narrow screens (Infima makes them scroll boxes). A
 *   scroll box must be reachable by keyboard, so each table gets tabindex="0".
 * - The API theme renders schema rows as <div>s directly inside <ul> elements, which assistive
 *   technology announces as broken lists. Such lists are marked role="presentation": they are
 *   layout, not lists. The theme renders some of them only when a tab opens, hence the observer.
 */
import type {ClientModule} from '@docusaurus/types';

function fixTables(root: ParentNode): void {
  root.querySelectorAll<HTMLTableElement>('.markdown table:not([tabindex])').forEach((table) => {
    table.setAttribute('tabindex', '0');
  });
}

function fixApiLists(root: ParentNode): void {
  root.querySelectorAll<HTMLUListElement>('.theme-api-markdown ul:not([role])').forEach((list) => {
    const items = Array.from(list.children);
    if (items.some((child) => child.tagName !== 'LI')) list.setAttribute('role', 'presentation');
  });
}

let observer: MutationObserver | undefined;

function applyFixes(): void {
  fixTables(document);
  fixApiLists(document);
  const apiContent = document.querySelector('.theme-api-markdown');
  observer?.disconnect();
  if (!apiContent) return;
  let scheduled = false;
  observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      fixApiLists(apiContent);
    });
  });
  observer.observe(apiContent, {childList: true, subtree: true});
}

const module: ClientModule = {
  onRouteDidUpdate() {
    // After React has rendered the new page.
    requestAnimationFrame(applyFixes);
  },
};

export default module;
