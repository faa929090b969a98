import assert from 'node:assert/strict';
import {test} from 'node:test';
import {cliSubcommands, docboxCli} from '../../src/data/cli';
import {sdkServiceMethods} from '../../src/data/sdk';
import {
  awsCommandsWithoutProfile,
  checkCliCommands,
  checkCliReference,
  checkCliWords,
  checkEnvVariables,
  checkExamples,
  checkSdkCalls,
  cliInvocations,
  codeBlocks,
  exampleError,
  referenceTableVariables,
} from '../../scripts/checks/lib/facts';

const cli = (line: string) =>
  checkCliWords(cliInvocations(line)[0]!, docboxCli);
const fence = (lang: string, code: string) => ['```' + lang, code, '```'].join('\n');

test('config examples: valid JSON, TOML, YAML and dotenv pass; broken ones are reported with their line', () => {
  assert.equal(exampleError('json', '{"provider": "typesense"}'), null);
  assert.equal(exampleError('toml', '[target.x]\nimage = "y"'), null);
  assert.equal(exampleError('yaml', 'services:\n  db:\n    image: postgres:17'), null);
  assert.equal(exampleError('dotenv', '# comment\nRUST_LOG=info\n\nexport AWS_REGION=us-west-2'), null);
  assert.match(exampleError('json', '"search": {}')!, /JSON/);
  assert.notEqual(exampleError('toml', '[target\nimage = 1'), null);
  assert.notEqual(exampleError('yaml', 'a: [1, 2'), null);
  assert.match(exampleError('dotenv', 'RUST_LOG=info\nnot a pair')!, /line 2/);
  assert.equal(exampleError('hcl', 'anything { at all'), null, 'languages without a parser are not judged');

  const page = ['---', 'title: T', '---', '', 'Text.', '', fence('json', '{"a": 1,}')].join('\n');
  const problems = checkExamples('page.md', page);
  assert.equal(problems.length, 1);
  assert.equal(problems[0]!.line, 7);
});

test('code blocks inside MDX tabs and after an HTML comment are found', () => {
  const page = [
    "import Tabs from '@theme-init/Tabs';",
    '',
    '<!-- truncate -->',
    '',
    '<Tabs>',
    '<TabItem value="a" label="A">',
    '',
    fence('bash', 'docbox-cli --config c.json check-root'),
    '',
    '</TabItem>',
    '</Tabs>',
  ].join('\n');
  assert.deepEqual(codeBlocks(page).map((block) => [block.lang, block.line]), [['bash', 8]]);
});

test('docbox-cli command lines: real subcommands and options pass', () => {
  assert.deepEqual(cli('docbox-cli --config cli-config.json create-tenant --file tenant.json'), []);
  assert.deepEqual(cli('docbox-cli -c cli.json -f json get-tenants --env Development'), []);
  assert.deepEqual(cli('docbox-cli --config c.json migrate --env Production --skip-failed'), []);
  assert.deepEqual(
    cli('docbox-cli --config c.json delete-tenant --env Dev --tenant-id <id> --delete-contents true --delete-database true'),
    [],
  );
  assert.deepEqual(cli('docbox-cli --version'), []);
  assert.deepEqual(cli('docbox-cli --config c.json set-allowed-storage-cors-origins -e Dev -t <id> -o https://a -o https://b'), []);
});

test('docbox-cli command lines: unknown subcommands, options and misplaced options are reported', () => {
  assert.deepEqual(cli('docbox-cli --config c.json create-tenants --file t.json'), ['docbox-cli has no subcommand "create-tenants"']);
  assert.deepEqual(cli('docbox-cli --config c.json migrate --env Dev --tenant x --all'), [
    '"migrate" has no option --tenant',
    '"migrate" has no option --all',
  ]);
  assert.deepEqual(cli('docbox-cli create-root --config c.json'), [
    '--config is a docbox-cli option and must come before the subcommand "create-root"',
  ]);
  assert.deepEqual(cli('docbox-cli --verbose create-root'), ['--verbose is not an option of docbox-cli (before the subcommand)']);
  assert.deepEqual(cli('docbox-cli --config c.json delete-tenant --env Dev --tenant-id x --delete-database yes'), [
    '--delete-database takes true or false, not "yes"',
  ]);
});

test('docbox-cli lines are read across line continuations and stop at pipes', () => {
  assert.deepEqual(cliInvocations('docbox-cli --config c.json \\\n  get-tenants --env Dev | jq .'), [
    ['--config', 'c.json', 'get-tenants', '--env', 'Dev'],
  ]);
  const page = fence('bash', 'npm install @docbox-nz/docbox-cli --global\ndocbox-cli --config c.json nope');
  const problems = checkCliCommands('p.md', page, docboxCli);
  assert.equal(problems.length, 1);
  assert.match(problems[0]!.message, /no subcommand "nope"/);
});

test('environment variables: a DOCBOX_ name the server does not read is reported', () => {
  const known = new Set(['DOCBOX_DB_HOST']);
  assert.deepEqual(checkEnvVariables('p.md', 'Set `DOCBOX_DB_HOST` and DOCBOX_DB_HOSTNAME.', known), [
    {file: 'p.md', line: 1, message: 'DOCBOX_DB_HOSTNAME is not a server environment variable (src/data/serverEnvVars.ts lists those the server reads)'},
  ]);
  assert.deepEqual(referenceTableVariables('| `DOCBOX_DB_HOST` (alias `POSTGRES_HOST`) | x |\n| Variable | Default |\nText `DOCBOX_X`'), [
    'DOCBOX_DB_HOST',
    'POSTGRES_HOST',
  ]);
});

test('the CLI reference table must list every subcommand, and only real ones', () => {
  const rows = cliSubcommands.map((subcommand) => `| \`${subcommand.name}\` | ${subcommand.summary} |`);
  assert.deepEqual(checkCliReference('r.md', rows.join('\n'), docboxCli), []);
  const missing = rows.filter((row) => !row.includes('`migrate-root`'));
  missing.push('| `purge-tenant --env <ENV>` | Not a command. |', '| `get-tenant --env <ENV> --id <UUID>` | x |');
  const messages = checkCliReference('r.md', missing.join('\n'), docboxCli).map(
    (problem) => problem.message,
  );
  assert.deepEqual(messages.sort(), [
    '"get-tenant" has no option --id',
    'the CLI reference has no row for "migrate-root"',
    'the CLI reference lists "purge-tenant", which docbox-cli does not have',
  ]);
});

test('only commands whose program is docbox-cli are checked', () => {
  assert.deepEqual(cliInvocations('cargo install docbox-cli --force'), []);
  assert.deepEqual(cliInvocations('npm install @docbox-nz/docbox-cli --global'), []);
  assert.deepEqual(cliInvocations('RUST_LOG=debug docbox-cli -c c.json check-root 2> log.txt'), [['-c', 'c.json', 'check-root']]);
  assert.deepEqual(cliInvocations('cd infra && ./target/release/docbox-cli help create-tenant'), [['help', 'create-tenant']]);
  assert.deepEqual(cli('docbox-cli help create-tenant'), []);
});

test('SDK methods: pages about the SDK may call and name only methods the SDK has', () => {
  const page = [
    '---',
    'title: T',
    '---',
    '',
    'Install `@docbox-nz/docbox-sdk`, then call `file.uploadPresigned(scope, folderId, file)` or `folder.getOrNull`.',
    '',
    fence('ts', 'await docbox.file.uploadAsync(request);\nawait docbox.folder.list(scope);'),
    '',
    'Or `documentBox.remove(scope)`; `file.type` is a property of a File.',
  ].join('\n');
  const problems = checkSdkCalls('page.md', page, sdkServiceMethods);
  assert.deepEqual(
    problems.map((problem) => [problem.line, problem.message]),
    [
      [7, "docbox.folder.list: the SDK's folder service has no method list"],
      [12, "`documentBox.remove(scope)`: the SDK's documentBox service has no method remove"],
      [12, "`file.type`: the SDK's file service has no method type"],
    ],
  );
  assert.deepEqual(checkSdkCalls('other.md', page.replace('@docbox-nz/docbox-sdk', 'the SDK'), sdkServiceMethods), []);
});

test('aws commands from the operator machine name their profile and region', () => {
  const block = (value: string, meta = '') => ({lang: 'bash', meta, value, line: 1});
  assert.deepEqual(awsCommandsWithoutProfile(block('aws s3 ls \\\n  --profile p --region r')), []);
  assert.deepEqual(awsCommandsWithoutProfile(block('aws --version')), []);
  assert.deepEqual(awsCommandsWithoutProfile(block('aws s3 ls --profile p')), ['aws s3 ls --profile p']);
  assert.deepEqual(awsCommandsWithoutProfile(block('X=$(aws ssm send-command \\\n --region r)')).length, 1);
  assert.deepEqual(awsCommandsWithoutProfile(block('aws secretsmanager get-secret-value', 'title="On the API instance"')), []);
  assert.deepEqual(awsCommandsWithoutProfile(block("sudo sh -c 'aws secretsmanager get-secret-value --region r'")), []);
});
