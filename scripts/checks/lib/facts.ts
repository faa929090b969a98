/**
 * Checks that keep the guides true to Docbox where a machine can tell (run by
 * scripts/checks/check-facts.ts in npm test):
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
import {docboxCli as docboxCliSurface, type CliOption, type CliSubcommand, type CliSurface} from '../../../src/data/cli';

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

/** One simple command of a piece of shell: its words and the 0-based line it starts on. */
export type ShellCommand = {words: string[]; line: number};

const PREFIX_WORDS = new Set(['then', 'else', 'do', 'if', 'elif', 'while', 'until', '!', '{', 'time', 'exec', 'nohup', 'command']);
const SUDO_VALUE_OPTIONS = new Set(['-u', '-g', '-C', '-D', '-h', '-p', '-U', '-r', '-t', '-T']);

/**
 * Splits shell into simple commands, as far as the checks need: quotes, backslash escapes and
 * line continuations, comments, `|`, `||`, `&&`, `;`, `&`, subshells, redirections (their file
 * is no argument) and here-documents (their body is no command). `$(…)` and backticks are
 * commands of their own; in the outer word they leave `$(…)`, which reads as a placeholder, as
 * does `$VAR`. `<value>`-style placeholders stay one word.
 */
export function shellCommands(code: string, firstLine = 0): ShellCommand[] {
  const commands: ShellCommand[] = [];
  let words: string[] = [];
  let word: string | null = null;
  let start = firstLine;
  let line = firstLine;
  let i = 0;
  const heredocs: {delimiter: string; strip: boolean}[] = [];
  let pendingRedirect = false;
  const endWord = () => {
    if (word === null) return;
    if (pendingRedirect) pendingRedirect = false;
    else {
      if (words.length === 0) start = line;
      words.push(word);
    }
    word = null;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push({words, line: start});
    words = [];
  };
  const append = (text: string) => {
    word = (word ?? '') + text;
  };
  /** Index just past the `)` that closes the `$(` whose body starts at `from`. */
  const closeParen = (from: number): number => {
    let depth = 1;
    let j = from;
    while (j < code.length && depth > 0) {
      const c = code[j]!;
      if (c === '\\') j += 2;
      else if (c === "'") j = code.indexOf("'", j + 1) + 1 || code.length;
      else {
        if (c === '(') depth += 1;
        if (c === ')') depth -= 1;
        j += 1;
      }
    }
    return j;
  };
  const substitution = (bodyStart: number, bodyEnd: number) => {
    const before = code.slice(0, bodyStart).split('\n').length - 1;
    commands.push(...shellCommands(code.slice(bodyStart, bodyEnd), firstLine + before));
    const inner = code.slice(bodyStart, bodyEnd);
    line += inner.split('\n').length - 1;
  };
  while (i < code.length) {
    const c = code[i]!;
    if (c === '\\' && code[i + 1] === '\n') {
      i += 2;
      line += 1;
      continue;
    }
    if (c === '\\') {
      append(code[i + 1] ?? '');
      i += 2;
      continue;
    }
    if (c === "'") {
      const close = code.indexOf("'", i + 1);
      const end = close < 0 ? code.length : close;
      const text = code.slice(i + 1, end);
      line += text.split('\n').length - 1;
      append(text);
      i = end + 1;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let text = '';
      while (j < code.length && code[j] !== '"') {
        if (code[j] === '\\') {
          text += code[j + 1] ?? '';
          j += 2;
        } else if (code[j] === '$' && code[j + 1] === '(') {
          const end = closeParen(j + 2);
          substitution(j + 2, end - 1);
          text += '$(…)';
          j = end;
        } else {
          if (code[j] === '\n') line += 1;
          text += code[j];
          j += 1;
        }
      }
      append(text);
      i = j + 1;
      continue;
    }
    if (c === '$' && code[i + 1] === '(') {
      const end = closeParen(i + 2);
      substitution(i + 2, end - 1);
      append('$(…)');
      i = end;
      continue;
    }
    if (c === '`') {
      const close = code.indexOf('`', i + 1);
      const end = close < 0 ? code.length : close;
      substitution(i + 1, end);
      append('$(…)');
      i = end + 1;
      continue;
    }
    if (c === '#' && word === null) {
      while (i < code.length && code[i] !== '\n') i += 1;
      continue;
    }
    if (c === '\n') {
      endCommand();
      line += 1;
      i += 1;
      // Skip the bodies of here-documents opened on the line just ended.
      for (const {delimiter, strip} of heredocs.splice(0)) {
        while (i < code.length) {
          const next = code.indexOf('\n', i);
          const text = code.slice(i, next < 0 ? code.length : next);
          i = next < 0 ? code.length : next + 1;
          line += 1;
          if ((strip ? text.replace(/^\t+/, '') : text) === delimiter) break;
        }
      }
      continue;
    }
    if (c === ' ' || c === '\t') {
      endWord();
      i += 1;
      continue;
    }
    if (c === '<') {
      const placeholder = /^<[A-Za-z][^<>\n]*>/.exec(code.slice(i));
      if (placeholder && word === null) {
        append(placeholder[0]);
        i += placeholder[0].length;
        continue;
      }
      const heredoc = /^<<(-?)\s*(['"]?)([A-Za-z_][\w-]*)\2/.exec(code.slice(i));
      if (heredoc) {
        endWord();
        heredocs.push({delimiter: heredoc[3]!, strip: heredoc[1] === '-'});
        i += heredoc[0].length;
        continue;
      }
    }
    if (c === '<' || c === '>') {
      // A redirection: an fd number before it is part of it, and the next word is its target.
      if (word !== null && /^\d+$/.test(word)) word = null;
      else endWord();
      const op = /^(<<<|<>|<&|>>|>&|>\||<|>)/.exec(code.slice(i))![0];
      i += op.length;
      if ((op === '>&' || op === '<&') && /^[\d-]/.test(code.slice(i))) {
        while (i < code.length && /[\d-]/.test(code[i]!)) i += 1;
        continue;
      }
      pendingRedirect = true;
      continue;
    }
    if (c === '&' && code[i + 1] === '>') {
      endWord();
      i += code[i + 2] === '>' ? 3 : 2;
      pendingRedirect = true;
      continue;
    }
    if (c === '|' || c === '&' || c === ';' || c === '(' || c === ')') {
      endCommand();
      i += 1;
      continue;
    }
    append(c);
    i += 1;
  }
  endCommand();
  return commands;
}

/** Drops what goes before the program: `NAME=value`, `sudo` (with its options), `env`, `then`, `time`… */
export function stripPrefixes(words: string[]): string[] {
  let index = 0;
  while (index < words.length) {
    const word = words[index]!;
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word) || PREFIX_WORDS.has(word)) {
      index += 1;
    } else if (word === 'sudo' || word === 'env') {
      index += 1;
      while (index < words.length && words[index]!.startsWith('-')) {
        index += SUDO_VALUE_OPTIONS.has(words[index]!) && word === 'sudo' ? 2 : word === 'env' && words[index] === '-u' ? 2 : 1;
      }
    } else break;
  }
  return words.slice(index);
}

/** The surface whose program a command runs, and the words after the program's name. */
function matchProgram(words: string[], surfaces: CliSurface[]): {surface: CliSurface; args: string[]} | null {
  for (const surface of surfaces) {
    const parts = surface.program.split(' ');
    const [first, ...rest] = parts;
    if (!new RegExp(`(^|/)${first!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).test(words[0] ?? '')) continue;
    if (rest.every((part, index) => words[index + 1] === part)) return {surface, args: words.slice(parts.length)};
  }
  return null;
}

export type Invocation = {surface: CliSurface; args: string[]; line: number};

/** Every command in a piece of shell that runs one of the programs, with its arguments. */
export function invocations(code: string, surfaces: CliSurface[]): Invocation[] {
  return shellCommands(code).flatMap(({words, line}) => {
    const found = matchProgram(stripPrefixes(words), surfaces);
    return found ? [{...found, line}] : [];
  });
}

/**
 * Shell words of each `docbox-cli` command in a piece of shell (see shellCommands): a command
 * counts when its program is docbox-cli, after any `sudo` or `NAME=value` prefix.
 * `cargo install docbox-cli` is not a docbox-cli command.
 */
export function cliInvocations(code: string): string[][] {
  return invocations(code, [docboxCliSurface]).map((invocation) => invocation.args);
}

function findOption(options: CliOption[], word: string): CliOption | undefined {
  const long = /^--([a-z0-9][a-z0-9-]*)(=[\s\S]*)?$/.exec(word)?.[1];
  if (long) return options.find((option) => option.long === long);
  const short = /^-([A-Za-z0-9?])$/.exec(word)?.[1];
  return short ? options.find((option) => option.short === short) : undefined;
}

const isOption = (word: string) => /^--?[A-Za-z0-9?]/.test(word) && !/^-\d+$/.test(word);
const isPlaceholder = (word: string) => /^[<[]|^\.\.\.$|\$/.test(word);

/**
 * Reads the option at words[index] against the options allowed there. Returns how many words it
 * takes, or the unknown part. Short options may be clustered (`-qAt`, `-Fc`).
 */
function readOption(options: CliOption[], words: string[], index: number): {option: CliOption; used: number} | {unknown: string} {
  const word = words[index]!;
  const takesNext = (option: CliOption) => (option.takes === 'value' || option.takes === 'bool') && !word.includes('=');
  if (word.startsWith('--') || word.length === 2) {
    const option = findOption(options, word);
    if (!option) return {unknown: word.split('=')[0]!};
    if (option.takes === 'switch' && word.includes('=') && option.long !== undefined) return {unknown: word};
    return {option, used: takesNext(option) ? 2 : 1};
  }
  // -abc: switches, possibly ending in one that takes the rest (or the next word) as its value.
  let last: CliOption | undefined;
  for (let at = 1; at < word.length; at += 1) {
    const option = findOption(options, `-${word[at]}`);
    if (!option) return {unknown: at === 1 ? word : `-${word[at]} (in ${word})`};
    last = option;
    if (option.takes === 'value' || option.takes === 'optional') return {option, used: at === word.length - 1 && option.takes === 'value' ? 2 : 1};
  }
  return {option: last!, used: 1};
}

/** Problems with one command line of a program, as words after the program's name. */
export function checkCliWords(given: string[], surface: CliSurface): string[] {
  const {program, global, subcommands, help} = surface;
  // `-raw` is Terraform's `--raw`; `--` still ends the options.
  const words = surface.singleDashOptions ? given.map((word) => (/^-[a-z][a-z-]*(=|$)/.test(word) ? `-${word}` : word)) : given;
  const problems: string[] = [];
  const path: string[] = [];
  let level: {subcommands?: CliSubcommand[]} = surface;
  let current: CliSubcommand | undefined;
  let allowed = global;
  let index = 0;
  while (index < words.length) {
    const word = words[index]!;
    if (word === '--') break;
    if (isOption(word) && !isPlaceholder(word)) {
      const read = readOption(allowed, words, index);
      if ('unknown' in read) {
        const name = path.join(' ');
        if (path.length === 0) {
          problems.push(subcommands ? `${read.unknown} is not an option of ${program} (before the subcommand)` : `${program} has no option ${read.unknown}`);
          if (subcommands) return problems;
        } else {
          problems.push(
            findOption(global, word.split('=')[0]!)
              ? `${read.unknown} is a ${program} option and must come before the subcommand "${name}"`
              : `"${name}" has no option ${read.unknown}`,
          );
        }
        index += 1;
        continue;
      }
      const {option, used} = read;
      // `--help` or `--version` before any subcommand: nothing else is read.
      if (path.length === 0 && subcommands && option.takes === 'switch' && (option.long === 'help' || option.long === 'version')) return problems;
      if (option.takes === 'bool') {
        const value = word.includes('=') ? word.split('=')[1] : words[index + 1];
        if (value !== undefined && !isPlaceholder(value) && !/^(true|false)$/.test(value)) {
          problems.push(`--${option.long} takes true or false, not "${value}"`);
        }
      }
      index += used;
      continue;
    }
    // A word that is not an option: a subcommand where one is expected, else an argument.
    if (level.subcommands && (path.length === 0 || current?.subcommands)) {
      if (isPlaceholder(word)) return problems;
      const found: CliSubcommand | undefined = level.subcommands.find((candidate) => candidate.name === word);
      if (!found) {
        problems.push(path.length === 0 ? `${program} has no subcommand "${word}"` : `"${path.join(' ')}" has no subcommand "${word}"`);
        return problems;
      }
      path.push(word);
      current = found;
      level = found;
      if (found.builtin) return problems;
      allowed = [...found.options, ...(help ? [help] : []), ...(surface.afterSubcommand ?? [])];
    } else if (current?.command) {
      // `exec SERVICE COMMAND…`: the rest is another program's line, checked on its own.
      return problems;
    }
    index += 1;
  }
  return problems;
}

/**
 * The options of `surface.outcome` and of the subcommand's `outcome` (src/data/cli.ts, OutcomeOption)
 * that a command line lacks, one message each with the reason. Run on lines that checkCliWords
 * accepted; the procedures' stand-ins refuse a command with any of these.
 */
export function missingOutcomeOptions(given: string[], surface: CliSurface): string[] {
  const words = surface.singleDashOptions ? given.map((word) => (/^-[a-z][a-z-]*(=|$)/.test(word) ? `-${word}` : word)) : given;
  const used = new Set<string>();
  const path: string[] = [];
  let level: {subcommands?: CliSubcommand[]} = surface;
  let current: CliSubcommand | undefined;
  let allowed = surface.global;
  for (let index = 0; index < words.length; ) {
    const word = words[index]!;
    if (word === '--') break;
    if (isOption(word)) {
      // Clustered short switches (`-Cec`): each letter is an option.
      if (/^-[A-Za-z0-9]{2,}$/.test(word)) {
        for (const letter of word.slice(1)) {
          const option = findOption(allowed, `-${letter}`);
          if (option?.long) used.add(option.long);
        }
        index += 1;
        continue;
      }
      const read = readOption(allowed, words, index);
      if ('unknown' in read) {
        index += 1;
        continue;
      }
      if (read.option.long) used.add(read.option.long);
      index += read.used;
      continue;
    }
    const found = level.subcommands?.find((candidate) => candidate.name === word);
    if (found) {
      path.push(word);
      current = found;
      level = found;
      allowed = [...found.options, ...(surface.help ? [surface.help] : []), ...(surface.afterSubcommand ?? [])];
    } else if (current?.command) break;
    index += 1;
  }
  const rules = [...(surface.outcome ?? []), ...(current?.outcome ?? [])];
  const name = [surface.program, ...path].join(' ');
  return rules
    .filter((rule) => !used.has(rule.option) && (rule.when === undefined || used.has(rule.when)))
    .map((rule) => `${name}${rule.when ? ` --${rule.when}` : ''} needs --${rule.option}: ${rule.why}`);
}

/** The rest of the line after `docker compose exec|run … SERVICE`, when it is another command. */
export function nestedCommand(words: string[], surface: CliSurface): string[] | null {
  let index = 0;
  let current: CliSubcommand | undefined;
  let allowed = surface.global;
  while (index < words.length) {
    const word = words[index]!;
    if (isOption(word)) {
      const read = readOption(allowed, words, index);
      index += 'unknown' in read ? 1 : read.used;
      continue;
    }
    if (!current) {
      current = surface.subcommands?.find((candidate) => candidate.name === word);
      if (!current?.command) return null;
      allowed = [...current.options, ...(surface.afterSubcommand ?? [])];
      index += 1;
      continue;
    }
    return words.slice(index + 1);
  }
  return null;
}

/** Problems with every command line of the given programs in one piece of shell. */
export function checkCommandLines(code: string, surfaces: CliSurface[]): {line: number; command: string; message: string}[] {
  const found: {line: number; command: string; message: string}[] = [];
  const check = (surface: CliSurface, args: string[], line: number) => {
    const command = [surface.program, ...args].join(' ');
    for (const message of checkCliWords(args, surface)) found.push({line, command, message});
    const nested = nestedCommand(args, surface);
    if (nested) {
      const inner = matchProgram(stripPrefixes(nested), surfaces);
      if (inner) check(inner.surface, inner.args, line);
    }
  };
  for (const {surface, args, line} of invocations(code, surfaces)) check(surface, args, line);
  return found;
}

/**
 * Command lines of the given programs on a page: in shell code blocks (reported at the line the
 * command starts on), and in inline code such as `docbox-cli --config c.json check-root`.
 */
export function checkCliCommands(file: string, source: string, surfaces: CliSurface | CliSurface[]): FactProblem[] {
  const list = Array.isArray(surfaces) ? surfaces : [surfaces];
  const problems: FactProblem[] = [];
  for (const block of codeBlocks(source)) {
    if (!['bash', 'sh', 'shell', 'powershell'].includes(block.lang)) continue;
    for (const {line, command, message} of checkCommandLines(block.value, list)) {
      const shown = command.length > 100 ? `${command.slice(0, 97)}...` : command;
      problems.push({file, line: block.line + 1 + line, message: `${shown}: ${message}`});
    }
  }
  for (const span of inlineCode(source)) {
    for (const {message} of checkCommandLines(span.value, list)) {
      problems.push({file, line: span.line, message: `\`${span.value}\`: ${message}`});
    }
  }
  return problems;
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
    const subcommand = (cli.subcommands ?? []).find((candidate) => candidate.name === name);
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
  for (const subcommand of cli.subcommands ?? []) {
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
