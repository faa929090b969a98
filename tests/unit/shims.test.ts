import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {deflateSync, gzipSync} from 'node:zlib';
import CryptoJS from '../../src/shims/cryptoJsSha1';
import {ungzip} from '../../src/shims/pakoUngzip';
import {__importDefault} from '../../src/shims/tslibImportDefault';
import RenderedEverywhere from '../../src/shims/serverRendered/BrowserOnly';
import useIsBrowser from '../../src/shims/serverRendered/useIsBrowser';
import chalk from '../../src/shims/chalk';
import {byPathDescending} from '../../src/shims/docsPluginOrder';
import {extractLeadingEmoji} from '../../src/shims/emojiUtils';
import {extractLeadingEmoji as originalExtractLeadingEmoji} from '../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js';

// The bundle swaps these in for crypto-js, pako and tslib (src/plugins/codeSplitting.ts): they
// must give what the originals give for the calls the API theme and Docusaurus make.
describe('library stand-ins', () => {
  it('SHA1(text).toString() is the hex SHA-1 of the UTF-8 text, as crypto-js gives', () => {
    for (const text of ['', 'apiKey', 'Bearer ünïcode ✓']) {
      assert.equal(CryptoJS.SHA1(text).toString(), createHash('sha1').update(text, 'utf8').digest('hex'));
    }
  });

  it('ungzip unpacks zlib data, as the API plugin packs each operation, and gzip data', () => {
    const json = JSON.stringify({method: 'post', path: '/box/{scope}/file', responses: {201: {}}});
    for (const packed of [deflateSync(Buffer.from(json)), gzipSync(Buffer.from(json))]) {
      assert.equal(new TextDecoder().decode(ungzip(new Uint8Array(packed))), json);
    }
    assert.throws(() => ungzip(new Uint8Array([1, 2, 3])));
  });

  it('__importDefault wraps CommonJS exports and passes ES modules through', () => {
    const esModule = {__esModule: true, default: 1};
    assert.equal(__importDefault(esModule), esModule);
    assert.deepEqual(__importDefault({a: 1}), {default: {a: 1}});
  });

  it("the API theme's BrowserOnly stand-in renders its content on the server, ignoring the placeholder", () => {
    assert.equal(RenderedEverywhere({children: () => 'parameters', fallback: 'skeleton'}), 'parameters');
  });

  it('the useIsBrowser stand-in is false where there is no window (the server)', () => {
    assert.equal(typeof window, 'undefined');
    assert.equal(useIsBrowser(), false);
  });

  it('the chalk stand-in returns the text unchanged, for chained styles too', () => {
    assert.equal(chalk.yellow('WARNING: failed', 'to create'), 'WARNING: failed to create');
    assert.equal(chalk.bold.red('x'), 'x');
  });

  it("the docs plugins are tried in the order the original's localeCompare sort gives", () => {
    // What matters for matching: a path comes before every path that is a prefix of it.
    const paths = ['/docs', '/docs/api', '/', '/other', '/docs/api/v2', '/docs-extra'].map((path) => ({path}));
    const original = [...paths].sort((a, b) => b.path.localeCompare(a.path, 'en'));
    assert.deepEqual([...paths].sort(byPathDescending), original);
    assert.deepEqual(['/docs', '/docs/api'].map((path) => ({path})).sort(byPathDescending), [{path: '/docs/api'}, {path: '/docs'}]);
  });
});

describe('the doc cards\' emoji split (src/shims/emojiUtils.ts)', () => {
  const labels = [
    '', 'Admin', 'List users', ' leading space', '#hash', '#️⃣ keycap', '*️⃣ star', '1️⃣ one', '1 one', '42',
    '⚠️ Warning', '🗃️ Boxes', '👍🏽 thumbs', '🇳🇿 flag', '👩‍💻 coder', '©', '© 2026', 'é accent', 'Ünïcode', '→ arrow',
    '(paren)', '"quoted"',
  ];
  for (const label of labels) {
    it(`splits ${JSON.stringify(label)} as the theme's function does`, () => {
      assert.deepEqual(extractLeadingEmoji(label), originalExtractLeadingEmoji(label));
    });
  }
  it('finds an emoji where there is one', () => {
    assert.deepEqual(extractLeadingEmoji('⚠️ Warning'), {emoji: '⚠️', rest: ' Warning'});
  });
});


// Stand-ins that replace a Docusaurus module for every importer must export what it exports
// (src/plugins/codeSplitting.ts): an upgrade that adds an export fails here, not in the browser.
describe('stand-ins for whole Docusaurus modules', () => {
  const root = path.join(__dirname, '..', '..');
  const exportsOf = (file: string) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    const names = [...source.matchAll(/^export (?:async )?(?:function|class|const|let) (\w+)/gm)].map((match) => match[1]);
    for (const list of source.matchAll(/^export \{([^}]*)\}/gm)) {
      names.push(...list[1].split(',').map((name) => name.trim().split(/\s+as\s+/).pop()!).filter(Boolean));
    }
    return names.sort();
  };
  const pairs = [
    ['node_modules/@docusaurus/core/lib/client/browserContext.js', 'src/shims/browserContext.tsx'],
    ['node_modules/@docusaurus/theme-common/lib/hooks/useWindowSize.js', 'src/shims/useWindowSize.ts'],
    ['node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js', 'src/shims/reactUtils.ts'],
    ['node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js', 'src/shims/emojiUtils.ts'],
  ];
  for (const [original, standIn] of pairs) {
    it(`${standIn} exports what ${original.replace('node_modules/', '')} exports`, () => {
      assert.ok(exportsOf(original).length > 0);
      assert.deepEqual(exportsOf(standIn), exportsOf(original));
    });
  }
});
