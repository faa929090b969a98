/**
 * The bash blocks of the Integrating guides (docs/guides/integrating/) and the "Create a document
 * box" block of docs/guides/concepts/document-box-scope.md that call the API, read from the pages
 * (never a copy) and run with bash the way a reader of each page runs them, against the fake Docbox
 * behind Prism in proxy mode (tests/support/api-mock/), which checks every request and answer
 * against api/docbox.json.
 *
 * - The blocks run as the page shows them. They send their requests to http://localhost:8080, the
 *   server of the Docker Compose stack; a `connect-to` line in the reader's ~/.curlrc takes curl
 *   from there to the mock instead, so no block is rewritten.
 * - Two readers run each block: one on the Compose stack, whose server has no API key (the fake
 *   without a key, DOCBOX_API_KEY unset), and one whose server sets DOCBOX_API_KEY (the fake with a
 *   key, the key in the reader's environment, as the pages say to set it). Every page covers that
 *   case: the Integrating guides name DOCBOX_API_KEY, and the scope page is read by whoever writes
 *   the gateway, which sends the key.
 * - What the reader has before a block runs is there: the variables an earlier block of the page
 *   sets ("Sample values"), the box, folder or file a block names by its ID (seeded into the fake),
 *   the file it uploads (in the reader's directory). A script block is saved under its title and
 *   started as its "Usage" line says.
 * - The outcome is what the reader needs: the requests the fake received (method, path, headers,
 *   JSON and multipart fields), what the block prints (the IDs the reader uses next, checked against
 *   the fake's state), and no violation from Prism. The two long scripts also meet failing answers
 *   and must stop with a message and a non-zero status.
 * - Blocks that do not call the Docbox API are in SKIPPED with the reason; the last test checks that
 *   every bash block of the pages ran or is listed, and prints the counts.
 */
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import type {FakeExchange, Fault} from '../support/api-mock/docbox-fake';
import {startValidatedFake, type ValidatedFake} from '../support/api-mock/validating-proxy';
import {blockId, pageBlock, pageBlocks, REPO_ROOT, type BlockSelector, type PageBlock} from '../support/procedures/page-blocks';

const INTEGRATING = 'docs/guides/integrating';
const ERRORS = `${INTEGRATING}/errors-and-retries.md`;
const FILE_TYPES = `${INTEGRATING}/file-types.mdx`;
const PRESIGNED = `${INTEGRATING}/presigned-uploads.md`;
const SEARCH = `${INTEGRATING}/search.md`;
const EVENTS = `${INTEGRATING}/tenant-events.md`;
const SDK = `${INTEGRATING}/typescript-sdk.md`;
const UPLOADS = `${INTEGRATING}/upload-files.md`;
const SCOPES = 'docs/guides/concepts/document-box-scope.md';
const AGENTS = `${INTEGRATING}/docs-for-agents.md`;
const PAGES = [
  ...readdirSync(path.join(REPO_ROOT, INTEGRATING))
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => `${INTEGRATING}/${name}`),
  SCOPES,
];
const SHELL = new Set(['bash', 'sh', 'shell']);

/** Blocks of the pages that do not call the Docbox API, and why they do not run here. */
const SKIPPED: {page: string; block: BlockSelector; reason: string}[] = [
  {page: PRESIGNED, block: {title: "Apply it to the tenant's bucket"}, reason: 'sets the CORS rules of an S3 bucket with the aws CLI, not a Docbox request'},
  {page: SDK, block: {contains: 'npm install @docbox-nz/docbox-sdk axios'}, reason: 'installs the SDK with npm, not a Docbox request'},
  // The agents guide's commands talk to the docs site and its MCP package, not to Docbox: their URLs and
  // arguments are held to src/data/release.ts (tests/unit/docs-for-agents.test.ts), the negotiation runs
  // in tests/e2e/hosting.spec.ts, and the package starts offline in tests/e2e/agents.spec.ts and tests/mcp.
  ...['Ask for a page as Markdown', 'Start the MCP server', 'From a clone of the docs', 'Check the server', 'Fetch the package again'].map((title) => ({
    page: AGENTS,
    block: {title},
    reason: 'a command for the docs site or its MCP package, not a Docbox request',
  })),
  {page: AGENTS, block: {contains: 'claude mcp add docbox-docs'}, reason: 'adds the MCP package to Claude Code, not a Docbox request'},
];
/** Blocks that call nothing but set what the page's other blocks use: run before those blocks. */
const SETUP: {page: string; block: BlockSelector; reason: string}[] = [
  {page: ERRORS, block: {title: 'Sample values'}, reason: "sets the page's shell variables; run before each block that uses them"},
];

const API_KEY = randomBytes(12).toString('hex');
type Reader = {name: string; key?: string};
const READERS: Reader[] = [
  {name: 'on the Compose stack (no API key)'},
  {name: 'with a server that has an API key', key: API_KEY},
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Bytes that stand for the guides' PDF: the fake does not process files. */
const PDF = Buffer.from('%PDF-1.7\n% Site survey 2026: the north boundary and the drainage\n%%EOF\n');
const EMAIL = Buffer.from(
  'From: orders@example.com\r\nTo: mere@example.com\r\nSubject: Order confirmation\r\nMIME-Version: 1.0\r\nContent-Type: text/plain\r\n\r\nThank you for your order.\r\n',
);

let mock: ValidatedFake;
const dir = mkdtempSync(path.join(tmpdir(), 'docbox-integrating-'));
const ran = new Set<string>();

before(async () => {
  // Every wait loop meets a Pending task once before the upload completes.
  mock = await startValidatedFake({processingDelayMs: 200, minPendingReads: 1});
});

after(async () => {
  await mock?.close();
  rmSync(dir, {recursive: true, force: true});
});

// ---- Reading the pages -------------------------------------------------------------------------

function block(page: string, selector: BlockSelector): PageBlock {
  return pageBlock(page, {lang: 'bash', ...selector});
}

/** The value a block gives a shell variable: `NAME=value`, `NAME='value'`, `export NAME=value`. */
function assigned(code: string, name: string): string {
  const match = new RegExp(`^(?:export )?${name}=(?:'([^']*)'|"([^"]*)"|([^\\s'"]*))$`, 'm').exec(code);
  assert.ok(match, `the block no longer sets ${name}; update the test:\n${code}`);
  return match[1] ?? match[2] ?? match[3]!;
}

/** The JSON a block sends with `-d '…'`. */
function sentJson(code: string): unknown {
  const match = /-d '([^']*)'/.exec(code);
  assert.ok(match, `the block sends no -d '…' JSON body; update the test:\n${code}`);
  return JSON.parse(match[1]!);
}

/** The command line of a script's "# Usage:" comment: `./upload-and-wait.sh ./site-survey-2026.pdf`. */
function usage(code: string): string[] {
  const match = /^# Usage: (\.\/\S+(?: \.\/\S+)*)/m.exec(code);
  assert.ok(match, 'the script has no "# Usage: ./script args" line; update the test');
  return match[1]!.split(' ');
}

// ---- Running a block as the reader ---------------------------------------------------------------

type Outcome = {
  exit: number | null;
  stdout: string;
  stderr: string;
  /** Requests to the Docbox API that the fake answered during the run. */
  sent: FakeExchange[];
  /** Requests to the storage bucket (presigned uploads and downloads). */
  storage: FakeExchange[];
  ms: number;
};

type RunOptions = {
  reader: Reader;
  /** Files the reader has in the directory the block runs in. */
  files?: Record<string, Buffer>;
  /** Why the block goes straight to the fake instead of through Prism. */
  direct?: string;
};

/** Runs a shell command line in the reader's directory, with the reader's environment. */
function bash(argv: string[], options: RunOptions): Promise<Omit<Outcome, 'sent' | 'storage'>> {
  const work = mkdtempSync(path.join(dir, 'reader-'));
  for (const [name, bytes] of Object.entries(options.files ?? {})) writeFileSync(path.join(work, name), bytes);
  // curl reads ~/.curlrc: requests to the Compose stack's server reach the mock (or the fake itself).
  const target = new URL(options.direct ? mock.fake.url : mock.url);
  writeFileSync(path.join(work, '.curlrc'), `connect-to = "localhost:8080:${target.hostname}:${target.port}"\n`);
  const env: Record<string, string> = {PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: work, LANG: 'C.UTF-8', TZ: 'UTC'};
  if (options.reader.key) env.DOCBOX_API_KEY = options.reader.key;
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('bash', argv, {cwd: work, env, stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (exit) => {
      clearTimeout(timer);
      resolve({exit, stdout, stderr, ms: Date.now() - started});
    });
  });
}

/**
 * Runs blocks as the reader does: pasted into one shell (`before` first), or, for a script, saved
 * under its title and started as its Usage line says. Checks what holds for every block: it reached
 * the API, with the API key exactly when the reader has one, and Prism found nothing wrong.
 */
async function runAsReader(blocks: PageBlock[], options: RunOptions & {script?: boolean}): Promise<Outcome> {
  const firstFake = mock.fake.exchanges.length;
  const problemsBefore = mock.problems().length;
  let run: Omit<Outcome, 'sent' | 'storage'>;
  const main = blocks.at(-1)!;
  if (options.script) {
    assert.match(main.title ?? '', /^[\w.-]+\.sh$/, `${blockId(main)}: a script needs its file name as its title`);
    const files = {...options.files, [main.title!]: Buffer.from(`${main.code}\n`)};
    const [command, ...args] = usage(main.code);
    assert.equal(command, `./${main.title}`, 'the Usage line starts another script than the block');
    run = await bash(['-c', 'chmod +x "$0" && exec "$0" "$@"', command!, ...args], {...options, files});
  } else {
    run = await bash(['-c', blocks.map((each) => each.code).join('\n')], options);
  }
  for (const each of blocks) ran.add(blockId(each));
  const exchanges = mock.fake.exchanges.slice(firstFake);
  const outcome: Outcome = {
    ...run,
    sent: exchanges.filter((exchange) => !exchange.operation.startsWith('storage_')),
    storage: exchanges.filter((exchange) => exchange.operation.startsWith('storage_')),
  };
  const what = `${blockId(main)} ${options.reader.name}:\nexit ${run.exit}\nstdout: ${run.stdout}\nstderr: ${run.stderr}`;
  if (!options.direct) assert.deepEqual(mock.problems().slice(problemsBefore), [], `Prism reported violations. ${what}`);
  assert.ok(outcome.sent.length > 0, `the block sent no request to Docbox. ${what}`);
  for (const exchange of outcome.sent) {
    assert.equal(exchange.headers['x-docbox-api-key'], options.reader.key, `${exchange.method} ${exchange.path}: the API key header is not what the reader has. ${what}`);
    assert.notEqual(exchange.status, 401, `${exchange.method} ${exchange.path} was refused for its API key. ${what}`);
  }
  return outcome;
}

/** The reader's server: empty, with or without an API key. */
function startFresh(reader: Reader) {
  mock.fake.reset();
  mock.fake.setApiKey(reader.key);
}

function only(outcome: Outcome, operation: FakeExchange['operation']): FakeExchange {
  const found = outcome.sent.filter((exchange) => exchange.operation === operation);
  assert.equal(found.length, 1, `expected one ${operation} request, got ${found.length}: ${outcome.sent.map((exchange) => `${exchange.method} ${exchange.path}`).join(', ')}`);
  return found[0]!;
}

async function formFields(exchange: FakeExchange): Promise<FormData> {
  const type = String(exchange.headers['content-type']);
  assert.match(type, /^multipart\/form-data; boundary=/, `${exchange.path} was not sent as multipart/form-data`);
  return new Request('http://fake/', {method: 'POST', headers: {'content-type': type}, body: new Uint8Array(exchange.body)}).formData();
}

function jsonSent(exchange: FakeExchange): unknown {
  assert.match(String(exchange.headers['content-type']), /^application\/json/, `${exchange.path} was not sent as JSON`);
  return JSON.parse(exchange.body.toString('utf8'));
}

const parse = (text: string, what: string): Record<string, unknown> => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    assert.fail(`${what} is not JSON: ${text}`);
  }
};

const boxPath = (scope: string) => `/box/${scope}`;
const tenantHeaders = (exchange: FakeExchange) => ({id: exchange.headers['x-tenant-id'], env: exchange.headers['x-tenant-env']});
const EXAMPLE_TENANT = {id: '2705fc5b-591f-4464-a96b-7cf3dcae3583', env: 'Development'};

// ---- The blocks ---------------------------------------------------------------------------------

describe('the Integrating guides\' curl blocks, run as a reader runs them against a validating mock', () => {
  for (const reader of READERS) {
    describe(reader.name, () => {
      it(`${ERRORS}: "A folder that is not in the box" prints the page's Output`, async () => {
        startFresh(reader);
        const values = block(ERRORS, {title: 'Sample values'});
        const main = block(ERRORS, {title: 'A folder that is not in the box'});
        const scope = assigned(values.code, 'SCOPE');
        mock.fake.seed.box(scope);
        const outcome = await runAsReader([values, main], {reader});
        const get = only(outcome, 'folder_get');
        assert.equal(get.path, `${boxPath(scope)}/folder/${assigned(main.code, 'MISSING_ID')}`);
        assert.equal(get.status, 404);
        assert.deepEqual(tenantHeaders(get), {id: assigned(values.code, 'TENANT_ID'), env: 'Development'});
        const printed = `${outcome.stderr}${outcome.stdout}`;
        assert.equal(printed.trimEnd(), pageBlock(ERRORS, {lang: 'text', title: 'Output'}).code, 'the block does not print the page\'s Output');
      });

      it(`${ERRORS}: "Status, content type and body" shows a 400 in plain text`, async () => {
        startFresh(reader);
        const values = block(ERRORS, {title: 'Sample values'});
        const main = block(ERRORS, {title: 'Status, content type and body'});
        mock.fake.seed.box(assigned(values.code, 'SCOPE'));
        const outcome = await runAsReader([values, main], {
          reader,
          direct: 'the folder ID is not a UUID on purpose: Prism refuses such a request itself, so it would never reach a server',
        });
        assert.equal(outcome.exit, 0, outcome.stderr);
        const get = only(outcome, 'folder_get');
        assert.equal(get.status, 400);
        assert.match(outcome.stdout, /^status and type: 400 text\/plain; charset=utf-8$/m);
        assert.match(outcome.stdout, /^body: Invalid URL: /m, 'the page says the body starts with "Invalid URL:"');
      });

      it(`${FILE_TYPES}: "Upload an email without unpacking its attachments" sends the processing_config`, async () => {
        startFresh(reader);
        const main = block(FILE_TYPES, {title: 'Upload an email without unpacking its attachments'});
        const scope = assigned(main.code, 'SCOPE');
        const folderId = assigned(main.code, 'FOLDER_ID');
        mock.fake.seed.folder(scope, {id: folderId, name: 'Orders'});
        const outcome = await runAsReader([main], {reader, files: {'order-confirmation.eml': EMAIL}});
        const upload = only(outcome, 'file_upload');
        assert.equal(upload.method, 'POST');
        assert.equal(upload.path, `${boxPath(scope)}/file`);
        assert.equal(upload.status, 200);
        assert.deepEqual(tenantHeaders(upload), EXAMPLE_TENANT);
        const form = await formFields(upload);
        assert.equal(form.get('name'), 'order-confirmation.eml');
        assert.equal(form.get('folder_id'), folderId);
        assert.deepEqual(JSON.parse(String(form.get('processing_config'))), {email: {skip_attachments: true}});
        assert.equal(form.get('asynchronous'), null, 'a direct upload');
        const file = form.get('file') as File;
        assert.equal(file.type, 'message/rfc822');
        assert.deepEqual(Buffer.from(await file.arrayBuffer()), EMAIL);
        const result = parse(outcome.stdout, 'the answer') as {file: {id: string; name: string; mime: string; folder_id: string}};
        assert.equal(result.file.name, 'order-confirmation.eml');
        assert.equal(result.file.mime, 'message/rfc822');
        assert.equal(result.file.folder_id, folderId);
        assert.equal(mock.fake.counts().files, 1);
      });

      it(`${PRESIGNED}: "Create a presigned upload" prints the task and the signed request`, async () => {
        startFresh(reader);
        const main = block(PRESIGNED, {title: 'Create a presigned upload'});
        const scope = assigned(main.code, 'SCOPE');
        const folderId = assigned(main.code, 'FOLDER_ID');
        mock.fake.seed.folder(scope, {id: folderId, name: 'Site surveys'});
        const outcome = await runAsReader([main], {reader});
        const create = only(outcome, 'file_create_presigned');
        assert.equal(create.path, `${boxPath(scope)}/file/presigned`);
        assert.equal(create.status, 201);
        assert.deepEqual(tenantHeaders(create), EXAMPLE_TENANT);
        assert.equal(create.headers['x-user-id'], '5b0e7a4c-1f2d-4e3a-9c8b-7d6e5f4a3b2c');
        assert.equal(create.headers['x-user-name'], 'Mere%20Walker');
        assert.deepEqual(jsonSent(create), {name: 'site-survey-2026.pdf', folder_id: folderId, size: 2097152, mime: 'application/pdf'});
        const answer = parse(outcome.stdout, 'the answer') as {task_id: string; method: string; uri: string; headers: Record<string, string>};
        assert.match(answer.task_id, UUID);
        assert.equal(answer.method, 'PUT');
        assert.deepEqual(answer.headers, {'content-length': '2097152'});
        // The task the reader hands on is Docbox's: its status answers, Pending until the bytes arrive.
        const status = await fetch(`${mock.fake.url}/box/${scope}/file/presigned/${answer.task_id}`, {
          headers: {'x-tenant-id': EXAMPLE_TENANT.id, 'x-tenant-env': EXAMPLE_TENANT.env, ...(reader.key ? {'x-docbox-api-key': reader.key} : {})},
        });
        assert.deepEqual(await status.json(), {status: 'Pending'});
      });

      it(`${PRESIGNED}: presigned-upload.sh uploads through storage and prints the new file`, async () => {
        startFresh(reader);
        const script = block(PRESIGNED, {title: 'presigned-upload.sh'});
        const scope = assigned(script.code, 'scope');
        const folderId = assigned(script.code, 'folder_id');
        mock.fake.seed.folder(scope, {id: folderId, name: 'Site surveys'});
        const outcome = await runAsReader([script], {reader, script: true, files: {'site-survey-2026.pdf': PDF}});
        assert.equal(outcome.exit, 0, `the script failed:\n${outcome.stderr}`);
        assert.equal(outcome.stderr, '');
        const create = only(outcome, 'file_create_presigned');
        assert.deepEqual(jsonSent(create), {name: 'site-survey-2026.pdf', folder_id: folderId, size: PDF.length, mime: 'application/pdf'});
        assert.deepEqual(tenantHeaders(create), EXAMPLE_TENANT);
        assert.equal(outcome.storage.length, 1, 'one PUT to storage');
        const put = outcome.storage[0]!;
        assert.equal(put.method, 'PUT');
        assert.equal(put.status, 200);
        assert.equal(put.headers['content-type'], 'application/pdf');
        assert.deepEqual(put.body, PDF);
        for (const header of ['x-docbox-api-key', 'x-tenant-id', 'x-tenant-env']) assert.equal(put.headers[header], undefined, `the storage PUT carried ${header}`);
        const polls = outcome.sent.filter((exchange) => exchange.operation === 'file_get_presigned');
        assert.ok(polls.length >= 2, 'the script did not wait while the task was Pending');
        const printed = parse(outcome.stdout, 'the output') as {id: string; name: string; generated: string[]};
        assert.equal(printed.name, 'site-survey-2026.pdf');
        assert.deepEqual(printed.generated, []);
        const stored = await fetch(`${mock.fake.url}/box/${scope}/file/${printed.id}/raw`, {
          headers: {'x-tenant-id': EXAMPLE_TENANT.id, 'x-tenant-env': EXAMPLE_TENANT.env, ...(reader.key ? {'x-docbox-api-key': reader.key} : {})},
        });
        assert.equal(stored.status, 200, 'the printed ID is not a file of the box');
        assert.deepEqual(Buffer.from(await stored.arrayBuffer()), PDF);
      });

      it(`${PRESIGNED}: "A download URL valid for an hour" gives a URL that downloads the file`, async () => {
        startFresh(reader);
        const main = block(PRESIGNED, {title: 'A download URL valid for an hour'});
        const scope = assigned(main.code, 'SCOPE');
        const fileId = assigned(main.code, 'FILE_ID');
        mock.fake.seed.file(scope, {id: fileId, name: 'invoice-0042.pdf', bytes: PDF});
        const outcome = await runAsReader([main], {reader});
        const sign = only(outcome, 'file_get_raw_presigned');
        assert.equal(sign.path, `${boxPath(scope)}/file/${fileId}/raw-presigned`);
        assert.equal(sign.status, 200);
        assert.deepEqual(jsonSent(sign), {expires_at: 3600});
        const answer = parse(outcome.stdout, 'the answer') as {method: string; uri: string; headers: Record<string, string>; expires_at: string};
        assert.equal(answer.method, 'GET');
        assert.deepEqual(answer.headers, {});
        const lifetime = Date.parse(answer.expires_at) - Date.now();
        assert.ok(lifetime > 3500_000 && lifetime <= 3600_000, `expires_at is not an hour away: ${answer.expires_at}`);
        const download = await fetch(answer.uri);
        assert.equal(download.status, 200, 'the signed URL does not download');
        assert.equal(download.headers.get('content-type'), 'application/pdf');
        assert.deepEqual(Buffer.from(await download.arrayBuffer()), PDF);
      });

      it(`${SEARCH}: "Search a user's box for invoices" finds names and pages`, async () => {
        startFresh(reader);
        const main = block(SEARCH, {title: "Search a user's box for invoices"});
        const scope = assigned(main.code, 'SCOPE');
        mock.fake.seed.file(scope, {name: 'invoice-0042.pdf', pages: ['Tax invoice 0042 for July', 'Pay this invoice by 20 August']});
        mock.fake.seed.file(scope, {name: 'statement-july.pdf', pages: ['Statement for July', 'Invoice 0042, paid']});
        mock.fake.seed.file(scope, {name: 'site-survey-2026.pdf', pages: ['The north boundary']});
        mock.fake.seed.file('user:42:files', {name: 'invoice-0007.pdf'});
        const outcome = await runAsReader([main], {reader});
        const search = only(outcome, 'document_box_search');
        assert.equal(search.path, `${boxPath(scope)}/search`);
        assert.equal(search.status, 200);
        assert.deepEqual(jsonSent(search), sentJson(main.code));
        const answer = parse(outcome.stdout, 'the answer') as {total_hits: number; results: {name: string; type: string; page_matches: {page: number; matches: string[]}[]}[]};
        assert.equal(answer.total_hits, 2);
        assert.deepEqual(answer.results.map((result) => result.name).sort(), ['invoice-0042.pdf', 'statement-july.pdf']);
        const statement = answer.results.find((result) => result.name === 'statement-july.pdf')!;
        assert.deepEqual(statement.page_matches, [{page: 1, matches: ['<em>Invoice</em> 0042, paid']}]);
      });

      it(`${SEARCH}: "Find the pages of one file that mention a word" lists the matching pages`, async () => {
        startFresh(reader);
        const main = block(SEARCH, {title: 'Find the pages of one file that mention a word'});
        const scope = assigned(main.code, 'SCOPE');
        const fileId = assigned(main.code, 'FILE_ID');
        mock.fake.seed.file(scope, {id: fileId, name: 'invoice-0042.pdf', pages: ['Tax invoice 0042 for July', 'Items and prices', 'Pay this invoice by 20 August']});
        const outcome = await runAsReader([main], {reader});
        const search = only(outcome, 'file_search');
        assert.equal(search.path, `${boxPath(scope)}/file/${fileId}/search`);
        assert.equal(search.status, 200);
        assert.deepEqual(jsonSent(search), sentJson(main.code));
        assert.deepEqual(parse(outcome.stdout, 'the answer'), {
          total_hits: 2,
          results: [
            {page: 0, matches: ['Tax <em>invoice</em> 0042 for July']},
            {page: 2, matches: ['Pay this <em>invoice</em> by 20 August']},
          ],
        });
      });

      it(`${SEARCH}: "Search two boxes from your backend" searches the listed boxes only`, async () => {
        startFresh(reader);
        const main = block(SEARCH, {title: 'Search two boxes from your backend'});
        const request = sentJson(main.code) as {scopes: string[]};
        assert.equal(request.scopes.length, 2);
        const [first, second] = request.scopes as [string, string];
        mock.fake.seed.file(first, {name: 'invoice-0042.pdf'});
        mock.fake.seed.file(second, {name: 'invoice-0101.pdf'});
        mock.fake.seed.file('user:42:files', {name: 'invoice-0007.pdf'});
        const outcome = await runAsReader([main], {reader});
        const search = only(outcome, 'admin_search_tenant');
        assert.equal(search.path, '/admin/search');
        assert.equal(search.status, 200);
        assert.deepEqual(tenantHeaders(search), EXAMPLE_TENANT);
        assert.deepEqual(jsonSent(search), request);
        const answer = parse(outcome.stdout, 'the answer') as {total_hits: number; results: {scope: string; name: string}[]};
        assert.equal(answer.total_hits, 2);
        assert.deepEqual(answer.results.map((result) => `${result.scope} ${result.name}`).sort(), [`${first} invoice-0042.pdf`, `${second} invoice-0101.pdf`].sort());
      });

      it(`${EVENTS}: "Read the file back" prints the file and 200, or 404 once it is gone`, async () => {
        startFresh(reader);
        const main = block(EVENTS, {title: 'Read the file back'});
        const scope = assigned(main.code, 'SCOPE');
        const fileId = assigned(main.code, 'FILE_ID');
        mock.fake.seed.file(scope, {id: fileId, name: 'site-survey-2026.pdf', bytes: PDF});
        const found = await runAsReader([main], {reader});
        const get = only(found, 'file_get');
        assert.equal(get.path, `${boxPath(scope)}/file/${fileId}`);
        assert.deepEqual(tenantHeaders(get), EXAMPLE_TENANT);
        const foundMatch = /^(.*)(\d{3})\n$/s.exec(found.stdout);
        assert.ok(foundMatch, `no status after the body: ${found.stdout}`);
        assert.equal(foundMatch[2], '200');
        assert.equal((parse(foundMatch[1]!, 'the answer') as {file: {id: string}}).file.id, fileId);

        startFresh(reader);
        mock.fake.seed.box(scope);
        const gone = await runAsReader([main], {reader});
        assert.equal(gone.stdout, '{"reason":"unknown file"}404\n');
      });

      it(`${UPLOADS}: the server options block prints max_file_size`, async () => {
        startFresh(reader);
        const main = block(UPLOADS, {contains: '/options'});
        const outcome = await runAsReader([main], {reader});
        const options = only(outcome, 'options');
        assert.equal(options.method, 'GET');
        assert.equal(options.status, 200);
        assert.deepEqual(parse(outcome.stdout, 'the answer'), JSON.parse(pageBlock(UPLOADS, {lang: 'json', contains: 'max_file_size'}).code));
      });

      it(`${UPLOADS}: "Direct upload" stores the file with its type`, async () => {
        startFresh(reader);
        const main = block(UPLOADS, {title: 'Direct upload'});
        const scope = assigned(main.code, 'SCOPE');
        const folderId = assigned(main.code, 'FOLDER_ID');
        mock.fake.seed.folder(scope, {id: folderId, name: 'Site surveys'});
        const outcome = await runAsReader([main], {reader, files: {'site-survey-2026.pdf': PDF}});
        const upload = only(outcome, 'file_upload');
        assert.equal(upload.path, `${boxPath(scope)}/file`);
        assert.equal(upload.status, 200);
        assert.deepEqual(tenantHeaders(upload), EXAMPLE_TENANT);
        const form = await formFields(upload);
        assert.equal(form.get('name'), 'site-survey-2026.pdf');
        assert.equal(form.get('folder_id'), folderId);
        assert.equal(form.get('asynchronous'), null);
        const file = form.get('file') as File;
        assert.equal(file.type, 'application/pdf');
        assert.deepEqual(Buffer.from(await file.arrayBuffer()), PDF);
        const result = parse(outcome.stdout, 'the answer') as {file: {id: string; mime: string; size: number}; generated: unknown[]; additional_files: unknown[]};
        assert.match(result.file.id, UUID);
        assert.equal(result.file.mime, 'application/pdf');
        assert.equal(result.file.size, PDF.length);
        assert.deepEqual(result.additional_files, []);
      });

      it(`${UPLOADS}: upload-and-wait.sh waits for the task and prints the upload result`, async () => {
        startFresh(reader);
        const script = block(UPLOADS, {title: 'upload-and-wait.sh'});
        const scope = assigned(script.code, 'scope');
        const folderId = assigned(script.code, 'folder_id');
        mock.fake.seed.folder(scope, {id: folderId, name: 'Site surveys'});
        const outcome = await runAsReader([script], {reader, script: true, files: {'site-survey-2026.pdf': PDF}});
        assert.equal(outcome.exit, 0, `the script failed:\n${outcome.stderr}`);
        const upload = only(outcome, 'file_upload');
        assert.deepEqual(tenantHeaders(upload), EXAMPLE_TENANT);
        const form = await formFields(upload);
        assert.equal(form.get('name'), 'site-survey-2026.pdf');
        assert.equal(form.get('folder_id'), folderId);
        assert.equal(form.get('asynchronous'), 'true');
        assert.deepEqual(Buffer.from(await (form.get('file') as File).arrayBuffer()), PDF);
        const taskId = /^Task (\S+) created$/m.exec(outcome.stderr)?.[1];
        assert.ok(taskId && UUID.test(taskId), `no "Task … created" line:\n${outcome.stderr}`);
        const polls = outcome.sent.filter((exchange) => exchange.operation === 'task_get');
        assert.ok(polls.length >= 2, 'the script did not wait while the task was Pending');
        assert.ok(polls.every((poll) => poll.path === `${boxPath(scope)}/task/${taskId}`));
        // The page: `./upload-and-wait.sh ./site-survey-2026.pdf | jq -r '.file.id'` gives the new file's ID.
        const result = parse(outcome.stdout, 'the output') as {file: {id: string; name: string}; generated: unknown[]};
        assert.equal(result.file.name, 'site-survey-2026.pdf');
        const stored = await fetch(`${mock.fake.url}/box/${scope}/file/${result.file.id}`, {
          headers: {'x-tenant-id': EXAMPLE_TENANT.id, 'x-tenant-env': EXAMPLE_TENANT.env, ...(reader.key ? {'x-docbox-api-key': reader.key} : {})},
        });
        assert.equal(stored.status, 200, 'the printed file ID is not a file of the box');
      });

      it(`${SCOPES}: "Create a document box" creates the box`, async () => {
        startFresh(reader);
        const main = block(SCOPES, {title: 'Create a document box'});
        const request = sentJson(main.code) as {scope: string};
        const outcome = await runAsReader([main], {reader});
        const create = only(outcome, 'document_box_create');
        assert.equal(create.path, '/box');
        assert.equal(create.status, 201);
        assert.deepEqual(tenantHeaders(create), EXAMPLE_TENANT);
        assert.deepEqual(jsonSent(create), request);
        const answer = parse(outcome.stdout, 'the answer') as {document_box: {scope: string}; root: {id: string; name: string}};
        assert.equal(answer.document_box.scope, request.scope);
        assert.equal(answer.root.name, 'Root');
        assert.deepEqual(mock.fake.boxes(), [request.scope]);
      });
    });
  }
});

// ---- The long scripts against failing answers -----------------------------------------------------

type Failure = {name: string; faults: Fault[]; message: RegExp; exit?: number; check?: (outcome: Outcome) => void};

const scriptFailures: {page: string; title: string; file: string; failures: Failure[]}[] = [
  {
    page: UPLOADS,
    title: 'upload-and-wait.sh',
    file: 'site-survey-2026.pdf',
    failures: [
      {
        name: 'the upload refused (folder not in the box)',
        faults: [{kind: 'status', operation: 'file_upload', status: 404, reason: 'unknown target folder'}],
        message: /^Upload refused: \{"reason":"unknown target folder"\}$/m,
        exit: 1,
        check: (outcome) => assert.ok(!outcome.sent.some((exchange) => exchange.operation === 'task_get'), 'the script polled a task after the upload was refused'),
      },
      {
        name: 'processing that fails',
        faults: [{kind: 'processing', error: 'failed to process file: failed to convert file'}],
        message: /^Upload failed: failed to process file: failed to convert file$/m,
        exit: 1,
      },
    ],
  },
  {
    page: PRESIGNED,
    title: 'presigned-upload.sh',
    file: 'site-survey-2026.pdf',
    failures: [
      {
        name: 'the presigned upload refused (folder not in the box)',
        faults: [{kind: 'status', operation: 'file_create_presigned', status: 404, reason: 'unknown target folder'}],
        message: /The requested URL returned error: 404/,
        check: (outcome) => assert.equal(outcome.storage.length, 0, 'the script sent bytes to storage without a signed request'),
      },
      {
        name: 'storage refusing the PUT',
        faults: [{kind: 'storage'}],
        message: /The requested URL returned error: 403/,
        check: (outcome) => assert.ok(!outcome.sent.some((exchange) => exchange.operation === 'file_get_presigned'), 'the script waited for an upload that storage refused'),
      },
      {
        name: 'processing that fails',
        faults: [{kind: 'processing', error: 'failed to process file: failed to convert file'}],
        message: /^failed to process file: failed to convert file$/m,
        exit: 1,
      },
      {
        name: 'the status unreadable',
        faults: [{kind: 'status', operation: 'file_get_presigned'}],
        message: /The requested URL returned error: 500/,
      },
    ],
  },
];

describe('the long scripts stop with a message and a non-zero status when a step fails', () => {
  const reader = READERS[0]!;
  for (const {page, title, file, failures} of scriptFailures) {
    for (const failure of failures) {
      it(`${title}: ${failure.name}`, async () => {
        startFresh(reader);
        const script = block(page, {title});
        mock.fake.seed.folder(assigned(script.code, 'scope'), {id: assigned(script.code, 'folder_id'), name: 'Site surveys'});
        for (const fault of failure.faults) mock.fake.fail(fault);
        const outcome = await runAsReader([script], {reader, script: true, files: {[file]: PDF}});
        assert.notEqual(outcome.exit, 0, `the script passed although ${failure.name}:\n${outcome.stdout}`);
        if (failure.exit !== undefined) assert.equal(outcome.exit, failure.exit);
        assert.match(outcome.stderr, failure.message, `no message saying what failed:\n${outcome.stderr}`);
        assert.equal(outcome.stdout, '', 'a failed run printed a result');
        failure.check?.(outcome);
      });
    }
  }

  it('upload-and-wait.sh: a task that cannot be read once is read again', async () => {
    startFresh(reader);
    const script = block(UPLOADS, {title: 'upload-and-wait.sh'});
    mock.fake.seed.folder(assigned(script.code, 'scope'), {id: assigned(script.code, 'folder_id'), name: 'Site surveys'});
    mock.fake.fail({kind: 'status', operation: 'task_get'});
    const outcome = await runAsReader([script], {reader, script: true, files: {'site-survey-2026.pdf': PDF}});
    assert.equal(outcome.exit, 0, `the script gave up:\n${outcome.stderr}`);
    assert.match(outcome.stderr, /^Could not read the task, trying again: \{"reason":"internal server error"\}$/m);
    assert.equal((parse(outcome.stdout, 'the output') as {file: {name: string}}).file.name, 'site-survey-2026.pdf');
  });
});

// ---- Every block accounted for ------------------------------------------------------------------

describe('coverage', () => {
  it('every bash block of the pages ran, or is listed as setup or skipped with a reason', () => {
    const listed = new Map<string, string>();
    for (const {page, block: selector, reason} of [...SKIPPED, ...SETUP]) listed.set(blockId(pageBlock(page, {lang: 'bash', ...selector})), reason);
    const blocks = PAGES.flatMap((page) => pageBlocks(page).filter((candidate) => SHELL.has(candidate.lang)));
    const missing = blocks.filter((candidate) => !ran.has(blockId(candidate)) && !listed.has(blockId(candidate)));
    assert.deepEqual(
      missing.map((candidate) => `${blockId(candidate)}${candidate.title ? ` ("${candidate.title}")` : ''}`),
      [],
      'blocks that neither ran nor say why: add a test or an entry in SKIPPED',
    );
    const skipped = SKIPPED.map(({page, block: selector, reason}) => `  ${blockId(pageBlock(page, {lang: 'bash', ...selector}))}: ${reason}`);
    const api = blocks.filter((candidate) => ran.has(blockId(candidate)) && !SETUP.some((setup) => blockId(pageBlock(setup.page, {lang: 'bash', ...setup.block})) === blockId(candidate)));
    console.log(
      `Integrating blocks: ${api.length} API blocks ran (each ${READERS.length} ways: ${READERS.map((reader) => reader.name).join(', ')}), ` +
        `${SETUP.length} setup block ran before them, ${SKIPPED.length} skipped:\n${skipped.join('\n')}`,
    );
  });
});
