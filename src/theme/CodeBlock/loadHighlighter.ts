// In the browser the highlighter (Prism) is loaded only when a code block needs it: the blocks on
// a page when it loads keep the lines the server highlighted. The server build swaps this module
// for loadHighlighter.server.ts, which has it at once (src/plugins/codeSplitting.ts).
export type Highlight = (code: string, language: string | undefined) => string;

let loaded: Highlight | undefined;

/** The highlighter if it is already loaded. */
export function highlighterNow(): Highlight | undefined {
  return loaded;
}

export async function loadHighlighter(): Promise<Highlight> {
  const {highlight} = await import(/* webpackChunkName: "prism" */ './highlighter');
  loaded = highlight;
  return highlight;
}
