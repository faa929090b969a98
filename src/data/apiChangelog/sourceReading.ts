/**
 * What the API changelog takes from reading the server's source rather than from its generated
 * OpenAPI files (docbox-nz/docbox, packages/docbox{,-http}/docbox.json at each release tag):
 * changes the generated files do not record (they were regenerated only for some releases, and
 * they describe the code's annotations, not its router), and lines of the mechanical diff that
 * changed the description but not what the server does. scripts/update/api-changelog.ts applies them
 * and writes ./changelog.json. Each entry names the source it was read in.
 *
 * A line of the comparison is corrected in this order: `rewrites` first (a wrong status, a
 * widening reported as a break, several lines that say one thing), then `documentationOnly`
 * (the line moves to the group of corrections to the description, and is never breaking); lines
 * that then read the same are merged. A rule that matches no line stops the script, so a rule
 * cannot go stale silently. ./verifiedVersions.ts is the independent record the unit test holds
 * the result to.
 */

export interface SourceChange {
  version: string;
  kind: 'added' | 'changed' | 'deprecated' | 'removed';
  breaking: boolean;
  /** Markdown, without the operations' names. */
  text: string;
  operations: string[];
  /** Where it was read: file:line at the release tag. */
  source: string;
}

/** An operation documented under one path but routed under another. */
export interface PathCorrection {
  operationId: string;
  documented: string;
  routed: string;
  source: string;
}

/**
 * An operation routed in another release than the one whose description first lists it: its
 * "since" is the routed release. Listed earlier, the release that lists it says it was not
 * routed yet; listed later, the release that lists it says the description caught up.
 */
export interface RoutedSince {
  operationId: string;
  version: string;
  source: string;
}

/** A line of the mechanical diff that changed the description only. */
export interface DocumentationOnly {
  version: string;
  /** The start of the line's text. */
  textStartsWith: string;
  /**
   * Only these of the line's operations: they are split off into a line of their own, the
   * others keep the line as it was. Default: all of them.
   */
  operations?: string[];
  /** Shown on the page, in brackets after the line. */
  why: string;
  /** Where it was read, when the reason needs one: file:line at the release tag (kept in the data, not shown). */
  source?: string;
}

/**
 * A line of the mechanical diff that says something else than what the server did: a wrong
 * status code (the annotation's 201 for an answer of 200), a widening reported as breaking, or
 * several lines that are one change. The line, or the part of it naming `operations`, is
 * rewritten; lines that then read the same are merged into one.
 */
export interface LineRewrite {
  version: string;
  /** The start of the line's text. */
  textStartsWith: string;
  /** Only these of the line's operations; the others keep the line as it was. Default: all. */
  operations?: string[];
  /** The corrected line: what is not given stays as it was. */
  to: {text?: string; kind?: SourceChange['kind']; breaking?: boolean};
  why: string;
  /** Where the server's real behaviour was read: file:line at the release tag. */
  source: string;
}

export const pathCorrections: PathCorrection[] = [
  {
    operationId: 'admin_reprocess_octet_stream_files',
    documented: '/admin/reprocess-octet-stream-files',
    routed: '/admin/reprocess_octet_stream_files_tenant',
    source: 'packages/docbox/src/routes/mod.rs:37 at 0.3.0; packages/docbox-http/src/routes/mod.rs:66 at 0.9.3',
  },
];

export const routedSince: RoutedSince[] = [
  {
    operationId: 'file_get_raw_named',
    version: '0.1.0',
    source:
      'packages/docbox/src/routes/mod.rs:86 at 0.1.0 (`/raw/*name` → file::get_raw, whose Path<(scope, file_id)> ignores the extra name: axum 0.7.9 refuses a tuple only when the path has fewer parameters); the generated description lists it from 0.2.0',
  },
  {
    operationId: 'file_get_generated_raw_named',
    version: '0.1.0',
    source:
      'packages/docbox/src/routes/mod.rs:100 at 0.1.0 (`/raw/*name` → file::get_generated_raw, Path<(scope, file_id, type)>); the generated description lists it from 0.2.0',
  },
  {
    operationId: 'admin_tenant_boxes',
    version: '0.2.0',
    source: 'packages/docbox/src/routes/mod.rs:27 at 0.2.0 (the generated description lists it from 0.3.0)',
  },
  {
    operationId: 'admin_flush_tenant_cache',
    version: '0.6.0',
    source: 'packages/docbox/src/routes/mod.rs:29 at 0.6.0 (no such route at 0.3.0 to 0.5.0)',
  },
  {
    operationId: 'admin_rebuild_search_index',
    version: '0.6.0',
    source: 'packages/docbox/src/routes/mod.rs:35 at 0.6.0 (no such route at 0.3.0 to 0.5.0)',
  },
];

const BOXES_LIST_SHAPE = 'the search-result fields documented for the 201 response (`results[].score`, `results[].path`, `results[].name_match`, `total_hits` and the others)';
const BOXES_LIST_WHY =
  'the annotation described the admin search\'s answer; the server has answered 200 with `{"results": [document box]}` since 0.2.0 (packages/docbox/src/routes/admin.rs:43-60 at 0.2.0, src/models/admin.rs:19-21)';
const BOXES_LIST_SOURCE = 'packages/docbox/src/routes/admin.rs:43-60 and src/models/admin.rs:19-21 at 0.2.0; routes/admin.rs:44-61 at 0.3.0';
const UPDATE_FILE_BODY = 'the edit-history list documented as the 200 response';
const UPDATE_FILE_SOURCE = 'packages/docbox/src/routes/file.rs:570-606 at 0.3.0 and 574-610 at 0.6.0 (HttpStatusResult, `Ok(StatusCode::OK)`); only the annotation, line 558 at 0.3.0, says `body = [EditHistory]`';

export const rewrites: LineRewrite[] = [
  {
    version: '0.3.0',
    textStartsWith: 'field `results[].pinned` in the 201 response',
    operations: ['admin_search_tenant'],
    to: {text: 'field `results[].pinned` in the 200 response'},
    why: 'the admin search answers 200 (a plain Json), not the 201 of its annotation',
    source: 'packages/docbox/src/routes/admin.rs:82-123 at 0.3.0 (HttpResult<AdminSearchResultResponse>)',
  },
  {
    version: '0.3.0',
    textStartsWith: 'new possible values of `[].type` in the 200 response',
    operations: ['file_update'],
    to: {text: UPDATE_FILE_BODY, kind: 'changed', breaking: false},
    why: 'Update a file answers an empty 200',
    source: UPDATE_FILE_SOURCE,
  },
  {
    version: '0.3.0',
    textStartsWith: 'alternative form of `[].metadata` in the 200 response',
    operations: ['file_update'],
    to: {text: UPDATE_FILE_BODY, kind: 'changed', breaking: false},
    why: 'Update a file answers an empty 200',
    source: UPDATE_FILE_SOURCE,
  },
  {
    version: '0.4.0',
    textStartsWith: 'field `results[].',
    operations: ['admin_tenant_boxes'],
    to: {text: BOXES_LIST_SHAPE, kind: 'removed', breaking: false},
    why: BOXES_LIST_WHY,
    source: BOXES_LIST_SOURCE,
  },
  {
    version: '0.4.0',
    textStartsWith: 'field `total_hits` in the 201 response',
    operations: ['admin_tenant_boxes'],
    to: {text: BOXES_LIST_SHAPE, kind: 'removed', breaking: false},
    why: BOXES_LIST_WHY,
    source: BOXES_LIST_SOURCE,
  },
  {
    version: '0.4.0',
    textStartsWith: 'alternative form of `results[]` in the 201 response',
    operations: ['admin_tenant_boxes'],
    to: {text: BOXES_LIST_SHAPE, kind: 'removed', breaking: false},
    why: BOXES_LIST_WHY,
    source: BOXES_LIST_SOURCE,
  },
  {
    version: '0.4.0',
    textStartsWith: 'field `total` in the 201 response',
    operations: ['admin_tenant_boxes'],
    to: {text: 'field `total` in the 200 response'},
    why: 'List document boxes answers 200 (a plain Json), not the 201 of its annotation',
    source: 'packages/docbox/src/routes/admin.rs:48-51,108-111 and src/models/admin.rs:25 at 0.4.0',
  },
  {
    version: '0.6.0',
    textStartsWith: 'type of `mime` in the request body',
    to: {
      text: '`mime` in the request body is optional: without it the server takes `application/octet-stream` and, unless `disable_mime_sniffing` is set, guesses the type from the file name\'s extension',
      kind: 'changed',
      breaking: false,
    },
    why: 'a required string became an optional one: every request that was accepted still is',
    source: 'packages/docbox/src/models/file.rs:44-46 at 0.5.0, 45-47 at 0.6.0; src/routes/file.rs:309-324 at 0.6.0',
  },
  {
    version: '0.6.0',
    textStartsWith: '`mime` no longer always present in the request body',
    to: {
      text: '`mime` in the request body is optional: without it the server takes `application/octet-stream` and, unless `disable_mime_sniffing` is set, guesses the type from the file name\'s extension',
      kind: 'changed',
      breaking: false,
    },
    why: 'the same change as the line above, said once',
    source: 'packages/docbox/src/models/file.rs:45-47 and src/routes/file.rs:309 at 0.6.0',
  },
  {
    version: '0.6.0',
    textStartsWith: 'field `results[].document_box` in the 201 response',
    operations: ['admin_search_tenant'],
    to: {text: 'field `results[].document_box` in the 200 response'},
    why: 'the admin search answers 200, not the 201 of its annotation',
    source: 'packages/docbox/src/routes/admin.rs:187-191 at 0.6.0 (HttpResult<AdminSearchResultResponse>)',
  },
  ...['`[].user` no longer always present in the 200 response', 'alternative form of `[].user` in the 200 response', 'type of `[].user.id` in the 200 response', '`[].user.id` now always present in the 200 response'].map(
    (textStartsWith): LineRewrite => ({
      version: '0.6.0',
      textStartsWith,
      operations: ['file_update'],
      to: {text: UPDATE_FILE_BODY, kind: 'changed', breaking: false},
      why: 'Update a file answers an empty 200',
      source: UPDATE_FILE_SOURCE,
    }),
  ),
];

export const documentationOnly: DocumentationOnly[] = [
  {
    version: '0.6.0',
    textStartsWith: 'format of path parameter `task_id`',
    why: 'the path parameter was a UUID before too; the description now says so',
  },
  {
    version: '0.6.0',
    textStartsWith: 'required path parameter `file_name`',
    why: 'the file name was always part of the path; the description now declares it',
  },
  {
    version: '0.6.0',
    textStartsWith: 'content type to the request body',
    why: 'a request body documented on downloads by mistake; the server reads none',
  },
  {
    version: '0.6.0',
    textStartsWith: 'path `/box/{scope}/file/{file_id}/raw/{*file_name}` is now',
    why: 'the route is still the catch-all `/raw/{*name}`, so a name with slashes is accepted as before',
    source: 'packages/docbox/src/routes/mod.rs:91 at 0.2.0, 108 at 0.6.0; packages/docbox-http/src/routes/mod.rs:137 at 0.9.3',
  },
  {
    version: '0.6.0',
    textStartsWith: 'path `/box/{scope}/file/{file_id}/generated/{type}/raw/{*tail}` is now',
    why: 'the route is still the catch-all `/raw/{*name}`, so a name with slashes is accepted as before',
    source: 'packages/docbox/src/routes/mod.rs:106 at 0.2.0, 123 at 0.6.0; packages/docbox-http/src/routes/mod.rs:152 at 0.9.3',
  },
  {
    version: '0.6.0',
    textStartsWith: UPDATE_FILE_BODY,
    why: 'the server answers an empty 200, before and after; only the annotation documents an edit-history list',
  },
  {
    version: '0.4.0',
    textStartsWith: BOXES_LIST_SHAPE,
    why: 'the annotation described the admin search\'s answer; the server has answered `{"results": [document box]}` since 0.2.0',
  },
  {
    version: '0.4.0',
    textStartsWith: 'response 409',
    operations: ['admin_tenant_boxes'],
    why: 'the server never answered 409 here; the annotation was copied from Create a document box',
    source: 'packages/docbox/src/routes/admin.rs:37 (annotation) and 43-60 (handler) at 0.2.0',
  },
  {
    version: '0.3.0',
    textStartsWith: 'minimum of `max_file_size`',
    why: 'the value is still a positive number of bytes',
  },
  {
    version: '0.3.0',
    textStartsWith: 'format of `max_file_size`',
    why: 'a 32-bit integer before and after',
    source: 'packages/docbox/src/models/document_box.rs:99 at 0.2.0 and 0.3.0 (`max_file_size: i32`)',
  },
  {
    version: '0.3.0',
    textStartsWith: 'response 409',
    operations: ['admin_search_tenant'],
    why: 'the server never answered 409 here; the annotation was copied from Create a document box',
    source: 'packages/docbox/src/routes/admin.rs:76 (annotation) and 82-122 (handler) at 0.2.0',
  },
  {
    version: '0.3.0',
    textStartsWith: 'field `pinned` in the 200 response',
    operations: ['link_get_favicon', 'link_get_image', 'link_get_metadata'],
    why: 'these answer the website\'s metadata or image bytes, not the link; only their annotations named the link',
    source: 'packages/docbox/src/routes/link.rs:164,179 (metadata), 221,236 (favicon), 276,291 (image) at 0.3.0',
  },
  {
    version: '0.3.0',
    textStartsWith: UPDATE_FILE_BODY,
    why: 'the server answers an empty 200, before and after; only the annotation documents an edit-history list',
  },
];

export const sourceChanges: SourceChange[] = [
  {
    version: '0.2.0',
    kind: 'added',
    breaking: false,
    text: 'header `x-docbox-api-key`, when the server sets `DOCBOX_API_KEY`. The key is a second layer, not the protection: the check does not refuse every request that lacks the right key ([known issue](/docs/guides/known-issues#api-key-check)), so keep Docbox reachable only from your gateway. A call without the header is answered 401',
    operations: [],
    source: 'packages/docbox/src/middleware/api_key.rs:54-75 at 0.2.0; packages/docbox/src/main.rs:195-196 at 0.2.0',
  },
  {
    version: '0.2.0',
    kind: 'added',
    breaking: false,
    text: 'operation added (the generated description lists it only from 0.3.0)',
    operations: ['admin_tenant_boxes'],
    source: 'packages/docbox/src/routes/mod.rs:27 at 0.2.0',
  },
  {
    version: '0.2.0',
    kind: 'changed',
    breaking: false,
    text: 'a `size` over the server\'s upload limit is refused with 400 `file size is larger than the maximum allowed size (requested: …, maximum: …)`, against the limit set by `DOCBOX_MAX_FILE_SIZE_BYTES` (default 102,400,000 bytes); it was refused with 422 by field validation against a fixed 102,400,000 bytes',
    operations: ['file_create_presigned'],
    source: 'packages/docbox/src/models/file.rs:37 at 0.1.0 (garde range max = MAX_FILE_SIZE); src/routes/file.rs:289-291 and src/models/file.rs:218-219,241 at 0.2.0',
  },
  {
    version: '0.3.1',
    kind: 'changed',
    breaking: false,
    text: 'deleting a box\'s root folder is refused with 400 `cannot delete root folder` (it used to be deleted)',
    operations: ['folder_delete'],
    source: 'packages/docbox/src/routes/folder.rs:312-315 and src/models/folder.rs:65-66 at 0.3.1',
  },
  {
    version: '0.3.1',
    kind: 'changed',
    breaking: false,
    text: "the response carries a `Content-Security-Policy` header, so a file opened in the browser from this URL runs no script: images, favicons and social images get `default-src 'none'` with images allowed, other files `script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'`",
    operations: ['file_get_raw', 'file_get_raw_named', 'file_get_generated_raw', 'file_get_generated_raw_named', 'link_get_favicon', 'link_get_image'],
    source: 'packages/docbox/src/routes/file.rs:661-672,958-967 and src/routes/link.rs:262-265,321-324 at 0.3.1 (none at 0.3.0)',
  },
  {
    version: '0.4.0',
    kind: 'changed',
    breaking: false,
    text: 'a file sent without a type (no `mime` field and no `Content-Type` on its part) is taken as `application/octet-stream` and its type guessed from its name, where it was refused with 400 `request file missing mime content type`; a file that processing finds malformed is refused with 422 and other failed uploads answer 500 with the failure\'s text, where both were 500 `internal server error`; `processing_config` accepts `max_unpack_iterations`',
    operations: ['file_upload'],
    source: 'packages/docbox/src/routes/file.rs:124-127 at 0.3.2; src/routes/file.rs:123-129,178-182 and src/models/file.rs:252-267 at 0.4.0; packages/docbox-processing/src/lib.rs:71-81 at 0.4.0',
  },
  {
    version: '0.6.0',
    kind: 'added',
    breaking: false,
    text: 'routed: until 0.6.0 the server answered 404 although the description listed the operation since 0.3.0',
    operations: ['admin_flush_tenant_cache', 'admin_rebuild_search_index'],
    source: 'packages/docbox/src/routes/mod.rs:29,35 at 0.6.0',
  },
  {
    version: '0.6.0',
    kind: 'changed',
    breaking: false,
    text: 'moving a folder into one of its own sub-folders is refused, with 500 (not 400, which moving it into itself gives)',
    operations: ['folder_update'],
    source: 'packages/docbox-core/src/folders/update_folder.rs:36,91-96 and packages/docbox/src/routes/folder.rs:256-261 at 0.6.0',
  },
  {
    version: '0.6.0',
    kind: 'changed',
    breaking: false,
    text: 'the response carries `Cache-Control: public, max-age=3600, stale-while-revalidate=86400`, so browsers and shared caches may keep the image for an hour',
    operations: ['link_get_favicon', 'link_get_image'],
    source: 'packages/docbox/src/routes/link.rs:269-272,341-344 at 0.6.0 (none at 0.5.0)',
  },
  {
    version: '0.9.0',
    kind: 'changed',
    breaking: false,
    text: 'request fields `include_files` and `exclude_files` renamed `include` and `exclude` (the old names are still accepted); the archive now holds the sub-folders\' files too, in their folders; `exclude` leaves out the files it names at any depth, while `include` limits only the files directly in the folder',
    operations: ['folder_create_zip'],
    source: 'packages/docbox-http/src/models/folder.rs:65,73 at 0.9.0; packages/docbox-core/src/folders/create_folder_zip.rs:91,113,124 at 0.9.0',
  },
];
