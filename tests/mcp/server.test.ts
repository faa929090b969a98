/**
 * The MCP server of the docs (mcp/), started as an agent starts it: a process spoken to over
 * stdio by the official SDK's client. Run after `npm run build`, which builds the package
 * (mcp/dist) and packs it into the site (build/mcp/…tgz).
 *
 * How the test knows no network connection is opened: the server runs with
 * tests/mcp/no-network.mjs preloaded, which makes every connecting, resolving and spawning call
 * of Node throw and writes each attempt to a file; the first test proves each of those calls is
 * caught, and the last that the file stayed empty through every tool call. Where the machine can
 * (`unshare -rn`, a network namespace with nothing in it, not even a working loopback), the server
 * also runs without any network at all, and so does `npx -y <the packed tarball>` with an empty
 * npm cache: the install an agent does needs no network either.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {DOCBOX_RELEASE, MCP_PACKAGE_PATH} from '../../src/data/release';
import {changelog} from '../../src/data/apiChangelog';
import {isSdkCall, sdkOperations} from '../../src/data/sdk';
import {ALIAS_CASES, SEARCH_CASES} from '../support/search-queries';
import {SENTENCE_QUESTIONS} from '../support/search-sentences';
import {HELD_OUT_DAY2, HELD_OUT_QUESTIONS} from '../support/search-held-out';
import {MAX_QUERY_LENGTH} from '../../mcp/src/docs';

const root = path.resolve(import.meta.dirname, '../..');
const build = path.join(root, 'build');
const server = path.join(root, 'mcp/dist/server.mjs');
const tarball = path.join(build, MCP_PACKAGE_PATH);
const preload = path.join(import.meta.dirname, 'no-network.mjs');
const work = mkdtempSync(path.join(tmpdir(), 'docbox-mcp-test-'));
const networkLog = path.join(work, 'network.log');
const SITE_URL = process.env.SITE_URL ?? 'https://docbox-nz.pages.dev';

/** Whether this machine lets the test start a process in an empty network namespace. */
const canUnshare = spawnSync('unshare', ['-rn', 'true']).status === 0;
/** Outside CI a machine without it skips the namespace proofs; in CI (process.env.CI) they fail instead. */
const noUnshare = canUnshare || process.env.CI ? false : 'unshare -rn is not allowed here (in CI this fails)';
const requireUnshare = () => assert.ok(canUnshare, 'unshare -rn is not allowed on this machine: the no-network proof cannot run in an empty network namespace');
const isolated = (command: string, args: string[]) => (canUnshare ? {command: 'unshare', args: ['-rn', command, ...args]} : {command, args});

let client: Client;

type ToolResult = CallToolResult & {structuredContent?: Record<string, unknown>};

async function call(name: string, args: Record<string, unknown>): Promise<ToolResult> {
  return (await client.callTool({name, arguments: args})) as ToolResult;
}
const textOf = (result: ToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');

before(async () => {
  for (const file of [server, tarball, path.join(build, 'llms.txt')]) {
    assert.ok(existsSync(file), `${path.relative(root, file)} is missing: run npm run build first`);
  }
  writeFileSync(networkLog, '');
  const {command, args} = isolated(process.execPath, ['--import', preload, server]);
  client = new Client({name: 'docbox-docs-test', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({command, args, env: {PATH: process.env.PATH ?? '', DOCBOX_NETWORK_LOG: networkLog}, stderr: 'pipe'}),
  );
});

after(async () => {
  await client?.close();
  rmSync(work, {recursive: true, force: true});
});

describe('the network guard', () => {
  test('catches every way a Node process opens a connection, resolves a name or starts a program', () => {
    const log = path.join(work, 'guard-check.log');
    writeFileSync(log, '');
    const attempts = [
      "await fetch('http://127.0.0.1:9/')",
      "require('node:net').connect(9, '127.0.0.1')",
      "new (require('node:net').Socket)().connect(9, '127.0.0.1')",
      "require('node:tls').connect(443, 'example.org')",
      "require('node:http').get('http://127.0.0.1:9/')",
      "require('node:https').get('https://example.org/')",
      "require('node:dns').lookup('example.org', () => {})",
      "await require('node:dns').promises.resolve4('example.org')",
      "require('node:dgram').createSocket('udp4')",
      "require('node:child_process').spawn('true')",
    ];
    for (const attempt of attempts) {
      const script = `(async () => { const require = (await import('node:module')).createRequire(import.meta.url); try { ${attempt}; console.log('not caught'); } catch { console.log('caught'); } })()`;
      const result = spawnSync(process.execPath, ['--import', preload, '--input-type=module', '-e', script], {env: {...process.env, DOCBOX_NETWORK_LOG: log}, encoding: 'utf8'});
      assert.equal(result.stdout.trim(), 'caught', `${attempt}: ${result.stderr}`);
    }
    assert.equal(readFileSync(log, 'utf8').trim().split('\n').length, attempts.length, 'each attempt is written down');
  });
});

describe('the server as an agent starts it', () => {
  test('says which docs it serves: the release, the site, the commit', () => {
    const info = client.getServerVersion();
    assert.equal(info?.name, 'docbox-docs');
    assert.equal(info?.version, DOCBOX_RELEASE);
    const instructions = client.getInstructions() ?? '';
    assert.match(instructions, new RegExp(`Docbox server ${DOCBOX_RELEASE.replace(/\./g, '\\.')}`));
    assert.match(instructions, /no network is needed or used/);
    const spec = JSON.parse(readFileSync(path.join(root, 'api/docbox.json'), 'utf8')) as {info: {version: string}};
    assert.equal(spec.info.version, DOCBOX_RELEASE, 'api/docbox.json documents the release the docs are for');
    assert.equal(changelog.releases[0].version, DOCBOX_RELEASE, 'the API changelog ends at that release');
  });

  test('lists five tools, each with a description and a JSON schema for its input', async () => {
    const {tools} = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    assert.deepEqual([...byName.keys()].sort(), ['get_api_operation', 'list_api_operations', 'lookup_error', 'read_page', 'search_docs']);
    const required: Record<string, string[]> = {
      search_docs: ['query'],
      read_page: ['page'],
      list_api_operations: [],
      get_api_operation: ['operation'],
      lookup_error: ['error'],
    };
    for (const [name, tool] of byName) {
      assert.ok((tool.description ?? '').length > 100, `${name}: a description that says what it answers`);
      assert.equal(tool.inputSchema.type, 'object', name);
      // Declared, and enforced: the bad-input cases below send arguments no schema names.
      assert.equal((tool.inputSchema as {additionalProperties?: unknown}).additionalProperties, false, `${name}: no other arguments`);
      assert.deepEqual([...(tool.inputSchema.required ?? [])].sort(), required[name], `${name}: required inputs`);
      for (const [property, schema] of Object.entries(tool.inputSchema.properties ?? {})) {
        assert.ok(((schema as {description?: string}).description ?? '').length > 20, `${name}.${property} is described`);
      }
      assert.equal(tool.annotations?.readOnlyHint, true, `${name} is read-only`);
      if (name !== 'read_page') assert.equal(tool.outputSchema?.type, 'object', `${name}: structured output`);
    }
    // The guide's table of tools names these and no others.
    const guide = readFileSync(path.join(root, 'docs/guides/integrating/docs-for-agents.md'), 'utf8').split('### What each tool answers')[1]!.split('\n### ')[0]!;
    assert.deepEqual([...guide.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]).sort(), [...byName.keys()].sort());
    assert.deepEqual(byName.get('search_docs')!.inputSchema.properties?.limit, {type: 'integer', minimum: 1, maximum: 50, description: 'How many results to return, 1 to 50 (10 when not given)'});
  });
});

// ---------------------------------------------------------------------------------------------
// Search: the site's ranking on the site's index

/** The queries of the site's search tests: hand-written, aliases, pasted error texts and the generated ones. */
function searchTestQueries(): string[] {
  const troubleshooting = readFileSync(path.join(root, 'docs/guides/troubleshooting.md'), 'utf8');
  const errorTexts = [...troubleshooting.matchAll(/^### (.+?) \{#[\w-]+\}$/gm)].map(([, text]) => text!.replace(/`/g, ''));
  // tests/support/search-generated.ts: every page search covers, by its title, its sidebar label
  // and its title with each word cut to five letters, read from the built HTML.
  const sitemap = readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname.replace(/\/$/, ''))
    .filter((route) => route.startsWith('/docs/') || /^\/blog\/docbox-/.test(route));
  const unescape = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').trim();
  const generated = routes.flatMap((route) => {
    const html = readFileSync(path.join(build, `${route}.html`), 'utf8');
    const title = unescape(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
    const label = unescape(/<a class="menu__link menu__link--active"[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? '');
    const shortened = title.split(/\s+/).map((word) => word.slice(0, 5)).join(' ');
    return [title, label, shortened].filter(Boolean);
  });
  assert.ok(routes.length > 100 && generated.length > 250, 'the generated queries were read from the build');
  // And the questions in sentences, as agents pass them through (issue 46).
  const sentences = [...SENTENCE_QUESTIONS, ...HELD_OUT_QUESTIONS, ...HELD_OUT_DAY2];
  return [...new Set([...SEARCH_CASES, ...ALIAS_CASES, ...sentences].map(({query}) => query).concat(errorTexts, generated))];
}

describe('search_docs', () => {
  test('gives the first page the site\'s search gives, for every query of the site\'s search tests', async () => {
    // The site's own ranking (the function its search worker runs), on the index the site serves.
    const siteSearch = (await import(path.join(root, 'mcp/dist/site-search.mjs'))) as {
      loadSearchIndex: (parts: unknown[]) => unknown;
      searchIndex: (index: unknown, query: string, limit: number) => Promise<{document: {u: string}}[]> | {document: {u: string}}[];
    };
    const indexFile = readdirSync(build).find((name) => /^search-index.*\.json$/.test(name))!;
    const siteIndex = siteSearch.loadSearchIndex(JSON.parse(readFileSync(path.join(build, indexFile), 'utf8')) as unknown[]);
    const queries = searchTestQueries();
    const differences: string[] = [];
    let answered = 0;
    for (const query of queries) {
      const site = (await siteSearch.searchIndex(siteIndex, query, 10))[0]?.document.u.replace(/[?#].*$/, '');
      const result = await call('search_docs', {query, limit: 10});
      assert.ok(!result.isError, `${query}: ${textOf(result)}`);
      const results = result.structuredContent!.results as {page: string; url: string; markdown_url: string}[];
      const mcp = results[0]?.page;
      if (mcp !== site) differences.push(`"${query}": site ${site ?? 'nothing'}, MCP ${mcp ?? 'nothing'}`);
      if (mcp) {
        answered += 1;
        assert.ok(results[0]!.url.startsWith(`${SITE_URL}${mcp}`), results[0]!.url);
        assert.equal(results[0]!.markdown_url, mcp === '/' ? `${SITE_URL}/index.md` : `${SITE_URL}${mcp}.md`);
      }
    }
    assert.deepEqual(differences, []);
    assert.ok(answered > queries.length * 0.95, `${answered} of ${queries.length} queries found a page`);
    console.log(`# search_docs: the same first page as the site's search for all ${queries.length} queries`);
  });

  test('answers in text too, with each result\'s URL', async () => {
    const result = await call('search_docs', {query: 'presigned upload', limit: 3});
    const text = textOf(result);
    assert.match(text, /^Results for "presigned upload" in the Docbox \d+\.\d+\.\d+ docs/);
    assert.equal(text.match(/^\d+\. /gm)?.length, 3);
    // A page of the guides or of the API: the guide on presigned uploads now comes first.
    assert.match(text, new RegExp(`${SITE_URL.replace(/[.]/g, '\\.')}/docs/(api|guides)/`));
    const none = await call('search_docs', {query: 'zzzqqq xxyyzz'});
    assert.ok(!none.isError);
    assert.deepEqual(none.structuredContent!.results, []);
    assert.match(textOf(none), /^Nothing in the Docbox .* docs matches any word of "zzzqqq xxyyzz"/);
  });

  test(`cuts a query longer than ${MAX_QUERY_LENGTH} characters, says so, and does not repeat it whole`, async () => {
    const long = 'upload a file '.repeat(800);
    const result = await call('search_docs', {query: long});
    assert.ok(!result.isError, textOf(result));
    const searched = result.structuredContent!.query as string;
    assert.ok(searched.length <= MAX_QUERY_LENGTH && searched.length > MAX_QUERY_LENGTH - 20, `searched ${searched.length} characters`);
    assert.ok(long.trim().startsWith(searched), 'the start of the query, cut at a whole word');
    assert.match(result.structuredContent!.note as string, new RegExp(`^The query was ${long.trim().length} characters long: only its first ${searched.length}`));
    assert.match(textOf(result), /^The query was \d+ characters long/);
    // No more of the query than the part searched comes back (the answer's own length depends on
    // the results' excerpts).
    assert.ok(!textOf(result).includes(long.trim().slice(0, searched.length + 'upload a file '.length)), 'the answer repeats more of the query than the part searched');
    // The results are those of the cut query, and a query at the limit is not cut.
    const atLimit = await call('search_docs', {query: searched});
    assert.equal(atLimit.structuredContent!.note, undefined);
    assert.deepEqual(atLimit.structuredContent!.results, result.structuredContent!.results);
    // One word longer than the limit is cut inside the word.
    const word = await call('search_docs', {query: 'x'.repeat(MAX_QUERY_LENGTH * 20)});
    assert.equal((word.structuredContent!.query as string).length, MAX_QUERY_LENGTH);
    assert.ok(textOf(word).length < MAX_QUERY_LENGTH * 2);
  });
});

// ---------------------------------------------------------------------------------------------
// Pages

describe('read_page', () => {
  const twins = readdirSync(build, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();

  test('reads every page byte for byte as the build wrote its Markdown twin', async () => {
    assert.ok(twins.length > 100);
    for (const name of twins) {
      const route = name === 'index.md' ? '/' : `/${name.replace(/\.md$/, '')}`;
      const result = await call('read_page', {page: route});
      assert.ok(!result.isError, `${route}: ${textOf(result)}`);
      assert.ok(Buffer.from(textOf(result), 'utf8').equals(readFileSync(path.join(build, name))), `${route}: not the build's twin`);
    }
  });

  test('takes the page\'s URL, its .md URL, a path without the slash, an anchor or a trailing slash', async () => {
    const twin = readFileSync(path.join(build, 'docs/guides/setup/create-tenant.md'), 'utf8');
    for (const page of [
      `${SITE_URL}/docs/guides/setup/create-tenant`,
      `${SITE_URL}/docs/guides/setup/create-tenant.md`,
      'docs/guides/setup/create-tenant',
      '/docs/guides/setup/create-tenant/',
      '/docs/guides/setup/create-tenant#create-the-tenant',
      `${SITE_URL}/docs/guides/setup/create-tenant?from=search`,
      `${SITE_URL.replace(/^https:/, 'http:')}/docs/guides/setup/create-tenant`,
    ]) {
      assert.equal(textOf(await call('read_page', {page})), twin, page);
    }
    assert.equal(textOf(await call('read_page', {page: SITE_URL})), readFileSync(path.join(build, 'index.md'), 'utf8'));
    assert.equal(textOf(await call('read_page', {page: 'llms.txt'})), readFileSync(path.join(build, 'llms.txt'), 'utf8'));
  });
});

// ---------------------------------------------------------------------------------------------
// Pages as resources

describe('the pages as MCP resources', () => {
  const twins = readdirSync(build, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();

  test('one resource template names every page by the path of its twin', async () => {
    assert.ok(client.getServerCapabilities()?.resources, 'the server says it has resources');
    const {resourceTemplates} = await client.listResourceTemplates();
    assert.deepEqual(resourceTemplates.map((template) => template.uriTemplate), ['docbox-docs://{+path}']);
    assert.equal(resourceTemplates[0]!.mimeType, 'text/markdown');
  });

  test('lists every page and llms.txt, and reads each byte for byte as the build wrote it', async () => {
    const {resources} = await client.listResources();
    assert.deepEqual(resources.map((resource) => resource.uri).sort(), ['llms.txt', ...twins].map((file) => `docbox-docs://${file}`).sort());
    for (const resource of resources) {
      const file = resource.uri.slice('docbox-docs://'.length);
      const {contents} = await client.readResource({uri: resource.uri});
      assert.equal(contents.length, 1, resource.uri);
      const [content] = contents as {mimeType?: string; text?: string}[];
      assert.equal(content!.mimeType, file === 'llms.txt' ? 'text/plain' : 'text/markdown', resource.uri);
      assert.ok(Buffer.from(content!.text ?? '', 'utf8').equals(readFileSync(path.join(build, file))), `${resource.uri}: not the build's file`);
      if (file !== 'llms.txt') assert.ok(resource.title && (content!.text ?? '').includes(`\n# ${resource.title}`), `${resource.uri}: its title`);
    }
  });

  test('a resource that is no page is an error that says so', async () => {
    await assert.rejects(client.readResource({uri: 'docbox-docs://docs/guides/no-such-page.md'}), /No page of the Docbox \d+\.\d+\.\d+ docs is at/);
    // A path that leaves the pages reads nothing outside them.
    await assert.rejects(client.readResource({uri: 'docbox-docs://docs/../../../etc/passwd'}), /No page of the Docbox/);
  });
});

// ---------------------------------------------------------------------------------------------
// API operations

type Spec = {
  paths: Record<string, Record<string, SpecOperation> & {parameters?: SpecParameter[]}>;
  components: {parameters: Record<string, SpecParameter>; schemas: Record<string, {required?: string[]}>};
};
type SpecParameter = {name: string; in: string; required?: boolean; $ref?: string};
type SpecOperation = {operationId: string; parameters?: SpecParameter[]; requestBody?: {required?: boolean}};

describe('list_api_operations and get_api_operation', () => {
  const spec = JSON.parse(readFileSync(path.join(root, 'api/docbox.json'), 'utf8')) as Spec;
  const operations = Object.entries(spec.paths).flatMap(([specPath, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'].includes(method))
      .map(([method, operation]) => ({method: method.toUpperCase(), specPath, operation: operation as SpecOperation, shared: item.parameters ?? []})),
  );
  const resolve = (parameter: SpecParameter) => (parameter.$ref ? spec.components.parameters[parameter.$ref.split('/').pop()!]! : parameter);

  test('lists every operation of api/docbox.json, with its method and path', async () => {
    assert.ok(operations.length > 0, 'no operation read from api/docbox.json');
    const result = await call('list_api_operations', {});
    const listed = result.structuredContent!.operations as {operation_id: string; method: string; path: string; since: string}[];
    assert.deepEqual(
      listed.map(({operation_id, method, path}) => `${method} ${path} ${operation_id}`),
      operations.map(({method, specPath, operation}) => `${method} ${specPath} ${operation.operationId}`),
    );
    for (const entry of listed) assert.equal(entry.since, changelog.operations[entry.operation_id]!.since, entry.operation_id);
    const files = await call('list_api_operations', {tag: 'file'});
    assert.ok((files.structuredContent!.operations as unknown[]).length >= 10, 'a tag, in any case');
  });

  test('gets every operation with its method, path, required parameters, body, since, SDK method and samples', async () => {
    let sdkSamples = 0;
    for (const {method, specPath, operation, shared} of operations) {
      const id = operation.operationId;
      const result = await call('get_api_operation', {operation: id});
      assert.ok(!result.isError, `${id}: ${textOf(result)}`);
      const got = result.structuredContent as {
        method: string;
        path: string;
        parameters: {name: string; in: string; required: boolean}[];
        request_body: {required: boolean} | null;
        since: string;
        changed_in: {version: string}[];
        sdk: {call?: string; in_sdk?: false; note?: string};
        samples: Record<string, string>;
        markdown: string;
      };
      assert.deepEqual(JSON.parse(textOf(result)), got, `${id}: the text is the same JSON`);
      assert.equal(got.method, method, id);
      assert.equal(got.path, specPath, id);
      const required = (parameters: {name: string; in: string; required?: boolean}[]) =>
        parameters.filter((parameter) => parameter.required).map((parameter) => `${parameter.in} ${parameter.name}`).sort();
      assert.deepEqual(required(got.parameters), required([...shared, ...(operation.parameters ?? [])].map(resolve)), `${id}: required parameters`);
      assert.equal(got.request_body?.required ?? null, operation.requestBody ? Boolean(operation.requestBody.required) : null, `${id}: request body`);
      assert.equal(got.since, changelog.operations[id]!.since, `${id}: since`);
      assert.deepEqual(got.changed_in.map((change) => change.version), changelog.operations[id]!.changedIn, `${id}: changed in`);
      const entry = sdkOperations[id];
      assert.equal(got.sdk.call, isSdkCall(entry) ? `docbox.${entry.service}.${entry.method}` : undefined, `${id}: SDK method`);
      for (const language of ['curl', 'javascript', 'python', 'rust']) assert.ok(got.samples[language]?.includes(specPath.split('{')[0]!), `${id}: ${language} sample`);
      // The fifth language, the SDK, wherever the SDK table gives the operation a call: the same
      // code as the SDK tab of the page's Markdown twin.
      if (isSdkCall(entry)) {
        assert.ok(got.samples.typescript_sdk?.includes(`docbox.${entry.service}.${entry.method}(`), `${id}: TypeScript SDK sample`);
        const twin = readFileSync(path.join(build, `${new URL(got.markdown).pathname}`), 'utf8');
        const tab = /\n### SDK\n\n```typescript\n([\s\S]*?)\n```\n/.exec(twin)?.[1];
        assert.equal(got.samples.typescript_sdk, tab, `${id}: the twin's SDK sample`);
        sdkSamples += 1;
      } else {
        assert.equal(got.samples.typescript_sdk, undefined, `${id}: no SDK sample for an operation the SDK lacks`);
      }
      // The same operation by its page's slug and by method and path.
      const slug = id.replace(/_/g, '-');
      for (const other of [slug, `${SITE_URL}/docs/api/${slug}`, `${method.toLowerCase()} ${specPath}`]) {
        assert.equal((await call('get_api_operation', {operation: other})).structuredContent?.operation_id, id, other);
      }
    }
    // Derived from the SDK table: every operation it gives a call, and there are some.
    const covered = operations.filter(({operation}) => isSdkCall(sdkOperations[operation.operationId])).length;
    assert.ok(covered > 0);
    assert.equal(sdkSamples, covered);
  });

  test('"Upload a file" has its SDK sample and the advice to use uploadAsync rather than file.upload', async () => {
    const got = (await call('get_api_operation', {operation: 'file_upload'})).structuredContent as {samples: Record<string, string>; sdk: {note?: string; alternatives?: {method: string}[]}};
    assert.match(got.samples.typescript_sdk ?? '', /await docbox\.file\.upload\(/);
    assert.match(got.sdk.note ?? '', /deprecated/);
    assert.deepEqual(got.sdk.alternatives?.map((other) => other.method), ['uploadAsync']);
  });

  test('resolves a concrete request (method and path as sent, with a query string or as a full URL) by the path templates', async () => {
    for (const {method, specPath, operation} of operations) {
      const values: Record<string, string> = {};
      let n = 0;
      const concrete = specPath.replace(/\{([^}]+)\}/g, (_, name: string) => (values[name] = `value-${(n += 1)}`));
      for (const request of [
        `${method} ${concrete}`,
        `${method.toLowerCase()} ${concrete}?limit=10&offset=0`,
        `${method} https://gateway.example/docbox${concrete}`,
      ]) {
        const result = await call('get_api_operation', {operation: request});
        assert.ok(!result.isError, `${request}: ${textOf(result)}`);
        const got = result.structuredContent as {operation_id: string; matched_request?: {path_parameters: Record<string, string>; prefix?: string}};
        assert.equal(got.operation_id, operation.operationId, request);
        if (concrete !== specPath) assert.deepEqual(got.matched_request?.path_parameters, values, `${request}: the path parameters`);
        if (request.includes('gateway.example')) assert.equal(got.matched_request?.prefix, '/docbox', request);
      }
    }
    const folder = (await call('get_api_operation', {operation: 'POST /box/my-scope/folder'})).structuredContent as {operation_id: string; path: string; matched_request: {path_parameters: Record<string, string>}};
    assert.equal(folder.path, '/box/{scope}/folder');
    assert.deepEqual(folder.matched_request.path_parameters, {scope: 'my-scope'});
  });
});

// ---------------------------------------------------------------------------------------------
// Error texts

describe('lookup_error', () => {
  const entries = (file: string) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/^### (.+?) \{#([\w-]+)\}$/gm)].map(([, text, id]) => ({text: text!.replace(/`/g, ''), id: id!}));

  test('finds every Troubleshooting entry first by its text, alone or inside a log line', async () => {
    const troubleshooting = entries('docs/guides/troubleshooting.md');
    assert.ok(troubleshooting.length >= 40);
    const misses: string[] = [];
    for (const {text, id} of troubleshooting) {
      for (const pasted of [text, `2026-11-27T10:15:00.123Z ERROR docbox: request failed: ${text} (see logs)`]) {
        const result = await call('lookup_error', {error: pasted});
        const first = (result.structuredContent!.entries as {url: string}[])[0];
        if (first?.url !== `${SITE_URL}/docs/guides/troubleshooting#${id}`) misses.push(`"${pasted}" -> ${first?.url ?? 'nothing'}`);
      }
    }
    assert.deepEqual(misses, []);
  });

  test('finds Known issues entries by their heading, and answers with the entry\'s Markdown', async () => {
    const known = entries('docs/guides/known-issues.md');
    assert.ok(known.length >= 30);
    const misses: string[] = [];
    for (const {text, id} of known) {
      const first = ((await call('lookup_error', {error: text})).structuredContent!.entries as {url: string}[])[0];
      if (first?.url !== `${SITE_URL}/docs/guides/known-issues#${id}`) misses.push(`"${text}" -> ${first?.url ?? 'nothing'}`);
    }
    assert.deepEqual(misses, []);
    const result = await call('lookup_error', {error: 'Error: MissingDatabaseHost', limit: 1});
    const [entry] = result.structuredContent!.entries as {url: string; markdown: string}[];
    assert.equal(entry!.url, `${SITE_URL}/docs/guides/troubleshooting#missing-db-host`);
    assert.match(entry!.markdown, /^### missing DOCBOX_DB_HOST environment variable \{#missing-db-host\}\n/);
    assert.match(entry!.markdown, /\*\*Fix:\*\*/);
    assert.match(textOf(result), /\*\*Cause:\*\*/);
  });

  test('says so when nothing matches, without an error', async () => {
    const result = await call('lookup_error', {error: 'the flux capacitor overheated'});
    assert.ok(!result.isError);
    assert.deepEqual(result.structuredContent!.entries, []);
    assert.match(textOf(result), /^No Troubleshooting or Known issues entry/);
  });
});

// ---------------------------------------------------------------------------------------------
// Bad input

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['search_docs', {query: ''}, /^The query is empty/],
    ['search_docs', {query: '   '}, /^The query is empty/],
    ['search_docs', {query: 'tenant', limit: 500}, /limit/],
    ['search_docs', {query: 42}, /query/],
    ['search_docs', {}, /query/],
    ['read_page', {page: '/docs/guides/no-such-page'}, /^No page of the Docbox \d+\.\d+\.\d+ docs is at "\/docs\/guides\/no-such-page".*search_docs/],
    ['read_page', {page: '/docs/guides/creat-tenant'}, /^No page .* Pages near it: \/docs\/guides\/setup\/create-tenant/],
    ['read_page', {page: ''}, /^No page given/],
    ['read_page', {page: 'http://[bad'}, /is not a URL/],
    ['get_api_operation', {operation: 'file_uplaod'}, /^No operation of the Docbox \d+\.\d+\.\d+ API is "file_uplaod"\. Did you mean: file_upload/],
    ['get_api_operation', {operation: 'PATCH /box'}, /^No operation .*list_api_operations/],
    ['get_api_operation', {operation: ''}, /^No operation given/],
    ['list_api_operations', {tag: 'Widgets'}, /^No operation has the tag "Widgets"\. The tags are: /],
    ['lookup_error', {error: ' '}, /^The error text is empty/],
    ['lookup_error', {error: 'x', limit: 0}, /limit/],
    // Another site's URL, or a file URL: this server reads only the site's own pages.
    ['read_page', {page: 'https://docs.example.com/docs/guides/setup/create-tenant'}, /^"https:\/\/docs\.example\.com\/docs\/guides\/setup\/create-tenant" is not on the Docbox docs site \(https?:\/\/[^)]+\): this server reads only its pages/],
    ['read_page', {page: 'file:///etc/passwd'}, /is not on the Docbox docs site/],
    // A concrete request no template matches, or one several match without a method.
    ['get_api_operation', {operation: 'POST /box/my-scope/no-such-thing'}, /^No operation .*"POST \/box\/my-scope\/no-such-thing"/],
    ['get_api_operation', {operation: '/box/my-scope/folder/42'}, /^\/box\/my-scope\/folder\/42 has \d+ operations: .*GET \/box\/\{scope\}\/folder\/\{folder_id\} \(\w+\).*Name one, with its method/],
    // Arguments the schemas do not name (additionalProperties: false) are refused, not dropped.
    ['search_docs', {query: 'tenant', extra: 1}, /search_docs has no argument "extra": it takes only query and limit/],
    ['read_page', {page: 'llms.txt', path: '/etc/passwd'}, /read_page has no argument "path": it takes only page/],
    ['list_api_operations', {tags: 'File'}, /list_api_operations has no argument "tags": it takes only tag/],
    ['get_api_operation', {operation: 'file_upload', fields: ['samples']}, /get_api_operation has no argument "fields"/],
    ['lookup_error', {error: 'tenant not found', limit: 1, verbose: true}, /lookup_error has no argument "verbose"/],
  ];
  for (const [tool, args, message] of cases) {
    test(`${tool} ${JSON.stringify(args)} is a tool error that says what is wrong`, async () => {
      const result = await call(tool, args);
      assert.equal(result.isError, true);
      assert.match(textOf(result), message);
    });
  }

  test('an unknown tool is refused, and the server goes on answering', async () => {
    const result = await call('delete_docs', {}).catch((error: Error) => ({isError: true, content: [{type: 'text' as const, text: error.message}]}));
    assert.equal(result.isError, true);
    assert.match(textOf(result), /delete_docs/);
    assert.ok(!(await call('search_docs', {query: 'gateway'})).isError, 'still answering');
  });
});

// ---------------------------------------------------------------------------------------------

describe('installed as an agent installs it', () => {
  test(`npx -y ${MCP_PACKAGE_PATH.slice(1)} starts the server with an empty npm cache and no network`, {skip: noUnshare}, async () => {
    requireUnshare();
    const cache = path.join(work, 'npm-cache');
    const agent = new Client({name: 'docbox-docs-npx-test', version: '1.0.0'});
    // An absolute path alone would be taken for a program to run: npx wants file: before it.
    const {command, args} = isolated('npx', ['-y', `file:${tarball}`]);
    await agent.connect(
      new StdioClientTransport({
        command,
        args,
        cwd: work,
        env: {PATH: process.env.PATH ?? '', HOME: work, npm_config_cache: cache, npm_config_update_notifier: 'false'},
        stderr: 'pipe',
      }),
    );
    try {
      assert.equal(agent.getServerVersion()?.version, DOCBOX_RELEASE);
      const {tools} = await agent.listTools();
      assert.equal(tools.length, 5);
      const result = (await agent.callTool({name: 'search_docs', arguments: {query: 'create tenant'}})) as ToolResult;
      assert.equal((result.structuredContent!.results as {page: string}[])[0]!.page, '/docs/guides/setup/create-tenant');
    } finally {
      await agent.close();
    }
  });

  test('the packed package is the built one, with no dependency to install', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], {encoding: 'utf8'}).split('\n').filter(Boolean);
    assert.ok(listing.includes('package/dist/server.mjs'));
    assert.ok(listing.includes('package/dist/data/search-index.json'));
    const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], {encoding: 'utf8'})) as Record<string, unknown>;
    assert.equal(manifest.version, DOCBOX_RELEASE);
    assert.equal(manifest.dependencies, undefined);
    assert.ok(!listing.some((name) => name.includes('node_modules')));
  });
});

describe('no network', () => {
  test(`no tool call opened a connection, resolved a name or started a program${canUnshare ? ' (and the server ran in an empty network namespace)' : ''}`, () => {
    assert.equal(readFileSync(networkLog, 'utf8'), '');
  });

  test('the server ran in an empty network namespace (unshare -rn)', {skip: noUnshare}, () => {
    requireUnshare();
  });
});
