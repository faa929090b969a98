import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {isTypingTarget, isSearchShortcut} from './shortcuts';
import styles from './styles.module.css';

// The search UI (autocomplete, highlighting, the lunr index client) is only downloaded when a
// reader starts searching: focus, hover, Ctrl/Cmd+K or "/". A page opened from a search result
// (with ?_highlight=) loads it at once so the terms are highlighted.
const SearchBar = lazy(() => import('@theme-original/SearchBar'));

const REAL_INPUT = '.navbar__search-input:not([data-search-placeholder])';

/** Runs once the real search bar is in the page. */
function OnReady({onReady}: {onReady: () => void}): null {
  useEffect(() => {
    // After the frame in which the search bar appears: focusing earlier is lost.
    const frame = requestAnimationFrame(onReady);
    return () => cancelAnimationFrame(frame);
  }, [onReady]);
  return null;
}

function Placeholder({onActivate, onLeave}: {onActivate: (focus: boolean) => void; onLeave: () => void}): ReactNode {
  return (
    <div className="navbar__search">
      <input
        className={`navbar__search-input ${styles.placeholder}`}
        data-search-placeholder=""
        placeholder="Search"
        aria-label="Search"
        readOnly
        onFocus={() => onActivate(true)}
        // Tabbing on past the box: the real one must not pull focus back when it arrives.
        onBlur={(event) => event.relatedTarget && onLeave()}
        onMouseEnter={() => onActivate(false)}
        onTouchStart={() => onActivate(true)}
      />
    </div>
  );
}

export default function SearchBarWrapper(): ReactNode {
  const [active, setActive] = useState(false);
  const ready = useRef(false);
  const wantsFocus = useRef(false);

  const focusRealInput = useCallback(() => {
    const input = document.querySelector<HTMLInputElement>(REAL_INPUT);
    if (!input) return;
    wantsFocus.current = false;
    input.focus();
  }, []);

  const activate = useCallback(
    (focus: boolean) => {
      if (focus) wantsFocus.current = true;
      setActive(true);
      if (focus && ready.current) focusRealInput();
    },
    [focusRealInput],
  );

  const leave = useCallback(() => {
    wantsFocus.current = false;
  }, []);

  const onReady = useCallback(() => {
    ready.current = true;
    document.querySelector(REAL_INPUT)?.setAttribute('data-search-ready', '');
    if (wantsFocus.current) focusRealInput();
  }, [focusRealInput]);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('_highlight')) activate(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || (event.key === '/' && isTypingTarget(event.target))) return;
      event.preventDefault();
      activate(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [activate]);

  if (!active) return <Placeholder onActivate={activate} onLeave={leave} />;
  return (
    <Suspense fallback={<Placeholder onActivate={activate} onLeave={leave} />}>
      <SearchBar />
      <OnReady onReady={onReady} />
    </Suspense>
  );
}
