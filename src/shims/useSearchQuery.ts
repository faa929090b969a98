/**
 * Wraps the search page's `useSearchQuery` (@easyops-cn/docusaurus-search-local), swapped in for
 * the search page's import of it (src/plugins/codeSplitting.ts). The page reads `?q=` only once
 * `useIsBrowser()` is true, and right after hydration an effect writes its query, still empty,
 * back to the address. Docusaurus flipped `useIsBrowser` in the same render as that write; the
 * site flips it in a transition (src/shims/browserContext.tsx), which comes after, so the page
 * erased `?q=` before reading it. Here the page cannot change the address before it has read it.
 */
import useIsBrowser from '@docusaurus/useIsBrowser';
import useSearchQueryOfPlugin from '@docbox/search-local-use-search-query';

const leaveAddressAlone = () => {};

export default function useSearchQuery(): ReturnType<typeof useSearchQueryOfPlugin> {
  const isBrowser = useIsBrowser();
  const query = useSearchQueryOfPlugin();
  return isBrowser ? query : {...query, updateSearchPath: leaveAddressAlone, updateSearchContext: leaveAddressAlone};
}
