import type * as RequestPanelModule from './requestPanel';

export type LiveParts = typeof RequestPanelModule;

let loaded: LiveParts | undefined;

/** The request panel's module once it has loaded in this browser tab, else undefined. */
export function loadedParts(): LiveParts | undefined {
  return loaded;
}

/**
 * Loads the request panel when the samples are first used. Not prefetched: a prefetch of this
 * chunk also asks for the CSS of Docusaurus's own tabs, which is in the site's stylesheet and has
 * no file of its own (a request for `undefined.undefined.css`, answered 404).
 */
export async function loadParts(): Promise<LiveParts> {
  loaded ??= await import(/* webpackChunkName: "request-panel" */ './requestPanel');
  return loaded;
}
