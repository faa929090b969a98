// Types for the API theme's modules the site imports directly (the theme ships JavaScript only
// for these). Only what the site uses is declared.

declare module '@theme/ApiItem/Layout' {
  import type {ComponentType, ReactNode} from 'react';
  const Layout: ComponentType<{children: ReactNode}>;
  export default Layout;
}

declare module '@theme/ApiItem/store' {
  import type {Store} from 'redux';
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
