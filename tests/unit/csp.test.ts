import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {describe, it} from 'node:test';
import {contentSecurityPolicy, headersFile, inlineScripts, scriptHash} from '../../scripts/build/lib/csp';

describe('inline script hashing', () => {
  it('finds inline scripts and skips external and data scripts', () => {
    const html = [
      '<script>a()</script>',
      '<script src="/assets/js/main.js"></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="module">b()</script>',
      '<script defer>c()</script>',
    ].join('');
    assert.deepEqual(inlineScripts(html), ['a()', 'b()', 'c()']);
  });

  it('hashes a script body the way browsers check it', () => {
    const expected = createHash('sha256').update('a()').digest('base64');
    assert.equal(scriptHash('a()'), `'sha256-${expected}'`);
  });

  it('allows only this origin and the given hashes for scripts', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    assert.match(policy, /script-src 'self' 'sha256-a' 'sha256-b';/);
    assert.doesNotMatch(policy.split('; ').find((d) => d.startsWith('script-src'))!, /unsafe-inline|unsafe-eval/);
    assert.match(policy, /frame-ancestors 'none'/);
  });

  it('writes the same headers for every path and long caching for assets', () => {
    const file = headersFile(["'sha256-a'"]);
    assert.match(file, /^\/\*\n {2}Content-Security-Policy: /m);
    for (const header of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']) {
      assert.match(file, new RegExp(`^ {2}${header}: `, 'm'));
    }
    assert.match(file, /^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
  });
});

describe('text files in _headers', () => {
  it('serves the Markdown twins and the llms.txt files as UTF-8 text', () => {
    const file = headersFile([]);
    assert.match(file, /^\/\*\.md\n {2}Content-Type: text\/markdown; charset=utf-8$/m);
    assert.match(file, /^\/llms\.txt\n {2}Content-Type: text\/plain; charset=utf-8$/m);
    assert.match(file, /^\/llms-full\.txt\n {2}Content-Type: text\/plain; charset=utf-8$/m);
    // Security headers stay on the one "/*" block that scripts/serve/headers-to-nginx.mjs reads.
    assert.equal(file.match(/Content-Security-Policy/g)?.length, 1);
  });
});
