import {startTransition, useLayoutEffect, useRef, useState, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import {loadHighlighter} from '@site/src/theme/CodeBlock/loadHighlighter';
import {loadParts, loadedParts, type LiveParts} from './loadRequestPanel';
import {isHydrating} from '@site/src/utils/hydration';

/** What the reader did to a part before it was live, to do again once it is. */
type PendingAction = {path: number[]; click: boolean};

/**
 * Where an element is in a part, as child positions from the part's root. Positions, not an index
 * among all elements: a code block's tokens can differ between the server's HTML and the first
 * render in the browser, but the elements around and before it do not.
 */
function pathIn(container: Element, target: EventTarget | null): number[] {
  const path: number[] = [];
  for (let node = target as Element | null; node && node !== container; node = node.parentElement) {
    if (!node.parentElement) return [];
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(container: Element, path: number[]): HTMLElement | undefined {
  let node: Element | undefined = container;
  for (const position of path) node = node?.children[position];
  return node instanceof HTMLElement && node !== container ? node : undefined;
}

type Props<Name extends keyof LiveParts> = {
  part: Name;
  props: ComponentProps<LiveParts[Name]>;
  /** Go live now: what the part shows has changed since the server rendered it (the reader's connection). */
  liveNow?: boolean;
};

/**
 * A part of an operation page that does something in the browser (the request samples), kept as
 * the server's HTML until the reader uses it.
 *
 * While React hydrates the page, this renders an element whose content React leaves alone
 * (`dangerouslySetInnerHTML`), so the server's HTML stays as it is and none of the part's code
 * runs. The first pointer, touch or focus inside it loads the part and renders the live part in
 * its place: the same HTML, now interactive. A click or focus that came before that is replayed on the same element of the live
 * part. After a client-side navigation there is no server HTML, and the part renders as soon as
 * its code has loaded.
 */
export default function Island<Name extends keyof LiveParts>({part, props, liveNow = false}: Props<Name>): ReactNode {
  const [fromServer] = useState(isHydrating);
  // Any part: `props` is the one this part takes (typed by `Name` above).
  const [Part, setPart] = useState<ComponentType<object> | undefined>(() => loadedParts()?.[part] as ComponentType<object> | undefined);
  const serverHtml = useRef<HTMLDivElement>(null);
  const live = useRef<HTMLDivElement>(null);
  const pending = useRef<PendingAction | null>(null);

  // A layout effect: its listeners are on the server's HTML in the same commit that hydrates it, so
  // no click falls between hydration and the listeners (a passive effect can run frames later).
  useLayoutEffect(() => {
    if (Part) return undefined;
    let active = true;
    let started = false;
    const goLive = () => {
      if (started) return;
      started = true;
      // With the highlighter, so that the live part's code blocks are coloured from its first frame.
      Promise.all([loadParts(), loadHighlighter()])
        .then(([parts]) => {
          if (active) startTransition(() => setPart(() => parts[part] as ComponentType<object>));
        })
        .catch((error: unknown) => {
          // The page stays readable as the server's HTML; the part is just not interactive.
          console.error(`The API reference's ${part} could not load:`, error);
        });
    };
    const element = serverHtml.current;
    if (!element) {
      // A client-side navigation: nothing on screen to keep, so load straight away.
      goLive();
      return () => {
        active = false;
      };
    }
    const onFocus = (event: FocusEvent) => {
      pending.current ??= {path: pathIn(element, event.target), click: false};
      goLive();
    };
    // A press starts the action: the part can go live between the press and the release (the
    // pointer over it started the loading), and a release on another element than the press makes
    // no click. The click that does come replaces this record.
    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      pending.current = {path: pathIn(element, event.target), click: true};
      goLive();
    };
    const onClick = (event: MouseEvent) => {
      // A link opened in a new tab or window needs nothing live: the browser does it as it is.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      event.stopPropagation();
      pending.current = {path: pathIn(element, event.target), click: true};
      goLive();
    };
    element.addEventListener('pointerover', goLive);
    element.addEventListener('touchstart', goLive, {passive: true});
    element.addEventListener('focusin', onFocus);
    element.addEventListener('pointerdown', onPointerDown, true);
    element.addEventListener('click', onClick, true);
    if (liveNow) goLive();
    return () => {
      active = false;
      element.removeEventListener('pointerover', goLive);
      element.removeEventListener('touchstart', goLive);
      element.removeEventListener('focusin', onFocus);
      element.removeEventListener('pointerdown', onPointerDown, true);
      element.removeEventListener('click', onClick, true);
    };
    // Runs again when the part goes live (it then has nothing to do) or is asked to; `part` and
    // `props` are fixed for the life of an island.
  }, [Part, liveNow]);

  // The live part has the same elements as the server's HTML: replay on the same one.
  useLayoutEffect(() => {
    const action = pending.current;
    if (!Part || !live.current || !action) return;
    pending.current = null;
    const target = elementAt(live.current, action.path);
    if (action.click) target?.click();
    else target?.focus();
  }, [Part]);

  if (Part) {
    return (
      <div key="live" ref={live} className="operation-island">
        <Part {...props} />
      </div>
    );
  }
  if (fromServer) {
    // Same element as the server rendered; React keeps what is inside it.
    return <div key="server" ref={serverHtml} className="operation-island" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  }
  return <div key="loading" className="operation-island" aria-busy="true" />;
}
