/**
 * The docs as the package carries them (dist/data, see ./types.ts), and the answers the tools
 * give: search, pages, API operations and error texts. No MCP here (./tools.ts), and nothing but
 * the package's own files is read.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadSearchIndex, searchIndex, templatePattern, type SearchResult} from './siteSearch';
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

/**
 * The longest query the server searches, in characters: a longer one is cut (docs-dev/agents.md
 * says why 500). The site's ranking turns every word into clauses of the index, so its time grows
 * with the query; the longest sentence of the search tests is far shorter, and a whole log line fits.
 */
export const MAX_QUERY_LENGTH = 500;

/** A query cut to MAX_QUERY_LENGTH characters, at the last word that fits whole; `length` is the length given. */
export function cutQuery(query: string): {query: string; cut: boolean; length: number} {
  const trimmed = query.trim();
  if (trimmed.length <= MAX_QUERY_LENGTH) return {query: trimmed, cut: false, length: trimmed.length};
  const head = trimmed.slice(0, MAX_QUERY_LENGTH + 1);
  const atWord = head.replace(/\s+\S*$/, '');
  return {query: (atWord.length > 0 && atWord.length <= MAX_QUERY_LENGTH ? atWord : head.slice(0, MAX_QUERY_LENGTH)).trim(), cut: true, length: trimmed.length};
}

/** A request to the API as an agent may have it: a method (optional) and a path, a full URL or a path with a query. */
const REQUEST = /^(?:([A-Za-z]+)\s+)?(\S+)$/;

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

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** How a concrete request was matched to its operation: the path it was matched on, a prefix left out, the path parameters' values. */
export interface MatchedRequest {
  request: string;
  prefix?: string;
  path_parameters: Record<string, string>;
}

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
    // Callers cut the query first (cutQuery) to say so; this keeps the limit whoever calls.
    const results: SearchResult[] = await searchIndex(this.index, cutQuery(query).query, limit);
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

  /**
   * A URL's host when it is not the site's (the scheme and the port do not count): the docs of
   * another site are not these pages, even where the path is the same.
   */
  otherHost(input: string): string | undefined {
    const value = input.trim();
    if (!/^[a-z][a-z0-9+.-]*:/i.test(value) || /^[a-z]:[\\/]/i.test(value)) return undefined;
    let host: string;
    try {
      host = new URL(value).hostname.toLowerCase();
    } catch {
      throw new ToolInputError(`"${input}" is not a URL the docs can read.`);
    }
    const own = new URL(this.about.siteUrl).hostname.toLowerCase();
    return host === own ? undefined : host || value.split(':')[0]!;
  }

  /** A page's Markdown twin, exactly as the site publishes it. */
  async readPage(input: string): Promise<{page: PageEntry | undefined; markdown: string}> {
    if (input.trim() === '') throw new ToolInputError('No page given: pass a page\'s URL or path, such as /docs/guides/setup/create-tenant, or "llms.txt" for the list of every page.');
    const other = this.otherHost(input);
    if (other !== undefined) {
      throw new ToolInputError(
        `"${shorten(input, 200)}" is not on the Docbox docs site (${this.about.siteUrl}): this server reads only its pages. Pass a path such as /docs/guides/setup/create-tenant or a URL of ${this.about.siteUrl}.`,
      );
    }
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
      const found = await searchIndex(this.index, cutQuery(last.replace(/[-_.]+/g, ' ')).query, 10);
      near = found.map((result) => result.document.u.replace(/[?#].*$/, ''));
    }
    near = [...new Set(near)].slice(0, 5);
    const lines = [`No page of the Docbox ${this.about.release} docs is at "${shorten(input, 200)}" (looked for ${shorten(route, 200)}).`];
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

  /**
   * One operation, by operation ID, page slug or URL, or a request: a method and a path, either
   * the OpenAPI template (POST /box/{scope}/folder) or a concrete one as sent (POST
   * /box/my-scope/folder, with a query string, or as a full URL, behind a gateway's path prefix).
   */
  operation(input: string): ApiOperationData & {matched_request?: MatchedRequest} {
    const value = input.trim();
    if (value === '') throw new ToolInputError('No operation given: pass an operation ID (file_upload), a page slug (file-upload) or a method and path (POST /box/{scope}/file or POST /box/my-scope/file). list_api_operations lists them all.');
    const request = REQUEST.exec(value);
    const isPage = !request?.[1] && /\/docs\/api\/[\w-]+/.test(value);
    if (!request || isPage || !/^(\/|[a-z][a-z0-9+.-]*:\/\/)/i.test(request[2]!)) {
      const slug = (/\/docs\/api\/([\w-]+)/.exec(value)?.[1] ?? value).replace(/\.md$/, '').toLowerCase();
      const found = this.operations.find(
        (operation) => operation.operation_id.toLowerCase() === slug || operation.operation_id.replace(/_/g, '-').toLowerCase() === slug,
      );
      if (found) return found;
    } else {
      const matched = this.matchRequest(request[1]?.toUpperCase(), request[2]!, input);
      if (matched) return matched;
    }
    const near = this.nearOperations(value);
    throw new ToolInputError(
      `No operation of the Docbox ${this.about.release} API is "${shorten(input, 200)}".${near.length ? ` Did you mean: ${near.join(', ')}?` : ''} list_api_operations lists every operation.`,
    );
  }

  /**
   * The operation a request names, by the OpenAPI path templates: the template itself first,
   * then the template that matches the concrete path with the most fixed segments. A path that
   * matches none is tried again without its first segments, as a gateway may add a prefix.
   */
  private matchRequest(method: string | undefined, target: string, input: string): (ApiOperationData & {matched_request?: MatchedRequest}) | undefined {
    let requestPath = target;
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
      try {
        requestPath = new URL(target).pathname;
      } catch {
        throw new ToolInputError(`"${shorten(input, 200)}" is not a URL: pass a method and a path, such as POST /box/my-scope/folder.`);
      }
    }
    requestPath = requestPath.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
    const candidates = this.operations.filter((operation) => method === undefined || operation.method === method);
    const exact = candidates.filter((operation) => operation.path === requestPath);
    if (exact.length === 1) return exact[0];
    if (exact.length > 1) throw this.several(requestPath, exact);
    const segments = requestPath.split('/').filter(Boolean);
    for (let skip = 0; skip < segments.length; skip += 1) {
      const tail = `/${segments.slice(skip).join('/')}`;
      const matches = candidates
        .map((operation) => {
          const {pattern, names, literals} = templatePattern(operation.path);
          const found = pattern.exec(tail);
          return found ? {operation, literals, parameters: Object.fromEntries(names.map((name, index) => [name, safeDecode(found[index + 1]!)]))} : undefined;
        })
        .filter((match) => match !== undefined)
        .sort((a, b) => b.literals - a.literals);
      if (matches.length === 0) continue;
      const best = matches.filter((match) => match.literals === matches[0]!.literals);
      if (best.length > 1) throw this.several(tail, best.map((match) => match.operation));
      const {operation, parameters} = best[0]!;
      return {
        ...operation,
        matched_request: {
          request: `${method ?? operation.method} ${tail}`,
          ...(skip > 0 ? {prefix: `/${segments.slice(0, skip).join('/')}`} : {}),
          path_parameters: parameters,
        },
      };
    }
    return undefined;
  }

  private several(requestPath: string, operations: ApiOperationData[]): ToolInputError {
    return new ToolInputError(
      `${shorten(requestPath, 200)} has ${operations.length} operations: ${operations.map((operation) => `${operation.method} ${operation.path} (${operation.operation_id})`).join(', ')}. Name one, with its method.`,
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
    for (const piece of [...new Set(pieces.map((piece) => cutQuery(piece).query))].slice(0, 12)) {
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
