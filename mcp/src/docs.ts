/**
 * The docs as the package carries them (dist/data, see ./types.ts), and the answers the tools
 * give: search, pages, API operations and error texts. No MCP here (./tools.ts), and nothing but
 * the package's own files is read.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadSearchIndex, searchIndex, type SearchResult} from './siteSearch';
import type {About, ApiOperationData, ErrorEntry, PageEntry} from './types';

/** Bad input to a tool: the message says what was wrong and what to do instead. */
export class ToolInputError extends Error {}

export interface SearchHit {
  /** The page's route, and its title. */
  page: string;
  title: string;
  /** The heading of the section the match is in, when it is not the page itself. */
  section?: string;
  /** The page's URL, with the section's anchor. */
  url: string;
  /** Where read_page finds the page as Markdown. */
  markdown_url: string;
  /** Words of the query the result does not match (only when no page matches them all). */
  missing_words?: string[];
  /** The matching text, shortened. */
  excerpt?: string;
}

export interface ErrorMatch {
  entry: ErrorEntry;
  /** How the entry was found: its text is in what was pasted, the site's search, or shared words. */
  match: 'quoted text' | 'search' | 'words';
}

const EXCERPT_LENGTH = 240;

const shorten = (text: string, length = EXCERPT_LENGTH) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
};

/** Lower case, without backticks, quotes and runs of white space, for comparing pasted texts. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[`"'“”‘’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const words = (text: string) => fold(text).split(/[^a-z0-9_]+/).filter((word) => word.length >= 3);

export class Docs {
  readonly about: About;
  readonly pages: PageEntry[];
  readonly operations: ApiOperationData[];
  readonly errorEntries: ErrorEntry[];
  private readonly pagesByRoute: Map<string, PageEntry>;
  private readonly index: ReturnType<typeof loadSearchIndex>;

  constructor(private readonly dataDir: string) {
    const json = <T>(name: string): T => JSON.parse(readFileSync(path.join(dataDir, name), 'utf8')) as T;
    this.about = json<About>('about.json');
    this.pages = json<PageEntry[]>('pages.json');
    this.operations = json<ApiOperationData[]>('api.json');
    this.errorEntries = json<ErrorEntry[]>('errors.json');
    this.pagesByRoute = new Map(this.pages.map((page) => [page.route, page]));
    // The index file as the site's build wrote it, in whatever shape the site's ranking takes.
    this.index = loadSearchIndex(json<Parameters<typeof loadSearchIndex>[0]>('search-index.json'));
  }

  // -------------------------------------------------------------------------------------------
  // Search

  /** The site's search results for a query, as hits with their URLs. */
  async search(query: string, limit: number): Promise<SearchHit[]> {
    if (query.trim() === '') throw new ToolInputError('The query is empty: give the words to look for, such as "presigned upload" or "x-tenant-env".');
    const results: SearchResult[] = await searchIndex(this.index, query, limit);
    return results.map((result) => this.hit(result));
  }

  private hit(result: SearchResult): SearchHit {
    const {document} = result;
    const route = document.u.replace(/[?#].*$/, '');
    const page = this.pagesByRoute.get(route);
    const pageTitle = (result.page && result.page.t) || page?.title || document.t;
    // The theme's kinds: 0 title, 1 heading, 2 description, 3 keywords, 4 body text.
    const section = result.type === 1 ? document.t : result.type === 4 && document.s && document.s !== pageTitle ? document.s : undefined;
    const excerpt = result.type === 2 || result.type === 4 ? shorten(document.t) : undefined;
    return {
      page: route,
      title: pageTitle,
      ...(section ? {section} : {}),
      url: `${this.about.siteUrl}${route}${document.h ?? ''}`,
      markdown_url: page?.markdownUrl ?? `${this.about.siteUrl}${route}.md`,
      ...(result.missing.length > 0 ? {missing_words: result.missing} : {}),
      ...(excerpt ? {excerpt} : {}),
    };
  }

  // -------------------------------------------------------------------------------------------
  // Pages

  /**
   * The route a URL or path names: the site's URL or any other host, with or without .md or
   * .html, a trailing slash, a query or an anchor. `llms.txt` is the index of every page.
   */
  static routeOf(input: string): string {
    let value = input.trim();
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
      try {
        value = new URL(value).pathname;
      } catch {
        throw new ToolInputError(`"${input}" is not a URL the docs can read.`);
      }
    }
    value = value.replace(/[?#].*$/, '');
    try {
      value = decodeURIComponent(value);
    } catch {
      // Keep it as typed.
    }
    if (!value.startsWith('/')) value = `/${value}`;
    value = value.replace(/\/+$/, '').replace(/\.(md|html)$/, '');
    return value === '' || value === '/index' ? '/' : value;
  }

  /** A page's Markdown twin, exactly as the site publishes it. */
  async readPage(input: string): Promise<{page: PageEntry | undefined; markdown: string}> {
    if (input.trim() === '') throw new ToolInputError('No page given: pass a page\'s URL or path, such as /docs/guides/setup/create-tenant, or "llms.txt" for the list of every page.');
    const route = Docs.routeOf(input);
    if (route === '/llms.txt' || route === '/llms') {
      return {page: undefined, markdown: readFileSync(path.join(this.dataDir, 'pages', 'llms.txt'), 'utf8')};
    }
    const page = this.pagesByRoute.get(route);
    if (!page) throw new ToolInputError(await this.unknownPage(input, route));
    return {page, markdown: readFileSync(path.join(this.dataDir, 'pages', page.file), 'utf8')};
  }

  private async unknownPage(input: string, route: string): Promise<string> {
    // Pages whose path ends the same way, else the pages the site's search finds for its words.
    const last = route.split('/').filter(Boolean).pop() ?? '';
    let near = this.pages.filter((page) => last && page.route.split('/').pop()?.includes(last)).map((page) => page.route);
    if (near.length === 0 && last) {
      const found = await searchIndex(this.index, last.replace(/[-_.]+/g, ' '), 10);
      near = found.map((result) => result.document.u.replace(/[?#].*$/, ''));
    }
    near = [...new Set(near)].slice(0, 5);
    const lines = [`No page of the Docbox ${this.about.release} docs is at "${input}" (looked for ${route}).`];
    if (near.length) lines.push(`Pages near it: ${near.join(', ')}.`);
    lines.push('Find a page by topic with search_docs, or read "llms.txt" for the list of every page.');
    return lines.join(' ');
  }

  // -------------------------------------------------------------------------------------------
  // API operations

  tags(): string[] {
    return [...new Set(this.operations.flatMap((operation) => operation.tags))];
  }

  listOperations(tag?: string): ApiOperationData[] {
    if (tag === undefined || tag.trim() === '') return this.operations;
    const wanted = fold(tag);
    const matching = this.operations.filter((operation) => operation.tags.some((name) => fold(name) === wanted));
    if (matching.length === 0) throw new ToolInputError(`No operation has the tag "${tag}". The tags are: ${this.tags().join(', ')}.`);
    return matching;
  }

  /** One operation, by operation ID, page slug or URL, or method and path. */
  operation(input: string): ApiOperationData {
    const value = input.trim();
    if (value === '') throw new ToolInputError('No operation given: pass an operation ID (file_upload), a page slug (file-upload) or a method and path (POST /box/{scope}/file). list_api_operations lists them all.');
    const methodPath = /^([A-Za-z]+)\s+(\/\S*)$/.exec(value);
    if (methodPath) {
      const found = this.operations.find((operation) => operation.method === methodPath[1].toUpperCase() && operation.path === methodPath[2]);
      if (found) return found;
    } else {
      const slug = (/\/docs\/api\/([\w-]+)/.exec(value)?.[1] ?? value).replace(/\.md$/, '').toLowerCase();
      const found = this.operations.find(
        (operation) => operation.operation_id.toLowerCase() === slug || operation.operation_id.replace(/_/g, '-').toLowerCase() === slug,
      );
      if (found) return found;
      if (value.startsWith('/')) {
        const onPath = this.operations.filter((operation) => operation.path === value);
        if (onPath.length === 1) return onPath[0];
        if (onPath.length > 1) {
          throw new ToolInputError(`${value} has ${onPath.length} operations: ${onPath.map((operation) => `${operation.method} ${operation.path} (${operation.operation_id})`).join(', ')}. Name one.`);
        }
      }
    }
    const near = this.nearOperations(value);
    throw new ToolInputError(
      `No operation of the Docbox ${this.about.release} API is "${input}".${near.length ? ` Did you mean: ${near.join(', ')}?` : ''} list_api_operations lists every operation.`,
    );
  }

  private nearOperations(value: string): string[] {
    const wanted = new Set(words(value.replace(/[-_/{}]/g, ' ')));
    return this.operations
      .map((operation) => {
        const own = new Set(words(`${operation.operation_id.replace(/_/g, ' ')} ${operation.path.replace(/[/{}_-]/g, ' ')} ${operation.summary ?? ''}`));
        return {operation, shared: [...wanted].filter((word) => own.has(word)).length};
      })
      .filter(({shared}) => shared > 0)
      .sort((a, b) => b.shared - a.shared)
      .slice(0, 5)
      .map(({operation}) => `${operation.operation_id} (${operation.method} ${operation.path})`);
  }

  // -------------------------------------------------------------------------------------------
  // Error texts

  /**
   * The Troubleshooting and Known issues entries for a pasted error text, best first: entries
   * whose heading or quoted text is in what was pasted (or contains all of it), then the entries
   * the site's search finds for it, then entries that share most of their heading's words with it.
   */
  async lookupError(text: string, limit: number): Promise<ErrorMatch[]> {
    const pasted = fold(text);
    if (pasted === '') throw new ToolInputError('The error text is empty: paste the message, log line or HTTP error as it appeared.');
    const found = new Map<string, ErrorMatch>();
    const add = (entry: ErrorEntry, match: ErrorMatch['match']) => {
      const key = `${entry.page}#${entry.id}`;
      if (!found.has(key)) found.set(key, {entry, match});
    };

    // 1. The entry's own text in what was pasted, longest first (the most specific entry).
    const quotedMatches: {entry: ErrorEntry; length: number}[] = [];
    for (const entry of this.errorEntries) {
      // Quoted texts count when they are phrases: a lone name such as DOCBOX_DB_HOST is in many entries.
      const heading = fold(entry.heading);
      const candidates = [heading, ...entry.quoted.map(fold).filter((quoted) => quoted.length >= 8 && /\s/.test(quoted))].filter((candidate) => candidate.length >= 6);
      let best = 0;
      for (const candidate of candidates) if (pasted.includes(candidate)) best = Math.max(best, candidate.length + (candidate === heading ? 1000 : 0));
      if (!best && pasted.length >= 8 && heading.includes(pasted)) best = pasted.length + 1000;
      if (best) quotedMatches.push({entry, length: best});
    }
    quotedMatches.sort((a, b) => b.length - a.length);
    for (const {entry} of quotedMatches) add(entry, 'quoted text');

    // 2. The site's search, on the whole text and on each line or clause of it.
    const pieces = [text, ...text.split(/\n|(?<=[a-z0-9)\]])[:;]\s/i)].map((piece) => piece.trim()).filter((piece) => piece.length >= 3);
    for (const piece of [...new Set(pieces)].slice(0, 12)) {
      for (const result of await searchIndex(this.index, piece, 20)) {
        const route = result.document.u.replace(/[?#].*$/, '');
        const id = (result.document.h ?? '').replace(/^#/, '');
        const entry = this.errorEntries.find((candidate) => candidate.page === route && candidate.id === id);
        if (entry) add(entry, 'search');
      }
    }

    // 3. Most of an entry's heading words in the text.
    if (found.size < limit) {
      const pastedWords = new Set(words(text));
      const scored = this.errorEntries
        .map((entry) => {
          const own = [...new Set(words(entry.heading))];
          return {entry, share: own.length ? own.filter((word) => pastedWords.has(word)).length / own.length : 0};
        })
        .filter(({share}) => share >= 0.6)
        .sort((a, b) => b.share - a.share);
      for (const {entry} of scored) add(entry, 'words');
    }
    return [...found.values()].slice(0, limit);
  }
}
