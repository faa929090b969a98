import {Prism} from 'prism-react-renderer';
import {codeProperties} from '../components/StaticCodeBlock/properties';
import {tokenLinesHtml} from '../components/StaticCodeBlock/tokenLines';

/**
 * Highlights fenced code blocks when the site is built, so that no page ships a syntax
 * highlighter: the theme's code block tokenises in the browser with Prism (about 30 KiB of
 * JavaScript on every docs page) and renders each block twice to switch colour modes.
 *
 * Each fenced block keeps its place in the Markdown tree; the plugin adds the highlighted lines
 * as HTML (`data-highlighted`), the title and the first line number as properties of its
 * `<code>` element, and replaces the code with what a reader copies (magic comments removed).
 * `src/theme/MDXComponents/Code.tsx` renders that with `src/components/StaticCodeBlock`.
 * Token colours are classes, styled for both colour modes by `src/plugins/codeHighlighting.ts`.
 *
 * The parsing of the info string and of magic comments follows the theme's code block
 * (`@docusaurus/theme-common` codeBlockUtils), which cannot be loaded outside the bundler.
 */

export interface MagicComment {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

export interface HighlightCodeBlocksOptions {
  /** Prism languages to load beyond those prism-react-renderer bundles (prismjs component names). */
  additionalLanguages?: string[];
  /** Fence languages highlighted with another grammar, e.g. `dotenv` as `properties`. */
  aliases?: Record<string, string>;
  /** Fence languages shown as plain text on purpose. */
  plainLanguages?: string[];
  /** The theme's magic comments; the first one's class also marks `{1,3-4}` line ranges. */
  magicComments?: MagicComment[];
}

export interface HighlightedCode {
  /** The code a reader copies: the fence's content without magic comments or a final newline. */
  code: string;
  /** One `<div class="token-line">` per line, each token a `<span class="token TYPE…">`. */
  html: string;
  title?: string;
  /** Set when the info string asks for line numbers (`showLineNumbers` or `showLineNumbers=N`). */
  lineNumbersStart?: number;
}

export const defaultMagicComments: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

// Only the language components this site's pages use are loaded (they register themselves on a
// global `Prism`); prism-react-renderer already bundles json, yaml, markup and a few others.
const loadedLanguages = new Set<string>();
function loadLanguages(names: string[]): void {
  const globals = globalThis as {Prism?: unknown};
  const previous = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const name of names) {
      if (loadedLanguages.has(name)) continue;
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(`prismjs/components/prism-${name}`);
      loadedLanguages.add(name);
    }
  } finally {
    globals.Prism = previous;
  }
}


export function parseTitle(metastring: string | undefined): string | undefined {
  return metastring?.match(/title=(?<quote>["'])(?<title>.*?)\k<quote>/)?.groups?.title;
}

export function parseLineNumbersStart(metastring: string | undefined): number | undefined {
  const match = metastring?.match(/\bshowLineNumbers\b(?:=(\d+))?/);
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : 1;
}

/** `1,3-5` to the 0-based line numbers 0, 2, 3, 4. */
export function parseRanges(ranges: string): number[] {
  const lines: number[] = [];
  for (const part of ranges.split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = part.match(/^(\d+)(?:-(\d+))?$/);
    if (!match) throw new Error(`"${part}" is not a line number or a range like 3-5`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    for (let n = first; n <= last; n += 1) if (n > 0) lines.push(n - 1);
  }
  return lines;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Removes magic comment lines and says which lines they mark. Comments may be written in any of
 * the common styles (`#`, `//`, `/* *\/`, `<!-- -->`, `--`), as the theme accepts for languages
 * it has no specific rule for.
 */
export function applyMagicComments(
  code: string,
  metastring: string | undefined,
  magicComments: MagicComment[],
): {code: string; lineClassNames: Record<number, string[]>} {
  const lineClassNames: Record<number, string[]> = {};
  const mark = (line: number, className: string) => {
    (lineClassNames[line] ??= []).push(className);
  };
  const range = metastring?.match(/\{(?<range>[\d,-]+)\}/)?.groups?.range;
  if (range) {
    if (magicComments.length === 0) throw new Error('a line range is given but no magic comment is configured');
    for (const line of parseRanges(range)) mark(line, magicComments[0].className);
    return {code, lineClassNames};
  }
  const directives = magicComments
    .flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end])
    .filter((directive): directive is string => Boolean(directive))
    .map(escapeRegExp)
    .join('|');
  if (!directives) return {code, lineClassNames};
  const directive = new RegExp(
    `^\\s*(?:#|//|--|/\\*|<!--)\\s*(${directives})\\s*(?:\\*/|-->)?\\s*$`,
  );
  const lines = code.split(/\r?\n/);
  const blockStarts = new Map<string, number>();
  for (let index = 0; index < lines.length; ) {
    const name = lines[index].match(directive)?.[1];
    if (name === undefined) {
      index += 1;
      continue;
    }
    for (const comment of magicComments) {
      if (comment.line === name) mark(index, comment.className);
      if (comment.block?.start === name) blockStarts.set(comment.className, index);
      if (comment.block?.end === name) {
        for (let line = blockStarts.get(comment.className) ?? 0; line < index; line += 1) mark(line, comment.className);
      }
    }
    lines.splice(index, 1);
  }
  return {code: lines.join('\n'), lineClassNames};
}

/** Highlights one block; throws on a language it has no grammar for, so typos do not go unseen. */
export function highlightCode(
  source: string,
  language: string | undefined,
  metastring: string | undefined,
  options: HighlightCodeBlocksOptions = {},
): HighlightedCode {
  loadLanguages(options.additionalLanguages ?? []);
  const plain = new Set(options.plainLanguages ?? ['text']);
  const grammarName = language && !plain.has(language) ? (options.aliases?.[language] ?? language) : undefined;
  if (grammarName && !Prism.languages[grammarName]) {
    throw new Error(
      `no syntax highlighting for language "${language}": add its Prism component to additionalLanguages, ` +
        `map it with aliases, or mark the block as ${[...plain].map((name) => `"${name}"`).join(' or ')}`,
    );
  }
  const withoutFinalNewline = source.replace(/\r?\n$/, '');
  // As in the theme, magic comments are read only in blocks that name a language.
  const {code, lineClassNames} = language
    ? applyMagicComments(withoutFinalNewline, metastring, options.magicComments ?? defaultMagicComments)
    : {code: withoutFinalNewline, lineClassNames: {}};
  const lineNumbersStart = parseLineNumbersStart(metastring);
  return {
    code,
    html: tokenLinesHtml(Prism, code, grammarName, lineClassNames, lineNumbersStart !== undefined),
    title: parseTitle(metastring),
    lineNumbersStart,
  };
}

interface MdastNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: {start: {line: number}};
  data?: {hProperties?: Record<string, unknown>};
  children?: MdastNode[];
}

function visitCode(node: MdastNode, visitor: (code: MdastNode) => void): void {
  if (node.type === 'code') visitor(node);
  node.children?.forEach((child) => visitCode(child, visitor));
}

/** The remark plugin: `remarkPlugins: [[highlightCodeBlocks, options]]`. */
export default function highlightCodeBlocks(options: HighlightCodeBlocksOptions = {}) {
  return (tree: MdastNode, file: {path?: string}) => {
    visitCode(tree, (node) => {
      let result: HighlightedCode;
      try {
        result = highlightCode(node.value ?? '', node.lang ?? undefined, node.meta ?? undefined, options);
      } catch (error) {
        const where = `${file.path ?? 'Markdown file'}:${node.position?.start.line ?? '?'}`;
        throw new Error(`Code block at ${where}: ${(error as Error).message}`);
      }
      node.value = result.code;
      node.data = {
        ...node.data,
        hProperties: {
          ...node.data?.hProperties,
          [codeProperties.html]: result.html,
          ...(result.title === undefined ? {} : {[codeProperties.title]: result.title}),
          ...(result.lineNumbersStart === undefined
            ? {}
            : {[codeProperties.lineNumbersStart]: String(result.lineNumbersStart)}),
        },
      };
    });
  };
}
