import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  InvalidSpecError,
  diffOperations,
  listOperations,
  loadValidSpec,
  operationSlug,
  parseSpec,
} from '../../scripts/build/lib/openapi';

const fixtures = path.join(__dirname, '../fixtures/openapi');
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

async function problemsOf(name: string): Promise<string> {
  try {
    await loadValidSpec(`fixtures/${name}`, read(name));
  } catch (error) {
    assert.ok(error instanceof InvalidSpecError, `expected InvalidSpecError, got ${String(error)}`);
    return error.message;
  }
  assert.fail(`${name} was accepted`);
}

describe('OpenAPI validation', () => {
  it('accepts a valid description', async () => {
    const {doc} = await loadValidSpec('valid.json', read('valid.json'));
    assert.deepEqual([...listOperations(doc).keys()].sort(), ['thing_create', 'thing_get']);
  });

  it('reports malformed JSON with the file, line and column', async () => {
    const message = await problemsOf('malformed.json');
    // The fixture lacks the comma after "summary": the parser stops on the next line.
    const line = read('malformed.json').split('\n').findIndex((text) => text.includes('"Get a thing"')) + 2;
    assert.match(message, new RegExp(`^fixtures/malformed\\.json: #: malformed JSON at line ${line}, column \\d+`));
  });

  it('reports a missing operationId at its operation', async () => {
    const message = await problemsOf('missing-operation-id.json');
    assert.match(message, /fixtures\/missing-operation-id\.json: #\/paths\/~1things\/post\/operationId: .*should contain `operationId`/);
  });

  it('reports a duplicate operationId', async () => {
    const message = await problemsOf('duplicate-operation-id.json');
    assert.match(message, /fixtures\/duplicate-operation-id\.json: #\/paths\/~1things\/post\b.*unique `operationId`.*\(operation-operationId-unique\)/);
  });

  it('reports an unresolved $ref with its pointer', async () => {
    const message = await problemsOf('unresolved-ref.json');
    assert.match(message, /#\/paths\/~1things~1\{thing_id\}\/get\/responses\/200\/content\/application~1json\/schema.*Can't resolve \$ref/);
  });

  it('reports an example that does not match its schema', async () => {
    const message = await problemsOf('bad-example.json');
    assert.match(message, /#\/paths\/~1things\/post\/requestBody\/content\/application~1json\/example.*\(no-invalid-media-type-examples\)/);
    assert.match(message, /must be string|must have required property/);
  });

  it('rejects a JSON document that is not an object', () => {
    assert.throws(() => parseSpec('list.json', '[]'), /list\.json: #: the description must be a JSON object/);
  });
});

describe('operation diff', () => {
  it('lists added, removed and changed operations', () => {
    const before = parseSpec('a', read('valid.json'));
    const after = parseSpec('b', read('changed.json'));
    assert.deepEqual(diffOperations(before, after), {
      added: ['thing_update'],
      removed: ['thing_create'],
      changed: [],
    });
    const renamed = structuredClone(before);
    (renamed.paths!['/things/{thing_id}']!.get as {summary: string}).summary = 'Fetch a thing';
    assert.deepEqual(diffOperations(before, renamed).changed, ['thing_get']);
  });

  it('treats everything as added when there was no description', () => {
    const after = parseSpec('b', read('valid.json'));
    assert.deepEqual(diffOperations(undefined, after).added, ['thing_create', 'thing_get']);
  });
});

describe('operation slugs', () => {
  it('matches the page ids the generator gives', () => {
    assert.equal(operationSlug('file_get_raw_named'), 'file-get-raw-named');
    assert.equal(operationSlug('options'), 'options');
  });
});
