/**
 * Builds the MCP server of the docs (mcp/) from the site's build, as the last step of
 * `npm run build`:
 *   1. data: the Markdown twins and llms.txt as the build wrote them (byte for byte), the search
 *      index, the API's operations (api/docbox.json, the changelog data, the SDK table and the
 *      request samples, through the same modules the pages are written with), the entries of the
 *      Troubleshooting and Known issues pages, and which release and commit the docs are;
 *   2. the server (mcp/src/server.ts) bundled with its dependencies into one file, so the package
 *      has none to install: `npx -y <folder or tarball>` starts it without a network;
 *   3. the packed package, published with the site at MCP_PACKAGE_PATH.
 *
 *   tsx mcp/scripts/build.ts [BUILD_DIR]
 *
 * The package reads only its own files when it runs.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';
import {siteUrl} from '../../config/site';
import {openApiSpecPath} from '../../config/api';
import {DOCBOX_RELEASE, MCP_PACKAGE_NAME, MCP_PACKAGE_PATH} from '../../src/data/release';
import {splitFrontMatter} from '../../src/plugins/markdownTwins';
import {changelog} from '../../src/data/apiChangelog';
import {SDK_PACKAGE, SDK_VERSION, isSdkCall, sdkOperations} from '../../src/data/sdk';
import {SAMPLE_LANGUAGES, requestModel, sdkSample} from '../../src/components/RequestSamples/samples';
import {
  derefDeep,
  listApiOperations,
  operationParameters,
  sampleOperation,
  securityParameters,
  type ApiContext,
  type OpenApiDocument,
} from '../../src/plugins/markdownTwins/openapi';
import type {About, ApiOperationData, ApiParameter, ErrorEntry, PageEntry} from '../src/types';

const root = path.resolve(import.meta.dirname, '../..');
const mcpDir = path.join(root, 'mcp');
const dist = path.join(mcpDir, 'dist');
const dataDir = path.join(dist, 'data');
/** The pages whose entries lookup_error answers with. */
const ERROR_PAGES = ['/docs/guides/troubleshooting', '/docs/guides/known-issues'];

const fail = (message: string): never => {
  throw new Error(message);
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** The twins and llms.txt, copied byte for byte, and the list of pages. */
function pages(buildDir: string): PageEntry[] {
  const entries: PageEntry[] = [];
  for (const name of filesUnder(buildDir).filter((file) => file.endsWith('.md'))) {
    const twin = readFileSync(path.join(buildDir, name), 'utf8');
    const front = splitFrontMatter(twin);
    if (!front) fail(`${name}: the Markdown twin has no front matter; was ${buildDir} built by this commit?`);
    const {title, canonical_url: url, docbox_release: release, last_changed: lastChanged} = front!.fields;
    if (!title || !url || !release || !lastChanged) fail(`${name}: the twin's front matter lacks title, canonical_url, docbox_release or last_changed`);
    const route = name === 'index.md' ? '/' : `/${name.replace(/\.md$/, '')}`;
    mkdirSync(path.dirname(path.join(dataDir, 'pages', name)), {recursive: true});
    copyFileSync(path.join(buildDir, name), path.join(dataDir, 'pages', name));
    entries.push({route, title, url, markdownUrl: `${siteUrl}/${name}`, file: name, release, lastChanged});
  }
  if (entries.length < 50) fail(`${buildDir}: only ${entries.length} Markdown twins; is it a production build (npm run build)?`);
  copyFileSync(path.join(buildDir, 'llms.txt'), path.join(dataDir, 'pages', 'llms.txt'));
  return entries;
}

function searchIndex(buildDir: string): void {
  const files = readdirSync(buildDir).filter((name) => /^search-index[^/]*\.json$/.test(name));
  if (files.length !== 1) fail(`${buildDir}: expected one search-index*.json, found ${files.length}`);
  copyFileSync(path.join(buildDir, files[0]), path.join(dataDir, 'search-index.json'));
}

/** Descriptions with the site's own links made absolute, as the twins have them, for an agent that has no page to resolve them against. */
function absoluteLinks<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (key === 'description' ? value.replace(/\]\((\/[^)\s]*)\)/g, `](${siteUrl}$1)`) : value) as T;
  if (Array.isArray(value)) return value.map((item) => absoluteLinks(item)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, absoluteLinks(item, name)])) as T;
  return value;
}

/** Every operation, from the same modules that write its page and its twin. */
function apiOperations(): ApiOperationData[] {
  const spec = JSON.parse(readFileSync(path.join(root, openApiSpecPath), 'utf8')) as OpenApiDocument;
  if (spec.info?.version !== DOCBOX_RELEASE) fail(`${openApiSpecPath}: info.version is ${spec.info?.version}, but the docs are for ${DOCBOX_RELEASE} (src/data/release.ts)`);
  return listApiOperations(spec).map((api): ApiOperationData => {
    const {operation} = api;
    const id = operation.operationId ?? fail(`${openApiSpecPath} ${api.pointer}: an operation without an operationId`);
    const slug = id.replace(/_/g, '-').toLowerCase();
    const context: ApiContext = {spec, specFile: openApiSpecPath, siteUrl, permalink: `/docs/api/${slug}`};
    const parameters = operationParameters(context, api);
    const resolved = (value: unknown) => derefDeep(context, value, api.pointer);
    const asParameter = (parameter: (typeof parameters)[number]): ApiParameter => ({
      name: parameter.name,
      in: parameter.in,
      required: Boolean(parameter.required),
      ...(parameter.description ? {description: parameter.description} : {}),
      ...(parameter.schema ? {schema: resolved(parameter.schema)} : {}),
      ...(parameter.example !== undefined ? {example: parameter.example} : {}),
      ...(parameter.deprecated ? {deprecated: true} : {}),
    });
    const body = operation.requestBody ? (resolved(operation.requestBody) as {required?: boolean; description?: string; content?: Record<string, unknown>}) : undefined;
    const dates = changelog.operations[id] ?? fail(`src/data/apiChangelog/changelog.json: no "since" release for ${id}; run npm run api:changelog`);
    const model = requestModel(sampleOperation(context, api, parameters));
    const samples: Record<string, string> = {};
    for (const sample of SAMPLE_LANGUAGES) samples[sample.value] = sample.render(model);
    const sdk = sdkSample(model);
    if (sdk.call) samples.typescript_sdk = sdk.code;
    const entry = sdkOperations[id];
    return absoluteLinks<ApiOperationData>({
      operation_id: id,
      method: api.method.toUpperCase(),
      path: api.path,
      ...(operation.summary ? {summary: operation.summary} : {}),
      ...(operation.description ? {description: operation.description} : {}),
      tags: operation.tags ?? [],
      ...(operation.deprecated ? {deprecated: true} : {}),
      page: `${siteUrl}/docs/api/${slug}`,
      markdown: `${siteUrl}/docs/api/${slug}.md`,
      since: dates.since,
      changed_in: dates.changedIn.map((version) => ({
        version,
        changes: (changelog.releases.find((release) => release.version === version)?.changes ?? [])
          .filter((change) => change.operations.includes(id))
          .map((change) => ({text: change.text, breaking: change.breaking, ...(change.documentationOnly ? {documentation_only: change.documentationOnly} : {})})),
      })),
      parameters: [...parameters, ...securityParameters(context, operation, api.pointer)].map(asParameter),
      request_body: body ? {required: Boolean(body.required), ...(body.description ? {description: body.description} : {}), content: body.content ?? {}} : null,
      responses: resolved(operation.responses ?? {}) as Record<string, unknown>,
      sdk: isSdkCall(entry)
        ? {
            package: SDK_PACKAGE,
            version: SDK_VERSION,
            service: entry.service,
            method: entry.method,
            call: `docbox.${entry.service}.${entry.method}`,
            since: entry.since,
            ...(entry.note ? {note: entry.note} : {}),
            ...(entry.alternatives ? {alternatives: entry.alternatives} : {}),
          }
        : {package: SDK_PACKAGE, version: SDK_VERSION, in_sdk: false},
      samples,
    });
  });
}

/** The entries of the Troubleshooting and Known issues pages: each ### heading and what follows it. */
function errorEntries(buildDir: string, pageList: PageEntry[]): ErrorEntry[] {
  const entries: ErrorEntry[] = [];
  for (const route of ERROR_PAGES) {
    const page = pageList.find((entry) => entry.route === route) ?? fail(`${route}: no Markdown twin in the build`);
    const {body} = splitFrontMatter(readFileSync(path.join(buildDir, page.file), 'utf8'))!;
    let group = '';
    let current: {heading: string; id: string; lines: string[]; group: string} | undefined;
    let fence: string | undefined;
    const close = () => {
      if (!current) return;
      const markdown = current.lines.join('\n').trim();
      const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
      entries.push({
        page: route,
        pageTitle: page.title,
        group: current.group,
        heading: current.heading,
        id: current.id,
        url: `${page.url}#${current.id}`,
        markdown,
        quoted: [...new Set([...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]))],
      });
      current = undefined;
    };
    for (const line of body.split('\n')) {
      const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (!fence || (line.startsWith(fence) && line.trim() === fence))) fence = fence ? undefined : marker;
      if (!fence && !marker && /^#{1,3} /.test(line)) {
        close();
        const level = /^#+/.exec(line)![0].length;
        const text = line.slice(level + 1);
        if (level === 2) group = text;
        if (level === 3) {
          const id = /\s\{#([\w-]+)\}$/.exec(text)?.[1] ?? fail(`${page.file}: the entry "${text}" has no {#id}`);
          current = {heading: text.replace(/\s\{#[\w-]+\}$/, ''), id, lines: [line], group};
        }
        continue;
      }
      current?.lines.push(line);
    }
    close();
  }
  if (entries.length < 30) fail(`only ${entries.length} troubleshooting and known-issues entries were found; have the pages' headings changed?`);
  return entries;
}

function about(): About {
  const gitOut = (args: string[]) => {
    try {
      return execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim() || undefined;
    } catch {
      return undefined;
    }
  };
  return {
    name: MCP_PACKAGE_NAME,
    version: DOCBOX_RELEASE,
    release: DOCBOX_RELEASE,
    siteUrl,
    commit: gitOut(['rev-parse', '--short=12', 'HEAD']),
    commitDate: gitOut(['log', '-1', '--format=%cI']),
  };
}

async function bundle(): Promise<void> {
  const common = {
    bundle: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: 'node20',
    // Bundled CommonJS modules (lunr, ajv) require Node's built-ins.
    banner: {js: "import {createRequire as __docboxCreateRequire} from 'node:module';\nconst require = __docboxCreateRequire(import.meta.url);"},
    legalComments: 'eof' as const,
    logLevel: 'warning' as const,
  };
  await build({
    ...common,
    entryPoints: [path.join(mcpDir, 'src/server.ts')],
    outfile: path.join(dist, 'server.mjs'),
    banner: {js: `#!/usr/bin/env node\n${common.banner.js}`},
  });
  // The site's ranking on its own, for tests that compare search_docs with it.
  await build({...common, entryPoints: [path.join(mcpDir, 'src/siteSearch.ts')], outfile: path.join(dist, 'site-search.mjs')});
}

/** Packs the package (npm pack: fixed dates and order, so two builds give the same bytes) into the site. */
function pack(buildDir: string): string {
  const destination = path.join(buildDir, path.posix.dirname(MCP_PACKAGE_PATH));
  mkdirSync(destination, {recursive: true});
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {cwd: mcpDir, encoding: 'utf8'});
  const [{filename}] = JSON.parse(output) as {filename: string}[];
  if (`/${path.posix.basename(MCP_PACKAGE_PATH)}` !== `/${filename}`) fail(`npm pack wrote ${filename}, not ${path.posix.basename(MCP_PACKAGE_PATH)}`);
  return path.join(destination, filename);
}

async function main(): Promise<void> {
  const started = performance.now();
  const buildDir = path.resolve(root, process.argv[2] ?? 'build');
  const manifest = JSON.parse(readFileSync(path.join(mcpDir, 'package.json'), 'utf8')) as {name: string; version: string};
  if (manifest.name !== MCP_PACKAGE_NAME || manifest.version !== DOCBOX_RELEASE) {
    fail(`mcp/package.json is ${manifest.name}@${manifest.version}; src/data/release.ts says ${MCP_PACKAGE_NAME}@${DOCBOX_RELEASE}`);
  }
  rmSync(dist, {recursive: true, force: true});
  mkdirSync(path.join(dataDir, 'pages'), {recursive: true});
  const pageList = pages(buildDir);
  searchIndex(buildDir);
  const operations = apiOperations();
  const errors = errorEntries(buildDir, pageList);
  const write = (name: string, value: unknown) => writeFileSync(path.join(dataDir, name), `${JSON.stringify(value)}\n`);
  write('pages.json', pageList);
  write('api.json', operations);
  write('errors.json', errors);
  write('about.json', about());
  const data = performance.now();
  await bundle();
  const bundled = performance.now();
  const tarball = pack(buildDir);
  const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
  console.log(
    `[mcp] ${MCP_PACKAGE_NAME}@${DOCBOX_RELEASE}: ${pageList.length} pages, ${operations.length} operations, ${errors.length} troubleshooting and known-issues entries; ${path.relative(root, tarball)}: data in ${ms(started, data)}, bundled in ${ms(data, bundled)}, packed in ${ms(bundled, performance.now())}`,
  );
}

main().catch((error: unknown) => {
  console.error(`mcp build: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
