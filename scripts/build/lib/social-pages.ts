/**
 * The build step that gives every page of the site its link-preview card (run by
 * scripts/build/finalize-build.ts before anything else there touches the HTML):
 *   - guides, API reference and release notes pages each get a card of their own at
 *     /img/social/<route>.png with their title, their section and, on operation pages,
 *     the operation's method and path from the OpenAPI description;
 *   - every other page (the landing page, search, not found) gets the site-wide card
 *     /img/social/default.png;
 *   - each page's head gets the image tags and the Open Graph tags Docusaurus leaves out
 *     (scripts/build/lib/social-meta.ts).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {listOperations, operationSlug, parseSpec} from './openapi';
import {CARD_HEIGHT, CARD_WIDTH, pageTitle, sectionOf, type CardContent} from './social-card-layout';
import {createCardRenderer} from './social-cards';
import {readHead, withSocialMeta} from './social-meta';

export type SocialOptions = {
  outDir: string;
  /** The site's public URL (config/site.ts), which every image URL starts with. */
  siteUrl: string;
  siteTitle: string;
  tagline: string;
  /** The OpenAPI description the operation pages are made from. */
  specFile: string;
  /** The site's mark (an SVG without text). */
  markFile: string;
};

/** The route a built HTML file answers, relative paths with forward slashes. */
export function routeOf(relativeFile: string): string {
  const route = `/${relativeFile.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

export const DEFAULT_CARD = 'img/social/default.png';

/** Where a route's own card is written in the build, relative to it. */
export function cardFile(route: string): string {
  return `img/social${route}.png`;
}

export function imageAlt(card: CardContent, siteTitle: string): string {
  const operation = card.operation ? ` (${card.operation.method.toUpperCase()} ${card.operation.path})` : '';
  return `${siteTitle} ${card.section}: ${card.title}${operation}`;
}

/** Renders the cards and rewrites the pages' heads. Returns how many cards were written. */
export async function addSocialCards(htmlFiles: string[], options: SocialOptions): Promise<{cards: number; bytes: number}> {
  const siteUrl = options.siteUrl.replace(/\/$/, '');
  const spec = parseSpec(options.specFile, await readFile(options.specFile, 'utf8'));
  const operations = new Map(
    [...listOperations(spec)].map(([operationId, {method, path: apiPath}]) => [operationSlug(operationId), {method, path: apiPath}]),
  );
  const renderer = await createCardRenderer({siteHost: new URL(siteUrl).host, markFile: options.markFile});

  let cards = 0;
  let bytes = 0;
  const write = async (relative: string, card: CardContent, page: string) => {
    let png: Buffer;
    try {
      png = await renderer.render(card);
    } catch (error) {
      throw new Error(`${page}: cannot draw its preview card (title "${card.title}"): ${(error as Error).message}`);
    }
    const target = path.join(options.outDir, relative);
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, png);
    cards += 1;
    bytes += png.length;
  };

  const defaultCard: CardContent = {section: 'Documentation', title: options.tagline};
  await write(DEFAULT_CARD, defaultCard, 'the site-wide card');

  // One page at a time: rendering is CPU-bound and the cards are small.
  for (const file of htmlFiles) {
    const relative = path.relative(options.outDir, file).replace(/\\/g, '/');
    const route = routeOf(relative);
    const notFound = relative === '404.html';
    const html = await readFile(file, 'utf8');
    const head = readHead(html, relative);
    const canonical = head.canonical ?? head.meta.get('og:url');
    if (canonical && !canonical.startsWith(`${siteUrl}/`) && canonical !== siteUrl) {
      throw new Error(`${relative}: its canonical URL ${canonical} is not on ${siteUrl} (was the site built with another SITE_URL?)`);
    }

    const section = notFound ? undefined : sectionOf(route);
    let card = defaultCard;
    let image = DEFAULT_CARD;
    if (section) {
      const title = pageTitle(head.title, options.siteTitle);
      if (!title) throw new Error(`${relative}: the page has no title for its preview card`);
      const slug = route.startsWith('/docs/api/') ? route.slice('/docs/api/'.length) : undefined;
      const operation = slug === undefined ? undefined : operations.get(slug);
      card = {section, title, ...(operation ? {operation} : {})};
      image = cardFile(route);
      await write(image, card, relative);
    }

    // Blog posts already have og:type article from Docusaurus.
    const type = route.startsWith('/docs/') ? 'article' : 'website';
    const rewritten = withSocialMeta(
      html,
      {
        image: {url: `${siteUrl}/${image}`, alt: imageAlt(card, options.siteTitle), width: CARD_WIDTH, height: CARD_HEIGHT},
        type,
        notFound,
      },
      relative,
    );
    if (rewritten !== html) await writeFile(file, rewritten);
  }
  return {cards, bytes};
}
