import {lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {useHistory, useLocation} from '@docusaurus/router';
import clsx from 'clsx';
import {isTypingTarget, isSearchShortcut} from './shortcuts';
import {copyFieldState, readFieldState, setReactInputValue, type FieldState} from './fieldState';
import {withoutHighlight} from './highlightParam';
import styles from './styles.module.css';

// The search UI (autocomplete, highlighting, the lunr index client) is only downloaded when a
// reader starts searching: focus, hover, Ctrl/Cmd+K or "/". A page opened from a search result
// (with ?_highlight=) loads it at once so the terms are highlighted.
const SearchBar = lazy(() => import('@theme-original/SearchBar'));

const THEME_INPUT = 'input.navbar__search-input';

/** Calls `onMount` once the theme's search bar is in the page, after its own mount-time work. */
function OnMount({onMount}: {onMount: () => void}): null {
  useEffect(() => {
    // The theme's bar clears its box in a timeout it starts when it mounts (it copies the
    // ?_highlight= terms into it); a timeout started after it runs after it.
    const timer = setTimeout(onMount);
    return () => clearTimeout(timer);
  }, [onMount]);
  return null;
}

/** The navbar's search box an event went to, if it did. */
function searchInputOf(target: EventTarget | null): HTMLInputElement | null {
  return target instanceof HTMLInputElement && target.classList.contains('navbar__search-input') ? target : null;
}

/** Takes `_highlight` out of the address bar, leaving the router's state and the page's marks. */
function stripHighlight(): void {
  const {pathname, search, hash} = window.location;
  const stripped = withoutHighlight(search);
  if (stripped !== search) window.history.replaceState(window.history.state, '', `${pathname}${stripped}${hash}`);
}

/**
 * The navbar search box until the theme's search bar is ready: a real text field, so every key a
 * reader presses from the first paint (before hydration too) lands in it, with its caret,
 * selection, Backspace and IME composition, while the search UI and its index load. Its text is
 * copied into the theme's box as it changes; the theme's box replaces it only once the index has
 * answered (and never in the middle of a composition), taking over focus, text and selection.
 */
export default function SearchBarWrapper(): ReactNode {
  const history = useHistory();
  const location = useLocation();
  // The theme's bar is wanted (it is rendered, hidden, while it and its index load).
  const [active, setActive] = useState(false);
  // The theme's bar is shown and the placeholder is gone.
  const [live, setLive] = useState(false);
  const placeholder = useRef<HTMLInputElement>(null);
  const themeBar = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  const composing = useRef(false);
  const handOver = useRef<FieldState | null>(null);

  const themeInput = useCallback(() => themeBar.current?.querySelector<HTMLInputElement>(THEME_INPUT) ?? null, []);

  /** Copies what the reader typed so far into the theme's box, where the search reads it. */
  const mirror = useCallback(() => {
    const input = themeInput();
    const field = placeholder.current;
    if (!mounted.current || !input || !field || input.value === field.value) return;
    setReactInputValue(input, field.value);
  }, [themeInput]);

  const swap = useCallback(() => {
    const input = themeInput();
    const field = placeholder.current;
    if (live || !mounted.current || !input || !field || composing.current) return;
    const typing = document.activeElement === field;
    // The theme's box takes over once its index has answered (autocomplete.js has made it a
    // combobox), so the reader's text is searched the moment it appears; a reader who is not
    // typing gets it at once.
    if ((typing || field.value) && input.getAttribute('role') !== 'combobox') return;
    mirror();
    handOver.current = typing ? readFieldState(field) : null;
    // At once, in this task: a key that landed between reading the field and a later commit was
    // put in the theme's box, and the caret copied after it one key behind ("instances" became
    // "instncesa" when the index answered mid-word).
    flushSync(() => setLive(true));
  }, [live, mirror, themeInput]);

  const activate = useCallback(() => setActive(true), []);

  const onThemeBarMount = useCallback(() => {
    mounted.current = true;
    stripHighlight();
    mirror();
    const input = themeInput();
    const field = placeholder.current;
    if (input && field && (document.activeElement === field || field.value)) {
      // The theme loads its index on hover: the same event starts the load while its box is hidden.
      input.dispatchEvent(new MouseEvent('mouseover', {bubbles: true, relatedTarget: null}));
    }
    swap();
  }, [mirror, swap, themeInput]);

  // autocomplete.js makes the theme's box a combobox once the index has answered.
  useEffect(() => {
    if (!active || live || !themeBar.current) return;
    const observer = new MutationObserver(swap);
    observer.observe(themeBar.current, {subtree: true, childList: true, attributes: true, attributeFilter: ['role']});
    return () => observer.disconnect();
  }, [active, live, swap]);

  // Hand focus, caret and selection over in the same frame as the swap.
  useLayoutEffect(() => {
    if (!live || !handOver.current) return;
    const input = themeInput();
    if (input) copyFieldState(handOver.current, input);
    handOver.current = null;
  }, [live, themeInput]);

  // A result opened from search highlights its words on the page, and the address keeps no
  // `_highlight`: the theme marks the words in a timeout it starts when the address changes, and
  // this timeout, started after it (a parent's effects run after its children's), takes the
  // parameter out of the address the reader sees, shares and bookmarks. The router keeps its own
  // copy of the address, so the theme does not clear its marks.
  useEffect(() => {
    if (!location.search.includes('_highlight')) return;
    // Not loaded yet (a result of the search page): the theme's bar loads to mark the words, and
    // takes the parameter out once it has (onThemeBarMount).
    if (!mounted.current) {
      activate();
      return;
    }
    const timer = setTimeout(stripHighlight);
    return () => clearTimeout(timer);
  }, [activate, location.search, location.pathname, location.hash]);

  // Opening search (a click, "/" or Ctrl/Cmd+K) selects the query already in the box, so what
  // the reader types replaces it; a click would put the caret where it landed, so the mouseup of
  // the click that focused the box keeps the selection.
  useEffect(() => {
    let clicked: HTMLInputElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const input = searchInputOf(event.target);
      if (!input || !input.value) return;
      input.select();
      clicked = input;
    };
    const onMouseUp = (event: MouseEvent) => {
      const input = clicked;
      clicked = null;
      if (!input) return;
      if (event.target === input) {
        event.preventDefault();
        return;
      }
      // On a phone the box widens as it takes focus, and the tap's end lands on whatever is now
      // under the finger (the clear button): the caret moved all the same, so select again. Not
      // once the reader has typed: keys can be handled before this timeout on a busy page.
      const value = input.value;
      setTimeout(() => {
        if (document.activeElement === input && input.value === value && input.selectionStart === input.selectionEnd) input.select();
      });
    };
    // Before the focus a click gives: only the click that focuses the box keeps its selection; a
    // click in a box that already has focus places the caret as usual.
    const onMouseDown = () => {
      clicked = null;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('mouseup', onMouseUp, true);
    document.addEventListener('mousedown', onMouseDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('mouseup', onMouseUp, true);
      document.removeEventListener('mousedown', onMouseDown, true);
    };
  }, []);

  useEffect(() => {
    const field = placeholder.current;
    // Typed into, or focused, before React hydrated the page: no event told us.
    if (field && (document.activeElement === field || field.value)) activate();
    if (new URLSearchParams(window.location.search).has('_highlight')) activate();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || (event.key === '/' && isTypingTarget(event.target))) return;
      event.preventDefault();
      const target = live ? themeInput() : placeholder.current;
      if (!live) {
        // The theme's bar, mounted but hidden, has its own Ctrl/Cmd+K listener: it would mark
        // itself focused although the reader's focus is in the placeholder.
        event.stopImmediatePropagation();
        activate();
      }
      target?.focus();
      // Already focused: no focus event, so select here.
      target?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [activate, live, themeInput]);

  return (
    <>
      {!live && (
        <div className="navbar__search">
          <input
            ref={placeholder}
            className={clsx('navbar__search-input', styles.placeholder)}
            placeholder="Search"
            aria-label="Search"
            autoComplete="off"
            enterKeyHint="search"
            onFocus={activate}
            onMouseEnter={activate}
            onTouchStart={activate}
            onInput={() => {
              activate();
              mirror();
            }}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={() => {
              composing.current = false;
              mirror();
              swap();
            }}
            onKeyDown={(event) => {
              if (event.nativeEvent.isComposing) return;
              if (event.key === 'Escape') {
                event.currentTarget.blur();
              } else if (event.key === 'Enter' && event.currentTarget.value.trim()) {
                // Results are not there yet: the search page answers the whole query.
                event.preventDefault();
                history.push(`/search?q=${encodeURIComponent(event.currentTarget.value.trim())}`);
              }
            }}
            onBlur={swap}
          />
        </div>
      )}
      {active && (
        <div ref={themeBar} className={live ? styles.live : styles.loading}>
          <Suspense fallback={null}>
            <SearchBar />
            <OnMount onMount={onThemeBarMount} />
          </Suspense>
        </div>
      )}
    </>
  );
}
