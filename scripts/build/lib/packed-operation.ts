/**
 * The operation data an operation page carries for its request samples (the `api` front matter
 * the API plugin writes: the operation as JSON, deflated, in base64). The samples
 * (src/components/RequestSamples, unpacked in src/components/operation/requestPanel.tsx) read the
 * operation's ID, method, path, servers, parameters, request body and its JSON example, and the
 * security requirements and schemes (the API key header): the `Operation` type of
 * src/components/RequestSamples/samples.ts. The rest stays out: the page's Markdown renders the
 * descriptions and responses already, and the Postman request and response types were for the API
 * theme's request builder, which the site does not use. Base64 of deflated JSON does not compress
 * again, and it is part of the page's own script.
 */
import {deflateSync, inflateSync} from 'node:zlib';
import type {Operation} from '../../../src/components/RequestSamples/samples';

type PackedOperation = Record<string, unknown>;

/** What the samples read, and so all a page carries. */
export const SAMPLE_FIELDS = [
  'operationId',
  'method',
  'path',
  'servers',
  'parameters',
  'requestBody',
  'jsonRequestBodyExample',
  'security',
  'securitySchemes',
] as const satisfies readonly (keyof Operation)[];

/** The operation without what the request samples never read. */
export function slimOperation(operation: PackedOperation): PackedOperation {
  return Object.fromEntries(SAMPLE_FIELDS.filter((field) => operation[field] !== undefined).map((field) => [field, operation[field]]));
}

export const unpackOperation = (packed: string): PackedOperation =>
  JSON.parse(inflateSync(Buffer.from(packed, 'base64')).toString('utf8')) as PackedOperation;

export const packOperation = (operation: PackedOperation): string =>
  deflateSync(JSON.stringify(operation), {level: 9}).toString('base64');

/** A generated operation page with its `api:` front matter slimmed. */
export function withSlimOperation(file: string, page: string): string {
  const line = /^api: ([A-Za-z0-9+/=]+)$/m.exec(page);
  if (!line) throw new Error(`${file}: no packed operation (api: ...) in the generated front matter`);
  return page.replace(line[0], `api: ${packOperation(slimOperation(unpackOperation(line[1])))}`);
}
