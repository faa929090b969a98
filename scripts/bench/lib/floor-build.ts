import {execFileSync} from 'node:child_process';
import {chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

/**
 * The floor a page's scripts are measured against: the same built HTML with every script taken
 * out, so what is left is the document's own work (parse, style, layout, paint) that no change to
 * the site's JavaScript removes. `npm run bench` loads each page and its floor in turns.
 */
export function withoutScripts(html: string): string {
  return (
    html
      // <script> elements, inline or with a src, JSON data blocks included.
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      // Preloads of scripts: the browser would still fetch and compile them.
      .replace(/<link\b[^>]*\brel=["']?(?:modulepreload|preload|prefetch)["']?[^>]*\bas=["']?script["']?[^>]*>/gi, '')
      .replace(/<link\b[^>]*\bas=["']?script["']?[^>]*\brel=["']?(?:modulepreload|preload|prefetch)["']?[^>]*>/gi, '')
      .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
  );
}

/** The HTML file nginx serves for a route: /a/b is a/b.html or a/b/index.html. */
function htmlFileFor(buildDir: string, route: string): string {
  const relative = route.replace(/^\/+|\/+$/g, '');
  const candidates = relative ? [`${relative}.html`, path.join(relative, 'index.html')] : ['index.html'];
  const found = candidates.find((candidate) => existsSync(path.join(buildDir, candidate)));
  if (!found) throw new Error(`${buildDir}: no HTML file for ${route} (looked for ${candidates.join(', ')})`);
  return found;
}

/**
 * A copy of the build (hard links: the build is large and only a few files change) in which the
 * pages of `routes` have no scripts, compressed again as the build compresses them so nginx sends
 * the floor as it sends the page. Remove it with the returned `remove`.
 */
export function floorBuild(buildDir: string, routes: string[]): {dir: string; remove: () => void} {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docbox-floor-')), 'build');
  const remove = () => rmSync(path.dirname(dir), {recursive: true, force: true});
  try {
    // mkdtemp makes the folder for its owner only; nginx's workers run as another user.
    chmodSync(path.dirname(dir), 0o755);
    execFileSync('cp', ['-al', buildDir, dir]);
    for (const route of routes) stripScripts(path.join(dir, htmlFileFor(dir, route)));
  } catch (error) {
    remove();
    throw error;
  }
  return {dir, remove};
}

function stripScripts(file: string): void {
  const html = withoutScripts(readFileSync(file, 'utf8'));
  if (/<script\b/i.test(html)) throw new Error(`${file}: a script is left after removing them`);
  // Hard-linked: unlink before writing, or the original build would change too.
  for (const suffix of ['', '.br', '.gz']) if (existsSync(file + suffix)) unlinkSync(file + suffix);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, {params: {[constants.BROTLI_PARAM_QUALITY]: 10}}));
  writeFileSync(`${file}.gz`, gzipSync(html, {level: 9}));
}
