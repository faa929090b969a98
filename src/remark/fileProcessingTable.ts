import {fileProcessingRows, generatedFileTypes, type FileProcessingRow} from '../data/fileProcessing';

/**
 * Replaces `<FileProcessingTable />` in a guide with a Markdown table, made when the site is built,
 * of what the server does with each kind of file (src/data/fileProcessing.ts). Types that do not
 * fit in a cell (more than MIME_TYPES_IN_CELL) are listed in a paragraph after the table. Both are
 * ordinary Markdown, so the Markdown twin and the site search get them too. A malformed row (no
 * source, a MIME type that is not type/subtype, an unknown generated type, …) stops the build
 * with the data file, the row and the problem.
 */

export const DATA_FILE = 'src/data/fileProcessing.ts';
/** A cell shows all MIME types up to this many; a longer list shows MIME_TYPES_SHORT of them and points to the full list after the table. */
export const MIME_TYPES_IN_CELL = 8;
export const MIME_TYPES_SHORT = 3;

type Node = {type: string; name?: string; value?: string; children?: Node[]; [key: string]: unknown};

const MIME = /^[a-z0-9][a-z0-9.+-]*\/[a-z0-9][a-z0-9.+-]*$/;
const SOURCE = /^packages\/[\w./-]+\.rs:\d+(-\d+)?$/;

/** Problems with the rows, each naming the data file and the row. */
export function fileProcessingProblems(rows: readonly FileProcessingRow[]): string[] {
  const problems: string[] = [];
  const seenIds = new Set<string>();
  const seenMimes = new Map<string, string>();
  rows.forEach((row, index) => {
    const name = `${DATA_FILE}: row ${index + 1}${typeof row?.id === 'string' && row.id ? ` (${row.id})` : ''}`;
    const problem = (text: string) => problems.push(`${name}: ${text}`);
    if (typeof row !== 'object' || row === null) return problem('is not an object');
    if (typeof row.id !== 'string' || !row.id) problem('has no id');
    else if (seenIds.has(row.id)) problem('repeats an id');
    else seenIds.add(row.id);
    if (typeof row.kind !== 'string' || !row.kind.trim()) problem('has no kind of file');
    if (typeof row.searchable !== 'string' || !row.searchable.trim()) problem('does not say what is searchable');
    if (!Array.isArray(row.source) || row.source.length === 0) problem('has no source (server file:line at 2197bc0)');
    else row.source.filter((entry) => typeof entry !== 'string' || !SOURCE.test(entry)).forEach((entry) =>
      problem(`source ${JSON.stringify(entry)} is not a path:line or path:first-last in the server repository`),
    );
    if (!Array.isArray(row.mimeTypes)) problem('has no mimeTypes list');
    else {
      if (row.mimeTypes.length === 0 && !row.mimeNote) problem('has neither MIME types nor a mimeNote');
      row.mimeTypes.forEach((mime) => {
        if (typeof mime !== 'string' || !MIME.test(mime)) return problem(`${JSON.stringify(mime)} is not a lowercase type/subtype`);
        const other = seenMimes.get(mime);
        if (other !== undefined) problem(`${mime} is also in row ${other}`);
        else seenMimes.set(mime, row.id);
      });
    }
    for (const key of ['converted', 'textExtracted', 'unpacked'] as const) {
      if (row[key] !== null && (typeof row[key] !== 'string' || !row[key].trim())) problem(`${key} must be a text or null`);
    }
    if (!Array.isArray(row.generated)) problem('has no generated list');
    else row.generated.forEach((output) => {
      if (!generatedFileTypes.includes(output?.type)) problem(`generated type ${JSON.stringify(output?.type)} is not a GeneratedFileType`);
      if (typeof output?.mime !== 'string' || !MIME.test(output.mime)) problem(`generated ${output?.type} has no valid MIME type`);
      if (typeof output?.what !== 'string' || !output.what.trim()) problem(`generated ${output?.type} does not say what it is`);
    });
  });
  return problems;
}

const text = (value: string): Node => ({type: 'text', value});
const code = (value: string): Node => ({type: 'inlineCode', value});
const cell = (...children: Node[]): Node => ({type: 'tableCell', children});
const row = (...cells: Node[]): Node => ({type: 'tableRow', children: cells});

/** Text with `backticked` parts as inline code, as the data file writes it. */
function inline(value: string): Node[] {
  return value.split(/(`[^`]+`)/).filter(Boolean).map((part) =>
    part.startsWith('`') && part.endsWith('`') ? code(part.slice(1, -1)) : text(part),
  );
}

function joined(items: Node[][], separator: string): Node[] {
  return items.flatMap((item, index) => (index === 0 ? item : [text(separator), ...item]));
}

const fullListNote = (entry: FileProcessingRow) => `and ${entry.mimeTypes.length - MIME_TYPES_SHORT} more, listed under the table`;

function mimeCell(entry: FileProcessingRow): Node {
  const long = entry.mimeTypes.length > MIME_TYPES_IN_CELL;
  const shown = entry.mimeTypes.slice(0, long ? MIME_TYPES_SHORT : undefined).map((mime) => [code(mime)]);
  const parts: Node[] = joined(shown, ', ');
  const rest = long ? fullListNote(entry) : undefined;
  const note = [rest, entry.mimeNote].filter(Boolean).join('; ');
  if (note) parts.push(...(parts.length > 0 ? [text(' ')] : []), ...inline(note));
  return cell(...parts);
}

const orNo = (value: string | null, no = 'No'): Node => cell(...inline(value ?? no));

/** The table, then a paragraph with the full MIME list of every row whose cell shows only part of it. */
export function fileProcessingTable(rows: readonly FileProcessingRow[]): Node[] {
  const header = row(
    ...['File', 'MIME types', 'Converted', 'Text extracted', 'Generated files', 'Unpacked', 'Search finds it by'].map((title) => cell(text(title))),
  );
  const body = rows.map((entry) =>
    row(
      cell(text(entry.kind)),
      mimeCell(entry),
      orNo(entry.converted),
      orNo(entry.textExtracted, 'None'),
      entry.generated.length === 0
        ? cell(text('None'))
        : cell(...joined(entry.generated.map((output) => [code(output.type), text(`: ${output.what} (`), code(output.mime), text(')')]), '; ')),
      orNo(entry.unpacked),
      cell(...inline(entry.searchable)),
    ),
  );
  const table: Node = {type: 'table', align: header.children!.map(() => null), children: [header, ...body]};
  const lists = rows
    .filter((entry) => entry.mimeTypes.length > MIME_TYPES_IN_CELL)
    .map((entry): Node => ({
      type: 'paragraph',
      children: [
        {type: 'strong', children: [text(`${entry.kind}: all ${entry.mimeTypes.length} MIME types.`)]},
        text(' '),
        ...joined(entry.mimeTypes.map((mime) => [code(mime)]), ', '),
        text('.'),
      ],
    }));
  return [table, ...lists];
}

export interface FileProcessingTableOptions {
  /** The rows; src/data/fileProcessing.ts by default (tests pass their own). */
  rows?: readonly FileProcessingRow[];
}

export default function fileProcessingTablePlugin(options: FileProcessingTableOptions = {}) {
  const rows = options.rows ?? fileProcessingRows;
  return (tree: Node): void => {
    const visit = (node: Node): void => {
      const children = node.children;
      if (!children) return;
      for (let index = 0; index < children.length; index += 1) {
        const child = children[index];
        if (child.type === 'mdxJsxFlowElement' && child.name === 'FileProcessingTable') {
          const problems = fileProcessingProblems(rows);
          if (problems.length > 0) throw new Error(`The file processing table cannot be built:\n${problems.join('\n')}`);
          const replacement = fileProcessingTable(rows);
          children.splice(index, 1, ...replacement);
          index += replacement.length - 1;
        } else {
          visit(child);
        }
      }
    };
    visit(tree);
  };
}
