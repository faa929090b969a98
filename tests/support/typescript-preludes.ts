/**
 * What the guides' TypeScript fragments assume, for tests/unit/typescript-blocks.test.ts: for each
 * block that uses names it does not define, the declarations that come before it when it is
 * compiled. The key is the page (relative to docs/guides), then the block's title, or else the
 * first line of its first statement that is not an import.
 *
 * A prelude says only what the page around the block says: the `docbox` client comes from the
 * SDK guide's `src/docbox.ts` (or `src/docbox-browser.ts` for browser code), and `scope`,
 * `fileId`, `folder` and the like are values the reader has at that point. A prelude whose block
 * compiles without it, or whose block is gone, fails the test.
 */

/** The backend client of the SDK guide. */
const backendClient = "import {docbox} from './docbox';";
/** The browser client of the SDK guide (requests go to your gateway). */
const browserClient = "import {docbox} from './docbox-browser';";
const scope = 'declare const scope: string;';
const fileId = 'declare const fileId: string;';
const folder = "declare const folder: import('@docbox-nz/docbox-sdk').DocFolder;";

const lines = (...parts: string[]) => parts.join('\n');

export const typescriptPreludes: Record<string, string> = {
  // Use the TypeScript SDK
  "integrating/typescript-sdk.md: const scope = 'user:5b0e7a4c-1f2d-4e3a-9c8b-7d6e5f4a3b2c:files';": backendClient,
  'integrating/typescript-sdk.md: const controller = new AbortController();': lines(
    browserClient,
    scope,
    folder,
    '/** The file the user picked in an <input type="file">. */',
    'declare const picked: File;',
  ),
  'integrating/typescript-sdk.md: async function uploadWithProgress(file: File, bar: HTMLProgressElement) {': lines(browserClient, scope, folder),
  "integrating/typescript-sdk.md: const bytes = await readFile('./site-survey-2026.pdf');": lines(backendClient, scope, folder),
  'integrating/typescript-sdk.md: const pdf = await docbox.file.raw(scope, fileId);': lines(browserClient, scope, fileId),
  'integrating/typescript-sdk.md: const bytes = await docbox.file.rawNode(scope, fileId);': lines(backendClient, scope, fileId),
  'integrating/typescript-sdk.md: // Browser: show the small thumbnail.': lines(
    backendClient,
    scope,
    fileId,
    'declare const preview: HTMLImageElement;',
  ),
  'integrating/typescript-sdk.md: const {total_hits, results} = await docbox.documentBox.search(scope, {': lines(backendClient, scope, fileId),
  'integrating/typescript-sdk.md: for (const entry of await docbox.file.editHistory(scope, fileId)) {': lines(backendClient, scope, fileId),
  'integrating/typescript-sdk.md: const folderOrNull = await docbox.folder.get(scope, folderId).catch((error: unknown) => {': lines(
    backendClient,
    scope,
    'declare const folderId: string;',
  ),
  "integrating/typescript-sdk.md: const {version} = await docbox.httpGet<{version: string}>('server-details');": backendClient,

  // Upload a file and know when it is ready
  'integrating/upload-files.md: async function waitForUpload(scope: string, taskId: string): Promise<UploadFileResponse> {': lines(
    "import type {UploadFileResponse} from '@docbox-nz/docbox-sdk';",
    backendClient,
  ),

  // Search a box and a tenant: the fragments that follow the page's first example
  "integrating/search.md: const fileId = '2f1c6a3e-8d4b-4c1e-9a7f-3b5d2e6c8a10';": lines(backendClient, scope),
  "integrating/search.md: const invoicesId = '6e4a1f8c-2b9d-4c3e-a7f5-1d8b6c2e9a43';": lines(backendClient, scope),
  'integrating/search.md: const {total_hits, results} = await docbox.admin.search({': backendClient,
};
