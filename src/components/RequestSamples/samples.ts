/**
 * Request samples for an API operation, built from its OpenAPI data with no dependencies, so
 * operation pages show curl, JavaScript, Python, Rust and TypeScript SDK samples without the API
 * theme's request builder (several MB of JavaScript, and a second set of samples).
 */
import {SDK_PACKAGE, isSdkCall, sdkOperations, type SdkArg, type SdkCall} from '../../data/sdk';

type Schema = {type?: string | string[]; format?: string; example?: unknown; properties?: Record<string, Schema>; required?: string[]};
type SecurityScheme = {type?: string; in?: string; name?: string};
type Parameter = {name: string; in: string; required?: boolean; example?: unknown; schema?: Schema};
type MediaType = {schema?: Schema; example?: unknown};

export type Operation = {
  operationId?: string;
  method: string;
  path: string;
  servers?: {url: string}[];
  parameters?: Parameter[];
  requestBody?: {content?: Record<string, MediaType>};
  jsonRequestBodyExample?: unknown;
  /** The operation's security requirements and the document's schemes (the API key header). */
  security?: Record<string, unknown>[];
  securitySchemes?: Record<string, SecurityScheme>;
};

/**
 * The reader's own server, set in the connection panel (src/components/ConnectionPanel). Every
 * field is optional: what is not set keeps the documented example value.
 */
export type Connection = {
  baseUrl?: string;
  apiKey?: string;
  tenantId?: string;
  tenantEnv?: string;
  userId?: string;
  scope?: string;
};

/** The API key the samples send until the reader sets theirs: plainly not a real key. */
export const API_KEY_STAND_IN = 'your-docbox-api-key';

/**
 * The file the upload samples send. A sample makes it itself, so it runs as copied; a plain-text
 * note because no sample can write a PDF or an image in a line or two. The upload's example
 * answer in api/docbox.json describes this file (its size and SHA-256; tests/unit/api-examples).
 */
export const SAMPLE_FILE = {
  name: 'meeting-notes.txt',
  type: 'text/plain',
  lines: ['Meeting notes, 1 August 2026', 'Invoice 0042 is paid; the 2025 folder is archived.'],
} as const;
export const sampleFileText = (): string => SAMPLE_FILE.lines.map((line) => `${line}\n`).join('');

export type FormField = {name: string; value: string} & ({file: false} | {file: true; type: string; content: string});

export type RequestModel = {
  operationId?: string;
  method: string;
  /** The server's base URL, without a trailing slash. */
  server: string;
  url: string;
  /** The example value of each path parameter, by name. */
  pathParams: Record<string, string>;
  headers: [string, string][];
  /** The header that carries the API key, when the operation's security names one. */
  apiKeyHeader?: string;
  json?: unknown;
  form?: FormField[];
};

const DEFAULT_SERVER = 'http://localhost:8080';

function exampleOf(parameter: Parameter): string {
  const value = parameter.example ?? parameter.schema?.example;
  return value === undefined ? `<${parameter.name}>` : String(value);
}

/** A path segment as sent: encoded, except the `:` and `@` that scopes are written with. */
const pathSegment = (value: string) =>
  /^<[^>]+>$/.test(value) ? value : encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%40/g, '@');

/** The headers the reader's connection fills in, by header name. */
function connectionHeaders(connection: Connection): Record<string, string | undefined> {
  return {'x-tenant-id': connection.tenantId, 'x-tenant-env': connection.tenantEnv, 'x-user-id': connection.userId};
}

/** The API key headers the operation's security requirements name. */
function apiKeyHeaders(operation: Operation): string[] {
  const names = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  return [...new Set(names)]
    .map((name) => operation.securitySchemes?.[name])
    .filter((scheme): scheme is SecurityScheme => scheme?.type === 'apiKey' && scheme.in === 'header' && Boolean(scheme.name))
    .map((scheme) => scheme.name!);
}

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The request a reader would send: example values for path parameters and required inputs, the
 * API key header, and whatever the reader's connection sets in place of the examples.
 */
export function requestModel(operation: Operation, connection: Connection = {}): RequestModel {
  const parameters = operation.parameters ?? [];
  const pathParams: Record<string, string> = {};
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    if (!parameter) return whole;
    pathParams[name] = name === 'scope' && filled(connection.scope) ? connection.scope.trim() : exampleOf(parameter);
    return pathSegment(pathParams[name]);
  });
  const query = parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(exampleOf(p))}`);
  const server = (filled(connection.baseUrl) ? connection.baseUrl.trim() : (operation.servers?.[0]?.url ?? DEFAULT_SERVER)).replace(/\/+$/, '');
  const url = `${server}${path}${query.length ? `?${query.join('&')}` : ''}`;
  const own = connectionHeaders(connection);
  const headers: [string, string][] = parameters
    .filter((p) => p.in === 'header' && (p.required || filled(own[p.name.toLowerCase()])))
    .map((p) => {
      const value = own[p.name.toLowerCase()];
      return [p.name, filled(value) ? value.trim() : exampleOf(p)];
    });
  const keyHeaders = apiKeyHeaders(operation);
  for (const name of keyHeaders) {
    headers.push([name, filled(connection.apiKey) ? connection.apiKey.trim() : API_KEY_STAND_IN]);
  }

  const content = operation.requestBody?.content ?? {};
  const model: RequestModel = {
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    server,
    url,
    pathParams,
    headers,
    ...(keyHeaders.length ? {apiKeyHeader: keyHeaders[0]} : {}),
  };
  if (content['application/json']) {
    const media = content['application/json'];
    headers.push(['content-type', 'application/json']);
    model.json = media.example ?? operation.jsonRequestBodyExample ?? {};
  } else if (content['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema ?? {};
    const example = (content['multipart/form-data'].example ?? {}) as Record<string, unknown>;
    model.form = Object.entries(schema.properties ?? {})
      .filter(([name]) => schema.required?.includes(name) || name in example)
      .map(([name, property]) => {
        const file = property.format === 'binary' || property.format === 'byte';
        return file
          ? {name, file, value: SAMPLE_FILE.name, type: SAMPLE_FILE.type, content: sampleFileText()}
          : {name, file, value: String(example[name] ?? property.example ?? `<${name}>`)};
      });
  }
  return model;
}

const indent = (text: string, spaces: number) => text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
const quoteShell = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

const fileField = (model: RequestModel) => model.form?.find((field) => field.file);

export function curlSample(model: RequestModel): string {
  const lines: string[] = [];
  const file = fileField(model);
  if (file?.file) {
    lines.push('# The file to upload: use one of your own, or make a small one first.');
    lines.push(`printf '%s\\n' ${SAMPLE_FILE.lines.map(quoteShell).join(' ')} > ${quoteShell(file.value)}`);
  }
  // --fail-with-body: an error answer prints its reason and ends the command with an error.
  const command = [`curl --fail-with-body -X ${model.method} ${quoteShell(model.url)}`];
  for (const [name, value] of model.headers) command.push(`  -H ${quoteShell(`${name}: ${value}`)}`);
  if (model.json !== undefined) command.push(`  --data ${quoteShell(JSON.stringify(model.json, null, 2))}`);
  for (const field of model.form ?? []) {
    command.push(`  -F ${quoteShell(field.file ? `${field.name}=@${field.value};type=${field.type}` : `${field.name}=${field.value}`)}`);
  }
  lines.push(command.join(' \\\n'));
  return lines.join('\n');
}

export function javascriptSample(model: RequestModel): string {
  const lines: string[] = [];
  if (model.form) {
    const file = fileField(model);
    if (file?.file) {
      lines.push('// The file to upload: in a browser, a File from an <input type="file">; here a small text file.');
      lines.push(`const file = new File([${JSON.stringify(file.content)}], ${JSON.stringify(file.value)}, {type: ${JSON.stringify(file.type)}});`);
    }
    lines.push('const body = new FormData();');
    for (const field of model.form) {
      lines.push(
        field.file
          ? `body.append(${JSON.stringify(field.name)}, file);`
          : `body.append(${JSON.stringify(field.name)}, ${JSON.stringify(field.value)});`,
      );
    }
    lines.push('');
  }
  const headers = Object.fromEntries(model.headers);
  const options = [`  method: ${JSON.stringify(model.method)},`, `  headers: ${indent(JSON.stringify(headers, null, 2), 2)},`];
  if (model.json !== undefined) options.push(`  body: JSON.stringify(${indent(JSON.stringify(model.json, null, 2), 2)}),`);
  if (model.form) options.push('  body,');
  lines.push(`const response = await fetch(${JSON.stringify(model.url)}, {`, ...options, '});');
  lines.push('if (!response.ok) throw new Error(`Docbox answered ${response.status}`);');
  return lines.join('\n');
}

const pythonLiteral = (value: unknown): string =>
  JSON.stringify(value, null, 4)
    .replace(/\btrue\b/g, 'True')
    .replace(/\bfalse\b/g, 'False')
    .replace(/\bnull\b/g, 'None');

export function pythonSample(model: RequestModel): string {
  const lines = ['import requests', '', `headers = ${pythonLiteral(Object.fromEntries(model.headers))}`];
  const args = ['    headers=headers,'];
  if (model.json !== undefined) {
    lines.push(`payload = ${pythonLiteral(model.json)}`);
    args.push('    json=payload,');
  }
  if (model.form) {
    const data = Object.fromEntries(model.form.filter((f) => !f.file).map((f) => [f.name, f.value]));
    const files = model.form.filter((f) => f.file);
    if (Object.keys(data).length) {
      lines.push(`data = ${pythonLiteral(data)}`);
      args.push('    data=data,');
    }
    if (files.length) {
      lines.push('# The file to upload: (name, content, type); open("your-file", "rb") in place of the content sends one of your own.');
      lines.push(
        `files = {${files.map((f) => (f.file ? `${JSON.stringify(f.name)}: (${JSON.stringify(f.value)}, b${JSON.stringify(f.content)}, ${JSON.stringify(f.type)})` : '')).join(', ')}}`,
      );
      args.push('    files=files,');
    }
  }
  lines.push('', `response = requests.request(`, `    ${JSON.stringify(model.method)},`, `    ${JSON.stringify(model.url)},`, ...args, ')');
  lines.push('response.raise_for_status()');
  return lines.join('\n');
}

export function rustSample(model: RequestModel): string {
  const method = model.method.toLowerCase();
  // The crates the sample names: serde_json only where it writes a JSON body with serde_json::json!.
  const crates = ['reqwest = { version = "0.12", features = ["json", "multipart"] }', 'tokio', ...(model.json !== undefined ? ['serde_json'] : [])];
  const lines = [`// Cargo.toml: ${crates.join(', ')}`, 'let client = reqwest::Client::new();'];
  if (model.form) {
    lines.push('let form = reqwest::multipart::Form::new()');
    for (const field of model.form) {
      lines.push(
        field.file
          ? `    .part(${JSON.stringify(field.name)}, reqwest::multipart::Part::text(${JSON.stringify(field.content)}).file_name(${JSON.stringify(field.value)}).mime_str(${JSON.stringify(field.type)})?)`
          : `    .text(${JSON.stringify(field.name)}, ${JSON.stringify(field.value)})`,
      );
    }
    lines[lines.length - 1] += ';';
  }
  const builder = ['get', 'post', 'put', 'delete', 'patch', 'head'].includes(method)
    ? `client.${method}(${JSON.stringify(model.url)})`
    : `client.request(reqwest::Method::${model.method}, ${JSON.stringify(model.url)})`;
  lines.push(`let response = ${builder}`);
  for (const [name, value] of model.headers) {
    if (name === 'content-type' && model.json !== undefined) continue; // .json() sets it
    lines.push(`    .header(${JSON.stringify(name)}, ${JSON.stringify(value)})`);
  }
  if (model.json !== undefined) lines.push(`    .json(&serde_json::json!(${indent(JSON.stringify(model.json, null, 4), 4)}))`);
  if (model.form) lines.push('    .multipart(form)');
  lines.push('    .send()', '    .await?', '    .error_for_status()?;');
  return lines.join('\n');
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JSON value as a JavaScript literal: plain keys where they are identifiers, trailing commas. */
export function jsLiteral(value: unknown, level = 0): string {
  const pad = '  '.repeat(level + 1);
  const end = '  '.repeat(level);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${jsLiteral(item, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
    return `{\n${entries.map(([name, item]) => `${pad}${key(name)}: ${jsLiteral(item, level + 1)},`).join('\n')}\n${end}}`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** What the SDK tab shows: the SDK call for the operation, or that the SDK has none. */
export type SdkSample = {call: SdkCall; code: string} | {call: undefined};

function sdkArgument(arg: SdkArg, model: RequestModel): {code: string; defined: boolean; comment?: string; setup?: string} {
  if ('path' in arg) {
    const value = model.pathParams[arg.path];
    return {code: JSON.stringify(value ?? `<${arg.path}>`), defined: true};
  }
  if ('bodyField' in arg) {
    const example = (model.json ?? {}) as Record<string, unknown>;
    const defined = example[arg.bodyField] !== undefined;
    return {code: jsLiteral(example[arg.bodyField]), defined};
  }
  if ('body' in arg) return {code: jsLiteral(model.json ?? {}), defined: true};
  if ('formField' in arg) {
    const field = model.form?.find((f) => f.name === arg.formField);
    return {code: JSON.stringify(field?.value ?? `<${arg.formField}>`), defined: true};
  }
  if ('file' in arg) {
    const file = fileField(model);
    const content = file?.file ? file.content : sampleFileText();
    return {
      code: 'file',
      defined: true,
      setup: `const file = new File([${JSON.stringify(content)}], ${JSON.stringify(file?.value ?? SAMPLE_FILE.name)}, {type: ${JSON.stringify(SAMPLE_FILE.type)}});`,
      comment: 'file: in a browser, a File from an <input type="file">; here a small text file',
    };
  }
  return {code: arg.literal, defined: true, comment: `${arg.literal}: ${arg.meaning}`};
}

/**
 * The TypeScript SDK call that sends the same request as the curl sample, with the same example
 * values: a client with the curl sample's base URL and headers, then the method the SDK table
 * (src/data/sdk.ts) names for the operation.
 */
export function sdkSample(model: RequestModel): SdkSample {
  const entry = model.operationId === undefined ? undefined : sdkOperations[model.operationId];
  if (!isSdkCall(entry)) return {call: undefined};
  const headers = model.headers.filter(([name]) => name.toLowerCase() !== 'content-type');
  const lines = [
    'import axios from "axios";',
    `import {DocboxClient} from ${JSON.stringify(SDK_PACKAGE)};`,
    '',
    'const docbox = new DocboxClient(',
    '  axios.create({',
    `    baseURL: ${JSON.stringify(model.server)},`,
  ];
  if (headers.length) {
    lines.push('    headers: {');
    for (const [name, value] of headers) lines.push(`      ${JSON.stringify(name)}: ${JSON.stringify(value)},`);
    lines.push('    },');
  }
  lines.push('  }),', ');', '');

  const args = entry.args.map((arg) => sdkArgument(arg, model));
  while (args.length && !args[args.length - 1].defined) args.pop();
  for (const arg of args) {
    if (arg.comment) lines.push(`// ${arg.comment}`);
    if (arg.setup) lines.push(arg.setup);
  }
  const call = `docbox.${entry.service}.${entry.method}(${args.map((arg) => arg.code).join(', ')})`;
  if (entry.pathOnly) {
    lines.push(`const path = ${call};`);
    lines.push(
      `const {data: ${entry.result ?? 'data'}} = await docbox.client.get(path, {responseType: ${JSON.stringify(entry.pathOnly.responseType)}});`,
    );
  } else {
    lines.push(`${entry.result ? `const ${entry.result} = ` : ''}await ${call};`);
  }
  return {call: entry, code: lines.join('\n')};
}

export const SAMPLE_LANGUAGES = [
  {value: 'curl', label: 'curl', language: 'bash', render: curlSample},
  {value: 'javascript', label: 'JavaScript', language: 'javascript', render: javascriptSample},
  {value: 'python', label: 'Python', language: 'python', render: pythonSample},
  {value: 'rust', label: 'Rust', language: 'rust', render: rustSample},
] as const;
