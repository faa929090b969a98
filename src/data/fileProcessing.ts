/**
 * What the Docbox server does with each kind of uploaded file, read from its source
 * (docbox-nz/docbox at 2197bc0, server 0.9.3). The table on the guide "What Docbox does with each
 * file type" (docs/guides/integrating/file-types.mdx) is built from these rows by
 * src/remark/fileProcessingTable.ts, on the HTML page and in its Markdown twin alike; the page
 * writes none of it by hand. tests/unit/file-processing-table.test.ts checks the table.
 *
 * The server picks one branch per upload, by the file's MIME type, in this order
 * (packages/docbox-processing/src/lib.rs:213-251): PDF, then a type the office converter accepts,
 * then email, then an image type the image library knows; anything else is only stored. The rows
 * follow that order. Every row keeps beside it the places in the server source its facts come
 * from (`source`, `path:line` or `path:first-last` at 2197bc0). Re-read those files after a
 * server release.
 */

export const FILE_PROCESSING_COMMIT = '2197bc0';
export const FILE_PROCESSING_VERSION = '0.9.3';

/** The server's `GeneratedFileType` values (packages/docbox-database/src/models/generated_file.rs:26-42). */
export const generatedFileTypes = [
  'Pdf',
  'CoverPage',
  'SmallThumbnail',
  'LargeThumbnail',
  'TextContent',
  'HtmlContent',
  'Metadata',
] as const;

export type GeneratedFileType = (typeof generatedFileTypes)[number];

/** One generated file a row's files get: its type, the MIME type it is stored with, and what it is. */
export type GeneratedOutput = {type: GeneratedFileType; mime: string; what: string};

export type FileProcessingRow = {
  /** Short stable name, used in error messages. */
  id: string;
  /** The kind of file, as the table's first column says it. */
  kind: string;
  /** The exact MIME types (type/subtype, lowercase) that select this row; empty only with `mimeNote`. */
  mimeTypes: string[];
  /** Words shown after the MIME types (or instead of them when there are none). */
  mimeNote?: string;
  /** How the file is converted, or null when it is not. */
  converted: string | null;
  /** Which text is extracted, or null when none is. */
  textExtracted: string | null;
  /** Generated files the upload gets, in the order the server stores them. */
  generated: GeneratedOutput[];
  /** What is unpacked into files of their own, or null when nothing is. */
  unpacked: string | null;
  /** What a search can find the file by. */
  searchable: string;
  /** Where the facts of this row are in the server source at 2197bc0: one `path:line` or `path:first-last` per entry. */
  source: string[];
};

/**
 * The office converter's list, `LIBREOFFICE_CONVERTABLE_FORMATS`
 * (packages/docbox-processing/src/office/libreoffice.rs:2-65), as the server applies it
 * (libreoffice.rs:68-73): without `application/pdf` (the PDF branch comes first), without the four
 * `image/*` entries (images never go to the converter), and without the two repeated entries
 * (`application/clarisworks`, and `application/vnd.ms-excel.sheet.macroEnabled.12`, which the
 * lowercase entry already covers because the server compares lowercase essences). The most common
 * types come first; the table shows the first few.
 */
export const officeMimeTypes = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/rtf',
  'text/html',
  'application/vnd.ms-word.template.macroenabled.12',
  'application/vnd.ms-excel.sheet.binary.macroenabled.12',
  'application/vnd.ms-excel.sheet.macroenabled.12',
  'application/vnd.ms-excel.template.macroenabled.12',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.slideshow',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template',
  'application/vnd.oasis.opendocument.text-template',
  'application/vnd.oasis.opendocument.text-flat-xml',
  'application/vnd.oasis.opendocument.spreadsheet-flat-xml',
  'application/vnd.oasis.opendocument.formula',
  'application/vnd.sun.xml.writer',
  'application/vnd.sun.xml.writer.template',
  'application/vnd.sun.xml.calc',
  'application/vnd.sun.xml.calc.template',
  'application/vnd.sun.xml.math',
  'application/vnd.sun.xml.base',
  'application/vnd.wordperfect',
  'application/vnd.ms-works',
  'application/x-mswrite',
  'application/clarisworks',
  'application/macwriteii',
  'application/x-abiword',
  'application/x-t602',
  'application/vnd.lotus-wordpro',
  'application/vnd.lotus-1-2-3',
  'application/x-hwp',
  'application/x-fictionbook+xml',
  'application/x-aportisdoc',
  'application/prs.plucker',
  'application/x-iwork-pages-sffpages',
  'application/x-iwork-numbers-sffnumbers',
  'application/vnd.palm',
  'application/epub+zip',
  'application/x-pocket-word',
  'text/spreadsheet',
  'application/x-gnumeric',
  'application/mathml+xml',
  'application/docbook+xml',
  'application/xhtml+xml',
];

const pdfOutputs: GeneratedOutput[] = [
  {type: 'CoverPage', mime: 'image/jpeg', what: 'page 1 rendered as an image'},
  {type: 'LargeThumbnail', mime: 'image/jpeg', what: 'page 1 within 512 × 512 px'},
  {type: 'SmallThumbnail', mime: 'image/jpeg', what: 'page 1 within 64 × 64 px'},
  {type: 'TextContent', mime: 'text/plain', what: 'the text of all pages'},
];

export const fileProcessingRows: FileProcessingRow[] = [
  {
    id: 'pdf',
    kind: 'PDF',
    mimeTypes: ['application/pdf', 'application/x-pdf'],
    converted: null,
    textExtracted: 'The text of every page, page by page',
    generated: pdfOutputs,
    unpacked: null,
    searchable: 'Name, and the text of each page',
    source: [
      'packages/docbox-processing/src/lib.rs:219-225',
      'packages/docbox-processing/src/pdf.rs:48-153',
      'packages/docbox-processing/src/pdf.rs:155-168',
      'packages/docbox-processing/src/pdf.rs:200-220',
      'packages/docbox-core/src/files/index_file.rs:26-43',
    ],
  },
  {
    id: 'office',
    kind: 'Office and other documents',
    mimeTypes: officeMimeTypes,
    converted: 'To PDF, by the office converter; then processed as a PDF',
    textExtracted: 'The text of every page of the converted PDF',
    generated: [...pdfOutputs, {type: 'Pdf', mime: 'application/pdf', what: 'the converted document'}],
    unpacked: null,
    searchable: 'Name, and the text of each page of the converted PDF',
    source: [
      'packages/docbox-processing/src/lib.rs:226-232',
      'packages/docbox-processing/src/office/libreoffice.rs:2-73',
      'packages/docbox-processing/src/office/mod.rs:159-205',
      'packages/docbox-processing/src/office/convert_server.rs:134-155',
      'packages/docbox-processing/src/office/convert_lambda.rs:145-227',
      'packages/docbox-core/src/files/index_file.rs:26-43',
    ],
  },
  {
    id: 'email',
    kind: 'Email',
    mimeTypes: ['message/rfc822'],
    mimeNote: '(`.eml` files)',
    converted: null,
    textExtracted: 'The body: its plain-text part, or else the text of its HTML part',
    generated: [
      {type: 'Metadata', mime: 'application/json', what: 'sender, recipients, subject, date, headers, attachment list'},
      {type: 'HtmlContent', mime: 'text/html', what: 'the HTML body, if any'},
      {type: 'TextContent', mime: 'text/plain', what: 'the body text, if any'},
    ],
    unpacked: 'Attachments become files of their own, children of the email (unless `skip_attachments`)',
    searchable: 'Name, and the body text (as one page)',
    source: [
      'packages/docbox-processing/src/lib.rs:233-239',
      'packages/docbox-processing/src/email.rs:26-29',
      'packages/docbox-processing/src/email.rs:102-320',
      'packages/docbox-core/src/files/upload_file.rs:231-237',
      'packages/docbox-core/src/files/upload_file.rs:291-326',
      'packages/docbox-core/src/files/index_file.rs:26-43',
    ],
  },
  {
    id: 'image',
    kind: 'Images',
    mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/tiff', 'image/bmp', 'image/x-icon'],
    mimeNote: 'and other types the image library knows; not SVG',
    converted: null,
    textExtracted: null,
    generated: [
      {type: 'LargeThumbnail', mime: 'image/jpeg', what: 'within 512 × 512 px (256 × 256 for icons)'},
      {type: 'SmallThumbnail', mime: 'image/jpeg', what: 'within 64 × 64 px'},
    ],
    unpacked: null,
    searchable: 'Name only',
    source: [
      'packages/docbox-processing/src/lib.rs:240-246',
      'packages/docbox-processing/src/image.rs:29-69',
      'packages/docbox-processing/src/image.rs:95-109',
      'packages/docbox-processing/src/office/libreoffice.rs:68-73',
      'packages/docbox-core/src/files/index_file.rs:26-43',
    ],
  },
  {
    id: 'other',
    kind: 'Everything else',
    mimeTypes: [],
    mimeNote: 'Any other type: `text/plain`, `text/csv`, `application/json`, `application/zip`, `image/svg+xml`, `application/vnd.ms-powerpoint` (`.ppt`), audio, video, …',
    converted: null,
    textExtracted: null,
    generated: [],
    unpacked: null,
    searchable: 'Name only',
    source: [
      'packages/docbox-processing/src/lib.rs:247-250',
      'packages/docbox-core/src/files/upload_file.rs:256-277',
      'packages/docbox-core/src/files/index_file.rs:26-43',
    ],
  },
];
