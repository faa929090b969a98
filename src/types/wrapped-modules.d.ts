// Modules of Docusaurus and its plugins that the site's stand-ins wrap, reached through aliases
// (src/plugins/codeSplitting.ts): their packages' exports maps do not expose them.
declare module '@docbox/theme-common-react-utils' {
  import type {ComponentType, ReactNode} from 'react';
  export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T;
  export function usePrevious<T>(value: T): T | undefined;
  export class ReactContextError extends Error {
    constructor(providerName: string, additionalInfo?: string);
  }
  export function composeProviders(providers: ComponentType<{children: ReactNode}>[]): ComponentType<{children: ReactNode}>;
}

// The search plugin's own query hook, reached through an alias (src/plugins/codeSplitting.ts) so
// that src/shims/useSearchQuery.ts can wrap it.
declare module '@docbox/search-local-use-search-query' {
  export default function useSearchQuery(): {
    searchValue: string;
    searchContext: string;
    searchVersion: string;
    updateSearchPath: (searchValue: string) => void;
    updateSearchContext: (value: string) => void;
    generateSearchPageLink: (searchValue: string) => string;
  };
}

// The search theme's HTML parser, which builds the index from the built pages; the unit tests of
// the index clean-up (tests/unit/search-results.test.ts) run it on a page shaped like the site's.
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/parse' {
  export function parse(
    html: string,
    type: 'docs' | 'blog' | 'page',
    url: string,
    options: {ignoreCssSelectors: string[]; forceIgnoreNoIndex: boolean},
  ): {pageTitle: string; description: string; sections: Array<{title: string; hash: string; content: string}>} | null;
}

// The search theme's index builder; the ranking's unit tests (tests/unit/search-rank.test.ts)
// build small indexes with it, in the format the site's build writes.
declare module '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex' {
  export function buildIndex(
    allDocuments: Array<Array<{i: number; t: string; u: string; [field: string]: unknown}>>,
    options: {language: string[]; removeDefaultStopWordFilter: string[]; removeDefaultStemmer: boolean},
  ): Array<{documents: Array<{i: number; t: string; u: string; [field: string]: unknown}>; index: object}>;
}
