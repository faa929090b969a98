import type * as ThemePartsModule from './themeParts';

export type ThemeParts = typeof ThemePartsModule;

let loaded: ThemeParts | undefined;

/** The theme's parts once they have loaded in this browser tab, else undefined. */
export function loadedThemeParts(): ThemeParts | undefined {
  return loaded;
}

/**
 * Loads the API theme's parts. The chunk is prefetched (downloaded, not run) when an operation
 * page loads, so that using a part costs the module's evaluation, not a download.
 */
export async function loadThemeParts(): Promise<ThemeParts> {
  loaded ??= await import(/* webpackChunkName: "api-theme-parts", webpackPrefetch: true */ './themeParts');
  return loaded;
}
