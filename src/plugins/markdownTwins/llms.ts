/**
 * The two index files for language models (the llms.txt convention, llmstxt.org):
 *   - /llms.txt: an H1 with the site's name, a blockquote summary, a few lines on how to use the
 *     site, a short section of instructions for agents, then one H2 section per part of the site
 *     listing each page's Markdown URL with a one-line description;
 *   - /llms-full.txt: the Markdown of every guide and API page, in sidebar order.
 */
import type {BlockContent, RootContent} from 'mdast';
import {heading, link, list, paragraph, parseMarkdown, stringify, summaryQuote, text} from './markdown';

export interface LlmsEntry {
  title: string;
  /** URL of the page's Markdown twin, or of another Markdown-friendly file. */
  url: string;
  /** One line; Markdown (inline code) allowed. */
  description?: string;
}

export interface LlmsSection {
  title: string;
  entries: LlmsEntry[];
}

export interface LlmsIndex {
  name: string;
  summary: string;
  /** Paragraphs (Markdown) between the summary and the sections. */
  details: string[];
  /** A section of instructions for agents (Markdown list items), before the lists of pages. */
  instructions?: {title: string; items: string[]};
  sections: LlmsSection[];
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** /llms.txt */
export function llmsTxt(index: LlmsIndex): string {
  const children: RootContent[] = [heading(1, text(index.name)), summaryQuote(oneLine(index.summary))];
  for (const detail of index.details) children.push(...(parseMarkdown(detail).children as BlockContent[]));
  if (index.instructions) {
    children.push(heading(2, text(index.instructions.title)));
    children.push(list(index.instructions.items.map((item) => parseMarkdown(oneLine(item)).children as BlockContent[])));
  }
  for (const section of index.sections) {
    if (section.entries.length === 0) continue;
    children.push(heading(2, text(section.title)));
    children.push(
      list(
        section.entries.map((entry) => {
          const description = entry.description ? parseMarkdown(oneLine(entry.description)).children[0] : undefined;
          const rest = description?.type === 'paragraph' ? [text(': '), ...description.children] : [];
          return [paragraph(link(entry.url, text(oneLine(entry.title))), ...rest)];
        }),
      ),
    );
  }
  return stringify({type: 'root', children});
}

/** /llms-full.txt: a short header, then each page's twin, each introduced by its URL. */
export function llmsFullTxt(name: string, intro: string, pages: {url: string; markdown: string}[]): string {
  const parts = [`# ${name}\n\n${intro.trim()}\n`];
  for (const page of pages) parts.push(`---\n\nSource: ${page.url}\n\n${page.markdown.trim()}\n`);
  return parts.join('\n');
}
