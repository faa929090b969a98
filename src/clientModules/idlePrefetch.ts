/**
 * Prefetch link targets when the browser is idle, each file once.
 *
 * Docusaurus prefetches the code of every internal link as soon as the link scrolls into view,
 * inside the IntersectionObserver callback: each prefetch scans the whole route table and adds a
 * `<link rel="prefetch">` for every chunk of the target page, including the chunks every docs page
 * shares and those the current page has already run. With a sidebar full of links that was one
 * long task right after the page became interactive (50 ms here, four times that on a mid-range
 * phone), then hundreds of links to files the browser already had. Here the links' pages are
 * queued, and in idle time each is turned into the files it needs that nobody asked for yet, one
 * `<link>` at a time. Hovering a link still preloads its page at once (Docusaurus's `preload`).
 *
 * Links call `window.docusaurus.prefetch`; Docusaurus freezes that object, so it is replaced.
 * What a Docusaurus upgrade must check: `@docusaurus/core/lib/client/docusaurus.js` (which
 * chunks a route needs) and `prefetch.js` (how a file is prefetched).
 */
import type {ClientModule, RouteChunkNames} from '@docusaurus/types';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes} from 'react-router-config';
import {createIdlePrefetch, type ScheduleIdle} from './idlePrefetchQueue';

/** The chunk names of a route entry, nested as Docusaurus writes them, in order. */
function chunkNamesIn(tree: RouteChunkNames[string] | string): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree ?? {}).flatMap((value) => chunkNamesIn(value as RouteChunkNames[string] | string));
}

let chunkNamesByPath: Map<string, string[]> | undefined;

/** Route path to chunk names, built once: Docusaurus scanned every route for each prefetch. */
function chunkNamesOf(routePath: string): string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [routeNameWithHash, chunks] of Object.entries(routesChunkNames)) {
      // "/docs/guides/intro-6d3" is the route "/docs/guides/intro" with its hash.
      const path = routeNameWithHash.replace(/-[^-]+$/, '');
      chunkNamesByPath.set(path, [...(chunkNamesByPath.get(path) ?? []), ...chunkNamesIn(chunks)]);
    }
  }
  return chunkNamesByPath.get(routePath) ?? [];
}

function filesOf(routePath: string): string[] {
  return matchRoutes(routes, routePath)
    .flatMap((match) => chunkNamesOf(match.route.path as string))
    // `gca` (Docusaurus's "get chunk asset") gives a chunk's URL; a chunk webpack merged into
    // another has none.
    .map((chunkName) => __webpack_require__.gca(chunkName))
    .filter((url): url is string => !!url && !url.includes('undefined'));
}

const prefetchSupported = (() => {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
})();

function fetchFile(url: string): void {
  if (prefetchSupported) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    // Safari has no <link rel="prefetch">: a low-priority fetch fills the HTTP cache instead.
    fetch(url, {credentials: 'same-origin', priority: 'low'} as RequestInit).catch(() => {});
  }
}

// Scripts the page ran are no longer in the document (the bundler removes a chunk's element once
// it has run), but the browser's resource timing still lists every file it fetched.
function alreadyHas(url: string): boolean {
  return performance.getEntriesByName(new URL(url, window.location.href).href).length > 0;
}

// Isn't worth it on a slow or metered connection, as Docusaurus decides.
function onSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return !!connection && (!!connection.effectiveType?.includes('2g') || !!connection.saveData);
}

// One idle callback stops after about 3 ms of work: an idle period can last 50 ms, but a task
// that long still blocks a tap that comes in meanwhile (the queue keeps 4 ms in hand).
const IDLE_SLICE_MS = 3;

const scheduleIdle: ScheduleIdle = (work) => {
  if ('requestIdleCallback' in window)
    requestIdleCallback(
      (deadline) => {
        const sliceEnds = performance.now() + IDLE_SLICE_MS + 4;
        work(() => Math.min(deadline.timeRemaining(), sliceEnds - performance.now()));
      },
      {timeout: 3000},
    );
  // Safari has no requestIdleCallback: a short timer still moves the work out of the observer.
  else setTimeout(() => work(() => 0), 50);
};

let installed = false;

const module: ClientModule = {
  onRouteDidUpdate() {
    // Runs as the first page is committed, before any link's observer can fire.
    if (installed) return;
    installed = true;
    const {docusaurus} = window;
    const queue = createIdlePrefetch({filesOf, fetchFile, alreadyHas, scheduleIdle});
    const prefetch = (routePath: string) => !onSlowConnection() && queue(routePath) && Promise.resolve([]);
    window.docusaurus = {...docusaurus, prefetch};
  },
};

export default module;
