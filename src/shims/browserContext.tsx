/**
 * Stands in for @docusaurus/core's `client/browserContext` (src/plugins/codeSplitting.ts): the
 * context behind `useIsBrowser`, false while the page hydrates and true once it has. Docusaurus
 * flips it in an effect as an ordinary update, so everything that reads it (links, the colour
 * mode toggle, the sidebar's categories, `<html data-has-hydrated>`) re-rendered in one task right
 * after hydration: 17 ms in Lighthouse's unthrottled trace of a guide once the window size no
 * longer flipped in it (src/shims/useWindowSize.ts). Here the flip is a
 * transition, rendered in slices the browser can interrupt. Same values, same order.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  // False for the first render, as on the server: anything else would not hydrate.
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
