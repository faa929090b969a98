import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import fileProcessingTablePlugin, {
  fileProcessingProblems,
  fileProcessingTable,
  MIME_TYPES_IN_CELL,
  MIME_TYPES_SHORT,
} from '../../src/remark/fileProcessingTable';
import {fileProcessingRows, officeMimeTypes, type FileProcessingRow} from '../../src/data/fileProcessing';
import {parseMdx} from '../../src/plugins/markdownTwins/mdx';

type Node = {type: string; value?: string; children?: Node[]};
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
const run = (rows?: readonly FileProcessingRow[]) => {
  const processor = unified().use(remarkParse).use(remarkMdx).use(fileProcessingTablePlugin, {rows});
  return processor.runSync(processor.parse('## File types\n\n<FileProcessingTable />\n\nAfter.\n')) as Node;
};

describe('the file processing table (src/remark/fileProcessingTable.ts)', () => {
  it('the data file is well formed', () => {
    assert.deepEqual(fileProcessingProblems(fileProcessingRows), []);
  });

  it('replaces <FileProcessingTable /> with one table row per data row, in order', () => {
    const tree = run();
    assert.ok(!JSON.stringify(tree).includes('FileProcessingTable'));
    const table = tree.children!.find((node) => node.type === 'table');
    assert.ok(table, 'a table in place of the element');
    const rows = table.children!;
    assert.equal(rows.length, fileProcessingRows.length + 1);
    assert.deepEqual(rows.slice(1).map((row) => textOf(row.children![0])), fileProcessingRows.map((row) => row.kind));
    fileProcessingRows.forEach((data, index) => {
      const cells = rows[index + 1].children!.map(textOf);
      const shown = data.mimeTypes.length > MIME_TYPES_IN_CELL ? MIME_TYPES_SHORT : undefined;
      for (const mime of data.mimeTypes.slice(0, shown)) assert.ok(cells[1].includes(mime), `${data.id}: ${mime}`);
      for (const output of data.generated) assert.ok(cells[4].includes(output.type), `${data.id}: ${output.type}`);
      if (data.generated.length === 0) assert.equal(cells[4], 'None');
    });
    assert.equal(textOf(tree.children!.at(-1)!), 'After.', 'the text after the element stays in place');
  });

  it('lists every office MIME type after the table', () => {
    const nodes = fileProcessingTable(fileProcessingRows);
    const list = nodes.slice(1).map(textOf).join('\n');
    for (const mime of officeMimeTypes) assert.ok(list.includes(mime), mime);
  });

  it('gives the Markdown twin the same table', () => {
    const tree = parseMdx('## File types\n\n<FileProcessingTable />\n', 'docs/guides/integrating/file-types.mdx');
    const markdown = unified().use(remarkGfm).use(remarkStringify).stringify(tree as never);
    assert.match(markdown, /\| File +\| MIME types/);
    for (const row of fileProcessingRows) assert.ok(markdown.includes(row.kind), row.kind);
  });

  it('stops with the data file, the row and the problem when a row is malformed', () => {
    const {source: _dropped, ...withoutSource} = fileProcessingRows[0];
    const broken = [withoutSource as FileProcessingRow, ...fileProcessingRows.slice(1)];
    assert.throws(() => run(broken), (error: Error) => {
      assert.match(error.message, /src\/data\/fileProcessing\.ts: row 1 \(pdf\): has no source/);
      return true;
    });
    const badMime = {...fileProcessingRows[1], mimeTypes: ['Word document'], id: 'office'};
    assert.deepEqual(fileProcessingProblems([badMime]), [
      'src/data/fileProcessing.ts: row 1 (office): "Word document" is not a lowercase type/subtype',
    ]);
    const badGenerated = {...fileProcessingRows[3], generated: [{type: 'Thumbnail', mime: 'image/jpeg', what: 'x'}]};
    assert.deepEqual(fileProcessingProblems([badGenerated as never]), [
      'src/data/fileProcessing.ts: row 1 (image): generated type "Thumbnail" is not a GeneratedFileType',
    ]);
    assert.deepEqual(fileProcessingProblems([fileProcessingRows[0], fileProcessingRows[0]]), [
      'src/data/fileProcessing.ts: row 2 (pdf): repeats an id',
      'src/data/fileProcessing.ts: row 2 (pdf): application/pdf is also in row pdf',
      'src/data/fileProcessing.ts: row 2 (pdf): application/x-pdf is also in row pdf',
    ]);
  });
});
