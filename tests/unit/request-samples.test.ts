import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  curlSample,
  javascriptSample,
  pythonSample,
  requestModel,
  rustSample,
  type Operation,
} from '../../src/components/RequestSamples/samples';

const tenantHeaders = [
  {name: 'x-tenant-id', in: 'header', required: true, schema: {type: 'string', example: '3c9a5e1f-7b2d-4f6c-8a3e-1d2c3b4a5f60'}},
  {name: 'x-tenant-env', in: 'header', required: true, schema: {type: 'string'}, example: 'Development'},
  {name: 'x-user-id', in: 'header', required: false, schema: {type: 'string'}},
];

const createFolder: Operation = {
  method: 'post',
  path: '/box/{scope}/folder',
  servers: [{url: 'http://localhost:8080/'}],
  parameters: [{name: 'scope', in: 'path', required: true, schema: {type: 'string', example: 'user:1:files'}}, ...tenantHeaders],
  requestBody: {content: {'application/json': {example: {name: "Bob's files", folder_id: 'f1', pinned: true}}}},
};

const upload: Operation = {
  method: 'post',
  path: '/box/{scope}/file',
  parameters: [{name: 'scope', in: 'path', required: true}, ...tenantHeaders],
  requestBody: {
    content: {
      'multipart/form-data': {
        schema: {
          required: ['file', 'folder_id'],
          properties: {file: {type: 'string', format: 'binary'}, folder_id: {type: 'string', example: 'f1'}, name: {type: 'string'}},
        },
      },
    },
  },
};

describe('request samples', () => {
  it('fills path parameters and required headers with examples, and skips optional ones', () => {
    const model = requestModel(createFolder);
    assert.equal(model.method, 'POST');
    assert.equal(model.url, 'http://localhost:8080/box/user:1:files/folder');
    assert.deepEqual(model.headers, [
      ['x-tenant-id', '3c9a5e1f-7b2d-4f6c-8a3e-1d2c3b4a5f60'],
      ['x-tenant-env', 'Development'],
      ['content-type', 'application/json'],
    ]);
  });

  it('uses a placeholder where a parameter has no example, and the local server by default', () => {
    assert.equal(requestModel(upload).url, 'http://localhost:8080/box/<scope>/file');
  });

  it('writes a curl command with quoted JSON', () => {
    const curl = curlSample(requestModel(createFolder));
    assert.match(curl, /^curl -X POST 'http:\/\/localhost:8080\/box\/user:1:files\/folder' \\\n/);
    assert.match(curl, /-H 'x-tenant-env: Development'/);
    assert.match(curl, /"name": "Bob'\\''s files"/);
  });

  it('sends multipart uploads as form fields and a file', () => {
    const model = requestModel(upload);
    assert.deepEqual(model.form, [
      {name: 'file', file: true, value: 'report.pdf'},
      {name: 'folder_id', file: false, value: 'f1'},
    ]);
    assert.match(curlSample(model), /-F 'file=@report\.pdf' \\\n {2}-F 'folder_id=f1'$/);
    assert.match(javascriptSample(model), /body\.append\("file", fileInput\.files\[0\]\)/);
    assert.match(pythonSample(model), /files = \{"file": open\("report\.pdf", "rb"\)\}/);
    assert.match(rustSample(model), /\.multipart\(form\)/);
  });

  it('writes Python literals and a Rust JSON body', () => {
    assert.match(pythonSample(requestModel(createFolder)), /"pinned": True/);
    const rust = rustSample(requestModel(createFolder));
    assert.match(rust, /client\.post\("http:\/\/localhost:8080\/box\/user:1:files\/folder"\)/);
    assert.match(rust, /\.json\(&serde_json::json!\(\{/);
    assert.doesNotMatch(rust, /content-type/);
  });
});
