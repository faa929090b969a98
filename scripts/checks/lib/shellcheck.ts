/**
 * Every shell code block on the site passes ShellCheck (Debian's `shellcheck` package, which
 * scripts/checks/ensure-test-tools.sh installs): fenced `bash`, `sh` and `shell` blocks on the pages,
 * and any shell snippet the site renders from src/data/ (dataShellSnippet; none since the landing
 * page's quick start moved to the docker compose guide).
 *
 * A block that must break a rule says so on its opening fence, in the code block's meta, which
 * the page does not show (only `title` is read from it) but a maintainer reads next to the code:
 *
 *     ```bash shellcheck="disable=SC2034 -- the next step's block reads these variables"
 *
 * Placeholders such as `<tenant id>` are reported as well: they are not shell.
 *
 * The reason after ` -- ` is required (three words or more), and an exception for a rule the
 * block does not break is reported too. (An MDX comment above the block would do as well for the
 * page, but markdownlint reads its `/* … *\/` as emphasis.) ShellCheck's own `# shellcheck`
 * directives are not allowed inside a block: readers would copy them.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {codeBlocks} from './facts';

export type ShellProblem = {file: string; line?: number; message: string};

/** One piece of shell the site shows, with the line of its first line of code. */
export type ShellSnippet = {
  file: string;
  /** Line of the opening fence (or of the data that holds the snippet). */
  line: number;
  /** Line of the code's first line in the file. */
  codeLine: number;
  shell: 'bash' | 'sh';
  code: string;
  /** Rules an exception above the block turns off. */
  disabled: string[];
};

export const SHELL_LANGUAGES = ['bash', 'sh', 'shell'];
const DISABLE = /^\s*disable=(SC\d{4}(?:,SC\d{4})*)(?:\s+--\s+(.*?))?\s*$/;
const MIN_REASON_WORDS = 3;
const FORMAT = '```bash shellcheck="disable=SC2034 -- why the rule does not apply here"';

/** The shell blocks of a page with their exceptions, and problems with the exceptions themselves. */
export function pageShellSnippets(file: string, source: string): {snippets: ShellSnippet[]; problems: ShellProblem[]} {
  const blocks = codeBlocks(source).filter((block) => SHELL_LANGUAGES.includes(block.lang));
  const problems: ShellProblem[] = [];
  // An MDX comment is no place for an exception: markdownlint reads its `/* … */` as emphasis.
  source.split('\n').forEach((text, index) => {
    if (/^\s*\{\s*\/\*\s*shellcheck\b/.test(text)) {
      problems.push({file, line: index + 1, message: `write a shellcheck exception on the code block's fence, as ${FORMAT}`});
    }
  });
  const snippets = blocks.map((block) => {
    const snippet: ShellSnippet = {
      file,
      line: block.line,
      codeLine: block.line + 1,
      shell: block.lang === 'sh' ? 'sh' : 'bash',
      code: block.value,
      disabled: [],
    };
    const meta = /\bshellcheck=(["'])(.*?)\1/.exec(block.meta);
    if (meta) {
      const parsed = DISABLE.exec(meta[2]!);
      if (!parsed) {
        problems.push({file, line: block.line, message: `shellcheck exception not understood; write it as ${FORMAT}`});
      } else if ((parsed[2] ?? '').split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length < MIN_REASON_WORDS) {
        problems.push({
          file,
          line: block.line,
          message: `shellcheck exception for ${parsed[1]} without a reason: say after " -- " why the rule does not apply (${FORMAT})`,
        });
      } else {
        snippet.disabled = parsed[1]!.split(',');
      }
    } else if (/\bshellcheck\b/.test(block.meta)) {
      problems.push({file, line: block.line, message: `shellcheck exception not understood; write it as ${FORMAT}`});
    }
    snippet.code.split('\n').forEach((text, index) => {
      if (/^\s*#\s*shellcheck\s/.test(text)) {
        problems.push({
          file,
          line: snippet.codeLine + index,
          message: `a shellcheck directive inside the code block would be copied by readers; write the exception on the fence as ${FORMAT}`,
        });
      }
    });
    return snippet;
  });
  return {snippets, problems};
}

type Comment = {file: string; line: number; level: string; code: number; message: string};

/** Runs shellcheck once per shell over all snippets; throws when shellcheck cannot run. */
export function runShellcheck(snippets: ShellSnippet[]): ShellProblem[] {
  const problems: ShellProblem[] = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'docbox-shellcheck-'));
  try {
    for (const shell of ['bash', 'sh'] as const) {
      const mine = snippets.map((snippet, index) => ({snippet, index})).filter(({snippet}) => snippet.shell === shell);
      if (mine.length === 0) continue;
      const files = mine.map(({snippet, index}) => {
        const name = path.join(dir, `${index}.${shell}`);
        writeFileSync(name, snippet.code.endsWith('\n') ? snippet.code : `${snippet.code}\n`);
        return name;
      });
      const result = spawnSync('shellcheck', ['--shell', shell, '--format', 'json1', ...files], {encoding: 'utf8', maxBuffer: 64 << 20});
      if (result.error) {
        throw new Error(
          `shellcheck could not run (${result.error.message}); install it with: sudo apt-get install -y shellcheck (npm test does this through scripts/checks/ensure-test-tools.sh)`,
        );
      }
      if (result.status !== 0 && result.status !== 1) throw new Error(`shellcheck failed (exit ${result.status}): ${result.stderr}`);
      const {comments} = JSON.parse(result.stdout) as {comments: Comment[]};
      mine.forEach(({snippet}, position) => {
        const own = comments.filter((comment) => comment.file === files[position]);
        const lines = snippet.code.split('\n');
        const reported = new Set(own.map((comment) => `SC${comment.code}`));
        for (const comment of own) {
          if (snippet.disabled.includes(`SC${comment.code}`)) continue;
          const text = (lines[comment.line - 1] ?? '').trim();
          problems.push({
            file: snippet.file,
            line: snippet.codeLine + comment.line - 1,
            message: `shellcheck SC${comment.code} (${comment.level}) in \`${text.length > 70 ? `${text.slice(0, 67)}...` : text}\`: ${comment.message}`,
          });
        }
        for (const code of snippet.disabled) {
          if (!reported.has(code)) {
            problems.push({
              file: snippet.file,
              line: snippet.line,
              message: `the shellcheck exception for ${code} is not needed: shellcheck does not report it in this block; remove it`,
            });
          }
        }
      });
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
  return problems;
}

/**
 * `<value>`-style placeholders are not shell: the shell reads `<` as a redirection, so a reader
 * who pastes the line gets an error or, worse, a command that runs with the wrong input. Pages set
 * a variable in an earlier step (`"$TENANT_ID"`) or show the shape in a `text` block.
 */
const PLACEHOLDER = /<[A-Za-z][\w .:/-]*[\w.]>/;

export function placeholderProblems(snippet: ShellSnippet): ShellProblem[] {
  return snippet.code.split('\n').flatMap((text, index) => {
    const match = PLACEHOLDER.exec(text);
    if (!match) return [];
    return [
      {
        file: snippet.file,
        line: snippet.codeLine + index,
        message: `placeholder ${match[0]} in a shell block is not shell (the shell reads "<" as a redirection): use a variable set in an earlier step, or a text block`,
      },
    ];
  });
}

/** Every problem with the shell on a set of pages and data snippets. */
export function checkShell(pages: {file: string; source: string}[], extra: ShellSnippet[] = []): ShellProblem[] {
  const problems: ShellProblem[] = [];
  const snippets: ShellSnippet[] = [...extra];
  for (const {file, source} of pages) {
    const page = pageShellSnippets(file, source);
    problems.push(...page.problems);
    snippets.push(...page.snippets);
  }
  problems.push(...snippets.flatMap(placeholderProblems));
  problems.push(...runShellcheck(snippets));
  return problems;
}

/** An exception for a snippet held in data: the rules it turns off and why. */
export type ShellcheckException = {disable: string[]; reason: string};

/**
 * A shell snippet held in a TypeScript data file: its line is where `code` starts there. Its
 * exception, if any, sits next to it in the data (`shellcheck: {disable, reason}`), with the same
 * demand for a reason as on a page.
 */
export function dataShellSnippet(
  file: string,
  source: string,
  code: string,
  marker: RegExp,
  exception?: ShellcheckException,
): {snippet: ShellSnippet; problems: ShellProblem[]} {
  const index = source.split('\n').findIndex((text) => marker.test(text));
  if (index < 0) throw new Error(`${file}: no line matches ${marker}`);
  const problems: ShellProblem[] = [];
  if (exception && exception.reason.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length < MIN_REASON_WORDS) {
    problems.push({file, line: index + 1, message: `shellcheck exception for ${exception.disable.join(',')} without a reason: say why the rule does not apply`});
  }
  return {snippet: {file, line: index + 1, codeLine: index + 2, shell: 'bash', code, disabled: exception?.disable ?? []}, problems};
}
