import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {helperScripts} from '../../src/data/helperScripts';
import {checkHelperScripts, scriptInvocations} from '../../scripts/checks/lib/helperScripts';

const root = path.resolve(__dirname, '../..');
const markdownFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();
const fence = (lang: string, code: string) => ['```' + lang, code, '```'].join('\n');
const page = (...body: string[]) => ['---', 'title: T', '---', '', ...body].join('\n');
const check = (source: string) => checkHelperScripts('page.md', source, helperScripts);

test('every listed script names its repository file, commit, shell and reason', () => {
  const paths = new Set<string>();
  for (const script of helperScripts) {
    for (const p of [script.path, ...(script.aliases ?? [])]) {
      assert.ok(!paths.has(p), `${p} is listed twice`);
      paths.add(p);
    }
    assert.match(script.repoPath, /^scripts\/[\w.-]+$/, script.path);
    assert.match(script.commit, /^[0-9a-f]{7,40}$/, script.path);
    assert.ok(script.why.length > 20, `${script.path} needs a reason`);
    if (script.interpreterLine !== null) {
      assert.match(script.interpreterLine, /^#!/, script.path);
      // A script with an interpreter line is started with that interpreter.
      assert.ok(script.interpreterLine.endsWith(`/${script.shell}`), `${script.path}: ${script.interpreterLine} but shell ${script.shell}`);
    }
  }
});

test('started scripts are found; mentions are not', () => {
  const paths = ['/docbox/update.sh'];
  const found = (text: string, block = true) =>
    scriptInvocations(text, paths, block).map(({path: p, shell, sudo}) => [p, shell, sudo]);
  assert.deepEqual(found('bash ./scripts/deploy.sh --binary'), [['scripts/deploy.sh', 'bash', false]]);
  assert.deepEqual(found('sh ./scripts/ssh.sh            # API server'), [['scripts/ssh.sh', 'sh', false]]);
  assert.deepEqual(found('./scripts/pull-logs.sh'), [['scripts/pull-logs.sh', null, false]]);
  assert.deepEqual(found('scripts/pull-logs.sh'), [['scripts/pull-logs.sh', null, false]], 'opens a command in a shell block');
  assert.deepEqual(found('scripts/pull-logs.sh', false), [], 'in prose, a bare path is a mention');
  assert.deepEqual(found('sudo HTTPS_PROXY=http://<ip>:3128 sh /docbox/update.sh'), [['/docbox/update.sh', 'sh', true]]);
  assert.deepEqual(found('mkdir -p private && bash ./scripts/pull-logs.sh'), [['scripts/pull-logs.sh', 'bash', false]]);
  assert.deepEqual(found('sudo head -3 /docbox/update.sh'), [], 'another program reads it');
  assert.deepEqual(found('cat scripts/deploy.sh'), []);
  assert.deepEqual(found('uses `scripts/pull-converter-image.ps1` on Windows', false), []);
});

test('a page that starts a script with the wrong shell, without sudo, or an unlisted script fails, naming file, line and script', () => {
  assert.deepEqual(check(page(fence('bash', 'bash ./scripts/deploy.sh --binary'))), []);
  const wrongShell = check(page('Text.', '', fence('bash', 'cd docbox-aws-infra\nsh ./scripts/deploy.sh --binary')));
  assert.equal(wrongShell.length, 1);
  assert.equal(wrongShell[0]!.file, 'page.md');
  assert.equal(wrongShell[0]!.line, 9);
  assert.match(wrongShell[0]!.message, /starts scripts\/deploy\.sh with sh; start it with bash/);

  const inline = check(page('Run `sh ./scripts/pull-logs.sh` from the project.'));
  assert.equal(inline.length, 1);
  assert.equal(inline[0]!.line, 5);
  assert.match(inline[0]!.message, /scripts\/pull-logs\.sh with sh/);

  const direct = check(page(fence('bash', './scripts/ssh.sh')));
  assert.match(direct[0]!.message, /starts scripts\/ssh\.sh directly; start it with bash/);

  const unlisted = check(page(fence('bash', 'bash ./scripts/rotate-keys.sh')));
  assert.equal(unlisted.length, 1);
  assert.match(unlisted[0]!.message, /runs scripts\/rotate-keys\.sh, which is not in src\/data\/helperScripts\.ts/);

  const noSudo = check(page(fence('bash', 'sh /docbox/update.sh')));
  assert.deepEqual(noSudo.map((problem) => problem.message.split(':')[0]), ['runs /docbox/update.sh without sudo; it must run as root']);

  const alias = check(page(fence('bash', 'sudo sh /var/lib/cloud/instance/user-data.txt')));
  assert.match(alias[0]!.message, /user-data\.txt with sh; start it with bash/);
});

test('the guides and release notes start every helper script with the shell it needs', () => {
  const problems = [...markdownFiles('docs'), ...markdownFiles('blog')].flatMap((file) =>
    checkHelperScripts(file, readFileSync(path.join(root, file), 'utf8'), helperScripts),
  );
  assert.deepEqual(
    problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`),
    [],
  );
});

test('every listed script is named on some page, so the list has no stale entries', () => {
  const sources = [...markdownFiles('docs'), ...markdownFiles('blog')].map((file) => readFileSync(path.join(root, file), 'utf8'));
  for (const script of helperScripts) {
    const names = [script.path, ...(script.aliases ?? [])];
    assert.ok(
      sources.some((source) => names.some((name) => source.includes(name))),
      `${script.path} is listed in src/data/helperScripts.ts but no page names it`,
    );
  }
});
