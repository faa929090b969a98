/**
 * The guides' TypeScript blocks (docs/guides/, fences `ts`, `typescript`, `tsx`), read from the
 * pages (never a copy), compiled with TypeScript's transpiler and run in this process against the
 * fake Docbox behind Prism in proxy mode (tests/support/api-mock/), which checks every request and
 * answer against api/docbox.json. tests/unit/typescript-blocks.test.ts checks their types; this
 * test checks what they do, so that two string arguments in the wrong order (`task.finished(taskId,
 * scope)`), which type-check, fail here: the request reaches Prism or the fake at a path they
 * refuse.
 *
 * - `@docbox-nz/docbox-sdk`, `axios` and `@aws-sdk/client-sqs` are not installed here: the blocks
 *   get our stand-ins (tests/support/sdk-stand-in/); the SDK's sends the requests the SDK sends. The transpiled code's
 *   import specifiers are rewritten to the stand-ins' files, and a relative import (`./docbox`)
 *   to the transpiled block it names (found as the type check finds it), because a module
 *   resolution hook (`module.register`) would apply to every module of this process, the fake's
 *   included, for the rest of the run.
 * - A block runs as the page shows it: the SDK guide's own `src/docbox.ts` makes the client, with
 *   `DOCUMENT_SERVICE_URL` pointing at the mock, as that block reads it. A fragment gets what its
 *   prelude (tests/support/typescript-preludes.ts) declares from the values its test passes to
 *   `run`, taken from the fake's state (the box, folder or file seeded there), under the same
 *   names; `run` fails when the two lists disagree. A block that only defines functions is run, then its functions are
 *   called as the page says to use them; its top-level names are exported for that.
 * - Browser code runs with what it needs of a browser and nothing more: a `location` (so that the
 *   browser client's `/documents` is on the page's origin), `window` (so that the SDK asks for a
 *   `Blob`, as in a browser), and for the one block that uses the DOM a `document` whose `<a>`
 *   records its click. `/documents` is served by a stand-in of the gateway of the gateway guide,
 *   which forwards the box routes to Docbox with the tenant headers, as the gateway does.
 * - For each block the test checks what the reader needs: it completes, the requests the fake
 *   received (method and path), no violation from Prism, and what it prints or returns against the
 *   fake's state.
 * - Blocks that cannot run here are in SKIPPED with the reason; the last test checks that every
 *   TypeScript block of the guides ran or is listed, and prints the counts.
 */
import assert from 'node:assert/strict';
import {resolveObjectURL} from 'node:buffer';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import type {FakeExchange} from '../support/api-mock/docbox-fake';
import {startValidatedFake, type ValidatedFake} from '../support/api-mock/validating-proxy';
import {sdkServiceMethods} from '../../src/data/sdk';
import {REPO_ROOT} from '../support/procedures/page-blocks';
import {sqsQueues} from '../support/sdk-stand-in/client-sqs';
import {importedBlock, readTypescriptBlocks, type TypescriptBlock} from '../support/typescript-blocks';

const STAND_INS: Record<string, string> = {
  '@docbox-nz/docbox-sdk': path.join(REPO_ROOT, 'tests/support/sdk-stand-in/docbox-sdk.ts'),
  axios: path.join(REPO_ROOT, 'tests/support/sdk-stand-in/axios.ts'),
  '@aws-sdk/client-sqs': path.join(REPO_ROOT, 'tests/support/sdk-stand-in/client-sqs.ts'),
};
const VALUES = Symbol.for('docbox.typescript-block-values');

const SDK = 'integrating/typescript-sdk.md';
const UPLOADS = 'integrating/upload-files.md';
const SEARCH = 'integrating/search.md';
const ERRORS = 'integrating/errors-and-retries.md';
const PRESIGNED = 'integrating/presigned-uploads.md';
const FILE_TYPES = 'integrating/file-types.mdx';
const EVENTS = 'integrating/tenant-events.md';
const GATEWAY = 'concepts/gateway.md';

/** Blocks that do not run here, by their key (page and title or first line, as for preludes), and why. */
const SKIPPED: Record<string, string> = {
  [`${GATEWAY}: src/docbox.ts`]: 'registers the routes of @docbox-nz/hapi-gateway on a hapi server: a stand-in of the gateway plugin would be our own proxy, so running it would test nothing of the page',
  [`${PRESIGNED}: src/put-to-storage.ts (browser)`]: 'browser code: sends the bytes to storage with XMLHttpRequest, which Node.js lacks, and makes no Docbox request',
  [`${PRESIGNED}: src/upload-file.ts (browser)`]: 'browser code: talks to your backend\'s /uploads routes (the backend block of the page runs), not to Docbox',
  [`${SEARCH}: src/snippet.ts`]: 'browser code: builds DOM nodes from a search snippet and makes no Docbox request',
};

const SCOPE = 'user:5b0e7a4c-1f2d-4e3a-9c8b-7d6e5f4a3b2c:files';
const EXAMPLE_TENANT = {id: '2705fc5b-591f-4464-a96b-7cf3dcae3583', env: 'Development'};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PDF = Buffer.from('%PDF-1.7\n% Site survey 2026: the north boundary and the drainage\n%%EOF\n');
const EMAIL = Buffer.from(
  'From: orders@example.com\r\nTo: mere@example.com\r\nSubject: Order confirmation\r\nMIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nThank you for your order.\r\n',
);

let mock: ValidatedFake;
let gateway: {url: string; close: () => Promise<void>};
const work = mkdtempSync(path.join(tmpdir(), 'docbox-ts-blocks-'));
const blocks = readTypescriptBlocks(path.join(work, 'modules'));
const ran = new Set<string>();

before(async () => {
  // Every polling loop meets a Pending task once before the upload completes.
  mock = await startValidatedFake({processingDelayMs: 50, minPendingReads: 1});
  // What src/docbox.ts reads: the Compose stack's server is the mock, which has no API key.
  process.env.DOCUMENT_SERVICE_URL = mock.url;
  delete process.env.DOCBOX_API_KEY;
  gateway = await startGateway(mock.url);
});

after(async () => {
  await gateway?.close();
  await mock?.close();
  rmSync(work, {recursive: true, force: true});
});

/**
 * Stands for the gateway of docs/guides/concepts/gateway.md: the box routes under `/documents`,
 * forwarded to Docbox with the tenant's headers added (the browser sends none of them). Only
 * what a browser would send of its own (body type, length, accept) is passed on.
 */
async function startGateway(upstream: string): Promise<{url: string; close: () => Promise<void>}> {
  const server = http.createServer((request, response) => {
    const url = request.url ?? '';
    if (!url.startsWith('/documents/box/')) {
      response.writeHead(404).end();
      return;
    }
    const headers: http.OutgoingHttpHeaders = {'x-tenant-id': EXAMPLE_TENANT.id, 'x-tenant-env': EXAMPLE_TENANT.env};
    for (const name of ['content-type', 'content-length', 'accept']) if (request.headers[name]) headers[name] = request.headers[name];
    const forward = http.request(`${upstream}${url.slice('/documents'.length)}`, {method: request.method, headers}, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', () => response.writeHead(502).end());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a page of the browser has that the blocks use: its location, `window`, and `<a>` elements that record a click. */
type Browser = {clicked: {href: string; download: string}[]};

function installBrowser(): {browser: Browser; remove: () => void} {
  const browser: Browser = {clicked: []};
  const names = ['location', 'window', 'document'] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  const document = {
    createElement(tag: string) {
      assert.equal(tag, 'a', 'the document stand-in makes links only');
      const link = {href: '', download: '', click: () => browser.clicked.push({href: link.href, download: link.download})};
      return link;
    },
  };
  Object.defineProperty(globalThis, 'location', {value: {href: `${gateway.url}/app/`}, configurable: true, writable: true});
  Object.defineProperty(globalThis, 'window', {value: globalThis, configurable: true, writable: true});
  Object.defineProperty(globalThis, 'document', {value: document, configurable: true, writable: true});
  return {
    browser,
    remove: () =>
      names.forEach((name, index) => {
        const descriptor = saved[index];
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete (globalThis as Record<string, unknown>)[name];
      }),
  };
}

// ---- Reading and transpiling the blocks ------------------------------------------------------------

function block(key: string): TypescriptBlock {
  const found = blocks.filter((candidate) => candidate.key === key);
  assert.equal(found.length, 1, `${found.length} TypeScript blocks have the key "${key}"; update the test`);
  return found[0]!;
}

/** The names a prelude declares (`declare const scope: string;`): what VALUES must give. */
function declaredNames(prelude: string | undefined): string[] {
  if (!prelude) return [];
  const source = ts.createSourceFile('prelude.ts', prelude, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return source.statements
    .filter(ts.isVariableStatement)
    .filter((statement) => statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword))
    .flatMap((statement) => statement.declarationList.declarations.map((declaration) => declaration.name.getText(source)));
}

/** Top-level names a block declares without exporting them: exported so that the test can reach them. */
function unexportedNames(code: string): string[] {
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  const bound = (name: ts.BindingName): string[] =>
    ts.isIdentifier(name) ? [name.text] : name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bound(element.name)));
  return source.statements.flatMap((statement) => {
    if (exported(statement)) return [];
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) return [statement.name.text];
    if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.flatMap((declaration) => bound(declaration.name));
    return [];
  });
}

const written = new Map<string, string>();

/** Transpiles a block (after its prelude) into an ES module file, with its imports pointed at the stand-ins and blocks. */
function moduleFile(target: TypescriptBlock): string {
  const done = written.get(target.key);
  if (done) return done;
  const file = target.file.replace(/\.tsx?$/, '.mjs');
  written.set(target.key, file);
  const names = unexportedNames(target.code);
  const source = [target.prelude ?? '', target.code, names.length > 0 ? `export {${names.join(', ')}};` : ''].join('\n');
  let js = ts.transpileModule(source, {
    fileName: target.file,
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX},
  }).outputText;
  // Point each import at its module, replacing the specifiers from the end so that offsets hold.
  const output = ts.createSourceFile('out.mjs', js, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const specifiers = output.statements
    .flatMap((statement) => ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier ? [statement.moduleSpecifier] : []))
    .filter(ts.isStringLiteral)
    .reverse();
  for (const specifier of specifiers) {
    const name = specifier.text;
    let resolved: string;
    if (name.startsWith('node:')) resolved = name;
    else if (STAND_INS[name]) resolved = pathToFileURL(STAND_INS[name]).href;
    else if (name.startsWith('.')) {
      const imported = importedBlock(blocks, target, name);
      assert.ok(typeof imported !== 'string', `${target.key}: ${imported}`);
      resolved = pathToFileURL(moduleFile(imported)).href;
    } else assert.fail(`${target.key} imports ${name}, which has no stand-in here: skip the block with a reason`);
    js = `${js.slice(0, specifier.getStart(output))}'${resolved}'${js.slice(specifier.getEnd())}`;
  }
  const wanted = declaredNames(target.prelude);
  if (wanted.length > 0) js = `const {${wanted.join(', ')}} = globalThis[Symbol.for('docbox.typescript-block-values')];\n${js}`;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, js);
  return file;
}

// ---- Running a block -------------------------------------------------------------------------------

type Outcome<M> = {
  /** The block's module: its exports and the top-level names it declares. */
  module: M;
  /** What it printed with console.log, one entry per call, arguments joined by spaces. */
  printed: string[];
  /** The requests to the Docbox API the fake answered while the block ran. */
  sent: FakeExchange[];
};

let runs = 0;

/**
 * Runs `during` with what the block prints captured and the fake's requests recorded, in `cwd`
 * (the reader's directory) when given, and checks that Prism found nothing wrong.
 */
type RunOptions = {cwd?: string; argv?: string[]; browser?: Browser};

async function recording<T>(what: string, during: () => Promise<T>, options: RunOptions = {}): Promise<{result: T; printed: string[]; errors: unknown[][]; sent: FakeExchange[]}> {
  const firstExchange = mock.fake.exchanges.length;
  const problemsBefore = mock.problems().length;
  const printed: string[] = [];
  const errors: unknown[][] = [];
  const {log, error: logError} = console;
  const {argv} = process;
  const cwd = process.cwd();
  console.log = (...parts: unknown[]) => printed.push(parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' '));
  console.error = (...parts: unknown[]) => errors.push(parts);
  if (options.argv) process.argv = [argv[0]!, 'block.js', ...options.argv];
  if (options.cwd) process.chdir(options.cwd);
  const page = options.browser ? installBrowser() : undefined;
  const firstThroughPrism = mock.exchanges.length;
  let result: T | undefined;
  let thrown: {error: unknown} | undefined;
  try {
    result = await during();
    if (page) options.browser!.clicked.push(...page.browser.clicked);
  } catch (error) {
    thrown = {error};
  } finally {
    page?.remove();
    console.log = log;
    console.error = logError;
    process.argv = argv;
    process.chdir(cwd);
  }
  if (thrown) {
    // Say what the reader would see, and which requests led there, rather than the stand-in's stack.
    const {error} = thrown;
    const seen = mock.exchanges.slice(firstThroughPrism).map((exchange) => `${exchange.method} ${exchange.url} -> ${exchange.status}${exchange.body ? ` ${exchange.body}` : ''}`);
    assert.fail(
      `${what} threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n` +
        `requests through Prism:\n  ${seen.join('\n  ') || '(none)'}\nPrism's findings:\n  ${mock.problems().slice(problemsBefore).join('\n  ') || '(none)'}`,
    );
  }
  const sent = mock.fake.exchanges.slice(firstExchange).filter((exchange) => !exchange.operation.startsWith('storage_'));
  assert.deepEqual(mock.problems().slice(problemsBefore), [], `Prism reported violations while ${what} ran`);
  for (const exchange of sent) {
    assert.deepEqual(tenantHeaders(exchange), EXAMPLE_TENANT, `${exchange.method} ${exchange.path}: not the tenant of src/docbox.ts`);
  }
  return {result: result as T, printed, errors, sent};
}

/** Runs a block with the values its prelude declares, in the reader's directory when given. */
async function run<M = Record<string, any>>(key: string, values: Record<string, unknown> = {}, options: RunOptions = {}): Promise<Outcome<M>> {
  const target = block(key);
  assert.deepEqual(Object.keys(values).sort(), declaredNames(target.prelude).sort(), `${key}: the values given are not the names its prelude declares`);
  (globalThis as Record<symbol, unknown>)[VALUES] = values;
  const url = `${pathToFileURL(moduleFile(target)).href}?run=${++runs}`;
  const {result, printed, sent} = await recording(key, () => import(url) as Promise<M>, options);
  ran.add(key);
  return {module: result, printed, sent};
}

const tenantHeaders = (exchange: FakeExchange) => ({id: exchange.headers['x-tenant-id'], env: exchange.headers['x-tenant-env']});
const requests = (sent: FakeExchange[]) => sent.map((exchange) => `${exchange.method} ${exchange.path} ${exchange.status}`);
const box = (scope: string) => `/box/${scope}`;

/** Reads from the fake directly (not through the SDK), as the server's state. */
async function fakeGet<T>(pathname: string): Promise<T> {
  const answer = await fetch(`${mock.fake.url}${pathname}`, {headers: {'x-tenant-id': EXAMPLE_TENANT.id, 'x-tenant-env': EXAMPLE_TENANT.env}});
  assert.equal(answer.status, 200, `GET ${pathname} on the fake`);
  return (await answer.json()) as T;
}

type FolderJson = {folder: {id: string; name: string}; children: {files: {id: string; name: string; size: number; mime: string}[]; folders: {id: string; name: string}[]; links: unknown[]}};

/** The reader's directory, with the files a block reads. */
function readerDir(files: Record<string, Buffer>): string {
  const dir = mkdtempSync(path.join(work, 'reader-'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
  return dir;
}

async function formOf(exchange: FakeExchange): Promise<FormData> {
  const type = String(exchange.headers['content-type']);
  assert.match(type, /^multipart\/form-data; boundary=/, `${exchange.path} was not sent as multipart/form-data`);
  return new Request('http://fake/', {method: 'POST', headers: {'content-type': type}, body: new Uint8Array(exchange.body)}).formData();
}

const jsonOf = (exchange: FakeExchange): unknown => JSON.parse(exchange.body.toString('utf8'));

/** A string literal the block assigns to a constant: `const invoicesId = '…'`. */
function constant(code: string, name: string): string {
  const match = new RegExp(`const ${name} = '([^']*)'`).exec(code);
  assert.ok(match, `the block no longer sets ${name}; update the test`);
  return match[1]!;
}

function fresh() {
  mock.fake.reset();
  mock.fake.clearFaults();
}

// ---- The blocks -------------------------------------------------------------------------------------

describe("the guides' TypeScript blocks, run with the stand-in SDK against a validating mock", () => {
  it(`${SDK}: src/docbox.ts makes clients with the tenant headers, and docboxFor adds the acting user`, async () => {
    fresh();
    const {rootId} = mock.fake.seed.box(SCOPE);
    const {module, sent} = await run<{docbox: any; docboxSlow: any; docboxFor: (user: {id: string; name: string}) => any}>(`${SDK}: src/docbox.ts`);
    assert.deepEqual(sent, [], 'making the clients sends nothing');
    assert.deepEqual(JSON.parse(JSON.stringify(module.docbox)), {url: mock.url}, 'the client logs as its base URL only');
    const user = {id: '5b0e7a4c-1f2d-4e3a-9c8b-7d6e5f4a3b2c', name: 'Zoë Walker'};
    const outcome = await recording('docboxFor', async () => {
      await module.docboxSlow.documentBox.get(SCOPE);
      return module.docboxFor(user).folder.create(SCOPE, {name: 'Site surveys', folder_id: rootId});
    });
    assert.deepEqual(requests(outcome.sent), [`GET ${box(SCOPE)} 200`, `POST ${box(SCOPE)}/folder 201`]);
    const create = outcome.sent[1]!;
    assert.equal(create.headers['x-user-id'], user.id);
    assert.equal(decodeURIComponent(String(create.headers['x-user-name'])), user.name, 'the name arrives encoded, as the page says');
    assert.equal(outcome.sent[0]!.headers['x-user-id'], undefined, 'docboxSlow acts for nobody');
    assert.deepEqual(outcome.result.folder.created_by, {id: user.id, name: encodeURIComponent(user.name), image_id: null});
  });

  it(`${SDK}: src/docbox.ts sends the API key when DOCBOX_API_KEY is set, as on a server that has one`, async () => {
    fresh();
    mock.fake.seed.box(SCOPE);
    const key = 'a1b2c3d4e5f6a7b8c9d0e1f2';
    process.env.DOCBOX_API_KEY = key;
    mock.fake.setApiKey(key);
    try {
      // A second instance of the module, made while the variable is set (the first one read it unset).
      const {docbox} = await import(`${pathToFileURL(moduleFile(block(`${SDK}: src/docbox.ts`))).href}?with-key`);
      const {sent} = await recording('docbox with an API key', () => docbox.documentBox.get(SCOPE));
      assert.deepEqual(requests(sent), [`GET ${box(SCOPE)} 200`]);
      assert.equal(sent[0]!.headers['x-docbox-api-key'], key);
    } finally {
      delete process.env.DOCBOX_API_KEY;
      mock.fake.setApiKey(undefined);
    }
  });

  it(`${SDK}: the first round trip creates the box and a folder and prints its counts`, async () => {
    fresh();
    const key = `${SDK}: const scope = '${SCOPE}';`;
    const scope = constant(block(key).code, 'scope');
    const {printed, sent} = await run(key);
    const folderRequests = sent.filter((exchange) => exchange.path.startsWith(`${box(scope)}/folder`));
    assert.deepEqual(requests(sent.slice(0, 2)), [`GET ${box(scope)} 404`, `POST /box 201`], 'get(scope, true) creates the missing box');
    assert.deepEqual(jsonOf(sent[1]!), {scope});
    const root = await fakeGet<{root: {id: string}}>(box(scope));
    assert.deepEqual(jsonOf(folderRequests[0]!), {name: 'Invoices', folder_id: root.root.id});
    const invoices = (await fakeGet<FolderJson>(`${box(scope)}/folder/${root.root.id}`)).children.folders.find((folder) => folder.name === 'Invoices');
    assert.ok(invoices, 'the box has the Invoices folder');
    assert.deepEqual(requests(folderRequests), [`POST ${box(scope)}/folder 201`, `GET ${box(scope)}/folder/${invoices.id} 200`]);
    const {children} = await fakeGet<FolderJson>(`${box(scope)}/folder/${invoices.id}`);
    assert.deepEqual(printed, [`${children.files.length} ${children.folders.length} ${children.links.length}`]);
  });

  it(`${SDK}: uploading from Node.js sends the file and waits for the task`, async () => {
    fresh();
    const {id: folderId} = mock.fake.seed.folder(SCOPE, {name: 'Site surveys'});
    const folder = (await fakeGet<FolderJson>(`${box(SCOPE)}/folder/${folderId}`)).folder;
    const {module, sent} = await run<{file: {id: string}}>(`${SDK}: const bytes = await readFile('./site-survey-2026.pdf');`, {scope: SCOPE, folder}, {
      cwd: readerDir({'site-survey-2026.pdf': PDF}),
    });
    const [upload, ...polls] = sent;
    assert.equal(`${upload!.method} ${upload!.path} ${upload!.status}`, `POST ${box(SCOPE)}/file 200`);
    const form = await formOf(upload!);
    assert.equal(form.get('name'), 'site-survey-2026.pdf');
    assert.equal(form.get('folder_id'), folderId);
    assert.equal(form.get('asynchronous'), 'true');
    assert.deepEqual(Buffer.from(await (form.get('file') as File).arrayBuffer()), PDF);
    const taskId = polls[0]?.path.split('/').at(-1);
    assert.ok(polls.length >= 2 && polls.every((poll) => poll.path === `${box(SCOPE)}/task/${taskId}` && poll.status === 200), `the task was not polled until done: ${requests(polls)}`);
    const {children} = await fakeGet<FolderJson>(`${box(SCOPE)}/folder/${folderId}`);
    assert.deepEqual(
      children.files.map((file) => [file.id, file.name, file.size, file.mime]),
      [[module.file.id, 'site-survey-2026.pdf', PDF.length, 'application/pdf']],
    );
  });

  it(`${SDK}: rawNode downloads the file and the block writes its bytes`, async () => {
    fresh();
    const {id: fileId} = mock.fake.seed.file(SCOPE, {name: 'site-survey-2026.pdf', mime: 'application/pdf', bytes: PDF});
    const dir = readerDir({});
    const {sent} = await run(`${SDK}: const bytes = await docbox.file.rawNode(scope, fileId);`, {scope: SCOPE, fileId}, {cwd: dir});
    assert.deepEqual(requests(sent), [`GET ${box(SCOPE)}/file/${fileId}/raw 200`]);
    assert.deepEqual(readFileSync(path.join(dir, 'site-survey-2026.pdf')), PDF);
  });

  it(`${SDK}: the generated thumbnail becomes the image's source and the extracted text is read`, async () => {
    fresh();
    const thumbnail = Buffer.from('\x89PNG\r\n\x1a\n a small thumbnail of the site survey');
    const extracted = 'Site survey 2026: the north boundary and the drainage';
    const {id: fileId} = mock.fake.seed.file(SCOPE, {
      name: 'site-survey-2026.pdf',
      bytes: PDF,
      generated: [
        {type: 'SmallThumbnail', mime: 'image/png', bytes: thumbnail},
        {type: 'TextContent', mime: 'text/plain', bytes: extracted},
      ],
    });
    const preview = {src: ''};
    // The block's first half is browser code: with `window`, the SDK asks for a Blob.
    const {module, sent} = await run<{text: string}>(`${SDK}: // Browser: show the small thumbnail.`, {scope: SCOPE, fileId, preview}, {browser: {clicked: []}});
    assert.deepEqual(requests(sent), [`GET ${box(SCOPE)}/file/${fileId}/generated/SmallThumbnail/raw 200`, `GET ${box(SCOPE)}/file/${fileId}/generated/TextContent/raw 200`]);
    const shown = resolveObjectURL(preview.src);
    assert.ok(shown, `the image's source is not a Blob URL: ${preview.src}`);
    assert.deepEqual(Buffer.from(await shown.arrayBuffer()), thumbnail);
    assert.equal(shown.type, 'image/png');
    assert.equal(module.text, extracted);
  });

  it(`${SDK}: searching a box and a file prints the matches the fake has`, async () => {
    fresh();
    const pages = ['Invoice 0042 for the site survey', 'Terms', 'Total of the invoice: $420'];
    const {id: folderId} = mock.fake.seed.folder(SCOPE, {name: 'Invoices'});
    const {id: fileId} = mock.fake.seed.file(SCOPE, {name: 'march.pdf', folderId, mime: 'application/pdf', bytes: PDF, pages});
    const matching = pages.flatMap((text, page) => (/invoice/i.test(text) ? [page] : []));
    const {printed, sent} = await run(`${SDK}: const {total_hits, results} = await docbox.documentBox.search(scope, {`, {scope: SCOPE, fileId});
    assert.deepEqual(requests(sent), [`POST ${box(SCOPE)}/search 200`, `POST ${box(SCOPE)}/file/${fileId}/search 200`]);
    assert.deepEqual(jsonOf(sent[1]!), {query: 'invoice', limit: 10});
    assert.deepEqual(printed, [`Root / Invoices / march.pdf: name false, ${matching.length} matching pages`, `${matching.length} ${JSON.stringify(matching)}`]);
  });

  it(`${SDK}: the edit history is read for the file`, async () => {
    fresh();
    const {id: fileId} = mock.fake.seed.file(SCOPE, {name: 'march.pdf', bytes: PDF});
    const {printed, sent} = await run(`${SDK}: for (const entry of await docbox.file.editHistory(scope, fileId)) {`, {scope: SCOPE, fileId});
    assert.deepEqual(requests(sent), [`GET ${box(SCOPE)}/file/${fileId}/edit-history 200`]);
    assert.deepEqual(printed, [], 'the fake records no changes, so nothing is printed');
  });

  it(`${SDK}: docboxReason finds the reason of a JSON error, also in a download's bytes, and none in other errors`, async () => {
    fresh();
    mock.fake.seed.box(SCOPE);
    const key = `${SDK}: /** The reason Docbox gave for a failed request, or its plain-text body; undefined for other errors. */`;
    const {module} = await run<{docboxReason: (error: unknown) => Promise<string | undefined>}>(key);
    const {docbox} = await import(pathToFileURL(moduleFile(block(`${SDK}: src/docbox.ts`))).href);
    const failure = async (call: () => Promise<unknown>) => call().then(() => assert.fail('the request did not fail'), (error: unknown) => error);
    const missing = '0b7d2c9e-3f41-4a6b-8e2d-5c9f1a7b3e60';
    const {result, sent} = await recording('docboxReason', async () => [
      await module.docboxReason(await failure(() => docbox.folder.get(SCOPE, missing))),
      await module.docboxReason(await failure(() => docbox.file.rawNode(SCOPE, missing))),
      await module.docboxReason(new Error('not from axios')),
    ]);
    assert.deepEqual(requests(sent), [`GET ${box(SCOPE)}/folder/${missing} 404`, `GET ${box(SCOPE)}/file/${missing}/raw 404`]);
    assert.deepEqual(result, ['unknown folder', 'unknown file', undefined], 'the reasons the fake gave, JSON and as bytes');
  });

  it(`${SDK}: folder.get with the 404 caught gives the folder, or null for a missing one`, async () => {
    fresh();
    const key = `${SDK}: const folderOrNull = await docbox.folder.get(scope, folderId).catch((error: unknown) => {`;
    const {id: folderId} = mock.fake.seed.folder(SCOPE, {name: 'Invoices'});
    const found = await run<{folderOrNull: {folder: {id: string; name: string}} | null}>(key, {scope: SCOPE, folderId});
    assert.deepEqual(requests(found.sent), [`GET ${box(SCOPE)}/folder/${folderId} 200`]);
    assert.deepEqual([found.module.folderOrNull?.folder.id, found.module.folderOrNull?.folder.name], [folderId, 'Invoices']);
    const missing = '0b7d2c9e-3f41-4a6b-8e2d-5c9f1a7b3e60';
    const gone = await run<{folderOrNull: unknown}>(key, {scope: SCOPE, folderId: missing});
    assert.deepEqual(requests(gone.sent), [`GET ${box(SCOPE)}/folder/${missing} 404`]);
    assert.equal(gone.module.folderOrNull, null);
  });

  it(`${SDK}: the client's helpers reach the operations without a method`, async () => {
    fresh();
    const {module, sent} = await run<{version: string; max_file_size: number; users: unknown}>(`${SDK}: const {version} = await docbox.httpGet<{version: string}>('server-details');`);
    assert.deepEqual(requests(sent), ['GET /server-details 200', 'GET /options 200', 'POST /admin/users 200']);
    assert.deepEqual(jsonOf(sent[2]!), {offset: 0, size: 100});
    assert.equal(module.version, (await fakeGet<{version: string}>('/server-details')).version);
    assert.equal(module.max_file_size, (await fakeGet<{max_file_size: number}>('/options')).max_file_size);
    assert.deepEqual(module.users, {results: [], total: 0});
  });

  // ---- Browser code, through the gateway

  it(`${SDK}: the browser client's uploadAsync goes through the gateway and waits for the task`, async () => {
    fresh();
    const {id: folderId} = mock.fake.seed.folder(SCOPE, {name: 'Site surveys'});
    const folder = (await fakeGet<FolderJson>(`${box(SCOPE)}/folder/${folderId}`)).folder;
    const client = await run<{docbox: unknown}>(`${SDK}: src/docbox-browser.ts`, {}, {browser: {clicked: []}});
    assert.deepEqual(client.sent, [], 'making the client sends nothing');
    assert.deepEqual(JSON.parse(JSON.stringify(client.module.docbox)), {url: '/documents'});
    const picked = new File([PDF], 'site-survey-2026.pdf', {type: 'application/pdf'});
    const {module, sent} = await run<{file: {id: string}}>(`${SDK}: const controller = new AbortController();`, {scope: SCOPE, folder, picked}, {browser: {clicked: []}});
    const [upload, ...polls] = sent;
    assert.equal(`${upload!.method} ${upload!.path} ${upload!.status}`, `POST ${box(SCOPE)}/file 200`);
    const form = await formOf(upload!);
    assert.deepEqual([form.get('name'), form.get('folder_id'), form.get('asynchronous')], ['site-survey-2026.pdf', folderId, 'true']);
    assert.ok(polls.length >= 2 && polls.every((poll) => poll.method === 'GET' && poll.path.startsWith(`${box(SCOPE)}/task/`)), requests(polls).join(', '));
    const {children} = await fakeGet<FolderJson>(`${box(SCOPE)}/folder/${folderId}`);
    assert.deepEqual([module.file.id], children.files.map((file) => file.id));
  });

  it(`${SDK}: uploadWithProgress sends a file without a type as a presigned upload and shows each state`, async () => {
    fresh();
    const {id: folderId} = mock.fake.seed.folder(SCOPE, {name: 'Site surveys'});
    const folder = (await fakeGet<FolderJson>(`${box(SCOPE)}/folder/${folderId}`)).folder;
    const key = `${SDK}: async function uploadWithProgress(file: File, bar: HTMLProgressElement) {`;
    const {module} = await run<{uploadWithProgress: (file: File, bar: unknown) => Promise<{id: string; name: string}>}>(key, {scope: SCOPE, folder}, {browser: {clicked: []}});
    /** The progress bar: each state shown, with the value it was given (none: indeterminate). */
    const shown: [string, number | undefined][] = [];
    const bar = {
      title: '',
      set value(fraction: number) {
        shown.push([bar.title, fraction]);
      },
      removeAttribute: (name: string) => name === 'value' && shown.push([bar.title, undefined]),
    };
    const storageBefore = mock.fake.exchanges.filter((exchange) => exchange.operation === 'storage_put').length;
    const untyped = new File([PDF], 'site-survey-2026.pdf');
    const {result, sent} = await recording(key, () => module.uploadWithProgress(untyped, bar), {browser: {clicked: []}});
    const [create, ...polls] = sent;
    assert.equal(`${create!.method} ${create!.path} ${create!.status}`, `POST ${box(SCOPE)}/file/presigned 201`);
    assert.deepEqual(jsonOf(create!), {name: 'site-survey-2026.pdf', folder_id: folderId, size: PDF.length, mime: 'application/octet-stream'});
    assert.ok(polls.length >= 1 && polls.every((poll) => poll.method === 'GET' && poll.path.startsWith(`${box(SCOPE)}/file/presigned/`)), requests(polls).join(', '));
    const puts = mock.fake.exchanges.filter((exchange) => exchange.operation === 'storage_put').slice(storageBefore);
    assert.equal(puts.length, 1, 'one PUT to storage');
    assert.equal(puts[0]!.headers['x-tenant-id'], undefined, 'the storage request carries no tenant header');
    assert.deepEqual(puts[0]!.body, PDF);
    // The SDK's states; the stand-in axios reports upload progress once, when all bytes are sent.
    assert.deepEqual(shown, [['Preparing', undefined], ['Starting', undefined], ['Uploaded', 1], ['Processing', undefined], ['Complete', 1]]);
    const {children} = await fakeGet<FolderJson>(`${box(SCOPE)}/folder/${folderId}`);
    assert.deepEqual(children.files.map((file) => [file.id, file.name, file.mime]), [[result.id, result.name, 'application/pdf']], 'Docbox guessed the type from the name');
  });

  it(`${SDK}: raw gives the browser a Blob that the block offers as a download`, async () => {
    fresh();
    const {id: fileId} = mock.fake.seed.file(SCOPE, {name: 'site-survey-2026.pdf', mime: 'application/pdf', bytes: PDF});
    const browser: Browser = {clicked: []};
    const {sent} = await run(`${SDK}: const pdf = await docbox.file.raw(scope, fileId);`, {scope: SCOPE, fileId}, {browser});
    assert.deepEqual(requests(sent), [`GET ${box(SCOPE)}/file/${fileId}/raw 200`]);
    assert.equal(browser.clicked.length, 1, 'the link was clicked once');
    assert.equal(browser.clicked[0]!.download, 'site-survey-2026.pdf');
    const blob = resolveObjectURL(browser.clicked[0]!.href);
    assert.ok(blob, 'the link points at a Blob');
    assert.deepEqual(Buffer.from(await blob.arrayBuffer()), PDF);
  });

  // ---- Upload a file and know when it is ready

  /** Starts a background upload on the fake directly and gives its task ID. */
  async function startTask(scope: string, folderId: string): Promise<string> {
    const form = new FormData();
    form.append('name', 'site-survey-2026.pdf');
    form.append('folder_id', folderId);
    form.append('asynchronous', 'true');
    form.append('file', new File([PDF], 'site-survey-2026.pdf', {type: 'application/pdf'}));
    const answer = await fetch(`${mock.fake.url}${box(scope)}/file`, {method: 'POST', headers: {'x-tenant-id': EXAMPLE_TENANT.id, 'x-tenant-env': EXAMPLE_TENANT.env}, body: form});
    assert.equal(answer.status, 200);
    return ((await answer.json()) as {task_id: string}).task_id;
  }

  it(`${UPLOADS}: waitForUpload polls the task until the upload is done`, async () => {
    fresh();
    const {id: folderId} = mock.fake.seed.folder(SCOPE, {name: 'Site surveys'});
    const taskId = await startTask(SCOPE, folderId);
    const {module} = await run<{waitForUpload: (scope: string, taskId: string) => Promise<{file: {id: string; name: string}}>}>(
      `${UPLOADS}: async function waitForUpload(scope: string, taskId: string): Promise<UploadFileResponse> {`,
    );
    const {result, sent} = await recording('waitForUpload', () => module.waitForUpload(SCOPE, taskId));
    assert.ok(sent.length >= 2, 'the task was Pending at first');
    assert.deepEqual(requests(sent), sent.map(() => `GET ${box(SCOPE)}/task/${taskId} 200`));
    const {children} = await fakeGet<FolderJson>(`${box(SCOPE)}/folder/${folderId}`);
    assert.deepEqual([result.file.id, result.file.name], [children.files[0]?.id, 'site-survey-2026.pdf']);
  });

  it(`${UPLOADS}: src/upload-and-wait.ts uploads in the background and resolves to the stored file, or rejects with UploadFailedError`, async () => {
    fresh();
    const {id: folderId} = mock.fake.seed.folder(SCOPE, {name: 'Site surveys'});
    const {module} = await run<{uploadAndWait: (...args: unknown[]) => Promise<{file: {id: string; name: string}}>; UploadFailedError: new () => Error}>(`${UPLOADS}: src/upload-and-wait.ts`);
    const {docbox} = await import(pathToFileURL(moduleFile(block(`${SDK}: src/docbox.ts`))).href);
    const file = new File([PDF], 'site-survey-2026.pdf', {type: 'application/pdf'});
    const {result, sent} = await recording('uploadAndWait', () => module.uploadAndWait(docbox, SCOPE, folderId, file, {intervalMs: 100}));
    const [upload, ...polls] = sent;
    assert.equal(`${upload!.method} ${upload!.path} ${upload!.status}`, `POST ${box(SCOPE)}/file 200`);
    const form = await formOf(upload!);
    assert.deepEqual([form.get('name'), form.get('folder_id'), form.get('asynchronous')], ['site-survey-2026.pdf', folderId, 'true']);
    assert.ok(polls.length >= 2 && polls.every((poll) => poll.method === 'GET' && poll.path.startsWith(`${box(SCOPE)}/task/`)), requests(polls).join(', '));
    const {children} = await fakeGet<FolderJson>(`${box(SCOPE)}/folder/${folderId}`);
    assert.deepEqual([result.file.id, result.file.name], [children.files[0]?.id, 'site-survey-2026.pdf']);

    mock.fake.fail({kind: 'processing', error: 'failed to process file: failed to convert file'});
    const failed = await recording('uploadAndWait (failing)', () => module.uploadAndWait(docbox, SCOPE, folderId, file, {intervalMs: 100}).then(() => assert.fail('resolved'), (error: unknown) => error));
    assert.ok(failed.result instanceof module.UploadFailedError, `rejected with ${String(failed.result)}`);
    assert.equal((failed.result as Error).message, 'failed to process file: failed to convert file');
  });

  // ---- Search

  it(`${SEARCH}: the first example prints each file, folder and link found, and the total`, async () => {
    fresh();
    const key = `${SEARCH}: const scope = '${SCOPE}';`;
    const scope = constant(block(key).code, 'scope');
    const {id: invoices} = mock.fake.seed.folder(scope, {name: 'Invoices'});
    const pages = ['Invoice 0042', 'Terms', 'invoice total', 'Paid: see the invoice', 'invoice stamp'];
    mock.fake.seed.file(scope, {name: 'march.pdf', folderId: invoices, mime: 'application/pdf', bytes: PDF, pages});
    mock.fake.seed.file(scope, {name: 'notes.txt', mime: 'text/plain', bytes: 'nothing here'});
    const {printed, sent} = await run(key);
    assert.deepEqual(requests(sent), [`POST ${box(scope)}/search 200`]);
    assert.deepEqual(jsonOf(sent[0]!), {query: 'invoice', include_name: true, include_content: true, size: 20, offset: 0});
    const shown = Math.min(3, pages.filter((text) => /invoice/i.test(text)).length); // the fake's max_pages default
    assert.deepEqual(printed.slice(0, -1).sort(), [`file Root / Invoices / march.pdf (application/pdf), ${shown} pages shown`, 'folder Root / Invoices']);
    assert.equal(printed.at(-1), '2 items match');
  });

  it(`${SEARCH}: searchAll fetches every page of results`, async () => {
    fresh();
    const names = ['invoice-1.pdf', 'invoice-2.pdf', 'invoice-3.pdf', 'invoice-4.pdf', 'invoice-5.pdf'];
    for (const name of names) mock.fake.seed.file(SCOPE, {name, bytes: PDF});
    const {module} = await run<{searchAll: (scope: string, request: object, size?: number) => Promise<{name: string}[]>}>(`${SEARCH}: /** Every result of a search, fetched \`size\` items at a time. */`);
    const {result, sent} = await recording('searchAll', () => module.searchAll(SCOPE, {query: 'invoice', include_name: true}, 2));
    assert.deepEqual(requests(sent), [0, 2, 4].map(() => `POST ${box(SCOPE)}/search 200`));
    assert.deepEqual(sent.map((exchange) => (jsonOf(exchange) as {offset: number; size: number}).offset), [0, 2, 4]);
    assert.deepEqual(result.map((item) => item.name).sort(), names);
  });

  it(`${SEARCH}: searching inside a file prints its matching pages, counted from one`, async () => {
    fresh();
    const key = `${SEARCH}: const fileId = '2f1c6a3e-8d4b-4c1e-9a7f-3b5d2e6c8a10';`;
    const fileId = constant(block(key).code, 'fileId');
    const pages = ['Cover', 'Invoice 0042', 'Terms', 'invoice total'];
    mock.fake.seed.file(SCOPE, {id: fileId, name: 'march.pdf', bytes: PDF, pages});
    const {printed, sent} = await run(key, {scope: SCOPE});
    assert.deepEqual(requests(sent), [`POST ${box(SCOPE)}/file/${fileId}/search 200`]);
    const matching = pages.flatMap((text, page) => (/invoice/i.test(text) ? [page + 1] : []));
    assert.deepEqual(printed, [`${matching.length} pages match; first: ${matching.join(', ')}`]);
  });

  it(`${SEARCH}: results in one folder are kept by their path`, async () => {
    fresh();
    const key = `${SEARCH}: const invoicesId = '6e4a1f8c-2b9d-4c3e-a7f5-1d8b6c2e9a43';`;
    const invoicesId = constant(block(key).code, 'invoicesId');
    mock.fake.seed.folder(SCOPE, {id: invoicesId, name: 'Invoices'});
    const {id: paid} = mock.fake.seed.folder(SCOPE, {name: 'Paid', parentId: invoicesId});
    const inside = [mock.fake.seed.file(SCOPE, {name: 'invoice-1.pdf', folderId: invoicesId, bytes: PDF}).id, mock.fake.seed.file(SCOPE, {name: 'invoice-2.pdf', folderId: paid, bytes: PDF}).id];
    mock.fake.seed.file(SCOPE, {name: 'invoice-old.pdf', bytes: PDF});
    const {module, sent} = await run<{inInvoices: {id: string}[]}>(key, {scope: SCOPE});
    assert.deepEqual(requests(sent), [`POST ${box(SCOPE)}/search 200`]);
    assert.deepEqual(module.inInvoices.map((item) => item.id).sort(), inside.sort(), 'the files under Invoices (the folder itself is in Root), not the one outside');
  });

  it(`${SEARCH}: the admin search prints the hits of both boxes with their scope`, async () => {
    fresh();
    const key = `${SEARCH}: const {total_hits, results} = await docbox.admin.search({`;
    const scopes = [...block(key).code.matchAll(/'([a-z]+:[0-9a-f-]+:[a-z]+)'/g)].map((match) => match[1]!);
    assert.equal(scopes.length, 2, 'the block names two boxes');
    mock.fake.seed.file(scopes[0]!, {name: 'invoice-1.pdf', bytes: PDF});
    mock.fake.seed.file(scopes[1]!, {name: 'invoice-2.pdf', bytes: PDF});
    mock.fake.seed.file('user:other:files', {name: 'invoice-3.pdf', bytes: PDF});
    const {printed, sent} = await run(key);
    assert.deepEqual(requests(sent), ['POST /admin/search 200']);
    assert.deepEqual(printed.sort(), [`${scopes[0]} File invoice-1.pdf`, `${scopes[1]} File invoice-2.pdf`].sort());
  });

  // ---- Errors and retries

  it(`${ERRORS}: src/docbox-retry.ts repeats a read after a 500 and gives up at once on a 404`, async () => {
    fresh();
    const {id: folderId} = mock.fake.seed.folder(SCOPE, {name: 'Invoices'});
    const {module} = await run<{withRetry: <T>(kind: string, call: () => Promise<T>, options?: object) => Promise<T>}>(`${ERRORS}: src/docbox-retry.ts`);
    const {docbox} = await import(pathToFileURL(moduleFile(block(`${SDK}: src/docbox.ts`))).href);
    mock.fake.fail({kind: 'status', operation: 'folder_get'});
    const read = await recording('withRetry', () => module.withRetry('read', () => docbox.folder.get(SCOPE, folderId), {baseDelayMs: 10}));
    assert.deepEqual(requests(read.sent), [`GET ${box(SCOPE)}/folder/${folderId} 500`, `GET ${box(SCOPE)}/folder/${folderId} 200`]);
    const missing = '0b7d2c9e-3f41-4a6b-8e2d-5c9f1a7b3e60';
    const refused = await recording('withRetry (404)', () => module.withRetry('read', () => docbox.folder.get(SCOPE, missing), {baseDelayMs: 10}).catch((error: {response?: {status: number}}) => error.response?.status));
    assert.equal(refused.result, 404);
    assert.deepEqual(requests(refused.sent), [`GET ${box(SCOPE)}/folder/${missing} 404`]);
  });

  it(`${ERRORS}: the usage example reads a folder, deletes the old one and creates 2026`, async () => {
    fresh();
    const key = `${ERRORS}: const scope = '${SCOPE}';`;
    const code = block(key).code;
    const scope = constant(code, 'scope');
    const invoicesId = constant(code, 'invoicesId');
    mock.fake.seed.folder(scope, {id: invoicesId, name: 'Invoices'});
    mock.fake.seed.file(scope, {name: 'march.pdf', folderId: invoicesId, bytes: PDF});
    const {id: oldFolderId} = mock.fake.seed.folder(scope, {name: '2019'});
    const filesBefore = (await fakeGet<FolderJson>(`${box(scope)}/folder/${invoicesId}`)).children.files.length;
    const {printed, sent} = await run(key, {}, {argv: [oldFolderId]});
    assert.deepEqual(requests(sent), [`GET ${box(scope)}/folder/${invoicesId} 200`, `DELETE ${box(scope)}/folder/${oldFolderId} 204`, `POST ${box(scope)}/folder 201`]);
    assert.deepEqual(jsonOf(sent[2]!), {name: '2026', folder_id: invoicesId});
    assert.deepEqual(printed, [String(filesBefore)]);
    const {children} = await fakeGet<FolderJson>(`${box(scope)}/folder/${invoicesId}`);
    assert.deepEqual(children.folders.map((folder) => folder.name), ['2026']);
  });

  // ---- File types

  it(`${FILE_TYPES}: the email upload sends the processing_config and prints the stored file`, async () => {
    fresh();
    const key = `${FILE_TYPES}: const scope = '${SCOPE}';`;
    const folderId = /folder_id: '([0-9a-f-]+)'/.exec(block(key).code)?.[1];
    assert.ok(folderId, 'the block names its folder');
    mock.fake.seed.folder(SCOPE, {id: folderId, name: 'Orders'});
    const {printed, sent} = await run(key, {}, {cwd: readerDir({'order-confirmation.eml': EMAIL})});
    const [upload, ...polls] = sent;
    assert.equal(`${upload!.method} ${upload!.path} ${upload!.status}`, `POST ${box(SCOPE)}/file 200`);
    const form = await formOf(upload!);
    assert.deepEqual(JSON.parse(String(form.get('processing_config'))), {email: {skip_attachments: true}});
    assert.equal((form.get('file') as File).type, 'message/rfc822');
    assert.ok(polls.length >= 2, 'the task was polled');
    const {children} = await fakeGet<FolderJson>(`${box(SCOPE)}/folder/${folderId}`);
    const stored = children.files[0]!;
    assert.deepEqual([stored.name, stored.mime], ['order-confirmation.eml', 'message/rfc822']);
    assert.deepEqual(printed, [`${stored.id} [] 0`], 'the file ID, no generated files (the fake does not process), no attachments as files');
  });

  // ---- Tenant events

  it(`${EVENTS}: the consumer reads each item back, stores what it finds, and deletes only the messages it handled`, async () => {
    fresh();
    sqsQueues.clear();
    const {rootId} = mock.fake.seed.box(SCOPE);
    const {id: folderId} = mock.fake.seed.folder(SCOPE, {name: 'Invoices'});
    const {id: fileId} = mock.fake.seed.file(SCOPE, {name: 'march.pdf', bytes: PDF});
    const linkAnswer = await fetch(`${mock.fake.url}${box(SCOPE)}/link`, {
      method: 'POST',
      headers: {'x-tenant-id': EXAMPLE_TENANT.id, 'x-tenant-env': EXAMPLE_TENANT.env, 'content-type': 'application/json'},
      body: JSON.stringify({name: 'Survey portal', value: 'https://example.com/surveys', folder_id: rootId}),
    });
    assert.equal(linkAnswer.status, 201);
    const linkId = ((await linkAnswer.json()) as {id: string}).id;
    const gone = '0b7d2c9e-3f41-4a6b-8e2d-5c9f1a7b3e60';
    const missingScope = 'user:0000:files';
    const event = (name: string, data: object) => JSON.stringify({tenant_id: EXAMPLE_TENANT.id, event: name, data});
    const queueUrl = 'https://sqs.ap-southeast-2.amazonaws.com/123456789012/docbox-events';
    // The first link read fails (a 500): its message must stay in the queue; the others are handled.
    const failing = event('LINK_DELETED', {scope: SCOPE, id: gone});
    const messages = [
      event('DOCUMENT_BOX_CREATED', {scope: SCOPE}),
      event('FOLDER_CREATED', {scope: SCOPE, id: folderId}),
      event('FOLDER_DELETED', {scope: SCOPE, id: gone}),
      event('FILE_CREATED', {scope: SCOPE, id: fileId}),
      event('FILE_DELETED', {scope: SCOPE, id: gone}),
      failing,
      event('LINK_CREATED', {scope: SCOPE, id: linkId}),
      event('DOCUMENT_BOX_DELETED', {scope: missingScope}),
    ];
    const handled = messages.filter((message) => message !== failing);
    sqsQueues.put(queueUrl, messages);
    mock.fake.fail({kind: 'status', operation: 'link_get', status: 500});
    const {module} = await run<{consume: (queueUrl: string, records: object, signal: AbortSignal) => Promise<void>}>(`${EVENTS}: src/docbox-events.ts`);
    const saved: unknown[][] = [];
    const save = (kind: string) => async (...args: unknown[]) => void saved.push([kind, ...args]);
    const records = {saveBox: save('box'), saveFolder: save('folder'), saveFile: save('file'), saveLink: save('link')};
    const controller = new AbortController();
    const consumed = await recording('consume', async () => {
      // Stop the consumer (as a shutdown would) once every message has been received and handled or kept.
      const stopper = setInterval(() => {
        if (sqsQueues.deleted(queueUrl).length === handled.length) controller.abort();
      }, 5);
      try {
        await module.consume(queueUrl, records, controller.signal);
      } finally {
        clearInterval(stopper);
      }
    });
    assert.deepEqual(sqsQueues.deleted(queueUrl), handled, 'every handled message is deleted');
    assert.deepEqual(sqsQueues.left(queueUrl), [failing], 'the message whose read failed stays for SQS to deliver again');
    assert.equal(consumed.errors.length, 1);
    assert.equal(consumed.errors[0]![0], 'Docbox event not handled');
    const summary = saved.map(([kind, scope, second, third]) => {
      const item = kind === 'box' ? second : third;
      const id = kind === 'box' ? undefined : second;
      const found = item === null ? null : kind === 'box' ? (item as {document_box: {scope: string}}).document_box.scope : (item as {id: string}).id;
      return [kind, scope, id, found];
    });
    assert.deepEqual(summary, [
      ['box', SCOPE, undefined, SCOPE],
      ['folder', SCOPE, folderId, folderId],
      ['folder', SCOPE, gone, null],
      ['file', SCOPE, fileId, fileId],
      ['file', SCOPE, gone, null],
      ['link', SCOPE, linkId, linkId],
      ['box', missingScope, undefined, null],
    ]);
    assert.deepEqual(requests(consumed.sent), [
      `GET ${box(SCOPE)} 200`,
      `GET ${box(SCOPE)}/folder/${folderId} 200`,
      `GET ${box(SCOPE)}/folder/${gone} 404`,
      `GET ${box(SCOPE)}/file/${fileId} 200`,
      `GET ${box(SCOPE)}/file/${gone} 404`,
      `GET ${box(SCOPE)}/link/${gone} 500`,
      `GET ${box(SCOPE)}/link/${linkId} 200`,
      `GET ${box(missingScope)} 404`,
    ]);
  });

  // ---- Presigned uploads

  it(`${PRESIGNED}: the backend's startUpload and uploadState follow a presigned upload to its file`, async () => {
    fresh();
    const {id: folderId} = mock.fake.seed.folder(SCOPE, {name: 'Site surveys'});
    const {module} = await run<{
      startUpload: (user: object, scope: string, folderId: string, file: object) => Promise<{task_id: string; method: string; uri: string; headers: Record<string, string>}>;
      uploadState: (scope: string, taskId: string) => Promise<{state: string; fileId?: string; name?: string}>;
    }>(`${PRESIGNED}: src/presigned-uploads.ts (backend)`);
    const user = {id: '5b0e7a4c-1f2d-4e3a-9c8b-7d6e5f4a3b2c', name: 'Mere Walker'};
    const started = await recording('startUpload', () => module.startUpload(user, SCOPE, folderId, {name: 'site-survey-2026', size: PDF.length, mime: ''}));
    assert.deepEqual(requests(started.sent), [`POST ${box(SCOPE)}/file/presigned 201`]);
    assert.deepEqual(jsonOf(started.sent[0]!), {name: 'site-survey-2026', folder_id: folderId, size: PDF.length, mime: 'application/octet-stream'});
    assert.equal(started.sent[0]!.headers['x-user-id'], user.id);
    const first = await recording('uploadState', () => module.uploadState(SCOPE, started.result.task_id));
    assert.deepEqual(first.result, {state: 'pending'});
    // The browser's part: the bytes go to storage with the signed method and headers.
    const put = await fetch(started.result.uri, {method: started.result.method, headers: started.result.headers, body: PDF});
    assert.equal(put.status, 200);
    let state = first.result;
    const polls: FakeExchange[] = [...first.sent];
    for (let attempt = 0; state.state === 'pending' && attempt < 100; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const next = await recording('uploadState', () => module.uploadState(SCOPE, started.result.task_id));
      state = next.result;
      polls.push(...next.sent);
    }
    assert.ok(polls.every((poll) => `${poll.method} ${poll.path}` === `GET ${box(SCOPE)}/file/presigned/${started.result.task_id}`));
    const {children} = await fakeGet<FolderJson>(`${box(SCOPE)}/folder/${folderId}`);
    assert.deepEqual(state, {state: 'complete', fileId: children.files[0]?.id, name: 'site-survey-2026'});
  });
});

// ---- The stand-in against the SDK's list ---------------------------------------------------------

describe('the stand-in SDK', () => {
  it('has the services, methods and parameters of src/data/sdk.ts (the SDK at 216215e)', () => {
    const file = STAND_INS['@docbox-nz/docbox-sdk']!;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const classes = new Map(source.statements.filter(ts.isClassDeclaration).map((declaration) => [declaration.name?.text, declaration]));
    const client = classes.get('DocboxClient');
    assert.ok(client, 'the stand-in has DocboxClient');
    const found: Record<string, Record<string, string[]>> = {};
    for (const service of Object.keys(sdkServiceMethods)) {
      // The client's property (`documentBox: DocumentBoxService;`) names the service's class.
      const property = client.members.find((member): member is ts.PropertyDeclaration => ts.isPropertyDeclaration(member) && member.name.getText(source) === service);
      const declaration = classes.get(property?.type?.getText(source));
      assert.ok(declaration, `DocboxClient has no ${service} service`);
      found[service] = Object.fromEntries(
        declaration.members
          .filter((member): member is ts.MethodDeclaration => ts.isMethodDeclaration(member))
          .map((method) => [method.name.getText(source), method.parameters.map((parameter) => parameter.name.getText(source))]),
      );
    }
    assert.deepEqual(found, sdkServiceMethods);
  });
});

// ---- Every block accounted for ----------------------------------------------------------------------

describe('coverage', () => {
  it('every TypeScript block of the guides ran, or is skipped with a reason', () => {
    const stale = Object.keys(SKIPPED).filter((key) => !blocks.some((candidate) => candidate.key === key));
    assert.deepEqual(stale, [], 'SKIPPED names blocks that are gone');
    const missing = blocks.filter((candidate) => !ran.has(candidate.key) && !(candidate.key in SKIPPED));
    assert.deepEqual(
      missing.map((candidate) => `docs/guides/${candidate.page}:${candidate.line} [${candidate.key}]`),
      [],
      'blocks that neither ran nor say why: add a test or an entry in SKIPPED',
    );
    const skipped = blocks.filter((candidate) => candidate.key in SKIPPED).map((candidate) => `  docs/guides/${candidate.page}:${candidate.line}: ${SKIPPED[candidate.key]}`);
    console.log(`TypeScript blocks of the guides: ${blocks.filter((candidate) => ran.has(candidate.key)).length} of ${blocks.length} ran, ${skipped.length} skipped:\n${skipped.join('\n')}`);
  });
});
