/**
 * API pages as Markdown (src/plugins/markdownTwins/openapi.ts): written from the OpenAPI
 * document, with parameters, bodies and schemas as tables (or JSON Schema where a table cannot
 * say it), the page's own request samples, and errors that name the document and the pointer.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {SAMPLE_LANGUAGES, requestModel} from '../../src/components/RequestSamples/samples';
import {SDK_PACKAGE, isSdkCall, sdkOperations} from '../../src/data/sdk';
import {plainMarkdownProblems} from '../../src/plugins/markdownTwins';
import {ConversionError, stringify} from '../../src/plugins/markdownTwins/markdown';
import {infoTree, listApiOperations, operationTree, tagTree, type OpenApiDocument} from '../../src/plugins/markdownTwins/openapi';

const SITE = 'https://docs.example';

const spec: OpenApiDocument = {
  openapi: '3.1.0',
  info: {title: 'Box API', version: '1.2.3', summary: 'Stores boxes.', description: 'Read [the guide](/docs/guide).', license: {name: 'MIT', identifier: 'MIT'}},
  servers: [{url: 'http://localhost:8080', description: 'Local server'}],
  security: [{}, {key: []}],
  tags: [{name: 'Things', description: 'Everything about things. And more.'}],
  paths: {
    '/box/{scope}/thing': {
      parameters: [{$ref: '#/components/parameters/Scope'}],
      post: {
        tags: ['Things'],
        operationId: 'thing_create',
        summary: 'Create a thing',
        description: 'Creates a thing. See [Get a thing](/docs/api/thing-get).',
        parameters: [
          {name: 'x-tenant-id', in: 'header', required: true, description: 'Tenant.', schema: {type: 'string', format: 'uuid'}, example: 'c0ffee00-0000-4000-8000-000000000000'},
          {name: 'dry_run', in: 'query', required: false, schema: {type: 'boolean', default: false}},
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {$ref: '#/components/schemas/CreateThing'},
              example: {name: 'Lamp', size: {width: 2}},
            },
          },
        },
        responses: {
          '201': {description: 'Created.', content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}, example: {id: 't1'}}}},
          '400': {$ref: '#/components/responses/BadRequest'},
          '409': {description: 'A thing with that name exists.', headers: {'Retry-After': {description: 'Seconds.', schema: {type: 'integer'}}}},
        },
      },
    },
  },
  components: {
    securitySchemes: {key: {type: 'apiKey', in: 'header', name: 'x-api-key', description: 'Only when configured.'}},
    parameters: {Scope: {name: 'scope', in: 'path', required: true, description: 'Box scope.', schema: {$ref: '#/components/schemas/Scope'}, example: 'user:1'}},
    responses: {
      BadRequest: {
        description: 'Rejected.',
        content: {
          'application/json': {schema: {$ref: '#/components/schemas/Error'}, example: {reason: 'bad'}},
          'text/plain': {schema: {type: 'string'}, example: 'plain words'},
        },
      },
    },
    schemas: {
      Scope: {type: 'string', description: 'A scope.', minLength: 1, pattern: '^[a-z:0-9]+$'},
      CreateThing: {
        type: 'object',
        required: ['name'],
        properties: {
          name: {type: 'string', maxLength: 255, description: 'Its name.'},
          size: {type: 'object', description: 'Its size.', properties: {width: {type: 'integer', minimum: 1}}, required: ['width']},
          tags: {type: 'array', items: {type: 'object', properties: {label: {type: 'string'}}}},
          colour: {type: ['string', 'null'], enum: ['red', 'blue', null]},
          kind: {$ref: '#/components/schemas/Kind'},
        },
      },
      Kind: {type: 'string', enum: ['Big', 'Small'], description: 'How big.'},
      Thing: {
        allOf: [{$ref: '#/components/schemas/Base'}, {type: 'object', required: ['owner'], properties: {owner: {oneOf: [{type: 'null'}, {$ref: '#/components/schemas/User'}]}}}],
      },
      Base: {type: 'object', required: ['id'], properties: {id: {type: 'string'}}},
      User: {type: 'object', properties: {name: {type: 'string'}}},
      Error: {
        type: 'object',
        properties: {
          reason: {type: 'string'},
          pairs: {type: 'array', items: {type: 'array', prefixItems: [{type: 'string'}, {type: 'integer'}]}},
        },
      },
    },
  },
};

const context = {spec, specFile: 'api/test.json', siteUrl: SITE, permalink: '/docs/api/thing-create', downloadPath: '/api/test.json'};
const [operation] = listApiOperations(spec);
const markdown = stringify(operationTree(context, operation));

describe('an operation page', () => {
  it('starts with the summary, the method and path, and the description with absolute links', () => {
    assert.ok(markdown.startsWith(`# Create a thing\n\n\`POST /box/{scope}/thing\`\n\nCreates a thing. See [Get a thing](${SITE}/docs/api/thing-get).\n`));
  });

  it('lists path, query and header parameters in tables, with the security header as optional', () => {
    assert.match(markdown, /### Path parameters\n\n\| Name \| Type \| Required \| Description \|\n\| - \| - \| - \| - \|\n\| `scope` \| `Scope` \| yes \| Box scope\. Example: `user:1`\. \|/);
    assert.match(markdown, /### Query parameters\n\n.*\n.*\n\| `dry_run` \| `boolean` \| no \| Default: `false`\. \|/);
    assert.match(markdown, /\| `x-tenant-id` \| `string` \(uuid\) \| yes \| Tenant\. Example: `c0ffee00-0000-4000-8000-000000000000`\. \|/);
    assert.match(markdown, /\| `x-api-key` \| `string` \| no \| Only when configured\. \(security scheme `key`\) \|/);
    assert.match(markdown, /The document's server is `http:\/\/localhost:8080` \(Local server\)\./);
  });

  it('writes the request body as a table of fields, nested objects with dotted names, and its example', () => {
    assert.match(markdown, /Content type `application\/json`, required; schema `CreateThing`\./);
    for (const row of [
      '| `name` | `string` | yes | Its name. Maximum length: 255. |',
      '| `size` | `object` | no | Its size. |',
      '| `size.width` | `integer` | yes | Minimum: 1. |',
      '| `tags` | array of `object` | no | |',
      '| `tags[].label` | `string` | no | |',
      '| `colour` | `string` or `null`, one of `red`, `blue`, `null` | no | |',
      '| `kind` | `Kind` | no | How big. |',
    ]) {
      assert.ok(markdown.includes(row), row);
    }
    assert.match(markdown, /Example:\n\n```json\n\{\n {2}"name": "Lamp",/);
  });

  it('has the same request samples as the page', () => {
    const model = requestModel({
      method: 'post',
      path: '/box/{scope}/thing',
      servers: spec.servers,
      parameters: [
        {name: 'scope', in: 'path', required: true, example: 'user:1'},
        {name: 'x-tenant-id', in: 'header', required: true, example: 'c0ffee00-0000-4000-8000-000000000000'},
      ],
      requestBody: {content: {'application/json': {example: {name: 'Lamp', size: {width: 2}}}}},
      security: spec.security,
      securitySchemes: spec.components?.securitySchemes as never,
    });
    assert.ok(model.headers.some(([name]) => name === 'x-api-key'), 'the key header is in the samples');
    for (const sample of SAMPLE_LANGUAGES) {
      assert.ok(markdown.includes(`### ${sample.label}\n\n\`\`\`${sample.language}\n${sample.render(model)}\n\`\`\``), sample.label);
    }
  });

  it('has the SDK tab in the page\'s place, saying the SDK has no call when the SDK table names none', () => {
    const samples = markdown.slice(markdown.indexOf('## Request samples'), markdown.indexOf('## Responses'));
    assert.deepEqual([...samples.matchAll(/^### (.+)$/gm)].map((match) => match[1]), ['curl', 'JavaScript', 'SDK', 'Python', 'Rust']);
    assert.match(samples, new RegExp(`### SDK\\n\\n\\*\\*Not in the SDK\\.\\*\\* \`${SDK_PACKAGE}\` [\\d.]+ has no method for this operation\\.`));
  });

  it('separates responses from error responses, with bodies, examples and headers', () => {
    const [responses, errors] = markdown.split('## Error responses');
    assert.match(responses, /## Responses\n\n### 201 Created\n\nCreated\.\n\nBody \(`application\/json`\): `Thing`\.\n\nExample:\n\n```json\n\{\n {2}"id": "t1"\n\}\n```/);
    assert.match(errors, /### 400 Bad Request\n\nRejected\.\n\nBody \(`application\/json`\): `Error`\.[\s\S]*Body \(`text\/plain`\): `string`\.\n\nExample:\n\n```text\nplain words\n```/);
    assert.match(errors, /### 409 Conflict\n\nA thing with that name exists\.\n\nResponse headers:\n\n.*\n.*\n\| `Retry-After` \| `integer` \| no \| Seconds\. \|\n\nNo body\./);
  });

  it('lists every schema it uses once: tables, a type with its rules, or JSON Schema', () => {
    const schemas = markdown.slice(markdown.indexOf('## Schemas'));
    const names = [...schemas.matchAll(/^### (\w+)$/gm)].map((match) => match[1]);
    assert.deepEqual(names, ['Scope', 'Kind', 'Thing', 'Error', 'Base', 'User']);
    assert.match(schemas, /### Scope\n\nA scope\.\n\n\*\*Type:\*\* `string`\n\nMinimum length: 1\. Pattern: `\^\[a-z:0-9\]\+\$`\./);
    assert.match(schemas, /### Kind\n\nHow big\.\n\n\*\*Type:\*\* `string`, one of `Big`, `Small`/);
    assert.match(schemas, /### Thing\n\nIt combines the fields of `Base` with its own; the table lists them all\.\n\n.*\n.*\n\| `id` \| `string` \| yes \| \|\n\| `owner` \| `null` or `User` \| yes \| \|/);
    // A tuple has no table form: the schema is given as JSON Schema.
    assert.match(schemas, /### Error\n\nAs JSON Schema:\n\n```json title="Error"\n\{\n {2}"type": "object",[\s\S]*"prefixItems"/);
  });

  it('is plain Markdown', () => {
    assert.deepEqual(plainMarkdownProblems(markdown), []);
  });
});

describe('tag and overview pages', () => {
  it('lists a tag\'s operations with method, path and first sentence', () => {
    const tag = stringify(tagTree(context, 'Things', () => `${SITE}/docs/api/thing-create`));
    assert.equal(
      tag,
      `# Things\n\nEverything about things. And more.\n\n## Operations\n\n- [Create a thing](${SITE}/docs/api/thing-create): \`POST /box/{scope}/thing\`. Creates a thing.\n`,
    );
  });

  it('describes the API: summary, version, base URL, authentication, licence and the document', () => {
    const info = stringify(infoTree({...context, permalink: '/docs/api/box-api'}));
    assert.match(info, /^# Box API\n\n> Stores boxes\.\n\nVersion: `1\.2\.3`\n\nRead \[the guide\]\(https:\/\/docs\.example\/docs\/guide\)\./);
    assert.match(info, /## Base URL\n\n- `http:\/\/localhost:8080`: Local server/);
    assert.match(info, /### key\n\nOnly when configured\.\n\n\| Property \| Value \|\n\| - \| - \|\n\| Security scheme type \| `apiKey` \|\n\| Header parameter name \| `x-api-key` \|/);
    assert.match(info, /## License\n\n\[MIT\]\(https:\/\/spdx\.org\/licenses\/MIT\.html\)/);
    assert.match(info, /## OpenAPI document\n\n.*\(https:\/\/docs\.example\/api\/test\.json\)/);
  });
});

describe('what the API writer refuses, naming the document and the pointer', () => {
  const broken = (change: (copy: OpenApiDocument) => void): string => {
    const copy = structuredClone(spec);
    change(copy);
    try {
      stringify(operationTree({...context, spec: copy}, listApiOperations(copy)[0]));
    } catch (error) {
      assert.ok(error instanceof ConversionError, String(error));
      return error.message;
    }
    return assert.fail('the page should not have been written');
  };
  const post = (copy: OpenApiDocument) => copy.paths!['/box/{scope}/thing'].post as Record<string, unknown>;

  it('an unresolvable reference', () => {
    assert.match(
      broken((copy) => ((post(copy).responses as Record<string, unknown>)['201'] = {$ref: '#/components/responses/Nope'})),
      /^api\/test\.json: #\/paths\/~1box~1\{scope\}~1thing\/post\/responses\/201: the reference #\/components\/responses\/Nope does not resolve$/,
    );
  });

  it('a security scheme that is not defined, or not a header or parameter', () => {
    assert.match(broken((copy) => (copy.security = [{missing: []}])), /post: the security scheme missing is not defined/);
    assert.match(
      broken((copy) => (copy.components!.securitySchemes!.key = {type: 'oauth2'})),
      /post: the security scheme key \(oauth2\) cannot be described as a header or parameter/,
    );
  });

  it('a description with a list inside a table cell, or with HTML', () => {
    assert.match(
      broken((copy) => ((copy.components!.schemas!.CreateThing.properties as Record<string, {description?: string}>).name.description = '- one\n- two')),
      /#\/components\/schemas\/CreateThing\/properties\/name: the description has a list, which cannot be written in a table cell/,
    );
    assert.match(broken((copy) => (post(copy).description = 'Text <b>bold</b>.')), /post\/description: the description contains HTML/);
  });

  it('an operation without responses', () => {
    assert.match(broken((copy) => (post(copy).responses = {})), /post: the operation has no responses/);
  });
});

describe('the site\'s API description', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const docbox = JSON.parse(readFileSync(path.join(root, 'api/docbox.json'), 'utf8')) as OpenApiDocument;
  const operations = listApiOperations(docbox);

  it('has operations', () => assert.ok(operations.length > 40));

  const page = (api: (typeof operations)[number]) => stringify(operationTree({...context, spec: docbox, specFile: 'api/docbox.json'}, api));
  const samplesOf = (markdown: string) => markdown.slice(markdown.indexOf('## Request samples'), markdown.search(/^## (Responses|Error responses)$/m));

  it('every operation the SDK table gives a call has the SDK sample with that call, with all five languages', () => {
    const withCall = operations.filter((api) => isSdkCall(sdkOperations[api.operation.operationId!]));
    // Derived from the SDK table, not a number written here; it must not be empty.
    assert.ok(withCall.length > 0);
    let written = 0;
    for (const api of operations) {
      const samples = samplesOf(page(api));
      const id = api.operation.operationId!;
      assert.deepEqual([...samples.matchAll(/^### (.+)$/gm)].map((match) => match[1]), ['curl', 'JavaScript', 'SDK', 'Python', 'Rust'], id);
      const entry = sdkOperations[id];
      if (isSdkCall(entry)) {
        const sdk = samples.slice(samples.indexOf('### SDK'), samples.indexOf('### Python'));
        assert.match(sdk, /^### SDK\n\n```typescript\nimport axios from "axios";\n/, id);
        assert.ok(sdk.includes(`docbox.${entry.service}.${entry.method}(`), `${id}: the call docbox.${entry.service}.${entry.method}`);
        assert.ok(sdk.includes(`is in the SDK from version ${entry.since}.`), `${id}: its first SDK version`);
        if (entry.note) assert.ok(sdk.includes(entry.note), `${id}: its note`);
        for (const other of entry.alternatives ?? []) assert.ok(sdk.includes(`\`docbox.${entry.service}.${other.method}\` (from ${other.since})`), `${id}: ${other.method}`);
        written += 1;
      } else {
        assert.ok(samples.includes('**Not in the SDK.**'), id);
      }
    }
    assert.equal(written, withCall.length);
  });

  it('"Upload a file" carries its SDK sample and the advice to use uploadAsync rather than file.upload', () => {
    const upload = operations.find((api) => api.operation.operationId === 'file_upload')!;
    const sdk = samplesOf(page(upload)).split('### SDK')[1].split('### Python')[0];
    assert.match(sdk, /await docbox\.file\.upload\(/);
    assert.match(sdk, /The SDK marks upload as deprecated/);
    assert.match(sdk, /`docbox\.file\.uploadAsync` \(from [\d.]+\) sends asynchronous=true and polls the task/);
  });

  for (const api of operations) {
    it(`${api.operation.operationId} is written as plain Markdown with its method, path and every parameter`, () => {
      const markdown = page(api);
      assert.ok(markdown.includes(`\`${api.method.toUpperCase()} ${api.path}\``));
      assert.deepEqual(plainMarkdownProblems(markdown), []);
      for (const parameter of api.operation.parameters ?? []) {
        const name = parameter.$ref ? (docbox.components!.parameters as Record<string, {name: string}>)[parameter.$ref.split('/').pop()!].name : parameter.name;
        assert.ok(markdown.includes(`| \`${name}\` |`), name);
      }
    });
  }
});
