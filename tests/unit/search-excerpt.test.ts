import assert from 'node:assert/strict';
import {test} from 'node:test';
import {tidyExcerpt} from '../../src/search/excerpt';

test('an excerpt does not open with the tail of a hyphenated word, nor close with its head', () => {
  assert.equal(tidyExcerpt('…-up and accepts <span class="m">uploads</span>…'), '… and accepts <span class="m">uploads</span>…');
  assert.equal(tidyExcerpt('…<span class="m">upload</span> it with the set-…'), '…<span class="m">upload</span> it with the …');
  assert.equal(tidyExcerpt('…/octet-stream` type, works out'), '… type, works out');
  assert.equal(tidyExcerpt('…-user-id. Times are'), '…. Times are');
  assert.equal(tidyExcerpt('stack is built on aws-lc-…'), 'stack is built on …');
  assert.equal(tidyExcerpt("--form-string 'name=site-…"), "--form-string 'name=…");
  assert.equal(tidyExcerpt('not just --delete-…'), 'not just …');
});

test('whole words, marked words and excerpts the theme did not cut stay as they are', () => {
  for (const html of ['…the set-up and <span class="m">accepts</span>…', '…-<span class="m">up</span> and more…', 'set-up and accepts', 'A plain text.']) {
    assert.equal(tidyExcerpt(html), html);
  }
});
