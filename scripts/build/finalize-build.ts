/**
 * Runs after `docusaurus build` (npm run build does both):
 *   0. draws every page's link-preview card (build/img/social/) and adds the image and the
 *      missing Open Graph tags to the page's head (scripts/build/lib/social-pages.ts), first, so the
 *      steps below hash and compress the final HTML;
 *   1. hashes every inline script the build emitted into a strict Content-Security-Policy and
 *      writes it with the other security headers to build/_headers, the file static hosts
 *      read and scripts/serve/serve-nginx.sh turns into nginx headers;
 *   2. links the API theme's stylesheet, and the operation pages' own, from the HTML of the pages
 *      that use them (see withPageStyles);
 *   3. takes the zero-width spaces of heading anchors out of the search index's text
 *      (cleanSearchIndex in src/search/results.ts);
 *   4. writes robots.txt and the Markdown not-found answer (404.markdown) with the site's URL
 *      (scripts/build/lib/agentFiles.ts);
 *   5. precompresses text files (.br, .gz) so nginx's brotli_static / gzip_static can send them.
 * It runs after the build rather than in a plugin's postBuild because plugins' postBuild hooks
 * run concurrently and some of them (search index, sitemap) write files too.
 */
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {siteTitle, siteUrl, tagline} from '../../config/site';
import {NOT_FOUND_MARKDOWN_FILE, notFoundMarkdown, robotsTxt} from './lib/agentFiles';
import {headersFile, inlineScripts, scriptHash} from './lib/csp';
import {addSocialCards} from './lib/social-pages';
import {cleanSearchIndex} from '../../src/search/results';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// .md: the pages' Markdown twins (src/plugins/markdownTwins); .txt: llms.txt and llms-full.txt.
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md|markdown)$/;
/**
 * Brotli's quality by file: 11, its slowest, for the scripts and stylesheets every page loads
 * and the page budgets count; 10 for the rest (HTML, twins, the search index), which costs 2 to
 * 5% more bytes and less than half the CPU. On this site's build, 11 everywhere took 26 s of the
 * build's 77 s of CPU, this takes 16 s (docs-dev/performance.md, "Where the build's time goes").
 */
const brotliQuality = (file: string) => (/\.(js|css)$/.test(file) ? 11 : 10);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Two stylesheets are files of their own, loaded with the chunks of the pages that use them
 * (src/plugins/codeSplitting.ts), but Docusaurus links only the stylesheets of the entry chunk
 * from a page's HTML. Without this those pages would paint unstyled until their JavaScript ran.
 * - The API theme's (`api-styles`): pages with an element of the theme's class prefix, `openapi`,
 *   which is the API information page alone (the operation pages use the site's classes).
 * - The operation pages' (`operation-styles`): pages whose content row is marked
 *   `theme-api-markdown` (src/components/operation/OperationItem.tsx).
 */
const USES_API_THEME = /\bclass="?(?:[^">]*\s)?openapi[-_]/;
const IS_OPERATION_PAGE = /\bclass="?(?:[^">]*\s)?theme-api-markdown[\s">]/;

function withPageStyles(html: string, sheets: {api: string; operation: string}, file: string): string {
  const wanted = [...(USES_API_THEME.test(html) ? [sheets.api] : []), ...(IS_OPERATION_PAGE.test(html) ? [sheets.operation] : [])].filter(
    (sheet) => !html.includes(sheet),
  );
  if (!wanted.length) return html;
  const siteStyles = /<link rel=stylesheet href=\/assets\/css\/styles\.[0-9a-f]+\.css \/>/.exec(html);
  if (!siteStyles) throw new Error(`${file}: no site stylesheet link to put the page's own styles after`);
  const at = siteStyles.index + siteStyles[0].length;
  return `${html.slice(0, at)}${wanted.map((sheet) => `<link rel=stylesheet href=/assets/css/${sheet} />`).join('')}${html.slice(at)}`;
}

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const htmlFiles = (await filesUnder(outDir)).filter((name) => name.endsWith('.html'));
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  const social = await addSocialCards(htmlFiles, {
    outDir,
    siteUrl,
    siteTitle,
    tagline,
    specFile: path.resolve('api/docbox.json'),
    markFile: path.resolve('static/img/favicon.svg'),
  });
  const cpu = process.cpuUsage(cpuBefore);
  const socialTime = `${((Date.now() - started) / 1000).toFixed(1)} s, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`;
  // Listed again: the cards are new files.
  const files = await filesUnder(outDir);
  const cssDir = path.join(outDir, 'assets', 'css');
  const cssFiles = await readdir(cssDir);
  const sheetNamed = (name: string) => {
    const sheet = cssFiles.find((candidate) => new RegExp(`^${name}\\.[0-9a-f]+\\.css$`).test(candidate));
    if (!sheet) throw new Error(`no ${name}.*.css in ${cssDir}: has src/plugins/codeSplitting.ts changed?`);
    return sheet;
  };
  const sheets = {api: sheetNamed('api-styles'), operation: sheetNamed('operation-styles')};
  const hashes = new Set<string>();
  let apiPages = 0;
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = await readFile(file, 'utf8');
    for (const script of inlineScripts(html)) hashes.add(scriptHash(script));
    const linked = withPageStyles(html, sheets, path.relative(outDir, file));
    if (linked !== html) {
      await writeFile(file, linked);
      apiPages += 1;
    }
  }
  await writeFile(path.join(outDir, '_headers'), headersFile(hashes));

  const searchIndexes = files.filter((name) => /[\\/]search-index[^\\/]*\.json$/.test(name));
  if (searchIndexes.length === 0) throw new Error(`no search-index*.json in ${outDir}: did the search theme run?`);
  for (const file of searchIndexes) {
    let parts;
    try {
      parts = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`${path.relative(outDir, file)}: not valid JSON (${(error as Error).message})`);
    }
    if (!Array.isArray(parts)) throw new Error(`${path.relative(outDir, file)}: not the search theme's list of index parts`);
    await writeFile(file, JSON.stringify(cleanSearchIndex(parts)));
  }

  const agentFiles = [path.join(outDir, 'robots.txt'), path.join(outDir, NOT_FOUND_MARKDOWN_FILE)];
  await writeFile(agentFiles[0]!, robotsTxt(siteUrl));
  await writeFile(agentFiles[1]!, notFoundMarkdown(siteUrl));

  const compressible = [...files, ...agentFiles].filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    compressible.map(async (file) => {
      const content = await readFile(file);
      if (content.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(content, {params: {[constants.BROTLI_PARAM_QUALITY]: brotliQuality(file)}}),
        gzipAsync(content, {level: 9}),
      ]);
      await writeFile(`${file}.br`, br);
      await writeFile(`${file}.gz`, gz);
    }),
  );
  console.log(
    `Finalized ${outDir}: ${social.cards} preview cards (${Math.round(social.bytes / 1024)} KiB, ${socialTime}), ${hashes.size} inline script hashes in _headers, API or operation styles linked from ${apiPages} pages, ${compressible.length} files precompressed.`,
  );
}

main().catch((error: unknown) => {
  console.error(`finalize-build: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
