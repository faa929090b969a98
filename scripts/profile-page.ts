/**
 * Which JavaScript a page runs while it loads, by source file and function.
 *
 *   DOCBOX_SOURCE_MAPS=1 npm run build      (source maps, so minified code maps back)
 *   tsx scripts/profile-page.ts [--cpu=4] URL...
 *   PROFILE_BUILD=DIR tsx scripts/profile-page.ts URL   (maps through another build's source maps)
 *
 * Records a V8 CPU profile (0.1 ms samples) from navigation until the page has hydrated and been
 * quiet for a second, maps each sample to its original file through the build's source maps, and
 * prints the self time by package or folder and the functions with the most self time. React's
 * production build is minified before ours, so React's own functions keep short names.
 * A measurement tool for docs-dev/performance.md, not a test.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {SourceMapConsumer} from 'source-map-js';
import {chromiumLaunchOptions} from '../tests/support/browser';

type CallFrame = {functionName: string; url: string; lineNumber: number; columnNumber: number};
type ProfileNode = {id: number; callFrame: CallFrame; hitCount?: number; children?: number[]};
type Profile = {nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]};

const root = path.resolve(__dirname, '..');
const cpuArg = process.argv.find((arg) => arg.startsWith('--cpu='));
const cpuRate = cpuArg ? Number(cpuArg.slice('--cpu='.length)) : 4;
const urls = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

const consumers = new Map<string, SourceMapConsumer | null>();
function consumerFor(url: string): SourceMapConsumer | null {
  if (!consumers.has(url)) {
    const file = path.join(process.env.PROFILE_BUILD ?? path.join(root, 'build'), new URL(url).pathname);
    consumers.set(url, existsSync(`${file}.map`) ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  }
  return consumers.get(url) ?? null;
}

/** The original file and function of a frame, when the build has a source map for it. */
function original(frame: CallFrame): {source: string; name: string} {
  if (!frame.url.startsWith('http')) return {source: frame.url || `(${frame.functionName || 'native'})`, name: frame.functionName};
  const consumer = consumerFor(frame.url);
  const file = path.basename(new URL(frame.url).pathname) || '(page)';
  if (!consumer) return {source: file, name: frame.functionName};
  const position = consumer.originalPositionFor({line: frame.lineNumber + 1, column: frame.columnNumber});
  return {
    source: (position.source ?? file).replace(/^webpack:\/\/\/?/, '').replace(/^\.\//, ''),
    name: position.name ?? frame.functionName ?? '(anonymous)',
  };
}

function owner(source: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1];
  if (source.includes('.docusaurus/')) return '.docusaurus';
  return source.split('/').slice(0, 2).join('/');
}

async function profileOne(url: string): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({viewport: {width: 412, height: 823}, isMobile: true});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuRate});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 100});
  await cdp.send('Profiler.start');
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
  await page.waitForTimeout(1000);
  const {profile} = (await cdp.send('Profiler.stop')) as {profile: Profile};
  await browser.close();

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));

  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let scriptMs = 0;
  for (const [id, ms] of selfMs) {
    const node = byId.get(id);
    if (!node || ['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue;
    scriptMs += ms;
    const {source, name} = original(node.callFrame);
    byOwner.set(owner(source), (byOwner.get(owner(source)) ?? 0) + ms);
    const key = `${name || '(anonymous)'} (${source.replace(/.*node_modules\//, '')})`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  console.log(`\n## ${url} (CPU ${cpuRate}x): ${scriptMs.toFixed(0)} ms of JavaScript and garbage collection`);
  console.log('\nSelf time by package or folder:');
  for (const [name, ms] of sorted(byOwner).slice(0, 15)) console.log(`- ${ms.toFixed(0)} ms ${name}`);
  console.log('\nFunctions with the most self time:');
  for (const [name, ms] of sorted(byFunction).slice(0, 20)) console.log(`- ${ms.toFixed(1)} ms ${name}`);
}

async function main(): Promise<void> {
  if (!urls.length) throw new Error('usage: tsx scripts/profile-page.ts [--cpu=4] URL...');
  for (const url of urls) await profileOne(url);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
