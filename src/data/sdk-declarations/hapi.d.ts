/**
 * The part of hapi (`@hapi/hapi` 20 or 21, the gateway package's peer dependency) that the
 * gateway's declarations and the gateway guide's TypeScript block use, with the names and shapes
 * of hapi 21.4's own type definitions; tests/unit/typescript-blocks.test.ts maps `@hapi/hapi` to
 * this file (see index.d.ts). Everything else a route or a request has is left out.
 */

/** What an authentication strategy found out about the user; applications widen it. */
export interface UserCredentials {}

export interface AuthCredentials {
  scope?: string[];
  user?: UserCredentials;
  app?: object;
}

export interface RequestAuth {
  credentials: AuthCredentials & Record<string, unknown>;
  isAuthenticated: boolean;
  strategy: string;
}

export interface Request {
  auth: RequestAuth;
  headers: Record<string, string>;
  method: string;
  params: Record<string, string | undefined>;
  path: string;
  payload: unknown;
}

export interface ResponseToolkit {
  response(value?: unknown): unknown;
}

export interface RouteOptionsPayload {
  allow?: string | string[];
  maxBytes?: number;
  output?: 'data' | 'stream' | 'file';
  parse?: boolean | 'gunzip';
  timeout?: false | number;
}

export interface RouteOptions {
  auth?: false | string | {strategy?: string; strategies?: string[]; mode?: 'required' | 'optional' | 'try'};
  payload?: RouteOptionsPayload;
  timeout?: {server?: false | number; socket?: false | number};
}

export interface ServerRoute {
  path: string;
  method: string | string[];
  handler?: (request: Request, h: ResponseToolkit) => unknown;
  /** An object, or a function of the server that returns one. */
  options?: RouteOptions | ((server: Server) => RouteOptions);
}

export interface Server {
  route(route: ServerRoute | ServerRoute[]): void;
  register<T>(plugin: {plugin: Plugin<T>; options: T}): Promise<void>;
}

export interface Plugin<T> {
  name: string;
  version?: string;
  register: (server: Server, options: T) => void | Promise<void>;
}
