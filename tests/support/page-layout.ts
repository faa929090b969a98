import type {Page} from '@playwright/test';

/**
 * Measurements of a loaded docs page that the every-page walk checks (tests/e2e/every-page.spec.ts,
 * issue 44): the page title's place and size, the docs sidebar's rows, and tables against their
 * column. Read in one evaluation, as the page is when it has loaded, without scrolling.
 */
export type PageLayout = {
  /** The H1's top edge in the document, in CSS px, and its computed font size. */
  titleTop: number;
  titleFontSize: string;
  /** The announcement bar is shown above the navbar. */
  announcement: boolean;
  /** Links of the docs sidebar that are displayed (inside open categories); 0 without a sidebar. */
  sidebarRows: number;
  /** The current page's sidebar link lies inside the window and the sidebar's visible box. */
  currentRowInView: boolean | null;
  /**
   * Tables wider than their column, or whose content is wider than their box without a scroll
   * container that shows it (overflow-x auto or scroll, with the edge shadows of src/css/custom.css).
   */
  tableProblems: string[];
  /** Breadcrumbs whose text is cut short (an ellipsis): the page's path as the reader cannot read it. */
  cutBreadcrumbs: string[];
  /** Diagrams whose smallest text is drawn under MIN_DIAGRAM_TEXT_PX (scaled down to the column). */
  smallDiagrams: string[];
  /** How far the page is wider than the window (a page that scrolls sideways), in CSS px. */
  sidewaysOverflow: number;
};

/** The smallest text a diagram may draw, in CSS px, once scaled to the page. */
export const MIN_DIAGRAM_TEXT_PX = 8.5;

export async function pageLayout(page: Page): Promise<PageLayout> {
  return page.evaluate((minDiagramText) => {
    const title = document.querySelector('article h1');
    const box = title?.getBoundingClientRect();
    const sidebar = document.querySelector('nav[aria-label="Docs sidebar"]');
    const rows = sidebar ? Array.from(sidebar.querySelectorAll('a.menu__link')).filter((link) => link.getClientRects().length > 0) : [];
    const current = sidebar?.querySelector('a.menu__link[aria-current="page"]');
    let currentRowInView: boolean | null = null;
    if (current) {
      const row = current.getBoundingClientRect();
      const scroller = sidebar!.getBoundingClientRect();
      currentRowInView =
        row.height > 0 && row.top >= Math.max(0, scroller.top) && row.bottom <= Math.min(window.innerHeight, scroller.bottom);
    }
    const tableProblems: string[] = [];
    document.querySelectorAll('article table').forEach((table, index) => {
      // A table in a tab the reader has not opened is not displayed: it is measured in its own tab.
      if (table.getClientRects().length === 0) return;
      const column = table.closest('.markdown') ?? table.closest('article')!;
      const tableBox = table.getBoundingClientRect();
      const columnBox = column.getBoundingClientRect();
      const name = `table ${index + 1} (${(table.querySelector('th')?.textContent ?? '').trim().slice(0, 30)})`;
      if (tableBox.right > columnBox.right + 1 || tableBox.left < columnBox.left - 1) {
        tableProblems.push(`${name}: ${Math.round(tableBox.width)} px wide in a ${Math.round(columnBox.width)} px column`);
      }
      if (table.scrollWidth > table.clientWidth + 1) {
        const style = getComputedStyle(table);
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        const shadows = (style.backgroundImage.match(/radial-gradient/g) ?? []).length === 2 && /local/.test(style.backgroundAttachment);
        if (!scrolls || !shadows) {
          tableProblems.push(`${name}: content ${table.scrollWidth} px in ${table.clientWidth} px, overflow-x ${style.overflowX}, cue ${shadows}`);
        }
      }
    });
    // The crumbs shown (on a phone only the parent is), each in full.
    const cutBreadcrumbs = Array.from(document.querySelectorAll<HTMLElement>('article .breadcrumbs__link'))
      .filter((crumb) => crumb.getClientRects().length > 0 && crumb.scrollWidth > crumb.clientWidth + 1)
      .map((crumb) => (crumb.textContent ?? '').trim());
    const smallDiagrams: string[] = [];
    document.querySelectorAll<SVGSVGElement>('article figure svg[viewBox]').forEach((svg) => {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const sizes = Array.from(svg.querySelectorAll('text')).map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
      const smallest = Math.min(...sizes);
      if (sizes.length > 0 && smallest < minDiagramText) smallDiagrams.push(`${svg.getAttribute('aria-label') ?? 'diagram'}: text at ${smallest.toFixed(1)} px`);
    });
    const bar = document.querySelector('.theme-announcement-bar');
    return {
      titleTop: box ? Math.round((box.top + window.scrollY) * 10) / 10 : Number.NaN,
      titleFontSize: title ? getComputedStyle(title).fontSize : '',
      announcement: Boolean(bar && bar.getBoundingClientRect().height > 0),
      sidebarRows: rows.length,
      currentRowInView,
      tableProblems,
      cutBreadcrumbs,
      smallDiagrams,
      sidewaysOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  }, MIN_DIAGRAM_TEXT_PX);
}

/** At most this many sidebar rows show when a guide loads (issue 44). */
export const MAX_SIDEBAR_ROWS = 25;
/** The title's top may differ by this much from page to page (issue 44). */
export const TITLE_TOLERANCE_PX = 2;
/** On a phone, with the announcement bar showing, the title starts this close to the top. */
export const PHONE_TITLE_MAX_TOP_PX = 250;
