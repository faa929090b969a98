/**
 * Builds the API reference from api/docbox.json, the single source of truth:
 *   1. validates the description (stops with file, JSON pointer and problem on any error),
 *   2. regenerates api/reference/*.api.mdx, *.tag.mdx, *.info.mdx and sidebar.ts from scratch,
 *   3. publishes a copy at /api/docbox.json on the site.
 * Runs before `docusaurus start` and `docusaurus build`. If validation fails, the last good
 * generated pages are left in place.
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {InvalidSpecError, formatProblem, loadValidSpec} from './lib/openapi';
import {PART_IMPORTS} from '../../src/plugins/workarounds';
import {withSlimOperation} from './lib/packed-operation';
import {partWithHtml} from './lib/api-parts';
import {changelogPage} from './lib/api-changelog-page';
import {changelog, versionLine} from '../../src/data/apiChangelog';
import {SAMPLE_LANGUAGES} from '../../src/components/RequestSamples/samples';
import {OPERATION_KEYWORDS} from '../../src/data/operationKeywords';
import {checkOperationKeywords, operationIds, OperationKeywordsError} from './lib/operation-keywords';

const root = path.resolve(__dirname, '..', '..');
const specFile = process.argv[2] ?? 'api/docbox.json';
const publishedCopy = path.join(root, '.generated/static/api/docbox.json');

type Spec = {
  paths: Record<string, Record<string, {operationId?: string}>>;
  tags?: {name: string; description?: string}[];
};
const OPERATION_IMPORT = `import '@site/src/theme/ApiItem/operation';\nimport ReleaseSwitch from '@site/src/components/Releases/ReleaseSwitch';`;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

// PART_IMPORTS: the plugin's imports in an operation page and the site's in their place, kept
// with the other workarounds (src/plugins/workarounds.ts, operationPartImports). A page whose
// imports differ stops the step: a new plugin version must be looked at, not half rewritten.

function withSiteParts(file: string, page: string): string {
  let result = page;
  for (const [theirs, ours] of PART_IMPORTS) {
    if (!result.includes(`\n${theirs}\n`)) throw new Error(`${file}: the generated page has no line ${theirs}`);
    result = result.replace(`\n${theirs}\n`, ours ? `\n${ours}\n` : '\n');
  }
  if (/<(OperationTabs|TabItem)\b/.test(result)) throw new Error(`${file}: the generated page uses OperationTabs or TabItem`);
  // The headings' classes, the site's own (src/theme/ApiItem/operation.css): the API theme's
  // classes would bring its stylesheet (scripts/build/finalize-build.ts links it on pages that
  // use them).
  if (!result.includes(OPERATION_CLASSES[0]![0])) throw new Error(`${file}: the generated page has no ${OPERATION_CLASSES[0]![0]}`);
  for (const [theirs, ours] of OPERATION_CLASSES) result = result.replaceAll(theirs, ours);
  if (/className=\{"openapi/.test(result)) throw new Error(`${file}: the generated page has a class of the API theme left`);
  return result;
}

// The title's class (every page has one), then the "Request" heading's (pages with a request).
const OPERATION_CLASSES: [string, string][] = [
  ['className={"openapi__heading"}', 'className={"operation-title"}'],
  ['className={"openapi-tabs__heading"}', 'className={"operation-heading"}'],
];

/**
 * The props the plugin wrote for the page's parts (`<slug>.ParamsDetails.json` and its siblings),
 * with their Markdown descriptions as HTML (scripts/build/lib/api-parts.ts).
 */
function partsWithHtml(slug: string): void {
  for (const part of ['ParamsDetails', 'RequestSchema', 'StatusCodes'] as const) {
    const file = path.join(root, 'api/reference', `${slug}.${part}.json`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    writeFileSync(file, JSON.stringify(partWithHtml(part, JSON.parse(text) as Record<string, unknown>)));
  }
}

/**
 * The API information page (`*.info.mdx`) still uses the API theme's components (its headings,
 * the security scheme's tabs): it imports the theme's stylesheet, which no other page does
 * (src/plugins/codeSplitting.ts puts it in its own file).
 */
const INFO_STYLES_IMPORT = `import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';`;

function styleInfoPages(): void {
  const dir = path.join(root, 'api/reference');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.info.mdx'))) {
    const file = path.join(dir, name);
    const page = readFileSync(file, 'utf8');
    const styled = page.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\n${INFO_STYLES_IMPORT}\n`);
    if (styled === page) throw new Error(`${file}: no front matter in the generated page`);
    writeFileSync(file, styled);
  }
}

/**
 * Imports the operation page component into each operation page (see OPERATION_IMPORT), swaps the
 * theme's components for the site's (PART_IMPORTS), leaves out of the packed operation what its
 * request samples never read (scripts/build/lib/packed-operation.ts), and
 * puts each operation's method, path and operation ID in its page's keywords: search indexes
 * keywords as page-level matches, so "POST /box/{scope}/file" (or the /box/:scope/file form the
 * pages show) and the words of its URL find the operation as surely as its summary does.
 */
/**
 * The keyword naming the request samples' languages on every operation page (docs-dev/search.md),
 * one name, so that "python" alone does not make every operation a full match of a short name.
 * JavaScript is left out: "javascript client" and "typescript types" ask for the SDK's guide.
 */
const SAMPLES_KEYWORD = `code samples in ${SAMPLE_LANGUAGES.filter(({value}) => value !== 'javascript')
  .map(({label}) => label)
  .join(' and ')} (reqwest)`;

function finishOperationPages(spec: Spec): void {
  for (const [apiPath, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const operationId = item[method]?.operationId;
      if (!operationId) continue;
      const file = path.join(root, 'api/reference', `${operationId.replace(/_/g, '-')}.api.mdx`);
      const page = readFileSync(file, 'utf8');
      const colonPath = apiPath.replace(/\{([^}]+)\}/g, ':$1');
      // The operation ID's words too: the page's URL says "flush-database-pool-cache".
      // And the languages of its request samples (src/components/RequestSamples, left out of the
      // index with the rest of the request panel): "rust" or "reqwest" finds the operations.
      // And "endpoint", the word readers and agents use for an operation ("health check
      // endpoint", "what is the endpoint to list boxes"), which the pages themselves never say.
      // And the reader's words for what it does (src/data/operationKeywords.ts): "temporary link"
      // for a presigned download URL, "reload tenant" for flushing the tenant cache.
      const keywords = [
        ...new Set([`${method.toUpperCase()} ${apiPath}`, `${method.toUpperCase()} ${colonPath}`, operationId.replace(/_/g, ' ')]),
        'endpoint',
        SAMPLES_KEYWORD,
        ...(OPERATION_KEYWORDS[operationId] ?? []),
      ];
      const withKeywords = page.replace(/^title: .*$/m, (title) => `${title}\nkeywords: ${JSON.stringify(keywords)}`);
      if (withKeywords === page) throw new Error(`${file}: no title line in the generated front matter`);
      // The operation page's component and CSS come with the operation pages (src/theme/ApiItem).
      const withTheme = withKeywords.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\n${OPERATION_IMPORT}\n`);
      if (withTheme === withKeywords) throw new Error(`${file}: no front matter in the generated page`);
      // The release the operation appeared in and those that changed it (API changelog), and on
      // the same line the reader's release, which marks the line (src/remark/releaseMarks.ts):
      // one line under the method and path, nothing more above the description. "Since 0.1.0"
      // leaves room for the switch in that line (the Markdown twin keeps "Since Docbox 0.1.0").
      const line = versionLine(operationId).replace(/^Since Docbox /, 'Since ');
      const withVersions = withTheme.replace(
        /\n<\/MethodEndpoint>\n/,
        (end) => `${end}\n<p className="operation-release"><Since operation="${operationId}">${line}</Since> <ReleaseSwitch compact /></p>\n`,
      );
      if (withVersions === withTheme) throw new Error(`${file}: no MethodEndpoint in the generated page`);
      writeFileSync(file, withSlimOperation(file, withSiteParts(file, withVersions)));
      partsWithHtml(operationId.replace(/_/g, '-'));
    }
  }
}

/**
 * The generator gives each tag's page (admin.tag.mdx, ...) the tag's name as its description,
 * so the page's meta description and link previews said just "Admin". They take the tag's
 * description from the OpenAPI description instead.
 */
function describeTagPages(spec: Spec): void {
  const dir = path.join(root, 'api/reference');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.tag.mdx'))) {
    const file = path.join(dir, name);
    const page = readFileSync(file, 'utf8');
    const title = /^title: (".*")$/m.exec(page)?.[1];
    if (!title) throw new Error(`${file}: no title line in the generated front matter`);
    const tag = spec.tags?.find((candidate) => candidate.name === (JSON.parse(title) as string));
    if (!tag?.description) continue;
    const described = page.replace(/^description: .*$/m, `description: ${JSON.stringify(tag.description.replace(/\s+/g, ' ').trim())}`);
    if (described === page && !page.includes(`description: ${JSON.stringify(tag.description)}`)) {
      throw new Error(`${file}: no description line in the generated front matter`);
    }
    writeFileSync(file, described);
  }
}

/**
 * /docs/api/changelog from src/data/apiChangelog/changelog.json (npm run api:changelog). A
 * changelog whose newest release is not the description's version is out of date: it stops here.
 */
function writeChangelogPage(spec: Spec & {info?: {version?: string}}): void {
  const newest = changelog.releases[0]?.version;
  if (newest !== spec.info?.version) {
    throw new Error(`src/data/apiChangelog/changelog.json: newest release ${newest} but ${specFile} describes ${spec.info?.version}; run npm run api:changelog`);
  }
  const file = path.join(root, 'api/reference/changelog.mdx');
  writeFileSync(`${file}.tmp`, changelogPage(changelog, spec));
  renameSync(`${file}.tmp`, file);
}

/**
 * What `docusaurus clean-api-docs all` removes (the plugin's cleanApiDocs: *.api.mdx, *.info.mdx,
 * *.tag.mdx, sidebar.ts and the parts' *.json), plus the changelog page this script writes; the
 * hand-written docbox.mdx stays. Done here rather than by that command, which loads the whole
 * site's configuration in a process of its own for a few file deletions (2.4 s of CPU).
 */
function removeGeneratedPages(): void {
  const dir = path.join(root, 'api/reference');
  const generated = /(\.api\.mdx|\.info\.mdx|\.tag\.mdx|\.json)$|^sidebar\.(ts|js)$|^changelog\.mdx$/;
  for (const name of readdirSync(dir)) if (generated.test(name) && name !== 'versions.json') rmSync(path.join(dir, name));
}

/** The date of the last commit of these files (ISO, committer date), or undefined outside git. */
function lastCommitDate(files: string[]): string | undefined {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
    return date || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every generated page gets the freshness the guides have in their own front matter: the date
 * of the last commit of what it is made from (the description, and for the "Since" lines and the
 * changelog page the changelog data), which the docs plugin shows as "Last updated" and the
 * sitemap uses as lastmod, and the release the reference was checked against, copied from the
 * hand-written docbox.mdx. Outside a git checkout (a Docker build) the date is left out.
 */
function dateGeneratedPages(): void {
  const dir = path.join(root, 'api/reference');
  const overview = readFileSync(path.join(dir, 'docbox.mdx'), 'utf8');
  const record = ['checked_against', 'checked_on'].map((key) => {
    const line = new RegExp(`^${key}: .+$`, 'm').exec(overview.split(/\n---\n/)[0]!)?.[0];
    if (!line) throw new Error(`api/reference/docbox.mdx: no ${key} in its front matter (docs-dev/releases.md)`);
    return line;
  });
  const description = lastCommitDate([specFile]);
  const withChangelog = lastCommitDate([specFile, 'src/data/apiChangelog/changelog.json']);
  const changelogOnly = lastCommitDate(['src/data/apiChangelog/changelog.json']);
  if (!description) console.warn('warning: no git history for the API description: the API pages carry no "Last updated" date');
  for (const name of readdirSync(dir).filter((file) => /\.(api|tag|info)\.mdx$|^changelog\.mdx$/.test(file))) {
    const file = path.join(dir, name);
    const page = readFileSync(file, 'utf8');
    const date = name === 'changelog.mdx' ? changelogOnly : name.endsWith('.api.mdx') ? withChangelog : description;
    const lines = [...record, ...(date ? [`last_update:\n  date: ${date}`] : [])].join('\n');
    const dated = page.replace(/^---\n([\s\S]*?)\n---\n/, (_, frontMatter: string) => `---\n${frontMatter}\n${lines}\n---\n`);
    if (dated === page) throw new Error(`${file}: no front matter in the generated page`);
    writeFileSync(file, dated);
  }
}

async function main(): Promise<void> {
  const text = readFileSync(path.resolve(root, specFile), 'utf8');
  const {warnings} = await loadValidSpec(specFile, text);
  for (const warning of warnings) console.warn(`warning: ${formatProblem(warning)}`);
  // Before anything is removed: a missing or stray entry leaves the last good pages in place.
  checkOperationKeywords(operationIds(JSON.parse(text) as Spec, METHODS), OPERATION_KEYWORDS);

  removeGeneratedPages();
  const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
  execFileSync(docusaurus, ['gen-api-docs', 'all'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
  finishOperationPages(JSON.parse(text) as Spec);
  describeTagPages(JSON.parse(text) as Spec);
  styleInfoPages();
  writeChangelogPage(JSON.parse(text) as Spec & {info?: {version?: string}});
  dateGeneratedPages();

  mkdirSync(path.dirname(publishedCopy), {recursive: true});
  writeFileSync(`${publishedCopy}.tmp`, text);
  renameSync(`${publishedCopy}.tmp`, publishedCopy);
  console.log(`API reference generated from ${specFile}.`);
}

main().catch((error: unknown) => {
  if (error instanceof OperationKeywordsError) {
    console.error(`The reader's words for the API operations do not match the description; the API pages were not regenerated.\n${error.message}`);
  } else if (error instanceof InvalidSpecError) {
    console.error(`The API description is invalid; the API pages were not regenerated.\n${error.message}`);
  } else if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
    console.error(`${specFile}: file not found`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
