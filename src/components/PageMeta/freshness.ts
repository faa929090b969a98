/**
 * Reading a page's freshness record: `checked_against` (the Docbox release the page was last
 * checked against), `checked_on` (when) and `checked_how` (how: which sources back the page and
 * how its blocks are run), from its front matter. YAML reads a bare date as a Date, and the
 * browser gets front matter as JSON, so a date may come as a Date or a string.
 */

export type Freshness = {checkedAgainst?: string; checkedOn?: string; checkedHow?: string};

const VERSION = /^\d+\.\d+\.\d+$/;

export function freshnessOf(frontMatter: Record<string, unknown>): Freshness {
  const against = frontMatter.checked_against;
  const on = frontMatter.checked_on;
  const checkedOn = on instanceof Date ? on.toISOString().slice(0, 10) : typeof on === 'string' ? on.slice(0, 10) : undefined;
  const how = frontMatter.checked_how;
  return {
    checkedAgainst: typeof against === 'string' && VERSION.test(against) ? against : undefined,
    checkedOn: checkedOn && /^\d{4}-\d{2}-\d{2}$/.test(checkedOn) ? checkedOn : undefined,
    checkedHow: typeof how === 'string' && how.trim() ? how.trim().replace(/\s+/g, ' ') : undefined,
  };
}

/** A piece of `checked_how` text: plain words, a code span, or a link. */
export type InlinePiece = {text: string} | {code: string} | {link: string; text: string};

/**
 * `checked_how` is one short paragraph of Markdown with code spans and links only (the front
 * matter's text is not compiled as MDX): its pieces, in order.
 */
export function inlinePieces(markdown: string): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let at = 0;
  for (let match = pattern.exec(markdown); match; match = pattern.exec(markdown)) {
    if (match.index > at) pieces.push({text: markdown.slice(at, match.index)});
    pieces.push(match[1] !== undefined ? {code: match[1]} : {link: match[3]!, text: match[2]!});
    at = match.index + match[0].length;
  }
  if (at < markdown.length) pieces.push({text: markdown.slice(at)});
  return pieces;
}

/**
 * What "How this page is checked" says, on the page and at the end of its Markdown twin: the
 * release and day of the last check, then the page's `checked_how`. Nothing when the page has
 * neither.
 */
export function checkedHowPieces({checkedAgainst, checkedOn, checkedHow}: Freshness): InlinePiece[] {
  const pieces: InlinePiece[] = [];
  if (checkedAgainst) pieces.push({text: `It was last compared with Docbox ${checkedAgainst}${checkedOn ? ` on ${longDate(checkedOn)}` : ''}.${checkedHow ? ' ' : ''}`});
  if (checkedHow) pieces.push(...inlinePieces(checkedHow));
  return pieces;
}

/** The disclosure's label, the same on every page (and the heading of its twin's closing section). */
export const CHECKED_HOW_LABEL = 'How this page is checked';

export function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

/** A page checked against an older release than the newest it documents is out of date, and says so. */
export const isStale = ({checkedAgainst}: Freshness, newest: string): boolean => Boolean(checkedAgainst) && compareVersions(checkedAgainst!, newest) < 0;

// Made when first used, not when the module loads: a failing Intl then fails the render that
// used it, which the site's error screen shows, not the loading of the page's code.
let longDateFormat: Intl.DateTimeFormat | undefined;

/** "27 November 2026", the same on the server and in every browser (UTC). */
export function longDate(value: string | number | Date): string {
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  return longDateFormat.format(new Date(value));
}

/**
 * The address of a new issue on the documentation's repository, prefilled with the page, the
 * section the reader is in and the releases. Made on the server without section and choice, and
 * again in the browser when the reader reaches for the link.
 */
export function reportUrl({
  repository,
  pageUrl,
  title,
  section,
  checkedAgainst,
  chosen,
}: {
  repository: string;
  pageUrl: string;
  title: string;
  section?: {title: string; id: string};
  checkedAgainst?: string;
  chosen?: {server?: string; cli?: string};
}): string {
  const release = [
    chosen?.server ? `Docbox ${chosen.server}` : undefined,
    chosen?.cli ? `docbox-cli ${chosen.cli}` : undefined,
  ].filter(Boolean);
  const body = [
    `Page: ${pageUrl}${section ? `#${section.id}` : ''}`,
    `Section: ${section ? section.title : '(the page as a whole)'}`,
    `Release I run: ${release.length ? release.join(', ') : '(not chosen on the site)'}`,
    `The page was checked against: ${checkedAgainst ? `Docbox ${checkedAgainst}` : '(not recorded)'}`,
    '',
    'What is wrong or missing:',
    '',
  ].join('\n');
  const query = new URLSearchParams({title: `Docs: ${title}${section ? ` (${section.title})` : ''}`, body});
  return `${repository.replace(/\/$/, '')}/issues/new?${query.toString()}`;
}
