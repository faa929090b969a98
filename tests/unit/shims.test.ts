import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {deflateSync, gzipSync} from 'node:zlib';
import CryptoJS from '../../src/shims/cryptoJsSha1';
import {ungzip} from '../../src/components/operation/ungzip';
import {__importDefault} from '../../src/shims/tslibImportDefault';
import chalk from '../../src/shims/chalk';
import {byPathDescending} from '../../src/shims/docsPluginOrder';
import {extractLeadingEmoji} from '../../src/shims/emojiUtils';
import {extractLeadingEmoji as originalExtractLeadingEmoji} from '../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js';

// The bundle swaps these in for crypto-js and tslib (src/plugins/codeSplitting.ts), and the
// operation pages unpack with ungzip where the theme's page used pako: they must give what the
// originals give for the calls the API theme and Docusaurus make.
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

// That each stand-in for a whole module still exports what the original exports, and that the
// build's patterns still find the originals, is checked in tests/unit/workarounds.test.ts.
