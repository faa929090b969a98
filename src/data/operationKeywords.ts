/**
 * The reader's words for what each API operation does, for search (docs-dev/search.md, "The
 * reader's vocabulary"): 2-6 short phrases a developer or operator would type who does not know
 * Docbox's name for the operation. `npm run api:generate` adds them to the operation page's
 * keywords, which search counts as page-level matches, and stops when an operation of
 * api/docbox.json has no entry or an entry names no operation (scripts/build/lib/operation-keywords.ts).
 *
 * Each phrase is written from the operation's description and must be true of it: the operation
 * answers it. No question words ("which", "how", "is"): they are dropped from queries and would
 * only make the phrase look less covered. No phrase restates the title, and none uses a reader's
 * verb of the title verbs (rename, move, change, add, remove, show...; src/data/searchAliases.ts),
 * which already find the title: a keyword is a name of the page, and an exact match in a longer
 * name fits less than the title verb's match in the title. "poll a presigned upload" put the
 * status route before Create a presigned upload for `presigend upload`, and "change a link url"
 * and "link url changes" put Update a link 4th for "change a link" (the alias group who changed /
 * edit history already finds the histories).
 */
export const OPERATION_KEYWORDS: Record<string, readonly string[]> = {
  document_box_create: ['new box', 'box for a scope', 'provision a box', 'scope already exists'],
  document_box_get: ['box contents', 'root folder contents', 'files in a box', 'open a box', 'root folder id', 'root directory listing'],
  document_box_delete: ['delete everything in a box', 'delete a scope', 'permanent box deletion', 'wipe a box', 'clear out a scope'],
  document_box_stats: ['box size', 'storage used by a box', 'disk usage', 'quota', 'file count', 'box usage'],
  document_box_search: ['find files in a box', 'search file names', 'search file contents', 'filter by mime type', 'search by creator'],
  file_upload: ['send a file', 'multipart upload', 'store a document', 'upload in the background', 'migrate existing documents', 'custom file id'],
  file_create_presigned: ['direct upload to s3', 'upload from a browser', 'large file upload', 'upload url', 'signed upload url', 'serverless upload'],
  file_get_presigned: ['upload status', 'upload finished', 'poll until complete', 'unknown task'],
  file_get: ['file metadata', 'file details', 'file info', 'list of generated files', 'who uploaded a file', 'sha256 file hash'],
  file_update: ['pin a file', 'unpin a file', 'new file name', 'different folder', 'relocate a file'],
  file_delete: ['delete a document', 'delete permanently', 'delete email keep attachments'],
  file_get_children: ['attachments of an email', 'child files', 'extracted attachments', 'files extracted from a file', 'files by parent id'],
  file_edit_history: ['audit trail', 'activity log', 'file activity', 'past names'],
  file_get_raw: ['download a file', 'file bytes', 'original file', 'open a file in the browser', 'stream a file'],
  file_get_raw_named: ['pdf viewer file name', 'file name in the url', 'sensible name in the viewer', 'chrome pdf viewer'],
  file_get_raw_presigned: ['temporary link', 'temporary download link', 'expiring download link', 'download straight from s3', 'signed download url'],
  file_search: ['search inside a file', 'find text in a document', 'highlight matches', 'matching pages', 'search a pdf', 'pages containing a word'],
  file_get_generated: ['thumbnail record', 'cover page', 'generated file types', 'pdf rendition', 'text content record', 'derived file details'],
  file_get_generated_raw: ['download a thumbnail', 'thumbnail image', 'download a preview', 'converted pdf download', 'extracted text download', 'email html body'],
  file_get_generated_raw_named: ['thumbnail with a file name', 'converted pdf file name', 'generated file name in the url', 'docx pdf viewer name'],
  file_get_generated_raw_presigned: ['thumbnail download link', 'temporary thumbnail link', 'temporary preview link', 'signed url for a generated file', 'expiring pdf rendition url'],
  link_create: ['bookmark', 'store a web link', 'named url', 'web address', 'new hyperlink'],
  link_get: ['link details', 'link url', 'refresh one link', 'link by id'],
  link_update: ['pin a link', 'unpin a link', 'new url', 'link into another folder', 'fix a broken link', 'relabel a link'],
  link_delete: ['delete a bookmark', 'delete a url'],
  link_get_metadata: ['link preview', 'open graph', 'page title of a url', 'link preview card', 'website title', 'og description'],
  link_get_favicon: ['website icon', 'site icon', 'favicon.ico', 'link icon', 'icon proxy', 'bookmark icon'],
  link_get_image: ['open graph image', 'social preview image', 'og image', 'link preview picture', 'link image proxy', 'bookmark image'],
  link_get_edit_history: ['link audit trail', 'link activity', 'url history', 'previous urls'],
  folder_create: ['new folder', 'subfolder', 'new directory', 'top level folder', 'mkdir', 'nested folder'],
  folder_get: ['folder contents', 'folder listing', 'breadcrumbs', 'browse a folder', 'directory listing', 'ancestor folders'],
  folder_update: ['pin a folder', 'unpin a folder', 'new folder name', 'different parent folder', 'reparent a folder'],
  folder_delete: ['delete a directory', 'delete a folder and its contents', 'recursive delete', 'delete a folder tree'],
  folder_edit_history: ['folder audit trail', 'folder activity', 'past folder names', 'folder timeline'],
  folder_create_zip: ['download a folder', 'zip archive', 'export a folder', 'bulk download', 'download all files', 'compress a folder'],
  task_get: ['task status', 'background job', 'poll a task', 'asynchronous upload result', 'zip ready', 'zip download url'],
  admin_tenant_stats: ['tenant usage', 'storage used by a tenant', 'usage report', 'total files', 'customer disk usage', 'all boxes combined'],
  admin_tenant_boxes: ['list all boxes', 'find a box by scope', 'scope wildcard', 'every box of a tenant', 'scope prefix match', 'recently created boxes'],
  admin_search_tenant: ['search every box', 'search across boxes', 'tenant wide search', 'search several boxes'],
  admin_reprocess_octet_stream_files: ['process again', 'unknown type', 'missing thumbnails', 'application/octet-stream', 'wrong mime type', 'no generated files'],
  admin_rebuild_search_index: ['reindex', 'search index out of step', 'files missing from search', 'index_data.json', 'resync search'],
  admin_flush_database_pool_cache: ['rotate database password', 'database credentials changed', 'reconnect to the database', 'secret rotation', 'stale database connections', 'db password rotated'],
  admin_flush_tenant_cache: ['reload tenant', 'apply tenant changes', 'tenant configuration changed', 'use the new tenant settings', 'root database changes', 'stale tenant settings'],
  admin_purge_expired_presigned_tasks: ['clean up expired uploads', 'abandoned uploads', 'background tasks disabled', 'scheduled cleanup', 'stale upload tasks'],
  admin_list_users: ['all users', 'user list', 'recorded users', 'users from the user headers', 'user names and avatars', 'known user ids'],
  admin_delete_user: ['user data', 'forget a user', 'user who left', 'offboard a user', 'user owns files'],
  health: ['liveness probe', 'health check', 'server up', 'load balancer check', 'ping'],
  options: ['max upload size', 'file size limit', 'largest file', 'upload limit', 'request size limit', 'payload size limit'],
  server_details: ['release', 'running release', 'installed version', 'docbox version', 'compatibility check', 'version number'],
};
