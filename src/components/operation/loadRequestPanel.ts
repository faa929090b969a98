import type * as RequestPanelModule from './requestPanel';

export type LiveParts = typeof RequestPanelModule;

let loaded: LiveParts | undefined;

/** The request panel's module once it has loaded in this browser tab, else undefined. */
export function loadedParts(): LiveParts | undefined {
  return loaded;
}

/**
 * Loads the request panel. The chunk is prefetched (downloaded, not run) when an operation page
 * loads, so that using the samples costs the module's evaluation, not a download.
 */
export async function loadParts(): Promise<LiveParts> {
  loaded ??= await import(/* webpackChunkName: "request-panel", webpackPrefetch: true */ './requestPanel');
  return loaded;
}
