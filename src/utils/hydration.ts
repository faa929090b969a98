/**
 * True while React hydrates the page the server rendered: Docusaurus marks `<html>` with
 * `data-has-hydrated="true"` once it has. Components that keep the server's HTML instead of
 * hydrating it (`src/components/operation/Island.tsx`, `src/components/DeferredHydration`) read
 * it when they are first rendered.
 */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}
