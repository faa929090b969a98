/**
 * The public API of the hapi gateway, `@docbox-nz/hapi-gateway` 0.3.0, as declarations: what
 * its `src/index.ts` exports, with the option names and types of `src/options.ts`, read from
 * docbox-nz/docbox-hapi-gateway at 6a6f8c5 (see index.d.ts for how the test uses this folder).
 */
import type {Plugin, Request, RouteOptions, ServerRoute} from './hapi';
import type {CreateAxiosDefaults} from './axios';

interface DocboxRequestUser {
  id?: string;
  name?: string;
  imageId?: string;
}

interface DocboxRequestTenant {
  id: string;
  env: string;
}

type MaybePromise<T> = T | Promise<T>;

interface PluginOptions {
  docboxBaseURL: string;
  /** Where the routes are served; `/box` is added below it. Defaults to `/`. */
  basePath?: string;
  /** Copied onto every route the gateway makes. */
  baseRouteOptions?: RouteOptions;
  /** Copied onto the two forwarding routes. */
  baseForwardRouteOptions?: RouteOptions;
  axiosConfig?: CreateAxiosDefaults;
  getApiKey?: () => MaybePromise<string | null>;
  isAllowedWrite(request: Request, scope: string, path: string): MaybePromise<boolean>;
  isAllowedRead(request: Request, scope: string, path: string): MaybePromise<boolean>;
  getRequestUser?: (request: Request) => MaybePromise<DocboxRequestUser | null>;
  getRequestTenant(request: Request): MaybePromise<DocboxRequestTenant>;
}

/** Registers the routes of createDocboxRoutes unchanged. */
export declare const DocboxGateway: Plugin<PluginOptions>;

/** The create-box route and the read and write forwarding routes, to register yourself. */
export declare function createDocboxRoutes(options: PluginOptions): ServerRoute[];

export {};
