/**
 * A fake Docbox: a small HTTP server that keeps boxes, folders, files, links and tasks in memory
 * and answers the routes the Integrating guides' flows use with the status codes and JSON shapes
 * of server 0.9.3 (read from packages/docbox-http/src/routes/*.rs at commit 2197bc0 and from
 * api/docbox.json). It does not process files: uploads are stored as sent and get no generated
 * files, which is also what the real server does with plain text (a seeded file may be given
 * generated files, which it then serves). Search matches names (and link
 * URLs and the pages of seeded files for `include_content`) the way the `database` backend does:
 * the whole query as a case-insensitive substring, or every word of it.
 *
 * Like the server:
 * - with `apiKey` set (the server's `DOCBOX_API_KEY`), every request needs `x-docbox-api-key`:
 *   401 `Missing x-docbox-api-key` or `Missing or invalid x-docbox-api-key`, plain text;
 * - every `/box` route needs `x-tenant-id` (a UUID) and `x-tenant-env` naming a known tenant:
 *   400 `{"reason": "tenant id is required"}` and so on;
 * - asynchronous uploads answer with a task that stays `Pending` for `processingDelayMs`, then
 *   holds the upload's result;
 * - a presigned upload answers with a signed `uri` on this same server (`/storage/…`), which takes
 *   exactly `size` bytes with `PUT`; the upload then completes as a storage event would make it.
 *   A presigned download's `uri` answers the file's bytes to `GET` there, until it expires.
 *
 * Tests put what a page assumes the reader already has (a box, a folder or a file with the ID the
 * page names, a file's extracted text) straight into the store with `seed`, and start again from
 * an empty store with `reset()`.
 *
 * Tests make a step fail with `fail()`: the next matching request gets an error answer that the
 * API description allows (so the validating proxy in front does not object), or the next
 * upload's processing fails, the next search finds nothing, the next download is corrupted.
 */
import {createHash, createHmac, randomUUID} from 'node:crypto';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {exampleTenants} from '../../../src/data/exampleTenant';

export type FakeTenant = {id: string; env: string; bucket: string};

export type FakeOptions = {
  /** The server's DOCBOX_API_KEY; without it the header is ignored. */
  apiKey?: string;
  /** Known tenants; the guides' example tenants by default. */
  tenants?: FakeTenant[];
  /** `max_file_size` (DOCBOX_MAX_FILE_SIZE_BYTES). */
  maxFileSize?: number;
  /** How long an asynchronous or presigned upload stays Pending before it completes. */
  processingDelayMs?: number;
  /**
   * How many times a client must have read the task while it was Pending before it completes
   * (0 unless set). Tests use 1 so that a polling loop always meets Pending once, however slow
   * the machine.
   */
  minPendingReads?: number;
  /**
   * How many searches of its box miss a newly stored file, folder or link before it is found (0
   * unless set), as on OpenSearch, which finds new entries only after its next refresh and which
   * Docbox never asks to refresh. Tests use 1 so that a search right after an upload must retry.
   */
  searchLagReads?: number;
  version?: string;
};

/** The operations the fake answers, by the operationId of api/docbox.json. */
export const FAKE_OPERATIONS = [
  'health',
  'options',
  'server_details',
  'document_box_create',
  'document_box_get',
  'document_box_delete',
  'document_box_stats',
  'document_box_search',
  'folder_create',
  'folder_get',
  'folder_delete',
  'link_create',
  'link_get',
  'link_delete',
  'file_upload',
  'file_get',
  'file_delete',
  'file_get_raw',
  'file_get_raw_named',
  'file_create_presigned',
  'file_get_presigned',
  'file_get_raw_presigned',
  'file_search',
  'file_edit_history',
  'file_get_generated_raw',
  'task_get',
  'admin_search_tenant',
  'admin_list_users',
] as const;
export type FakeOperation = (typeof FAKE_OPERATIONS)[number];

/**
 * A failure to inject, for the next `times` (1 unless set) matching requests.
 * - `status`: answer the operation with this status and `{"reason": reason}` (500 and
 *   `internal server error` unless set), or with `text` as a plain-text body.
 * - `processing`: the next upload's background processing (asynchronous or presigned) fails with
 *   this error text: the task ends `Failed`.
 * - `hang`: the next upload's background processing never ends: the task stays `Pending`, as
 *   after a restart that lost it.
 * - `search-misses`: the next search (of a box, or the admin search) finds nothing, as when the
 *   index lacks the file.
 * - `corrupt-download`: the next raw download answers other bytes.
 * - `storage`: the next storage PUT is refused with 403.
 */
export type Fault =
  | {kind: 'status'; operation: FakeOperation; status?: number; reason?: string; text?: string; times?: number}
  | {kind: 'processing'; error: string; times?: number}
  | {kind: 'hang'; times?: number}
  | {kind: 'search-misses'; times?: number}
  | {kind: 'corrupt-download'; times?: number}
  | {kind: 'storage'; times?: number};

export type FakeExchange = {
  operation: FakeOperation | 'storage_put' | 'storage_get' | 'unknown';
  method: string;
  path: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The request's body as received: JSON text, multipart form data or a storage PUT's bytes. */
  body: Buffer;
};

type User = {id: string; name: string | null; image_id: string | null};
type Box = {scope: string; created_at: string; tenant: string};
type Folder = {
  id: string;
  name: string;
  pinned: boolean;
  document_box: string;
  folder_id: string | null;
  created_at: string;
  created_by: string | null;
  tenant: string;
};
type StoredFile = {
  id: string;
  name: string;
  mime: string;
  folder_id: string;
  parent_id: string | null;
  hash: string;
  size: number;
  encrypted: boolean;
  pinned: boolean;
  created_at: string;
  created_by: string | null;
  document_box: string;
  tenant: string;
  bytes: Buffer;
  /** The object's key in the tenant's bucket. */
  key: string;
  /** The text Docbox would have extracted, one string per page; none for uploads (not processed). */
  pages: string[];
  /** Files Docbox would have generated from it; only seeded files have any (uploads are not processed). */
  generated: {id: string; type: string; mime: string; hash: string; created_at: string; bytes: Buffer}[];
};
type Link = {
  id: string;
  name: string;
  value: string;
  pinned: boolean;
  folder_id: string;
  created_at: string;
  created_by: string | null;
  document_box: string;
  tenant: string;
};
type Task = {
  id: string;
  document_box: string;
  tenant: string;
  status: 'Pending' | 'Completed' | 'Failed';
  output_data: unknown;
  created_at: string;
  completed_at: string | null;
};
type PresignedTask = {
  id: string;
  document_box: string;
  tenant: string;
  status: {kind: 'Pending'} | {kind: 'Completed'; file_id: string} | {kind: 'Failed'; error: string};
  name: string;
  mime: string;
  size: number;
  folder_id: string;
  parent_id: string | null;
  created_by: string | null;
  key: string;
  bucket: string;
  expires: number;
  received: boolean;
};

export type DocboxFake = {
  /** Base URL of the fake (no trailing slash). */
  url: string;
  fail: (fault: Fault) => void;
  /** Sets or clears the API key, as restarting the server with or without DOCBOX_API_KEY would. */
  setApiKey: (key: string | undefined) => void;
  /** Drops faults not used yet. */
  clearFaults: () => void;
  /**
   * Puts items straight into the store, without a request, as a reader's earlier work would have
   * left them: a box with its root folder (created once, then found), a folder or a file with the
   * ID a page names, in the box's root folder unless told otherwise (the box is created when
   * missing). A file's `pages` are the text Docbox would have extracted from it, which the
   * searches match. Items belong to the first tenant, the guides' example tenant, unless `tenant`
   * names another.
   */
  seed: {
    box: (scope: string, tenant?: string) => {rootId: string};
    folder: (scope: string, folder: {id?: string; name: string; parentId?: string}, tenant?: string) => {id: string};
    file: (
      scope: string,
      file: {
        id?: string;
        name: string;
        folderId?: string;
        mime?: string;
        bytes?: Buffer | string;
        pages?: string[];
        /** Generated files, by type (`SmallThumbnail`, `TextContent`, …). */
        generated?: {type: string; mime: string; bytes: Buffer | string}[];
      },
      tenant?: string,
    ) => {id: string};
  };
  /** Forgets every box, item, task, user and fault, as a server with empty databases would. The exchanges stay. */
  reset: () => void;
  /** Every request the fake answered, storage PUTs included. */
  exchanges: FakeExchange[];
  /** Scopes of the boxes that exist now. */
  boxes: () => string[];
  /** Numbers of stored items, for tests that check nothing is left behind. */
  counts: () => {boxes: number; folders: number; files: number; links: number; tasks: number; presigned: number};
  close: () => Promise<void>;
};

/** The guides' example tenants (src/data/exampleTenant.ts). */
const EXAMPLE_TENANTS: FakeTenant[] = exampleTenants.map((tenant) => ({id: tenant.id, env: tenant.env, bucket: tenant.storage_bucket_name}));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SCOPE = /^[A-Za-z0-9:._-]+$/;
const MIME = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;.*)?$/;
/** mime_guess's answers for the extensions the guides use (the server guesses from the name). */
const GUESSED_MIME: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  html: 'text/html',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  eml: 'message/rfc822',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** An answer: JSON (object bodies), plain text (string bodies) or bytes. */
type Answer = {status: number; body?: unknown; headers?: Record<string, string>};

class HttpProblem extends Error {
  constructor(readonly answer: Answer) {
    super(`HTTP ${answer.status}`);
  }
}
const reason = (status: number, text: string): HttpProblem => new HttpProblem({status, body: {reason: text}});
const plain = (status: number, text: string): HttpProblem => new HttpProblem({status, body: text});
/** A validation report for one field; `within` names the keys before it (the admin search's `request`). */
const validation = (field: string, message: string, within: string[] = []): HttpProblem =>
  new HttpProblem({status: 422, body: {errors: [[[...within, field].map((key) => ['key', key]), {message}]]}});

const now = () => new Date().toISOString();

/** Visible ASCII (space and tab included), as the server's header reading accepts. */
function visibleAscii(value: string | undefined): string | null {
  if (value === undefined) return null;
  return /^[\t\x20-\x7e]*$/.test(value) ? value : null;
}

export async function startDocboxFake(options: FakeOptions = {}): Promise<DocboxFake> {
  const tenants = options.tenants ?? EXAMPLE_TENANTS;
  const maxFileSize = options.maxFileSize ?? 102_400_000;
  const processingDelayMs = options.processingDelayMs ?? 500;
  const minPendingReads = options.minPendingReads ?? 0;
  const searchLagReads = options.searchLagReads ?? 0;
  /** Items not yet searchable, with how many more searches of their box miss them. */
  const notIndexed = new Map<string, number>();
  const indexLater = (id: string) => {
    if (searchLagReads > 0) notIndexed.set(id, searchLagReads);
  };
  const signingKey = randomUUID();
  let apiKey = options.apiKey;

  const boxes = new Map<string, Box>();
  const folders = new Map<string, Folder>();
  const files = new Map<string, StoredFile>();
  const links = new Map<string, Link>();
  const tasks = new Map<string, Task>();
  const presigned = new Map<string, PresignedTask>();
  const users = new Map<string, User>();
  const timers = new Set<NodeJS.Timeout>();
  let faults: (Fault & {left: number})[] = [];
  const exchanges: FakeExchange[] = [];
  let baseUrl = '';

  const boxKey = (tenant: string, scope: string) => `${tenant}\n${scope}`;

  function takeFault<K extends Fault['kind']>(kind: K, operation?: FakeOperation): Extract<Fault, {kind: K}> | undefined {
    const index = faults.findIndex((fault) => fault.kind === kind && (fault.kind !== 'status' || fault.operation === operation));
    if (index < 0) return undefined;
    const fault = faults[index]!;
    fault.left -= 1;
    if (fault.left <= 0) faults.splice(index, 1);
    return fault as unknown as Extract<Fault, {kind: K}>;
  }

  /** Background work of a task: it runs once the delay has passed and the task was read enough. */
  const jobs = new Map<string, {due: boolean; reads: number; run: () => void}>();
  function settle(taskId: string) {
    const job = jobs.get(taskId);
    if (!job || !job.due || job.reads < minPendingReads) return;
    jobs.delete(taskId);
    job.run();
  }
  function later(taskId: string, run: () => void) {
    jobs.set(taskId, {due: false, reads: 0, run});
    const timer = setTimeout(() => {
      timers.delete(timer);
      const job = jobs.get(taskId);
      if (job) job.due = true;
      settle(taskId);
    }, processingDelayMs);
    timers.add(timer);
  }
  /** A client read the task (after its answer was made). */
  function taskRead(taskId: string) {
    const job = jobs.get(taskId);
    if (!job) return;
    job.reads += 1;
    settle(taskId);
  }

  // ---- Users and the "extra" fields every item carries ----------------------------------------

  /** The acting user of the request (x-user-*), stored like ActionUser::store_user. */
  function actingUser(headers: http.IncomingHttpHeaders): User | null {
    const raw = headers['x-user-id'];
    if (typeof raw !== 'string') return null;
    if (visibleAscii(raw) === null) throw reason(400, 'user id was not a valid utf8 string');
    const user: User = {
      id: raw,
      name: visibleAscii(headers['x-user-name'] as string | undefined),
      image_id: visibleAscii(headers['x-user-image-id'] as string | undefined),
    };
    users.set(user.id, user);
    return user;
  }
  const userOf = (id: string | null): User | null => (id === null ? null : (users.get(id) ?? null));
  const extra = (createdBy: string | null) => ({created_by: userOf(createdBy), last_modified_by: null, last_modified_at: null});

  const folderJson = (folder: Folder) => ({
    id: folder.id,
    name: folder.name,
    pinned: folder.pinned,
    document_box: folder.document_box,
    folder_id: folder.folder_id,
    created_at: folder.created_at,
    ...extra(folder.created_by),
  });
  const fileJson = (file: StoredFile) => ({
    id: file.id,
    name: file.name,
    mime: file.mime,
    folder_id: file.folder_id,
    parent_id: file.parent_id,
    hash: file.hash,
    size: file.size,
    encrypted: file.encrypted,
    pinned: file.pinned,
    created_at: file.created_at,
    ...extra(file.created_by),
  });
  const generatedJson = (file: StoredFile) =>
    file.generated.map((item) => ({id: item.id, file_id: file.id, mime: item.mime, type: item.type, hash: item.hash, created_at: item.created_at}));
  const linkJson = (link: Link) => ({
    id: link.id,
    name: link.name,
    value: link.value,
    pinned: link.pinned,
    folder_id: link.folder_id,
    created_at: link.created_at,
    ...extra(link.created_by),
  });
  const taskJson = (task: Task) => ({
    id: task.id,
    document_box: task.document_box,
    status: task.status,
    output_data: task.output_data,
    created_at: task.created_at,
    completed_at: task.completed_at,
  });

  // ---- Lookups, always within one tenant and one box -------------------------------------------

  const rootOf = (tenant: string, scope: string) =>
    [...folders.values()].find((folder) => folder.tenant === tenant && folder.document_box === scope && folder.folder_id === null);
  const folderIn = (tenant: string, scope: string, id: string) => {
    const folder = folders.get(id);
    return folder && folder.tenant === tenant && folder.document_box === scope ? folder : undefined;
  };
  const fileIn = (tenant: string, scope: string, id: string) => {
    const file = files.get(id);
    return file && file.tenant === tenant && file.document_box === scope ? file : undefined;
  };
  const linkIn = (tenant: string, scope: string, id: string) => {
    const link = links.get(id);
    return link && link.tenant === tenant && link.document_box === scope ? link : undefined;
  };
  /** Folders from the root down to `folderId`, both included. */
  function pathTo(folderId: string | null): {id: string; name: string}[] {
    const path: {id: string; name: string}[] = [];
    for (let id = folderId; id !== null; ) {
      const folder = folders.get(id);
      if (!folder) break;
      path.unshift({id: folder.id, name: folder.name});
      id = folder.folder_id;
    }
    return path;
  }
  /** A folder's direct contents, as ResolvedFolderWithExtra::resolve gives them. */
  function children(folder: Folder) {
    return {
      path: pathTo(folder.folder_id),
      folders: [...folders.values()].filter((item) => item.folder_id === folder.id).map(folderJson),
      files: [...files.values()].filter((item) => item.folder_id === folder.id).map(fileJson),
      links: [...links.values()].filter((item) => item.folder_id === folder.id).map(linkJson),
    };
  }
  function subtree(folderId: string): Set<string> {
    const ids = new Set([folderId]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const folder of folders.values()) {
        if (folder.folder_id !== null && ids.has(folder.folder_id) && !ids.has(folder.id)) {
          ids.add(folder.id);
          grew = true;
        }
      }
    }
    return ids;
  }
  function deleteFolderTree(folder: Folder) {
    const ids = subtree(folder.id);
    for (const [id, file] of files) if (ids.has(file.folder_id)) files.delete(id);
    for (const [id, link] of links) if (ids.has(link.folder_id)) links.delete(id);
    for (const id of ids) folders.delete(id);
  }

  // ---- Request bodies ----------------------------------------------------------------------------

  function jsonBody(request: Request): Record<string, unknown> {
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) throw plain(415, 'Expected request with `Content-Type: application/json`');
    let value: unknown;
    try {
      value = JSON.parse(request.text);
    } catch (error) {
      throw plain(400, `Failed to parse the request body as JSON: ${(error as Error).message}`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw plain(422, 'Failed to deserialize the JSON body into the target type: invalid type: expected a map');
    }
    return value as Record<string, unknown>;
  }
  function requireString(body: Record<string, unknown>, field: string): string {
    const value = body[field];
    if (value === undefined) throw plain(422, `Failed to deserialize the JSON body into the target type: missing field \`${field}\``);
    if (typeof value !== 'string') throw plain(422, `Failed to deserialize the JSON body into the target type: ${field}: invalid type, expected a string`);
    return value;
  }
  function requireUuid(body: Record<string, unknown>, field: string): string {
    const value = requireString(body, field);
    if (!UUID.test(value)) throw plain(422, `Failed to deserialize the JSON body into the target type: ${field}: UUID parsing failed`);
    return value.toLowerCase();
  }
  function checkName(field: string, value: string) {
    const bytes = Buffer.byteLength(value);
    if (bytes < 1) throw validation(field, 'length is lower than 1');
    if (bytes > 255) throw validation(field, 'length is greater than 255');
  }

  async function multipartBody(request: Request): Promise<Map<string, string | File>> {
    const type = request.headers.get('content-type') ?? '';
    if (!/^multipart\/form-data\b/i.test(type)) throw plain(400, 'Invalid `boundary` for `multipart/form-data` request');
    let form: FormData;
    try {
      form = await new globalThis.Request('http://fake/', {method: 'POST', headers: {'content-type': type}, body: new Uint8Array(request.bytes)}).formData();
    } catch {
      throw plain(400, 'Error parsing `multipart/form-data` request');
    }
    const fields = new Map<string, string | File>();
    form.forEach((value, name) => fields.set(name, value));
    return fields;
  }
  function formBoolean(fields: Map<string, string | File>, name: string): boolean | undefined {
    const value = fields.get(name);
    if (value === undefined) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw plain(400, `field '${name}' must be of type 'bool'`);
  }
  function formText(fields: Map<string, string | File>, name: string, required: true): string;
  function formText(fields: Map<string, string | File>, name: string, required: false): string | undefined;
  function formText(fields: Map<string, string | File>, name: string, required: boolean): string | undefined {
    const value = fields.get(name);
    if (value === undefined) {
      if (required) throw plain(400, `field '${name}' is required`);
      return undefined;
    }
    return typeof value === 'string' ? value : undefined;
  }
  function formUuid(fields: Map<string, string | File>, name: string, required: boolean): string | undefined {
    const value = required ? formText(fields, name, true) : formText(fields, name, false);
    if (value === undefined) return undefined;
    if (!UUID.test(value)) throw plain(400, `field '${name}' must be of type 'uuid'`);
    return value.toLowerCase();
  }

  /** The MIME type an upload is stored with: given, else guessed from the name (unless disabled). */
  function uploadMime(given: string | undefined, name: string, disableSniffing: boolean | undefined): string {
    let mime = given && given.length > 0 ? given : 'application/octet-stream';
    if (!MIME.test(mime)) throw reason(400, 'request file mime content type is invalid');
    if (mime === 'application/octet-stream' && !disableSniffing) {
      const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
      if (extension && GUESSED_MIME[extension]) mime = GUESSED_MIME[extension]!;
    }
    return mime;
  }

  /** An object key as Docbox makes them: the scope, a UUID and the name with other characters replaced. */
  const objectKey = (scope: string, name: string) => `${scope}/${randomUUID()}_${name.replace(/[^A-Za-z0-9.]/g, '_')}`;

  /** Stores an upload: what upload_file does once processing (none here) succeeds. */
  function storeFile(
    tenant: string,
    scope: string,
    data: {
      id?: string;
      name: string;
      mime: string;
      folder_id: string;
      parent_id: string | null;
      created_by: string | null;
      bytes: Buffer;
      key?: string;
      pages?: string[];
      generated?: {type: string; mime: string; bytes: Buffer}[];
    },
  ) {
    const file: StoredFile = {
      id: data.id ?? randomUUID(),
      name: data.name,
      mime: data.mime,
      folder_id: data.folder_id,
      parent_id: data.parent_id,
      hash: createHash('sha256').update(data.bytes).digest('hex'),
      size: data.bytes.length,
      encrypted: false,
      pinned: false,
      created_at: now(),
      created_by: data.created_by,
      document_box: scope,
      tenant,
      bytes: data.bytes,
      key: data.key ?? objectKey(scope, data.name),
      pages: data.pages ?? [],
      generated: [],
    };
    file.generated = (data.generated ?? []).map((item) => ({
      id: randomUUID(),
      type: item.type,
      mime: item.mime,
      hash: createHash('sha256').update(item.bytes).digest('hex'),
      created_at: file.created_at,
      bytes: item.bytes,
    }));
    files.set(file.id, file);
    indexLater(file.id);
    return {file: fileJson(file), generated: generatedJson(file), additional_files: []};
  }

  // ---- Presigned storage requests ----------------------------------------------------------------

  const signature = (bucket: string, key: string, size: number, expires: number) =>
    createHmac('sha256', signingKey).update(`${bucket}\n${key}\n${size}\n${expires}`).digest('hex');

  /** An AWS timestamp, `20260801T093000Z`. */
  const amzDate = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

  function presignedUri(task: PresignedTask): string {
    const date = amzDate(new Date());
    const query = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Date': date,
      'X-Amz-Expires': '1800',
      'X-Amz-SignedHeaders': 'content-length;host',
      'X-Amz-Signature': signature(task.bucket, task.key, task.size, task.expires),
    });
    return `${baseUrl}/storage/${task.bucket}/${encodeKey(task.key)}?${query}`;
  }

  /** A download signs the method, the object, the date and the lifetime; only the host header. */
  const downloadSignature = (bucket: string, key: string, date: string, seconds: string) =>
    createHmac('sha256', signingKey).update(`GET\n${bucket}\n${key}\n${date}\n${seconds}`).digest('hex');

  /** A signed GET for a file's object, as create_presigned_download makes it. */
  function presignedDownload(file: StoredFile, seconds: number) {
    const bucket = tenants.find((tenant) => tenant.id === file.tenant)!.bucket;
    const issued = new Date();
    const date = amzDate(issued);
    const query = new URLSearchParams({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Date': date,
      'X-Amz-Expires': String(seconds),
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': downloadSignature(bucket, file.key, date, String(seconds)),
    });
    return {
      method: 'GET',
      uri: `${baseUrl}/storage/${bucket}/${encodeKey(file.key)}?${query}`,
      headers: {},
      expires_at: new Date(Math.floor(issued.getTime() / 1000) * 1000 + seconds * 1000).toISOString(),
    };
  }

  const s3Error = (status: number, code: string): Answer => ({
    status,
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code></Error>`,
    headers: {'content-type': 'application/xml'},
  });

  /** A presigned download: the object's bytes, with the type stored with it, until the URL expires. */
  function storageGet(request: Request): Answer {
    const match = /^\/storage\/([^/]+)\/(.+)$/.exec(request.path);
    if (!match) return s3Error(404, 'NoSuchBucket');
    const bucket = match[1]!;
    const key = match[2]!.split('/').map(decodeURIComponent).join('/');
    const tenant = tenants.find((candidate) => candidate.bucket === bucket);
    const file = tenant && [...files.values()].find((candidate) => candidate.tenant === tenant.id && candidate.key === key);
    if (!file) return s3Error(404, 'NoSuchKey');
    const date = request.query.get('X-Amz-Date') ?? '';
    const seconds = request.query.get('X-Amz-Expires') ?? '';
    if (request.query.get('X-Amz-Signature') !== downloadSignature(bucket, key, date, seconds)) return s3Error(403, 'SignatureDoesNotMatch');
    const issued = Date.parse(date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (Date.now() > issued + Number(seconds) * 1000) return s3Error(403, 'AccessDenied');
    return {status: 200, body: file.bytes, headers: {'content-type': file.mime, etag: `"${createHash('md5').update(file.bytes).digest('hex')}"`}};
  }

  function storagePut(request: Request): Answer {
    const match = /^\/storage\/([^/]+)\/(.+)$/.exec(request.path);
    if (!match) return s3Error(404, 'NoSuchBucket');
    const bucket = match[1]!;
    const key = match[2]!.split('/').map(decodeURIComponent).join('/');
    const task = [...presigned.values()].find((candidate) => candidate.bucket === bucket && candidate.key === key);
    if (!task || request.query.get('X-Amz-Signature') !== signature(bucket, key, task.size, task.expires)) return s3Error(403, 'SignatureDoesNotMatch');
    if (Date.now() > task.expires) return s3Error(403, 'AccessDenied');
    if (request.bytes.length !== task.size) return s3Error(403, 'SignatureDoesNotMatch');
    if (takeFault('storage')) return s3Error(403, 'AccessDenied');
    const bytes = request.bytes;
    task.received = true;
    // The storage event reaches Docbox, which reads the object and processes it.
    later(task.id, () => {
      if (!presigned.has(task.id) || takeFault('hang')) return;
      const fault = takeFault('processing');
      if (fault) {
        task.status = {kind: 'Failed', error: fault.error};
        return;
      }
      if (!folderIn(task.tenant, task.document_box, task.folder_id)) return; // stays Pending, as the server logs
      const {file} = storeFile(task.tenant, task.document_box, {
        name: task.name,
        mime: task.mime,
        folder_id: task.folder_id,
        parent_id: task.parent_id,
        created_by: task.created_by,
        bytes,
        key: task.key,
      });
      task.status = {kind: 'Completed', file_id: file.id};
    });
    return {status: 200, headers: {etag: `"${createHash('md5').update(bytes).digest('hex')}"`}};
  }

  // ---- Routes -----------------------------------------------------------------------------------

  type Request = {
    method: string;
    path: string;
    query: URLSearchParams;
    headers: Headers;
    raw: http.IncomingMessage;
    bytes: Buffer;
    text: string;
  };
  type Context = {request: Request; tenant: FakeTenant; scope: string};
  type Route = {
    operation: FakeOperation;
    method: string;
    pattern: RegExp;
    /** Names of the path's groups, checked as a scope or UUIDs. */
    params: string[];
    tenant: boolean;
    handle: (context: Context, params: Record<string, string>) => Answer | Promise<Answer>;
  };

  const route = (operation: FakeOperation, method: string, template: string, handle: Route['handle']): Route => {
    const params: string[] = [];
    const pattern = new RegExp(
      `^${template.replace(/\{(\w+)\}/g, (_match, name: string) => {
        params.push(name);
        return name === 'file_name' ? '(.+)' : '([^/]+)';
      })}/?$`,
    );
    // The box routes and the tenant's admin routes read the tenant headers.
    return {operation, method, pattern, params, tenant: template.startsWith('/box') || template.startsWith('/admin'), handle};
  };

  const routes: Route[] = [
    route('health', 'GET', '/health', () => ({status: 200})),
    route('options', 'GET', '/options', () => ({status: 200, body: {max_file_size: maxFileSize}})),
    route('server_details', 'GET', '/server-details', () => ({status: 200, body: {version: options.version ?? '0.9.3'}})),

    route('document_box_create', 'POST', '/box', ({request, tenant}) => {
      const body = jsonBody(request);
      const scope = requireString(body, 'scope');
      if (scope.length < 1) throw validation('scope', 'length is lower than 1');
      const user = actingUser(request.raw.headers);
      if (boxes.has(boxKey(tenant.id, scope))) throw reason(409, 'document box with matching scope already exists');
      const box: Box = {scope, created_at: now(), tenant: tenant.id};
      boxes.set(boxKey(tenant.id, scope), box);
      const root: Folder = {
        id: randomUUID(),
        name: 'Root',
        pinned: false,
        document_box: scope,
        folder_id: null,
        created_at: box.created_at,
        created_by: user?.id ?? null,
        tenant: tenant.id,
      };
      folders.set(root.id, root);
      return {
        status: 201,
        body: {document_box: {scope, created_at: box.created_at}, root: folderJson(root), children: {path: [], folders: [], files: [], links: []}},
      };
    }),
    route('document_box_get', 'GET', '/box/{scope}', ({tenant, scope}) => {
      const box = boxes.get(boxKey(tenant.id, scope));
      const root = rootOf(tenant.id, scope);
      if (!box || !root) throw reason(404, 'unknown document box');
      return {status: 200, body: {document_box: {scope, created_at: box.created_at}, root: folderJson(root), children: children(root)}};
    }),
    route('document_box_delete', 'DELETE', '/box/{scope}', ({tenant, scope}) => {
      if (!boxes.has(boxKey(tenant.id, scope))) throw reason(404, 'unknown document box');
      const root = rootOf(tenant.id, scope);
      if (root) deleteFolderTree(root);
      for (const [id, task] of tasks) if (task.tenant === tenant.id && task.document_box === scope) tasks.delete(id);
      for (const [id, task] of presigned) if (task.tenant === tenant.id && task.document_box === scope) presigned.delete(id);
      boxes.delete(boxKey(tenant.id, scope));
      return {status: 204};
    }),
    route('document_box_stats', 'GET', '/box/{scope}/stats', ({tenant, scope}) => {
      if (!boxes.has(boxKey(tenant.id, scope))) throw reason(404, 'unknown document box');
      const inBox = <T extends {tenant: string; document_box: string}>(items: Iterable<T>) =>
        [...items].filter((item) => item.tenant === tenant.id && item.document_box === scope);
      const boxFiles = inBox(files.values());
      return {
        status: 200,
        body: {
          total_files: boxFiles.length,
          total_links: inBox(links.values()).length,
          total_folders: inBox(folders.values()).length - 1,
          file_size: boxFiles.reduce((sum, file) => sum + file.size, 0),
        },
      };
    }),
    route('document_box_search', 'POST', '/box/{scope}/search', ({request, tenant, scope}) => search(request, tenant, scope)),

    route('folder_create', 'POST', '/box/{scope}/folder', ({request, tenant, scope}) => {
      const body = jsonBody(request);
      const name = requireString(body, 'name');
      const parentId = requireUuid(body, 'folder_id');
      checkName('name', name);
      const parent = folderIn(tenant.id, scope, parentId);
      if (!parent) throw reason(404, 'unknown folder');
      const user = actingUser(request.raw.headers);
      const folder: Folder = {
        id: randomUUID(),
        name,
        pinned: false,
        document_box: scope,
        folder_id: parent.id,
        created_at: now(),
        created_by: user?.id ?? null,
        tenant: tenant.id,
      };
      folders.set(folder.id, folder);
      indexLater(folder.id);
      return {status: 201, body: {folder: folderJson(folder), children: {path: [], folders: [], files: [], links: []}}};
    }),
    route('folder_get', 'GET', '/box/{scope}/folder/{folder_id}', ({tenant, scope}, {folder_id}) => {
      const folder = folderIn(tenant.id, scope, folder_id!);
      if (!folder) throw reason(404, 'unknown folder');
      return {status: 200, body: {folder: folderJson(folder), children: children(folder)}};
    }),
    route('folder_delete', 'DELETE', '/box/{scope}/folder/{folder_id}', ({tenant, scope}, {folder_id}) => {
      const folder = folderIn(tenant.id, scope, folder_id!);
      if (!folder) throw reason(404, 'unknown folder');
      if (folder.folder_id === null) throw reason(400, 'cannot delete root folder');
      deleteFolderTree(folder);
      return {status: 204};
    }),

    route('link_create', 'POST', '/box/{scope}/link', ({request, tenant, scope}) => {
      const body = jsonBody(request);
      const name = requireString(body, 'name');
      const value = requireString(body, 'value');
      const folderId = requireUuid(body, 'folder_id');
      checkName('name', name);
      if (value.length < 1) throw validation('value', 'length is lower than 1');
      if (!folderIn(tenant.id, scope, folderId)) throw reason(404, 'unknown folder');
      const user = actingUser(request.raw.headers);
      const link: Link = {
        id: randomUUID(),
        name,
        value,
        pinned: false,
        folder_id: folderId,
        created_at: now(),
        created_by: user?.id ?? null,
        document_box: scope,
        tenant: tenant.id,
      };
      links.set(link.id, link);
      indexLater(link.id);
      return {status: 201, body: linkJson(link)};
    }),
    route('link_get', 'GET', '/box/{scope}/link/{link_id}', ({tenant, scope}, {link_id}) => {
      const link = linkIn(tenant.id, scope, link_id!);
      if (!link) throw reason(404, 'unknown link');
      return {status: 200, body: linkJson(link)};
    }),
    route('link_delete', 'DELETE', '/box/{scope}/link/{link_id}', ({tenant, scope}, {link_id}) => {
      if (!linkIn(tenant.id, scope, link_id!)) throw reason(404, 'unknown link');
      links.delete(link_id!);
      return {status: 204};
    }),

    route('file_upload', 'POST', '/box/{scope}/file', async ({request, tenant, scope}) => upload(request, tenant, scope)),
    route('file_create_presigned', 'POST', '/box/{scope}/file/presigned', ({request, tenant, scope}) => {
      const body = jsonBody(request);
      const name = requireString(body, 'name');
      const folderId = requireUuid(body, 'folder_id');
      const size = body.size;
      if (size === undefined) throw plain(422, 'Failed to deserialize the JSON body into the target type: missing field `size`');
      if (typeof size !== 'number' || !Number.isInteger(size) || size > 2 ** 31 - 1) {
        throw plain(422, 'Failed to deserialize the JSON body into the target type: size: invalid type, expected i32');
      }
      checkName('name', name);
      if (size < 1) throw validation('size', 'lower than 1');
      const mimeField = body.mime;
      if (mimeField !== undefined && mimeField !== null && (typeof mimeField !== 'string' || !MIME.test(mimeField))) {
        throw plain(422, 'Failed to deserialize the JSON body into the target type: mime: invalid mime type');
      }
      if (size > maxFileSize) throw reason(400, `file size is larger than the maximum allowed size (requested: ${size}, maximum: ${maxFileSize})`);
      if (!folderIn(tenant.id, scope, folderId)) throw reason(404, 'unknown target folder');
      const user = actingUser(request.raw.headers);
      const mime = uploadMime((mimeField as string | null | undefined) ?? undefined, name, body.disable_mime_sniffing === true);
      const id = randomUUID();
      const task: PresignedTask = {
        id,
        document_box: scope,
        tenant: tenant.id,
        status: {kind: 'Pending'},
        name,
        mime,
        size,
        folder_id: folderId,
        parent_id: typeof body.parent_id === 'string' ? body.parent_id : null,
        created_by: user?.id ?? null,
        key: objectKey(scope, name),
        bucket: tenant.bucket,
        expires: Date.now() + 30 * 60_000,
        received: false,
      };
      presigned.set(id, task);
      return {status: 201, body: {task_id: id, method: 'PUT', uri: presignedUri(task), headers: {'content-length': String(size)}}};
    }),
    route('file_get_presigned', 'GET', '/box/{scope}/file/presigned/{task_id}', ({tenant, scope}, {task_id}) => {
      const task = presigned.get(task_id!);
      if (!task || task.tenant !== tenant.id || task.document_box !== scope) throw reason(404, 'unknown task');
      if (task.status.kind === 'Pending') {
        taskRead(task.id);
        return {status: 200, body: {status: 'Pending'}};
      }
      if (task.status.kind === 'Failed') return {status: 200, body: {status: 'Failed', error: task.status.error}};
      const file = fileIn(tenant.id, scope, task.status.file_id);
      if (!file) throw reason(404, 'unknown file');
      return {status: 200, body: {status: 'Complete', file: fileJson(file), generated: []}};
    }),
    route('file_get', 'GET', '/box/{scope}/file/{file_id}', ({tenant, scope}, {file_id}) => {
      const file = fileIn(tenant.id, scope, file_id!);
      if (!file) throw reason(404, 'unknown file');
      return {status: 200, body: {file: fileJson(file), generated: generatedJson(file)}};
    }),
    route('file_delete', 'DELETE', '/box/{scope}/file/{file_id}', ({tenant, scope}, {file_id}) => {
      if (!fileIn(tenant.id, scope, file_id!)) throw reason(404, 'unknown file');
      files.delete(file_id!);
      return {status: 204};
    }),
    route('file_get_raw', 'GET', '/box/{scope}/file/{file_id}/raw', ({request, tenant, scope}, {file_id}) => raw(request, tenant, scope, file_id!)),
    route('file_get_raw_named', 'GET', '/box/{scope}/file/{file_id}/raw/{file_name}', ({request, tenant, scope}, {file_id}) =>
      raw(request, tenant, scope, file_id!),
    ),
    route('file_get_raw_presigned', 'POST', '/box/{scope}/file/{file_id}/raw-presigned', ({request, tenant, scope}, {file_id}) => {
      const body = jsonBody(request);
      const seconds = body.expires_at ?? 900;
      if (typeof seconds !== 'number' || !Number.isInteger(seconds)) {
        throw plain(422, 'Failed to deserialize the JSON body into the target type: expires_at: invalid type, expected i64');
      }
      const file = fileIn(tenant.id, scope, file_id!);
      if (!file) throw reason(404, 'unknown file');
      // The presigner refuses lifetimes over a week; a negative one becomes a huge unsigned one.
      if (seconds < 0 || seconds > 604_800) throw reason(500, 'internal server error');
      return {status: 200, body: presignedDownload(file, seconds)};
    }),
    route('file_search', 'POST', '/box/{scope}/file/{file_id}/search', ({request, tenant, scope}, {file_id}) => fileSearch(request, tenant, scope, file_id!)),
    // The bytes of a generated file, with the headers api/docbox.json gives the answer.
    route('file_get_generated_raw', 'GET', '/box/{scope}/file/{file_id}/generated/{type}/raw', ({tenant, scope}, {file_id, type}) => {
      const item = fileIn(tenant.id, scope, file_id!)?.generated.find((candidate) => candidate.type === type);
      if (!item) throw reason(404, 'no matching generated file');
      const csp = item.mime.startsWith('image/')
        ? "default-src 'none'; img-src 'self' data:;"
        : "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'";
      return {status: 200, body: item.bytes, headers: {'content-type': item.mime, 'content-security-policy': csp, 'content-disposition': 'inline;filename="preview.pdf"'}};
    }),
    // The fake has no update routes, so a file's history is always empty.
    route('file_edit_history', 'GET', '/box/{scope}/file/{file_id}/edit-history', ({tenant, scope}, {file_id}) => {
      if (!fileIn(tenant.id, scope, file_id!)) throw reason(404, 'unknown file');
      return {status: 200, body: []};
    }),

    route('task_get', 'GET', '/box/{scope}/task/{task_id}', ({tenant, scope}, {task_id}) => {
      const task = tasks.get(task_id!);
      if (!task || task.tenant !== tenant.id || task.document_box !== scope) throw reason(404, 'unknown task');
      const body = taskJson(task);
      taskRead(task.id);
      return {status: 200, body};
    }),

    route('admin_search_tenant', 'POST', '/admin/search', ({request, tenant}) => adminSearch(request, tenant)),
    // The users that acting-user headers made known, ordered by ID, descending, one page of them.
    route('admin_list_users', 'POST', '/admin/users', ({request}) => {
      const body = jsonBody(request);
      const offset = typeof body.offset === 'number' ? body.offset : 0;
      const size = typeof body.size === 'number' ? body.size : 100;
      const all = [...users.values()].sort((a, b) => b.id.localeCompare(a.id));
      return {status: 200, body: {results: all.slice(offset, offset + size), total: all.length}};
    }),
  ];

  async function upload(request: Request, tenant: FakeTenant, scope: string): Promise<Answer> {
    const fields = await multipartBody(request);
    const name = formText(fields, 'name', true);
    const folderId = formUuid(fields, 'folder_id', true)!;
    const file = fields.get('file');
    if (file === undefined) throw plain(400, "field 'file' is required");
    const asynchronous = formBoolean(fields, 'asynchronous');
    const disableSniffing = formBoolean(fields, 'disable_mime_sniffing');
    const fixedId = formUuid(fields, 'fixed_id', false);
    const parentId = formUuid(fields, 'parent_id', false);
    checkName('name', name);
    if (!folderIn(tenant.id, scope, folderId)) throw reason(404, 'unknown target folder');
    if (fixedId && fileIn(tenant.id, scope, fixedId)) throw reason(409, 'fixed file id already in use');
    const partType = typeof file === 'string' ? undefined : file.type || undefined;
    const mime = uploadMime(formText(fields, 'mime', false) ?? partType, name, disableSniffing);
    const bytes = typeof file === 'string' ? Buffer.from(file) : Buffer.from(await file.arrayBuffer());
    const user = actingUser(request.raw.headers);
    if (fixedId && files.has(fixedId)) {
      // Another box of the tenant has the ID: the file record cannot be written.
      if (!asynchronous) throw reason(500, 'failed to create file entry');
    }
    const data = {id: fixedId, name, mime, folder_id: folderId, parent_id: parentId ?? null, created_by: user?.id ?? null, bytes};
    if (!asynchronous) {
      const fault = takeFault('processing');
      if (fault) throw reason(500, fault.error);
      return {status: 200, body: storeFile(tenant.id, scope, data)};
    }
    const task: Task = {id: randomUUID(), document_box: scope, tenant: tenant.id, status: 'Pending', output_data: null, created_at: now(), completed_at: null};
    tasks.set(task.id, task);
    later(task.id, () => {
      if (!tasks.has(task.id) || takeFault('hang')) return;
      const fault = takeFault('processing');
      let error = fault?.error;
      if (!error && !folderIn(tenant.id, scope, folderId)) error = 'failed to create file entry';
      if (!error && fixedId && files.has(fixedId)) error = 'failed to create file entry';
      if (error) {
        task.status = 'Failed';
        task.output_data = {error};
      } else {
        task.status = 'Completed';
        task.output_data = storeFile(tenant.id, scope, data);
      }
      task.completed_at = now();
    });
    return {status: 200, body: {task_id: task.id, created_at: task.created_at}};
  }

  function raw(request: Request, tenant: FakeTenant, scope: string, fileId: string): Answer {
    const download = request.query.get('download');
    if (download !== null && download !== 'true' && download !== 'false') {
      throw plain(400, 'Failed to deserialize query string: download: provided string was not `true` or `false`');
    }
    const file = fileIn(tenant.id, scope, fileId);
    if (!file) throw reason(404, 'unknown file');
    const bytes = takeFault('corrupt-download') ? Buffer.concat([file.bytes, Buffer.from('\n(corrupted)')]) : file.bytes;
    const csp = file.mime.startsWith('image/')
      ? "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:;"
      : "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'";
    return {
      status: 200,
      body: bytes,
      headers: {
        'content-type': file.mime,
        'content-security-policy': csp,
        'content-disposition': `${download === 'true' ? 'attachment' : 'inline'};filename="${file.name}"`,
      },
    };
  }

  /** Whether `text` matches a query: the whole query or every word of it, ignoring case. */
  function matcher(query: string) {
    const needle = query.toLowerCase();
    const words = needle.split(/\s+/).filter(Boolean);
    return (text: string) => {
      const haystack = text.toLowerCase();
      return needle.length === 0 || haystack.includes(needle) || (words.length > 0 && words.every((word) => haystack.includes(word)));
    };
  }

  /** A page's text with each word of the query wrapped in `<em>`, as the highlights come back. */
  function highlight(text: string, query: string): string {
    const words = query.split(/\s+/).filter(Boolean).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return words.length === 0 ? text : text.replace(new RegExp(`(${words.join('|')})`, 'gi'), '<em>$1</em>');
  }

  /** Pages of a file that match a non-empty query, as `{page, matches}`. */
  function matchingPages(file: StoredFile, query: string) {
    if (query.length === 0) return [];
    const matches = matcher(query);
    return file.pages.flatMap((text, page) => (matches(text) ? [{page, matches: [highlight(text, query)]}] : []));
  }

  /** The items of the boxes `scopes` that a search body matches, with the box each is in. */
  function searchItems(tenant: FakeTenant, scopes: string[], body: Record<string, unknown>, within?: Set<string>) {
    const query = typeof body.query === 'string' ? body.query : '';
    const includeName = body.include_name === true;
    const includeContent = body.include_content === true;
    const maxPages = typeof body.max_pages === 'number' ? body.max_pages : 3;
    const pagesOffset = typeof body.pages_offset === 'number' ? body.pages_offset : 0;
    const matches = matcher(query);
    const hits: {scope: string; hit: object}[] = [];
    const consider = (
      item: {name: string; folder_id: string | null; tenant: string; document_box: string},
      type: 'File' | 'Folder' | 'Link',
      json: object,
      content?: {text?: string; pages?: {page: number; matches: string[]}[]},
    ) => {
      if (item.tenant !== tenant.id || !scopes.includes(item.document_box) || item.folder_id === null) return;
      // Not searchable yet: this search misses it, and the next one comes closer.
      const left = notIndexed.get((json as {id: string}).id);
      if (left !== undefined) {
        if (left <= 1) notIndexed.delete((json as {id: string}).id);
        else notIndexed.set((json as {id: string}).id, left - 1);
        return;
      }
      if (within && !within.has(item.folder_id)) return;
      const pages = includeContent ? (content?.pages ?? []) : [];
      const nameMatch = includeName && matches(item.name);
      const contentMatch = includeContent && query.length > 0 && ((content?.text !== undefined && matches(content.text)) || pages.length > 0);
      if (!nameMatch && !contentMatch) return;
      hits.push({
        scope: item.document_box,
        hit: {
          ...json,
          type,
          score: nameMatch && contentMatch ? 1 : 0.5,
          path: pathTo(item.folder_id),
          page_matches: pages.slice(pagesOffset, pagesOffset + maxPages),
          total_hits: pages.length,
          name_match: nameMatch,
          content_match: contentMatch,
        },
      });
    };
    for (const file of files.values()) consider(file, 'File', fileJson(file), {pages: matchingPages(file, query)});
    for (const folder of folders.values()) consider(folder, 'Folder', folderJson(folder));
    for (const link of links.values()) consider(link, 'Link', linkJson(link), {text: link.value});
    return hits;
  }

  function search(request: Request, tenant: FakeTenant, scope: string): Answer {
    const body = jsonBody(request);
    const size = typeof body.size === 'number' ? body.size : 50;
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    if (typeof body.max_pages === 'number' && body.max_pages > 100) throw validation('max_pages', 'greater than 100');
    let within: Set<string> | undefined;
    if (typeof body.folder_id === 'string') {
      const folder = folderIn(tenant.id, scope, body.folder_id);
      // The server looks the folder up first and fails with a 500 when it is not in the box.
      if (!folder) throw reason(500, 'internal server error');
      within = subtree(folder.id);
    }
    if (takeFault('search-misses')) return {status: 200, body: {total_hits: 0, results: []}};
    const hits = searchItems(tenant, [scope], body, within).map(({hit}) => hit);
    return {status: 200, body: {total_hits: hits.length, results: hits.slice(offset, offset + size)}};
  }

  /** The admin search: the box search over `scopes`, each hit with its `scope`; `folder_id` is ignored, as by the database backend. */
  function adminSearch(request: Request, tenant: FakeTenant): Answer {
    const body = jsonBody(request);
    const scopes = body.scopes ?? [];
    if (!Array.isArray(scopes) || scopes.some((scope) => typeof scope !== 'string')) {
      throw plain(422, 'Failed to deserialize the JSON body into the target type: scopes: invalid type, expected a sequence of strings');
    }
    const size = typeof body.size === 'number' ? body.size : 50;
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    // The server keeps every field but `scopes` under `request`, which the report's paths name.
    if (typeof body.max_pages === 'number' && body.max_pages > 100) throw validation('max_pages', 'greater than 100', ['request']);
    if (scopes.length === 0) return {status: 200, body: {total_hits: 0, results: []}};
    if (takeFault('search-misses')) return {status: 200, body: {total_hits: 0, results: []}};
    const hits = searchItems(tenant, scopes as string[], body).map(({scope, hit}) => ({...hit, scope}));
    return {status: 200, body: {total_hits: hits.length, results: hits.slice(offset, offset + size)}};
  }

  /** Search one file's pages, as search_index_file does on the database backend. */
  function fileSearch(request: Request, tenant: FakeTenant, scope: string, fileId: string): Answer {
    const body = jsonBody(request);
    const file = fileIn(tenant.id, scope, fileId);
    if (!file) throw reason(404, 'unknown file');
    const query = typeof body.query === 'string' ? body.query : '';
    const limit = typeof body.limit === 'number' ? body.limit : 50;
    const offset = typeof body.offset === 'number' ? body.offset : 0;
    const pages = matchingPages(file, query);
    return {status: 200, body: {total_hits: pages.length, results: pages.slice(offset, offset + limit)}};
  }

  // ---- The server ---------------------------------------------------------------------------------

  function tenantOf(headers: Headers): FakeTenant {
    const id = headers.get('x-tenant-id');
    if (id === null) throw reason(400, 'tenant id is required');
    if (!UUID.test(id)) throw reason(400, 'tenant id must be a valid uuid');
    const env = headers.get('x-tenant-env');
    if (env === null) throw reason(400, 'tenant env is required');
    const tenant = tenants.find((candidate) => candidate.id === id.toLowerCase() && candidate.env === env);
    if (!tenant) throw reason(400, 'tenant not found');
    return tenant;
  }

  async function answer(request: Request): Promise<{operation: FakeExchange['operation']; answer: Answer}> {
    if (request.path.startsWith('/storage/')) {
      if (request.method === 'GET') return {operation: 'storage_get', answer: storageGet(request)};
      return {operation: 'storage_put', answer: request.method === 'PUT' ? storagePut(request) : {status: 405}};
    }
    // The API key layer wraps the whole router, so it answers before anything else.
    if (apiKey !== undefined) {
      const key = request.raw.headers['x-docbox-api-key'];
      if (key === undefined) return {operation: 'unknown', answer: {status: 401, body: 'Missing x-docbox-api-key'}};
      if (key !== apiKey) return {operation: 'unknown', answer: {status: 401, body: 'Missing or invalid x-docbox-api-key'}};
    }
    const candidates = routes
      .map((candidate) => ({candidate, match: candidate.pattern.exec(request.path)}))
      .filter((found) => found.match !== null)
      // `/file/presigned` before `/file/{file_id}`: the router prefers the static segment.
      .sort((a, b) => Number(b.candidate.pattern.source.includes('presigned')) - Number(a.candidate.pattern.source.includes('presigned')));
    if (candidates.length === 0) return {operation: 'unknown', answer: {status: 404}};
    const chosen = candidates.find((found) => found.candidate.method === request.method);
    if (!chosen) return {operation: 'unknown', answer: {status: 405}};
    const {candidate, match} = chosen;
    try {
      let tenant = tenants[0]!;
      if (candidate.tenant) tenant = tenantOf(request.headers);
      const params: Record<string, string> = {};
      candidate.params.forEach((name, index) => {
        const value = decodeURIComponent(match![index + 1]!);
        if (name === 'scope' && !SCOPE.test(value)) throw plain(400, 'Invalid URL: Cannot parse `scope` with value `' + value + '`: document box scope is invalid');
        if (name.endsWith('_id') && !UUID.test(value)) throw plain(400, `Invalid URL: Cannot parse \`${name}\` with value \`${value}\` to a \`Uuid\``);
        params[name] = name.endsWith('_id') ? value.toLowerCase() : value;
      });
      const fault = takeFault('status', candidate.operation);
      if (fault) {
        const body = fault.text ?? {reason: fault.reason ?? 'internal server error'};
        return {operation: candidate.operation, answer: {status: fault.status ?? 500, body}};
      }
      return {operation: candidate.operation, answer: await candidate.handle({request, tenant, scope: params.scope ?? ''}, params)};
    } catch (error) {
      if (error instanceof HttpProblem) return {operation: candidate.operation, answer: error.answer};
      throw error;
    }
  }

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value);
        else if (Array.isArray(value)) headers.set(name, value.join(', '));
      }
      const bytes = Buffer.concat(chunks);
      const request: Request = {method: incoming.method ?? 'GET', path: url.pathname, query: url.searchParams, headers, raw: incoming, bytes, text: bytes.toString('utf8')};
      answer(request)
        .catch((error: unknown): {operation: FakeExchange['operation']; answer: Answer} => {
          console.error('docbox fake:', error);
          return {operation: 'unknown', answer: {status: 500, body: {reason: 'internal server error'}}};
        })
        .then(({operation, answer: reply}) => {
          exchanges.push({operation, method: request.method, path: url.pathname + url.search, status: reply.status, headers: incoming.headers, body: bytes});
          let payload: Buffer | string = '';
          const head: Record<string, string> = {};
          if (Buffer.isBuffer(reply.body)) payload = reply.body;
          else if (typeof reply.body === 'string') {
            payload = reply.body;
            head['content-type'] = 'text/plain; charset=utf-8';
          } else if (reply.body !== undefined) {
            payload = JSON.stringify(reply.body);
            head['content-type'] = 'application/json';
          }
          response.writeHead(reply.status, {...head, ...reply.headers, 'content-length': String(Buffer.byteLength(payload))});
          response.end(payload);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // ---- Seeding ----------------------------------------------------------------------------------

  function seedTenant(id: string | undefined): FakeTenant {
    const tenant = id === undefined ? tenants[0] : tenants.find((candidate) => candidate.id === id);
    if (!tenant) throw new Error(`docbox fake: no tenant ${id}`);
    return tenant;
  }
  function seedBox(scope: string, tenantId?: string): {rootId: string} {
    const tenant = seedTenant(tenantId);
    const existing = rootOf(tenant.id, scope);
    if (existing && boxes.has(boxKey(tenant.id, scope))) return {rootId: existing.id};
    const created_at = now();
    boxes.set(boxKey(tenant.id, scope), {scope, created_at, tenant: tenant.id});
    const root: Folder = {id: randomUUID(), name: 'Root', pinned: false, document_box: scope, folder_id: null, created_at, created_by: null, tenant: tenant.id};
    folders.set(root.id, root);
    return {rootId: root.id};
  }
  /** An ID a seeded item may take: none of the tenant's items has it. */
  function freeId(id: string | undefined): string {
    if (id === undefined) return randomUUID();
    if (!UUID.test(id)) throw new Error(`docbox fake: ${id} is not a UUID`);
    if (folders.has(id) || files.has(id) || links.has(id)) throw new Error(`docbox fake: ${id} is taken`);
    return id.toLowerCase();
  }
  function seedFolder(scope: string, folder: {id?: string; name: string; parentId?: string}, tenantId?: string): {id: string} {
    const tenant = seedTenant(tenantId);
    const {rootId} = seedBox(scope, tenant.id);
    const parentId = folder.parentId ?? rootId;
    if (!folderIn(tenant.id, scope, parentId)) throw new Error(`docbox fake: no folder ${parentId} in ${scope}`);
    const created: Folder = {id: freeId(folder.id), name: folder.name, pinned: false, document_box: scope, folder_id: parentId, created_at: now(), created_by: null, tenant: tenant.id};
    folders.set(created.id, created);
    return {id: created.id};
  }
  function seedFile(scope: string, file: Parameters<DocboxFake['seed']['file']>[1], tenantId?: string): {id: string} {
    const tenant = seedTenant(tenantId);
    const {rootId} = seedBox(scope, tenant.id);
    const folderId = file.folderId ?? rootId;
    if (!folderIn(tenant.id, scope, folderId)) throw new Error(`docbox fake: no folder ${folderId} in ${scope}`);
    const bytes = Buffer.isBuffer(file.bytes) ? file.bytes : Buffer.from(file.bytes ?? (file.pages ?? []).join('\n'));
    const stored = storeFile(tenant.id, scope, {
      id: freeId(file.id),
      name: file.name,
      mime: uploadMime(file.mime, file.name, false),
      folder_id: folderId,
      parent_id: null,
      created_by: null,
      bytes,
      pages: file.pages,
      generated: file.generated?.map((item) => ({...item, bytes: Buffer.isBuffer(item.bytes) ? item.bytes : Buffer.from(item.bytes)})),
    });
    return {id: stored.file.id};
  }

  return {
    url: baseUrl,
    fail: (fault) => faults.push({...fault, left: fault.times ?? 1}),
    setApiKey: (key) => {
      apiKey = key;
    },
    clearFaults: () => {
      faults = [];
    },
    seed: {box: seedBox, folder: seedFolder, file: seedFile},
    reset: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      jobs.clear();
      faults = [];
      for (const store of [boxes, folders, files, links, tasks, presigned, users]) store.clear();
    },
    exchanges,
    boxes: () => [...boxes.values()].map((box) => box.scope),
    counts: () => ({
      boxes: boxes.size,
      folders: folders.size,
      files: files.size,
      links: links.size,
      tasks: tasks.size,
      presigned: presigned.size,
    }),
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      jobs.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
