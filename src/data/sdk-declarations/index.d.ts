/**
 * The public API of the TypeScript SDK, `@docbox-nz/docbox-sdk` 0.10.0, as declarations: what
 * the package exports (its `src/index.ts`) with the names, parameters and types of
 * docbox-nz/docbox-sdk-js at 216215e (`src/api/*.ts`, `src/types/*.ts`), written here in our own
 * order. No code of the SDK is in this folder, only what a program compiled against it sees.
 *
 * tests/unit/typescript-blocks.test.ts compiles every TypeScript block of the guides against these
 * files (the package is not installed here), mapping each package name to one file:
 * - `@docbox-nz/docbox-sdk`: this file;
 * - `@docbox-nz/hapi-gateway`: hapi-gateway.d.ts (the gateway guide's registration code);
 * - `axios`, `@hapi/hapi`, `@aws-sdk/client-sqs`: the parts of those packages the guides use
 *   (axios.d.ts, hapi.d.ts, client-sqs.d.ts), each saying which version it was read from.
 * The same test checks that the services below have the methods and parameters that
 * src/data/sdk.ts lists. Nothing imports this folder into the site, so the build never sees it.
 * Re-read the SDK's source after an SDK release.
 */
import type {AxiosInstance, AxiosRequestConfig} from './axios';

// ---------------------------------------------------------------------------------------------
// Identifiers (src/types/shared.ts)

export type UserId = string;
export type TenantId = string;
export type FileId = string;
export type GeneratedFileId = string;
export type FolderId = string;
export type LinkId = string;
export type DocumentBoxScope = string;
export type DocboxItemId = FileId | FolderId | LinkId;
/** An ISO 8601 date and time, as the server writes it. */
export type ISODate = string;

// ---------------------------------------------------------------------------------------------
// Users (src/types/user.ts)

export interface User {
  id: UserId;
  name: string | null;
  image_id: string | null;
}

// ---------------------------------------------------------------------------------------------
// Boxes, folders, files and links (src/types/box.ts, folder.ts, file.ts, link.ts, index.ts)

export interface DocumentBox {
  scope: DocumentBoxScope;
  created_at: ISODate;
}

export interface CreateDocumentBox {
  scope: DocumentBoxScope;
}

export interface CreatedDocumentBox {
  document_box: DocumentBox;
  root: DocFolder;
}

export interface DocumentBoxResponse {
  document_box: DocumentBox;
  root: DocFolder;
  children: ResolvedFolder;
}

export interface DocumentBoxStats {
  total_files: number;
  total_links: number;
  total_folders: number;
  /** Sent by servers from 0.4.0. */
  file_size?: number;
}

export interface DocFolder {
  id: FolderId;
  name: string;
  pinned?: boolean;
  /** null for a box's root folder. */
  folder_id: FolderId | null;
  created_at: ISODate;
  created_by: User | null;
  last_modified_at: ISODate | null;
  last_modified_by: User | null;
}

export interface FolderPathSegment {
  id: FolderId;
  name: string;
}

export interface ResolvedFolder {
  path: FolderPathSegment[];
  folders: DocFolder[];
  files: DocFile[];
  links: DocLink[];
}

export interface FolderResponse {
  folder: DocFolder;
  children: ResolvedFolder;
}

export interface CreateFolder {
  name: string;
  folder_id: FolderId;
}

export interface UpdateFolder {
  name?: string | null;
  folder_id?: FolderId | null;
  pinned?: boolean | null;
}

export interface ZipFolderRequest {
  /** @deprecated */
  include_files?: FileId[] | null;
  /** @deprecated */
  exclude_files?: FileId[] | null;
  include?: DocboxItemId[] | null;
  exclude?: DocboxItemId[] | null;
}

export interface DocFile {
  id: FileId;
  name: string;
  mime: string;
  folder_id: FolderId;
  hash: string;
  size: number;
  encrypted: boolean;
  pinned?: boolean;
  created_at: ISODate;
  created_by: User | null;
  last_modified_at: ISODate | null;
  last_modified_by: User | null;
  parent_id: FileId | null;
}

export declare enum GeneratedFileType {
  PDF = 'Pdf',
  COVER_PAGE = 'CoverPage',
  SMALL_THUMBNAIL = 'SmallThumbnail',
  LARGE_THUMBNAIL = 'LargeThumbnail',
  TEXT_CONTENT = 'TextContent',
  HTML_CONTENT = 'HtmlContent',
  METADATA = 'Metadata',
}

export interface DocGeneratedFile {
  id: GeneratedFileId;
  file_id: FileId;
  mime: string;
  type: GeneratedFileType;
  hash: string;
  created_at: ISODate;
}

export interface FileResponse {
  file: DocFile;
  generated: DocGeneratedFile[];
}

export interface UpdateFile {
  name?: string | null;
  folder_id?: FolderId | null;
  pinned?: boolean | null;
}

export interface DocLink {
  id: LinkId;
  name: string;
  value: string;
  pinned?: boolean;
  folder_id: FolderId;
  created_at: ISODate;
  created_by: User | null;
  last_modified_at: ISODate | null;
  last_modified_by: User | null;
}

export interface LinkMetadata {
  title: string | null;
  og_title: string | null;
  og_description: string | null;
  favicon: boolean;
  image: boolean;
}

export interface CreateLink {
  name: string;
  value: string;
  folder_id: FolderId;
}

export interface UpdateLink {
  name?: string | null;
  folder_id?: FolderId | null;
  value?: string | null;
  pinned?: boolean | null;
}

export declare enum DocboxItemType {
  File = 'File',
  Folder = 'Folder',
  Link = 'Link',
}

export type DocboxItem =
  | ({type: DocboxItemType.File} & DocFile)
  | ({type: DocboxItemType.Folder} & DocFolder)
  | ({type: DocboxItemType.Link} & DocLink);

/** A `File` that stands for a file already in Docbox; its `size` is the stored file's. */
export declare class DocboxFile extends File {
  file: DocFile;
  constructor(file: DocFile);
}

// ---------------------------------------------------------------------------------------------
// Edit history (src/types/shared.ts and the item files)

export declare enum EditHistoryType {
  MoveToFolder = 'MoveToFolder',
  Rename = 'Rename',
  LinkValue = 'LinkValue',
  ChangePinned = 'ChangePinned',
}

export interface EditHistoryMetadataMoveToFolder {
  original_id: string;
  target_id: string;
}

export interface EditHistoryMetadataRename {
  original_name: string;
  new_name: string;
}

export interface EditHistoryMetadataLinkValue {
  previous_value: string;
  new_value: string;
}

export interface EditHistoryMetadataChangePinned {
  previous_value: boolean;
  new_value: boolean;
}

/** The entry kinds that files and folders have; links add `LinkValue`. */
type ItemEditHistoryData =
  | {type: EditHistoryType.MoveToFolder; metadata: EditHistoryMetadataMoveToFolder}
  | {type: EditHistoryType.Rename; metadata: EditHistoryMetadataRename}
  | {type: EditHistoryType.ChangePinned; metadata: EditHistoryMetadataChangePinned};

export interface DocFileEditHistoryBase {
  id: string;
  file_id: FileId;
  user: User | null;
  created_at: ISODate;
}
export type DocFileEditHistoryData = ItemEditHistoryData;
export type DocFileEditHistory = DocFileEditHistoryBase & DocFileEditHistoryData;

export interface DocFolderEditHistoryBase {
  id: string;
  folder_id: FolderId;
  user: User | null;
  created_at: ISODate;
}
export type DocFolderEditHistoryData = ItemEditHistoryData;
export type DocFolderEditHistory = DocFolderEditHistoryBase & DocFolderEditHistoryData;

export interface DocLinkEditHistoryBase {
  id: string;
  link_id: LinkId;
  user: User | null;
  created_at: ISODate;
}
export type DocLinkEditHistoryData =
  | ItemEditHistoryData
  | {type: EditHistoryType.LinkValue; metadata: EditHistoryMetadataLinkValue};
export type DocLinkEditHistory = DocLinkEditHistoryBase & DocLinkEditHistoryData;

// ---------------------------------------------------------------------------------------------
// Uploads and tasks (src/types/file.ts)

export interface EmailProcessingConfig {
  skip_attachments?: boolean | null;
  [key: string]: unknown | null;
}

export interface ProcessingConfig {
  email?: EmailProcessingConfig | null;
  [key: string]: unknown | null;
}

export interface UploadFileRequest {
  scope: DocumentBoxScope;
  name: string;
  folder_id: FolderId;
  file: File;
  fixed_id?: FileId | null;
  parent_id?: FileId | null;
  processing_config?: ProcessingConfig | null;
  /** Reaches the polling only, not the upload request. */
  abort?: AbortController;
}

export type UploadFileResponse = {
  file: DocFile;
  generated: DocGeneratedFile[];
  /** The files made from an email's attachments. */
  additional_files: UploadFileResponse[];
};

/** Declared by the SDK but taken by none of its methods. */
export type UploadOptions = {
  fixed_id?: FileId;
  abort?: AbortController;
  onProgress?: (name: string, progress?: number) => void;
};

export interface UploadTaskResponse {
  task_id: string;
  created_at: string;
}

export declare enum DocboxTaskStatus {
  Pending = 'Pending',
  Completed = 'Completed',
  Failed = 'Failed',
}

export interface DocboxTask {
  id: string;
  document_box: DocumentBoxScope;
  status: DocboxTaskStatus;
  // The SDK types the output `any | null`, which is `any`.
  output_data: any;
  created_at: string;
  completed_at: string | null;
}

export interface PresignedUploadFileRequest {
  name: string;
  folder_id: FolderId;
  size: number;
  mime: string;
  parent_id?: FileId | null;
  processing_config?: ProcessingConfig | null;
}

export interface PresignedUploadResponse {
  task_id: string;
  method: string;
  uri: string;
  headers: Record<string, string>;
}

export type PresignedUploadOptions = {
  abort?: AbortController;
  parent_id?: FileId | null;
  processing_config?: ProcessingConfig | null;
  /** The state's name and, where known, a fraction from 0 to 1. */
  onProgress?: (name: string, progress?: number) => void;
};

export declare enum PresignedUploadStatus {
  Pending = 'Pending',
  Complete = 'Complete',
  Failed = 'Failed',
}

export type PresignedStatusResponse =
  | {status: PresignedUploadStatus.Pending}
  | ({status: PresignedUploadStatus.Complete} & FileResponse)
  | {status: PresignedUploadStatus.Failed; error: string};

export interface PresignedDownloadResponse {
  method: string;
  uri: string;
  headers: Partial<Record<string, string>>;
  expires_at: string;
}

// ---------------------------------------------------------------------------------------------
// Search (src/types/search.ts)

export declare enum SearchResultItemType {
  FILE = 'File',
  FOLDER = 'Folder',
  LINK = 'Link',
}

export interface DateRange {
  start?: string | null;
  end?: string | null;
}

export interface DocboxSearchRequest {
  query?: string | null;
  neural?: boolean;
  mime?: string | null;
  include_name?: boolean;
  include_content?: boolean;
  created_at?: DateRange | null;
  /** Not a filter of the server: ignored. */
  modified?: DateRange | null;
  created_by?: UserId | null;
  folder_id?: FolderId | null;
  /** @deprecated Not a filter of the server: ignored. */
  item_id?: DocboxItemId | null;
  size?: number;
  offset?: number;
  max_pages?: number;
  /** @deprecated */
  pages_offset?: number;
}

export type DocboxAdminSearchRequest = DocboxSearchRequest & {
  scopes: DocumentBoxScope[];
};

export interface DocboxFileSearchRequest {
  query?: string | null;
  offset?: number;
  limit?: number;
}

export interface PageMatch {
  page: number;
  matches: string[];
}

export type DocboxSearchResultData =
  | ({type: SearchResultItemType.FILE} & DocFile)
  | ({type: SearchResultItemType.FOLDER} & DocFolder)
  | ({type: SearchResultItemType.LINK} & DocLink);

export type DocboxSearchResult = {
  score: number;
  page_matches: PageMatch[];
  path: FolderPathSegment[];
  total_hits: number;
  name_match: boolean;
  content_match: boolean;
} & DocboxSearchResultData;

export type DocboxSearchResultAdmin = DocboxSearchResult & {scope: DocumentBoxScope};

export interface DocboxSearchResponse {
  total_hits: number;
  results: DocboxSearchResult[];
}

export interface DocboxSearchResponseAdmin {
  total_hits: number;
  results: DocboxSearchResultAdmin[];
}

export interface DocboxFileSearchResponse {
  total_hits: number;
  results: PageMatch[];
}

// ---------------------------------------------------------------------------------------------
// Admin (src/types/admin.ts: used by the admin service, not exported by the package)

interface AdminDocumentBoxesRequest {
  query?: string | null;
  size: number;
  offset: number;
}

interface AdminDocumentBoxesResponse {
  results: DocumentBox[];
  total?: number;
}

interface TenantStatsResponse {
  total_files: number;
  total_links: number;
  total_folders: number;
  file_size: number;
}

// ---------------------------------------------------------------------------------------------
// Errors (src/api/error.ts) and helpers (src/api/utils.ts)

export declare class DocumentBoxNotFoundError extends Error {
  constructor();
}
export declare class LinkNotFoundError extends Error {
  constructor();
}
export declare class FolderNotFoundError extends Error {
  constructor();
}
export declare class FileNotFoundError extends Error {
  constructor();
}

export declare function sleep(timeout: number): Promise<unknown>;

// ---------------------------------------------------------------------------------------------
// The client (src/api/client.ts) and its services (src/api/*Service.ts). The service classes
// are reached through the client's properties; the package does not export them.

export declare class DocboxClient {
  client: AxiosInstance;
  documentBox: DocumentBoxService;
  task: TaskService;
  file: FileService;
  link: LinkService;
  folder: FolderService;
  admin: AdminService;
  constructor(client: AxiosInstance);
  httpGet<T = any, D = any>(url: string, config?: AxiosRequestConfig<D>): Promise<T>;
  httpPost<T = any, D = any>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<T>;
  httpPut<T = any, D = any>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<T>;
  httpPatch<T = any, D = any>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<T>;
  httpDelete<T = any, D = any>(url: string, config?: AxiosRequestConfig<D>): Promise<T>;
  /** The instance's URL only, so that logging a client shows no headers. */
  toJSON(): {url: string};
}

declare class DocumentBoxService {
  constructor(client: DocboxClient);
  get(scope: DocumentBoxScope, createIfMissing?: boolean): Promise<DocumentBoxResponse>;
  getOrNull(scope: DocumentBoxScope): Promise<DocumentBoxResponse | null>;
  create(scope: DocumentBoxScope, allowExisting?: boolean): Promise<DocumentBoxResponse>;
  delete(scope: DocumentBoxScope, allowMissing?: boolean): Promise<any>;
  search(scope: DocumentBoxScope, data: DocboxSearchRequest): Promise<DocboxSearchResponse>;
  stats(scope: DocumentBoxScope): Promise<DocumentBoxStats>;
}

declare class TaskService {
  constructor(client: DocboxClient);
  get(scope: DocumentBoxScope, task_id: string, abort?: AbortController): Promise<DocboxTask>;
  finished<T>(scope: DocumentBoxScope, task_id: string, interval?: number, abort?: AbortController): Promise<T>;
}

declare class FolderService {
  constructor(client: DocboxClient);
  create(scope: DocumentBoxScope, data: CreateFolder): Promise<FolderResponse>;
  get(scope: DocumentBoxScope, folder_id: FolderId): Promise<FolderResponse>;
  getOrNull(scope: DocumentBoxScope, folder_id: FolderId): Promise<FolderResponse | null>;
  update(scope: DocumentBoxScope, folder_id: FolderId, data: UpdateFolder): Promise<void>;
  delete(scope: DocumentBoxScope, folder_id: FolderId): Promise<void>;
  editHistory(scope: DocumentBoxScope, folder_id: FolderId): Promise<DocFolderEditHistory[]>;
  createZipTask(
    scope: DocumentBoxScope,
    folder_id: FolderId,
    options?: ZipFolderRequest,
    abort?: AbortController,
  ): Promise<UploadTaskResponse>;
  zip(
    scope: DocumentBoxScope,
    folder_id: FolderId,
    options?: ZipFolderRequest,
    abort?: AbortController,
  ): Promise<PresignedDownloadResponse>;
}

declare class LinkService {
  constructor(client: DocboxClient);
  faviconURL(scope: string, id: string): string;
  imageURL(scope: string, id: string): string;
  create(scope: DocumentBoxScope, data: CreateLink): Promise<DocLink>;
  get(scope: DocumentBoxScope, link_id: LinkId): Promise<DocLink>;
  getOrNull(scope: DocumentBoxScope, link_id: LinkId): Promise<DocLink | null>;
  metadata(scope: DocumentBoxScope, link_id: LinkId): Promise<LinkMetadata>;
  /** Typed `Blob`; in Node.js the SDK asks axios for bytes. */
  favicon(scope: DocumentBoxScope, link_id: LinkId): Promise<Blob>;
  faviconNode(scope: DocumentBoxScope, link_id: LinkId): Promise<ArrayBuffer>;
  image(scope: DocumentBoxScope, link_id: LinkId): Promise<Blob>;
  imageNode(scope: DocumentBoxScope, link_id: LinkId): Promise<ArrayBuffer>;
  editHistory(scope: DocumentBoxScope, link_id: LinkId): Promise<DocLinkEditHistory[]>;
  update(scope: DocumentBoxScope, link_id: LinkId, data: UpdateLink): Promise<void>;
  delete(scope: DocumentBoxScope, link_id: LinkId): Promise<void>;
}

declare class FileService {
  constructor(client: DocboxClient);
  // Paths relative to the base URL; no request is sent.
  rawURL(scope: DocumentBoxScope, id: string): string;
  rawNamedURL(scope: DocumentBoxScope, id: string, name: string): string;
  generatedRawURL(scope: string, id: string, type: string): string;
  generatedRawNamedURL(scope: string, id: string, type: string, name: string): string;

  // Uploads.
  /** @deprecated The SDK prefers the asynchronous or presigned upload. */
  upload(scope: DocumentBoxScope, name: string, folder_id: FolderId, file: File): Promise<UploadFileResponse>;
  uploadAsync(request: UploadFileRequest): Promise<UploadFileResponse>;
  uploadPresigned(
    scope: DocumentBoxScope,
    folderId: FolderId,
    file: File,
    options?: PresignedUploadOptions,
  ): Promise<FileResponse>;
  performPresignedUpload(file: File, presigned: PresignedUploadResponse, options?: PresignedUploadOptions): Promise<void>;
  createPresignedUpload(scope: DocumentBoxScope, request: PresignedUploadFileRequest): Promise<PresignedUploadResponse>;
  presignedStatus(scope: DocumentBoxScope, taskId: string, abort?: AbortController): Promise<PresignedStatusResponse>;
  presignedFinished(
    scope: DocumentBoxScope,
    task_id: string,
    interval?: number,
    abort?: AbortController,
  ): Promise<FileResponse>;

  // The file's record, children, history and search.
  get(scope: DocumentBoxScope, file_id: FileId): Promise<FileResponse>;
  getOrNull(scope: DocumentBoxScope, file_id: FileId): Promise<FileResponse | null>;
  search(scope: DocumentBoxScope, file_id: FileId, request: DocboxFileSearchRequest): Promise<DocboxFileSearchResponse>;
  children(scope: DocumentBoxScope, file_id: FileId): Promise<DocFile[]>;
  editHistory(scope: DocumentBoxScope, file_id: FileId): Promise<DocFileEditHistory[]>;
  update(scope: DocumentBoxScope, file_id: FileId, data: UpdateFile): Promise<void>;
  delete(scope: DocumentBoxScope, file_id: FileId): Promise<void>;

  // The original file's content. `raw` and the other `Blob` methods are typed `Blob`; in Node.js
  // the SDK asks axios for bytes.
  raw(scope: DocumentBoxScope, file_id: FileId): Promise<Blob>;
  rawNode(scope: DocumentBoxScope, file_id: FileId): Promise<ArrayBuffer>;
  json(scope: DocumentBoxScope, file_id: FileId): Promise<any>;
  text(scope: DocumentBoxScope, file_id: FileId): Promise<string>;
  /** `expires_at` is the URL's lifetime in seconds (900 by default). */
  createRawPresigned(scope: DocumentBoxScope, file_id: FileId, expires_at?: number): Promise<PresignedDownloadResponse>;
  rawPresigned(scope: DocumentBoxScope, file_id: FileId, expires_at?: number): Promise<Blob>;
  rawPresignedNode(scope: DocumentBoxScope, file_id: FileId, expires_at?: number): Promise<ArrayBuffer>;

  // Generated files.
  generated(scope: DocumentBoxScope, file_id: FileId, type: GeneratedFileType): Promise<DocGeneratedFile>;
  generatedRaw(scope: DocumentBoxScope, file_id: FileId, type: GeneratedFileType): Promise<Blob>;
  generatedRawNode(scope: DocumentBoxScope, file_id: FileId, type: GeneratedFileType): Promise<ArrayBuffer>;
  generatedText(scope: DocumentBoxScope, file_id: FileId, type: GeneratedFileType): Promise<string>;
  generatedJson(scope: DocumentBoxScope, file_id: FileId, type: GeneratedFileType): Promise<any>;
  createGeneratedRawPresigned(
    scope: DocumentBoxScope,
    file_id: FileId,
    type: GeneratedFileType,
    expires_at?: number,
  ): Promise<PresignedDownloadResponse>;
  generatedRawPresigned(scope: DocumentBoxScope, file_id: FileId, type: GeneratedFileType, expires_at?: number): Promise<Blob>;
  generatedRawPresignedNode(
    scope: DocumentBoxScope,
    file_id: FileId,
    type: GeneratedFileType,
    expires_at?: number,
  ): Promise<ArrayBuffer>;
  generatedTextPresigned(scope: DocumentBoxScope, file_id: FileId, type: GeneratedFileType, expires_at?: number): Promise<string>;
  generatedJsonPresigned(scope: DocumentBoxScope, file_id: FileId, type: GeneratedFileType, expires_at?: number): Promise<any>;
}

declare class AdminService {
  constructor(client: DocboxClient);
  /** Backend code only: the request names the boxes, and Docbox does not check access to them. */
  search(data: DocboxAdminSearchRequest): Promise<DocboxSearchResponseAdmin>;
  documentBoxes(data: AdminDocumentBoxesRequest): Promise<AdminDocumentBoxesResponse>;
  tenantStats(): Promise<TenantStatsResponse>;
  flushDatabasePoolCache(): Promise<any>;
  flushTenantCache(): Promise<any>;
}

// Only what is marked `export` above is the package's.
export {};
