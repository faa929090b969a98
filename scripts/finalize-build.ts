/**
 * Runs after `docusaurus build` (npm run build does both):
 *   1. hashes every inline script the build emitted into a strict Content-Security-Policy and
 *      writes it with the other security headers to build/_headers, the file static hosts
 *      read and scripts/serve-nginx.sh turns into nginx headers;
 *   2. precompresses text files (.br, .gz) so nginx's brotli_static / gzip_static can send them.
 * It runs after the build rather than in a plugin's postBuild because plugins' postBuild hooks
 * run concurrently and some of them (search index, sitemap) write files too.
 */
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {headersFile, inlineScripts, scriptHash} from './lib/csp';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// .md: the pages' Markdown twins (src/plugins/markdownTwins); .txt: llms.txt and llms-full.txt.
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const files = await filesUnder(outDir);
  const hashes = new Set<string>();
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    for (const script of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(script));
  }
  await writeFile(path.join(outDir, '_headers'), headersFile(hashes));

  const compressible = files.filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(
    compressible.map(async (file) => {
      const content = await readFile(file);
      if (content.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}),
        gzipAsync(content, {level: 9}),
      ]);
      await writeFile(`${file}.br`, br);
      await writeFile(`${file}.gz`, gz);
    }),
  );
  console.log(`Finalized ${outDir}: ${hashes.size} inline script hashes in _headers, ${compressible.length} files precompressed.`);
}

main().catch((error: unknown) => {
  console.error(`finalize-build: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
