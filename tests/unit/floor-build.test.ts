import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync} from 'node:zlib';
import {describe, test} from 'node:test';
import {floorBuild, withoutScripts} from '../../scripts/bench/lib/floor-build';

const PAGE = `<!doctype html><html><head><link rel="preload" href="/assets/js/main.js" as="script">
<link rel="modulepreload" href="/assets/js/chunk.js"><link rel="stylesheet" href="/assets/css/styles.css">
<script type="application/ld+json">{"@type":"Article"}</script><script>document.documentElement.dataset.theme="dark"</script></head>
<body><main><h1>Guide</h1><p>Text</p></main><script src="/assets/js/main.js" defer></script></body></html>`;

describe('the floor of a page (npm run bench)', () => {
  test('has no script, no script preload, and everything else', () => {
    const floor = withoutScripts(PAGE);
    assert.doesNotMatch(floor, /<script|as="script"|modulepreload/);
    assert.match(floor, /<link rel="stylesheet" href="\/assets\/css\/styles.css">/);
    assert.match(floor, /<main><h1>Guide<\/h1><p>Text<\/p><\/main>/);
  });

  test('is made in a copy: the build it comes from keeps its scripts', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'floor-test-'));
    try {
      const build = path.join(work, 'build');
      mkdirSync(path.join(build, 'docs/guides'), {recursive: true});
      writeFileSync(path.join(build, 'docs/guides/intro.html'), PAGE);
      writeFileSync(path.join(build, 'docs/guides/intro.html.br'), 'old');
      writeFileSync(path.join(build, 'index.html'), PAGE);
      const floor = floorBuild(build, ['/docs/guides/intro']);
      try {
        // nginx's workers, another user, must be able to read it.
        assert.equal(statSync(path.dirname(floor.dir)).mode & 0o005, 0o005);
        assert.equal(readFileSync(path.join(build, 'docs/guides/intro.html'), 'utf8'), PAGE);
        assert.equal(readFileSync(path.join(build, 'docs/guides/intro.html.br'), 'utf8'), 'old');
        const floorPage = readFileSync(path.join(floor.dir, 'docs/guides/intro.html'), 'utf8');
        assert.doesNotMatch(floorPage, /<script/);
        assert.equal(brotliDecompressSync(readFileSync(path.join(floor.dir, 'docs/guides/intro.html.br'))).toString(), floorPage);
        // A page not asked for is left as built.
        assert.equal(readFileSync(path.join(floor.dir, 'index.html'), 'utf8'), PAGE);
      } finally {
        floor.remove();
      }
      assert.ok(!existsSync(path.dirname(floor.dir)));
      assert.throws(() => floorBuild(build, ['/docs/nowhere']), /no HTML file for \/docs\/nowhere/);
    } finally {
      rmSync(work, {recursive: true, force: true});
    }
  });
});
