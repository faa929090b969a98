/**
 * A page the Markdown twins cannot convert stops the build with the file, the line and the
 * reason. The fixture is a one-page site (tests/fixtures/markdown-twins-site/unconvertible)
 * with the site's plugin (src/plugins/markdownTwins); its page uses a component that has no
 * Markdown form.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';

const root = path.resolve(import.meta.dirname, '../..');
const siteDir = path.join(root, 'tests/fixtures/markdown-twins-site/unconvertible');
const outDir = mkdtempSync(path.join(tmpdir(), 'docbox-markdown-twins-'));

after(() => rmSync(outDir, {recursive: true, force: true}));

test('a page with no Markdown form fails the build, naming the file, the line and the reason', async () => {
  const {code, output} = await new Promise<{code: number; output: string}>((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', siteDir, '--out-dir', outDir],
      {
        cwd: root,
        env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', NO_COLOR: '1', FORCE_COLOR: '0'},
        maxBuffer: 32 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
        resolve({code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr});
      },
    );
  });
  assert.notEqual(code, 0, 'the build should have failed');
  assert.match(output, /Markdown twins: 1 page\(s\) could not be written as Markdown:/);
  assert.match(output, /- docs\/page\.md:9: the component <Details> \(from @theme\/Details\) has no Markdown form/);
  // Nothing half-done is left for a static host to serve.
  assert.ok(!existsSync(path.join(outDir, 'llms.txt')), 'llms.txt was written');
  assert.ok(!existsSync(path.join(outDir, 'docs/page.md')), 'a twin was written');
});
