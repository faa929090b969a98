/**
 * Wraps the search page's `useSearchQuery` (@easyops-cn/docusaurus-search-local), swapped in for
 * the search page's import of it (src/plugins/codeSplitting.ts). Two fixes:
 *
 * - The page reads `?q=` only once `useIsBrowser()` is true, and right after hydration an effect
 *   writes its query, still empty, back to the address: it relies on `useIsBrowser` flipping in
 *   the same render as that write (a site that flipped it later, in a transition, saw the page
 *   erase `?q=` before reading it). Here the page cannot change the address before it has read it,
 *   whatever the order.
 * - The page wrote every keystroke to the address (`history.replace`), and copied the address
 *   back into its box whenever it changed. Typed at 25 ms a key, the address lagged a key behind
 *   and copying it back dropped the key typed in between ("gateway" became "gatewy"); and every
 *   write started Docusaurus's route-change work, whose state updates, one a key, could run into React's
 *   limit on nested updates and stopped the page. Here the address is written once the reader
 *   pauses (ADDRESS_DELAY_MS), and the address is not copied back while the reader types; Back,
 *   Forward and links still change the query, and cancel a write still to come.
 */
import {useEffect, useRef} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useSearchQueryOfPlugin from '@docbox/search-local-use-search-query';

const leaveAddressAlone = () => {};
/** How long after the last key the query goes into the address. */
export const ADDRESS_DELAY_MS = 300;

export default function useSearchQuery(): ReturnType<typeof useSearchQueryOfPlugin> {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const location = useLocation();
  const query = useSearchQueryOfPlugin();
  // Queries this page wrote (or is about to write) to the address, and the newest of them.
  const written = useRef(new Set<string>());
  const newest = useRef<string | null>(null);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writeAddress = useRef(query.updateSearchPath);
  writeAddress.current = query.updateSearchPath;
  const seenLocation = useRef(location);
  useEffect(() => () => clearTimeout(pendingWrite.current), []);
  if (!isBrowser) return {...query, updateSearchPath: leaveAddressAlone, updateSearchContext: leaveAddressAlone};

  if (location !== seenLocation.current) {
    seenLocation.current = location;
    const ownWrite = history.action === 'REPLACE' && written.current.has(query.searchValue);
    if (!ownWrite) {
      // Back, Forward or a link: the address is the query now.
      clearTimeout(pendingWrite.current);
      written.current.clear();
      newest.current = null;
    }
  }
  const addressValue = query.searchValue;
  return {
    ...query,
    // While the reader types, the page must not copy the address into its box: an empty value is
    // one it ignores. A change of address from outside gives the address's query again, which
    // the page then shows, even when it is the query it showed before the reader typed.
    searchValue: newest.current === null ? addressValue : '',
    updateSearchPath: (value: string) => {
      if (newest.current === null && value === addressValue) return;
      newest.current = value;
      written.current.add(value);
      clearTimeout(pendingWrite.current);
      if (value === addressValue) return;
      pendingWrite.current = setTimeout(() => writeAddress.current(value), ADDRESS_DELAY_MS);
    },
  };
}
