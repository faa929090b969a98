import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import * as React from 'react';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {partWithHtml} from '../../scripts/build/lib/api-parts';
import {exampleOf, normalize, typeLabel, variantsOf, type Schema} from '../../src/components/ApiSchema/schema';

// The components import a CSS module, which the bundler handles; here each class is its own name.
require.extensions['.css'] = (module) => {
  module.exports = {__esModule: true, default: new Proxy({}, {get: (_target, name) => String(name)})};
};
// tsx compiles JSX to React.createElement (the site's bundler uses the automatic runtime).
(globalThis as {React?: typeof React}).React = React;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {ApiParameters, ApiRequestBody, ApiResponses} = require('../../src/components/ApiSchema') as typeof import('../../src/components/ApiSchema');

// A small description of its own, with what the operation pages must show: a nested object, a
// oneOf told apart by a discriminator, an enum, nullable fields (by type and by oneOf with null).
const owner: Schema & {description: string} = {
  type: 'object',
  title: 'Owner',
  description: 'Who owns the *item*.',
  required: ['handle'],
  properties: {
    handle: {type: 'string', minLength: 3, description: 'A short `handle`.'} as Schema,
    nickname: {type: ['string', 'null'], description: 'Shown when set.'} as Schema,
  },
};
const fileVariant = {
  title: 'FileItem',
  type: 'object',
  required: ['kind', 'size'],
  properties: {kind: {type: 'string', enum: ['file']}, size: {type: 'integer', minimum: 0, description: 'Bytes.'}},
};
const folderVariant = {
  title: 'FolderItem',
  type: 'object',
  required: ['kind', 'children'],
  properties: {kind: {type: 'string', enum: ['folder']}, children: {type: 'integer'}},
};
const itemSchema = {
  type: 'object',
  required: ['id', 'colour', 'owner', 'content'],
  properties: {
    id: {type: 'string', format: 'uuid', description: 'The item.'},
    colour: {type: 'string', enum: ['red', 'green', 'blue'], default: 'red', description: 'Its colour.'},
    owner,
    editor: {description: 'Who changed it last, if anyone.', oneOf: [{type: 'null'}, owner]},
    content: {description: 'What it holds.', oneOf: [fileVariant, folderVariant], discriminator: {propertyName: 'kind'}},
  },
};

const body = partWithHtml('RequestSchema', {
  title: 'Body',
  body: {required: true, description: 'The item to store.', content: {'application/json': {schema: itemSchema}}},
}) as Parameters<typeof ApiRequestBody>[0];
const responses = partWithHtml('StatusCodes', {
  responses: {
    '201': {description: 'Stored.', content: {'application/json': {schema: itemSchema, example: {id: 'given-example'}}}},
    '404': {description: 'No such **box**.', headers: {'retry-after': {description: 'Seconds.', schema: {type: 'integer'}}}},
    '500': {description: 'Failed.', content: {'text/plain': {schema: {type: 'string'}}}},
  },
}) as Parameters<typeof ApiResponses>[0];
const parameters = partWithHtml('ParamsDetails', {
  parameters: [
    {name: 'scope', in: 'path', required: true, description: 'The `box`.', schema: {type: 'string', pattern: '^[a-z]+$'}, example: 'files'},
    {name: 'limit', in: 'query', schema: {type: 'integer', minimum: 1, maximum: 100}},
    {name: 'x-tenant-id', in: 'header', required: true, schema: {type: 'string', format: 'uuid'}},
  ],
}) as Parameters<typeof ApiParameters>[0];

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element).replace(/<!-- -->/g, '');
const bodyHtml = html(createElement(ApiRequestBody, body));
/** The HTML of the `<li>` of a field, from its name to the end of what it holds. */
const fieldHtml = (source: string, name: string) => {
  const start = source.indexOf(`<code class="name">${name}</code>`);
  assert.ok(start >= 0, `no field ${name}`);
  return source.slice(source.lastIndexOf('<li', start));
};

describe('the operation parts render a schema as HTML', () => {
  it('turns the descriptions into HTML when the pages are generated, and not a field named "description"', () => {
    const converted = partWithHtml('RequestSchema', {
      body: {content: {'application/json': {schema: {type: 'object', description: 'A `code` span.', properties: {description: {type: 'string', description: 'Plain **bold**.'}}}}}},
    }) as {body: {content: Record<string, {schema: Schema}>}};
    const schema = converted.body.content['application/json']!.schema;
    assert.equal(schema.descriptionHtml, '<p>A <code>code</code> span.</p>');
    assert.equal(schema.properties?.description?.descriptionHtml, '<p>Plain <strong>bold</strong>.</p>');
    assert.equal('description' in schema, false);
  });

  it('lists the fields with type, required mark and description, and a nested object behind <details>', () => {
    assert.match(bodyHtml, /<h3 id="request-body"[^>]*>Body<span class="required">required<\/span><\/h3>/);
    assert.match(fieldHtml(bodyHtml, 'id'), /^<li class="field"><div class="fieldHead"><code class="name">id<\/code><span class="type">string&lt;uuid&gt;<\/span><span class="required">required<\/span><\/div><div class="description"><p>The item.<\/p><\/div>/);
    const ownerField = fieldHtml(bodyHtml, 'owner');
    assert.match(ownerField, /<span class="type">object \(Owner\)<\/span>/);
    assert.match(ownerField, /<details class="nested"><summary>Fields of <code>owner<\/code><\/summary><ul class="fields"><li class="field"><div class="fieldHead"><code class="name">handle<\/code>/);
    assert.match(fieldHtml(ownerField, 'handle'), /<p>A short <code>handle<\/code>.<\/p>.*at least 3 characters/);
  });

  it('marks nullable fields, by a type list with null and by a oneOf of null and a schema', () => {
    assert.match(fieldHtml(bodyHtml, 'nickname'), /^<li class="field"><div class="fieldHead"><code class="name">nickname<\/code><span class="type">string<\/span><span class="nullable">nullable<\/span>/);
    // The editor is an Owner or null: shown as the Owner, nullable, with its own description.
    const editor = fieldHtml(bodyHtml, 'editor');
    assert.match(editor, /^<li class="field"><div class="fieldHead"><code class="name">editor<\/code><span class="type">object \(Owner\)<\/span><span class="nullable">nullable<\/span><\/div><div class="description"><p>Who changed it last, if anyone.<\/p>/);
    assert.doesNotMatch(editor.slice(0, editor.indexOf('</details>')), /Exactly one of/);
  });

  it('lists the enum values and the default', () => {
    assert.match(fieldHtml(bodyHtml, 'colour'), /<ul class="constraints"><li>one of <span><code>&quot;red&quot;<\/code><\/span><span>, <code>&quot;green&quot;<\/code><\/span><span>, <code>&quot;blue&quot;<\/code><\/span><\/li><li>default <code>&quot;red&quot;<\/code><\/li><\/ul>/);
  });

  it('names each variant of a oneOf by its title and discriminator value', () => {
    const content = fieldHtml(bodyHtml, 'content');
    assert.match(content, /<code class="name">content<\/code><span class="type">one of 2 variants<\/span>/);
    assert.match(content, /<summary>Variants of <code>content<\/code><\/summary>/);
    assert.match(content, /Exactly one of 2 variants, told apart by <code>kind<\/code>:/);
    assert.match(content, /<summary><span class="variantName">FileItem<\/span><span class="tag"><code>kind: &quot;file&quot;<\/code><\/span>/);
    assert.match(content, /<summary><span class="variantName">FolderItem<\/span><span class="tag"><code>kind: &quot;folder&quot;<\/code><\/span>/);
    // Each variant's own fields are inside its <details>.
    const file = content.slice(content.indexOf('FileItem'), content.indexOf('FolderItem'));
    assert.match(file, /<code class="name">size<\/code><span class="type">integer<\/span><span class="required">required<\/span>.*minimum <code>0<\/code>/);
  });

  it('tells variants apart without a discriminator when one property has a single value in each', () => {
    const variants = variantsOf({oneOf: [{...fileVariant, title: undefined}, {...folderVariant, title: undefined}]});
    assert.deepEqual(
      variants?.variants.map(({label, tag}) => [label, tag]),
      [
        ['file', {property: 'kind', value: '"file"'}],
        ['folder', {property: 'kind', value: '"folder"'}],
      ],
    );
    assert.equal(typeLabel(normalize({type: 'array', items: {type: 'string', format: 'date-time'}})), 'array of string<date-time>');
  });

  it('shows the example given, else one built from the schema', () => {
    const responsesHtml = html(createElement(ApiResponses, responses));
    assert.match(responsesHtml, /<pre class="exampleCode"><code>\{\n {2}&quot;id&quot;: &quot;given-example&quot;\n\}<\/code><\/pre>/);
    const built = exampleOf(itemSchema as Schema) as Record<string, unknown>;
    assert.equal(built.colour, 'red');
    assert.deepEqual(built.content, {kind: 'file', size: 0});
    assert.match(bodyHtml, /<details class="example api-example"><summary>Example<\/summary><pre class="exampleCode"><code>\{\n {2}&quot;id&quot;: &quot;00000000-0000-4000-8000-000000000000&quot;,\n {2}&quot;colour&quot;: &quot;red&quot;/);
  });

  it('shows every status code as a section with an anchor, its description, headers and content', () => {
    const responsesHtml = html(createElement(ApiResponses, responses));
    const codes = [...responsesHtml.matchAll(/<h3 id="response-(\d+)"/g)].map((match) => match[1]);
    assert.deepEqual(codes, Object.keys(responses.responses!));
    // The heading reads "404 Not Found", with a space, in the index and in copied text.
    assert.match(responsesHtml, /<h3 id="response-404"[^>]*><span class="badge badge--danger status">404<\/span> <span class="reason">Not Found<\/span><\/h3><div><div class="description"><p>No such <strong>box<\/strong>.<\/p><\/div>/);
    // The first response is indexed by the search, the others are not, their headings included
    // (config/search.ts).
    assert.match(responsesHtml, /<section class="response" aria-labelledby="response-201"[^>]*><h3 id="response-201"/);
    assert.match(responsesHtml, /<section class="response api-not-indexed" aria-labelledby="response-404"[^>]*><h3 id="response-404"/);
    assert.equal(responsesHtml.match(/class="response api-not-indexed"/g)?.length, Object.keys(responses.responses!).length - 1);
    assert.match(responsesHtml, /<code class="name">retry-after<\/code><span class="type">integer<\/span>/);
    assert.match(responsesHtml, /Content type <code>text\/plain<\/code> · <span class="type">string<\/span>/);
  });

  it('groups the parameters by where they go, with their constraints and examples', () => {
    const paramsHtml = html(createElement(ApiParameters, parameters));
    assert.deepEqual([...paramsHtml.matchAll(/<h3 id="([a-z]+-parameters)"/g)].map((match) => match[1]), ['path-parameters', 'query-parameters', 'header-parameters']);
    assert.match(paramsHtml, /<code class="name">scope<\/code>.*<p>The <code>box<\/code>.<\/p>.*matches <code>\^\[a-z\]\+\$<\/code>.*Example: <code>files<\/code>/);
    assert.match(paramsHtml, /<code class="name">limit<\/code><span class="type">integer<\/span><\/div><ul class="constraints"><li>minimum <code>1<\/code><\/li><li>maximum <code>100<\/code><\/li><\/ul>/);
  });
});
