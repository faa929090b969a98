/**
 * The files the package carries in dist/data, written by mcp/scripts/build.ts from the site's
 * build and read by the server (./docs.ts).
 */

/** about.json: which docs these are. */
export interface About {
  /** The package's name and version (the version is the Docbox release). */
  name: string;
  version: string;
  /** The Docbox server release the docs document. */
  release: string;
  /** The site the pages were built for (their canonical URLs are on it). */
  siteUrl: string;
  /** The docs' commit the package was built from, and its date, when the build knew them. */
  commit?: string;
  commitDate?: string;
}

/** pages.json: one entry per Markdown twin. */
export interface PageEntry {
  /** The page's path on the site: /docs/guides/setup/create-tenant, / for the home page. */
  route: string;
  title: string;
  /** The front matter's canonical_url. */
  url: string;
  /** Where the twin is published: the URL plus .md. */
  markdownUrl: string;
  /** The twin's file under data/pages, a copy of the build's. */
  file: string;
  release: string;
  lastChanged: string;
}

export interface ApiParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema?: unknown;
  example?: unknown;
  deprecated?: boolean;
}

/** api.json: one entry per operation of api/docbox.json, in its order. */
export interface ApiOperationData {
  operation_id: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  tags: string[];
  deprecated?: boolean;
  /** The operation's page, and its Markdown twin. */
  page: string;
  markdown: string;
  /** The release that added the operation, and those that changed it (API changelog). */
  since: string;
  changed_in: {version: string; changes: {text: string; breaking: boolean; documentation_only?: string}[]}[];
  /** Path, query, header and cookie parameters, the API key header included; schemas with every $ref resolved. */
  parameters: ApiParameter[];
  request_body: {required: boolean; description?: string; content: Record<string, unknown>} | null;
  /** By status code: description, headers and content (schema and examples) of each response. */
  responses: Record<string, unknown>;
  /** The TypeScript SDK call that sends the request, or why there is none. */
  sdk:
    | {package: string; version: string; service: string; method: string; call: string; since: string; note?: string; alternatives?: {method: string; since: string; what: string}[]}
    | {package: string; version: string; in_sdk: false};
  /** The page's request samples, with the documented example values. */
  samples: Record<string, string>;
}

/** errors.json: the entries of the Troubleshooting and Known issues pages. */
export interface ErrorEntry {
  /** The page's route and title. */
  page: string;
  pageTitle: string;
  /** The section the entry is in (the ## heading). */
  group: string;
  /** The entry's heading, as the page shows it. */
  heading: string;
  /** Its anchor, and its URL (page URL and anchor). */
  id: string;
  url: string;
  /** The entry's Markdown: its heading and everything up to the next one. */
  markdown: string;
  /** Texts the entry quotes (inline code), which a reader may paste. */
  quoted: string[];
}
