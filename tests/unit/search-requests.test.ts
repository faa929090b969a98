import assert from 'node:assert/strict';
import {test} from 'node:test';
import {searchIndex} from '../../src/search/rank';
import {operationRoutes, requestedOperations, templatePattern} from '../../src/search/requests';
import {testIndex} from '../support/search-index';

// The keywords of operation pages as the build writes them: method and template first.
const routes = operationRoutes([
  {t: 'POST /box, POST /box, document box create, endpoint', u: '/docs/api/document-box-create'},
  {t: 'POST /box/{scope}/folder, POST /box/:scope/folder, folder create', u: '/docs/api/folder-create'},
  {t: 'GET /box/{scope}/file/{file_id}, GET /box/:scope/file/:file_id, file get', u: '/docs/api/file-get'},
  {t: 'GET /box/{scope}/file/presigned/{task_id}, presigned status', u: '/docs/api/file-get-presigned'},
  {t: 'reader words without a request', u: '/docs/guides/intro'},
]);

test('operationRoutes reads the method and template that open an operation page\'s keywords, and nothing from other pages', () => {
  assert.deepEqual(
    routes.map(({method, template}) => `${method} ${template}`),
    ['POST /box', 'POST /box/{scope}/folder', 'GET /box/{scope}/file/{file_id}', 'GET /box/{scope}/file/presigned/{task_id}'],
  );
});

test('templatePattern: each {parameter} is one path segment, and the fixed segments are counted', () => {
  const {pattern, names, literals} = templatePattern('/box/{scope}/file/{file_id}');
  assert.deepEqual(pattern.exec('/box/my-scope/file/42')?.slice(1), ['my-scope', '42']);
  assert.equal(pattern.test('/box/my-scope/file/42/raw'), false);
  assert.deepEqual(names, ['scope', 'file_id']);
  assert.equal(literals, 2);
});

test('a request in a query names its operation: as sent, as a template, with :parameters, as a URL, in a sentence', () => {
  for (const [query, page] of [
    ['POST /box/my-scope/folder returns 400', '/docs/api/folder-create'],
    ['what does post /box/{scope}/folder answer?', '/docs/api/folder-create'],
    ['GET /box/:scope/file/:file_id', '/docs/api/file-get'],
    ['GET https://docbox.example.com/box/s/file/f1?download=1 gives 404', '/docs/api/file-get'],
    ['why does POST /box, with a scope that exists, return 409', '/docs/api/document-box-create'],
  ] as const) {
    assert.deepEqual([...requestedOperations(query, routes)], [page], query);
  }
});

test('the template with the most fixed segments wins; another method or no request names nothing', () => {
  assert.deepEqual([...requestedOperations('GET /box/s/file/presigned/t1', routes)], ['/docs/api/file-get-presigned']);
  assert.equal(requestedOperations('DELETE /box/s/folder', routes).size, 0);
  assert.equal(requestedOperations('post a file to a box', routes).size, 0);
});

test('the page of a requested operation comes first, before a section that has more of the words', () => {
  const index = testIndex([
    {url: '/docs/api/document-box-create', title: 'Create a document box', keywords: 'POST /box, document box create', sections: [{text: 'Creates a box for a scope.'}]},
    {
      url: '/docs/guides/integrating/errors-and-retries',
      title: 'Errors and retries',
      sections: [{heading: 'Conflicts', text: 'A POST that returns 409 conflict means the box exists.'}],
    },
  ]);
  const [first] = searchIndex(index, 'POST /box returns 409 conflict', 5);
  assert.equal(first!.document.u, '/docs/api/document-box-create');
  assert.equal(searchIndex(index, 'returns 409 conflict', 5)[0]!.document.u, '/docs/guides/integrating/errors-and-retries');
});
