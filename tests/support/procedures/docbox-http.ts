/**
 * A Docbox server on loopback for the pages' `curl` scripts, answering the routes the monitoring
 * and capacity pages call as server 0.9.3 does (packages/docbox-http/src/routes/*.rs at 2197bc0,
 * shapes from api/docbox.json): the API key middleware (401 `Missing x-docbox-api-key`), the tenant
 * headers (400 `{"reason": …}`), POST /box (201, 409 when the scope exists), multipart POST
 * /box/{scope}/file with the fields the server reads (`name`, `folder_id`, `file`), GET
 * /box/{scope}/file/{id}/raw, POST /box/{scope}/search (`total_hits`), GET /admin/tenant-stats and
 * the two flush routes (204). It keeps what was created, so a test checks the outcome, and
 * `override` replaces any answer (an error status, an empty body, a proxy's page).
 */
import {randomUUID} from 'node:crypto';
import {startHttpStandIn, type HttpAnswer, type HttpStandIn, type RecordedRequest} from './http-stand-in';

export type DocboxFile = {id: string; scope: string; folderId: string; name: string; mime: string; content: string};

export type MultipartPart = {name: string; filename?: string; contentType?: string; value: string};

/** The parts of a multipart/form-data body (text only, as the pages send). */
export function parseMultipart(request: RecordedRequest): MultipartPart[] | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/.exec(String(request.headers['content-type'] ?? ''));
  if (!/^multipart\/form-data/.test(String(request.headers['content-type'] ?? '')) || !boundary) return null;
  const marker = `--${boundary[1] ?? boundary[2]}`;
  const parts: MultipartPart[] = [];
  for (const chunk of request.body.split(marker).slice(1)) {
    if (chunk.startsWith('--')) break;
    const [head, ...rest] = chunk.replace(/^\r\n/, '').split('\r\n\r\n');
    const value = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const disposition = /content-disposition:\s*form-data;\s*name="([^"]*)"(?:;\s*filename="([^"]*)")?/i.exec(head ?? '');
    if (!disposition) return null;
    const type = /content-type:\s*([^\r\n]+)/i.exec(head ?? '');
    parts.push({name: disposition[1]!, filename: disposition[2], contentType: type?.[1]?.trim(), value});
  }
  return parts;
}

const SCOPE = /^[A-Za-z0-9:_.-]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const reason = (status: number, text: string): HttpAnswer => ({status, body: {reason: text}});

export class DocboxHttpModel {
  boxes = new Map<string, {rootId: string}>();
  files = new Map<string, DocboxFile>();
  flushes = {tenantCache: 0, dbCache: 0};
  /** An answer that replaces the model's for the requests it returns one for. */
  override?: (request: RecordedRequest) => HttpAnswer | undefined;
  server?: HttpStandIn;

  constructor(readonly options: {apiKey: string | null; tenants: {id: string; env: string}[]}) {}

  async start(): Promise<HttpStandIn> {
    this.server = await startHttpStandIn((request) => this.override?.(request) ?? this.answer(request));
    return this.server;
  }

  get url(): string {
    return this.server!.url;
  }

  /** The requests since the last call (and forgets them). */
  take(): RecordedRequest[] {
    return this.server!.requests.splice(0);
  }

  answer(request: RecordedRequest): HttpAnswer {
    const {apiKey, tenants} = this.options;
    if (apiKey !== null) {
      const sent = request.headers['x-docbox-api-key'];
      if (sent === undefined) return {status: 401, body: 'Missing x-docbox-api-key'};
      if (sent !== apiKey) return {status: 401, body: 'Missing or invalid x-docbox-api-key'};
    }
    const path = request.path.split('?')[0]!;
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    const route = `${request.method} ${path}`;

    if (route === 'POST /admin/flush-tenant-cache') {
      this.flushes.tenantCache += 1;
      return {status: 204};
    }
    if (route === 'POST /admin/flush-db-cache') {
      this.flushes.dbCache += 1;
      return {status: 204};
    }

    // Every other route the pages call needs the tenant (middleware/tenant.rs).
    const tenantId = String(request.headers['x-tenant-id'] ?? '');
    const tenantEnv = request.headers['x-tenant-env'];
    if (!tenantId) return reason(400, 'tenant id is required');
    if (!UUID.test(tenantId)) return reason(400, 'tenant id must be a valid uuid');
    if (tenantEnv === undefined) return reason(400, 'tenant env is required');
    if (!tenants.some((tenant) => tenant.id === tenantId && tenant.env === tenantEnv)) return reason(400, 'tenant not found');

    if (route === 'GET /admin/tenant-stats') {
      const files = [...this.files.values()];
      return {body: {total_files: files.length, total_links: 0, total_folders: this.boxes.size, file_size: files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0)}};
    }
    if (route === 'POST /box') {
      if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) return {status: 415, body: 'Expected request with `Content-Type: application/json`'};
      let scope: unknown;
      try {
        scope = (JSON.parse(request.body) as {scope?: unknown}).scope;
      } catch {
        return {status: 400, body: 'Failed to parse the request body as JSON'};
      }
      if (typeof scope !== 'string' || !SCOPE.test(scope)) return {status: 422, body: 'invalid document box scope'};
      if (this.boxes.has(scope)) return reason(409, 'document box with matching scope already exists');
      const rootId = randomUUID();
      this.boxes.set(scope, {rootId});
      const now = new Date().toISOString();
      return {
        status: 201,
        body: {
          document_box: {scope, created_at: now},
          root: {id: rootId, name: 'Root', document_box: scope, folder_id: null, created_at: now, pinned: false, created_by: null, last_modified_by: null, last_modified_at: null},
          children: {folders: [], files: [], links: []},
        },
      };
    }
    if (segments[0] !== 'box' || segments.length < 3) return {status: 404};
    const scope = segments[1]!;
    const box = this.boxes.get(scope);

    if (request.method === 'POST' && segments.length === 3 && segments[2] === 'file') {
      const parts = parseMultipart(request);
      if (!parts) return {status: 400, body: 'Invalid `boundary` for `multipart/form-data` request'};
      const field = (name: string) => parts.find((part) => part.name === name);
      const name = field('name')?.value;
      const folderId = field('folder_id')?.value;
      const file = field('file');
      if (!name || !folderId || !file) return {status: 400, body: `field "${!name ? 'name' : !folderId ? 'folder_id' : 'file'}" is required`};
      if (!box || box.rootId !== folderId) return reason(404, 'unknown target folder');
      const id = randomUUID();
      const mime = field('mime')?.value ?? file.contentType ?? 'application/octet-stream';
      this.files.set(id, {id, scope, folderId, name, mime, content: file.value});
      const now = new Date().toISOString();
      return {body: {file: {id, name, mime, folder_id: folderId, hash: 'sha256', size: Buffer.byteLength(file.value), encrypted: false, pinned: false, created_at: now, created_by: null, last_modified_by: null, last_modified_at: null}, generated: [], additional_files: []}};
    }
    if (request.method === 'GET' && segments.length === 5 && segments[2] === 'file' && segments[4] === 'raw') {
      const file = this.files.get(segments[3]!);
      if (!file || file.scope !== scope) return reason(404, 'unknown file');
      return {body: file.content, headers: {'content-type': file.mime}};
    }
    if (request.method === 'POST' && segments.length === 3 && segments[2] === 'search') {
      let search: {query?: string; include_name?: boolean};
      try {
        search = JSON.parse(request.body || '{}') as typeof search;
      } catch {
        return {status: 400, body: 'Failed to parse the request body as JSON'};
      }
      const hits = [...this.files.values()].filter((file) => file.scope === scope && search.include_name === true && search.query !== undefined && file.name.includes(search.query));
      return {body: {total_hits: hits.length, results: hits.map((file) => ({score: 1, path: [], type: 'File', id: file.id, name: file.name, name_match: true, content_match: false, page_matches: [], total_hits: 0}))}};
    }
    return {status: 404};
  }
}
