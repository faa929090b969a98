/**
 * The queue behind src/clientModules/idlePrefetch.ts, apart from the browser and Docusaurus so
 * that unit tests can drive it.
 */
export type ScheduleIdle = (work: (timeLeft: () => number) => void) => void;

export type Prefetcher = {
  /** The files a page needs, in the order Docusaurus would prefetch them. */
  filesOf: (routePath: string) => string[];
  /** Starts downloading a file without running it. */
  fetchFile: (url: string) => void;
  /** Whether the page already fetched the file (a script it ran, say). */
  alreadyHas: (url: string) => boolean;
  scheduleIdle: ScheduleIdle;
};

/**
 * Queues pages to prefetch. In each idle period it works through the queue, one page or one
 * file per step, until the period runs out (one step at least). A page becomes the files it
 * needs that were not requested yet; each file is requested once. Returns false for a page it
 * had already queued, as Docusaurus's prefetch does.
 */
export function createIdlePrefetch({filesOf, fetchFile, alreadyHas, scheduleIdle}: Prefetcher): (routePath: string) => boolean {
  const queuedPages = new Set<string>();
  const requested = new Set<string>();
  const steps: ({page: string} | {file: string})[] = [];
  let scheduled = false;

  const drain = (timeLeft: () => number) => {
    scheduled = false;
    do {
      const step = steps.shift()!;
      if ('page' in step) {
        const files = filesOf(step.page).filter((file) => !requested.has(file));
        // This page's files come next, before the pages queued after it.
        steps.unshift(...[...new Set(files)].map((file) => ({file})));
      } else if (!requested.has(step.file)) {
        requested.add(step.file);
        if (!alreadyHas(step.file)) fetchFile(step.file);
      }
    } while (steps.length > 0 && timeLeft() > 4);
    if (steps.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduleIdle(drain);
  };
  return (routePath) => {
    if (queuedPages.has(routePath)) return false;
    queuedPages.add(routePath);
    steps.push({page: routePath});
    schedule();
    return true;
  };
}
