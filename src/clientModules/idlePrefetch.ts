/**
 * Prefetch link targets when the browser is idle.
 *
 * Docusaurus prefetches the code of every internal link as soon as the link scrolls into view,
 * inside the IntersectionObserver callback, and each prefetch scans the whole route table: with
 * a sidebar full of links that is one long task right after the page becomes interactive (50 ms
 * here, four times that on a mid-range phone). Here the prefetches are queued and run in idle
 * time, a few at a time. Hovering a link still preloads its page at once.
 *
 * Links call `window.docusaurus.prefetch`; Docusaurus freezes that object, so it is replaced.
 */
import type {ClientModule} from '@docusaurus/types';

type Prefetch = (routePath: string) => false | Promise<unknown>;
type ScheduleIdle = (work: (timeLeft: () => number) => void) => void;

/**
 * A queue that runs `prefetch` for queued paths in idle periods, at least one path per period.
 * The promise a caller gets settles as Docusaurus's own prefetch of that path does.
 */
export function createIdleQueue(prefetch: Prefetch, scheduleIdle: ScheduleIdle): (routePath: string) => Promise<void[]> {
  const queue = new Map<string, {promise: Promise<void[]>; start: () => void}>();
  let scheduled = false;
  const drain = (timeLeft: () => number) => {
    scheduled = false;
    do {
      const [routePath, entry] = queue.entries().next().value!;
      queue.delete(routePath);
      entry.start();
    } while (queue.size > 0 && timeLeft() > 4);
    if (queue.size > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduleIdle(drain);
  };
  return (routePath) => {
    let entry = queue.get(routePath);
    if (!entry) {
      let start = () => {};
      const promise = new Promise<void[]>((resolve) => {
        start = () => resolve(Promise.resolve(prefetch(routePath)).then(() => []));
      });
      entry = {promise, start};
      queue.set(routePath, entry);
    }
    schedule();
    return entry.promise;
  };
}

// Each prefetch scans the route table and adds a <link> per chunk: a few milliseconds on a slow
// phone. An idle period can last 50 ms, but a task that long still blocks a tap that comes in
// meanwhile, so one idle callback stops after about 3 ms of work (the queue keeps 4 ms in hand).
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
    window.docusaurus = {...docusaurus, prefetch: createIdleQueue(docusaurus.prefetch, scheduleIdle)};
  },
};

export default module;
