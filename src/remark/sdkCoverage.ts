import {readFileSync} from 'node:fs';
import path from 'node:path';
import {isSdkCall, sdkOperations, type SdkEntry} from '../data/sdk';

/**
 * Replaces `<SdkCoverage />` in a guide with a Markdown table, made when the site is built, of
 * every operation of the OpenAPI description and the SDK call that sends it (src/data/sdk.ts).
 * The table is part of the page's HTML, so it costs no JavaScript of its own and search indexes
 * it. An operation without an entry in the SDK table, or an entry for an operation that does not
 * exist, stops the build with the file and the operation.
 */

export interface SdkCoverageOptions {
  /** The OpenAPI description; api/docbox.json by default. */
  specFile?: string;
}

type Node = {type: string; name?: string; value?: string; url?: string; children?: Node[]; [key: string]: unknown};
type SpecOperation = {operationId: string; summary: string};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const DEFAULT_SPEC = path.resolve(__dirname, '../../api/docbox.json');

function specOperations(specFile: string): SpecOperation[] {
  const spec = JSON.parse(readFileSync(specFile, 'utf8')) as {paths?: Record<string, Record<string, SpecOperation>>};
  return Object.values(spec.paths ?? {}).flatMap((item) =>
    METHODS.filter((method) => item[method]).map((method) => item[method]),
  );
}

/** Problems that keep the table from matching the description, each naming its file. */
export function coverageProblems(operations: SpecOperation[], table: Record<string, SdkEntry>, specFile: string): string[] {
  const known = new Set(operations.map((operation) => operation.operationId));
  return [
    ...operations
      .filter((operation) => !(operation.operationId in table))
      .map((operation) => `src/data/sdk.ts: no entry for operation ${operation.operationId} of ${specFile}`),
    ...Object.keys(table)
      .filter((id) => !known.has(id))
      .map((id) => `src/data/sdk.ts: ${id} is not an operation of ${specFile}`),
  ];
}

const text = (value: string): Node => ({type: 'text', value});
const code = (value: string): Node => ({type: 'inlineCode', value});
const cell = (...children: Node[]): Node => ({type: 'tableCell', children});
const row = (...cells: Node[]): Node => ({type: 'tableRow', children: cells});

/**
 * The coverage table as an mdast table node: the operation, the SDK call that sends it (then any
 * other calls that send the same request, with their first version where it differs) and the
 * first SDK version in which the call works.
 */
export function coverageTable(operations: SpecOperation[], table: Record<string, SdkEntry>): Node {
  const header = row(cell(text('Operation')), cell(text('SDK call')), cell(text('Since')));
  const rows = operations.map((operation) => {
    const entry = table[operation.operationId];
    const link: Node = {
      type: 'link',
      url: `/docs/api/${operation.operationId.replace(/_/g, '-')}`,
      children: [text(operation.summary)],
    };
    if (!isSdkCall(entry)) return row(cell(link), cell(text('not in the SDK')), cell(text('–')));
    const call: Node[] = [code(`${entry.service}.${entry.method}()`)];
    (entry.alternatives ?? []).forEach((other, index) => {
      call.push(text(index === 0 ? '; also ' : ', '), code(other.method));
      if (other.since !== entry.since) call.push(text(` (${other.since})`));
    });
    return row(cell(link), cell(...call), cell(text(entry.since)));
  });
  return {type: 'table', align: [null, null, null], children: [header, ...rows]};
}

export default function sdkCoverage(options: SdkCoverageOptions = {}) {
  const specFile = options.specFile ?? DEFAULT_SPEC;
  return (tree: Node): void => {
    const visit = (node: Node): void => {
      node.children?.forEach((child, index) => {
        if (child.type === 'mdxJsxFlowElement' && child.name === 'SdkCoverage') {
          const operations = specOperations(specFile);
          const problems = coverageProblems(operations, sdkOperations, path.relative(process.cwd(), specFile) || specFile);
          if (problems.length > 0) throw new Error(`The SDK coverage table cannot be built:\n${problems.join('\n')}`);
          node.children![index] = coverageTable(operations, sdkOperations);
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
  };
}
