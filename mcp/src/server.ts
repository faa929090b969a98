/**
 * The MCP server of the Docbox docs, over stdio: `npx -y <this package's folder or tarball>`.
 * It reads only the files next to it (dist/data), so it needs no network; what it answers is the
 * docs of the release in its version (data/about.json). Standard output carries the protocol
 * only: messages for people go to standard error.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {Docs} from './docs';
import {docsServer} from './tools';

async function main(): Promise<void> {
  const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
  let docs: Docs;
  try {
    docs = new Docs(dataDir);
  } catch (error) {
    console.error(`docbox-docs-mcp: cannot read the docs in ${dataDir} (${(error as Error).message}). Build the package with npm run build in the docs repository.`);
    process.exit(1);
  }
  await docsServer(docs).connect(new StdioServerTransport());
  console.error(`docbox-docs-mcp: the Docbox ${docs.about.release} docs, ${docs.pages.length} pages, on stdio`);
}

main().catch((error: unknown) => {
  console.error(`docbox-docs-mcp: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
