/**
 * A stand-in for the TypeScript SDK, `@docbox-nz/docbox-sdk` 0.10.0, written here because the
 * package is not in the npm registry this project installs from, and its code may not be copied
 * into this repository. tests/samples/typescript-blocks-run.test.ts runs the guides' TypeScript
 * blocks with `@docbox-nz/docbox-sdk` pointing at this module (and `axios` at ./axios.ts).
 *
 * What it models, read from the SDK's source (docbox-nz/docbox-sdk-js at 216215e,
 * `src/api/*.ts`): every method of src/data/sdk-declarations/index.d.ts, with the parameters in
 * the SDK's order, sends the request the SDK sends through the client's axios instance: the same
 * method, the same path relative to the base URL (`box/{scope}/...`, `admin/...`), the same JSON
 * body or multipart fields, the same `responseType`, and no headers of its own beyond the
 * instance's (the multipart uploads clear the JSON content type, as the SDK does). It resolves to
 * what the SDK resolves to: the answer's body; the task's output after polling `Pending` tasks
 * (with the SDK's default intervals); `null` or one of the SDK's error classes where the SDK
 * catches a `404`; and it rejects where the SDK rejects: the `AxiosError` of a failed request,
 * an `Error` with the task's error text for a failed task, `upload tracking aborted` after an
 * abort. It keeps the SDK's known faults too: `folder.get` and `documentBox.delete` do not catch
 * the `404` (the guides' known issues), `uploadPresigned` sends the file's `type` as `mime` even
 * when it is empty, and the presigned upload's bytes go through the default axios instance, not
 * the client's.
 *
 * Like the SDK it checks no argument itself: a missing or swapped one goes into the path as it
 * is (`box/undefined/...`), and the server (here the fake Docbox) refuses it, which is what a
 * reader would see.
 */
import axios, {isAxiosError, type AxiosInstance, type AxiosRequestConfig} from './axios';

type Scope = string;
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
type Abort = AbortController | undefined;
type Progress = ((name: string, progress?: number) => void) | undefined;

export enum GeneratedFileType {
  PDF = 'Pdf',
  COVER_PAGE = 'CoverPage',
  SMALL_THUMBNAIL = 'SmallThumbnail',
  LARGE_THUMBNAIL = 'LargeThumbnail',
  TEXT_CONTENT = 'TextContent',
  HTML_CONTENT = 'HtmlContent',
  METADATA = 'Metadata',
}
export enum DocboxItemType {
  File = 'File',
  Folder = 'Folder',
  Link = 'Link',
}
export enum EditHistoryType {
  MoveToFolder = 'MoveToFolder',
  Rename = 'Rename',
  LinkValue = 'LinkValue',
  ChangePinned = 'ChangePinned',
}
export enum DocboxTaskStatus {
  Pending = 'Pending',
  Completed = 'Completed',
  Failed = 'Failed',
}
export enum PresignedUploadStatus {
  Pending = 'Pending',
  Complete = 'Complete',
  Failed = 'Failed',
}
export enum SearchResultItemType {
  FILE = 'File',
  FOLDER = 'Folder',
  LINK = 'Link',
}

export class DocumentBoxNotFoundError extends Error {
  constructor() {
    super('document box not found');
  }
}
export class LinkNotFoundError extends Error {
  constructor() {
    super('link not found');
  }
}
export class FolderNotFoundError extends Error {
  constructor() {
    super('folder not found');
  }
}
export class FileNotFoundError extends Error {
  constructor() {
    super('file not found');
  }
}

export function sleep(timeout: number): Promise<unknown> {
  return new Promise((resolve) => setTimeout(resolve, timeout));
}

/** A `File` standing for a stored file: its name and type, and the stored file's size. */
export class DocboxFile extends File {
  constructor(readonly file: {name: string; mime: string; size: number}) {
    super([], file.name, {type: file.mime});
  }
  override get size(): number {
    return this.file.size;
  }
}

const is404 = (error: unknown) => isAxiosError(error) && error.response?.status === 404;
/** In Node.js (no `window`) the SDK asks for bytes where a browser gets a `Blob`. */
const blobOrBytes = (): AxiosRequestConfig['responseType'] => (typeof (globalThis as {window?: unknown}).window === 'undefined' ? 'arraybuffer' : 'blob');
/** Multipart bodies: the SDK clears the JSON content type so that the boundary is written for it. */
const multipart: AxiosRequestConfig = {headers: {'Content-Type': undefined}};

export class DocboxClient {
  client: AxiosInstance;
  documentBox: DocumentBoxService;
  task: TaskService;
  file: FileService;
  link: LinkService;
  folder: FolderService;
  admin: AdminService;

  constructor(client: AxiosInstance) {
    this.client = client;
    this.documentBox = new DocumentBoxService(this);
    this.task = new TaskService(this);
    this.file = new FileService(this);
    this.link = new LinkService(this);
    this.folder = new FolderService(this);
    this.admin = new AdminService(this);
  }
  async httpGet<T = Json>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await this.client.get<T>(url, config)).data;
  }
  async httpPost<T = Json>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await this.client.post<T>(url, data, config)).data;
  }
  async httpPut<T = Json>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await this.client.put<T>(url, data, config)).data;
  }
  async httpPatch<T = Json>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await this.client.patch<T>(url, data, config)).data;
  }
  async httpDelete<T = Json>(url: string, config?: AxiosRequestConfig): Promise<T> {
    return (await this.client.delete<T>(url, config)).data;
  }
  toJSON(): {url: string} {
    return {url: this.client.getUri()};
  }
}

class DocumentBoxService {
  constructor(private readonly docbox: DocboxClient) {}
  async get(scope: Scope, createIfMissing = false): Promise<Json> {
    try {
      return await this.docbox.httpGet(`box/${scope}`);
    } catch (error) {
      if (!is404(error)) throw error;
      if (createIfMissing) return this.create(scope, false);
      throw new DocumentBoxNotFoundError();
    }
  }
  async getOrNull(scope: Scope): Promise<Json> {
    try {
      return await this.get(scope);
    } catch (error) {
      if (error instanceof DocumentBoxNotFoundError) return null;
      throw error;
    }
  }
  async create(scope: Scope, allowExisting = true): Promise<Json> {
    try {
      return await this.docbox.httpPost('box', {scope});
    } catch (error) {
      if (allowExisting && isAxiosError(error) && error.response?.status === 409) return this.get(scope);
      throw error;
    }
  }
  /** The SDK returns the request's promise without awaiting it, so its 404 handling (`allowMissing`) never runs. */
  async delete(scope: Scope, allowMissing = true): Promise<Json> {
    void allowMissing;
    return this.docbox.httpDelete(`box/${scope}`);
  }
  async search(scope: Scope, data: unknown): Promise<Json> {
    return this.docbox.httpPost(`box/${scope}/search`, data);
  }
  async stats(scope: Scope): Promise<Json> {
    return this.docbox.httpGet(`box/${scope}/stats`);
  }
}

class TaskService {
  constructor(private readonly docbox: DocboxClient) {}
  async get(scope: Scope, task_id: string, abort?: Abort): Promise<Json> {
    return this.docbox.httpGet(`box/${scope}/task/${task_id}`, {signal: abort?.signal});
  }
  async finished<T>(scope: Scope, task_id: string, interval = 1000, abort?: Abort): Promise<T> {
    while (!abort?.signal.aborted) {
      const task = await this.get(scope, task_id, abort);
      if (task.status === DocboxTaskStatus.Completed) return task.output_data as T;
      if (task.status === DocboxTaskStatus.Failed) throw new Error(task.output_data?.error ?? 'Unknown Error');
      await sleep(interval);
    }
    throw new Error('upload tracking aborted');
  }
}

class FolderService {
  constructor(private readonly docbox: DocboxClient) {}
  create(scope: Scope, data: unknown): Promise<Json> {
    return this.docbox.httpPost(`box/${scope}/folder`, data);
  }
  /** The SDK returns the request's promise without awaiting it: a 404 stays an AxiosError. */
  async get(scope: Scope, folder_id: string): Promise<Json> {
    return this.docbox.httpGet(`box/${scope}/folder/${folder_id}`);
  }
  async getOrNull(scope: Scope, folder_id: string): Promise<Json> {
    try {
      return await this.get(scope, folder_id);
    } catch (error) {
      if (error instanceof FolderNotFoundError) return null;
      throw error;
    }
  }
  update(scope: Scope, folder_id: string, data: unknown): Promise<void> {
    return this.docbox.httpPut(`box/${scope}/folder/${folder_id}`, data);
  }
  delete(scope: Scope, folder_id: string): Promise<void> {
    return this.docbox.httpDelete(`box/${scope}/folder/${folder_id}`);
  }
  editHistory(scope: Scope, folder_id: string): Promise<Json> {
    return this.docbox.httpGet(`box/${scope}/folder/${folder_id}/edit-history`);
  }
  createZipTask(scope: Scope, folder_id: string, options: unknown = {}, abort?: Abort): Promise<Json> {
    return this.docbox.httpPost(`box/${scope}/folder/${folder_id}/zip`, options, {signal: abort?.signal});
  }
  async zip(scope: Scope, folder_id: string, options: unknown = {}, abort?: Abort): Promise<Json> {
    const task = await this.createZipTask(scope, folder_id, options, abort);
    return this.docbox.task.finished(scope, task.task_id, 1000, abort);
  }
}

class LinkService {
  constructor(private readonly docbox: DocboxClient) {}
  faviconURL(scope: string, id: string): string {
    return `box/${scope}/link/${id}/favicon`;
  }
  imageURL(scope: string, id: string): string {
    return `box/${scope}/link/${id}/image`;
  }
  create(scope: Scope, data: unknown): Promise<Json> {
    return this.docbox.httpPost(`box/${scope}/link`, data);
  }
  async get(scope: Scope, link_id: string): Promise<Json> {
    try {
      return await this.docbox.httpGet(`box/${scope}/link/${link_id}`);
    } catch (error) {
      if (is404(error)) throw new LinkNotFoundError();
      throw error;
    }
  }
  async getOrNull(scope: Scope, link_id: string): Promise<Json> {
    try {
      return await this.get(scope, link_id);
    } catch (error) {
      if (error instanceof LinkNotFoundError) return null;
      throw error;
    }
  }
  metadata(scope: Scope, link_id: string): Promise<Json> {
    return this.docbox.httpGet(`box/${scope}/link/${link_id}/metadata`);
  }
  favicon(scope: Scope, link_id: string): Promise<Json> {
    return this.docbox.httpGet(this.faviconURL(scope, link_id), {responseType: blobOrBytes()});
  }
  faviconNode(scope: Scope, link_id: string): Promise<Json> {
    return this.docbox.httpGet(this.faviconURL(scope, link_id), {responseType: 'arraybuffer'});
  }
  image(scope: Scope, link_id: string): Promise<Json> {
    return this.docbox.httpGet(this.imageURL(scope, link_id), {responseType: blobOrBytes()});
  }
  imageNode(scope: Scope, link_id: string): Promise<Json> {
    return this.docbox.httpGet(this.imageURL(scope, link_id), {responseType: 'arraybuffer'});
  }
  editHistory(scope: Scope, link_id: string): Promise<Json> {
    return this.docbox.httpGet(`box/${scope}/link/${link_id}/edit-history`);
  }
  update(scope: Scope, link_id: string, data: unknown): Promise<void> {
    return this.docbox.httpPut(`box/${scope}/link/${link_id}`, data);
  }
  delete(scope: Scope, link_id: string): Promise<void> {
    return this.docbox.httpDelete(`box/${scope}/link/${link_id}`);
  }
}

type UploadFileRequest = {
  scope: Scope;
  name: string;
  folder_id: string;
  file: File;
  fixed_id?: string | null;
  parent_id?: string | null;
  processing_config?: unknown;
  abort?: AbortController;
};
type PresignedUploadOptions = {abort?: AbortController; parent_id?: string | null; processing_config?: unknown; onProgress?: Progress};
type PresignedUpload = {task_id: string; method: string; uri: string; headers: Record<string, string>};

class FileService {
  constructor(private readonly docbox: DocboxClient) {}

  rawURL(scope: Scope, id: string): string {
    return `box/${scope}/file/${id}/raw`;
  }
  rawNamedURL(scope: Scope, id: string, name: string): string {
    return `box/${scope}/file/${id}/raw/${encodeURIComponent(name)}`;
  }
  generatedRawURL(scope: string, id: string, type: string): string {
    return `box/${scope}/file/${id}/generated/${type}/raw`;
  }
  generatedRawNamedURL(scope: string, id: string, type: string, name: string): string {
    return `box/${scope}/file/${id}/generated/${type}/raw/${encodeURIComponent(name)}`;
  }

  async upload(scope: Scope, name: string, folder_id: string, file: File): Promise<Json> {
    const form = new FormData();
    form.append('name', name);
    form.append('folder_id', folder_id);
    form.append('file', file);
    return this.docbox.httpPost(`box/${scope}/file`, form, multipart);
  }
  async uploadAsync(request: UploadFileRequest): Promise<Json> {
    const form = new FormData();
    form.append('name', request.name);
    form.append('folder_id', request.folder_id);
    form.append('file', request.file);
    form.append('asynchronous', 'true');
    if (request.fixed_id) form.append('fixed_id', request.fixed_id);
    if (request.parent_id) form.append('parent_id', request.parent_id);
    if (request.processing_config) form.append('processing_config', JSON.stringify(request.processing_config));
    const {task_id} = await this.docbox.httpPost(`box/${request.scope}/file`, form, multipart);
    return this.docbox.task.finished(request.scope, task_id, 1000, request.abort);
  }
  async uploadPresigned(scope: Scope, folderId: string, file: File, options?: PresignedUploadOptions): Promise<Json> {
    options?.onProgress?.('Preparing');
    const presigned = await this.createPresignedUpload(scope, {
      name: file.name,
      folder_id: folderId,
      size: file.size,
      mime: file.type, // empty for a file of unknown type, as in the SDK
      parent_id: options?.parent_id,
      processing_config: options?.processing_config,
    });
    await this.performPresignedUpload(file, presigned, options);
    options?.onProgress?.('Processing');
    const response = await this.presignedFinished(scope, presigned.task_id, 1000, options?.abort);
    options?.onProgress?.('Complete', 1);
    return response;
  }
  async performPresignedUpload(file: File, presigned: PresignedUpload, options?: PresignedUploadOptions): Promise<void> {
    options?.onProgress?.('Starting');
    delete presigned.headers['content-length'];
    const onProgress = options?.onProgress;
    // The default axios instance, not the client's: none of the client's headers reach storage.
    await axios.request({
      method: presigned.method,
      url: presigned.uri,
      headers: {'Content-Type': file.type, ...presigned.headers},
      data: file,
      signal: options?.abort?.signal,
      onUploadProgress: onProgress
        ? (event) => {
            if (!event.progress) onProgress('Uploading');
            else if (event.progress === 1) onProgress('Uploaded', 1);
            else onProgress('Uploading', event.progress);
          }
        : undefined,
    });
  }
  createPresignedUpload(scope: Scope, request: unknown): Promise<Json> {
    return this.docbox.httpPost(`box/${scope}/file/presigned`, request);
  }
  presignedStatus(scope: Scope, taskId: string, abort?: Abort): Promise<Json> {
    return this.docbox.httpGet(`box/${scope}/file/presigned/${taskId}`, {signal: abort?.signal});
  }
  async presignedFinished(scope: Scope, task_id: string, interval = 1000, abort?: Abort): Promise<Json> {
    while (!abort?.signal.aborted) {
      const task = await this.presignedStatus(scope, task_id, abort);
      if (task.status === PresignedUploadStatus.Complete) return {file: task.file, generated: task.generated};
      if (task.status === PresignedUploadStatus.Failed) throw new Error(task.error ?? 'Unknown error');
      await sleep(interval);
    }
    throw new Error('upload tracking aborted');
  }

  async get(scope: Scope, file_id: string): Promise<Json> {
    try {
      return await this.docbox.httpGet(`box/${scope}/file/${file_id}`);
    } catch (error) {
      if (is404(error)) throw new FileNotFoundError();
      throw error;
    }
  }
  async getOrNull(scope: Scope, file_id: string): Promise<Json> {
    try {
      return await this.get(scope, file_id);
    } catch (error) {
      if (error instanceof FileNotFoundError) return null;
      throw error;
    }
  }
  search(scope: Scope, file_id: string, request: unknown): Promise<Json> {
    return this.docbox.httpPost(`box/${scope}/file/${file_id}/search`, request);
  }
  children(scope: Scope, file_id: string): Promise<Json> {
    return this.docbox.httpGet(`box/${scope}/file/${file_id}/children`);
  }
  editHistory(scope: Scope, file_id: string): Promise<Json> {
    return this.docbox.httpGet(`box/${scope}/file/${file_id}/edit-history`);
  }
  update(scope: Scope, file_id: string, data: unknown): Promise<void> {
    return this.docbox.httpPut(`box/${scope}/file/${file_id}`, data);
  }
  delete(scope: Scope, file_id: string): Promise<void> {
    return this.docbox.httpDelete(`box/${scope}/file/${file_id}`);
  }

  raw(scope: Scope, file_id: string): Promise<Json> {
    return this.docbox.httpGet(this.rawURL(scope, file_id), {responseType: blobOrBytes()});
  }
  rawNode(scope: Scope, file_id: string): Promise<Json> {
    return this.docbox.httpGet(this.rawURL(scope, file_id), {responseType: 'arraybuffer'});
  }
  json(scope: Scope, file_id: string): Promise<Json> {
    return this.docbox.httpGet(this.rawURL(scope, file_id), {responseType: 'json'});
  }
  text(scope: Scope, file_id: string): Promise<string> {
    return this.docbox.httpGet(this.rawURL(scope, file_id), {responseType: 'text'});
  }
  /** `expires_at` is the URL's lifetime in seconds, whatever its name says. */
  createRawPresigned(scope: Scope, file_id: string, expires_at = 900): Promise<Json> {
    return this.docbox.httpPost(`box/${scope}/file/${file_id}/raw-presigned`, {expires_at});
  }
  /** The signed URL is fetched through the client's instance, headers and all, as in the SDK. */
  async rawPresigned(scope: Scope, file_id: string, expires_at = 900): Promise<Json> {
    const {uri} = await this.createRawPresigned(scope, file_id, expires_at);
    return this.docbox.httpGet(uri, {responseType: blobOrBytes()});
  }
  async rawPresignedNode(scope: Scope, file_id: string, expires_at = 900): Promise<Json> {
    const {uri} = await this.createRawPresigned(scope, file_id, expires_at);
    return this.docbox.httpGet(uri, {responseType: 'arraybuffer'});
  }

  generated(scope: Scope, file_id: string, type: GeneratedFileType): Promise<Json> {
    return this.docbox.httpGet(`box/${scope}/file/${file_id}/generated/${type}`);
  }
  generatedRaw(scope: Scope, file_id: string, type: GeneratedFileType): Promise<Json> {
    return this.docbox.httpGet(this.generatedRawURL(scope, file_id, type), {responseType: blobOrBytes()});
  }
  generatedRawNode(scope: Scope, file_id: string, type: GeneratedFileType): Promise<Json> {
    return this.docbox.httpGet(this.generatedRawURL(scope, file_id, type), {responseType: 'arraybuffer'});
  }
  generatedText(scope: Scope, file_id: string, type: GeneratedFileType): Promise<string> {
    return this.docbox.httpGet(this.generatedRawURL(scope, file_id, type), {responseType: 'text'});
  }
  generatedJson(scope: Scope, file_id: string, type: GeneratedFileType): Promise<Json> {
    return this.docbox.httpGet(this.generatedRawURL(scope, file_id, type), {responseType: 'json'});
  }
  createGeneratedRawPresigned(scope: Scope, file_id: string, type: GeneratedFileType, expires_at = 900): Promise<Json> {
    return this.docbox.httpPost(`box/${scope}/file/${file_id}/generated/${type}/raw-presigned`, {expires_at});
  }
  async generatedRawPresigned(scope: Scope, file_id: string, type: GeneratedFileType, expires_at = 900): Promise<Json> {
    const {uri} = await this.createGeneratedRawPresigned(scope, file_id, type, expires_at);
    return this.docbox.httpGet(uri, {responseType: blobOrBytes()});
  }
  async generatedRawPresignedNode(scope: Scope, file_id: string, type: GeneratedFileType, expires_at = 900): Promise<Json> {
    const {uri} = await this.createGeneratedRawPresigned(scope, file_id, type, expires_at);
    return this.docbox.httpGet(uri, {responseType: 'arraybuffer'});
  }
  async generatedTextPresigned(scope: Scope, file_id: string, type: GeneratedFileType, expires_at = 900): Promise<string> {
    const {uri} = await this.createGeneratedRawPresigned(scope, file_id, type, expires_at);
    return this.docbox.httpGet(uri, {responseType: 'text'});
  }
  async generatedJsonPresigned(scope: Scope, file_id: string, type: GeneratedFileType, expires_at = 900): Promise<Json> {
    const {uri} = await this.createGeneratedRawPresigned(scope, file_id, type, expires_at);
    return this.docbox.httpGet(uri, {responseType: 'json'});
  }
}

class AdminService {
  constructor(private readonly docbox: DocboxClient) {}
  search(data: unknown): Promise<Json> {
    return this.docbox.httpPost('admin/search', data);
  }
  documentBoxes(data: unknown): Promise<Json> {
    return this.docbox.httpPost('admin/boxes', data);
  }
  tenantStats(): Promise<Json> {
    return this.docbox.httpGet('admin/tenant-stats');
  }
  flushDatabasePoolCache(): Promise<Json> {
    return this.docbox.httpPost('admin/flush-db-cache');
  }
  flushTenantCache(): Promise<Json> {
    return this.docbox.httpPost('admin/flush-tenant-cache');
  }
}
