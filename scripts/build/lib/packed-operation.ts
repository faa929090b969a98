/**
 * The operation data an operation page carries for its request panel (the `api` front matter the
 * API plugin writes: the operation as JSON, deflated, in base64). The panel (request samples and
 * the request builder, src/components/operation/themeParts.tsx) reads the method, path, servers,
 * parameters, request body, security and the Postman request; of the responses only which media
 * types a success answers with (the builder's Accept header). The page's Markdown renders the
 * descriptions and response examples already, so the packed copy leaves them out: base64 of
 * deflated JSON does not compress again, and the largest page carried 22 KB of response JSON
 * twice.
 */
import {deflateSync, inflateSync} from 'node:zlib';

type Responses = Record<string, {description?: string; content?: Record<string, unknown>}>;
type PackedOperation = {responses?: Responses; info?: unknown; description?: unknown; [key: string]: unknown};

const SUCCESS = /^2\d\d$/;

/** The operation without what the request panel never reads. */
export function slimOperation(operation: PackedOperation): PackedOperation {
  const {info: _info, description: _description, responses, ...rest} = operation;
  const kept: Responses = {};
  for (const [status, response] of Object.entries(responses ?? {})) {
    if (!SUCCESS.test(status)) continue;
    kept[status] = {content: Object.fromEntries(Object.keys(response.content ?? {}).map((type) => [type, {}]))};
  }
  return {...rest, responses: kept};
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
