/**
 * Markdown twins (src/plugins/markdownTwins) in the production build, served by nginx:
 *   - every page has its .md twin, linked from its <head>, and every twin its page;
 *   - every twin starts with front matter (title, canonical URL, release, last change from git);
 *   - no twin carries HTML, JSX or import lines outside code blocks;
 *   - llms.txt starts with instructions for agents, lists every page of each part of the site,
 *     stays under 50,000 characters, and every link in it resolves; llms-full.txt holds every
 *     guide and API page in sidebar order;
 *   - an "agent" that reads only an operation's .md builds the request the OpenAPI description
 *     defines (method, path with its parameters, required headers, body fields);
 *   - the sitemap and the search index leave the twins out;
 *   - "Copy page" puts the page's Markdown on the clipboard and "View as Markdown" opens it.
 */
import {execFileSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import type {Root, RootContent, Table} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {DOCBOX_RELEASE} from '../../src/data/release';

const root = path.join(__dirname, '../..');
const build = path.join(root, 'build');
const SITE_URL = process.env.SITE_URL ?? 'https://docbox-nz.pages.dev';
/** Pages that are not content and so have no twin. */
const WITHOUT_TWIN = ['404.html', 'search.html'];

const filesUnder = (ext: string) =>
  readdirSync(build, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith(ext))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
const parse = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).parse(markdown);
/** The site path a URL on the site stands for (the tests run on another origin). */
const sitePath = (url: string) => url.replace(SITE_URL, '');

/** A twin's front matter, as its lines, and the Markdown after it. */
function frontMatterOf(twin: string): {fields: Record<string, string>; body: string} | undefined {
  const match = /^---\n([\s\S]*?)\n---\n\n/.exec(twin);
  if (!match) return undefined;
  const fields = Object.fromEntries(match[1].split('\n').map((line) => {
    const [, key, value] = /^([a-z_]+): (".*")$/.exec(line) ?? [];
    return [key ?? line, value === undefined ? line : (JSON.parse(value) as string)];
  }));
  return {fields, body: twin.slice(match[0].length)};
}
const bodyOf = (twin: string) => frontMatterOf(twin)?.body ?? twin;

/** The committer date of the newest commit that touched any of these files (as the build dates twins). */
const lastCommit = (...files: string[]) => execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], {cwd: root, encoding: 'utf8'}).trim();

function textOf(node: RootContent | Root): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child as RootContent)).join('') : '';
}

test.describe('twins in the build', () => {
  const htmlPages = filesUnder('.html').filter((name) => !WITHOUT_TWIN.includes(name));
  const twins = filesUnder('.md');

  test('every HTML page has its twin and links it from its head; every twin has its page', () => {
    expect(htmlPages.length).toBeGreaterThan(100);
    const twinOf = (html: string) => html.replace(/\.html$/, '.md');
    const missing = htmlPages.filter((html) => !twins.includes(twinOf(html)));
    expect(missing, 'pages without a twin').toEqual([]);
    const orphans = twins.filter((twin) => !htmlPages.includes(twin.replace(/\.md$/, '.html')));
    expect(orphans, 'twins without a page').toEqual([]);
    const unlinked = htmlPages.filter((html) => {
      const head = readFileSync(path.join(build, html), 'utf8').split('</head>')[0];
      return !head.includes(`<link rel="alternate" type="text/markdown" href="/${twinOf(html)}" title="Markdown">`);
    });
    expect(unlinked, 'pages whose head does not link their twin').toEqual([]);
  });

  test('every twin starts with front matter: its title, canonical URL, release, last change from git and llms.txt', () => {
    const problems: string[] = [];
    for (const twin of twins) {
      const markdown = readFileSync(path.join(build, twin), 'utf8');
      const front = frontMatterOf(markdown);
      if (!front) {
        problems.push(`${twin}: no front matter`);
        continue;
      }
      const route = twin === 'index.md' ? '/' : `/${twin.replace(/\.md$/, '')}`;
      const {title, canonical_url, docbox_release, last_changed, llms_txt, ...others} = front.fields;
      const noteRelease = /^\/blog\/docbox-(\d+)-(\d+)-(\d+)$/.exec(route)?.slice(1).join('.');
      if (Object.keys(others).length) problems.push(`${twin}: other front matter lines ${JSON.stringify(others)}`);
      if (!title || !front.body.startsWith(`# ${title}\n`)) problems.push(`${twin}: title ${JSON.stringify(title)} is not the page's heading`);
      if (canonical_url !== `${SITE_URL}${route}`) problems.push(`${twin}: canonical_url ${canonical_url}`);
      if (docbox_release !== (noteRelease ?? DOCBOX_RELEASE)) problems.push(`${twin}: docbox_release ${docbox_release}`);
      if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(last_changed ?? '')) problems.push(`${twin}: last_changed ${last_changed}`);
      // Every twin names the index of the others.
      if (llms_txt !== `${SITE_URL}/llms.txt`) problems.push(`${twin}: llms_txt ${llms_txt}`);
    }
    expect(problems).toEqual([]);
    // The dates are the git history's: the newest commit that touched the page's sources.
    const lastChanged = (twin: string) => frontMatterOf(readFileSync(path.join(build, twin), 'utf8'))!.fields.last_changed;
    expect(lastChanged('docs/guides/setup/create-tenant.md')).toBe(lastCommit('docs/guides/setup/create-tenant.md'));
    expect(lastChanged('blog/docbox-0-9-3.md')).toBe(lastCommit(`blog/${readdirSync(path.join(root, 'blog')).find((name) => name.endsWith('docbox-0-9-3.md'))}`));
    expect(lastChanged('index.md')).toBe(lastCommit('src/data/landing.ts'));
    expect(lastChanged('docs/api/file-upload.md')).toBe(lastCommit('api/docbox.json', 'src/data/apiChangelog/changelog.json', 'api/reference/file-upload.api.mdx'));
    expect(lastChanged('blog.md')).toBe(lastCommit('blog'));
  });

  test('no twin has HTML tags, JSX or import lines outside code blocks', () => {
    const problems: string[] = [];
    // llms-full.txt is the twins themselves, each after its Source line (checked below, page by
    // page): parsing its 1.5 MB again found nothing the twins' own parse does not.
    for (const twin of [...twins, 'llms.txt']) {
      const markdown = bodyOf(readFileSync(path.join(build, twin), 'utf8'));
      const visit = (node: RootContent | Root) => {
        const where = `${twin}:${node.position?.start.line}`;
        if (node.type === 'html') problems.push(`${where}: ${node.value.slice(0, 60)}`);
        if (node.type === 'paragraph' && /^(import|export)\s/m.test(textOf(node))) problems.push(`${where}: import/export line`);
        if (node.type === 'text' && /<\/?[A-Za-z][\w.-]*(\s[^>]*)?\/?>/.test(node.value)) problems.push(`${where}: tag-like text ${node.value.slice(0, 60)}`);
        if ('children' in node) node.children.forEach((child) => visit(child as RootContent));
      };
      visit(parse(markdown));
    }
    expect(problems).toEqual([]);
  });

  test('the sitemap and the search index leave the twins out', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toMatch(/\.md</);
    const [indexFile] = filesUnder('.json').filter((name) => /^search-index/.test(name));
    const index = JSON.parse(readFileSync(path.join(build, indexFile), 'utf8')) as {documents: {u: string}[]}[];
    const urls = index.flatMap((part) => part.documents.map((document) => document.u));
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.filter((url) => /\.md($|#)/.test(url))).toEqual([]);
  });
});

test.describe('llms.txt and llms-full.txt', () => {
  test('llms.txt has the site name, a summary and a section per part of the site, each listing its pages', async ({request}) => {
    const response = await request.get('/llms.txt');
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# Docbox\n\n> Docbox is .+\n\n/);
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(['Instructions for agents', 'Guides', 'Configuration', 'API reference', 'Release notes']);
    expect(text).toContain(`${SITE_URL}/api/docbox.json`);
    // Short enough for an agent to read whole.
    expect([...text].length).toBeLessThan(50_000);

    // The instructions: which release, where the API sits, which header carries the key.
    const instructions = text.split('## Instructions for agents\n')[1].split('\n## ')[0];
    expect(instructions).toContain(`These docs are for Docbox server ${DOCBOX_RELEASE}`);
    expect(instructions).toMatch(/sits behind the reader's own backend, the \[gateway\]\([^)]+\/docs\/guides\/concepts\/gateway\.md\)/);
    expect(instructions).toContain('the API key in the `x-docbox-api-key` header');
    expect(instructions).toContain(`${SITE_URL}/mcp/docbox-docs-mcp-${DOCBOX_RELEASE}.tgz`);

    // Every guide, category, API page and release note, each with a one-line description.
    const listed = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S.*$/gm)].map((match) => sitePath(match[1]));
    const expected = filesUnder('.md')
      .filter((name) => /^docs\//.test(name) || /^blog\/[^/]+\.md$/.test(name))
      .filter((name) => !/^blog\/(archive|authors|tags)\.md$/.test(name))
      .map((name) => `/${name}`);
    expect([...listed].filter((url) => url.endsWith('.md')).sort()).toEqual(expected.sort());
    const configuration = text.split('## Configuration')[1].split('## API reference')[0];
    expect(configuration).toContain('/docs/guides/configuration/server-environment-variables.md');
    expect(text.split('## Guides')[1].split('## Configuration')[0]).not.toContain('/docs/guides/configuration/');
  });

  test('every link in llms.txt resolves', async ({request}) => {
    const text = await (await request.get('/llms.txt')).text();
    const urls = [...text.matchAll(/\]\((https?:[^)]+)\)/g)].map((match) => match[1]);
    expect(urls.length).toBeGreaterThan(100);
    const broken: string[] = [];
    for (const url of new Set(urls)) {
      expect(url.startsWith(SITE_URL), url).toBe(true);
      const response = await request.get(sitePath(url));
      const type = response.headers()['content-type'] ?? '';
      const expectedType = url.endsWith('.md') ? 'text/markdown' : url.endsWith('.json') ? 'application/json' : 'text/plain';
      if (response.status() !== 200 || !type.startsWith(expectedType)) broken.push(`${url}: ${response.status()} ${type}`);
    }
    expect(broken).toEqual([]);
  });

  test('llms-full.txt holds every guide and API page, in sidebar order, as their twins', async ({request}) => {
    // Sidebar order, as readers meet it: each page's "Next" link, from the first guide and the
    // first API page. Category pages that are lists of links (their pages' cards) are left out of
    // llms-full.txt; one written as a page of its own (the chooser of ways to run Docbox) is in.
    const sidebarOrder: string[] = [];
    for (const first of ['/docs/guides/intro', '/docs/api/docbox']) {
      let route: string | undefined = first;
      const seen = new Set<string>();
      while (route && !seen.has(route)) {
        seen.add(route);
        const html = await (await request.get(route)).text();
        if (!route.startsWith('/docs/category/') || !html.includes('theme-doc-card')) sidebarOrder.push(route);
        // The HTML is minified: attribute values may be unquoted.
        route = /class="pagination-nav__link pagination-nav__link--next" href="?([^"\s>]+)/.exec(html)?.[1];
      }
    }
    expect(sidebarOrder.length).toBeGreaterThan(60);
    const full = await (await request.get('/llms-full.txt')).text();
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((match) => sitePath(match[1]));
    expect(sources).toEqual(sidebarOrder);
    // Each page is its twin, the Source line standing for its front matter; what is left once the
    // pages are taken out is the file's own heading and summary, and the rules between pages.
    let rest = full;
    for (const route of sidebarOrder) {
      const twin = bodyOf(readFileSync(path.join(build, `${route}.md`), 'utf8')).trim();
      const section = `Source: ${SITE_URL}${route}\n\n${twin}\n`;
      expect(rest.includes(section), `${route}: its twin, as it is, after its Source line`).toBe(true);
      rest = rest.replace(section, '');
    }
    const left = rest.split('\n').filter((line) => line.trim() !== '' && line !== '---');
    expect(left.length, left.join('\n').slice(0, 500)).toBeLessThanOrEqual(2);
  });
});

// ---------------------------------------------------------------------------------------------
// The agent check: a request built from nothing but an operation's Markdown twin.

type Spec = {
  paths: Record<string, Record<string, Operation>>;
  components: {parameters: Record<string, Parameter>; schemas: Record<string, {required?: string[]; properties?: Record<string, unknown>; $ref?: string}>};
};
type Parameter = {name: string; in: string; required?: boolean; example?: unknown; $ref?: string};
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: {content: Record<string, {schema?: {$ref?: string; required?: string[]; properties?: Record<string, unknown>}}>};
};

/** What a client needs to send: the request, with example values where the description has them. */
interface BuiltRequest {
  method: string;
  path: string;
  query: string[];
  headers: Record<string, string>;
  contentType?: string;
  requiredFields: string[];
  fields: string[];
}

/** Reads the twin the way a coding assistant would: the endpoint line and the tables under their headings. */
function requestFromMarkdown(markdown: string): BuiltRequest {
  const tree = parse(markdown);
  const endpoint = tree.children
    .map((node) => (node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'inlineCode' ? node.children[0].value : ''))
    .map((value) => /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\/\S*)$/.exec(value))
    .find(Boolean);
  if (!endpoint) throw new Error('no "METHOD /path" line');
  const tables = new Map<string, Record<string, string>[]>();
  let section = '';
  let contentType: string | undefined;
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 3) section = node.depth === 2 ? textOf(node) : `${section.split(' > ')[0]} > ${textOf(node)}`;
    if (node.type === 'paragraph' && section === 'Request > Request body') contentType ??= /^Content type (\S+),/.exec(textOf(node))?.[1];
    if (node.type === 'table' && !tables.has(section)) {
      const [header, ...rows] = (node as Table).children.map((row) => row.children.map((cell) => textOf(cell)));
      tables.set(section, rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']))));
    }
  }
  const rows = (title: string) => tables.get(`Request > ${title}`) ?? [];
  const example = (row: Record<string, string>) => /Example: (\S+)\.(\s|$)/.exec(row.Description)?.[1];
  const [, method, template] = endpoint;
  const path = template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const row = rows('Path parameters').find((candidate) => candidate.Name === name && candidate.Required === 'yes');
    return row ? (example(row) ?? `<${name}>`) : whole;
  });
  const required = (title: string) => rows(title).filter((row) => row.Required === 'yes');
  const body = rows('Request body');
  return {
    method,
    path,
    query: required('Query parameters').map((row) => row.Name).sort(),
    headers: Object.fromEntries(required('Headers').map((row) => [row.Name, example(row) ?? ''])),
    contentType,
    requiredFields: body.filter((row) => row.Required === 'yes' && !/[.[]/.test(row.Field)).map((row) => row.Field).sort(),
    fields: body.filter((row) => !/[.[]/.test(row.Field)).map((row) => row.Field).sort(),
  };
}

/** The same request, from the OpenAPI description. */
function requestFromSpec(spec: Spec, method: string, specPath: string, operation: Operation): BuiltRequest {
  const parameters = (operation.parameters ?? []).map((parameter) =>
    parameter.$ref ? spec.components.parameters[parameter.$ref.split('/').pop()!] : parameter,
  );
  const path = specPath.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter ? String(parameter.example ?? `<${name}>`) : whole;
  });
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const schema = media?.schema?.$ref ? spec.components.schemas[media.schema.$ref.split('/').pop()!] : media?.schema;
  return {
    method: method.toUpperCase(),
    path,
    query: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name).sort(),
    headers: Object.fromEntries(parameters.filter((p) => p.in === 'header' && p.required).map((p) => [p.name, String(p.example ?? '')])),
    contentType,
    requiredFields: [...(schema?.required ?? [])].sort(),
    fields: Object.keys(schema?.properties ?? {}).sort(),
  };
}

test.describe('an agent with only the Markdown', () => {
  test('reads the SDK sample of "Upload a file" as the page shows it, with the advice to use uploadAsync', async ({page, request}) => {
    const markdown = await (await request.get('/docs/api/file-upload.md')).text();
    const sdk = /\n### SDK\n\n```typescript\n([\s\S]*?)\n```\n([\s\S]*?)\n### /.exec(markdown);
    expect(sdk, 'the twin has an SDK section').toBeTruthy();
    const [, code, notes] = sdk!;
    expect(notes).toContain('uploadAsync');
    await page.goto('/docs/api/file-upload');
    const samples = page.getByRole('region', {name: 'Request samples'});
    const tab = samples.getByRole('tab', {name: 'SDK', exact: true});
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = samples.locator('[role="tabpanel"]:not([hidden])');
    await expect(panel.locator('pre code').first()).toContainText('await docbox.file.upload(');
    const shown = (await panel.locator('pre code').first().innerText()).trim().replace(/\n+/g, '\n');
    expect(shown).toBe(code!.replace(/\n+/g, '\n'));
    // The note under the sample and the other call, in the page's words and the twin's.
    const pageNotes = (await panel.innerText()).replace(/\s+/g, ' ');
    for (const phrase of ['The SDK marks upload as deprecated', 'docbox.file.uploadAsync', 'polls the task']) {
      expect(pageNotes, phrase).toContain(phrase);
      expect(notes.replace(/`/g, '').replace(/\s+/g, ' '), phrase).toContain(phrase);
    }
  });

  const spec = JSON.parse(readFileSync(path.join(root, 'api/docbox.json'), 'utf8')) as Spec;
  const operations = Object.entries(spec.paths).flatMap(([specPath, item]) =>
    Object.entries(item).map(([method, operation]) => ({method, specPath, operation})),
  );

  test('builds the request the OpenAPI description defines, for every operation', async ({request}) => {
    expect(operations.length).toBeGreaterThan(40);
    for (const {method, specPath, operation} of operations) {
      const slug = operation.operationId.replace(/_/g, '-').toLowerCase();
      const response = await request.get(`/docs/api/${slug}.md`);
      expect(response.status(), slug).toBe(200);
      const fromMarkdown = requestFromMarkdown(await response.text());
      expect(fromMarkdown, slug).toEqual(requestFromSpec(spec, method, specPath, operation));
    }
  });

  test('sees a body and the same curl command as the page for four operations (upload, create, search, update)', async ({page, request}) => {
    for (const slug of ['file-upload', 'folder-create', 'document-box-search', 'link-update']) {
      const markdown = await (await request.get(`/docs/api/${slug}.md`)).text();
      expect(requestFromMarkdown(markdown).fields.length, slug).toBeGreaterThan(0);
      const curl = /### curl\n\n```bash\n([\s\S]*?)\n```/.exec(markdown)?.[1];
      expect(curl, slug).toBeTruthy();
      await page.goto(`/docs/api/${slug}`);
      const sample = page.getByRole('region', {name: 'Request samples'}).locator('pre code').first();
      // Each highlighted line is a block of its own: innerText puts a blank line between them.
      expect((await sample.innerText()).trim().replace(/\n+/g, '\n'), slug).toBe(curl);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The page controls

const actions = (page: Page) => page.getByRole('group', {name: 'This page as Markdown'});

async function twinText(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(`${route}.md`);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe('Copy page and View as Markdown', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('Copy page puts the page\'s Markdown on the clipboard, loading it only then', async ({page, request}) => {
    const route = '/docs/guides/setup/create-tenant';
    const markdownRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.endsWith('.md')) markdownRequests.push(req.url());
    });
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(markdownRequests, 'nothing is loaded before the control is used').toEqual([]);

    const button = page.getByRole('button', {name: 'Copy page'});
    const before = await button.boundingBox();
    await button.click();
    await expect(actions(page).getByRole('status')).toHaveText('The page is on the clipboard as Markdown.');
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.getByRole('button', {name: 'Copied'}).boundingBox(), 'the button keeps its size').toEqual(before);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await twinText(request, route));
    expect(clipboard).toMatch(/^---\ntitle: "Create a tenant"\n[\s\S]*\n---\n\n# Create a tenant\n/);
    expect(markdownRequests.map((url) => new URL(url).pathname)).toEqual([`${route}.md`]);
    expect(markdownRequests.every((url) => url.startsWith(new URL(page.url()).origin)), 'same origin only').toBe(true);
  });

  test('works from the keyboard, on API and release-note pages too', async ({page, request}) => {
    for (const route of ['/docs/api/folder-create', '/blog/docbox-0-9-3']) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const button = page.getByRole('button', {name: 'Copy page'});
      await button.focus();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(actions(page).getByRole('status')).toHaveText('The page is on the clipboard as Markdown.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await twinText(request, route));
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeFocused();
    }
  });

  test('View as Markdown opens the page\'s twin', async ({page}) => {
    await page.goto('/docs/guides/concepts/gateway');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', '/docs/guides/concepts/gateway.md');
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/gateway.md')), link.click()]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(page).toHaveURL(/\/docs\/guides\/concepts\/gateway\.md$/);
    await expect(page.locator('body')).toContainText('# Gateway\n');
  });

  test('appear on doc, category, API and release-note pages, not on lists or the landing page', async ({page}) => {
    for (const route of ['/docs/guides/intro', '/docs/category/setup', '/docs/api/docbox', '/docs/api/file', '/blog/docbox-0-1-0']) {
      await page.goto(route);
      await expect(page.getByRole('link', {name: 'View as Markdown'}), route).toHaveAttribute('href', `${route}.md`);
    }
    for (const route of ['/', '/blog']) {
      await page.goto(route);
      await expect(page.getByRole('button', {name: 'Copy page'}), route).toHaveCount(0);
    }
  });

  test.describe('at phone width', () => {
    test.use({viewport: {width: 390, height: 844}});

    test('both controls are on screen and usable', async ({page}) => {
      await page.goto('/docs/api/file-upload');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      for (const control of [page.getByRole('button', {name: 'Copy page'}), page.getByRole('link', {name: 'View as Markdown'})]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await page.getByRole('button', {name: 'Copy page'}).click();
      await expect(actions(page).getByRole('status')).toHaveText('The page is on the clipboard as Markdown.');
    });
  });
});
