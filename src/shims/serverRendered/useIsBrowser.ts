// Stands in for @docusaurus/useIsBrowser inside the API theme (src/plugins/apiServerRendering.ts).
// The real hook is false during hydration and flips to true after it, which made the theme remount
// every tab set and rebuild the page's store right after hydration. Here it is constant for the
// life of the page: false on the server, true in the browser. The theme only uses it for tab keys
// (not part of the HTML) and to fill the request builder's store, which the server-rendered parts
// read only in effects, after hydration.
export default function useIsBrowser(): boolean {
  return typeof window !== 'undefined';
}
