// theme-common's own React helpers, reached through an alias (src/plugins/codeSplitting.ts):
// the package's exports map does not expose the file, and src/shims/reactUtils.ts re-exports it.
declare module '@docbox/theme-common-react-utils' {
  import type {ComponentType, ReactNode} from 'react';
  export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T;
  export function usePrevious<T>(value: T): T | undefined;
  export class ReactContextError extends Error {
    constructor(providerName: string, additionalInfo?: string);
  }
  export function composeProviders(providers: ComponentType<{children: ReactNode}>[]): ComponentType<{children: ReactNode}>;
}
