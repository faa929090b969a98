import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  curlSample,
  jsLiteral,
  requestModel,
  sdkSample,
  type Operation,
} from '../../src/components/RequestSamples/samples';
import {isSdkCall, sdkOperations, sdkServiceMethods, sdkVersions, type SdkArg, type SdkCall} from '../../src/data/sdk';
import {specOperations} from '../support/openapi-operations';

const operations = specOperations();

type Recorded = {target: string; method: string; args: unknown[]};

/**
 * Runs an SDK sample against stand-ins for axios and the SDK that record what the sample asks
 * for: the client's configuration and every method called, with its arguments.
 */
async function runSample(code: string): Promise<{config: unknown; calls: Recorded[]; file: object}> {
  const calls: Recorded[] = [];
  let config: unknown;
  // The upload samples make their own File: the real one, remembered so the call can be checked.
  let file: object = {};
  class RecordingFile extends File {
    constructor(...args: ConstructorParameters<typeof File>) {
      super(...args);
      file = this;
    }
  }
  const recorder = (target: string) =>
    new Proxy(
      {},
      {
        get: (_, method: string) =>
          (...args: unknown[]) => {
            calls.push({target, method, args});
            return method.endsWith('URL') ? `path-from-${method}` : Promise.resolve({data: null});
          },
      },
    );
  const axios = {
    create(options: unknown) {
      config = options;
      return recorder('client');
    },
  };
  class DocboxClient {
    client: unknown;
    constructor(instance: unknown) {
      this.client = instance;
      for (const service of Object.keys(sdkServiceMethods)) (this as Record<string, unknown>)[service] = recorder(service);
    }
  }
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const imports = /^import .* from "(axios|@docbox-nz\/docbox-sdk)";$/gm;
  assert.equal(code.match(imports)?.length, 2, 'the sample imports axios and the SDK');
  await new AsyncFunction('axios', 'DocboxClient', 'File', code.replace(imports, ''))(axios, DocboxClient, RecordingFile);
  return {config, calls, file};
}

/** The values the operation's examples give each argument of the SDK call, as the curl sample sends them. */
function expectedArguments(call: SdkCall, operation: Operation, file: object): unknown[] {
  const parameters = operation.parameters ?? [];
  const media = operation.requestBody?.content?.['application/json'];
  const jsonExample = media?.example as Record<string, unknown> | undefined;
  const values = call.args.map((arg) => {
    if ('path' in arg) {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === arg.path);
      assert.ok(parameter, `${operation.operationId} has no path parameter ${arg.path}`);
      return String(parameter.example ?? parameter.schema?.example);
    }
    if ('bodyField' in arg) {
      assert.ok(media, `${operation.operationId} has no JSON body`);
      return jsonExample?.[arg.bodyField];
    }
    if ('body' in arg) {
      assert.ok(jsonExample, `${operation.operationId} has no JSON body example`);
      return jsonExample;
    }
    if ('formField' in arg) {
      const field = requestModel(operation).form?.find((f) => f.name === arg.formField);
      assert.ok(field && !field.file, `${operation.operationId} has no form field ${arg.formField}`);
      return field.value;
    }
    if ('file' in arg) return file;
    return JSON.parse(arg.literal) as unknown;
  });
  while (values.length && values[values.length - 1] === undefined) values.pop();
  return values;
}

const squash = (name: string) => name.replace(/_/g, '').toLowerCase();

/** Whether an argument of the table fits the SDK parameter of that name (names as in the SDK source). */
function fitsParameter(arg: SdkArg, param: string | undefined): boolean {
  if (param === undefined) return false;
  if ('path' in arg) {
    return (
      squash(arg.path) === squash(param) ||
      (param === 'id' && arg.path.endsWith('_id')) ||
      (param === 'name' && arg.path === 'file_name')
    );
  }
  if ('bodyField' in arg) return squash(arg.bodyField) === squash(param);
  if ('body' in arg) return ['data', 'request', 'options'].includes(param);
  if ('formField' in arg) return squash(arg.formField) === squash(param);
  if ('file' in arg) return param === 'file';
  return arg.param === param;
}

describe('the SDK table (src/data/sdk.ts)', () => {
  it('names every operation of api/docbox.json', () => {
    const missing = operations.map((op) => op.operationId).filter((id) => !(id in sdkOperations));
    assert.deepEqual(missing, [], `operations missing from the SDK table: ${missing.join(', ')}`);
  });

  it('names no operation that api/docbox.json does not have', () => {
    const known = new Set(operations.map((op) => op.operationId));
    const unknown = Object.keys(sdkOperations).filter((id) => !known.has(id));
    assert.deepEqual(unknown, [], `the SDK table names operations that do not exist: ${unknown.join(', ')}`);
  });

  it('names only methods the SDK services have, with versions from the SDK history', () => {
    for (const [operationId, entry] of Object.entries(sdkOperations)) {
      if (!isSdkCall(entry)) continue;
      const methods = Object.keys(sdkServiceMethods[entry.service]);
      assert.ok(methods.includes(entry.method), `${operationId}: ${entry.service}.${entry.method} is not an SDK method`);
      assert.ok((sdkVersions as readonly string[]).includes(entry.since), `${operationId}: no SDK version ${entry.since}`);
      for (const other of entry.alternatives ?? []) {
        assert.ok(methods.includes(other.method), `${operationId}: ${entry.service}.${other.method} is not an SDK method`);
        assert.ok((sdkVersions as readonly string[]).includes(other.since), `${operationId}: no SDK version ${other.since}`);
      }
    }
  });

  it('passes each argument in the place the SDK method takes it', () => {
    for (const [operationId, entry] of Object.entries(sdkOperations)) {
      if (!isSdkCall(entry)) continue;
      const params = sdkServiceMethods[entry.service][entry.method];
      entry.args.forEach((arg, index) => {
        assert.ok(
          fitsParameter(arg, params[index]),
          `${operationId}: argument ${index + 1} (${JSON.stringify(arg)}) does not fit ${entry.service}.${entry.method}(${params.join(', ')})`,
        );
      });
    }
  });

  it('leaves some operations out, as the SDK does', () => {
    const gaps = Object.entries(sdkOperations).filter(([, entry]) => !isSdkCall(entry)).map(([id]) => id);
    assert.ok(gaps.includes('health') && gaps.includes('admin_list_users'), gaps.join(', '));
  });
});

describe('SDK samples', () => {
  for (const operation of operations) {
    const entry = sdkOperations[operation.operationId];
    if (!isSdkCall(entry)) {
      it(`${operation.operationId}: says the SDK has no call for it`, () => {
        assert.equal(sdkSample(requestModel(operation)).call, undefined);
      });
      continue;
    }
    it(`${operation.operationId}: calls ${entry.service}.${entry.method} with the curl sample's values`, async () => {
      const model = requestModel(operation);
      const sample = sdkSample(model);
      assert.ok(sample.call, 'an SDK sample');
      const {config, calls, file} = await runSample(sample.code);

      // The client: the curl sample's server and headers.
      const curl = curlSample(model);
      const headers = Object.fromEntries(model.headers.filter(([name]) => name !== 'content-type'));
      const baseURL = curl.match(/^curl --fail-with-body -X \w+ '(https?:\/\/[^/']+)/m)?.[1];
      assert.deepEqual(config, {baseURL, ...(Object.keys(headers).length ? {headers} : {})});
      for (const [name, value] of Object.entries(headers)) assert.ok(curl.includes(`${name}: ${value}`), name);

      // The call: the table's method, which the SDK has, with the example values.
      const service = calls.filter((call) => call.target !== 'client');
      assert.equal(service.length, 1, `one SDK call in:\n${sample.code}`);
      assert.equal(service[0].target, entry.service);
      assert.equal(service[0].method, entry.method);
      assert.ok(service[0].method in sdkServiceMethods[entry.service]);
      assert.deepEqual(service[0].args, expectedArguments(entry, operation, file));
      for (const value of Object.values(model.pathParams)) assert.ok(curl.includes(value), `curl sends ${value}`);

      // A method that only builds the path leaves the request to the client's axios instance.
      const direct = calls.filter((call) => call.target === 'client');
      if (entry.pathOnly) {
        assert.deepEqual(direct, [
          {target: 'client', method: 'get', args: [`path-from-${entry.method}`, {responseType: entry.pathOnly.responseType}]},
        ]);
      } else {
        assert.deepEqual(direct, []);
      }
    });
  }

  it('writes plain keys where they are identifiers and quotes the others', () => {
    assert.equal(jsLiteral({name: 'a', 'x-y': [1, true, null], empty: {}}), '{\n  name: "a",\n  "x-y": [\n    1,\n    true,\n    null,\n  ],\n  empty: {},\n}');
  });

  it('drops a trailing argument the example does not give', () => {
    const operation = operations.find((op) => op.operationId === 'file_get_generated_raw_presigned');
    assert.ok(operation);
    const sample = sdkSample(requestModel(operation));
    assert.ok(sample.call);
    assert.match(sample.code, /createGeneratedRawPresigned\("[^"]+", "[^"]+", "[^"]+"\);$/);
  });

  it('shows the client with the tenant headers and the call with the body example', () => {
    const operation = operations.find((op) => op.operationId === 'folder_create');
    assert.ok(operation);
    const {code} = sdkSample(requestModel(operation)) as {code: string};
    assert.match(code, /^import axios from "axios";\nimport \{DocboxClient\} from "@docbox-nz\/docbox-sdk";\n/);
    assert.match(code, /"x-tenant-id": "[0-9a-f-]{36}",\n {6}"x-tenant-env": "Development",/);
    assert.match(code, /const folder = await docbox\.folder\.create\("user:[^"]+", \{\n {2}name: /);
  });
});
