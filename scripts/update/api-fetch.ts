/**
 * Brings in a newer OpenAPI description from the service:
 *   npm run api:fetch -- <url or file>
 * Validates it, prints which operations were added, removed or changed, and replaces
 * api/docbox.json atomically only when it is valid. On any failure it says why and leaves
 * the current file untouched.
 */
import {readFileSync, renameSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {
  InvalidSpecError,
  diffOperations,
  formatProblem,
  loadValidSpec,
  parseSpec,
  type OpenApiDocument,
} from '../build/lib/openapi';

const root = path.resolve(__dirname, '..', '..');
const target = path.resolve(root, process.env.DOCBOX_API_SPEC ?? 'api/docbox.json');

async function readSource(source: string): Promise<string> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, {signal: AbortSignal.timeout(30_000)});
    if (!response.ok) throw new Error(`${source}: download failed with HTTP ${response.status}`);
    return response.text();
  }
  return readFileSync(path.resolve(source), 'utf8');
}

async function main(): Promise<void> {
  const source = process.argv[2];
  if (!source) {
    throw new Error('usage: npm run api:fetch -- <url or file>');
  }
  const text = await readSource(source).catch((error: Error & {code?: string}) => {
    throw new Error(error.code === 'ENOENT' ? `${source}: file not found` : `${source}: ${error.message}`);
  });
  const {doc, warnings} = await loadValidSpec(source, text);
  for (const warning of warnings) console.warn(`warning: ${formatProblem(warning)}`);

  let current: OpenApiDocument | undefined;
  if (existsSync(target)) {
    try {
      current = parseSpec(target, readFileSync(target, 'utf8'));
    } catch {
      current = undefined; // a broken current file is simply replaced
    }
  }
  const diff = diffOperations(current, doc);
  const list = (label: string, ids: string[]) =>
    console.log(`${label} (${ids.length})${ids.length ? `: ${ids.join(', ')}` : ''}`);
  list('added', diff.added);
  list('removed', diff.removed);
  list('changed', diff.changed);

  // Pretty-print for readable diffs; write a temporary file and rename for an atomic swap.
  const output = `${JSON.stringify(doc, null, 2)}\n`;
  writeFileSync(`${target}.tmp`, output);
  renameSync(`${target}.tmp`, target);
  console.log(`${path.relative(root, target)} updated from ${source}.`);
}

main().catch((error: unknown) => {
  if (error instanceof InvalidSpecError) {
    console.error(`Not updated: the new description is invalid.\n${error.message}`);
  } else {
    console.error(`Not updated: ${(error as Error).message}`);
  }
  process.exit(1);
});
