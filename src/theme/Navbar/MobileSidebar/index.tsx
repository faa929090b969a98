import {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = ComponentProps<typeof MobileSidebar>;

// What tells that the reader is about to open the menu: the toggle touched, pressed, hovered or
// focused. The click that opens it comes after, so the menu is there to slide in.
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin'] as const;
const TOGGLE = '.navbar__toggle';

/**
 * True once the phone menu is wanted: it has been shown, or the reader has reached for its toggle.
 *
 * The theme renders the whole menu (every navbar item and the page's docs sidebar: about 210
 * elements on a guide) as soon as the page is live on a phone, hidden until opened: the largest part of
 * the re-render that follows hydration. Most readers never open it; those who do reach for the
 * toggle first.
 */
function useMenuWanted(shown: boolean, shouldRender: boolean): boolean {
  const [wanted, setWanted] = useState(shown);
  useEffect(() => {
    // Nothing to listen for on a desktop, where the theme never renders the menu.
    if (wanted || !shouldRender) return undefined;
    if (shown) {
      setWanted(true);
      return undefined;
    }
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
    // Focus already on the toggle when the page went live (a reader who tabbed to it early).
    if (document.activeElement?.closest(TOGGLE)) setWanted(true);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [shown, shouldRender, wanted]);
  return wanted || shown;
}

/** The element that scrolls the menu's list: the nearest ancestor whose content overflows it. */
function scrollerOf(element: Element): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) return node;
    if (node.classList.contains('navbar-sidebar')) return null;
  }
  return null;
}

/**
 * Opens the menu where the reader is: the current page's link (the theme has already expanded
 * its group) scrolled to the middle of the list, not the top of a list 1,300 px long.
 */
function useScrollToCurrentPage(shown: boolean): void {
  useEffect(() => {
    if (!shown) return undefined;
    const frame = requestAnimationFrame(() => {
      const links = document.querySelectorAll('.navbar-sidebar .menu__link--active:not(.menu__link--sublist)');
      const current = links[links.length - 1] ?? document.querySelector('.navbar-sidebar .menu__link--active');
      if (!current) return;
      const scroller = scrollerOf(current);
      if (!scroller) return;
      const offset = current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      scroller.scrollTop += offset - (scroller.clientHeight - current.getBoundingClientRect().height) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [shown]);
}

// The phone menu, rendered once wanted, opened at the current page; Escape closes it, as it
// closes other overlays.
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle, shouldRender} = useNavbarMobileSidebar();
  const wanted = useMenuWanted(shown, shouldRender);
  useScrollToCurrentPage(shown);
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
  return wanted ? <MobileSidebar {...props} /> : null;
}
