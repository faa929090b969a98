import assert from 'node:assert/strict';
import {test} from 'node:test';
import {MISSING_LABEL, missingWordsHtml, withMissingWords} from '../../src/search/missingWords';

// A navbar result as the theme's SuggestionTemplate writes it (0.55.3): icon, a wrapper with
// title and path, the action icon.
const themeHtml =
  '<span class="hitIcon"><svg></svg></span><span class="hitWrapper"><span class="hitTitle">Create a <mark>tenant</mark></span>' +
  '<span class="hitPath">Docs › Setup</span></span><span class="hitAction"><svg></svg></span>';

test('the missing words are a last line inside the wrapper of the title and path, before the action icon', () => {
  const html = withMissingWords(themeHtml, ['xyzzy'], 'hitAction', 'missing');
  assert.equal(
    html,
    themeHtml.replace(
      '</span></span><span class="hitAction">',
      '</span><span class="missing">Missing: <s>xyzzy</s></span></span><span class="hitAction">',
    ),
  );
});

test('a result that lacks no word is left as the theme wrote it', () => {
  assert.equal(withMissingWords(themeHtml, [], 'hitAction', 'missing'), themeHtml);
  assert.equal(withMissingWords(themeHtml, undefined, 'hitAction', 'missing'), themeHtml);
});

test('without the action icon where it is expected, the line still shows, at the end', () => {
  const html = withMissingWords('<span>Title</span>', ['a'], 'hitAction', 'missing');
  assert.equal(html, '<span>Title</span><span class="missing">Missing: <s>a</s></span>');
});

test('the words are escaped, each struck, after a label a screen reader reads', () => {
  assert.equal(missingWordsHtml(['<b>', 'x&y'], 'missing'), `<span class="missing">${MISSING_LABEL} <s>&lt;b&gt;</s> <s>x&amp;y</s></span>`);
  assert.equal(MISSING_LABEL, 'Missing:');
});
