/**
 * Text layout of the link-preview cards (scripts/build/lib/social-cards.ts): which card a page gets,
 * and how its title and an operation's path are broken into lines that fit. The card renderer
 * draws each line as given and never wraps text itself, so what these functions return is
 * what the image shows. Widths come from a `measure` function, which the renderer backs with
 * the card's font; the tests can pass their own.
 */

/** Width in pixels of `text` set at `fontSize` pixels. */
export type Measure = (text: string, fontSize: number) => number;

export type Section = 'Guides' | 'API reference' | 'Release notes' | 'Documentation';

/** What one card shows. */
export type CardContent = {
  section: Section;
  title: string;
  /** Operation pages of the API reference: the HTTP method and path. */
  operation?: {method: string; path: string};
};

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Space between the card's edges and its text. */
export const CARD_PADDING = 80;
/** Width the title and the operation row may take. */
export const TEXT_WIDTH = CARD_WIDTH - 2 * CARD_PADDING;

export const ELLIPSIS = '…';

/** Title sizes, largest first: the largest at which the whole title fits is used. */
export const TITLE_SIZES = [76, 68, 60, 52] as const;
/** Title lines: fewer on operation pages, whose method and path take the bottom row. */
export const TITLE_LINES = {page: 3, operation: 2} as const;

/** Path sizes, largest first, and how many lines a long path may take. */
export const PATH_SIZES = [34, 30, 26] as const;
export const PATH_LINES = 2;

/**
 * The section a route belongs to, or undefined for pages that get the site-wide card (the
 * landing page, search, the not-found page).
 */
export function sectionOf(route: string): Exclude<Section, 'Documentation'> | undefined {
  if (route.startsWith('/docs/api/')) return 'API reference';
  if (route.startsWith('/docs/')) return 'Guides';
  if (route === '/blog' || route.startsWith('/blog/')) return 'Release notes';
  return undefined;
}

/** A page's own title: its <title> without the " | Site" suffix Docusaurus adds. */
export function pageTitle(documentTitle: string, siteTitle: string): string {
  const suffix = ` | ${siteTitle}`;
  const title = documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
  return title.replace(/\s+/g, ' ').trim();
}

/** Breaks `word` into pieces no wider than `width`, for a word too long for any line. */
function splitWord(word: string, fontSize: number, width: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char, fontSize) > width) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Shortens `line` from the end, at a word boundary where it can, until it fits with an ellipsis. */
function withEllipsis(line: string, fontSize: number, width: number, measure: Measure): string {
  let text = line.trimEnd();
  while (text && measure(text + ELLIPSIS, fontSize) > width) {
    const space = text.lastIndexOf(' ');
    // Drop the last word, or, for a single word, its last character.
    text = (space > 0 ? text.slice(0, space) : [...text].slice(0, -1).join('')).trimEnd();
  }
  // A sentence's own punctuation before the ellipsis reads as a typo: "cache,…".
  return text.replace(/[\s,;:.\-–—]+$/, '') + ELLIPSIS;
}

export type Lines = {lines: string[]; truncated: boolean};

/**
 * Greedy word wrap of `text` into at most `maxLines` lines of at most `width` pixels. Words
 * are split at spaces; a word wider than a line is broken where it must. When the text needs
 * more lines, the last line ends in an ellipsis.
 */
export function wrapText(text: string, fontSize: number, width: number, maxLines: number, measure: Measure): Lines {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, fontSize) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = measure(word, fontSize) > width ? splitWord(word, fontSize, width, measure) : [word];
    lines.push(...pieces.slice(0, -1));
    line = pieces[pieces.length - 1] ?? '';
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return {lines, truncated: false};
  const kept = lines.slice(0, maxLines);
  // The last kept line takes as much of the rest as fits before the ellipsis.
  const rest = lines.slice(maxLines - 1).join(' ');
  kept[maxLines - 1] = withEllipsis(rest, fontSize, width, measure);
  return {lines: kept, truncated: true};
}

export type FittedText = Lines & {fontSize: number};

/**
 * The title at the largest of `sizes` at which it fits in `maxLines` lines; a title that fits
 * at none of them is set at the smallest and cut short with an ellipsis.
 */
export function fitTitle(
  title: string,
  measure: Measure,
  maxLines: number,
  width: number = TEXT_WIDTH,
  sizes: readonly number[] = TITLE_SIZES,
): FittedText {
  if (!title.trim()) throw new Error('the title is empty');
  for (const fontSize of sizes) {
    const wrapped = wrapText(title, fontSize, width, maxLines, measure);
    if (!wrapped.truncated) return {...wrapped, fontSize};
  }
  const fontSize = sizes[sizes.length - 1];
  return {...wrapText(title, fontSize, width, maxLines, measure), fontSize};
}

/**
 * An operation's path on at most `maxLines` lines, broken only before a `/` so each line
 * starts a segment, at the largest of `sizes` that needs no cut; else the last line ends
 * in an ellipsis.
 */
export function fitPath(
  apiPath: string,
  measure: Measure,
  width: number,
  maxLines: number = PATH_LINES,
  sizes: readonly number[] = PATH_SIZES,
): FittedText {
  if (!apiPath.startsWith('/')) throw new Error(`the operation path "${apiPath}" does not start with /`);
  const segments = apiPath.split(/(?=\/)/);
  const layout = (fontSize: number): Lines => {
    const lines: string[] = [];
    let line = '';
    for (const segment of segments) {
      if (line && measure(line + segment, fontSize) > width) {
        lines.push(line);
        line = segment;
      } else {
        line += segment;
      }
    }
    lines.push(line);
    const overlong = lines.some((text) => measure(text, fontSize) > width);
    if (lines.length <= maxLines && !overlong) return {lines, truncated: false};
    const kept = lines.slice(0, maxLines);
    let last = lines.slice(maxLines - 1).join('');
    while (last && measure(last + ELLIPSIS, fontSize) > width) last = [...last].slice(0, -1).join('');
    kept[maxLines - 1] = last + ELLIPSIS;
    // An earlier line may be one segment too wide to split further: cut it the same way.
    for (let i = 0; i < maxLines - 1; i++) {
      while (measure(kept[i], fontSize) > width) kept[i] = [...kept[i]].slice(0, -2).join('') + ELLIPSIS;
    }
    return {lines: kept, truncated: true};
  };
  for (const fontSize of sizes) {
    const fitted = layout(fontSize);
    if (!fitted.truncated) return {...fitted, fontSize};
  }
  const fontSize = sizes[sizes.length - 1];
  return {...layout(fontSize), fontSize};
}

/**
 * The colours of an HTTP method's badge, as the API pages show it (the API theme's badge
 * classes in their light-mode shades from src/css/custom.css, which all take white text).
 */
export function methodColours(method: string): {background: string; text: string} {
  switch (method.toUpperCase()) {
    case 'GET':
      return {background: '#3451c9', text: '#ffffff'};
    case 'POST':
      return {background: '#197a33', text: '#ffffff'};
    case 'PUT':
      return {background: '#146c88', text: '#ffffff'};
    case 'DELETE':
      return {background: '#c9191f', text: '#ffffff'};
    case 'PATCH':
      return {background: '#ffba00', text: '#111318'};
    case 'HEAD':
    case 'OPTIONS':
    case 'TRACE':
      return {background: '#525860', text: '#ffffff'};
    default:
      throw new Error(`"${method}" is not an HTTP method`);
  }
}
