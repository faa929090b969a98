/**
 * Twins of pages that have no Markdown source: a docs category's generated index (from the
 * sidebar Docusaurus built from its _category_.json), the release-note lists (from the blog
 * plugin's posts and tags) and the landing page (from src/data/landing.ts, which the landing
 * page's components lay out).
 */
import type {BlockContent, PhrasingContent, Root, RootContent} from 'mdast';
import * as landing from '../../data/landing';
import {
  code,
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
  const {hero, features, scopes, gateway, processing, search, uploads, selfHost, quickStart, explore} = landing;
  const children: RootContent[] = [
    heading(1, text(hero.title)),
    summaryQuote(landing.page.description),
    paragraph(...rich(hero.lead)),
    paragraph(linkTo(hero.primary), text(' · '), linkTo(hero.secondary)),
    richItems(hero.facts),
    picture(hero.art.label),

    heading(2, text(features.title)),
    paragraph(...rich(features.lead)),
    list(features.items.map((item) => [paragraph(strong(text(item.title)), text(': '), ...rich(item.text))])),

    heading(2, text(scopes.title)),
    paragraph(...rich(scopes.lead)),
    richItems(scopes.points),
    paragraph(linkTo(scopes.link)),
    picture(scopes.art.label),

    heading(2, text(gateway.title)),
    paragraph(...rich(gateway.lead)),
    heading(3, text(gateway.headersTitle)),
    list(
      gateway.headers.map((row) => [
        paragraph(...row.names.flatMap((name, index) => [...(index ? [text(', ')] : []), inlineCode(name)]), text(': '), ...rich(row.text)),
      ]),
    ),
    paragraph(...rich(gateway.note)),
    paragraph(linkTo(gateway.link)),
    picture(gateway.art.label),

    heading(2, text(processing.title)),
    paragraph(...rich(processing.lead)),
    richItems(processing.points),
    heading(3, text(processing.fileTypesTitle)),
    list(processing.fileTypes.map((group) => [paragraph(strong(text(group.name))), paragraph(...group.extensions.flatMap((ext, index) => [...(index ? [text(', ')] : []), inlineCode(ext)]))])),
    paragraph(...rich(processing.fileTypesNote)),
    picture(processing.art.label),

    heading(2, text(search.title)),
    paragraph(...rich(search.lead)),
    richItems(search.points),
    heading(3, text(search.backendsTitle)),
    list(search.backends.map((backend) => [paragraph(strong(text(backend.name)), text(`: ${backend.text}`))])),
    picture(search.art.label),

    heading(2, text(uploads.title)),
    paragraph(...rich(uploads.lead)),
    list(uploads.steps.map((step) => [paragraph(...rich(step))]), true),
    paragraph(...rich(uploads.note)),
    picture(uploads.art.label),

    heading(2, text(selfHost.title)),
    paragraph(...rich(selfHost.lead)),
    ...selfHost.options.flatMap((option): RootContent[] => [
      heading(3, text(option.title)),
      paragraph(...rich(option.text)),
      paragraph(linkTo(option.link)),
    ]),
    paragraph(...rich(selfHost.note)),
    picture(selfHost.art.label),

    heading(2, text(quickStart.title)),
    paragraph(...rich(quickStart.lead)),
    heading(3, text(quickStart.requirementsTitle)),
    richItems(quickStart.requirements),
    code('bash', quickStart.code, `title=${JSON.stringify(quickStart.codeTitle)}`),
    paragraph(linkTo(quickStart.link)),

    heading(2, text(explore.title)),
    list(explore.links.map((entry) => [paragraph(link(url(entry.to), text(entry.label)), text(`: ${entry.text}`))])),
  ];
  return {type: 'root', children};
}

