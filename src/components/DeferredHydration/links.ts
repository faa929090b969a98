import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

/**
 * Where a link leads when the router should open it, as Docusaurus's `Link` would; undefined when
 * the browser should: another origin, a new tab or a download, a hash on this page, or a path
 * that is no page of the site (a file, a Markdown twin, a removed page).
 */
function routedUrl(link: HTMLAnchorElement, here: Location): URL | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return undefined;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  const matches = matchRoutes(routes, url.pathname);
  const leaf = matches[matches.length - 1]?.route;
  if (!leaf || leaf.path === '*' || leaf.routes) return undefined;
  return url;
}

// The blocks still showing the server's HTML, and how to open a page through the router. One set
// of listeners on the document serves them all: a long guide has dozens of blocks, and adding
// listeners to each was a measurable part of the effects that run after hydration.
const waiting = new WeakSet<Element>();
let navigate: ((path: string) => void) | undefined;
let observer: IntersectionObserver | undefined;
const preloaded = new WeakSet<Element>();

/** The link an event happened in, when it is inside a waiting block. */
function waitingLink(target: EventTarget | null): HTMLAnchorElement | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  for (let node = link.parentElement; node; node = node.parentElement) if (waiting.has(node)) return link;
  return undefined;
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = waitingLink(event.target);
  const url = link && routedUrl(link, window.location);
  if (!url || !navigate) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}

// Hovering or touching a link loads its page, as `Link` does.
function onIntent(event: Event): void {
  const link = waitingLink(event.target);
  if (!link || preloaded.has(link)) return;
  preloaded.add(link);
  const url = routedUrl(link, window.location);
  if (url) void window.docusaurus.preload(url.pathname);
}

// Links scrolled into view are prefetched, as `Link` does.
function onVisible(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer?.unobserve(entry.target);
    entry.target.querySelectorAll('a[href]').forEach((link) => {
      const url = routedUrl(link as HTMLAnchorElement, window.location);
      if (url) void window.docusaurus.prefetch(url.pathname);
    });
  }
}

/** Serves a block's links until it leaves the page. */
export function serveLinksOf(block: Element, openWithRouter: (path: string) => void): void {
  navigate = openWithRouter;
  if (!observer) {
    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent);
    document.addEventListener('touchstart', onIntent, {passive: true});
    if (typeof IntersectionObserver !== 'undefined') observer = new IntersectionObserver(onVisible);
  }
  // A heading's own `#` link stays on the page: the browser's to follow.
  if (!block.querySelector('a[href]:not(.hash-link)')) return;
  waiting.add(block);
  observer?.observe(block);
}

export function stopServingLinksOf(block: Element): void {
  waiting.delete(block);
  observer?.unobserve(block);
}
