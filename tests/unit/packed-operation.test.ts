import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {packOperation, slimOperation, unpackOperation, withSlimOperation} from '../../scripts/build/lib/packed-operation';

describe('the packed operation an operation page carries', () => {
  const operation = {
    operationId: 'file_upload',
    method: 'post',
    path: '/box/{scope}/file',
    description: 'Long text',
    info: {title: 'Docbox'},
    tags: ['File'],
    parameters: [{name: 'scope', in: 'path'}],
    requestBody: {content: {'multipart/form-data': {schema: {type: 'object'}}}},
    security: [{docboxApiKey: []}],
    securitySchemes: {docboxApiKey: {type: 'apiKey', in: 'header', name: 'x-docbox-api-key'}},
    postman: {url: {raw: '{{baseUrl}}/box/:scope/file'}, method: 'POST'},
    responses: {
      '200': {description: 'Done', content: {'application/json': {example: {big: true}}}},
      '404': {content: {'application/json': {example: {reason: 'unknown'}}}},
    },
  };

  it('keeps what the request samples read, and nothing else', () => {
    assert.deepEqual(slimOperation(operation), {
      operationId: 'file_upload',
      method: 'post',
      path: '/box/{scope}/file',
      parameters: [{name: 'scope', in: 'path'}],
      requestBody: {content: {'multipart/form-data': {schema: {type: 'object'}}}},
      security: [{docboxApiKey: []}],
      securitySchemes: {docboxApiKey: {type: 'apiKey', in: 'header', name: 'x-docbox-api-key'}},
    });
  });

  it('rewrites the api line of a page and nothing else, and names a page without one', () => {
    const page = `---\nid: x\napi: ${packOperation(operation)}\ntitle: X\n---\nbody\n`;
    const slim = withSlimOperation('x.api.mdx', page);
    assert.equal(slim.replace(/^api: .*$/m, ''), page.replace(/^api: .*$/m, ''));
    assert.deepEqual(unpackOperation(/^api: (.*)$/m.exec(slim)![1]), slimOperation(operation));
    assert.throws(() => withSlimOperation('y.api.mdx', '---\nid: y\n---\n'), /y\.api\.mdx: no packed operation/);
  });
});
