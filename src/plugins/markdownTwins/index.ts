/**
 * Markdown twins: after the build, every page gets a clean Markdown copy at its URL plus `.md`
 * (/docs/guides/intro.md, /index.md for the landing page), each HTML page links its twin with
 * <link rel="alternate" type="text/markdown">, and /llms.txt and /llms-full.txt index them for
 * language models.
 *
 * The twins come from the same sources as the HTML: the docs' and release notes' MDX files
 * (mdx.ts), the OpenAPI document for API pages (openapi.ts), the sidebars for category pages and
 * order, the blog plugin's posts and tags for release-note lists, and src/data/landing.ts for the
 * landing page (pages.ts). A page that cannot be converted, a route without a twin, or a twin
 * with HTML in it stops the build with the file and the reason.
 */
import {readFileSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedPlugin, Plugin, LoadContext} from '@docusaurus/types';
import type {BlockContent, Root} from 'mdast';
import {ConversionError, firstSentence, foreignNodes, parseMarkdown, stringify, text, list, paragraph} from './markdown';
import {isCategoryIndexSource, mdxToTree} from './mdx';
import {infoTree, listApiOperations, operationTree, tagTree, type ApiContext, type ApiOperation, type OpenApiDocument} from './openapi';
import {landingTree, linkListTree, type PageLink} from './pages';
import {hero as landingHero} from '../../data/landing';
import {llmsFullTxt, llmsTxt, type LlmsEntry} from './llms';
import {gitDates} from './gitDates';
import {freshnessOf, type Freshness} from '../../components/PageMeta/freshness';

/** What llms.txt says about a page, and where the page belongs. */
export interface TwinEntry {
  route: string;
  title: string;
  description?: string;
  kind: 'doc' | 'category' | 'api-operation' | 'api-tag' | 'api-overview' | 'release-note' | 'release-list' | 'landing';
  /** The docs plugin instance (docs and categories). */
  docsPluginId?: string;
  /** Labels of the sidebar categories the page sits in, outermost first. */
  categories: string[];
}

export interface MarkdownTwinsOptions {
  /** The H1 of llms.txt. */
  name: string;
  /** The blockquote of llms.txt. */
  summary: string;
  /** Paragraphs after the summary (Markdown; `{siteUrl}` and `{release}` are replaced). */
  details?: string[];
  /** Instructions for agents, a list after the paragraphs (Markdown; `{siteUrl}` and `{release}` are replaced). */
  instructions?: {title: string; items: string[]};
  /** The llms.txt sections, in order, each taking the pages `include` accepts. */
  sections: {title: string; include: (entry: TwinEntry) => boolean; extra?: LlmsEntry[]}[];
  /** Which pages go into llms-full.txt (in sidebar order). */
  fullText: {title: string; intro: string; include: (entry: TwinEntry) => boolean};
  /** The API reference: its OpenAPI document and the docs instance it is generated into. */
  openApi?: {specPath: string; docsPluginId: string; downloadPath: string};
  /** Write the landing page's twin from src/data/landing.ts. */
  landingPage?: boolean;
  /** Routes that have no twin, because they are not content (search, not found). */
  excludeRoutes: string[];
  /** The Docbox release the pages document (each twin's `docbox_release`; a release note's is its own). */
  release: string;
  /** Files besides a page's own that API pages are written from (the changelog data), relative to the site. */
  apiSources?: string[];
}

// Loose shapes of the content the docs and blog plugins load.
type DocMetadata = {id: string; title: string; description: string; source: string; permalink: string; frontMatter: Record<string, unknown>};
type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  description?: string;
  items?: SidebarItem[];
  link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; title?: string; description?: string};
};
type DocsContent = {loadedVersions: {docs: DocMetadata[]; sidebars: Record<string, SidebarItem[]>}[]};
type BlogPost = {
  id: string;
  metadata: {
    source: string;
    permalink: string;
    title: string;
    description: string;
    date: Date | string;
    tags: {label: string; permalink: string}[];
    authors: {name?: string; title?: string}[];
    unlisted?: boolean;
    frontMatter?: Record<string, unknown>;
  };
};
type BlogContent = {
  blogTitle: string;
  blogDescription: string;
  blogPosts: BlogPost[];
  blogTags: Record<string, {label: string; permalink: string; description?: string; items: string[]; pages: {metadata: {permalink: string}; items: string[]}[]; unlisted?: boolean}>;
  blogTagsListPath: string;
  authorsMap?: Record<string, {name?: string; title?: string; url?: string}>;
};
type BlogOptions = {path: string; routeBasePath: string; archiveBasePath: string | null; authorsBasePath: string; pageBasePath: string; postsPerPage: number | 'ALL'};

interface Twin extends TwinEntry {
  /** Where the page's content comes from, named in errors. */
  sourceFile: string;
  /**
   * The files (or folders) the page is written from, relative to the site: the newest commit
   * that touched one of them is the twin's `last_changed`.
   */
  sources: string[];
  render: () => Root;
}

/** The front matter every twin starts with: what an agent needs to place the page. */
export interface TwinFrontMatter {
  title: string;
  canonical_url: string;
  /** The Docbox release the page documents. */
  docbox_release: string;
  /** When the page's sources last changed: the committer date of the newest commit that touched them. */
  last_changed: string;
  /** The index of every page (llms.txt), so an agent that has one page finds the others. */
  llms_txt: string;
}

/** The front matter block (YAML, with every value a JSON string, which YAML reads as is). */
export function frontMatterBlock(fields: TwinFrontMatter): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n`;
}

/** A twin's front matter fields and its Markdown after them; null when it has no front matter. */
export function splitFrontMatter(twin: string): {fields: Record<string, string>; body: string} | null {
  const match = /^---\n([\s\S]*?)\n---\n\n/.exec(twin);
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    const field = /^([a-z_]+): (".*")$/.exec(line);
    if (!field) return null;
    fields[field[1]] = JSON.parse(field[2]) as string;
  }
  return {fields, body: twin.slice(match[0].length)};
}

/** The release a release note is about (its permalink ends with docbox-0-9-3), if it names one. */
export const releaseOfPermalink = (permalink: string): string | undefined =>
  /\/docbox-(\d+)-(\d+)-(\d+)$/.exec(permalink)?.slice(1).join('.');

const routeFile = (route: string) => (route === '/' ? 'index' : route.replace(/^\//, ''));
/** URL path of a route's twin: the route plus .md; the landing page's is /index.md. */
export const twinPath = (route: string) => `/${routeFile(route)}.md`;

const oneLine = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined;

/**
 * Finds what a twin must not have outside code blocks: HTML, JSX, import or export lines (the
 * build writes only plain Markdown nodes; tests read the written files back with this).
 */
export function plainMarkdownProblems(markdown: string): string[] {
  const problems: string[] = [];
  const visit = (node: {type: string; value?: string; children?: unknown[]; position?: {start: {line: number}}}) => {
    const line = node.position?.start.line;
    if (node.type === 'html') problems.push(`line ${line}: HTML or JSX ${JSON.stringify(node.value?.slice(0, 60))}`);
    if (node.type === 'text' && /^\s*(import|export)\s.+\sfrom\s/m.test(node.value ?? '')) problems.push(`line ${line}: an import or export line`);
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(parseMarkdown(markdown));
  return problems;
}

export default function markdownTwinsPlugin(context: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as MarkdownTwinsOptions;
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const absolute = (source: string) => path.resolve(context.siteDir, source.replace(/^@site\//, ''));

  return {
    name: 'docbox-markdown-twins',
    async postBuild({outDir, plugins, routesPaths}) {
      const started = performance.now();
      const twins: Twin[] = [];
      const errors: string[] = [];
      const docsPlugins = plugins.filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const blogPlugins = plugins.filter((plugin) => plugin.name === 'docusaurus-plugin-content-blog');

      // Relative links between Markdown files point at the page each file builds.
      const permalinkBySource = new Map<string, string>();
      for (const plugin of docsPlugins) {
        for (const version of (plugin.content as DocsContent).loadedVersions) {
          for (const doc of version.docs) permalinkBySource.set(absolute(doc.source), doc.permalink);
        }
      }
      for (const plugin of blogPlugins) {
        for (const post of (plugin.content as BlogContent).blogPosts) permalinkBySource.set(absolute(post.metadata.source), post.metadata.permalink);
      }
      const permalinkOfSource = (file: string) => permalinkBySource.get(file);

      // The API reference is written from the OpenAPI document.
      let spec: OpenApiDocument | undefined;
      let operationsBySlug = new Map<string, ApiOperation>();
      if (options.openApi) {
        const specFile = path.resolve(context.siteDir, options.openApi.specPath);
        spec = JSON.parse(readFileSync(specFile, 'utf8')) as OpenApiDocument;
        operationsBySlug = new Map(
          listApiOperations(spec).map((api) => [(api.operation.operationId ?? '').replace(/_/g, '-').toLowerCase(), api]),
        );
      }
      const apiContext = (permalink: string): ApiContext => ({
        spec: spec!,
        specFile: options.openApi!.specPath,
        siteUrl,
        permalink,
        downloadPath: options.openApi!.downloadPath,
      });

      for (const plugin of docsPlugins) twins.push(...docsTwins(plugin));
      for (const plugin of blogPlugins) twins.push(...blogTwins(plugin));
      if (options.landingPage) {
        twins.push({
          route: '/',
          // The page's heading, as every other twin's title is.
          title: landingHero.title,
          description: undefined,
          kind: 'landing',
          categories: [],
          sourceFile: 'src/data/landing.ts',
          sources: ['src/data/landing.ts'],
          render: () => landingTree(siteUrl),
        });
      }

      // Every page has a twin and every twin a page.
      const routes = new Set(routesPaths.filter((route) => !options.excludeRoutes.includes(route)));
      const twinRoutes = new Set(twins.map((twin) => twin.route));
      for (const route of routes) if (!twinRoutes.has(route)) errors.push(`${route}: the page has no Markdown twin (no converter handles it)`);
      for (const twin of twins) if (!routes.has(twin.route)) errors.push(`${twin.sourceFile}: a twin was made for ${twin.route}, which is not a page of the site`);

      const markdownByRoute = new Map<string, string>();
      for (const twin of twins) {
        try {
          const tree = twin.render();
          // Only plain Markdown nodes are written, so the text has no HTML, JSX or imports.
          const foreign = foreignNodes(tree);
          if (foreign.length) throw new ConversionError(twin.sourceFile, `the Markdown twin would contain ${foreign.join(', ')}`);
          markdownByRoute.set(twin.route, stringify(tree));
        } catch (error) {
          errors.push(error instanceof ConversionError ? error.message : `${twin.sourceFile}: ${(error as Error).stack ?? error}`);
        }
      }
      if (errors.length) {
        throw new Error(`Markdown twins: ${errors.length} page(s) could not be written as Markdown:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
      }

      // llms.txt: sections of pages, in sidebar order (twins are collected in that order).
      const entry = (twin: Twin): LlmsEntry => ({title: twin.title, url: `${siteUrl}${twinPath(twin.route)}`, description: twin.description});
      const fill = (value: string) => value.replace(/\{siteUrl\}/g, siteUrl).replace(/\{release\}/g, options.release);
      const index = llmsTxt({
        name: options.name,
        summary: options.summary,
        details: (options.details ?? []).map(fill),
        instructions: options.instructions && {title: options.instructions.title, items: options.instructions.items.map(fill)},
        sections: options.sections.map((section) => ({
          title: section.title,
          entries: [...(section.extra ?? []).map((extra) => ({...extra, url: fill(extra.url)})), ...twins.filter(section.include).map(entry)],
        })),
      });
      const full = llmsFullTxt(
        options.fullText.title,
        fill(options.fullText.intro),
        twins.filter(options.fullText.include).map((twin) => ({url: `${siteUrl}${twin.route}`, markdown: markdownByRoute.get(twin.route)!})),
      );
      // Everything up to here runs in one go, without giving way to other plugins' postBuild.
      const converted = performance.now();

      // Each twin starts with front matter that places it: title, URL, release, last change, and
      // the index of the others.
      const dates = await gitDates(context.siteDir);
      const frontMatter = new Map(
        await Promise.all(
          twins.map(async (twin): Promise<[string, string]> => [
            twin.route,
            frontMatterBlock({
              title: twin.title,
              canonical_url: `${siteUrl}${twin.route}`,
              docbox_release: (twin.kind === 'release-note' && releaseOfPermalink(twin.route)) || options.release,
              last_changed: await dates.lastChanged(twin.sources),
              llms_txt: `${siteUrl}/llms.txt`,
            }),
          ]),
        ),
      );
      if (dates.uncommitted.size) {
        console.warn(`[markdown-twins] not committed yet, so dated as the newest commit: ${[...dates.uncommitted].sort().join(', ')}`);
      }
      const dated = performance.now();

      let bytes = 0;
      await Promise.all(
        twins.map(async (twin) => {
          const markdown = frontMatter.get(twin.route)! + markdownByRoute.get(twin.route)!;
          bytes += Buffer.byteLength(markdown);
          const file = path.join(outDir, twinPath(twin.route));
          await mkdir(path.dirname(file), {recursive: true});
          await writeFile(file, markdown);
          await linkFromHtml(outDir, twin.route);
        }),
      );
      await writeFile(path.join(outDir, 'llms.txt'), index);
      await writeFile(path.join(outDir, 'llms-full.txt'), full);

      const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
      const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
      console.log(
        `[markdown-twins] ${twins.length} Markdown twins (${kib(bytes)}), llms.txt (${kib(Buffer.byteLength(index))}) and llms-full.txt (${kib(Buffer.byteLength(full))}): converted in ${ms(started, converted)}, dated in ${ms(converted, dated)}, written in ${ms(dated, performance.now())}`,
      );

      // -----------------------------------------------------------------------------------------

      function docsTwins(plugin: LoadedPlugin): Twin[] {
        const pluginId = (plugin.options as {id?: string}).id ?? 'default';
        const isApi = options.openApi?.docsPluginId === pluginId;
        const out: Twin[] = [];
        for (const version of (plugin.content as DocsContent).loadedVersions) {
          const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
          const placed = new Set<string>();
          const linkOf = (item: SidebarItem): string | undefined => {
            if (item.type === 'doc' || item.type === 'ref') return docsById.get(item.id!)?.permalink;
            if (item.link?.type === 'generated-index') return item.link.permalink;
            if (item.link?.type === 'doc') return docsById.get(item.link.id)?.permalink;
            return item.items?.map(linkOf).find(Boolean);
          };
          const docTwin = (doc: DocMetadata, categories: string[]) => {
            if (placed.has(doc.id)) return;
            placed.add(doc.id);
            out.push(isApi ? apiDocTwin(doc, categories, pluginId) : mdxDocTwin(doc, categories, pluginId));
          };
          const walk = (items: SidebarItem[], categories: string[]) => {
            for (const item of items) {
              if ((item.type === 'doc' || item.type === 'ref') && item.id) {
                const doc = docsById.get(item.id);
                if (doc) docTwin(doc, categories);
              } else if (item.type === 'category') {
                const inside = [...categories, item.label ?? ''];
                if (item.link?.type === 'doc') {
                  const doc = docsById.get(item.link.id);
                  if (doc && isCardListPage(doc)) {
                    // A category's index doc (its description and <DocCardList />): written
                    // like a generated index, as the list of the category's pages.
                    placed.add(doc.id);
                    out.push(categoryTwin(item, inside, pluginId, linkOf, docsById, doc));
                  } else if (doc) {
                    docTwin(doc, inside);
                  }
                } else if (item.link?.type === 'generated-index') {
                  out.push(categoryTwin(item, inside, pluginId, linkOf, docsById));
                }
                walk(item.items ?? [], inside);
              }
            }
          };
          for (const sidebar of Object.values(version.sidebars)) walk(sidebar, []);
          // Docs in no sidebar still have a page.
          for (const doc of version.docs) docTwin(doc, []);
        }
        return out;
      }

      function mdxDocTwin(doc: DocMetadata, categories: string[], pluginId: string): Twin {
        const file = absolute(doc.source);
        return {
          route: doc.permalink,
          title: doc.title,
          description: oneLine(doc.description),
          kind: 'doc',
          docsPluginId: pluginId,
          categories,
          sourceFile: path.relative(context.siteDir, file),
          sources: [path.relative(context.siteDir, file)],
          render: () => mdxFromFile(file, doc.permalink, doc.title, doc.description, [], freshnessOf(doc.frontMatter)),
        };
      }

      /** A doc that is only a category's description and the cards of its pages. */
      function isCardListPage(doc: DocMetadata): boolean {
        return isCategoryIndexSource(readFileSync(absolute(doc.source), 'utf8'));
      }

      function categoryTwin(
        item: SidebarItem,
        categories: string[],
        pluginId: string,
        linkOf: (item: SidebarItem) => string | undefined,
        docsById: Map<string, DocMetadata>,
        indexDoc?: DocMetadata,
      ): Twin {
        const index = indexDoc
          ? {permalink: indexDoc.permalink, title: indexDoc.title, description: indexDoc.description}
          : (item.link as {permalink: string; title?: string; description?: string});
        const title = index.title ?? item.label ?? '';
        const description = index.description ?? item.description;
        // The page lists its children's titles and descriptions: it changes when they do.
        const childSource = (child: SidebarItem): string | undefined => {
          const id = child.type === 'category' ? (child.link?.type === 'doc' ? child.link.id : undefined) : child.id;
          const doc = id === undefined ? undefined : docsById.get(id);
          return doc && path.relative(context.siteDir, absolute(doc.source));
        };
        const sources = [
          ...(indexDoc ? [path.relative(context.siteDir, absolute(indexDoc.source))] : []),
          ...(item.items ?? []).map(childSource).filter((source): source is string => Boolean(source)),
        ];
        const entries = (item.items ?? []).flatMap((child): PageLink[] => {
          const url = linkOf(child);
          if (!url) return [];
          if (child.type === 'category') {
            // The page's card says how many items; the category's own description says more.
            const count = child.items?.length ?? 0;
            const about =
              child.description ??
              (child.link?.type === 'generated-index'
                ? child.link.description
                : child.link?.type === 'doc'
                  ? docsById.get(child.link.id)?.description
                  : undefined);
            return [{title: child.label ?? '', url: `${siteUrl}${url}`, description: oneLine(about) ?? `${count} ${count === 1 ? 'item' : 'items'}`}];
          }
          const doc = docsById.get(child.id!);
          return [{title: child.label ?? doc?.title ?? '', url: `${siteUrl}${url}`, description: oneLine(doc?.description)}];
        });
        return {
          route: index.permalink,
          title,
          description: oneLine(description),
          kind: 'category',
          docsPluginId: pluginId,
          categories,
          sourceFile: indexDoc
            ? path.relative(context.siteDir, absolute(indexDoc.source))
            : `the sidebar category "${item.label}" (its _category_.json)`,
          sources,
          render: () => linkListTree(title, description, entries, 'Pages in this section:'),
        };
      }

      function apiDocTwin(doc: DocMetadata, categories: string[], pluginId: string): Twin {
        const file = absolute(doc.source);
        const sourceFile = path.relative(context.siteDir, file);
        // Generated pages (git-ignored) come from the OpenAPI description and the changelog data.
        const sources = [sourceFile, options.openApi!.specPath, ...(options.apiSources ?? [])];
        const base = {route: doc.permalink, docsPluginId: pluginId, categories, sourceFile, sources};
        const slug = doc.id.split('/').pop()!;
        if (doc.frontMatter.api !== undefined) {
          const api = operationsBySlug.get(slug);
          if (!api) {
            return {...base, kind: 'api-operation', title: doc.title, render: () => {
              throw new ConversionError(base.sourceFile, `no operation in ${options.openApi!.specPath} has the slug ${slug}`);
            }};
          }
          const sentence = firstSentence(api.operation.description ?? '');
          return {
            ...base,
            kind: 'api-operation',
            title: api.operation.summary ?? doc.title,
            description: `\`${api.method.toUpperCase()} ${api.path}\`${sentence ? `. ${sentence}` : ''}`,
            render: () => operationTree(apiContext(doc.permalink), api),
          };
        }
        if (doc.source.endsWith('.tag.mdx')) {
          const tag = spec?.tags?.find((entry) => entry.name === doc.title);
          return {
            ...base,
            kind: 'api-tag',
            title: doc.title,
            description: oneLine(firstSentence(tag?.description ?? '')),
            render: () =>
              tagTree(apiContext(doc.permalink), doc.title, (api) => `${siteUrl}${path.posix.join(path.posix.dirname(doc.permalink), (api.operation.operationId ?? '').replace(/_/g, '-').toLowerCase())}`),
          };
        }
        if (doc.source.endsWith('.info.mdx')) {
          return {...base, kind: 'api-overview', title: spec?.info?.title ?? doc.title, description: oneLine(spec?.info?.summary ?? doc.description), render: () => infoTree(apiContext(doc.permalink))};
        }
        return {...mdxDocTwin(doc, categories, pluginId), kind: 'api-overview', sources};
      }

      function blogTwins(plugin: LoadedPlugin): Twin[] {
        const content = plugin.content as BlogContent;
        const blogOptions = plugin.options as unknown as BlogOptions;
        const base = `/${blogOptions.routeBasePath.replace(/^\/|\/$/g, '')}`;
        const posts = content.blogPosts.filter((post) => !post.metadata.unlisted);
        const byPermalink = new Map(content.blogPosts.map((post) => [post.metadata.permalink, post]));
        const postLink = (post: BlogPost): PageLink => ({
          title: post.metadata.title,
          url: `${siteUrl}${post.metadata.permalink}`,
          description: `${dateOf(post)}. ${oneLine(post.metadata.description) ?? ''}`.trim(),
        });
        // Lists of release notes change with any post (and the tags and authors files).
        const blogSources = [path.relative(context.siteDir, path.resolve(context.siteDir, blogOptions.path))];
        const listTwin = (route: string, title: string, description: string | undefined, items: BlogPost[], sourceFile: string): Twin => ({
          route,
          title,
          description,
          kind: 'release-list',
          categories: [],
          sourceFile,
          sources: blogSources,
          render: () => linkListTree(title, description, items.map(postLink)),
        });
        const out: Twin[] = content.blogPosts.map((post) => {
          const file = absolute(post.metadata.source);
          const {metadata} = post;
          const authors = metadata.authors.map((author) => author.name).filter(Boolean).join(', ');
          const preamble = paragraph(
            text(`Published ${dateOf(post)}${authors ? ` by ${authors}` : ''}.`),
            ...(metadata.tags.length ? [text(` Tags: ${metadata.tags.map((tag) => tag.label).join(', ')}.`)] : []),
          );
          return {
            route: metadata.permalink,
            title: metadata.title,
            description: oneLine(metadata.description),
            kind: 'release-note',
            categories: [],
            sourceFile: path.relative(context.siteDir, file),
            sources: [path.relative(context.siteDir, file)],
            render: () => mdxFromFile(file, metadata.permalink, metadata.title, metadata.description, [preamble], freshnessOf(metadata.frontMatter ?? {})),
          };
        });
        // The paginated list, the archive, the tag pages and the authors page.
        const perPage = blogOptions.postsPerPage === 'ALL' ? posts.length : blogOptions.postsPerPage;
        for (let page = 0; page * perPage < Math.max(posts.length, 1); page += 1) {
          const route = page === 0 ? base : `${base}/${blogOptions.pageBasePath}/${page + 1}`;
          const title = page === 0 ? content.blogTitle : `${content.blogTitle}, page ${page + 1}`;
          out.push(listTwin(route, title, content.blogDescription, posts.slice(page * perPage, (page + 1) * perPage), 'the blog plugin (release-note list)'));
        }
        if (blogOptions.archiveBasePath && posts.length) {
          out.push(listTwin(`${base}/${blogOptions.archiveBasePath}`, 'Archive', 'Every release note, newest first.', posts, 'the blog plugin (archive)'));
        }
        const tags = Object.values(content.blogTags).filter((tag) => !tag.unlisted);
        if (tags.length) {
          out.push({
            route: content.blogTagsListPath,
            title: 'Tags',
            description: 'The tags of the release notes.',
            kind: 'release-list',
            categories: [],
            sourceFile: 'the blog plugin (tags)',
            sources: blogSources,
            render: () =>
              linkListTree('Tags', undefined, tags.map((tag) => ({title: tag.label, url: `${siteUrl}${tag.permalink}`, description: `${tag.items.length} release notes${tag.description ? `. ${tag.description}` : ''}`}))),
          });
          for (const tag of tags) {
            tag.pages.forEach((page, number) => {
              const items = page.items.map((permalink) => byPermalink.get(permalink)).filter((post): post is BlogPost => Boolean(post));
              const title = `Release notes tagged “${tag.label}”${number ? `, page ${number + 1}` : ''}`;
              out.push(listTwin(page.metadata.permalink, title, tag.description, items, `the blog plugin (tag ${tag.label})`));
            });
          }
        }
        const authors = Object.values(content.authorsMap ?? {});
        if (authors.length) {
          out.push({
            route: `${base}/${blogOptions.authorsBasePath}`,
            title: 'Authors',
            description: undefined,
            kind: 'release-list',
            categories: [],
            sourceFile: 'the blog plugin (authors)',
            sources: blogSources,
            render: () => ({
              type: 'root',
              children: [
                {type: 'heading', depth: 1, children: [text('Authors')]},
                list(authors.map((author) => [paragraph(text(`${author.name ?? ''}${author.title ? `: ${author.title}` : ''}`))])),
              ],
            }),
          });
        }
        return out;
      }

      function mdxFromFile(file: string, permalink: string, title: string, description: string | undefined, preamble: BlockContent[] = [], freshness?: Freshness): Root {
        const source = readFileSync(file, 'utf8');
        return mdxToTree({source, file: path.relative(context.siteDir, file), absoluteFile: file, permalink, title, description, preamble, freshness, siteUrl, permalinkOfSource});
      }
    },
  };
}

function dateOf(post: BlogPost): string {
  return new Date(post.metadata.date).toISOString().slice(0, 10);
}

/**
 * Adds <link rel="alternate" type="text/markdown"> for the route's twin to its HTML page. The
 * file is replaced in one step, as other plugins may be reading the build at the same time.
 */
async function linkFromHtml(outDir: string, route: string): Promise<void> {
  const candidates = route === '/' ? ['index.html'] : [`${routeFile(route)}.html`, `${routeFile(route)}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch {
      continue;
    }
    const tag = `<link rel="alternate" type="text/markdown" href="${twinPath(route)}" title="Markdown">`;
    if (html.includes(tag)) return;
    if (!html.includes('</head>')) throw new Error(`${file}: no </head> to add the Markdown twin's link to`);
    await writeFile(`${file}.tmp`, html.replace('</head>', `${tag}</head>`));
    await rename(`${file}.tmp`, file);
    return;
  }
  throw new Error(`Markdown twins: no HTML file for the route ${route}`);
}
