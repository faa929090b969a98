/**
 * Twins of pages that have no Markdown source: a docs category's generated index (from the
 * sidebar Docusaurus built from its _category_.json), the release-note lists (from the blog
 * plugin's posts and tags) and the landing page (from src/data/landing.ts, which the landing
 * page's components lay out).
 */
import type {BlockContent, PhrasingContent, Root, RootContent} from 'mdast';
import * as landing from '../../data/landing';
import {
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  strong,
  summaryQuote,
  text,
} from './markdown';

/** One entry of a list of pages: its title, URL and one-line description. */
export interface PageLink {
  title: string;
  url: string;
  description?: string;
}

const linkItem = (entry: PageLink): BlockContent[] => [
  paragraph(link(entry.url, text(entry.title)), ...(entry.description ? [text(`: ${entry.description}`)] : [])),
];

/** A page that is a title, a summary and a list of links (a category page, a tag page). */
export function linkListTree(title: string, summary: string | undefined, entries: PageLink[], intro?: string): Root {
  const children: RootContent[] = [heading(1, text(title))];
  if (summary) children.push(summaryQuote(summary));
  if (intro) children.push(paragraph(text(intro)));
  children.push(list(entries.map(linkItem)));
  return {type: 'root', children};
}

// ---------------------------------------------------------------------------------------------
// Landing page

/** `inline code` between backticks in the landing page's strings (src/data/landing.ts RichText). */
function rich(value: string): PhrasingContent[] {
  const parts = value.split(/(`[^`]+`)/).filter(Boolean);
  return parts.map((part) => (part.startsWith('`') ? inlineCode(part.slice(1, -1)) : text(part)));
}

const richItems = (items: readonly string[]) => list(items.map((item) => [paragraph(...rich(item))]));

/** The landing page's picture labels say what each picture shows. */
const picture = (label: string) => paragraph(strong(text('Picture:')), text(` ${label}`));

/** The landing page (/), section by section as the page shows it. */
export function landingTree(siteUrl: string): Root {
  const url = (to: string) => (to.startsWith('/') ? `${siteUrl}${to}` : to);
  const linkTo = (target: landing.LandingLink) => link(url(target.to), text(target.label));
  const {hero, journeys, features, explore} = landing;
  const children: RootContent[] = [
    heading(1, text(hero.title)),
    summaryQuote(landing.page.description),
    paragraph(...rich(hero.lead)),
    ...journeys.items.flatMap((journey): RootContent[] => [
      heading(2, text(journey.title)),
      paragraph(...rich(journey.text)),
      paragraph(linkTo(journey.link)),
    ]),
    richItems(hero.facts),
    picture(hero.art.label),

    heading(2, text(features.title)),
    paragraph(...rich(features.lead)),
    list(features.items.map((item) => [paragraph(strong(text(item.title)), text(': '), ...rich(item.text))])),
    paragraph(linkTo(features.link)),

    heading(2, text(explore.title)),
    list(explore.links.map((entry) => [paragraph(link(url(entry.to), text(entry.label)), text(`: ${entry.text}`))])),
  ];
  return {type: 'root', children};
}
