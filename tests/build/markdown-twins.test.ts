/**
 * A page the Markdown twins cannot convert stops the build with the file, the line and the
 * reason. The fixture is a one-page site (tests/fixtures/markdown-twins-site/unconvertible)
 * with the site's plugin (src/plugins/markdownTwins); its page uses a component that has no
 * Markdown form.
 */
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {buildFixtureSite} from '../support/build-fixture';

const root = path.resolve(import.meta.dirname, '../..');
const siteDir = path.join(root, 'tests/fixtures/markdown-twins-site/unconvertible');
const outDir = mkdtempSync(path.join(tmpdir(), 'docbox-markdown-twins-'));

after(() => rmSync(outDir, {recursive: true, force: true}));

test('a page with no Markdown form fails the build, naming the file, the line and the reason', async () => {
  const {code, output} = await buildFixtureSite(siteDir, outDir);
  assert.notEqual(code, 0, 'the build should have failed');
  assert.match(output, /Markdown twins: 1 page\(s\) could not be written as Markdown:/);
  assert.match(output, /- docs\/page\.md:9: the component <Details> \(from @theme\/Details\) has no Markdown form/);
  // Nothing half-done is left for a static host to serve.
  assert.ok(!existsSync(path.join(outDir, 'llms.txt')), 'llms.txt was written');
  assert.ok(!existsSync(path.join(outDir, 'docs/page.md')), 'a twin was written');
});
