// Modules of @easyops-cn/docusaurus-search-local (plain JavaScript, no declarations) that the
// site's search page (src/theme/SearchPage, a copy of the theme's) and its navbar results
// template (src/theme/SearchBar/SuggestionTemplate.ts) import.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery' {
  import type useSearchQueryOfPlugin from '@docbox/search-local-use-search-query';
  const useSearchQuery: typeof useSearchQueryOfPlugin;
  export default useSearchQuery;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(baseUrl: string, searchContext: string, input: string, limit: number): Promise<unknown[]>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight' {
  export function highlight(content: string, tokens: string[], forceMatched?: boolean): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed' {
  export function highlightStemmed(content: string, positions: number[][], tokens: string[], maxLength?: number): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions' {
  export function getStemmedPositions(metadata: Record<string, Record<string, {position: number[][]}>>, field: string): number[][];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath' {
  export function concatDocumentPath(pathItems: string[]): string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath' {
  export function normalizeContextByPath(
    context: string | {label: string | Record<string, string>; path: string},
    currentLocale: string,
  ): {label: string; path: string};
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  export const Mark: unknown;
  export const searchContextByPaths: Array<string | {label: string | Record<string, string>; path: string}> | null | undefined;
  export const useAllContextsWithNoSearchContext: boolean;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing' {
  import type {ReactNode} from 'react';
  export default function LoadingRing(props: {className?: string}): ReactNode;
}

// The theme's navbar results template, reached through an alias (src/plugins/codeSplitting.ts)
// so that src/theme/SearchBar/SuggestionTemplate.ts can wrap it.
declare module '@docbox/search-local-suggestion-template' {
  export function SuggestionTemplate(props: {
    document: {i: number; t: string; u: string; s?: string; h?: string; b?: string[]};
    type: number;
    page?: {t: string; b?: string[]} | false;
    metadata: Record<string, Record<string, {position: number[][]}>>;
    tokens: string[];
    isInterOfTree?: boolean;
    isLastOfTree?: boolean;
  }): string;
}
