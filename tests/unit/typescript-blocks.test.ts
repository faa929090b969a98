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
 * tests/samples/typescript-blocks-run.test.ts runs the same blocks (docs-dev/typescript-blocks.md).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';
import {sdkServiceMethods} from '../../src/data/sdk';
import {importedBlock, readTypescriptBlocks, type TypescriptBlock} from '../support/typescript-blocks';
import {typescriptPreludes} from '../support/typescript-preludes';

const DECLARATIONS = path.resolve('src/data/sdk-declarations');
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

type Block = TypescriptBlock;

const blocks = readTypescriptBlocks(VIRTUAL_ROOT);

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
        const found = importedBlock(blocks, importer, name);
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
