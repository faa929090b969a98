/**
 * npm run analyze: what the browser bundles are made of, by package and by module.
 *
 * Builds with DOCBOX_BUNDLE_STATS=1 (src/plugins/codeSplitting.ts writes the module graph), then
 * lets webpack-bundle-analyzer (the analyzer Docusaurus's own --bundle-analyzer uses) parse the
 * minified files, so sizes are what ships, not the sources. Prints, for the main bundle and for
 * each chunk a page type loads on first load, the packages and the largest modules in it.
 *
 *   npm run analyze                     build, then analyze
 *   ANALYZE_SKIP_BUILD=1 npm run analyze   analyze the last stats build
 *   tsx scripts/bench/analyze-bundle.ts main 1620   only the assets whose names start with these
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync} from 'node:zlib';
import {bundleStatsFile} from '../../src/plugins/codeSplitting';

// webpack-bundle-analyzer has no types; the part used here is small.
const {getViewerData} = require('webpack-bundle-analyzer/lib/analyzer') as {
  getViewerData(stats: unknown, bundleDir: string, options: {logger: unknown}): ViewerAsset[];
};

type ViewerNode = {label: string; path?: string; parsedSize?: number; statSize: number; groups?: ViewerNode[]};
type ViewerAsset = ViewerNode & {parsedSize: number; gzipSize: number; isInitialByEntrypoint?: Record<string, boolean>};

const root = path.resolve(__dirname, '..', '..');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const quietLogger = {warn() {}, info() {}, error: console.error, debug() {}, silent: true};

/** Every module (leaf) under a node, with its parsed (minified) size. */
function leaves(node: ViewerNode): ViewerNode[] {
  return node.groups?.length ? node.groups.flatMap(leaves) : [node];
}

/** node_modules/<package> (scoped packages included), or the site's own folder. */
function owner(modulePath: string): string {
  const normalized = modulePath.replace(/^\.\//, '').replace(/ \+ \d+ modules$/, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalized);
  if (inPackage) return inPackage[1];
  if (normalized.includes('.docusaurus/')) return '.docusaurus (generated routes, registry, config)';
  return normalized.split('/').slice(0, 2).join('/');
}

function describe(asset: ViewerAsset, topModules: number): void {
  const file = path.join(root, 'build', 'assets', 'js', path.basename(asset.label));
  const brotli = existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliCompressSync(readFileSync(file)).length;
  console.log(`\n## ${asset.label}: ${kib(asset.parsedSize)} minified, ${kib(brotli)} brotli`);
  const modules = leaves(asset).filter((node) => (node.parsedSize ?? 0) > 0);
  const byOwner = new Map<string, number>();
  for (const node of modules) {
    const key = owner(node.path ?? node.label);
    byOwner.set(key, (byOwner.get(key) ?? 0) + (node.parsedSize ?? 0));
  }
  const counted = modules.reduce((sum, node) => sum + (node.parsedSize ?? 0), 0);
  console.log('\n| Package or folder | Minified | Share |\n| --- | --- | --- |');
  for (const [name, size] of [...byOwner].sort((a, b) => b[1] - a[1]).filter(([, size]) => size >= 1024)) {
    console.log(`| ${name} | ${kib(size)} | ${((100 * size) / asset.parsedSize).toFixed(0)}% |`);
  }
  console.log(`| (webpack runtime and module wrappers) | ${kib(asset.parsedSize - counted)} | |`);
  console.log(`\nLargest modules:`);
  for (const node of modules.sort((a, b) => (b.parsedSize ?? 0) - (a.parsedSize ?? 0)).slice(0, topModules)) {
    console.log(`- ${kib(node.parsedSize ?? 0)} ${(node.path ?? node.label).replace(/^\.\//, '')}`);
  }
}

function main(): void {
  if (!process.env.ANALYZE_SKIP_BUILD) {
    execFileSync('npm', ['run', 'build'], {cwd: root, stdio: 'inherit', env: {...process.env, DOCBOX_BUNDLE_STATS: '1'}});
  }
  if (!existsSync(bundleStatsFile)) {
    throw new Error(`${path.relative(root, bundleStatsFile)} is missing: build with DOCBOX_BUNDLE_STATS=1 first`);
  }
  const stats = JSON.parse(readFileSync(bundleStatsFile, 'utf8')) as unknown;
  const assets = getViewerData(stats, path.join(root, 'build'), {logger: quietLogger});
  const wanted = process.argv.slice(2);
  const chosen = wanted.length
    ? assets.filter((asset) => wanted.some((prefix) => path.basename(asset.label).startsWith(prefix)))
    : assets.filter((asset) => /(^|\/)(main|runtime~main)\./.test(asset.label));
  if (!chosen.length) throw new Error(`no asset matches ${wanted.join(', ')}`);
  for (const asset of chosen) describe(asset, 15);
}

main();
