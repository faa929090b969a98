/**
 * Every TypeScript block (`ts`, `typescript`, `tsx`) of the guides (docs/guides/) compiles, with
 * TypeScript's strict checks, as a reader would compile it: against the SDK's public API
 * (src/data/sdk-declarations/, which also holds the few parts of axios, hapi, the hapi gateway
 * and the SQS client that blocks import), Node.js's types and the DOM's.
 *
 * - All blocks go into one program, each block a file of its own (a module). A block with a path
 *   as its title (`title="src/docbox.ts"`) is that file: a block that imports `./docbox` gets the
 *   block titled `src/docbox.ts` on its own page, else on another page of its folder, else on any
 *   page; two candidates at the first level that has one is an error.
 * - A fragment that uses names it does not define (`scope`, `fileId`, the `docbox` client) has a
 *   prelude in tests/support/typescript-preludes.ts, keyed by page and block, that declares them.
 *   A block fails when it compiles neither on its own nor with its prelude; a prelude fails when
 *   its block compiles without it, or when no block has its key any more.
 * - The services of the SDK's declarations have exactly the methods and parameters that
 *   src/data/sdk.ts lists.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';
import {codeBlocks} from '../../scripts/checks/lib/facts';
import {sdkServiceMethods} from '../../src/data/sdk';
import {typescriptPreludes} from '../support/typescript-preludes';

const GUIDES = 'docs/guides';
const DECLARATIONS = path.resolve('src/data/sdk-declarations');
const TS_LANGUAGES = ['ts', 'typescript', 'tsx'];
/** Packages the blocks import that are not installed here, and the file that declares each. */
const PACKAGES: Record<string, string> = {
  '@docbox-nz/docbox-sdk': 'index.d.ts',
  '@docbox-nz/hapi-gateway': 'hapi-gateway.d.ts',
  axios: 'axios.d.ts',
  '@hapi/hapi': 'hapi.d.ts',
  '@aws-sdk/client-sqs': 'client-sqs.d.ts',
};
/** Where the blocks live in the program; nothing is written there. */
const VIRTUAL_ROOT = path.resolve('.typescript-blocks');

type Block = {
  /** The page, relative to docs/guides (`integrating/typescript-sdk.md`). */
  page: string;
  /** Line of the opening fence in the page. */
  line: number;
  /** `page: title`, or `page: first line` of the first statement that is not an import. */
  key: string;
  /** The file the block is, from a title such as `src/docbox.ts (backend)`. */
  titlePath?: string;
  code: string;
  prelude?: string;
  /** The block alone, and (with a prelude) the prelude followed by the block. */
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

function readBlocks(): Block[] {
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
        const pageDir = path.join(VIRTUAL_ROOT, page.replace(/\.mdx?$/, ''));
        const name = isPath ? titlePath : `src/block-${block.line}${extension}`;
        const key = `${page}: ${title ?? firstStatementLine(block.value)}`;
        return {
          page,
          line: block.line,
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

const blocks = readBlocks();

/** The block a relative import names, looked for on the importer's page, then its folder, then anywhere. */
function importedBlock(importer: Block, specifier: string): Block | string {
  const importerDir = path.posix.dirname(importer.titlePath ?? 'src/block.ts');
  const wanted = path.posix.normalize(path.posix.join(importerDir, specifier)).replace(/\.(js|ts|tsx)$/, '');
  const matches = (block: Block) => block.titlePath?.replace(/\.tsx?$/, '') === wanted;
  const levels = [
    (block: Block) => block.page === importer.page,
    (block: Block) => path.dirname(block.page) === path.dirname(importer.page),
    () => true,
  ];
  for (const level of levels) {
    const found = blocks.filter((block) => level(block) && matches(block));
    if (found.length === 1) return found[0]!;
    if (found.length > 1) return `${specifier} matches ${found.map((block) => `${block.page}:${block.line}`).join(' and ')}`;
  }
  return `no block is titled ${wanted}.ts`;
}

const options: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  skipLibCheck: true,
};

type Compiled = {program: ts.Program; resolutionProblems: Map<string, string[]>};

function compile(): Compiled {
  const files = new Map<string, {block: Block; text: string}>();
  for (const block of blocks) {
    files.set(block.bareFile, {block, text: block.code});
    files.set(block.file, {block, text: block.prelude === undefined ? block.code : `${block.prelude}\n${block.code}`});
  }
  const resolutionProblems = new Map<string, string[]>();
  const host = ts.createCompilerHost(options, true);
  const original = {getSourceFile: host.getSourceFile, fileExists: host.fileExists, readFile: host.readFile};
  host.getSourceFile = (fileName, language, onError, shouldCreate) => {
    const virtual = files.get(fileName);
    if (virtual) return ts.createSourceFile(fileName, virtual.text, language, true);
    return original.getSourceFile.call(host, fileName, language, onError, shouldCreate);
  };
  host.fileExists = (fileName) => files.has(fileName) || original.fileExists.call(host, fileName);
  host.readFile = (fileName) => files.get(fileName)?.text ?? original.readFile.call(host, fileName);
  host.resolveModuleNames = (names, containingFile) =>
    names.map((name) => {
      const declared = PACKAGES[name];
      if (declared) return {resolvedFileName: path.join(DECLARATIONS, declared), extension: ts.Extension.Dts, isExternalLibraryImport: false};
      const importer = files.get(containingFile)?.block;
      if (importer && name.startsWith('.')) {
        const found = importedBlock(importer, name);
        if (typeof found !== 'string') return {resolvedFileName: found.file, extension: found.file.endsWith('.tsx') ? ts.Extension.Tsx : ts.Extension.Ts};
        const problems = resolutionProblems.get(containingFile) ?? [];
        resolutionProblems.set(containingFile, [...problems, found]);
        return undefined;
      }
      return ts.resolveModuleName(name, containingFile, options, host).resolvedModule;
    });
  const program = ts.createProgram([...files.keys()], options, host);
  return {program, resolutionProblems};
}

const {program, resolutionProblems} = compile();

function errors(file: string, offset: number): string[] {
  const source = program.getSourceFile(file);
  assert.ok(source, `${file} is in the program`);
  const found = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
    if (diagnostic.start === undefined) return `TS${diagnostic.code}: ${message}`;
    const {line, character} = source.getLineAndCharacterOfPosition(diagnostic.start);
    const where = line < offset ? `prelude line ${line + 1}` : `block line ${line - offset + 1}:${character + 1}`;
    return `${where}: TS${diagnostic.code}: ${message}`;
  });
  return [...found, ...(resolutionProblems.get(file) ?? [])];
}

const results = blocks.map((block) => {
  const bare = errors(block.bareFile, 0);
  const preludeLines = block.prelude === undefined ? 0 : block.prelude.split('\n').length;
  const withPrelude = block.prelude === undefined ? bare : errors(block.file, preludeLines);
  return {block, bare, withPrelude};
});

test('the guides have TypeScript blocks, each with its own key', () => {
  assert.ok(blocks.length > 0, 'no TypeScript block found in docs/guides');
  const keys = new Map<string, Block[]>();
  for (const block of blocks) keys.set(block.key, [...(keys.get(block.key) ?? []), block]);
  const duplicates = [...keys.entries()].filter(([, same]) => same.length > 1);
  assert.deepEqual(
    duplicates.map(([key, same]) => `${key} (lines ${same.map((block) => block.line).join(', ')}): give one a title`),
    [],
  );
});

test('every TypeScript block of the guides compiles, alone or with its prelude', () => {
  const failures = results
    .filter(({withPrelude}) => withPrelude.length > 0)
    .map(({block, withPrelude}) => {
      const hint = block.prelude === undefined ? ' (no prelude; add one in tests/support/typescript-preludes.ts if it is a fragment)' : ' (with its prelude)';
      return `docs/guides/${block.page}:${block.line} [${block.key}]${hint}\n    ${withPrelude.join('\n    ')}`;
    });
  console.log(`${blocks.length} TypeScript blocks from ${new Set(blocks.map((block) => block.page)).size} guide pages compiled (strict), ${blocks.filter((block) => block.prelude).length} with a prelude`);
  assert.deepEqual(failures, []);
});

test('every prelude belongs to a block that needs it', () => {
  const keys = new Set(blocks.map((block) => block.key));
  const stale = Object.keys(typescriptPreludes).filter((key) => !keys.has(key));
  assert.deepEqual(stale, [], 'preludes whose block is gone or has another first line or title');
  const unneeded = results.filter(({block, bare}) => block.prelude !== undefined && bare.length === 0).map(({block}) => block.key);
  assert.deepEqual(unneeded, [], 'blocks that compile without their prelude');
});

test('the SDK declarations have the service methods and parameters of src/data/sdk.ts', () => {
  const checker = program.getTypeChecker();
  const sdk = program.getSourceFile(path.join(DECLARATIONS, 'index.d.ts'));
  assert.ok(sdk);
  const client = sdk.statements.find((node): node is ts.ClassDeclaration => ts.isClassDeclaration(node) && node.name?.text === 'DocboxClient');
  assert.ok(client, 'index.d.ts declares DocboxClient');
  const clientType = checker.getTypeAtLocation(client);
  const declared: Record<string, Record<string, string[]>> = {};
  for (const service of Object.keys(sdkServiceMethods)) {
    const property = clientType.getProperty(service);
    assert.ok(property, `DocboxClient has no ${service}`);
    const serviceType = checker.getTypeOfSymbol(property);
    declared[service] = Object.fromEntries(
      serviceType
        .getProperties()
        .map((method) => [method.name, checker.getTypeOfSymbol(method).getCallSignatures()[0]] as const)
        .filter(([, signature]) => signature !== undefined)
        .map(([name, signature]) => [name, signature!.getParameters().map((parameter) => parameter.name)]),
    );
  }
  assert.deepEqual(declared, sdkServiceMethods);
});
