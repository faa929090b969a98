/**
 * Guides, release notes and hand-written API pages as plain Markdown: the page's MDX source is
 * parsed the way Docusaurus parses it (remark-mdx, front matter, directives, GitHub tables, HTML
 * comments, `{#id}` heading IDs), every MDX feature the site uses is rewritten as Markdown, and
 * anything else stops the build with the file, the line and the reason.
 *
 *   - front matter, `import` and `export` lines, comments: dropped;
 *   - `<Tabs>`: each `<TabItem>` becomes a section headed by its label;
 *   - admonitions (`:::warning[Title]`): a blockquote that starts with the kind and title;
 *   - diagrams (src/components/diagrams): their title, description and caption (src/data/diagrams/);
 *   - links: absolute URLs on the site (relative `.md` links become the page they build);
 *   - code blocks: language and title kept, magic comments removed as the page does.
 */
import type {BlockContent, Code, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import type {
  MdxFlowExpression,
  MdxJsxAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
  MdxTextExpression,
  MdxjsEsm,
} from 'mdast-util-mdx';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {CHECKED_HOW_LABEL, checkedHowPieces, type Freshness} from '../../components/PageMeta/freshness';
import {diagramText, type DiagramText} from '../../data/diagrams';
import {applyMagicComments, defaultMagicComments, parseTitle} from '../../remark/highlightCodeBlocks';
import sdkCoverage from '../../remark/sdkCoverage';
import fileProcessingTable from '../../remark/fileProcessingTable';
import releaseMarks, {ReleaseMarkError} from '../../remark/releaseMarks';
import {
  blockquote,
  ConversionError,
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  resolveUrl,
  summaryQuote,
  strong,
  stringify,
  text,
  type LinkContext,
} from './markdown';

/** Admonition keywords Docusaurus knows (its remark admonitions plugin's defaults). */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];

const TABS_SOURCES = /^@theme(-init|-original)?\/Tabs$/;
const TAB_ITEM_SOURCES = /^@theme(-init|-original)?\/TabItem$/;
const DIAGRAM_SOURCE = /^@site\/src\/components\/diagrams\/(\w+)$/;

export interface MdxPage extends LinkContext {
  /** The page's MDX source, front matter included. */
  source: string;
  /** The page title (front matter `title` or the first heading), written as the H1. */
  title: string;
  /** The front matter description, written as a blockquote under the title. */
  description?: string;
  /** Blocks to put under the title and description (a release note's date and tags). */
  preamble?: BlockContent[];
  /** The page's freshness record (front matter): its "How this page is checked" closes the twin. */
  freshness?: Freshness;
}

type Converted = RootContent[];

interface Context extends LinkContext {
  /** Local name of each import to the module it comes from. */
  imports: Map<string, string>;
  /** Depth of the last heading at the top level (tabs become sections one level below it). */
  sectionDepth: number;
}

// The syntax extensions Docusaurus's MDX compiler uses, in its order.
const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkComment).freeze();

/**
 * A category's index doc: its description and `<DocCardList />`. Its twin is the list of the
 * category's pages, written from the sidebar (index.ts), not a conversion of the MDX.
 */
export function isCategoryIndexSource(source: string): boolean {
  return /^<DocCardList \/>$/m.test(source);
}

/** Parses MDX as Docusaurus does, with the same preprocessing (mdx1Compat is on for this site). */
export function parseMdx(source: string, file: string): Root {
  let content = unwrapMdxCodeBlocks(source);
  content = escapeMarkdownHeadingIds(content);
  content = admonitionTitleToDirectiveLabel(content, ADMONITION_KINDS);
  let tree: Root;
  try {
    tree = mdxParser.parse(content);
  } catch (error) {
    const place = (error as {line?: number}).line;
    throw new ConversionError(file, `MDX could not be parsed: ${(error as Error).message}`, place);
  }
  // The site's remark plugins that write Markdown run here too, as on the HTML page.
  sdkCoverage()(tree as never);
  fileProcessingTable()(tree as never);
  // The release marks in words: "(since 0.4.0)", and the release switch as the sentence it stands for.
  try {
    releaseMarks({target: 'markdown'})(tree as never, {path: file});
  } catch (error) {
    if (error instanceof ReleaseMarkError) throw new ConversionError(file, error.message);
    throw error;
  }
  return tree;
}

const lineOf = (node: {position?: {start: {line: number}}}) => node.position?.start.line;

/** Names imported by the page's `import` lines. */
function collectImports(tree: Root, file: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node as MdxjsEsm).data?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') {
        throw new ConversionError(file, `"${node.value.split('\n')[0]}": only import lines can be dropped from a page; exports have no Markdown form`, lineOf(node));
      }
      for (const specifier of statement.specifiers) imports.set(specifier.local.name, String(statement.source.value));
    }
  }
  return imports;
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string, file: string): string | undefined {
  const found = node.attributes.find((attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (!found || found.value === null || found.value === undefined) return undefined;
  if (typeof found.value === 'string') return found.value;
  throw new ConversionError(file, `<${node.name}>: the ${name} attribute must be a plain string to be written as Markdown`, lineOf(node));
}

/** A diagram as text: what it shows, its parts, and its caption. */
export function diagramBlocks(diagram: DiagramText): BlockContent[] {
  return [
    paragraph(strong(text('Diagram:')), text(` ${diagram.title}`)),
    list(diagram.description.map((item) => [paragraph(text(item))])),
    paragraph(text(diagram.caption)),
  ];
}

function convertTabs(node: MdxJsxFlowElement, context: Context, atTop: boolean): Converted {
  const out: Converted = [];
  for (const item of node.children) {
    const isTabItem = item.type === 'mdxJsxFlowElement' && TAB_ITEM_SOURCES.test(context.imports.get(item.name ?? '') ?? '');
    if (!isTabItem) {
      if (item.type === 'paragraph' && item.children.every((child) => child.type === 'text' && !child.value.trim())) continue;
      throw new ConversionError(context.file, `<${node.name}> may only contain <TabItem> elements, found ${item.type}`, lineOf(item));
    }
    const tab = item as MdxJsxFlowElement;
    const label = attribute(tab, 'label', context.file) ?? attribute(tab, 'value', context.file);
    if (!label) throw new ConversionError(context.file, '<TabItem> has neither a label nor a value to name its section', lineOf(tab));
    // Top-level tabs become sections one level below the current one; nested tabs get a bold label.
    out.push(atTop ? heading(context.sectionDepth + 1, text(label)) : paragraph(strong(text(label))));
    out.push(...convertChildren(tab.children as RootContent[], context, false));
  }
  return out;
}

function convertJsx(node: MdxJsxFlowElement | MdxJsxTextElement, context: Context, atTop: boolean): Converted {
  if (node.name === null) return convertChildren(node.children as RootContent[], context, atTop);
  const from = context.imports.get(node.name);
  if (from && TABS_SOURCES.test(from) && node.type === 'mdxJsxFlowElement') return convertTabs(node, context, atTop);
  const diagram = from ? DIAGRAM_SOURCE.exec(from)?.[1] : undefined;
  if (diagram && node.type === 'mdxJsxFlowElement') {
    const entry = diagramText(diagram);
    if (!entry) {
      throw new ConversionError(context.file, `the diagram ${diagram} has no text in src/data/diagrams/ (a file named after it), so the Markdown twin cannot describe it`, lineOf(node));
    }
    return diagramBlocks(entry);
  }
  const what = /^[a-z]/.test(node.name) ? `the HTML element <${node.name}>` : `the component <${node.name}>${from ? ` (from ${from})` : ''}`;
  throw new ConversionError(
    context.file,
    `${what} has no Markdown form; write it in Markdown or teach src/plugins/markdownTwins/mdx.ts how to convert it`,
    lineOf(node),
  );
}

/** `{/* comment *\/}` disappears and `{'text'}` becomes text; other expressions have no Markdown form. */
function convertExpression(node: MdxFlowExpression | MdxTextExpression, context: Context): Converted {
  const body = node.data?.estree?.body ?? [];
  if (body.length === 0) return [];
  const [statement] = body;
  if (body.length === 1 && statement.type === 'ExpressionStatement') {
    const expression = statement.expression;
    let value: string | undefined;
    if (expression.type === 'Literal' && (typeof expression.value === 'string' || typeof expression.value === 'number')) {
      value = String(expression.value);
    } else if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) {
      value = expression.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
    }
    if (value !== undefined) return node.type === 'mdxFlowExpression' ? [paragraph(text(value))] : [text(value)];
  }
  throw new ConversionError(context.file, `the expression {${node.value}} cannot be written as Markdown`, lineOf(node));
}

function convertAdmonition(node: ContainerDirective, context: Context): Converted {
  if (!ADMONITION_KINDS.includes(node.name)) {
    throw new ConversionError(context.file, `the directive :::${node.name} is not an admonition and has no Markdown form`, lineOf(node));
  }
  const kind = node.name[0].toUpperCase() + node.name.slice(1);
  const [first, ...rest] = node.children;
  const labelled = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const titleNodes: PhrasingContent[] = labelled
    ? (first as Paragraph).children
    : node.attributes?.title
      ? [text(node.attributes.title)]
      : [];
  const content = convertChildren((labelled ? rest : node.children) as RootContent[], context, false) as BlockContent[];
  const convertedTitle = convertChildren(titleNodes, context, false) as PhrasingContent[];
  if (convertedTitle.length > 0) {
    content.unshift(paragraph(strong(text(`${kind}: `), ...convertedTitle)));
  } else if (content[0]?.type === 'paragraph') {
    content[0].children.unshift(strong(text(`${kind}:`)), text(' '));
  } else {
    content.unshift(paragraph(strong(text(kind))));
  }
  return [blockquote(...content)];
}

function convertCode(node: Code): Converted {
  const title = parseTitle(node.meta ?? undefined);
  // As on the page: magic comments (highlight-next-line, …) are only read in blocks with a language.
  const value = node.lang ? applyMagicComments(node.value, node.meta ?? undefined, defaultMagicComments).code : node.value;
  return [{...node, value, meta: title ? `title=${JSON.stringify(title)}` : null}];
}

function convertNode(node: RootContent, context: Context, atTop: boolean): Converted {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return convertExpression(node, context);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertJsx(node, context, atTop);
    case 'containerDirective':
      return convertAdmonition(node, context);
    case 'leafDirective':
      throw new ConversionError(context.file, `the directive ::${(node as LeafDirective).name} has no Markdown form`, lineOf(node));
    case 'textDirective': {
      // As Docusaurus does: a bare `:name` that no plugin uses is plain text (such as "10:30am").
      const directive = node as TextDirective;
      if (directive.children.length === 0 && Object.keys(directive.attributes ?? {}).length === 0) return [text(`:${directive.name}`)];
      throw new ConversionError(context.file, `the directive :${directive.name} has no Markdown form`, lineOf(node));
    }
    case 'html':
      throw new ConversionError(context.file, 'raw HTML has no place in a Markdown twin', lineOf(node));
    case 'image':
      if (/^https?:\/\//.test(node.url)) return [node];
      throw new ConversionError(context.file, `the image ${node.url} cannot be linked from the Markdown twin (only absolute image URLs are supported)`, lineOf(node));
    case 'code':
      return convertCode(node);
    case 'link':
    case 'definition':
      node.url = resolveUrl(node.url, context, lineOf(node));
      break;
    case 'heading':
      if (atTop) context.sectionDepth = node.depth;
      break;
    default:
      break;
  }
  if ('children' in node) {
    (node as {children: RootContent[]}).children = convertChildren(node.children as RootContent[], context, false);
  }
  return [node];
}

function convertChildren(nodes: RootContent[], context: Context, atTop: boolean): Converted {
  return nodes.flatMap((node) => convertNode(node, context, atTop));
}

/** The page as a Markdown syntax tree, titled, with nothing left that Markdown cannot show. */
export function mdxToTree(page: MdxPage): Root {
  const tree = parseMdx(page.source, page.file);
  const context: Context = {...page, imports: collectImports(tree, page.file), sectionDepth: 1};
  const body = convertChildren(tree.children, context, true);
  const [first] = body;
  const hasTitle = first?.type === 'heading' && first.depth === 1;
  const head: RootContent[] = hasTitle ? [body.shift()!] : [heading(1, text(page.title))];
  if (page.description) head.push(summaryQuote(page.description));
  head.push(...(page.preamble ?? []));
  return {type: 'root', children: [...head, ...body, ...checkedHowSection(page)]};
}

/** The page's "How this page is checked", as on the page (src/components/PageMeta), as its last section. */
function checkedHowSection(page: MdxPage): RootContent[] {
  const pieces = page.freshness ? checkedHowPieces(page.freshness) : [];
  if (pieces.length === 0) return [];
  const phrasing = pieces.map((piece): PhrasingContent =>
    'code' in piece ? inlineCode(piece.code) : 'link' in piece ? link(resolveUrl(piece.link, page), text(piece.text)) : text(piece.text),
  );
  return [heading(2, text(CHECKED_HOW_LABEL)), paragraph(...phrasing)];
}

/** The page as Markdown. */
export function mdxToMarkdown(page: MdxPage): string {
  return stringify(mdxToTree(page));
}

