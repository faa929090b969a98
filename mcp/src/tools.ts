/**
 * The MCP server of the docs: five tools over the docs the package carries (./docs.ts). Bad input
 * (an empty query, an unknown page or operation) is answered with a tool error that says what was
 * wrong; nothing a client sends stops the server.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {Docs, MAX_QUERY_LENGTH, ToolInputError, cutQuery, type ErrorMatch, type SearchHit} from './docs';

/** The scheme of the pages as MCP resources: docbox-docs://docs/guides/setup/create-tenant.md, the path of the page's twin. */
export const RESOURCE_SCHEME = 'docbox-docs';

/**
 * A tool's input: the shape, with any argument it does not name refused (the schema says
 * additionalProperties: false, and the SDK's default would drop them silently).
 */
function strictInput<Shape extends z.ZodRawShape>(tool: string, shape: Shape) {
  const names = Object.keys(shape);
  const takes = names.length ? `takes only ${names.join(' and ')}` : 'takes no arguments';
  return z
    .object(shape, {
      errorMap: (issue, context) =>
        issue.code === 'unrecognized_keys'
          ? {message: `${tool} has no argument ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}: it ${takes}.`}
          : {message: context.defaultError},
    })
    .strict();
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Runs a tool's work; bad input and any other failure become a tool error, never a crash. */
async function answer(work: () => Promise<CallToolResult> | CallToolResult): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof ToolInputError ? error.message : `The docs server could not answer: ${(error as Error).message ?? String(error)}`;
    return {isError: true, content: [{type: 'text', text: message}]};
  }
}

function searchText(query: string, hits: SearchHit[], release: string, note?: string): string {
  const before = note ? `${note}\n\n` : '';
  if (hits.length === 0) {
    return `${before}Nothing in the Docbox ${release} docs matches any word of "${query}". Try other words, or lookup_error for an error message.`;
  }
  const lines = [`${before}Results for "${query}" in the Docbox ${release} docs, best first (the site's own ranking):`, ''];
  hits.forEach((hit, index) => {
    lines.push(`${index + 1}. ${hit.title}${hit.section ? ` › ${hit.section}` : ''}`, `   ${hit.url}`);
    if (hit.missing_words) lines.push(`   Missing: ${hit.missing_words.join(', ')}`);
    if (hit.excerpt) lines.push(`   ${hit.excerpt}`);
  });
  lines.push('', 'Read a page with read_page (its URL or path).');
  return lines.join('\n');
}

function errorText(text: string, matches: ErrorMatch[], release: string): string {
  if (matches.length === 0) {
    return `No Troubleshooting or Known issues entry of the Docbox ${release} docs matches this text. Try search_docs with its most specific words, or read /docs/guides/troubleshooting.`;
  }
  const parts = [`Entries for the text you gave, best first (Docbox ${release} docs):`];
  for (const {entry, match} of matches) {
    parts.push(`---\n\n${entry.pageTitle} › ${entry.group}: ${entry.url} (found by ${match})\n\n${entry.markdown}`);
  }
  return parts.join('\n\n');
}

const searchHit = z.object({
  page: z.string().describe('The page\'s path on the site'),
  title: z.string(),
  section: z.string().optional().describe('The heading of the section that matched, when it is not the page as a whole'),
  url: z.string().describe('The page\'s URL, with the section\'s anchor'),
  markdown_url: z.string().describe('The page as Markdown (read_page takes it too)'),
  missing_words: z.array(z.string()).optional().describe('Words of the query this result lacks: given only when no page has them all, as on the site'),
  excerpt: z.string().optional(),
});

const operationSummary = z.object({
  operation_id: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string().optional(),
  tags: z.array(z.string()),
  since: z.string().describe('The Docbox release that added the operation'),
});

const errorEntry = z.object({
  page: z.string(),
  heading: z.string(),
  group: z.string().describe('The section of the page the entry is in'),
  url: z.string(),
  match: z.enum(['quoted text', 'search', 'words']).describe('How it was found: its text is in what you pasted, the site\'s search found it, or it shares most of its words'),
  markdown: z.string().describe('The entry: symptom, cause and fix'),
});

export function docsServer(docs: Docs): McpServer {
  const {release, siteUrl, commit, commitDate} = docs.about;
  const built = commit ? `, built from the docs at commit ${commit} (${commitDate})` : '';
  const server = new McpServer(
    {name: 'docbox-docs', title: `Docbox documentation (${release})`, version: docs.about.version},
    {
      instructions: [
        `The Docbox documentation (${siteUrl}) for Docbox server ${release}${built}. It answers from the files in its package: no network is needed or used.`,
        'Tools: search_docs (the site\'s own search), read_page (a page as Markdown, "llms.txt" for the index of all pages), list_api_operations and get_api_operation (the HTTP API: parameters, bodies, responses, examples, since when, SDK method, samples), lookup_error (Troubleshooting and Known issues entries for an error text).',
        'Docbox\'s API sits behind the reader\'s own backend (the gateway), which adds the x-tenant-id and x-tenant-env headers and the API key in x-docbox-api-key; clients never call Docbox directly.',
      ].join('\n'),
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Docbox docs',
      description:
        'Search the Docbox documentation (guides, API reference, release notes) with the docs site\'s own search: the same index and the same ranking as its search box. Write the question as you would ask it: words such as how, to, what or the are left out, a result that lacks a word is ranked by how much of the question it covers (the answer names the words it lacks), and word forms, prefixes, one typo in longer words and common short forms (env, config, cli) match too. A request in the query, such as "POST /box/my-scope/folder returns 400", puts its operation first; otherwise page titles and API methods and paths rank first, then headings, then text. Returns pages and sections, best first, with their URLs; read one with read_page.',
      inputSchema: strictInput('search_docs', {
        query: z
          .string()
          .describe(`The words to look for, as you would type them in the site's search box, such as "presigned upload", "x-tenant-env" or "DOCBOX_MAX_FILE_SIZE_BYTES"; only the first ${MAX_QUERY_LENGTH} characters are searched`),
        limit: z.number().int().min(1).max(50).optional().describe('How many results to return, 1 to 50 (10 when not given)'),
      }),
      outputSchema: {
        release: z.string(),
        query: z.string().describe(`The query searched: the one given, or its first ${MAX_QUERY_LENGTH} characters (to the last whole word) when it was longer`),
        note: z.string().optional().describe('Set when the query was cut'),
        results: z.array(searchHit),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query, limit}) =>
      answer(async () => {
        const searched = cutQuery(query);
        const note = searched.cut
          ? `The query was ${searched.length} characters long: only its first ${searched.query.length} (up to ${MAX_QUERY_LENGTH}, to the last whole word) were searched. Pass the few words that matter.`
          : undefined;
        const results = await docs.search(searched.query, limit ?? 10);
        return {
          content: [{type: 'text', text: searchText(searched.query, results, release, note)}],
          structuredContent: {release, query: searched.query, ...(note ? {note} : {}), results},
        };
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a page of the Docbox docs',
      description:
        'Read a page of the Docbox docs as Markdown: its Markdown twin, exactly as the site publishes it at the page\'s URL plus .md. It starts with front matter (title, canonical_url, docbox_release, last_changed, llms_txt). Links in it point at the site\'s pages, which this tool reads too. Pass "llms.txt" for the list of every page with a line on each.',
      inputSchema: strictInput('read_page', {
        page: z
          .string()
          .describe(
            `The page's URL on ${siteUrl} or its path: ${siteUrl}/docs/guides/setup/create-tenant, /docs/guides/setup/create-tenant or docs/api/file-upload.md (an anchor, query or trailing slash is ignored; a URL of another site is refused); "llms.txt" for the index`,
          ),
      }),
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({page}) => answer(async () => ({content: [{type: 'text', text: (await docs.readPage(page)).markdown}]})),
  );

  server.registerTool(
    'list_api_operations',
    {
      title: 'List the Docbox API\'s operations',
      description: `List the operations of the Docbox HTTP API (${release}), from its OpenAPI description: operation ID, method, path, summary, tag and the release that added each. Get everything about one with get_api_operation.`,
      inputSchema: strictInput('list_api_operations', {
        tag: z.string().optional().describe(`Only the operations with this tag: ${docs.tags().join(', ')}`),
      }),
      outputSchema: {release: z.string(), operations: z.array(operationSummary)},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({tag}) =>
      answer(() => {
        const operations = docs.listOperations(tag).map(({operation_id, method, path, summary, tags, since}) => ({operation_id, method, path, summary, tags, since}));
        const text = [
          `${operations.length} ${operations.length === 1 ? 'operation' : 'operations'} of the Docbox ${release} API${tag ? ` tagged ${tag}` : ''} (operation ID: method and path — summary (tags; since)):`,
          '',
          ...operations.map((operation) => `- ${operation.operation_id}: ${operation.method} ${operation.path} — ${operation.summary ?? ''} (${operation.tags.join(', ')}; since ${operation.since})`),
        ].join('\n');
        return {content: [{type: 'text', text}], structuredContent: {release, operations}};
      }),
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Get one Docbox API operation',
      description:
        'Everything about one operation of the Docbox HTTP API: method and path, parameters and headers (the API key header too), the request body and the responses as JSON Schema with every $ref resolved, their examples, the release that added it and what later releases changed, the TypeScript SDK method that sends it, and the request samples of its page (curl, JavaScript, Python, Rust, TypeScript SDK).',
      inputSchema: strictInput('get_api_operation', {
        operation: z
          .string()
          .describe(
            'An operation ID (file_upload), its page\'s slug or URL (file-upload, /docs/api/file-upload), or a request: a method and the path as documented (POST /box/{scope}/file) or as sent (POST /box/my-scope/file, with a query string or as a full URL)',
          ),
      }),
      outputSchema: {
        operation_id: z.string(),
        method: z.string(),
        path: z.string(),
        summary: z.string().optional(),
        description: z.string().optional(),
        tags: z.array(z.string()),
        deprecated: z.boolean().optional(),
        page: z.string(),
        markdown: z.string(),
        since: z.string(),
        changed_in: z.array(z.object({version: z.string(), changes: z.array(z.object({text: z.string(), breaking: z.boolean(), documentation_only: z.string().optional()}))})),
        parameters: z.array(
          z.object({name: z.string(), in: z.string(), required: z.boolean(), description: z.string().optional(), schema: z.unknown().optional(), example: z.unknown().optional(), deprecated: z.boolean().optional()}),
        ),
        request_body: z.object({required: z.boolean(), description: z.string().optional(), content: z.record(z.unknown())}).nullable(),
        responses: z.record(z.unknown()),
        sdk: z.record(z.unknown()),
        samples: z.record(z.string()),
        matched_request: z
          .object({
            request: z.string().describe('The method and path that matched the operation\'s path template'),
            prefix: z.string().optional().describe('Leading path segments left out to match (a gateway\'s prefix)'),
            path_parameters: z.record(z.string()).describe('The path parameters\' values in the request'),
          })
          .optional()
          .describe('Set when the operation was found from a concrete request'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({operation}) =>
      answer(() => {
        const found = docs.operation(operation);
        return {content: [{type: 'text', text: json(found)}], structuredContent: {...found}};
      }),
  );

  server.registerTool(
    'lookup_error',
    {
      title: 'Look up a Docbox error text',
      description:
        'Find the entries of the Troubleshooting and Known issues pages for an error message, log line or HTTP error from the Docbox server, docbox-cli, Docker Compose or the AWS deployment. Paste the text as it appeared (a whole log line is fine). Returns each matching entry (symptom, cause, fix) with its URL, best match first.',
      inputSchema: strictInput('lookup_error', {
        error: z.string().describe('The error text as it appeared, such as "missing DOCBOX_DB_HOST environment variable" or "tenant not found"'),
        limit: z.number().int().min(1).max(10).optional().describe('How many entries to return, 1 to 10 (3 when not given)'),
      }),
      outputSchema: {release: z.string(), entries: z.array(errorEntry)},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({error, limit}) =>
      answer(async () => {
        const matches = await docs.lookupError(error, limit ?? 3);
        const entries = matches.map(({entry, match}) => ({page: entry.page, heading: entry.heading, group: entry.group, url: entry.url, match, markdown: entry.markdown}));
        return {content: [{type: 'text', text: errorText(error, matches, release)}], structuredContent: {release, entries}};
      }),
  );

  // Every page as a resource, for clients that attach documentation: the template names any
  // page by its twin's path, and its list gives them all (llms.txt, the index, first).
  const uriOf = (file: string) => `${RESOURCE_SCHEME}://${file}`;
  server.registerResource(
    'page',
    new ResourceTemplate(`${RESOURCE_SCHEME}://{+path}`, {
      list: () => ({
        resources: [
          {uri: uriOf('llms.txt'), name: 'llms.txt', title: `Index of the Docbox ${release} docs (llms.txt)`, mimeType: 'text/plain'},
          ...docs.pages.map((page) => ({uri: uriOf(page.file), name: page.route, title: page.title, mimeType: 'text/markdown'})),
        ],
      }),
      complete: {
        path: (value) => ['llms.txt', ...docs.pages.map((page) => page.file)].filter((file) => file.startsWith(value.replace(/^\/+/, ''))).slice(0, 100),
      },
    }),
    {
      title: 'A page of the Docbox docs',
      description: `A page of the Docbox ${release} docs as Markdown, byte for byte its twin on ${siteUrl} (the path of its .md URL: ${RESOURCE_SCHEME}://docs/guides/setup/create-tenant.md); ${RESOURCE_SCHEME}://llms.txt is the index of every page.`,
      mimeType: 'text/markdown',
    },
    async (uri, {path}) => {
      const {page, markdown} = await docs.readPage(Array.isArray(path) ? path.join('/') : path);
      return {contents: [{uri: uri.href, mimeType: page ? 'text/markdown' : 'text/plain', text: markdown}]};
    },
  );

  return server;
}
