import {lazy, Suspense, useCallback, useEffect, useState, type ReactNode} from 'react';
import {isTypingTarget, isSearchShortcut} from './shortcuts';
import styles from './styles.module.css';

// The search UI (autocomplete, highlighting, the lunr index client) is only downloaded when a
// reader starts searching: focus, hover, Ctrl/Cmd+K or "/". A page opened from a search result
// (with ?_highlight=) loads it at once so the terms are highlighted.
const SearchBar = lazy(() => import('@theme-original/SearchBar'));

function focusSearchInput(): void {
  document.querySelector<HTMLInputElement>('.navbar__search-input[data-search-ready]')?.focus();
}

/** Marks the real input once it is in the page, and focuses it when the reader asked to search. */
function ReadySignal({focus}: {focus: boolean}): null {
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('.navbar__search-input:not([data-search-placeholder])');
    input?.setAttribute('data-search-ready', '');
    if (focus) input?.focus();
  }, [focus]);
  return null;
}

function Placeholder({onActivate}: {onActivate: (focus: boolean) => void}): ReactNode {
  return (
    <div className="navbar__search">
      <input
        className={`navbar__search-input ${styles.placeholder}`}
        data-search-placeholder=""
        placeholder="Search"
        aria-label="Search"
        readOnly
        onFocus={() => onActivate(true)}
        onMouseEnter={() => onActivate(false)}
        onTouchStart={() => onActivate(true)}
      />
    </div>
  );
}

export default function SearchBarWrapper(): ReactNode {
  const [state, setState] = useState<{active: boolean; focus: boolean}>({active: false, focus: false});
  const activate = useCallback((focus: boolean) => {
    setState((current) => (current.active ? current : {active: true, focus}));
  }, []);

  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('_highlight')) activate(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || (event.key === '/' && isTypingTarget(event.target))) return;
      event.preventDefault();
      activate(true);
      focusSearchInput();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [activate]);

  if (!state.active) return <Placeholder onActivate={activate} />;
  return (
    <Suspense fallback={<Placeholder onActivate={activate} />}>
      <SearchBar />
      <ReadySignal focus={state.focus} />
    </Suspense>
  );
}
