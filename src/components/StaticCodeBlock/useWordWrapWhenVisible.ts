import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/**
 * The theme's useCodeWordWrap (same result, same toggle), measuring a block only once its buttons
 * are shown (`active`) and while it is near the screen. The theme's hook measures every block of
 * the page as it hydrates, each measurement forcing a layout of the page, then re-renders each
 * block that scrolls sideways:
 * on a guide with 40 blocks that was one 65 ms task on a phone-speed CPU, and it undid the
 * skipped rendering of off-screen blocks (`content-visibility` in src/css/custom.css).
 */
export function useWordWrapWhenVisible(active: boolean): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) code.removeAttribute('style');
    else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (URLs, keys) must wrap too.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || !active) return undefined;
    let near = false;
    const measure = () =>
      setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
    // Also fires when a block in a hidden tab panel is shown.
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries[entries.length - 1]!.isIntersecting;
        if (near) measure();
      },
      {rootMargin: '200px 0px'},
    );
    observer.observe(pre);
    const onResize = () => near && measure();
    window.addEventListener('resize', onResize, {passive: true});
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [isEnabled, active]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
