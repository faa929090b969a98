import * as themeParts from './themeParts';
import type {ThemeParts} from './loadThemeParts';

// The server build renders every part into the HTML, so it has them from the start
// (src/plugins/apiServerRendering.ts swaps this module in for ./loadThemeParts).
export function loadedThemeParts(): ThemeParts {
  return themeParts;
}

export function loadThemeParts(): Promise<ThemeParts> {
  return Promise.resolve(themeParts);
}
