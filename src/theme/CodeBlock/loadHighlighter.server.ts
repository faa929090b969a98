import {highlight} from './highlighter';
import type {Highlight} from './loadHighlighter';

// The server build's stand-in for loadHighlighter.ts: pages are rendered with their code highlighted.
export function highlighterNow(): Highlight {
  return highlight;
}

export async function loadHighlighter(): Promise<Highlight> {
  return highlight;
}
