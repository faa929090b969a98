import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import sdkCoverage, {coverageProblems, coverageTable} from '../../src/remark/sdkCoverage';
import {sdkOperations} from '../../src/data/sdk';
import {specOperations} from '../support/openapi-operations';

type Node = {type: string; value?: string; url?: string; children?: Node[]};
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
const operations = specOperations().map((op) => ({operationId: op.operationId, summary: op.summary ?? ''}));

describe('the SDK coverage table (src/remark/sdkCoverage.ts)', () => {
  it('replaces <SdkCoverage /> with one row per operation of api/docbox.json', () => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(sdkCoverage);
    const tree = processor.runSync(processor.parse('## SDK coverage\n\n<SdkCoverage />\n')) as Node;
    const table = tree.children?.find((node) => node.type === 'table');
    assert.ok(table, 'a table in place of the element');
    assert.ok(!JSON.stringify(tree).includes('SdkCoverage'));
    const rows = table.children ?? [];
    assert.equal(rows.length, operations.length + 1);
    assert.deepEqual(rows[0].children?.map(textOf), ['Operation', 'SDK call', 'Since']);
    const upload = rows.find((row) => textOf(row.children![0]) === 'Upload a file');
    assert.ok(upload);
    assert.deepEqual(upload.children?.map(textOf), ['Upload a file', 'file.upload(); also uploadAsync', '0.1.0']);
    assert.equal((upload.children![0].children![0] as Node).url, '/docs/api/file-upload');
    const health = rows.find((row) => (row.children![0].children![0] as Node).url === '/docs/api/health');
    assert.equal(textOf(health!.children![1]), 'not in the SDK');
  });

  it('names the versions where another call came later', () => {
    const table = coverageTable(operations, sdkOperations) as Node;
    const raw = table.children!.find((row) => (row.children![0].children![0] as Node).url === '/docs/api/file-get-raw-presigned');
    assert.equal(
      textOf(raw!.children![1]),
      'file.createRawPresigned(); also rawPresigned (0.6.3), rawPresignedNode (0.6.3)',
    );
  });

  it('reports an operation the SDK table lacks and an entry for an unknown operation, naming the files', () => {
    const {file_upload: _dropped, ...rest} = sdkOperations;
    const problems = coverageProblems(operations, {...rest, no_such_operation: {notInSdk: true}}, 'api/docbox.json');
    assert.deepEqual(problems, [
      'src/data/sdk.ts: no entry for operation file_upload of api/docbox.json',
      'src/data/sdk.ts: no_such_operation is not an operation of api/docbox.json',
    ]);
    assert.deepEqual(coverageProblems(operations, sdkOperations, 'api/docbox.json'), []);
  });
});
