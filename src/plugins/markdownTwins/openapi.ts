/**
 * The API reference as Markdown, written from the OpenAPI document itself (api/docbox.json),
 * the same source the HTML pages are generated from:
 *
 *   - an operation: method and path, description, parameters and headers (tables), request body
 *     (a table of fields, content type and example), request samples (the same code as the page,
 *     src/components/RequestSamples/samples.ts), responses and error responses with their
 *     examples, and every schema they use (tables, or JSON Schema where a table cannot say it);
 *   - a tag: its description and its operations;
 *   - the document's overview: summary, description, base URL, authentication, licence.
 *
 * Anything that cannot be written (an unresolvable reference, a security scheme or a description
 * that does not fit) stops the build with the document, the JSON pointer and the reason.
 */
import {STATUS_CODES} from 'node:http';
import type {BlockContent, PhrasingContent, Root, RootContent, TableCell} from 'mdast';
import {sampleRequestFromSchema} from 'docusaurus-plugin-openapi-docs/lib/openapi/createRequestExample';
import {changelog, versionLine} from '../../data/apiChangelog';
import {SAMPLE_LANGUAGES, requestModel, sdkSample, type Operation as SampleOperation, type RequestModel} from '../../components/RequestSamples/samples';
import {SDK_GUIDE_PATH, SDK_PACKAGE, SDK_VERSION} from '../../data/sdk';
import {
  blockquote,
  code,
  ConversionError,
  firstSentence,
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  parseMarkdown,
  resolveUrl,
  strong,
  stringify,
  summaryQuote,
  table,
  text,
} from './markdown';

// Loose shapes of the parts of an OpenAPI 3.x document this module reads.
export type Schema = {[keyword: string]: unknown};
type Parameter = {name: string; in: string; required?: boolean; description?: string; schema?: Schema; example?: unknown; deprecated?: boolean; $ref?: string};
type MediaType = {schema?: Schema; example?: unknown; examples?: Record<string, {summary?: string; value?: unknown; $ref?: string}>; encoding?: Record<string, {contentType?: string}>};
type Response = {description?: string; headers?: Record<string, Parameter>; content?: Record<string, MediaType>; $ref?: string};
type OperationObject = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: {required?: boolean; description?: string; content?: Record<string, MediaType>; $ref?: string};
  responses?: Record<string, Response>;
  security?: Record<string, string[]>[];
  servers?: {url: string; description?: string}[];
};
type SecurityScheme = {type: string; in?: string; name?: string; scheme?: string; bearerFormat?: string; description?: string};
export type OpenApiDocument = {
  openapi?: string;
  info?: {title?: string; version?: string; summary?: string; description?: string; license?: {name?: string; url?: string; identifier?: string}};
  servers?: {url: string; description?: string}[];
  security?: Record<string, string[]>[];
  tags?: {name: string; description?: string}[];
  paths?: Record<string, Record<string, unknown>>;
  components?: {schemas?: Record<string, Schema>; securitySchemes?: Record<string, SecurityScheme>; [kind: string]: unknown};
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface ApiOperation {
  method: string;
  path: string;
  operation: OperationObject;
  /** Parameters declared on the path, which every operation on it shares. */
  pathParameters: Parameter[];
  pointer: string;
}

/** What the writer needs: the document, where it came from, and where the page is. */
export interface ApiContext {
  spec: OpenApiDocument;
  /** The document's file, named in errors (api/docbox.json). */
  specFile: string;
  siteUrl: string;
  /** Route of the page being written. */
  permalink: string;
  /** Site path the document is published at (/api/docbox.json). */
  downloadPath?: string;
}

/** Every operation of the document, in document order. */
export function listApiOperations(spec: OpenApiDocument): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      operations.push({
        method,
        path,
        operation,
        pathParameters: (item.parameters as Parameter[] | undefined) ?? [],
        pointer: `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// References

const fail = (context: ApiContext, pointer: string, reason: string): never => {
  throw new ConversionError(context.specFile, `${pointer}: ${reason}`);
};

function lookup(context: ApiContext, ref: string, pointer: string): unknown {
  if (!ref.startsWith('#/')) fail(context, pointer, `the reference ${ref} points outside the document`);
  let value: unknown = context.spec;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (value === undefined) fail(context, pointer, `the reference ${ref} does not resolve`);
  return value;
}

/** Follows `$ref` (repeatedly) to the object it names. */
function deref<T>(context: ApiContext, value: T, pointer: string): T {
  let current = value as unknown;
  for (let hops = 0; current && typeof current === 'object' && '$ref' in current; hops += 1) {
    if (hops > 20) fail(context, pointer, 'the reference chain does not end');
    current = lookup(context, String((current as {$ref: string}).$ref), pointer);
  }
  return current as T;
}

/** A copy with every `$ref` replaced by what it names (a reference back into itself is kept). */
export function derefDeep(context: ApiContext, value: unknown, pointer: string, stack: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => derefDeep(context, item, pointer, stack));
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (typeof object.$ref === 'string') {
    if (stack.includes(object.$ref)) return value;
    const {$ref, ...siblings} = object;
    const target = derefDeep(context, lookup(context, $ref, pointer), pointer, [...stack, $ref]) as Record<string, unknown>;
    return {...target, ...siblings};
  }
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, derefDeep(context, item, pointer, stack)]));
}

const schemaName = (ref: string) => ref.replace(/^#\/components\/schemas\//, '');

// ---------------------------------------------------------------------------------------------
// Descriptions

/** Markdown from the document, as blocks, with links made absolute. */
// Shared schemas, parameters and responses repeat the same descriptions on many pages.
const parsedDescriptions = new Map<string, Root>();

function markdownBlocks(context: ApiContext, markdown: string | undefined, pointer: string): BlockContent[] {
  if (!markdown?.trim()) return [];
  let parsed = parsedDescriptions.get(markdown);
  if (!parsed) parsedDescriptions.set(markdown, (parsed = parseMarkdown(markdown)));
  const tree = structuredClone(parsed);
  const visit = (node: RootContent): void => {
    if (node.type === 'link' || node.type === 'definition') {
      try {
        node.url = resolveUrl(node.url, {siteUrl: context.siteUrl, file: context.specFile, permalink: context.permalink});
      } catch (error) {
        fail(context, pointer, (error as ConversionError).reason ?? String(error));
      }
    }
    if (node.type === 'html') fail(context, pointer, 'the description contains HTML, which a Markdown twin cannot carry');
    if ('children' in node) node.children.forEach((child) => visit(child as RootContent));
  };
  tree.children.forEach(visit);
  return tree.children as BlockContent[];
}

/** Markdown from the document as phrasing content, for a table cell: paragraphs only. */
function markdownInline(context: ApiContext, markdown: string | undefined, pointer: string): PhrasingContent[] {
  const blocks = markdownBlocks(context, markdown, pointer);
  return blocks.flatMap((block, index) => {
    if (block.type !== 'paragraph') {
      fail(context, pointer, `the description has a ${block.type}, which cannot be written in a table cell`);
    }
    const children = (block as {children: PhrasingContent[]}).children.map((child) =>
      child.type === 'text' ? {...child, value: child.value.replace(/\s*\n\s*/g, ' ')} : child,
    );
    return index === 0 ? children : [text(' '), ...children];
  });
}

// ---------------------------------------------------------------------------------------------
// Schemas

/** Thrown inside the table writer when a schema needs JSON Schema to be said exactly. */
class NeedsJsonSchema extends Error {}

const TABLE_KEYWORDS = new Set([
  '$ref', 'type', 'format', 'description', 'title', 'properties', 'required', 'items', 'enum', 'const', 'default',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'minItems',
  'maxItems', 'uniqueItems', 'oneOf', 'anyOf', 'allOf', 'additionalProperties', 'nullable', 'deprecated', 'readOnly',
  'writeOnly', 'example', 'examples', 'contentMediaType', 'contentEncoding', 'discriminator', 'externalDocs',
]);

const isInlineObject = (schema: Schema) =>
  !schema.$ref && (schema.type === 'object' || Boolean(schema.properties)) && !schema.additionalProperties;

/**
 * Writes schemas as Markdown for one page. Named schemas (components) a page uses are collected
 * while writing and listed once each at the end of the page.
 */
class SchemaWriter {
  readonly used: string[] = [];

  constructor(private readonly context: ApiContext) {}

  private use(ref: string, pointer: string): string {
    lookup(this.context, ref, pointer);
    const name = schemaName(ref);
    if (!this.used.includes(name)) this.used.push(name);
    return name;
  }

  private check(schema: Schema): void {
    for (const keyword of Object.keys(schema)) {
      if (!TABLE_KEYWORDS.has(keyword) && !keyword.startsWith('x-')) throw new NeedsJsonSchema(keyword);
    }
  }

  /** A one-line type: `string (uuid)`, array of `File`, `User` or null, … */
  type(schema: Schema | undefined, pointer: string): PhrasingContent[] {
    if (!schema || Object.keys(schema).filter((key) => key !== 'description').length === 0) return [text('any')];
    this.check(schema);
    if (typeof schema.$ref === 'string') return [inlineCode(this.use(schema.$ref, pointer))];
    const join = (parts: PhrasingContent[][], word: string) =>
      parts.flatMap((part, index) => (index === 0 ? part : [text(` ${word} `), ...part]));
    for (const keyword of ['oneOf', 'anyOf'] as const) {
      const variants = schema[keyword] as Schema[] | undefined;
      if (!variants) continue;
      if (variants.some((variant) => isInlineObject(variant))) throw new NeedsJsonSchema(keyword);
      return join(variants.map((variant, index) => this.type(variant, `${pointer}/${keyword}/${index}`)), 'or');
    }
    if (schema.allOf) {
      const parts = schema.allOf as Schema[];
      if (parts.length !== 1) throw new NeedsJsonSchema('allOf');
      return this.type(parts[0], `${pointer}/allOf/0`);
    }
    if ('const' in schema) return [inlineCode(JSON.stringify(schema.const))];
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : undefined)]).filter(
      (type): type is string => typeof type === 'string',
    );
    if (types.length === 0) {
      if (schema.enum) types.push('value');
      else return [text('any')];
    }
    if (schema.nullable === true && !types.includes('null')) types.push('null');
    const parts = types.map((type): PhrasingContent[] => {
      if (type === 'array') {
        if (schema.prefixItems) throw new NeedsJsonSchema('prefixItems');
        return [text('array of '), ...this.type(schema.items as Schema | undefined, `${pointer}/items`)];
      }
      if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        return [text('object mapping names to '), ...this.type(schema.additionalProperties as Schema, `${pointer}/additionalProperties`)];
      }
      const detail = [schema.format, schema.contentMediaType && `${schema.contentMediaType} text`].filter(Boolean);
      return [inlineCode(type), ...(type !== 'null' && detail.length ? [text(` (${detail.join(', ')})`)] : [])];
    });
    const result = join(parts, 'or');
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.map((value): PhrasingContent[] => [inlineCode(typeof value === 'string' ? value : JSON.stringify(value))]);
      result.push(text(', one of '), ...values.flatMap((value, index) => (index === 0 ? value : [text(', '), ...value])));
    }
    return result;
  }

  /** The rules a schema sets (default, limits, pattern), as short sentences. */
  rules(schema: Schema | undefined): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    const add = (...items: PhrasingContent[]) => out.push(...(out.length ? [text(' ')] : []), ...items, text('.'));
    const value = (label: string, raw: unknown, asCode = true) => {
      if (raw === undefined) return;
      add(text(`${label}: `), asCode ? inlineCode(typeof raw === 'string' ? raw : JSON.stringify(raw)) : text(String(raw)));
    };
    if (!schema) return out;
    value('Default', schema.default === undefined ? undefined : JSON.stringify(schema.default));
    value('Minimum', schema.minimum, false);
    value('Maximum', schema.maximum, false);
    value('More than', schema.exclusiveMinimum, false);
    value('Less than', schema.exclusiveMaximum, false);
    value('Minimum length', schema.minLength, false);
    value('Maximum length', schema.maxLength, false);
    value('Minimum items', schema.minItems, false);
    value('Maximum items', schema.maxItems, false);
    value('Pattern', schema.pattern);
    if (schema.uniqueItems) add(text('Items are unique'));
    if (schema.readOnly) add(text('Read only'));
    if (schema.writeOnly) add(text('Write only'));
    if (schema.deprecated) add(strong(text('Deprecated')));
    return out;
  }

  /** Description and rules of a field or parameter, for its table cell. */
  notes(schema: Schema | undefined, pointer: string, description?: string): PhrasingContent[] {
    const own = description ?? (schema?.description as string | undefined);
    const referenced =
      own === undefined && typeof schema?.$ref === 'string'
        ? (deref(this.context, schema, pointer).description as string | undefined)
        : undefined;
    const cell = markdownInline(this.context, own ?? referenced, pointer);
    const rules = this.rules(schema);
    return rules.length ? [...cell, ...(cell.length ? [text(' ')] : []), ...rules] : cell;
  }

  /** Rows of a fields table: nested inline objects are flattened to dotted names (`a.b`, `a[].b`). */
  rows(schema: Schema, pointer: string, prefix = '', out: TableCell['children'][][] = []): TableCell['children'][][] {
    this.check(schema);
    if (schema.allOf) {
      (schema.allOf as Schema[]).forEach((part, index) => {
        const resolved = deref(this.context, part, `${pointer}/allOf/${index}`);
        if (!isInlineObject(resolved)) throw new NeedsJsonSchema('allOf');
        if (typeof part.$ref === 'string') this.use(part.$ref, pointer);
        this.rows(resolved, typeof part.$ref === 'string' ? part.$ref : `${pointer}/allOf/${index}`, prefix, out);
      });
      return out;
    }
    const required = new Set((schema.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
      const where = `${pointer}/properties/${name}`;
      const field = `${prefix}${name}`;
      out.push([[inlineCode(field)], this.type(property, where), [text(required.has(name) ? 'yes' : 'no')], this.notes(property, where)]);
      if (isInlineObject(property) && property.properties) this.rows(property, where, `${field}.`, out);
      const items = property.items as Schema | undefined;
      if (property.type === 'array' && items && isInlineObject(items) && items.properties) this.rows(items, `${where}/items`, `${field}[].`, out);
    }
    return out;
  }

  /** A table of an object schema's fields, or null when the schema is not a plain object. */
  fieldsTable(schema: Schema, pointer: string): BlockContent | null {
    const resolved = deref(this.context, schema, pointer);
    if (!isInlineObject(resolved) && !resolved.allOf) return null;
    // Errors point into the named schema, where the fields are written.
    const rows = this.rows(resolved, typeof schema.$ref === 'string' ? schema.$ref : pointer);
    if (rows.length === 0) return paragraph(text('An object with no fields.'));
    return table(['Field', 'Type', 'Required', 'Description'], rows);
  }

  /** A named schema, as listed under "Schemas": description, then fields, a type, or JSON Schema. */
  component(name: string): BlockContent[] {
    const pointer = `#/components/schemas/${name}`;
    const schema = lookup(this.context, pointer, pointer) as Schema;
    const blocks: BlockContent[] = [heading(3, text(name)) as BlockContent, ...markdownBlocks(this.context, schema.description as string, pointer)];
    const before = [...this.used];
    try {
      const fields = this.fieldsTable(schema, pointer);
      if (fields) {
        if (schema.allOf) {
          const included = (schema.allOf as Schema[]).filter((part) => typeof part.$ref === 'string').map((part) => schemaName(part.$ref as string));
          if (included.length) {
            blocks.push(paragraph(text('It combines the fields of '), ...included.flatMap((n, i) => [...(i ? [text(', ')] : []), inlineCode(n)]), text(' with its own; the table lists them all.')));
          }
        }
        blocks.push(fields);
      } else {
        blocks.push(paragraph(strong(text('Type:')), text(' '), ...this.type({...schema, description: undefined}, pointer)));
        const rules = this.rules(schema);
        if (rules.length) blocks.push(paragraph(...rules));
      }
    } catch (error) {
      if (!(error instanceof NeedsJsonSchema)) throw error;
      this.used.splice(0, this.used.length, ...before);
      // Every schema this one refers to is listed on the page too.
      JSON.stringify(schema, (key, value: unknown) => {
        if (key === '$ref' && typeof value === 'string') this.use(value, pointer);
        return value;
      });
      blocks.push(paragraph(text('As JSON Schema:')), code('json', JSON.stringify(schema, null, 2), `title=${JSON.stringify(name)}`));
    }
    return blocks;
  }
}

// ---------------------------------------------------------------------------------------------
// Operation pages

const statusLine = (status: string) =>
  status === 'default' ? 'Any other status' : `${status}${STATUS_CODES[Number(status)] ? ` ${STATUS_CODES[Number(status)]}` : ''}`;

const exampleLanguage = (contentType: string) => (/json/.test(contentType) ? 'json' : 'text');
const exampleText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

function examples(media: MediaType, contentType: string, context: ApiContext, pointer: string): BlockContent[] {
  const blocks: BlockContent[] = [];
  if (media.example !== undefined) {
    blocks.push(paragraph(text('Example:')), code(exampleLanguage(contentType), exampleText(media.example)));
  }
  for (const [name, entry] of Object.entries(media.examples ?? {})) {
    const example = deref(context, entry, `${pointer}/examples/${name}`);
    blocks.push(paragraph(text('Example '), inlineCode(name), text(example.summary ? `: ${example.summary}` : ':')));
    blocks.push(code(exampleLanguage(contentType), exampleText(example.value)));
  }
  return blocks;
}

function parameterRows(writer: SchemaWriter, parameters: Parameter[], pointer: string): TableCell['children'][][] {
  return parameters.map((parameter) => {
    const notes = writer.notes(parameter.schema, `${pointer}/${parameter.name}`, parameter.description);
    if (parameter.example !== undefined) {
      notes.push(...(notes.length ? [text(' ')] : []), text('Example: '), inlineCode(exampleText(parameter.example)), text('.'));
    }
    if (parameter.deprecated) notes.push(text(' '), strong(text('Deprecated.')));
    return [[inlineCode(parameter.name)], writer.type(parameter.schema, `${pointer}/${parameter.name}`), [text(parameter.required ? 'yes' : 'no')], notes];
  });
}

/** Headers (or query parameters) that the document's security requirements add. */
export function securityParameters(context: ApiContext, operation: OperationObject, pointer: string): Parameter[] {
  const requirements = operation.security ?? context.spec.security ?? [];
  const optional = requirements.length === 0 || requirements.some((requirement) => Object.keys(requirement).length === 0);
  const names = [...new Set(requirements.flatMap((requirement) => Object.keys(requirement)))];
  return names.map((name) => {
    const scheme = context.spec.components?.securitySchemes?.[name];
    if (!scheme) return fail(context, pointer, `the security scheme ${name} is not defined`);
    const description = `${scheme.description ?? ''} (security scheme \`${name}\`)`.trim();
    if (scheme.type === 'apiKey' && scheme.name && (scheme.in === 'header' || scheme.in === 'query')) {
      return {name: scheme.name, in: scheme.in, required: !optional, description, schema: {type: 'string'}};
    }
    if (scheme.type === 'http') {
      const prefix = scheme.scheme?.toLowerCase() === 'bearer' ? 'Bearer <token>' : `${scheme.scheme} <credentials>`;
      return {name: 'Authorization', in: 'header', required: !optional, description: `${description} Value: \`${prefix}\`.`, schema: {type: 'string'}};
    }
    return fail(context, pointer, `the security scheme ${name} (${scheme.type}) cannot be described as a header or parameter`);
  });
}

/** The request as the page's samples build it, from the same operation data. */
export function sampleOperation(context: ApiContext, api: ApiOperation, parameters: Parameter[]): SampleOperation {
  const {operation} = api;
  const security = (operation as {security?: Record<string, unknown>[]}).security ?? context.spec.security;
  const requestBody = operation.requestBody && (derefDeep(context, deref(context, operation.requestBody, api.pointer), api.pointer) as SampleOperation['requestBody']);
  const json = requestBody?.content?.['application/json'];
  return {
    // The SDK tab looks its call up by the operation id (src/data/sdk.ts): without it there is no SDK sample.
    operationId: operation.operationId,
    method: api.method,
    path: api.path,
    servers: operation.servers ?? context.spec.servers,
    parameters: parameters.map((parameter) => derefDeep(context, parameter, api.pointer)) as SampleOperation['parameters'],
    requestBody,
    // As the API plugin does for the page: an example built from the schema when none is given.
    jsonRequestBodyExample: json?.schema ? sampleRequestFromSchema(json.schema as never) : undefined,
    security,
    securitySchemes: context.spec.components?.securitySchemes as SampleOperation['securitySchemes'],
  };
}

/** The operation's parameters: the path's own, overridden by the operation's (same name and location). */
export function operationParameters(context: ApiContext, api: ApiOperation): Parameter[] {
  const declared = [...api.pathParameters, ...(api.operation.parameters ?? [])].map((parameter, index) =>
    deref(context, parameter, `${api.pointer}/parameters/${index}`),
  );
  return declared.filter(
    (parameter, index) => !declared.slice(index + 1).some((later) => later.name === parameter.name && later.in === parameter.in),
  );
}

/**
 * Every operation of the document as its page's request samples see it (the tests run those
 * samples against a mock server).
 */
export function sampleOperations(context: ApiContext): {operationId: string; operation: SampleOperation}[] {
  return listApiOperations(context.spec).map((api) => ({
    operationId: api.operation.operationId ?? `${api.method} ${api.path}`,
    operation: sampleOperation(context, api, operationParameters(context, api)),
  }));
}

/** The SDK tab of the page (src/components/RequestSamples/index.tsx): the call, its note and the other calls, or that the SDK has none. */
function sdkBlocks(context: ApiContext, model: RequestModel): BlockContent[] {
  const guide = link(`${context.siteUrl}${SDK_GUIDE_PATH}`, text('Use the TypeScript SDK'));
  const sample = sdkSample(model);
  if (!sample.call) {
    return [
      paragraph(
        strong(text('Not in the SDK.')),
        text(' '),
        inlineCode(SDK_PACKAGE),
        text(` ${SDK_VERSION} has no method for this operation. Send the request as in the JavaScript (fetch) sample, or through the SDK client's own axios instance, `),
        inlineCode('docbox.client'),
        text(', which already has your base URL and headers. '),
        guide,
        text(' explains the client.'),
      ),
    ];
  }
  const {call} = sample;
  const blocks: BlockContent[] = [
    code('typescript', sample.code),
    paragraph(
      inlineCode(`docbox.${call.service}.${call.method}`),
      text(` is in the SDK from version ${call.since}. ${call.note ? `${call.note} ` : ''}`),
      guide,
      text(' explains the client.'),
    ),
  ];
  if (call.alternatives?.length) {
    blocks.push(
      paragraph(text('Other SDK calls that send this request:')),
      list(call.alternatives.map((other) => [paragraph(inlineCode(`docbox.${call.service}.${other.method}`), text(` (from ${other.since}) ${other.what}.`))])),
    );
  }
  return blocks;
}

/** An operation's page. */
export function operationTree(context: ApiContext, api: ApiOperation): Root {
  const {operation, pointer} = api;
  const writer = new SchemaWriter(context);
  const children: RootContent[] = [heading(1, text(operation.summary ?? operation.operationId ?? `${api.method} ${api.path}`))];
  children.push(paragraph(inlineCode(`${api.method.toUpperCase()} ${api.path}`)));
  if (operation.deprecated) children.push(blockquote(paragraph(strong(text('Deprecated:')), text(' this operation may be removed.'))));
  // The release it appeared in and those that changed it, as on the HTML page (API changelog;
  // scripts/build/api-generate.ts stops on an operation of the site's description it cannot date).
  if (operation.operationId && changelog.operations[operation.operationId]) children.push(...markdownBlocks(context, versionLine(operation.operationId), `${pointer}/operationId`));
  children.push(...markdownBlocks(context, operation.description, `${pointer}/description`));

  const parameters = operationParameters(context, api);
  const security = securityParameters(context, operation, pointer);

  children.push(heading(2, text('Request')));
  const server = (operation.servers ?? context.spec.servers ?? [])[0];
  children.push(
    paragraph(
      text('Send '),
      inlineCode(api.method.toUpperCase()),
      text(' to the base URL followed by the path, with the path parameters filled in'),
      ...(server ? [text(`. The document's server is `), inlineCode(server.url), text(server.description ? ` (${server.description}).` : '.')] : [text('.')]),
    ),
  );
  const sections: [string, string][] = [
    ['path', 'Path parameters'],
    ['query', 'Query parameters'],
    ['header', 'Headers'],
    ['cookie', 'Cookies'],
  ];
  for (const [where, title] of sections) {
    const rows = [...parameters, ...security].filter((parameter) => parameter.in === where);
    if (rows.length === 0) continue;
    children.push(heading(3, text(title)), table(['Name', 'Type', 'Required', 'Description'], parameterRows(writer, rows, `${pointer}/parameters`)));
  }

  if (operation.requestBody) {
    const body = deref(context, operation.requestBody, `${pointer}/requestBody`);
    children.push(heading(3, text('Request body')));
    for (const [contentType, media] of Object.entries(body.content ?? {})) {
      const where = `${pointer}/requestBody/content/${contentType.replace(/\//g, '~1')}`;
      const schemaRef = typeof media.schema?.$ref === 'string' ? schemaName(media.schema.$ref) : undefined;
      children.push(
        paragraph(
          text('Content type '),
          inlineCode(contentType),
          text(body.required ? ', required' : ', optional'),
          ...(schemaRef ? [text('; schema '), inlineCode(schemaRef)] : []),
          text('.'),
        ),
      );
      children.push(...markdownBlocks(context, body.description, `${pointer}/requestBody/description`));
      if (media.schema) {
        let fields: BlockContent | null = null;
        try {
          fields = writer.fieldsTable(media.schema, `${where}/schema`);
        } catch (error) {
          if (!(error instanceof NeedsJsonSchema)) throw error;
        }
        if (fields) children.push(fields);
        else children.push(paragraph(strong(text('Type:')), text(' '), ...writer.type(media.schema, `${where}/schema`)));
      }
      for (const [part, encoding] of Object.entries(media.encoding ?? {})) {
        if (encoding.contentType) children.push(paragraph(text('The '), inlineCode(part), text(' part is sent as '), inlineCode(encoding.contentType), text('.')));
      }
      children.push(...examples(media, contentType, context, where));
    }
  }

  const model = requestModel(sampleOperation(context, api, parameters));
  children.push(heading(2, text('Request samples')));
  if (model.apiKeyHeader) {
    children.push(
      paragraph(
        text('Replace the example values with your own. '),
        inlineCode(model.apiKeyHeader),
        text(' carries the key your server was started with ('),
        inlineCode('DOCBOX_API_KEY'),
        text('); a server without one ignores it.'),
      ),
    );
  }
  // The page's order: curl, JavaScript, SDK, then the others.
  const [curl, javascript, ...others] = SAMPLE_LANGUAGES;
  for (const sample of [curl, javascript]) children.push(heading(3, text(sample.label)), code(sample.language, sample.render(model)));
  children.push(heading(3, text('SDK')), ...sdkBlocks(context, model));
  for (const sample of others) children.push(heading(3, text(sample.label)), code(sample.language, sample.render(model)));

  const responses = Object.entries(operation.responses ?? {});
  if (responses.length === 0) fail(context, pointer, 'the operation has no responses');
  const isError = (status: string) => status === 'default' || /^[45]/.test(status);
  for (const [title, errors] of [['Responses', false], ['Error responses', true]] as const) {
    const group = responses.filter(([status]) => isError(status) === errors);
    if (group.length === 0) continue;
    children.push(heading(2, text(title)));
    for (const [status, entry] of group) {
      const where = `${pointer}/responses/${status}`;
      const response = deref(context, entry, where);
      children.push(heading(3, text(statusLine(status))), ...markdownBlocks(context, response.description, `${where}/description`));
      const headers = Object.entries(response.headers ?? {}).map(([name, header]) => ({...deref(context, header, `${where}/headers/${name}`), name, in: 'header'}));
      if (headers.length) {
        children.push(paragraph(text('Response headers:')), table(['Name', 'Type', 'Required', 'Description'], parameterRows(writer, headers, `${where}/headers`)));
      }
      const content = Object.entries(response.content ?? {});
      if (content.length === 0) children.push(paragraph(text('No body.')));
      for (const [contentType, media] of content) {
        const body = `${where}/content/${contentType.replace(/\//g, '~1')}`;
        try {
          const type = media.schema ? writer.type(media.schema, `${body}/schema`) : [text('any')];
          children.push(paragraph(text('Body ('), inlineCode(contentType), text('): '), ...type, text('.')));
        } catch (error) {
          if (!(error instanceof NeedsJsonSchema)) throw error;
          children.push(paragraph(text('Body ('), inlineCode(contentType), text('), as JSON Schema:')));
          children.push(code('json', JSON.stringify(media.schema, null, 2)));
        }
        children.push(...examples(media, contentType, context, body));
      }
    }
  }

  if (writer.used.length) {
    children.push(heading(2, text('Schemas')));
    // Schemas can name further schemas: the list grows while it is written.
    for (let index = 0; index < writer.used.length; index += 1) children.push(...writer.component(writer.used[index]));
  }
  return {type: 'root', children};
}

// ---------------------------------------------------------------------------------------------
// Tag and overview pages

/** One line per operation: link, method and path, first sentence. */
function operationItem(context: ApiContext, api: ApiOperation, url: string): BlockContent[] {
  const summary = api.operation.summary ?? api.operation.operationId ?? api.path;
  const sentence = firstSentence(api.operation.description ?? '');
  return [
    paragraph(
      link(url, text(summary)),
      text(': '),
      inlineCode(`${api.method.toUpperCase()} ${api.path}`),
      ...(sentence ? [text('. '), ...markdownInline(context, sentence, `${api.pointer}/description`)] : []),
    ),
  ];
}

/** A tag's page: its description and the operations it groups, with their page URLs. */
export function tagTree(context: ApiContext, tagName: string, urlOf: (api: ApiOperation) => string): Root {
  const tag = context.spec.tags?.find((entry) => entry.name === tagName);
  if (!tag) fail(context, '#/tags', `no tag is named ${tagName}`);
  const operations = listApiOperations(context.spec).filter((api) => api.operation.tags?.includes(tagName));
  return {
    type: 'root',
    children: [
      heading(1, text(tagName)),
      ...markdownBlocks(context, tag!.description, '#/tags'),
      heading(2, text('Operations')),
      list(operations.map((api) => operationItem(context, api, urlOf(api)))),
    ],
  };
}

/** The document's overview page: what the API is, where it runs, how to authenticate. */
export function infoTree(context: ApiContext): Root {
  const {info = {}, servers = []} = context.spec;
  const children: RootContent[] = [heading(1, text(info.title ?? 'API'))];
  if (info.summary) children.push(summaryQuote(info.summary));
  if (info.version) children.push(paragraph(text('Version: '), inlineCode(info.version)));
  children.push(...markdownBlocks(context, info.description, '#/info/description'));
  if (servers.length) {
    children.push(heading(2, text('Base URL')));
    children.push(list(servers.map((server) => [paragraph(inlineCode(server.url), text(server.description ? `: ${server.description}` : ''))])));
  }
  const schemes = Object.entries(context.spec.components?.securitySchemes ?? {});
  if (schemes.length) {
    children.push(heading(2, text('Authentication')));
    for (const [name, scheme] of schemes) {
      children.push(heading(3, text(name)), ...markdownBlocks(context, scheme.description, `#/components/securitySchemes/${name}`));
      const rows: [string, PhrasingContent[]][] = [['Security scheme type', [inlineCode(scheme.type)]]];
      if (scheme.in && scheme.name) rows.push([`${scheme.in[0].toUpperCase()}${scheme.in.slice(1)} parameter name`, [inlineCode(scheme.name)]]);
      if (scheme.scheme) rows.push(['HTTP authorization scheme', [inlineCode(scheme.scheme)]]);
      if (scheme.bearerFormat) rows.push(['Bearer format', [text(scheme.bearerFormat)]]);
      children.push(table(['Property', 'Value'], rows.map(([label, value]) => [label, value])));
    }
  }
  const license = info.license;
  if (license?.name) {
    const url = license.url ?? (license.identifier ? `https://spdx.org/licenses/${license.identifier}.html` : undefined);
    children.push(heading(2, text('License')), paragraph(url ? link(url, text(license.name)) : text(license.name)));
  }
  if (context.downloadPath) {
    children.push(
      heading(2, text('OpenAPI document')),
      paragraph(text('The whole description, as OpenAPI JSON: '), link(`${context.siteUrl}${context.downloadPath}`, text(`${context.siteUrl}${context.downloadPath}`)), text('.')),
    );
  }
  return {type: 'root', children};
}

export const operationMarkdown = (context: ApiContext, api: ApiOperation) => stringify(operationTree(context, api));
