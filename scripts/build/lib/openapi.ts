/**
 * Loading, validating and comparing OpenAPI descriptions. Used by the build
 * (api-generate.ts) and by the maintainer command that brings in a new description
 * (api-fetch.ts), so both reject bad input with the same messages.
 */
import {createConfig, lintFromString} from '@redocly/openapi-core';

export type OpenApiDocument = {
  openapi?: string;
  paths?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

/** One problem found in a description, located by JSON pointer. */
export type SpecProblem = {
  file: string;
  pointer: string;
  message: string;
  severity: 'error' | 'warn';
};

export function formatProblem(problem: SpecProblem): string {
  return `${problem.file}: ${problem.pointer || '#'}: ${problem.message}`;
}

/** Thrown when a description cannot be used; its message names the file, pointer and problem. */
export class InvalidSpecError extends Error {
  constructor(public readonly problems: SpecProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'InvalidSpecError';
  }
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Line and column (1-based) of a character offset, for JSON syntax errors. */
function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return {line, column};
}

/** Parses JSON text, turning a syntax error into a problem with its line and column. */
export function parseSpec(file: string, text: string): OpenApiDocument {
  try {
    const doc: unknown = JSON.parse(text);
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
      throw new InvalidSpecError([
        {file, pointer: '#', message: 'the description must be a JSON object', severity: 'error'},
      ]);
    }
    return doc as OpenApiDocument;
  } catch (error) {
    if (error instanceof InvalidSpecError) throw error;
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const where = position ? lineAndColumn(text, Number(position[1])) : undefined;
    throw new InvalidSpecError([
      {
        file,
        pointer: '#',
        message: `malformed JSON${where ? ` at line ${where.line}, column ${where.column}` : ''}: ${message}`,
        severity: 'error',
      },
    ]);
  }
}

/** Every operation, keyed by operationId. Operations without one are reported by lint. */
export function listOperations(doc: OpenApiDocument): Map<string, {method: string; path: string; body: string}> {
  const operations = new Map<string, {method: string; path: string; body: string}>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method] as {operationId?: string} | undefined;
      if (operation?.operationId) {
        operations.set(operation.operationId, {
          method: method.toUpperCase(),
          path,
          body: JSON.stringify({path, method, operation, shared: item.parameters ?? null}),
        });
      }
    }
  }
  return operations;
}

// Rules that must hold for the site to generate one correct page per operation.
const LINT_RULES = {
  'struct': 'error',
  'no-unresolved-refs': 'error',
  'operation-operationId': 'error',
  'operation-operationId-unique': 'error',
  'operation-operationId-url-safe': 'error',
  'no-invalid-media-type-examples': {severity: 'error', allowAdditionalProperties: false},
  'no-invalid-parameter-examples': 'error',
  'no-invalid-schema-examples': 'error',
  'operation-summary': 'error',
  'operation-2xx-response': 'error',
  'path-parameters-defined': 'error',
  'no-identical-paths': 'error',
  // Docbox really has /file/presigned/{task_id} beside /file/{file_id}/raw; its router
  // prefers the literal segment.
  'no-ambiguous-paths': 'off',
  'security-defined': 'error',
  'operation-tag-defined': 'error',
  'tag-description': 'warn',
  'operation-description': 'warn',
  'info-license': 'warn',
  // The description documents a local Docbox at http://localhost:8080 on purpose.
  'no-server-example.com': 'off',
} as const;

/**
 * Validates a description with Redocly's OpenAPI linter: structure, references, unique
 * operation ids and examples against their schemas. Returns every problem found.
 */
export async function lintSpec(file: string, text: string): Promise<SpecProblem[]> {
  const config = await createConfig({extends: ['minimal'], rules: LINT_RULES as never});
  const problems = await lintFromString({source: text, absoluteRef: file, config});
  return problems.map((problem) => {
      const location = problem.location[0];
      const pointer = location?.pointer ?? '#';
      return {
        file,
        pointer: decodeURIComponent(pointer),
        message: `${problem.message} (${problem.ruleId})`,
        severity: problem.severity === 'error' ? 'error' : 'warn',
      };
    });
}

/**
 * Parses and validates a description. Throws InvalidSpecError listing every error;
 * returns the document and any warnings when it is usable.
 */
export async function loadValidSpec(
  file: string,
  text: string,
): Promise<{doc: OpenApiDocument; warnings: SpecProblem[]}> {
  const doc = parseSpec(file, text);
  if (typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.')) {
    throw new InvalidSpecError([
      {file, pointer: '#/openapi', message: 'expected an OpenAPI 3.x description', severity: 'error'},
    ]);
  }
  const problems = await lintSpec(file, text);
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) throw new InvalidSpecError(errors);
  return {doc, warnings: problems.filter((problem) => problem.severity === 'warn')};
}

export type OperationDiff = {added: string[]; removed: string[]; changed: string[]};

/** Which operations a new description adds, removes or changes, by operationId. */
export function diffOperations(before: OpenApiDocument | undefined, after: OpenApiDocument): OperationDiff {
  const old = before ? listOperations(before) : new Map();
  const next = listOperations(after);
  const added = [...next.keys()].filter((id) => !old.has(id)).sort();
  const removed = [...old.keys()].filter((id) => !next.has(id)).sort();
  const changed = [...next.keys()]
    .filter((id) => old.has(id) && old.get(id)?.body !== next.get(id)?.body)
    .sort();
  return {added, removed, changed};
}

/** The page slug docusaurus-plugin-openapi-docs gives an operation. */
export function operationSlug(operationId: string): string {
  return operationId.replace(/_/g, '-').toLowerCase();
}
