import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checkShell, dataShellSnippet, pageShellSnippets} from '../../scripts/checks/lib/shellcheck';

const fence = (lang: string, code: string, meta = '') => ['```' + lang + (meta ? ` ${meta}` : ''), code, '```'].join('\n');
const page = (...body: string[]) => ['---', 'title: T', '---', '', ...body].join('\n');
const check = (source: string) => checkShell([{file: 'docs/guides/p.md', source}]);

test('clean bash and sh blocks pass; other languages are not shell', () => {
  const source = page(fence('bash', 'git clone https://example.org/r && cd r && make'), '', fence('sh', 'set -eu\necho "$HOME"'), '', fence('text', 'cd $ unquoted <not shell>'));
  assert.deepEqual(check(source), []);
});

test('a block shellcheck rejects is reported with its file, line and the problem', () => {
  // Line 5 is the fence; the unquoted variable is on line 7.
  const source = page(fence('bash', 'mkdir -p /tmp/x\nrm -rf $TARGET/cache'));
  const problems = check(source);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]!.file, 'docs/guides/p.md');
  assert.equal(problems[0]!.line, 7);
  assert.match(problems[0]!.message, /^shellcheck SC2086 \(info\) in `rm -rf \$TARGET\/cache`: Double quote/);
});

test('sh blocks are checked as POSIX sh', () => {
  const problems = check(page(fence('sh', '[[ -f x ]] && echo yes')));
  assert.ok(problems.some((problem) => /SC3010/.test(problem.message)), JSON.stringify(problems));
});

test("an exception with a reason, on the block's fence, turns the rule off", () => {
  const source = page(fence('bash', 'BUCKET=my-bucket', 'title="Name it" shellcheck="disable=SC2034 -- the next step on this page reads it"'));
  assert.deepEqual(check(source), []);
  assert.match(check(page(fence('bash', 'BUCKET=my-bucket')))[0]!.message, /SC2034/);
});

test('an exception without a reason is reported with its line', () => {
  for (const directive of ['shellcheck="disable=SC2034"', 'shellcheck="disable=SC2034 -- ok"']) {
    const problems = check(page(fence('bash', 'BUCKET=my-bucket', directive)));
    assert.deepEqual(
      problems.map((problem) => [problem.file, problem.line]),
      [['docs/guides/p.md', 5], ['docs/guides/p.md', 6]],
      directive,
    );
    assert.match(problems[0]!.message, /shellcheck exception for SC2034 without a reason/);
    // Without a valid exception the rule still applies.
    assert.match(problems[1]!.message, /SC2034/);
  }
});

test('exceptions that are not needed, malformed or in an MDX comment are reported', () => {
  const stale = check(page(fence('bash', 'echo hi', 'shellcheck="disable=SC2164 -- the reader types this at a prompt"')));
  assert.match(stale[0]!.message, /exception for SC2164 is not needed/);
  const comment = pageShellSnippets('p.md', page('{/* shellcheck disable=SC2034 -- a reason of words */}', '', fence('bash', 'X=1')));
  assert.match(comment.problems[0]!.message, /on the code block's fence/);
  const malformed = pageShellSnippets('p.md', page(fence('bash', 'X=1', 'shellcheck="ignore SC2034"')));
  assert.match(malformed.problems[0]!.message, /not understood/);
  const inside = pageShellSnippets('p.md', page(fence('bash', '# shellcheck disable=SC2034\nX=1')));
  assert.deepEqual(inside.problems.map((problem) => problem.line), [6]);
});

test('placeholders in shell blocks are reported: they are not shell', () => {
  const problems = check(page(fence('bash', 'docbox-cli --config c.json get-tenant --env Dev --tenant-id <tenant UUID>')));
  assert.ok(problems.some((problem) => problem.line === 6 && /placeholder <tenant UUID>/.test(problem.message)), JSON.stringify(problems));
  assert.deepEqual(check(page(fence('bash', 'sort < input.txt > out.txt\ncat <<EOF\nhello\nEOF'))), []);
});

test('blocks in lists and after headings with IDs keep their real line numbers', () => {
  const source = page('## A heading {#a-heading}', '', '1. Step:', '', '   ```bash', '   echo $1', '   ```');
  assert.deepEqual(check(source).map((problem) => problem.line), [10]);
});

test('a snippet held in data is checked at its line, and its exception needs a reason', () => {
  const source = "export const x = {\n  code: [\n    'cd somewhere',\n  ].join('\\n'),\n};";
  const plain = dataShellSnippet('src/data/x.ts', source, 'cd somewhere', /^\s*code: \[$/);
  assert.deepEqual(
    checkShell([], [plain.snippet]).map((problem) => [problem.file, problem.line, problem.message.slice(0, 16)]),
    [['src/data/x.ts', 3, 'shellcheck SC216']],
  );
  const excused = dataShellSnippet('src/data/x.ts', source, 'cd somewhere', /^\s*code: \[$/, {disable: ['SC2164'], reason: 'typed at a prompt'});
  assert.deepEqual([...excused.problems, ...checkShell([], [excused.snippet])], []);
  const bare = dataShellSnippet('src/data/x.ts', source, 'cd somewhere', /^\s*code: \[$/, {disable: ['SC2164'], reason: ''});
  assert.match(bare.problems[0]!.message, /without a reason/);
});
