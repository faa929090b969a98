/**
 * Stands in for @docusaurus/theme-common's `useWindowSize` (src/plugins/codeSplitting.ts).
 * Pages hydrate with "ssr" (what the server rendered) and learn the real size in an effect. The
 * theme sets it as an ordinary update, so on a phone the re-render that follows hydration (the
 * desktop sidebar and table of contents out, the mobile ones in) ran as one task, together with
 * `useIsBrowser`'s flip (src/shims/browserContext.tsx): 20 to 47 ms in Lighthouse's unthrottled
 * traces of a guide, the longest task of its load. Here the first size is
 * set in a transition, which React renders in slices the browser can interrupt; a resize is
 * still applied at once. Same values, same breakpoint as Infima's CSS.
 */
import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's desktop breakpoint; the theme's CSS switches layouts at the same width.
const DESKTOP_BREAKPOINT = 996;

function sizeOf(desktopBreakpoint: number): Exclude<WindowSize, 'ssr'> {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT}: {desktopBreakpoint?: number} = {}): WindowSize {
  // "ssr" until mounted, as the server rendered it: anything else would not hydrate.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    startTransition(() => setWindowSize(sizeOf(desktopBreakpoint)));
    const onResize = () => setWindowSize(sizeOf(desktopBreakpoint));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [desktopBreakpoint]);
  return windowSize;
}
