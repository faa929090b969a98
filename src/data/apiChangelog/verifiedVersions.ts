/**
 * The releases of every operation of api/docbox.json, read in the server's source at each release
 * tag of docbox-nz/docbox (0.1.0 to 0.9.3) independently of the generated OpenAPI files: "since"
 * from the route tables (packages/docbox/src/routes/mod.rs up to 0.6.0,
 * packages/docbox-http/src/routes/mod.rs from 0.7.0), "changed in" from the handlers and models
 * the route uses. tests/unit/api-changelog-verified.test.ts holds ./changelog.json to this table,
 * so a change of the changelog's data or of scripts/update/api-changelog.ts that moves a date fails there.
 *
 * What counts as a change: a route, a request or response field, a status code, a response header
 * or a documented behaviour of the handler, as a client sees it. Not counted: corrections of the
 * description (annotations), server settings that leave the answer's shape alone (the configurable
 * upload limit of 0.2.0), and processing or storage work below the handler (file conversion, search
 * backends, the link-metadata cache). A task's `output_data` holds the stored answer of the upload
 * that made it, so its changes are listed under Upload a file, not under Get a task.
 */

export interface VerifiedChange {
  version: string;
  /** What changed for a client, in a few words. */
  what: string;
  /** Where it was read: file:line at the release tag. */
  source: string;
}

export interface VerifiedOperation {
  since: string;
  /** The route, as file:line at the tag that first has it. */
  sinceSource: string;
  changedIn: VerifiedChange[];
}

/** A change of the changelog marked Breaking, found in the server's source. */
export interface VerifiedBreaking {
  version: string;
  /** The start of the changelog line's text. */
  textStartsWith: string;
  /** The operations it may name. */
  operations: string[];
  source: string;
}

const ROUTES_010 = 'packages/docbox/src/routes/mod.rs';
const ROUTES_HTTP = 'packages/docbox-http/src/routes/mod.rs';

const PINNED_MODELS = 'packages/docbox-database/src/models/file.rs:36,76, folder.rs:107,130, link.rs:30,55 at 0.3.0 (m10_add_pinned_column.sql)';
const DOCUMENT_BOX_ON_FOLDERS = 'packages/docbox-database/src/models/folder.rs:84-95 (Folder.document_box) and 127-129 (FolderWithExtra flattens Folder) at 0.6.0; FolderWithExtra at 0.5.0, folder.rs:122-147, has no document_box';
const EDIT_HISTORY_PINNED = 'packages/docbox-database/src/models/edit_history.rs:27,64-70 at 0.3.0 (ChangePinned type and metadata)';
const EDIT_HISTORY_USER = 'packages/docbox-database/src/models/edit_history.rs:94 and 111-121 at 0.5.0 (EditHistoryUser, every field optional) vs 103 at 0.6.0 (Option<User>)';
const CSP_031 = 'packages/docbox/src/routes/file.rs:661-672 (raw, raw named through get_raw) and 958-967 (generated raw) at 0.3.1; none at 0.3.0';
const CSP_LINK_031 = 'packages/docbox/src/routes/link.rs:262-265,321-324 at 0.3.1; none at 0.3.0';
const CACHE_060 = 'packages/docbox/src/routes/link.rs:269-272,341-344 at 0.6.0; none at 0.5.0';
const ADMIN_SEARCH_PINNED = 'packages/docbox/src/routes/admin.rs:102-117 at 0.3.0 (results carry FileWithExtra, FolderWithExtra, LinkWithExtra)';

export const verifiedVersions: Record<string, VerifiedOperation> = {
  document_box_create: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:40 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'root folder carries `pinned`', source: `packages/docbox/src/routes/document_box.rs:87 at 0.3.0; ${PINNED_MODELS}`},
      {version: '0.6.0', what: 'root folder carries `document_box`', source: `packages/docbox/src/routes/document_box.rs:83 at 0.6.0; ${DOCUMENT_BOX_ON_FOLDERS}`},
    ],
  },
  document_box_get: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:44 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'root and children carry `pinned`', source: `packages/docbox-database/src/models/folder.rs:51-59 (ResolvedFolderWithExtra) at 0.3.0; ${PINNED_MODELS}`},
      {version: '0.6.0', what: 'folders carry `document_box`', source: DOCUMENT_BOX_ON_FOLDERS},
    ],
  },
  document_box_delete: {since: '0.1.0', sinceSource: `${ROUTES_010}:44 at 0.1.0`, changedIn: []},
  document_box_stats: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:45 at 0.1.0`,
    changedIn: [{version: '0.4.0', what: 'answer carries `file_size`', source: 'packages/docbox/src/models/document_box.rs:121-122 and src/routes/document_box.rs:201-220 at 0.4.0'}],
  },
  document_box_search: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:46 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'results carry `pinned`', source: `packages/docbox-core/src/document_box/search_document_box.rs:31 at 0.3.0; ${PINNED_MODELS}`},
      {version: '0.6.0', what: 'folder results carry `document_box`', source: DOCUMENT_BOX_ON_FOLDERS},
    ],
  },
  file_upload: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:72 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'file and additional files carry `pinned`', source: `packages/docbox/src/routes/file.rs:247 and src/models/file.rs:146-148 at 0.3.0; ${PINNED_MODELS}`},
      {
        version: '0.4.0',
        what: 'a file without a type defaults to application/octet-stream (was 400); malformed files 422 (was 500); processing_config.max_unpack_iterations',
        source: 'packages/docbox/src/routes/file.rs:124-127 at 0.3.2 vs 123-129,178-182 at 0.4.0; src/models/file.rs:252-267 at 0.4.0; packages/docbox-processing/src/lib.rs:71-81 at 0.4.0',
      },
    ],
  },
  file_create_presigned: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:76 at 0.1.0`,
    changedIn: [
      {version: '0.2.0', what: 'oversize `size`: 400 against the configurable limit (was 422 by validation against a fixed one)', source: 'packages/docbox/src/models/file.rs:37 at 0.1.0; src/routes/file.rs:289-291 and src/models/file.rs:218-219,241 at 0.2.0'},
      {version: '0.4.0', what: 'processing_config.max_unpack_iterations', source: 'packages/docbox/src/models/file.rs:55 and packages/docbox-processing/src/lib.rs:71-81 at 0.4.0'},
      {version: '0.6.0', what: '`mime` optional (defaults to application/octet-stream)', source: 'packages/docbox/src/models/file.rs:44-46 at 0.5.0 vs 45-47 and src/routes/file.rs:309 at 0.6.0'},
    ],
  },
  file_get_presigned: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:77 at 0.1.0`,
    changedIn: [{version: '0.3.0', what: 'completed task\'s file carries `pinned`', source: `packages/docbox/src/models/file.rs:75-78 and src/routes/file.rs:412 at 0.3.0; ${PINNED_MODELS}`}],
  },
  file_get: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:82 at 0.1.0`,
    changedIn: [{version: '0.3.0', what: 'file carries `pinned`', source: `packages/docbox/src/models/file.rs:179 at 0.3.0; ${PINNED_MODELS}`}],
  },
  file_update: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:82 at 0.1.0`,
    changedIn: [{version: '0.3.0', what: 'request field `pinned` (the answer stays an empty 200)', source: 'packages/docbox/src/models/file.rs:172 and src/routes/file.rs:570-606 at 0.3.0'}],
  },
  file_delete: {since: '0.1.0', sinceSource: `${ROUTES_010}:82 at 0.1.0`, changedIn: []},
  file_get_children: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:87 at 0.1.0`,
    changedIn: [{version: '0.3.0', what: 'children carry `pinned`', source: `packages/docbox/src/routes/file.rs:480-483 at 0.3.0; ${PINNED_MODELS}`}],
  },
  file_edit_history: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:88 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'new entry type ChangePinned', source: EDIT_HISTORY_PINNED},
      {version: '0.6.0', what: '`user` may be null', source: EDIT_HISTORY_USER},
    ],
  },
  file_get_raw: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:83 at 0.1.0`,
    changedIn: [{version: '0.3.1', what: 'Content-Security-Policy header', source: CSP_031}],
  },
  file_get_raw_named: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:86 at 0.1.0 (\`/raw/*name\` → file::get_raw; its Path<(scope, file_id)> takes the first two of three parameters under axum 0.7.9); described from 0.2.0, routes/mod.rs:91`,
    changedIn: [{version: '0.3.1', what: 'Content-Security-Policy header', source: `${CSP_031}; get_raw_named calls get_raw (src/routes/file.rs at 0.3.1)`}],
  },
  file_get_raw_presigned: {since: '0.2.0', sinceSource: `${ROUTES_010}:88 at 0.2.0`, changedIn: []},
  file_search: {since: '0.1.0', sinceSource: `${ROUTES_010}:89 at 0.1.0`, changedIn: []},
  file_get_generated: {since: '0.1.0', sinceSource: `${ROUTES_010}:96 at 0.1.0`, changedIn: []},
  file_get_generated_raw: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:97 at 0.1.0`,
    changedIn: [{version: '0.3.1', what: 'Content-Security-Policy header', source: CSP_031}],
  },
  file_get_generated_raw_named: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:100 at 0.1.0 (\`/raw/*name\` → file::get_generated_raw, Path<(scope, file_id, type)>); described from 0.2.0, routes/mod.rs:106`,
    changedIn: [{version: '0.3.1', what: 'Content-Security-Policy header', source: `${CSP_031}; get_generated_raw_named calls get_generated_raw`}],
  },
  file_get_generated_raw_presigned: {since: '0.2.0', sinceSource: `${ROUTES_010}:103 at 0.2.0`, changedIn: []},
  link_create: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:113 at 0.1.0`,
    changedIn: [{version: '0.3.0', what: 'link carries `pinned`', source: `packages/docbox/src/routes/link.rs:109 at 0.3.0; ${PINNED_MODELS}`}],
  },
  link_get: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:116 at 0.1.0`,
    changedIn: [{version: '0.3.0', what: 'link carries `pinned`', source: `packages/docbox/src/routes/link.rs:134-137 at 0.3.0; ${PINNED_MODELS}`}],
  },
  link_update: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:116 at 0.1.0`,
    changedIn: [{version: '0.3.0', what: 'request field `pinned`', source: 'packages/docbox/src/models/link.rs:50 and src/routes/link.rs:416 at 0.3.0'}],
  },
  link_delete: {since: '0.1.0', sinceSource: `${ROUTES_010}:116 at 0.1.0`, changedIn: []},
  link_get_metadata: {since: '0.1.0', sinceSource: `${ROUTES_010}:117 at 0.1.0 (answer LinkMetadataResponse at every tag: packages/docbox/src/routes/link.rs:179 at 0.3.0)`, changedIn: []},
  link_get_favicon: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:118 at 0.1.0 (answer: image bytes, packages/docbox/src/routes/link.rs:236 at 0.3.0)`,
    changedIn: [
      {version: '0.3.1', what: 'Content-Security-Policy header', source: CSP_LINK_031},
      {version: '0.6.0', what: 'Cache-Control header', source: CACHE_060},
    ],
  },
  link_get_image: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:119 at 0.1.0 (answer: image bytes, packages/docbox/src/routes/link.rs:291 at 0.3.0)`,
    changedIn: [
      {version: '0.3.1', what: 'Content-Security-Policy header', source: CSP_LINK_031},
      {version: '0.6.0', what: 'Cache-Control header', source: CACHE_060},
    ],
  },
  link_get_edit_history: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:120 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'new entry type ChangePinned', source: EDIT_HISTORY_PINNED},
      {version: '0.6.0', what: '`user` may be null', source: EDIT_HISTORY_USER},
    ],
  },
  folder_create: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:58 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'folder carries `pinned`', source: `packages/docbox/src/routes/folder.rs:101 at 0.3.0; ${PINNED_MODELS}`},
      {version: '0.6.0', what: 'folder carries `document_box`', source: `packages/docbox/src/routes/folder.rs:95 at 0.6.0; ${DOCUMENT_BOX_ON_FOLDERS}`},
    ],
  },
  folder_get: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:63 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'folder and children carry `pinned`', source: `packages/docbox/src/routes/folder.rs:129 at 0.3.0; ${PINNED_MODELS}`},
      {version: '0.6.0', what: 'folders carry `document_box`', source: DOCUMENT_BOX_ON_FOLDERS},
    ],
  },
  folder_update: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:63 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'request field `pinned`', source: 'packages/docbox/src/models/folder.rs:50 and src/routes/folder.rs:248 at 0.3.0'},
      {version: '0.6.0', what: 'move into an own sub-folder refused with 500', source: 'packages/docbox-core/src/folders/update_folder.rs:36,91-96 and packages/docbox/src/routes/folder.rs:256-261 at 0.6.0'},
    ],
  },
  folder_delete: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:63 at 0.1.0`,
    changedIn: [{version: '0.3.1', what: 'root folder refused with 400', source: 'packages/docbox/src/routes/folder.rs:312-315 and src/models/folder.rs:65-66 at 0.3.1'}],
  },
  folder_edit_history: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:65 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'new entry type ChangePinned', source: EDIT_HISTORY_PINNED},
      {version: '0.6.0', what: '`user` may be null', source: EDIT_HISTORY_USER},
    ],
  },
  folder_create_zip: {
    since: '0.8.0',
    sinceSource: `${ROUTES_HTTP}:108 at 0.8.0`,
    changedIn: [{version: '0.9.0', what: '`include`/`exclude` (old names kept as aliases); sub-folders included', source: 'packages/docbox-http/src/models/folder.rs:65,73 and packages/docbox-core/src/folders/create_folder_zip.rs:91,113,124 at 0.9.0'}],
  },
  task_get: {since: '0.1.0', sinceSource: `${ROUTES_010}:108 at 0.1.0 (Task unchanged to 0.9.3: packages/docbox-database/src/models/tasks.rs:12-31)`, changedIn: []},
  admin_tenant_stats: {since: '0.4.0', sinceSource: `${ROUTES_010}:30 at 0.4.0`, changedIn: []},
  admin_tenant_boxes: {
    since: '0.2.0',
    sinceSource: `${ROUTES_010}:28 at 0.2.0 (the generated description lists it from 0.3.0)`,
    changedIn: [{version: '0.4.0', what: 'request field `query`, answer field `total`', source: 'packages/docbox/src/models/admin.rs:11,25 and src/routes/admin.rs:48-111 at 0.4.0'}],
  },
  admin_search_tenant: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:28 at 0.1.0`,
    changedIn: [
      {version: '0.3.0', what: 'results carry `pinned`', source: `${ADMIN_SEARCH_PINNED}; ${PINNED_MODELS}`},
      {version: '0.6.0', what: 'folder results carry `document_box`', source: DOCUMENT_BOX_ON_FOLDERS},
    ],
  },
  admin_reprocess_octet_stream_files: {since: '0.3.0', sinceSource: `${ROUTES_010}:37 at 0.3.0 (routed as /admin/reprocess_octet_stream_files_tenant)`, changedIn: []},
  admin_rebuild_search_index: {since: '0.6.0', sinceSource: `${ROUTES_010}:35 at 0.6.0 (described from 0.3.0, not routed before 0.6.0)`, changedIn: []},
  admin_flush_database_pool_cache: {since: '0.1.0', sinceSource: `${ROUTES_010}:26 at 0.1.0`, changedIn: []},
  admin_flush_tenant_cache: {since: '0.6.0', sinceSource: `${ROUTES_010}:29 at 0.6.0 (described from 0.3.0, not routed before 0.6.0)`, changedIn: []},
  admin_purge_expired_presigned_tasks: {since: '0.1.0', sinceSource: `${ROUTES_010}:32 at 0.1.0`, changedIn: []},
  admin_list_users: {since: '0.7.0', sinceSource: `${ROUTES_HTTP}:70-72 at 0.7.0`, changedIn: []},
  admin_delete_user: {since: '0.7.0', sinceSource: `${ROUTES_HTTP}:70,73 at 0.7.0`, changedIn: []},
  health: {since: '0.3.0', sinceSource: `${ROUTES_010}:21 at 0.3.0`, changedIn: []},
  options: {
    since: '0.1.0',
    sinceSource: `${ROUTES_010}:20 at 0.1.0 (max_file_size: usize at 0.1.0, i32 from 0.2.0, the same JSON number: packages/docbox/src/models/document_box.rs:99)`,
    changedIn: [],
  },
  server_details: {since: '0.4.0', sinceSource: `${ROUTES_010}:22 at 0.4.0`, changedIn: []},
};

/** Every change the changelog may mark Breaking: each one read in the source. */
export const verifiedBreaking: VerifiedBreaking[] = [
  {
    version: '0.3.0',
    textStartsWith: 'new possible values of `[].type`',
    operations: ['file_edit_history', 'folder_edit_history', 'link_get_edit_history'],
    source: EDIT_HISTORY_PINNED,
  },
  {
    version: '0.3.0',
    textStartsWith: 'alternative form of `[].metadata`',
    operations: ['file_edit_history', 'folder_edit_history', 'link_get_edit_history'],
    source: EDIT_HISTORY_PINNED,
  },
  {
    version: '0.6.0',
    textStartsWith: '`[].user` no longer always present',
    operations: ['file_edit_history', 'folder_edit_history', 'link_get_edit_history'],
    source: EDIT_HISTORY_USER,
  },
  {
    version: '0.6.0',
    textStartsWith: 'alternative form of `[].user`',
    operations: ['file_edit_history', 'folder_edit_history', 'link_get_edit_history'],
    source: EDIT_HISTORY_USER,
  },
];
