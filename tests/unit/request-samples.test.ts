import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {sampleOperations} from '../../src/plugins/markdownTwins/openapi';
import {
  curlSample,
  javascriptSample,
  pythonSample,
  requestModel,
  rustSample,
  API_KEY_STAND_IN,
  SAMPLE_FILE,
  sampleFileText,
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
    assert.match(curl, /^curl --fail-with-body -X POST 'http:\/\/localhost:8080\/box\/user:1:files\/folder' \\\n/);
    assert.match(curl, /-H 'x-tenant-env: Development'/);
    assert.match(curl, /"name": "Bob'\\''s files"/);
  });

  it('sends multipart uploads as form fields and a file the sample makes itself', () => {
    const model = requestModel(upload);
    assert.deepEqual(model.form, [
      {name: 'file', file: true, value: SAMPLE_FILE.name, type: SAMPLE_FILE.type, content: sampleFileText()},
      {name: 'folder_id', file: false, value: 'f1'},
    ]);
    const curl = curlSample(model);
    assert.match(curl, /^# .*\nprintf '%s\\n' 'Meeting notes, 1 August 2026' '.*' > 'meeting-notes\.txt'\ncurl /);
    assert.match(curl, /-F 'file=@meeting-notes\.txt;type=text\/plain' \\\n {2}-F 'folder_id=f1'$/);
    assert.match(javascriptSample(model), /const file = new File\(\["Meeting notes, 1 August 2026\\n.*\\n"\], "meeting-notes\.txt", \{type: "text\/plain"\}\);/);
    assert.match(javascriptSample(model), /body\.append\("file", file\);/);
    assert.match(pythonSample(model), /files = \{"file": \("meeting-notes\.txt", b"Meeting notes, 1 August 2026\\n.*", "text\/plain"\)\}/);
    assert.match(rustSample(model), /Part::text\("Meeting notes.*"\)\.file_name\("meeting-notes\.txt"\)\.mime_str\("text\/plain"\)\?/);
    assert.match(rustSample(model), /\.multipart\(form\)/);
  });

  it('sends the API key header the security requirements name: a stand-in, or the reader\'s key', () => {
    const secured: Operation = {...createFolder, security: [{}, {key: []}], securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'x-docbox-api-key'}}};
    assert.deepEqual(requestModel(secured).headers.find(([name]) => name === 'x-docbox-api-key'), ['x-docbox-api-key', API_KEY_STAND_IN]);
    assert.deepEqual(requestModel(secured, {apiKey: ' s3cret '}).headers.find(([name]) => name === 'x-docbox-api-key'), ['x-docbox-api-key', 's3cret']);
    assert.equal(requestModel(createFolder).headers.some(([name]) => name === 'x-docbox-api-key'), false, 'no security, no key');
  });

  it('puts the reader\'s connection in place of the examples, and keeps the examples for what is not set', () => {
    const model = requestModel(createFolder, {baseUrl: 'https://docbox.internal:9443/', tenantId: 't-1', userId: 'u 7', scope: 'team:a b', tenantEnv: ''});
    assert.equal(model.url, 'https://docbox.internal:9443/box/team:a%20b/folder');
    assert.deepEqual(model.headers, [
      ['x-tenant-id', 't-1'],
      ['x-tenant-env', 'Development'],
      ['x-user-id', 'u 7'],
      ['content-type', 'application/json'],
    ]);
    assert.deepEqual(requestModel(createFolder, {}), requestModel(createFolder));
  });

  it('writes Python literals and a Rust JSON body', () => {
    assert.match(pythonSample(requestModel(createFolder)), /"pinned": True/);
    const rust = rustSample(requestModel(createFolder));
    assert.match(rust, /client\.post\("http:\/\/localhost:8080\/box\/user:1:files\/folder"\)/);
    assert.match(rust, /\.json\(&serde_json::json!\(\{/);
    assert.doesNotMatch(rust, /content-type/);
  });
});

/**
 * The Rust samples cannot be compiled here (no crates offline), so each one is read back: the
 * request it builds (method, URL, headers, JSON body, form fields) must be the curl sample's, for
 * every operation of api/docbox.json.
 */
describe('Rust samples build the same request as the curl samples', () => {
  const spec = JSON.parse(readFileSync('api/docbox.json', 'utf8'));
  const stringArgs = (text: string) => [...text.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(`"${match[1]}"`) as string);
  for (const {operationId, operation} of sampleOperations({spec, specFile: 'api/docbox.json', siteUrl: 'http://localhost', permalink: '/'})) {
    it(operationId, () => {
      const model = requestModel(operation, {apiKey: 'k-1'});
      const rust = rustSample(model);
      const call = rust.match(/client\.(get|post|put|delete|patch|head)\("([^"]+)"\)|client\.request\(reqwest::Method::(\w+), "([^"]+)"\)/);
      assert.ok(call, `${operationId}: a request builder in\n${rust}`);
      assert.equal((call[1] ?? call[3]).toUpperCase(), model.method);
      assert.equal(call[2] ?? call[4], model.url);
      const headers = [...rust.matchAll(/^ {4}\.header\((.*)\)$/gm)].map((match) => stringArgs(match[1]));
      const expected = model.headers.filter(([name]) => !(name === 'content-type' && model.json !== undefined));
      assert.deepEqual(headers, expected);
      const json = rust.match(/\.json\(&serde_json::json!\(([\s\S]*?)\)\)\n {4}\.send\(\)/);
      assert.deepEqual(json ? JSON.parse(json[1]) : undefined, model.json);
      const texts = [...rust.matchAll(/^ {4}\.text\((.*)\)$/gm)].map((match) => stringArgs(match[1]));
      const parts = [...rust.matchAll(/^ {4}\.part\((.*)\)[;]?$/gm)].map((match) => stringArgs(match[1]));
      const form = model.form ?? [];
      assert.deepEqual(texts, form.filter((field) => !field.file).map((field) => [field.name, field.value]));
      assert.deepEqual(parts, form.filter((field) => field.file).map((field) => (field.file ? [field.name, field.content, field.value, field.type] : [])));
      // Every crate the code calls into is named in the sample's Cargo.toml comment.
      const cargo = rust.match(/^\/\/ Cargo\.toml: (.*)$/m);
      assert.ok(cargo, `${operationId}: a Cargo.toml comment in\n${rust}`);
      const named = new Set(cargo[1].replace(/\{[^}]*\}/g, '{}').split(', ').map((entry) => entry.split(' ')[0]));
      const used = new Set([...rust.matchAll(/(?<![:\w])([a-z_]+)::/g)].map((match) => match[1]));
      for (const crate of used) assert.ok(named.has(crate), `${operationId}: the sample uses ${crate} but its Cargo.toml comment names ${[...named].join(', ')}`);
    });
  }
});

describe('the example data the samples send agrees with the answers shown', () => {
  const spec = JSON.parse(readFileSync('api/docbox.json', 'utf8'));
  const upload = spec.paths['/box/{scope}/file'].post;

  it('the upload example holds the file the samples make, and its answer describes that file', () => {
    const form = upload.requestBody.content['multipart/form-data'].example;
    assert.equal(form.name, SAMPLE_FILE.name);
    assert.equal(form.file, sampleFileText());
    const answer = upload.responses['200'].content['application/json'].examples.text.value.file;
    assert.equal(answer.name, form.name);
    assert.equal(answer.folder_id, form.folder_id);
    assert.equal(answer.mime, SAMPLE_FILE.type);
    assert.equal(answer.size, Buffer.byteLength(sampleFileText()));
    assert.equal(answer.hash, createHash('sha256').update(sampleFileText()).digest('hex'));
  });

  it('a create answers with the ID the matching get sample uses', () => {
    const pathExample = (path: string, name: string) =>
      spec.components.parameters[
        spec.paths[path].get.parameters.map((p: {$ref?: string}) => p.$ref?.split('/').pop()).find((ref: string) => spec.components.parameters[ref]?.name === name)
      ].example;
    const created = (path: string, status: string) => spec.paths[path].post.responses[status].content['application/json'].example;
    assert.equal(created('/box/{scope}/folder', '201').folder.id, pathExample('/box/{scope}/folder/{folder_id}', 'folder_id'));
    assert.equal(created('/box/{scope}/link', '201').id, pathExample('/box/{scope}/link/{link_id}', 'link_id'));
    assert.equal(created('/box/{scope}/file/presigned', '201').task_id, spec.paths['/box/{scope}/file/presigned/{task_id}'].get.parameters.find((p: {name?: string}) => p.name === 'task_id')?.example ?? pathExample('/box/{scope}/file/presigned/{task_id}', 'task_id'));
    assert.equal(created('/box', '201').document_box.scope, pathExample('/box/{scope}', 'scope'));
  });
});
