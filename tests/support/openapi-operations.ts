import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Operation} from '../../src/components/RequestSamples/samples';

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** api/docbox.json as parsed JSON. */
export function loadSpec(): Json {
  return JSON.parse(readFileSync(path.join(__dirname, '../../api/docbox.json'), 'utf8')) as Json;
}

/** Follows local `$ref`s (`#/components/...`) the way the API theme hands them to the page. */
function resolve(spec: Json, value: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(spec, item, seen));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as {$ref?: unknown}).$ref;
  if (typeof ref === 'string') {
    // A schema that contains itself is left as the reference the second time round.
    if (seen.includes(ref)) return value;
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
    if (target === undefined) throw new Error(`api/docbox.json: unresolved reference ${ref}`);
    return resolve(spec, target, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(spec, item, seen)]));
}

/** Every operation of the description, with its references resolved, as an operation page gets it. */
export function specOperations(spec: Json = loadSpec()): (Operation & {operationId: string; summary?: string})[] {
  const servers = spec.servers as {url: string}[] | undefined;
  const paths = spec.paths as Record<string, Json>;
  return Object.entries(paths).flatMap(([apiPath, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as Json;
      const parameters = [...((item.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])];
      return {
        operationId: operation.operationId as string,
        summary: operation.summary as string | undefined,
        method,
        path: apiPath,
        servers: (operation.servers as {url: string}[] | undefined) ?? servers,
        parameters: resolve(spec, parameters) as Operation['parameters'],
        requestBody: resolve(spec, operation.requestBody) as Operation['requestBody'],
      };
    }),
  );
}
