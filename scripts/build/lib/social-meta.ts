/**
 * Reads and completes the link-preview tags (Open Graph, Twitter) in the head of a built page.
 * Docusaurus writes og:title, og:description, og:url and twitter:card itself; what it leaves
 * out (an image per page, og:type outside blog posts, og:description where a page has only a
 * site-wide description) is added here by scripts/build/finalize-build.ts. The tags added carry
 * `data-rh` like Docusaurus's own, so the client's head manager treats them alike: it removes
 * them when the page hydrates, which matters to no crawler (they read the served HTML).
 */

export type HeadTags = {
  title: string;
  /** Every <meta> content by its `property` or `name`, the first one where a key repeats. */
  meta: Map<string, string>;
  canonical?: string;
};

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The value of `name` in one tag's attributes, quoted or not (the build's HTML is minified).
 * The attributes are read in order, so text inside another attribute's value is never taken
 * for an attribute.
 */
export function attribute(tag: string, name: string): string | undefined {
  const pattern = /\s([^\s"'=<>\/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const start = /^<[a-z]+/i.exec(tag)?.[0].length ?? 0;
  pattern.lastIndex = start;
  for (let match = pattern.exec(tag); match; match = pattern.exec(tag)) {
    if (match[1].toLowerCase() === name.toLowerCase()) return decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return undefined;
}

function headOf(html: string, file: string): {start: number; end: number} {
  const start = html.indexOf('<head>');
  const end = html.indexOf('</head>');
  if (start < 0 || end < start) throw new Error(`${file}: no <head>`);
  return {start: start + '<head>'.length, end};
}

// A tag's attribute values may hold `>` (a description that mentions `<em>`) when quoted.
const META_TAG = /<meta\s(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const LINK_TAG = /<link\s(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

/** The title, meta tags and canonical link of a built page. */
export function readHead(html: string, file: string): HeadTags {
  const {start, end} = headOf(html, file);
  const head = html.slice(start, end);
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1];
  if (title === undefined) throw new Error(`${file}: no <title>`);
  const meta = new Map<string, string>();
  for (const tag of head.match(META_TAG) ?? []) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name');
    const content = attribute(tag, 'content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const canonicalTag = (head.match(LINK_TAG) ?? []).find((tag) => attribute(tag, 'rel') === 'canonical');
  return {title: decodeEntities(title), meta, canonical: canonicalTag && attribute(canonicalTag, 'href')};
}

export type SocialMeta = {
  image: {url: string; alt: string; width: number; height: number};
  /** og:type, written only where the page has none (Docusaurus gives blog posts `article`). */
  type: 'article' | 'website';
  /** The not-found page: it has no URL of its own, so no og:url and no canonical link. */
  notFound?: boolean;
};

function metaTag(key: string, content: string): string {
  const kind = key.startsWith('og:') ? 'property' : 'name';
  return `<meta data-rh=true ${kind}=${key} content="${escapeAttribute(content)}"/>`;
}

/** Removes the head's tags that `drop` accepts. */
function withoutTags(head: string, pattern: RegExp, drop: (tag: string) => boolean): string {
  return head.replace(pattern, (tag) => (drop(tag) ? '' : tag));
}

const IMAGE_KEYS = /^(og:image|twitter:image)(:.*)?$/;

/**
 * The page with its preview image tags (any others replaced), og:type and og:description
 * where missing, and og:title equal to the page's title.
 */
export function withSocialMeta(html: string, social: SocialMeta, file: string): string {
  const {start, end} = headOf(html, file);
  const tags = readHead(html, file);
  let head = html.slice(start, end);
  const metaKey = (tag: string) => attribute(tag, 'property') ?? attribute(tag, 'name') ?? '';

  head = withoutTags(head, META_TAG, (tag) => IMAGE_KEYS.test(metaKey(tag)));
  if (social.notFound) {
    head = withoutTags(head, META_TAG, (tag) => metaKey(tag) === 'og:url');
    head = withoutTags(head, LINK_TAG, (tag) => attribute(tag, 'rel') === 'canonical');
  }
  // The search page sets only <title>, leaving og:title at the site's name.
  if (tags.meta.has('og:title') && tags.meta.get('og:title') !== tags.title) {
    head = withoutTags(head, META_TAG, (tag) => metaKey(tag) === 'og:title');
  }

  const added: string[] = [];
  if (!tags.meta.has('twitter:card')) added.push(metaTag('twitter:card', 'summary_large_image'));
  if (tags.meta.get('og:title') !== tags.title) added.push(metaTag('og:title', tags.title));
  const description = tags.meta.get('description');
  if (!tags.meta.has('og:description') && description) added.push(metaTag('og:description', description));
  if (!tags.meta.has('og:type')) added.push(metaTag('og:type', social.type));
  added.push(
    metaTag('og:image', social.image.url),
    metaTag('og:image:type', 'image/png'),
    metaTag('og:image:width', String(social.image.width)),
    metaTag('og:image:height', String(social.image.height)),
    metaTag('og:image:alt', social.image.alt),
    metaTag('twitter:image', social.image.url),
    metaTag('twitter:image:alt', social.image.alt),
  );

  // After twitter:card where there is one, else after the title.
  const anchor = [...head.matchAll(META_TAG)].find((match) => metaKey(match[0]) === 'twitter:card') ?? /<\/title>/.exec(head);
  if (!anchor) throw new Error(`${file}: no <title> to put the preview tags after`);
  const at = anchor.index + anchor[0].length;
  head = head.slice(0, at) + added.join('') + head.slice(at);
  return html.slice(0, start) + head + html.slice(end);
}
