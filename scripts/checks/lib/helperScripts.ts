/**
 * Finds where a page starts one of docbox-aws-infra's helper scripts, and checks it against
 * src/data/helperScripts.ts: the shell it is started with, root where the list asks for it, and
 * that the script is in the list at all. Used by tests/unit/helper-scripts.test.ts.
 *
 * A script counts as started (not just named) when a shell word (`bash`, `sh`, `dash`, `zsh`,
 * `source`, `.`) or `./` comes right before its path, or when its path opens a command in a shell
 * code block. `scripts/deploy.sh` in prose, or after another program (`head`, `cat`), is a mention.
 */
import {codeBlocks, inlineCode, type FactProblem} from './facts';
import type {HelperScript} from '../../../src/data/helperScripts';

export type ScriptInvocation = {
  /** The path as written, without a leading `./`. */
  path: string;
  /** The shell word before it, or null when the script is run directly. */
  shell: string | null;
  sudo: boolean;
  line: number;
  /** The command as written, for messages. */
  text: string;
};

const SHELL_BLOCKS = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'ps1', 'pwsh']);
const SHELL_WORDS = 'bash|sh|dash|zsh|ksh|source|\\.';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every started script in one piece of text. `paths` are absolute paths (on an instance) that
 * count as scripts too; anything under `scripts/` always does.
 */
export function scriptInvocations(text: string, paths: readonly string[], inShellBlock: boolean, firstLine = 1): ScriptInvocation[] {
  const target = ['(?:\\./)?scripts/[\\w.-]+', ...paths.map(escapeRegExp)].join('|');
  const pattern = new RegExp(
    // a command boundary, then: optional sudo (with options and VAR=value), optional shell word,
    // then the script's path
    `(^|[\\s\`'"(;&|])` +
      `((?:sudo\\s+(?:-\\S+\\s+)*)?(?:[A-Za-z_][A-Za-z0-9_]*=\\S*\\s+)*)` +
      `(?:(${SHELL_WORDS})\\s+)?` +
      `(${target})(?=$|[\\s\`'";&|)])`,
    'g',
  );
  const found: ScriptInvocation[] = [];
  text.split('\n').forEach((rawLine, index) => {
    for (const match of rawLine.matchAll(pattern)) {
      const [, boundary, prefix, shell, rawPath] = match;
      const path = rawPath!.replace(/^\.\//, '');
      const dotSlash = rawPath!.startsWith('./');
      const start = match.index! + boundary!.length;
      const before = rawLine.slice(0, start);
      // The path opens a command: nothing but a prompt, or a command separator, before it.
      const opensCommand = inShellBlock && /(^\s*(\$\s+)?|[;&|]\s*|\$\(\s*)$/.test(before);
      if (!shell && !dotSlash && !opensCommand) continue;
      found.push({
        path,
        shell: shell ?? null,
        sudo: /\bsudo\b/.test(prefix!),
        line: firstLine + index,
        text: rawLine.slice(start).trim(),
      });
    }
  });
  return found;
}

/** Started scripts on a page, from shell code blocks and inline code, with their lines in the file. */
export function pageScriptInvocations(source: string, paths: readonly string[]): ScriptInvocation[] {
  const fromBlocks = codeBlocks(source)
    .filter((block) => SHELL_BLOCKS.has(block.lang))
    // A block's code starts on the line after its opening fence.
    .flatMap((block) => scriptInvocations(block.value.replace(/\\\n/g, ' \n'), paths, true, block.line + 1));
  const fromSpans = inlineCode(source).flatMap((span) => scriptInvocations(span.value, paths, false, span.line));
  return [...fromBlocks, ...fromSpans].sort((a, b) => a.line - b.line);
}

/** Problems with the scripts a page starts: unlisted scripts, wrong shells, missing sudo. */
export function checkHelperScripts(file: string, source: string, scripts: readonly HelperScript[]): FactProblem[] {
  const byPath = new Map<string, HelperScript>();
  for (const script of scripts) {
    for (const path of [script.path, ...(script.aliases ?? [])]) byPath.set(path, script);
  }
  const absolute = [...byPath.keys()].filter((path) => path.startsWith('/'));
  return pageScriptInvocations(source, absolute).flatMap((call): FactProblem[] => {
    const script = byPath.get(call.path);
    if (!script) {
      return [{file, line: call.line, message: `runs ${call.path}, which is not in src/data/helperScripts.ts (read it upstream and add it): ${call.text}`}];
    }
    const problems: FactProblem[] = [];
    if (call.shell !== script.shell) {
      const how = call.shell ? `with ${call.shell}` : 'directly';
      problems.push({
        file,
        line: call.line,
        message: `starts ${call.path} ${how}; start it with ${script.shell} (${script.why}): ${call.text}`,
      });
    }
    if (script.sudo && !call.sudo) {
      problems.push({file, line: call.line, message: `runs ${call.path} without sudo; it must run as root: ${call.text}`});
    }
    return problems;
  });
}
