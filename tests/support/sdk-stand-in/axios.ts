/**
 * A stand-in for the part of axios 1.x that the SDK and the guides' TypeScript blocks use
 * (src/data/sdk-declarations/axios.d.ts lists it), written here on Node's `fetch`, because axios
 * is not installed in this project. tests/samples/typescript-blocks-run.test.ts runs the blocks
 * with `axios` pointing at this module.
 *
 * It models what a reader's code can see of axios: `create` with a base URL, headers and a
 * timeout; URLs joined to the base URL as axios joins them; a plain object sent as JSON, a
 * `FormData` as multipart (`'Content-Type': undefined` leaves the header to the body, as in
 * axios), a `File` or `Blob` as its bytes; the answer parsed as JSON when it is JSON (axios's
 * default), or given as a `Buffer` (`arraybuffer` in Node.js), a string (`text`) or a `Blob`; a
 * status outside 2xx rejected with an `AxiosError` that carries `response.status` and
 * `response.data`; no answer rejected with an `AxiosError` without `response`; an aborted request
 * rejected with a `CanceledError` (`isCancel`). It has no interceptors that run, no retries and
 * no proxies; upload progress is reported once, when the body has been sent.
 */

type HeaderMap = Record<string, unknown>;

export type AxiosRequestConfig = {
  url?: string;
  method?: string;
  baseURL?: string;
  headers?: HeaderMap;
  params?: Record<string, unknown>;
  data?: unknown;
  timeout?: number;
  withCredentials?: boolean;
  responseType?: 'arraybuffer' | 'blob' | 'json' | 'text';
  onUploadProgress?: (event: {loaded: number; total?: number; progress?: number; bytes: number; upload?: boolean; lengthComputable: boolean}) => void;
  signal?: AbortSignal;
  validateStatus?: ((status: number) => boolean) | null;
};

export type AxiosResponse<T = unknown> = {
  data: T;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: AxiosRequestConfig;
};

export class AxiosError<T = unknown> extends Error {
  readonly isAxiosError = true;
  status?: number;
  constructor(
    message: string,
    readonly code?: string,
    readonly config?: AxiosRequestConfig,
    readonly request?: unknown,
    readonly response?: AxiosResponse<T>,
  ) {
    super(message);
    this.name = 'AxiosError';
    this.status = response?.status;
  }
  toJSON() {
    return {message: this.message, code: this.code, status: this.status};
  }
}

export class CanceledError<T = unknown> extends AxiosError<T> {
  constructor(config?: AxiosRequestConfig) {
    super('canceled', 'ERR_CANCELED', config);
    this.name = 'CanceledError';
  }
}

export function isAxiosError(payload: unknown): payload is AxiosError {
  return typeof payload === 'object' && payload !== null && (payload as {isAxiosError?: unknown}).isAxiosError === true;
}

export function isCancel(value: unknown): value is CanceledError {
  return value instanceof CanceledError;
}

/** axios's rule: an absolute URL stays, a relative one is appended to the base with one slash. */
function fullUrl(config: AxiosRequestConfig, onPage = true): string {
  const url = config.url ?? '';
  let joined = url;
  if (config.baseURL && !/^[a-z][a-z\d+\-.]*:\/\//i.test(url)) {
    joined = url ? `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : config.baseURL;
  }
  if (config.params) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(config.params)) if (value !== undefined && value !== null) query.append(name, String(value));
    if ([...query].length > 0) joined += `${joined.includes('?') ? '&' : '?'}${query}`;
  }
  // A relative URL (a browser client's `/documents`) is resolved against the page, as in a browser.
  const page = (globalThis as {location?: {href: string}}).location;
  return onPage && page && !/^[a-z][a-z\d+\-.]*:\/\//i.test(joined) ? new URL(joined, page.href).href : joined;
}

/** Headers of the request as axios sends them: names lower-cased, `undefined` and `null` left out. */
function headerList(config: AxiosRequestConfig): Record<string, string> {
  const found: Record<string, string> = {accept: 'application/json, text/plain, */*'};
  for (const [name, value] of Object.entries(config.headers ?? {})) {
    if (value === undefined || value === null) delete found[name.toLowerCase()];
    else found[name.toLowerCase()] = String(value);
  }
  return found;
}

function body(config: AxiosRequestConfig, headers: Record<string, string>): BodyInit | undefined {
  const data = config.data;
  if (data === undefined || data === null) return undefined;
  if (data instanceof FormData) {
    delete headers['content-type']; // fetch writes multipart/form-data with its boundary
    return data;
  }
  if (data instanceof Blob) {
    if (!headers['content-type'] && data.type) headers['content-type'] = data.type;
    return data;
  }
  if (typeof data === 'string' || data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return data as BodyInit;
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(data);
}

async function responseData(response: Response, type: AxiosRequestConfig['responseType']): Promise<unknown> {
  if (type === 'arraybuffer') return Buffer.from(await response.arrayBuffer()); // Node.js: a Buffer
  if (type === 'blob') return response.blob();
  const text = await response.text();
  if (type === 'text') return text;
  // axios's default (`json`): parse when it parses, else keep the text.
  try {
    return text === '' ? text : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

async function send<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  const url = fullUrl(config);
  const headers = headerList(config);
  const payload = body(config, headers);
  const signals = [config.signal, config.timeout ? AbortSignal.timeout(config.timeout) : undefined].filter((each): each is AbortSignal => each !== undefined);
  if (config.signal?.aborted) throw new CanceledError(config);
  let response: Response;
  try {
    response = await fetch(url, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      body: payload,
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    if (config.signal?.aborted) throw new CanceledError(config);
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new AxiosError(timedOut ? `timeout of ${config.timeout}ms exceeded` : 'Network Error', timedOut ? 'ECONNABORTED' : 'ERR_NETWORK', config);
  }
  if (config.onUploadProgress && payload !== undefined) {
    const size = payload instanceof Blob ? payload.size : typeof payload === 'string' ? Buffer.byteLength(payload) : undefined;
    config.onUploadProgress({loaded: size ?? 0, total: size, progress: size === undefined ? undefined : 1, bytes: size ?? 0, upload: true, lengthComputable: size !== undefined});
  }
  const received: Record<string, string> = {};
  response.headers.forEach((value, name) => (received[name] = value));
  const answer: AxiosResponse<T> = {
    data: (await responseData(response, config.responseType)) as T,
    status: response.status,
    statusText: response.statusText,
    headers: received,
    config,
  };
  const valid = config.validateStatus === undefined ? (status: number) => status >= 200 && status < 300 : config.validateStatus;
  if (valid && !valid(response.status)) {
    throw new AxiosError(`Request failed with status code ${response.status}`, response.status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE', config, {url}, answer);
  }
  return answer;
}

export type AxiosInstance = ReturnType<typeof create>;

export function create(defaults: AxiosRequestConfig = {}) {
  const merge = (config: AxiosRequestConfig = {}): AxiosRequestConfig => ({
    ...defaults,
    ...config,
    headers: {...defaults.headers, ...config.headers},
  });
  const instance = Object.assign(
    <T = unknown>(config: AxiosRequestConfig) => send<T>(merge(config)),
    {
      defaults,
      getUri: (config?: AxiosRequestConfig) => fullUrl(merge(config), false),
      request: <T = unknown>(config: AxiosRequestConfig) => send<T>(merge(config)),
      get: <T = unknown>(url: string, config?: AxiosRequestConfig) => send<T>(merge({...config, url, method: 'get'})),
      delete: <T = unknown>(url: string, config?: AxiosRequestConfig) => send<T>(merge({...config, url, method: 'delete'})),
      head: <T = unknown>(url: string, config?: AxiosRequestConfig) => send<T>(merge({...config, url, method: 'head'})),
      options: <T = unknown>(url: string, config?: AxiosRequestConfig) => send<T>(merge({...config, url, method: 'options'})),
      post: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) => send<T>(merge({...config, url, data, method: 'post'})),
      put: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) => send<T>(merge({...config, url, data, method: 'put'})),
      patch: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) => send<T>(merge({...config, url, data, method: 'patch'})),
      create: (config?: AxiosRequestConfig) => create(merge(config)),
    },
  );
  return instance;
}

/** The default instance, as `import axios from 'axios'` gives it, with the helpers on it. */
const axios = Object.assign(create(), {AxiosError, CanceledError, VERSION: '1.x stand-in', isAxiosError, isCancel});
export default axios;
