import * as requestPanel from './requestPanel';
import type {LiveParts} from './loadRequestPanel';

// The server build renders the request panel into the HTML, so it has it from the start
// (src/plugins/codeSplitting.ts swaps this module in for ./loadRequestPanel).
export function loadedParts(): LiveParts {
  return requestPanel;
}

export function loadParts(): Promise<LiveParts> {
  return Promise.resolve(requestPanel);
}
