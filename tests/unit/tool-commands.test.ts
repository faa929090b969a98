import assert from 'node:assert/strict';
import {test} from 'node:test';
import {awsCli} from '../../src/data/awsCli';
import {docboxCli} from '../../src/data/cli';
import {dockerCompose} from '../../src/data/dockerCompose';
import {pgDump, pgDumpall, pgRestore, psql} from '../../src/data/postgresCli';
import {systemctl} from '../../src/data/systemctl';
import {checkCliCommands, checkCommandLines, missingOutcomeOptions, shellCommands, stripPrefixes} from '../../scripts/checks/lib/facts';

const TOOLS = [docboxCli, awsCli, dockerCompose, pgDump, pgRestore, psql, systemctl];
const lines = (code: string) => checkCommandLines(code, TOOLS);
const messages = (code: string) => lines(code).map((problem) => problem.message);
const fence = (code: string) => ['```bash', code, '```'].join('\n');

test('shell is split into commands at pipes, &&, ;, $(...) and here-documents, across continuations', () => {
  const commands = shellCommands(
    [
      'ID=$(aws sts get-caller-identity --query Account --output text) && echo "$ID" | tee out.txt',
      "aws ec2 describe-instances \\",
      "  --query 'Reservations[].Instances[] | [0]' 2>/dev/null",
      'psql <<SQL',
      'SELECT 1; docker compose nonsense',
      'SQL',
      'sudo -u postgres pg_dump -Fc docbox > dump.bin # a comment',
    ].join('\n'),
  );
  assert.deepEqual(
    commands.map(({words, line}) => [line, words.join(' ')]),
    [
      [0, 'aws sts get-caller-identity --query Account --output text'],
      [0, 'ID=$(…)'],
      [0, 'echo $ID'],
      [0, 'tee out.txt'],
      [1, 'aws ec2 describe-instances --query Reservations[].Instances[] | [0]'],
      [3, 'psql'],
      [6, 'sudo -u postgres pg_dump -Fc docbox'],
    ],
  );
  assert.deepEqual(stripPrefixes(['sudo', '-E', '-u', 'postgres', 'PGPASSWORD=x', 'psql', '-l']), ['psql', '-l']);
});

test('real command lines of every tool pass', () => {
  const good = [
    'aws s3 cp ./backup.dump s3://bucket/backups/ --profile p --region r --sse aws:kms',
    'aws --profile p --region r rds describe-db-snapshots --db-instance-identifier docbox --query "DBSnapshots[].DBSnapshotIdentifier" --output text',
    'aws rds wait db-snapshot-available --db-snapshot-identifier s1 --profile p --region r',
    'aws logs tail /docbox/api --follow --since 1h --profile p --region r',
    'aws --version',
    'aws s3 help',
    'pg_dump -Fc -h "$DB_HOST" -U docbox -f docbox.dump docbox',
    'pg_dump --format=custom --no-owner --dbname=docbox > d.dump',
    'pg_restore --clean --if-exists -d docbox -j 4 docbox.dump',
    'PGPASSWORD="$PW" psql -qAt -h localhost -p 8107 -U docbox -c "SELECT 1" docbox',
    'psql --help=commands',
    // A value given with = that runs over several lines, as a multi-line SQL query does.
    'psql --host="$DB_HOST" --command="\n  SELECT 1\n  FROM pg_stat_ssl;"',
    'docker compose -f ./containers/docker-compose.yml up -d --wait',
    'docker compose logs -f --tail 100 docbox',
    'docker compose exec -T postgres pg_dump -U docbox -Fc docbox > db.dump',
    'docker compose --dry-run down -v',
    'sudo systemctl restart docbox',
    'sudo systemctl enable --now docbox.service',
    'systemctl status docbox --no-pager -l',
    'docbox-cli --config c.json migrate --env Production',
  ];
  for (const line of good) assert.deepEqual(messages(line), [], line);
});

test('unknown subcommands and options are reported with the command and the unknown part', () => {
  assert.deepEqual(messages('aws s3 copy a b'), ['"s3" has no subcommand "copy"']);
  assert.deepEqual(messages('aws s4 ls'), ['aws has no subcommand "s4"']);
  assert.deepEqual(messages('aws rds describe-db-instances --db-id x'), ['"rds describe-db-instances" has no option --db-id']);
  assert.deepEqual(messages('aws rds wait db-ready --db-instance-identifier x'), ['"rds wait" has no subcommand "db-ready"']);
  assert.deepEqual(messages('pg_dump --format=custom --compression 9 docbox'), ['pg_dump has no option --compression']);
  assert.deepEqual(messages('pg_restore -Y x.dump'), ['pg_restore has no option -Y']);
  assert.deepEqual(messages('psql -qAk -c "select 1"'), ['psql has no option -k (in -qAk)']);
  assert.deepEqual(messages('docker compose up --detached'), ['"up" has no option --detached']);
  assert.deepEqual(messages('docker compose up -f other.yml'), ['-f is a docker compose option and must come before the subcommand "up"']);
  assert.deepEqual(messages('docker compose restrat docbox'), ['docker compose has no subcommand "restrat"']);
  assert.deepEqual(messages('docker compose exec db pg_dump --bogus docbox'), ['pg_dump has no option --bogus']);
  assert.deepEqual(messages('sudo systemctl reboot-now'), ['systemctl has no subcommand "reboot-now"']);
  assert.deepEqual(messages('systemctl restart docbox --follow'), ['"restart" has no option --follow']);
  // Inside $(...), after && and after a pipe.
  assert.deepEqual(messages('X=$(aws sts whoami --output text)'), ['"sts" has no subcommand "whoami"']);
  assert.deepEqual(messages('cd /tmp && sudo -u postgres psql --bad'), ['psql has no option --bad']);
  assert.deepEqual(lines('echo x | aws s3 cp - s3://b/k --progress').map((problem) => problem.command), ['aws s3 cp - s3://b/k --progress']);
});

test('a page reports the file, the line the command starts on, the command and the unknown part', () => {
  const page = ['---', 'title: T', '---', '', 'Back up:', '', fence('echo start\npg_dump \\\n  --format=custom \\\n  --gzip docbox > d.dump')].join('\n');
  assert.deepEqual(checkCliCommands('docs/guides/operating/backup.md', page, TOOLS), [
    {file: 'docs/guides/operating/backup.md', line: 9, message: 'pg_dump --format=custom --gzip docbox: pg_dump has no option --gzip'},
  ]);
  const inline = ['---', 'title: T', '---', '', 'Run `systemctl restrat docbox` now.'].join('\n');
  assert.deepEqual(checkCliCommands('p.md', inline, TOOLS), [
    {file: 'p.md', line: 5, message: '`systemctl restrat docbox`: systemctl has no subcommand "restrat"'},
  ]);
});

test('options that change the outcome: a line without one is reported with the reason, only where the rule applies', () => {
  const missing = (program: 'aws' | 'pg_restore' | 'pg_dump', line: string) =>
    missingOutcomeOptions(line.split(' '), {aws: awsCli, pg_restore: pgRestore, pg_dump: pgDump}[program]);
  assert.deepEqual(missing('aws', 'rds modify-db-instance --db-instance-identifier db --backup-retention-period 14 --apply-immediately'), []);
  assert.match(missing('aws', 'rds modify-db-instance --db-instance-identifier db --backup-retention-period 14').join(), /^aws rds modify-db-instance needs --apply-immediately: without it RDS holds the change/);
  // Another operation of the same service has no such rule.
  assert.deepEqual(missing('aws', 'rds describe-db-instances --db-instance-identifier db'), []);
  // pg_restore: only a restore into a server (--dbname) must stop at the first error; clustered short options count.
  assert.deepEqual(missing('pg_restore', '--host h --dbname postgres --create --exit-on-error x.dump'), []);
  assert.deepEqual(missing('pg_restore', '-d postgres -Ce x.dump'), []);
  assert.deepEqual(missing('pg_restore', '--file /dev/null x.dump'), []);
  assert.deepEqual(
    missing('pg_restore', '--dbname postgres x.dump').map((message) => message.split(':')[0]),
    ['pg_restore --dbname needs --exit-on-error', 'pg_restore --dbname needs --create'],
  );
  assert.match(missing('pg_dump', '--dbname docbox --file d.dump').join(), /pg_dump needs --format/);
});

test('every option listed as changing the outcome is an option of its command', () => {
  const surfaces = [awsCli, docboxCli, dockerCompose, pgDump, pgDumpall, pgRestore, psql, systemctl];
  let rules = 0;
  const visit = (options: {long?: string}[], outcome: {option: string; when?: string; why: string}[] | undefined, where: string) => {
    for (const rule of outcome ?? []) {
      rules += 1;
      assert.ok(options.some((option) => option.long === rule.option), `${where}: --${rule.option} is not one of its options`);
      if (rule.when) assert.ok(options.some((option) => option.long === rule.when), `${where}: --${rule.when} is not one of its options`);
      assert.ok(rule.why.length > 40, `${where} --${rule.option}: say what goes wrong without it`);
    }
  };
  const walk = (level: {subcommands?: import('../../src/data/cli').CliSubcommand[]}, path: string) => {
    for (const sub of level.subcommands ?? []) {
      visit(sub.options, sub.outcome, `${path} ${sub.name}`);
      walk(sub, `${path} ${sub.name}`);
    }
  };
  for (const surface of surfaces) {
    visit(surface.global, surface.outcome, surface.program);
    walk(surface, surface.program);
  }
  assert.ok(rules >= 5, `only ${rules} rules found`);
});
