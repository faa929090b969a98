/**
 * A broken link, anchor or markdown link must fail the build with a message that names the page
 * and the link. Each case is a one-page fixture site (tests/fixtures/broken-links-site/) built
 * with the real site's integrity settings (config/integrity.ts), so the real site never carries
 * a broken page.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {buildFixtureSite} from '../support/build-fixture';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/broken-links-site');
const outDir = mkdtempSync(path.join(tmpdir(), 'docbox-broken-links-'));

function buildFixture(name: string) {
  return buildFixtureSite(path.join(fixtures, name), path.join(outDir, name));
}

after(() => rmSync(outDir, {recursive: true, force: true}));

describe('the build fails on broken links', {concurrency: false}, () => {
  test('a link to a missing page names the page and the link', async () => {
    const {code, output} = await buildFixture('broken-link');
    assert.notEqual(code, 0, 'the build should have failed');
    assert.match(output, /Docusaurus found broken links/);
    assert.match(output, /Broken link on source page path = \/docs\/page:\s*\n\s*-> linking to \/docs\/no-such-page/);
    // The one good link on the page is not reported.
    assert.doesNotMatch(output, /linking to \/docs\/page\b/);
  });

  test('a link to a missing heading names the page and the anchor', async () => {
    const {code, output} = await buildFixture('broken-anchor');
    assert.notEqual(code, 0, 'the build should have failed');
    assert.match(output, /Docusaurus found broken anchors/);
    assert.match(output, /source page path = \/docs\/page:\s*\n\s*-> linking to \/docs\/other#no-such-heading/);
  });

  test('a markdown link to a missing file names the file, the line and the link', async () => {
    const {code, output} = await buildFixture('broken-markdown-link');
    assert.notEqual(code, 0, 'the build should have failed');
    assert.match(
      output,
      /Markdown link with URL `\.\/does-not-exist\.md` in source file ".*broken-markdown-link\/docs\/page\.md" \(7:5\) couldn't be resolved/,
    );
  });
});
