/**
 * The TypeScript blocks (`ts`, `typescript`, `tsx`) of the guides (docs/guides/), read from the
 * pages as Docusaurus reads them, with the key their prelude (tests/support/typescript-preludes.ts)
 * is found by, and the file each block is in a program of all of them. Used by
 * tests/unit/typescript-blocks.test.ts (which compiles them) and
 * tests/samples/typescript-blocks-run.test.ts (which runs them).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {codeBlocks} from '../../scripts/checks/lib/facts';
import {typescriptPreludes} from './typescript-preludes';

export const GUIDES = 'docs/guides';
export const TS_LANGUAGES = ['ts', 'typescript', 'tsx'];

export type TypescriptBlock = {
  /** The page, relative to docs/guides (`integrating/typescript-sdk.md`). */
  page: string;
  /** Line of the opening fence in the page. */
  line: number;
  lang: string;
  /** `page: title`, or `page: first line` of the first statement that is not an import. */
  key: string;
  /** The file the block is, from a title such as `src/docbox.ts (backend)`. */
  titlePath?: string;
  code: string;
  prelude?: string;
  /** The block alone, and (with a prelude) the prelude followed by the block, under `root`. */
  bareFile: string;
  file: string;
};

function guidePages(dir = GUIDES): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return guidePages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function titleOf(meta: string): string | undefined {
  return /title="([^"]*)"/.exec(meta)?.[1];
}

/** The first line of the first statement that is not an import: what a reader sees the block do. */
function firstStatementLine(code: string): string {
  const source = ts.createSourceFile('block.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const statement = source.statements.find((node) => !ts.isImportDeclaration(node)) ?? source.statements[0];
  if (!statement) return code.trim().split('\n')[0] ?? '';
  // From the statement's leading trivia on, so that a comment above it counts as its first line.
  return code.slice(statement.getFullStart()).trimStart().split('\n')[0]!.trim();
}

/** Every TypeScript block of the guides; `root` is the folder the blocks' files are placed under. */
export function readTypescriptBlocks(root: string): TypescriptBlock[] {
  return guidePages().flatMap((file) => {
    const page = path.relative(GUIDES, file);
    const source = readFileSync(file, 'utf8');
    return codeBlocks(source)
      .filter((block) => TS_LANGUAGES.includes(block.lang))
      .map((block) => {
        const title = titleOf(block.meta);
        const titlePath = title?.split(/\s+/)[0];
        const isPath = titlePath !== undefined && /^[\w./-]+\.tsx?$/.test(titlePath);
        const extension = block.lang === 'tsx' ? '.tsx' : '.ts';
        const pageDir = path.join(root, page.replace(/\.mdx?$/, ''));
        const name = isPath ? titlePath : `src/block-${block.line}${extension}`;
        const key = `${page}: ${title ?? firstStatementLine(block.value)}`;
        return {
          page,
          line: block.line,
          lang: block.lang,
          key,
          titlePath: isPath ? titlePath : undefined,
          code: block.value,
          prelude: typescriptPreludes[key],
          file: path.join(pageDir, name),
          bareFile: path.join(pageDir, 'bare', name),
        };
      });
  });
}

/** The block a relative import names, looked for on the importer's page, then its folder, then anywhere. */
export function importedBlock(blocks: TypescriptBlock[], importer: TypescriptBlock, specifier: string): TypescriptBlock | string {
  const importerDir = path.posix.dirname(importer.titlePath ?? 'src/block.ts');
  const wanted = path.posix.normalize(path.posix.join(importerDir, specifier)).replace(/\.(js|ts|tsx)$/, '');
  const matches = (block: TypescriptBlock) => block.titlePath?.replace(/\.tsx?$/, '') === wanted;
  const levels = [
    (block: TypescriptBlock) => block.page === importer.page,
    (block: TypescriptBlock) => path.dirname(block.page) === path.dirname(importer.page),
    () => true,
  ];
  for (const level of levels) {
    const found = blocks.filter((block) => level(block) && matches(block));
    if (found.length === 1) return found[0]!;
    if (found.length > 1) return `${specifier} matches ${found.map((block) => `${block.page}:${block.line}`).join(' and ')}`;
  }
  return `no block is titled ${wanted}.ts`;
}
