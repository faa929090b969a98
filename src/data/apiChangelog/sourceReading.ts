/**
 * What the API changelog takes from reading the server's source rather than from its generated
 * OpenAPI files (docbox-nz/docbox, packages/docbox{,-http}/docbox.json at each release tag):
 * changes the generated files do not record (they were regenerated only for some releases, and
 * they describe the code's annotations, not its router), and lines of the mechanical diff that
 * changed the description but not what the server does. scripts/api-changelog.ts applies them
 * and writes ./changelog.json. Each entry names the source it was read in.
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
 * "since" is the routed release.
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
  why: string;
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
    version: '0.3.0',
    textStartsWith: 'minimum of `max_file_size`',
    why: 'the value is still a positive number of bytes',
  },
];

export const sourceChanges: SourceChange[] = [
  {
    version: '0.2.0',
    kind: 'added',
    breaking: false,
    text: 'header `x-docbox-api-key` on every request when the server sets `DOCBOX_API_KEY`; without it or with another value the server answers 401',
    operations: [],
    source: 'packages/docbox/src/middleware/api_key.rs:55 at 0.2.0',
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
    version: '0.3.1',
    kind: 'changed',
    breaking: false,
    text: 'deleting a box\'s root folder is refused with 400 `cannot delete root folder` (it used to be deleted)',
    operations: ['folder_delete'],
    source: 'packages/docbox/src/routes/folder.rs:312 and src/models/folder.rs:66 at 0.3.1',
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
    source: 'packages/docbox-core/src/folders/update_folder.rs:36,91 and packages/docbox/src/routes/folder.rs:256 at 0.6.0',
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
