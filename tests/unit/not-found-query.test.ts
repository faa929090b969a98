import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {queryFromPath} from '../../src/theme/NotFound/Content/query';

describe('not-found search query', () => {
  test('turns the last path segment into words', () => {
    assert.equal(queryFromPath('/docs/guides/setup/create-tenant'), 'create tenant');
    assert.equal(queryFromPath('/docs/api/file_get_raw/'), 'file get raw');
    assert.equal(queryFromPath('/docs/old-page.html'), 'old page');
  });

  test('decodes escapes and survives malformed ones', () => {
    assert.equal(queryFromPath('/docs/x-tenant%20env'), 'x tenant env');
    assert.equal(queryFromPath('/docs/bad%E0%A4%A'), 'bad%E0%A4%A');
  });

  test('gives nothing to search for at the root', () => {
    assert.equal(queryFromPath('/'), '');
  });
});
