/**
 * Checks that keep the guides true to Docbox where a machine can tell (run by
 * scripts/check-facts.ts in npm test):
 * - every config example in a fenced block (JSON, TOML, YAML, dotenv) parses;
 * - every `DOCBOX_*` environment variable a guide names is in src/data/serverEnvVars.ts, and that
 *   list and the environment variable reference page name the same variables;
 * - every `docbox-cli` command line in a guide uses a subcommand and options that CLI 0.9.0 has
 *   (src/data/cli.ts), and the CLI reference's command tables match that list;
 * - every TypeScript SDK method a page about the SDK names is one the SDK has (src/data/sdk.ts).
 */
import matter from 'gray-matter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {parse as parseToml} from 'smol-toml';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {parse as parseYaml} from 'yaml';
import type {CliOption, CliSurface} from '../../src/data/cli';

export type FactProblem = {file: string; line?: number; message: string};

export type CodeBlock = {lang: string; meta: string; value: string; line: number};

type Position = {start: {line: number}};
type MdNode = {type: string; value?: string; lang?: string | null; meta?: string | null; position?: Position; children?: MdNode[]};

/** The page's Markdown tree (MDX, as Docusaurus parses it), and the line its body starts on. */
function parsePage(source: string): {tree: MdNode; offset: number} {
  const {content} = matter(source);
  const offset = source.split('\n').length - content.split('\n').length;
  // Docusaurus takes HTML comments (`<!-- truncate -->`) and heading IDs (`## Title {#id}`) out
  // before MDX sees them; do the same, keeping the lines where they are.
  const mdx = content
    .replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '))
    // `[ \t]`, not `\s`: `\s*$` would also take the newlines after the heading and shift every
    // later line number.
    .replace(/^(#{1,6} .*?)[ \t]*\{#[\w-]+\}[ \t]*$/gm, '$1');
  const tree = unified().use(remarkParse).use(remarkMdx).parse(mdx) as MdNode;
  return {tree, offset};
}

/** Fenced code blocks with their language and 1-based line in the file. */
export function codeBlocks(source: string): CodeBlock[] {
  const {tree, offset} = parsePage(source);
  const blocks: CodeBlock[] = [];
  visit(tree as never, 'code', (node: MdNode) => {
    blocks.push({lang: node.lang ?? '', meta: node.meta ?? '', value: node.value ?? '', line: (node.position?.start.line ?? 0) + offset});
  });
  return blocks;
}

/** Inline code spans, with their 1-based line in the file. */
export function inlineCode(source: string): {value: string; line: number}[] {
  const {tree, offset} = parsePage(source);
  const spans: {value: string; line: number}[] = [];
  visit(tree as never, 'inlineCode', (node: MdNode) => {
    spans.push({value: node.value ?? '', line: (node.position?.start.line ?? 0) + offset});
  });
  return spans;
}

/** Why a config example does not parse, or null when it does (or its language has no parser here). */
export function exampleError(lang: string, code: string): string | null {
  try {
    switch (lang) {
      case 'json':
        JSON.parse(code);
        return null;
      case 'toml':
        parseToml(code);
        return null;
      case 'yaml':
      case 'yml':
        parseYaml(code, {prettyErrors: true});
        return null;
      case 'dotenv': {
        const bad = code
          .split('\n')
          .map((text, index) => ({text: text.trim(), index}))
          .find(({text}) => text !== '' && !text.startsWith('#') && !/^(export\s+)?[A-Za-z_][A-Za-z0-9_]*=/.test(text));
        return bad ? `line ${bad.index + 1} is not NAME=value: "${bad.text}"` : null;
      }
      default:
        return null;
    }
  } catch (error) {
    return (error as Error).message.split('\n')[0]!;
  }
}

export function checkExamples(file: string, source: string): FactProblem[] {
  return codeBlocks(source).flatMap((block) => {
    const error = exampleError(block.lang, block.value);
    return error ? [{file, line: block.line, message: `${block.lang} example does not parse: ${error}`}] : [];
  });
}

const DOCBOX_VAR = /\bDOCBOX_[A-Z0-9_]*[A-Z0-9]\b/g;

/** `DOCBOX_*` names anywhere on a page (prose and code), with their lines. */
export function docboxVariables(source: string): {name: string; line: number}[] {
  const found: {name: string; line: number}[] = [];
  source.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(DOCBOX_VAR)) found.push({name: match[0], line: index + 1});
  });
  return found;
}

export function checkEnvVariables(file: string, source: string, known: ReadonlySet<string>): FactProblem[] {
  return docboxVariables(source)
    .filter(({name}) => !known.has(name))
    .map(({name, line}) => ({
      file,
      line,
      message: `${name} is not a server environment variable (src/data/serverEnvVars.ts lists those the server reads)`,
    }));
}

/** Variable names in the first column of the reference page's tables. */
export function referenceTableVariables(source: string): string[] {
  const names: string[] = [];
  for (const line of source.split('\n')) {
    const cell = /^\|\s*([^|]+?)\s*\|/.exec(line)?.[1];
    if (!cell) continue;
    for (const match of cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.push(match[1]!);
  }
  return names;
}

/**
 * AWS CLI commands run from the operator's machine must say which account and region they act
 * on (`--profile` and `--region`): a new shell's defaults may be another account. Commands in a
 * block titled as run on an instance, or inside `sh -c '…'`, use the instance's role instead.
 */
export function awsCommandsWithoutProfile(block: CodeBlock): string[] {
  if (!['bash', 'sh', 'shell'].includes(block.lang) || /instance/i.test(block.meta)) return [];
  return block.value
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .filter((line) => /(^|[\s$(|;&])aws\s+[a-z][a-z0-9-]*\s/.test(line) && !/\bsh -c\b/.test(line))
    .filter((line) => !/--profile\b/.test(line) || !/--region\b/.test(line))
    .map((line) => line.trim());
}

export function checkAwsCommands(file: string, source: string): FactProblem[] {
  return codeBlocks(source).flatMap((block) =>
    awsCommandsWithoutProfile(block).map((command) => ({
      file,
      line: block.line,
      message: `aws command without --profile and --region: ${command.slice(0, 80)}`,
    })),
  );
}

/**
 * Shell words of each `docbox-cli` command in a piece of shell (line continuations joined): a
 * command is split off at `|`, `&&`, `||` and `;`, and counts when its program is docbox-cli,
 * after any `sudo` or `NAME=value` prefix. `cargo install docbox-cli` is not a docbox-cli command.
 */
export function cliInvocations(code: string): string[][] {
  const invocations: string[][] = [];
  for (const line of code.replace(/\\\n/g, ' ').split('\n')) {
    const text = line.replace(/(^|\s)#.*$/, '');
    for (const command of text.split(/\|\||&&|[|;]/)) {
      const words = command.trim().split(/\s+/).filter(Boolean);
      while (words.length > 0 && (words[0] === 'sudo' || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!))) words.shift();
      if (words.length === 0 || !/(^|\/)docbox-cli$/.test(words[0]!)) continue;
      // Stop at a redirect: what follows is a file name, not an argument.
      const redirect = words.findIndex((word) => /^\d?>/.test(word));
      invocations.push(words.slice(1, redirect < 0 ? undefined : redirect));
    }
  }
  return invocations;
}

function findOption(options: CliOption[], word: string): CliOption | undefined {
  const long = /^--([a-z][a-z-]*)(=.*)?$/.exec(word)?.[1];
  if (long) return options.find((option) => option.long === long);
  const short = /^-([A-Za-z])$/.exec(word)?.[1];
  return short ? options.find((option) => option.short === short) : undefined;
}

const isOption = (word: string) => /^--?[A-Za-z]/.test(word);
const isPlaceholder = (word: string) => /^[<[]|^\.\.\.$|^\$/.test(word);

/** Problems with one `docbox-cli` command line, as words after the program name. */
export function checkCliWords(words: string[], {global, subcommands, help}: CliSurface): string[] {
  const problems: string[] = [];
  let index = 0;
  // Options before the subcommand are the program's own.
  while (index < words.length && isOption(words[index]!)) {
    const word = words[index]!;
    const option = findOption(global, word);
    if (!option) {
      problems.push(`${word} is not an option of docbox-cli (before the subcommand)`);
      return problems;
    }
    index += option.takes === 'switch' || word.includes('=') ? 1 : 2;
  }
  const name = words[index];
  if (name === undefined || isPlaceholder(name)) return problems;
  if (global.some((option) => option.takes === 'switch' && words.slice(0, index).includes(`--${option.long}`))) return problems;
  const subcommand = subcommands.find((candidate) => candidate.name === name);
  if (!subcommand) return [`docbox-cli has no subcommand "${name}"`];
  const options = [...subcommand.options, help];
  for (index += 1; index < words.length; index += 1) {
    const word = words[index]!;
    if (!isOption(word)) continue;
    const option = findOption(options, word);
    if (!option) {
      const inGlobal = findOption(global, word);
      problems.push(
        inGlobal
          ? `${word} is a docbox-cli option and must come before the subcommand "${name}"`
          : `"${name}" has no option ${word}`,
      );
      continue;
    }
    if (option.takes === 'bool') {
      const value = word.includes('=') ? word.split('=')[1] : words[index + 1];
      if (value !== undefined && !isPlaceholder(value) && !/^(true|false)$/.test(value)) {
        problems.push(`--${option.long} takes true or false, not "${value}"`);
      }
    }
    if (option.takes !== 'switch' && !word.includes('=')) index += 1;
  }
  return problems;
}

export function checkCliCommands(file: string, source: string, cli: CliSurface): FactProblem[] {
  // Shell code blocks, and inline code such as `docbox-cli --config c.json check-root`.
  const snippets = [
    ...codeBlocks(source)
      .filter((block) => ['bash', 'sh', 'shell', 'powershell'].includes(block.lang))
      .map((block) => ({code: block.value, line: block.line, inline: false})),
    ...inlineCode(source).map((span) => ({code: span.value, line: span.line, inline: true})),
  ];
  return snippets.flatMap(({code, line, inline}) =>
    cliInvocations(code).flatMap((words) =>
      checkCliWords(words, cli).map((message) => ({
        file,
        line,
        message: `${inline ? `\`${code}\`` : `docbox-cli ${words.join(' ')}`}: ${message}`,
      })),
    ),
  );
}

/**
 * The CLI reference's subcommand table: each row's first cell is a subcommand with its
 * options. Every subcommand must have a row, every row must name a real subcommand, and the
 * options in a row must be that subcommand's.
 */
export function checkCliReference(file: string, source: string, cli: CliSurface): FactProblem[] {
  const problems: FactProblem[] = [];
  const rows = new Set<string>();
  source.split('\n').forEach((line, index) => {
    const cell = /^\|\s*`([a-z][a-z-]+)((?:\s[^`]*)?)`/.exec(line);
    if (!cell) return;
    const [, name, rest] = cell;
    if (name === 'docbox-cli') return;
    const subcommand = cli.subcommands.find((candidate) => candidate.name === name);
    if (!subcommand) {
      // Rows of other tables (options, switches, targets) start with a flag or a target, not a word.
      if (!/^[a-z]+(-[a-z]+)+$/.test(name!) || /-(gnu|msvc|darwin|musl)$/.test(name!)) return;
      problems.push({file, line: index + 1, message: `the CLI reference lists "${name}", which docbox-cli does not have`});
      return;
    }
    rows.add(name!);
    const words = rest!.replace(/[[\]]/g, ' ').split(/\s+/).filter(Boolean);
    for (const message of checkCliWords([name!, ...words], cli)) {
      problems.push({file, line: index + 1, message});
    }
  });
  for (const subcommand of cli.subcommands) {
    if (!subcommand.builtin && !rows.has(subcommand.name)) {
      problems.push({file, message: `the CLI reference has no row for "${subcommand.name}"`});
    }
  }
  return problems;
}

const SDK_SERVICES = 'documentBox|file|folder|link|task|admin';
const SDK_CALL_IN_CODE = new RegExp(`\\bdocbox\\.(${SDK_SERVICES})\\.([A-Za-z]+)\\b`, 'g');
const SDK_CALL_INLINE = new RegExp(`^(?:docbox\\.)?(${SDK_SERVICES})\\.([A-Za-z]+)(?:\\(|$)`);

/**
 * On pages about the TypeScript SDK (those that name `@docbox-nz/docbox-sdk`): every SDK method a
 * TypeScript or JavaScript example calls as `docbox.<service>.<method>`, and every inline
 * `<service>.<method>` or `<service>.<method>(…)`, is a method that service has (src/data/sdk.ts).
 */
export function checkSdkCalls(file: string, source: string, methods: Record<string, Record<string, string[]>>): FactProblem[] {
  if (!source.includes('@docbox-nz/docbox-sdk')) return [];
  const problems: FactProblem[] = [];
  const check = (service: string, method: string, line: number, where: string) => {
    if (!(method in (methods[service] ?? {}))) {
      problems.push({file, line, message: `${where}: the SDK's ${service} service has no method ${method}`});
    }
  };
  for (const block of codeBlocks(source)) {
    if (!['ts', 'typescript', 'js', 'javascript', 'tsx', 'jsx'].includes(block.lang)) continue;
    for (const match of block.value.matchAll(SDK_CALL_IN_CODE)) {
      check(match[1]!, match[2]!, block.line, `docbox.${match[1]}.${match[2]}`);
    }
  }
  for (const span of inlineCode(source)) {
    const match = SDK_CALL_INLINE.exec(span.value);
    if (match) check(match[1]!, match[2]!, span.line, `\`${span.value}\``);
  }
  return problems;
}
