/**
 * Shared parts of the Markdown twins: the error a page that cannot be converted raises, small
 * builders for Markdown syntax trees (mdast), link resolution, and the one place Markdown is
 * written out (remark-stringify with GitHub-flavoured tables).
 */
import type {
  BlockContent,
  Code,
  Heading,
  InlineCode,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Strong,
  Table,
  TableCell,
  Text,
} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import {unified} from 'unified';

/** A page that cannot be turned into Markdown. The message names the file and the reason. */
export class ConversionError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly line?: number,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`);
    this.name = 'ConversionError';
  }
}

// ---------------------------------------------------------------------------------------------
// Builders

export const text = (value: string): Text => ({type: 'text', value});
export const inlineCode = (value: string): InlineCode => ({type: 'inlineCode', value});
export const strong = (...children: PhrasingContent[]): Strong => ({type: 'strong', children});
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
export const link = (url: string, ...children: PhrasingContent[]): Link => ({type: 'link', url, children});
export const heading = (depth: number, ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth: Math.min(6, Math.max(1, depth)) as Heading['depth'],
  children,
});
export const code = (lang: string | null, value: string, meta?: string | null): Code => ({
  type: 'code',
  lang,
  meta: meta ?? null,
  value,
});
export const list = (items: BlockContent[][], ordered = false): List => ({
  type: 'list',
  ordered,
  spread: false,
  children: items.map((children): ListItem => ({type: 'listItem', spread: false, children})),
});
export const blockquote = (...children: BlockContent[]): RootContent => ({type: 'blockquote', children});

/** A GitHub-flavoured table; cells are phrasing content (a string is plain text). */
export function table(header: string[], rows: (PhrasingContent[] | string)[][]): Table {
  const cell = (content: PhrasingContent[] | string): TableCell => ({
    type: 'tableCell',
    children: typeof content === 'string' ? (content ? [text(content)] : []) : content,
  });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header, ...rows].map((row) => ({type: 'tableRow', children: row.map(cell)})),
  };
}

// ---------------------------------------------------------------------------------------------
// Links

/** What link resolution needs to know about the site and the page a link is on. */
export interface LinkContext {
  /** The site's public URL without a trailing slash, e.g. https://docbox-nz.pages.dev. */
  siteUrl: string;
  /** The source file the link is in, as errors name it (relative to the site). */
  file: string;
  /** The same file's absolute path, which relative links start from. */
  absoluteFile?: string;
  /** The route of the page the link is on, e.g. /docs/guides/intro. */
  permalink: string;
  /** The route of the page built from a Markdown source file (absolute path), if any. */
  permalinkOfSource?: (absolutePath: string) => string | undefined;
}

/**
 * The absolute URL a link in a twin points at. Links to pages of the site point at the HTML page
 * (its canonical URL), as the page itself does; the twin of any page is that URL plus `.md`.
 * Relative links to Markdown sources become the URL of the page built from that source.
 */
export function resolveUrl(url: string, context: LinkContext, line?: number): string {
  const {siteUrl, file, permalink} = context;
  if (url.startsWith('pathname://')) return `${siteUrl}${url.slice('pathname://'.length)}`;
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('//')) return `https:${url}`;
  if (url.startsWith('#')) return `${siteUrl}${permalink}${url}`;
  if (url.startsWith('/')) return `${siteUrl}${url}`;
  const [target = '', hash = ''] = url.split(/(?=#)/);
  if (/\.mdx?$/.test(target) && context.permalinkOfSource) {
    const source = decodeURIComponent(new URL(target, `file://${context.absoluteFile ?? file}`).pathname);
    const route = context.permalinkOfSource(source);
    if (route) return `${siteUrl}${route}${hash}`;
    throw new ConversionError(file, `the link ${url} points at ${source}, which is not a page of the site`, line);
  }
  throw new ConversionError(file, `the relative link ${url} does not point at a Markdown page; use a site path such as /docs/...`, line);
}

// ---------------------------------------------------------------------------------------------
// Reading and writing Markdown

/** CommonMark with GitHub tables, for descriptions in the OpenAPI document. */
const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();
export function parseMarkdown(markdown: string): Root {
  return markdownParser.parse(markdown);
}

const STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  // [text](url) for every link: no <url> autolinks, which readers could take for HTML tags.
  resourceLink: true,
  tightDefinitions: true,
};

/** Writes a syntax tree as Markdown (CommonMark plus GitHub tables and strikethrough). */
const markdownWriter = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, STRINGIFY_OPTIONS).freeze();
export function stringify(tree: Root): string {
  const markdown = markdownWriter.stringify(tree);
  return `${markdown.trimEnd()}\n`;
}

/** The plain text of phrasing content (for titles and labels). */
export function plainText(nodes: readonly RootContent[]): string {
  return nodes
    .map((node) => {
      if ('value' in node && typeof node.value === 'string') return node.value;
      if ('children' in node) return plainText(node.children as RootContent[]);
      return '';
    })
    .join('');
}

/**
 * The first sentence of a Markdown text's first paragraph, on one line and still Markdown
 * (inline code keeps its backticks; links keep only their text), for llms.txt entries.
 */
export function firstSentence(markdown: string): string {
  // Only the first paragraph is needed; descriptions can be long.
  const root = parseMarkdown(markdown.trim().split(/\n\s*\n/)[0] ?? '');
  const first = root.children.find((node): node is Paragraph => node.type === 'paragraph');
  if (!first) return '';
  const unlinked = first.children.flatMap((node) => (node.type === 'link' ? node.children : [node]));
  const value = stringify({type: 'root', children: [paragraph(...unlinked)]}).replace(/\s+/g, ' ').trim();
  const end = /(?<!\b(?:e\.g|i\.e|etc|vs))[.!?](?=\s+[A-Z(`"“]|$)/.exec(value);
  return end ? value.slice(0, end.index + 1) : value;
}

/** A page's one-sentence summary (front matter description) as a blockquote under its title. */
export function summaryQuote(description: string): BlockContent {
  const parsed = parseMarkdown(description.trim()).children;
  const phrasing = parsed.length === 1 && parsed[0].type === 'paragraph' ? parsed[0].children : [text(description.trim())];
  return {type: 'blockquote', children: [paragraph(...phrasing)]};
}

/** Node types a twin may contain: CommonMark and GitHub tables, nothing that is HTML or MDX. */
const PLAIN_TYPES = new Set([
  'root', 'paragraph', 'heading', 'thematicBreak', 'blockquote', 'list', 'listItem', 'table', 'tableRow', 'tableCell',
  'code', 'definition', 'text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference',
  'imageReference', 'footnoteDefinition', 'footnoteReference',
]);

/** Node types in a twin's tree that plain Markdown cannot hold (HTML, JSX, expressions, directives). */
export function foreignNodes(tree: Root): string[] {
  const found: string[] = [];
  const visit = (node: Root | RootContent) => {
    if (!PLAIN_TYPES.has(node.type)) found.push(`${node.type}${node.position ? ` (line ${node.position.start.line})` : ''}`);
    if ('children' in node) node.children.forEach((child) => visit(child as RootContent));
  };
  visit(tree);
  return found;
}
