/**
 * True while React hydrates the page the server rendered: Docusaurus marks `<html>` with
 * `data-has-hydrated="true"` once it has. Components that keep the server's HTML instead of
 * hydrating it (`src/components/operation/Island.tsx`, `src/components/DeferredHydration`) read
 * it when they are first rendered.
 */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}

// Infima's desktop breakpoint, as theme-common's `useWindowSize` uses it: at this width or less the
// theme swaps the desktop sidebar and table of contents for the phone menu once the page is live.
const DESKTOP_BREAKPOINT = 996;

/**
 * True while a page hydrates at phone width: the desktop-only chrome the server rendered (the
 * docs sidebar, the table of contents) is hidden by CSS there and replaced right after hydration.
 */
export function isHydratingOnPhone(): boolean {
  return isHydrating() && window.innerWidth <= DESKTOP_BREAKPOINT;
}
