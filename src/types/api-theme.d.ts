// Types for the API theme's modules the site imports directly (the theme ships JavaScript only
// for these). Only what the site uses is declared.

declare module '@theme/ApiItem/Layout' {
  import type {ComponentType, ReactNode} from 'react';
  const Layout: ComponentType<{children: ReactNode}>;
  export default Layout;
}

declare module '@theme/ApiItem/store' {
  import type {Store} from 'redux';
  export function createStoreWithState(preloadedState: object, middlewares: unknown[]): Store;
  export function createStoreWithoutState(preloadedState: object, middlewares: unknown[]): Store;
}

declare module '@theme/SchemaExpansion' {
  import type {ComponentType, ReactNode} from 'react';
  export const SchemaExpansionProvider: ComponentType<{children: ReactNode}>;
}

declare module '@theme/ParamsDetails' {
  import type {ComponentType} from 'react';
  const ParamsDetails: ComponentType<Record<string, unknown>>;
  export default ParamsDetails;
}

declare module '@theme/RequestSchema' {
  import type {ComponentType} from 'react';
  const RequestSchema: ComponentType<Record<string, unknown>>;
  export default RequestSchema;
}

declare module '@theme/StatusCodes' {
  import type {ComponentType} from 'react';
  const StatusCodes: ComponentType<Record<string, unknown>>;
  export default StatusCodes;
}

declare module '@theme/ApiExplorer' {
  import type {ComponentType} from 'react';
  const ApiExplorer: ComponentType<{item: unknown; infoPath?: string}>;
  export default ApiExplorer;
}

declare module '@theme/ApiExplorer/Authorization/slice' {
  export function createAuth(input: {security?: unknown; securitySchemes?: unknown; options?: unknown}): object;
}

declare module '@theme/ApiExplorer/persistenceMiddleware' {
  export function createPersistenceMiddleware(options: {authPersistence?: false | 'sessionStorage' | 'localStorage'} | undefined): unknown;
}

declare module '@theme/ApiExplorer/storage-utils' {
  export function createStorage(persistence: false | 'sessionStorage' | 'localStorage'): Pick<Storage, 'getItem'>;
}
