/**
 * The part of axios 1.x (the SDK's peer dependency) that the SDK's declarations and the guides'
 * TypeScript blocks use, declared with the names and shapes of axios 1.21's own type definitions.
 * axios is not installed in this project, so tests/unit/typescript-blocks.test.ts maps `axios` to
 * this file (see index.d.ts). Headers are simplified to name and value; every other option here
 * has the type axios gives it.
 */

export type Method =
  | 'get' | 'GET' | 'delete' | 'DELETE' | 'head' | 'HEAD' | 'options' | 'OPTIONS'
  | 'post' | 'POST' | 'put' | 'PUT' | 'patch' | 'PATCH' | 'purge' | 'PURGE'
  | 'link' | 'LINK' | 'unlink' | 'UNLINK';

export type ResponseType = 'arraybuffer' | 'blob' | 'document' | 'json' | 'text' | 'stream' | 'formdata';

export type AxiosHeaderValue = string | string[] | number | boolean | null;

/** Request headers by name; `undefined` leaves a header to axios (as `'Content-Type': undefined`). */
export type RawAxiosRequestHeaders = Partial<Record<string, AxiosHeaderValue>>;

export interface AxiosProgressEvent {
  loaded: number;
  total?: number;
  progress?: number;
  bytes: number;
  rate?: number;
  estimated?: number;
  upload?: boolean;
  download?: boolean;
  lengthComputable: boolean;
}

export interface AxiosRequestConfig<D = any> {
  url?: string;
  method?: Method | (string & {});
  baseURL?: string;
  headers?: RawAxiosRequestHeaders;
  params?: any;
  data?: D;
  timeout?: number;
  timeoutErrorMessage?: string;
  withCredentials?: boolean;
  responseType?: ResponseType;
  onUploadProgress?: (progressEvent: AxiosProgressEvent) => void;
  onDownloadProgress?: (progressEvent: AxiosProgressEvent) => void;
  maxContentLength?: number;
  maxBodyLength?: number;
  maxRedirects?: number;
  validateStatus?: ((status: number) => boolean) | null;
  signal?: AbortSignal;
}

export interface CreateAxiosDefaults<D = any> extends AxiosRequestConfig<D> {}

export interface AxiosResponse<T = any, D = any> {
  data: T;
  status: number;
  statusText: string;
  headers: Record<string, string | string[] | undefined>;
  config: AxiosRequestConfig<D>;
  request?: any;
}

export declare class AxiosError<T = unknown, D = any> extends Error {
  constructor(message?: string, code?: string, config?: AxiosRequestConfig<D>, request?: any, response?: AxiosResponse<T, D>);
  config?: AxiosRequestConfig<D>;
  /** Such as `ECONNABORTED` (a timeout), `ERR_NETWORK`, `ERR_BAD_REQUEST`, `ERR_CANCELED`. */
  code?: string;
  request?: any;
  /** Missing when no answer came back. */
  response?: AxiosResponse<T, D>;
  isAxiosError: boolean;
  status?: number;
  toJSON: () => object;
  cause?: Error;
}

export declare class CanceledError<T = unknown, D = any> extends AxiosError<T, D> {
  readonly name: 'CanceledError';
}

type InterceptorId = number;

export interface AxiosInterceptorManager<V> {
  use(onFulfilled?: ((value: V) => V | Promise<V>) | null, onRejected?: ((error: any) => any) | null): InterceptorId;
  eject(id: InterceptorId): void;
  clear(): void;
}

export interface AxiosInstance {
  <T = any, D = any>(config: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  <T = any, D = any>(url: string, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  defaults: AxiosRequestConfig;
  interceptors: {
    request: AxiosInterceptorManager<AxiosRequestConfig>;
    response: AxiosInterceptorManager<AxiosResponse>;
  };
  getUri(config?: AxiosRequestConfig): string;
  request<T = any, D = any>(config: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  get<T = any, D = any>(url: string, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  delete<T = any, D = any>(url: string, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  head<T = any, D = any>(url: string, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  options<T = any, D = any>(url: string, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  post<T = any, D = any>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  put<T = any, D = any>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  patch<T = any, D = any>(url: string, data?: D, config?: AxiosRequestConfig<D>): Promise<AxiosResponse<T, D>>;
  create(config?: CreateAxiosDefaults): AxiosInstance;
}

export declare function isAxiosError<T = any, D = any>(payload: any): payload is AxiosError<T, D>;
export declare function isCancel<T = any, D = any>(value: any): value is CanceledError<T, D>;
export declare function create(config?: CreateAxiosDefaults): AxiosInstance;

export interface AxiosStatic extends AxiosInstance {
  AxiosError: typeof AxiosError;
  CanceledError: typeof CanceledError;
  readonly VERSION: string;
  isAxiosError: typeof isAxiosError;
  isCancel: typeof isCancel;
}

declare const axios: AxiosStatic;
export default axios;
