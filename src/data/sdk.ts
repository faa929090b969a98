/**
 * Which call of the TypeScript SDK, `@docbox-nz/docbox-sdk`, sends each operation of
 * api/docbox.json, read from the SDK's source (docbox-nz/docbox-sdk-js `src/api/*Service.ts` at
 * 216215e, version 0.10.0). `since` is the first version in the SDK's package.json history whose
 * source has a working method (see docs-dev/SOURCES.md). The SDK tab of every operation page
 * (src/components/RequestSamples) and the coverage table of the SDK guide
 * (src/remark/sdkCoverage.ts) are generated from this table; tests/unit/sdk.test.ts checks that
 * it names every operation of the description and no other. Re-read the services after an SDK
 * release.
 */

export const SDK_PACKAGE = '@docbox-nz/docbox-sdk';
export const SDK_VERSION = '0.10.0';
export const SDK_COMMIT = '216215e';
/**
 * Every version in the SDK's package.json history, oldest first. The repository tags only
 * v0.1.1 and 0.10.0; the others are version bumps in package.json.
 */
export const sdkVersions = [
  '0.1.0', '0.1.1', '0.2.0', '0.3.0', '0.4.0', '0.5.0', '0.5.1', '0.6.0', '0.6.1', '0.6.2',
  '0.6.3', '0.6.4', '0.7.0', '0.8.0', '0.8.1', '0.9.0', '0.9.1', '0.10.0',
] as const;

/** The guide that explains the SDK; the SDK tab links it. */
export const SDK_GUIDE_PATH = '/docs/guides/integrating/typescript-sdk';

/** The services of a `DocboxClient`, by the property name that holds each one. */
export type SdkService = 'documentBox' | 'file' | 'folder' | 'link' | 'task' | 'admin';

/**
 * Where one argument of the sample call comes from. Values are the operation's own example
 * values, the same ones the curl sample sends.
 */
export type SdkArg =
  /** The example of a path parameter. */
  | {path: string}
  /** One field of the JSON body's example; left out (or `undefined`) when the example lacks it. */
  | {bodyField: string}
  /** The whole JSON body example. */
  | {body: true}
  /** The example text of a multipart form field. */
  | {formField: string}
  /** The file part of a multipart upload, as a browser `File`. */
  | {file: true}
  /** A literal JavaScript value for the parameter `param`, with what it means. */
  | {literal: string; param: string; meaning: string};

/**
 * Another SDK method that sends the same request, with the version it first worked in and what it
 * does, as a phrase that follows its name ("resolves to null when …").
 */
export type SdkAlternative = {method: string; since: string; what: string};

export type SdkCall = {
  service: SdkService;
  /** The method the SDK sample calls. */
  method: string;
  /** Its arguments, in the order the method takes them. */
  args: SdkArg[];
  /** First SDK version in which `method` sends this request correctly. */
  since: string;
  /** Name of the variable the sample keeps the result in; none when the method resolves to nothing useful. */
  result?: string;
  /**
   * Set when `method` only builds the request path (relative to the client's base URL): the
   * sample then sends it with the client's axios instance, `docbox.client`.
   */
  pathOnly?: {responseType: 'blob'};
  /** One line on what the call does beyond the request, shown under the sample. */
  note?: string;
  alternatives?: SdkAlternative[];
};

export type SdkGap = {notInSdk: true};

export type SdkEntry = SdkCall | SdkGap;

export const isSdkCall = (entry: SdkEntry | undefined): entry is SdkCall =>
  entry !== undefined && !('notInSdk' in entry);

const scope = {path: 'scope'};
const fileId = {path: 'file_id'};
const folderId = {path: 'folder_id'};
const linkId = {path: 'link_id'};
const generatedType = {path: 'type'};
const body = {body: true} as const;
const notInSdk: SdkGap = {notInSdk: true};

/** Every operation of api/docbox.json, by operationId. */
export const sdkOperations: Record<string, SdkEntry> = {
  // Document boxes: docbox.documentBox
  document_box_create: {
    service: 'documentBox',
    method: 'create',
    args: [{bodyField: 'scope'}, {literal: 'false', param: 'allowExisting', meaning: 'answer 409 if the box exists, as the API does'}],
    since: '0.1.0',
    result: 'created',
    note: 'Without the second argument (or with true), a 409 is answered by fetching the existing box instead.',
  },
  document_box_get: {
    service: 'documentBox',
    method: 'get',
    args: [scope],
    since: '0.1.0',
    result: 'box',
    note: 'A 404 becomes a DocumentBoxNotFoundError; get(scope, true) creates the box instead.',
    alternatives: [{method: 'getOrNull', since: '0.7.0', what: 'resolves to null when the box does not exist'}],
  },
  document_box_delete: {
    service: 'documentBox',
    method: 'delete',
    args: [scope],
    since: '0.1.0',
    note: 'Meant to ignore a box that does not exist, but a 404 still rejects (see the known issues).',
  },
  document_box_stats: {service: 'documentBox', method: 'stats', args: [scope], since: '0.1.0', result: 'stats'},
  document_box_search: {
    service: 'documentBox',
    method: 'search',
    args: [scope, body],
    since: '0.1.0',
    result: 'results',
  },

  // Files: docbox.file
  file_upload: {
    service: 'file',
    method: 'upload',
    args: [scope, {formField: 'name'}, {formField: 'folder_id'}, {file: true}],
    since: '0.1.0',
    result: 'uploaded',
    note: 'The SDK marks upload as deprecated: long processing can outlast proxy and browser timeouts.',
    alternatives: [
      {method: 'uploadAsync', since: '0.1.0', what: "sends asynchronous=true and polls the task until it ends, resolving to the upload result or rejecting with the task's error when it fails (parent_id is sent correctly from 0.6.4)"},
    ],
  },
  file_create_presigned: {
    service: 'file',
    method: 'createPresignedUpload',
    args: [scope, body],
    since: '0.1.0',
    result: 'presigned',
    alternatives: [
      {method: 'uploadPresigned', since: '0.1.0', what: 'creates the upload, sends the bytes to storage with progress and waits for processing, rejecting if processing fails'},
    ],
  },
  file_get_presigned: {
    service: 'file',
    method: 'presignedStatus',
    args: [scope, {path: 'task_id'}],
    since: '0.1.0',
    result: 'status',
    alternatives: [{method: 'presignedFinished', since: '0.1.0', what: 'polls the status every second by default, resolving to the file when it is Complete and rejecting with its error when it is Failed'}],
  },
  file_get: {
    service: 'file',
    method: 'get',
    args: [scope, fileId],
    since: '0.1.0',
    result: 'file',
    note: 'A 404 becomes a FileNotFoundError (from SDK 0.7.0).',
    alternatives: [{method: 'getOrNull', since: '0.7.0', what: 'resolves to null when the file does not exist'}],
  },
  file_update: {service: 'file', method: 'update', args: [scope, fileId, body], since: '0.1.0'},
  file_delete: {service: 'file', method: 'delete', args: [scope, fileId], since: '0.1.0'},
  file_get_children: {service: 'file', method: 'children', args: [scope, fileId], since: '0.1.0', result: 'children'},
  file_edit_history: {service: 'file', method: 'editHistory', args: [scope, fileId], since: '0.1.0', result: 'history'},
  file_get_raw: {
    service: 'file',
    method: 'raw',
    args: [scope, fileId],
    since: '0.1.0',
    result: 'content',
    note: 'A Blob in the browser; in Node.js use rawNode, which asks for the bytes as an array buffer.',
    alternatives: [
      {method: 'rawNode', since: '0.1.0', what: 'resolves to the bytes, for Node.js'},
      {method: 'text', since: '0.1.0', what: 'resolves to the content as text'},
      {method: 'json', since: '0.1.0', what: 'resolves to the content parsed as JSON'},
    ],
  },
  file_get_raw_named: {
    service: 'file',
    method: 'rawNamedURL',
    args: [scope, fileId, {path: 'file_name'}],
    since: '0.1.0',
    result: 'content',
    pathOnly: {responseType: 'blob'},
    note: 'rawNamedURL only builds the path (it encodes the name); the client sends it.',
  },
  file_get_raw_presigned: {
    service: 'file',
    method: 'createRawPresigned',
    args: [scope, fileId, {bodyField: 'expires_at'}],
    since: '0.5.0',
    result: 'download',
    alternatives: [
      {method: 'rawPresigned', since: '0.6.3', what: 'also downloads from the signed URL (0.5.0 to 0.6.2 sent POST to it)'},
      {method: 'rawPresignedNode', since: '0.6.3', what: 'does the same, for Node.js'},
    ],
  },
  file_search: {service: 'file', method: 'search', args: [scope, fileId, body], since: '0.2.0', result: 'matches'},
  file_get_generated: {
    service: 'file',
    method: 'generated',
    args: [scope, fileId, generatedType],
    since: '0.1.0',
    result: 'generated',
  },
  file_get_generated_raw: {
    service: 'file',
    method: 'generatedRaw',
    args: [scope, fileId, generatedType],
    since: '0.1.0',
    result: 'content',
    note: 'A Blob in the browser; in Node.js use generatedRawNode.',
    alternatives: [
      {method: 'generatedRawNode', since: '0.1.0', what: 'resolves to the bytes, for Node.js'},
      {method: 'generatedText', since: '0.1.0', what: 'resolves to the content as text'},
      {method: 'generatedJson', since: '0.1.0', what: 'resolves to the content parsed as JSON'},
    ],
  },
  file_get_generated_raw_named: {
    service: 'file',
    method: 'generatedRawNamedURL',
    args: [scope, fileId, generatedType, {path: 'file_name'}],
    since: '0.1.0',
    result: 'content',
    pathOnly: {responseType: 'blob'},
    note: 'generatedRawNamedURL only builds the path (it encodes the name); the client sends it.',
  },
  file_get_generated_raw_presigned: {
    service: 'file',
    method: 'createGeneratedRawPresigned',
    args: [scope, fileId, generatedType, {bodyField: 'expires_at'}],
    since: '0.5.0',
    result: 'download',
    alternatives: [
      {method: 'generatedRawPresigned', since: '0.5.0', what: 'also downloads from the signed URL'},
      {method: 'generatedRawPresignedNode', since: '0.5.0', what: 'does the same, for Node.js'},
      {method: 'generatedTextPresigned', since: '0.5.0', what: 'downloads it as text'},
      {method: 'generatedJsonPresigned', since: '0.5.0', what: 'downloads it and parses the JSON'},
    ],
  },

  // Links: docbox.link
  link_create: {service: 'link', method: 'create', args: [scope, body], since: '0.1.0', result: 'link'},
  link_get: {
    service: 'link',
    method: 'get',
    args: [scope, linkId],
    since: '0.1.0',
    result: 'link',
    note: 'A 404 becomes a LinkNotFoundError (from SDK 0.7.0).',
    alternatives: [{method: 'getOrNull', since: '0.7.0', what: 'resolves to null when the link does not exist'}],
  },
  link_update: {service: 'link', method: 'update', args: [scope, linkId, body], since: '0.1.0'},
  link_delete: {service: 'link', method: 'delete', args: [scope, linkId], since: '0.1.0'},
  link_get_metadata: {service: 'link', method: 'metadata', args: [scope, linkId], since: '0.1.0', result: 'metadata'},
  link_get_favicon: {
    service: 'link',
    method: 'favicon',
    args: [scope, linkId],
    since: '0.1.0',
    result: 'icon',
    alternatives: [{method: 'faviconNode', since: '0.1.0', what: 'resolves to the bytes, for Node.js'}],
  },
  link_get_image: {
    service: 'link',
    method: 'image',
    args: [scope, linkId],
    since: '0.1.0',
    result: 'image',
    alternatives: [{method: 'imageNode', since: '0.1.0', what: 'resolves to the bytes, for Node.js'}],
  },
  link_get_edit_history: {service: 'link', method: 'editHistory', args: [scope, linkId], since: '0.1.0', result: 'history'},

  // Folders: docbox.folder
  folder_create: {service: 'folder', method: 'create', args: [scope, body], since: '0.1.0', result: 'folder'},
  folder_get: {
    service: 'folder',
    method: 'get',
    args: [scope, folderId],
    since: '0.1.0',
    result: 'folder',
    alternatives: [{method: 'getOrNull', since: '0.7.0', what: 'is meant to resolve to null for a missing folder, but rejects (see the known issues)'}],
  },
  folder_update: {service: 'folder', method: 'update', args: [scope, folderId, body], since: '0.1.0'},
  folder_delete: {service: 'folder', method: 'delete', args: [scope, folderId], since: '0.1.0'},
  folder_edit_history: {service: 'folder', method: 'editHistory', args: [scope, folderId], since: '0.1.0', result: 'history'},
  folder_create_zip: {
    service: 'folder',
    method: 'createZipTask',
    args: [scope, folderId, body],
    since: '0.8.1',
    result: 'task',
    note: "SDK 0.8.0 sent this request to the folder's own path; include and exclude are typed from 0.9.0.",
    alternatives: [{method: 'zip', since: '0.8.1', what: "also waits for the task, resolving to the download details or rejecting with the task's error when it fails"}],
  },

  // Tasks: docbox.task
  task_get: {
    service: 'task',
    method: 'get',
    args: [scope, {path: 'task_id'}],
    since: '0.1.0',
    result: 'task',
    alternatives: [{method: 'finished', since: '0.1.0', what: 'polls until the task ends, resolving to its output when it is Completed and rejecting with its error when it is Failed'}],
  },

  // Admin: docbox.admin (server-side code only)
  admin_tenant_stats: {service: 'admin', method: 'tenantStats', args: [], since: '0.8.0', result: 'stats'},
  admin_tenant_boxes: {service: 'admin', method: 'documentBoxes', args: [body], since: '0.5.0', result: 'boxes'},
  admin_search_tenant: {service: 'admin', method: 'search', args: [body], since: '0.1.0', result: 'results'},
  admin_reprocess_octet_stream_files: notInSdk,
  admin_rebuild_search_index: notInSdk,
  admin_flush_database_pool_cache: {service: 'admin', method: 'flushDatabasePoolCache', args: [], since: '0.5.0'},
  admin_flush_tenant_cache: {service: 'admin', method: 'flushTenantCache', args: [], since: '0.5.0'},
  admin_purge_expired_presigned_tasks: notInSdk,
  admin_list_users: notInSdk,
  admin_delete_user: notInSdk,

  // Utils
  health: notInSdk,
  options: notInSdk,
  server_details: notInSdk,
};

/**
 * Every public method of each service in SDK 0.10.0, with its parameters in order, named as in
 * the SDK's source; helpers that send no request (the URL builders) included. Tests check the
 * table above against these signatures, and the guides may name only these methods
 * (scripts/checks/check-facts.ts).
 */
export const sdkServiceMethods: Record<SdkService, Record<string, string[]>> = {
  documentBox: {
    get: ['scope', 'createIfMissing'],
    getOrNull: ['scope'],
    create: ['scope', 'allowExisting'],
    delete: ['scope', 'allowMissing'],
    search: ['scope', 'data'],
    stats: ['scope'],
  },
  file: {
    rawURL: ['scope', 'id'],
    rawNamedURL: ['scope', 'id', 'name'],
    generatedRawURL: ['scope', 'id', 'type'],
    generatedRawNamedURL: ['scope', 'id', 'type', 'name'],
    upload: ['scope', 'name', 'folder_id', 'file'],
    uploadAsync: ['request'],
    uploadPresigned: ['scope', 'folderId', 'file', 'options'],
    performPresignedUpload: ['file', 'presigned', 'options'],
    createPresignedUpload: ['scope', 'request'],
    presignedStatus: ['scope', 'taskId', 'abort'],
    presignedFinished: ['scope', 'task_id', 'interval', 'abort'],
    get: ['scope', 'file_id'],
    getOrNull: ['scope', 'file_id'],
    search: ['scope', 'file_id', 'request'],
    children: ['scope', 'file_id'],
    editHistory: ['scope', 'file_id'],
    update: ['scope', 'file_id', 'data'],
    raw: ['scope', 'file_id'],
    createRawPresigned: ['scope', 'file_id', 'expires_at'],
    rawPresigned: ['scope', 'file_id', 'expires_at'],
    rawPresignedNode: ['scope', 'file_id', 'expires_at'],
    rawNode: ['scope', 'file_id'],
    json: ['scope', 'file_id'],
    text: ['scope', 'file_id'],
    delete: ['scope', 'file_id'],
    generated: ['scope', 'file_id', 'type'],
    generatedRaw: ['scope', 'file_id', 'type'],
    createGeneratedRawPresigned: ['scope', 'file_id', 'type', 'expires_at'],
    generatedRawPresigned: ['scope', 'file_id', 'type', 'expires_at'],
    generatedRawPresignedNode: ['scope', 'file_id', 'type', 'expires_at'],
    generatedRawNode: ['scope', 'file_id', 'type'],
    generatedText: ['scope', 'file_id', 'type'],
    generatedJson: ['scope', 'file_id', 'type'],
    generatedTextPresigned: ['scope', 'file_id', 'type', 'expires_at'],
    generatedJsonPresigned: ['scope', 'file_id', 'type', 'expires_at'],
  },
  folder: {
    create: ['scope', 'data'],
    get: ['scope', 'folder_id'],
    getOrNull: ['scope', 'folder_id'],
    update: ['scope', 'folder_id', 'data'],
    delete: ['scope', 'folder_id'],
    editHistory: ['scope', 'folder_id'],
    createZipTask: ['scope', 'folder_id', 'options', 'abort'],
    zip: ['scope', 'folder_id', 'options', 'abort'],
  },
  link: {
    faviconURL: ['scope', 'id'],
    imageURL: ['scope', 'id'],
    create: ['scope', 'data'],
    get: ['scope', 'link_id'],
    getOrNull: ['scope', 'link_id'],
    metadata: ['scope', 'link_id'],
    favicon: ['scope', 'link_id'],
    faviconNode: ['scope', 'link_id'],
    image: ['scope', 'link_id'],
    imageNode: ['scope', 'link_id'],
    editHistory: ['scope', 'link_id'],
    update: ['scope', 'link_id', 'data'],
    delete: ['scope', 'link_id'],
  },
  task: {
    get: ['scope', 'task_id', 'abort'],
    finished: ['scope', 'task_id', 'interval', 'abort'],
  },
  admin: {
    search: ['data'],
    documentBoxes: ['data'],
    tenantStats: [],
    flushDatabasePoolCache: [],
    flushTenantCache: [],
  },
};
