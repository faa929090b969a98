/**
 * The data lifecycle page's blocks, run as a reader runs them: the bucket-and-database comparison
 * against the lab's tenant database and a versioned S3 stand-in, the re-sent "object created"
 * message against an SQS stand-in and a webhook on loopback (decoded and looked up the way server
 * 0.9.3 does it), and the queries of a deletion request against the tenant database with rows added
 * for them. Each test checks the lists, rows and messages the reader acts on, and every script is
 * broken step by step to see it stop.
 */
import assert from 'node:assert/strict';
import {existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import {after, before, beforeEach, describe, test} from 'node:test';
import {startHttpStandIn} from '../support/procedures/http-stand-in';
import {failsLoudly, Lab, type Fault, type LabCall} from '../support/procedures/lab';
import {pageBlock} from '../support/procedures/page-blocks';
import {awsError, awsOutput, S3Model} from '../support/procedures/services';

const PAGE = 'docs/guides/operating/data-lifecycle.md';
const block = (title: string) => pageBlock(PAGE, {title});

/** The AWS calls name the reader's profile and region. */
function assertAccount(calls: LabCall[]): void {
  for (const call of calls.filter((candidate) => candidate.program === 'aws')) {
    assert.deepEqual([call.option('profile'), call.option('region')], ['docbox-admin', 'ap-southeast-2'], `aws ${call.args.join(' ')}`);
  }
}

const lines = (text: string) => text.split('\n').filter(Boolean);

describe('comparing a tenant bucket with its database', () => {
  let lab: Lab;
  let s3: S3Model;
  const tenant = () => lab.deployment!.tenants.find((candidate) => candidate.dbName === 'docbox_acme_prod')!;
  const sql = (text: string) => lab.pg!.sql(text, {database: tenant().dbName});
  const assign = () => ({DB_HOST: lab.pg!.host, TENANT_DB: tenant().dbName, BUCKET: tenant().bucket});
  const outputs = ['bucket-keys.txt', 'record-keys.txt', 'known-keys.txt', 'orphans.txt', 'missing.txt'];
  const clearOutputs = () => outputs.forEach((name) => rmSync(path.join(lab.dir, name), {force: true}));

  let recordKeys: string[];
  let pendingUploaded: string;
  let pendingNotUploaded: string;
  let failedKey: string;
  let leftOver: string;

  before(async () => {
    lab = await Lab.start({deployment: true});
    s3 = new S3Model();
    s3.handle(lab);
    recordKeys = lines(sql('SELECT file_key FROM docbox_files UNION SELECT file_key FROM docbox_generated_files ORDER BY 1'));
    const upload = (name: string) => sql(`SELECT file_key FROM docbox_presigned_upload_tasks WHERE name = '${name}'`);
    pendingUploaded = upload('expired.pdf');
    pendingNotUploaded = upload('open.pdf');
    failedKey = upload('broken.pdf');
    // A generated file left behind by a failed upload: no row points to it.
    leftOver = `${tenant().bucket}:box-one/00000000-0000-4000-8000-0000000000aa_report.pdf_00000000-0000-4000-8000-0000000000bb.generated.jpeg`;
  });
  after(() => lab.stop());
  beforeEach(() => {
    s3.buckets.clear();
    clearOutputs();
  });

  test('the orphans and the missing objects are listed; presigned uploads are neither', async () => {
    const bucket = tenant().bucket;
    s3.bucket(bucket).versioning = 'Enabled';
    // Every record's object but one, the object of a pending upload that arrived, the object of a
    // failed upload not yet cleaned up, and the left-over generated file.
    const gone = recordKeys.find((key) => key.endsWith('.generated.jpeg'))!;
    for (const key of [...recordKeys.filter((key) => key !== gone), pendingUploaded, failedKey, leftOver]) s3.put(bucket, key);
    // A deleted object hides behind its delete marker: it is missing, not listed.
    s3.put(bucket, gone);
    s3.delete(bucket, gone);

    const result = await lab.runScript(block('compare-bucket-and-database.sh'), [], {assign: assign(), env: lab.pgEnv});
    assert.equal(result.exit, 0, result.stderr);
    assertAccount(result.calls);
    assert.deepEqual(lines(lab.read('orphans.txt')), [leftOver]);
    assert.deepEqual(lines(lab.read('missing.txt')), [gone]);
    assert.ok(!lab.read('missing.txt').includes(pendingNotUploaded), 'a pending upload whose object has not arrived is not missing');
    assert.match(result.stdout, /^7 objects, 5 keys in records: 1 orphaned \(orphans\.txt\), 1 missing \(missing\.txt\)$/m);
  });

  test('an empty bucket or a wrong database name stops the script before it writes any list', async () => {
    const bucket = tenant().bucket;
    // S3 answers an empty bucket without Contents: the CLI's text output is "None".
    s3.bucket(bucket);
    const empty = await lab.runScript(block('compare-bucket-and-database.sh'), [], {assign: assign(), env: lab.pgEnv});
    assert.notEqual(empty.exit, 0);
    assert.match(empty.stderr, /docbox-acme-prod holds no objects/);
    assert.ok(!existsSync(path.join(lab.dir, 'orphans.txt')), 'no list of orphans from an empty bucket');

    for (const key of recordKeys) s3.put(bucket, key);
    // The bucket's name where the database's belongs: psql fails, and nothing is called an orphan.
    const wrongName = await lab.runScript(block('compare-bucket-and-database.sh'), [], {assign: {...assign(), TENANT_DB: bucket}, env: lab.pgEnv});
    assert.notEqual(wrongName.exit, 0);
    assert.match(wrongName.stderr, /database "docbox-acme-prod" does not exist/);
    assert.ok(!existsSync(path.join(lab.dir, 'orphans.txt')), 'no list of orphans after a failed query');

    // A database without file records (an empty restore, another database) is not compared either.
    const asSetup = {user: lab.deployment!.setupUser, password: lab.deployment!.setupPassword};
    lab.pg!.sql('CREATE DATABASE scratch_empty;', asSetup);
    lab.pg!.sql('CREATE TABLE docbox_files (file_key varchar); CREATE TABLE docbox_generated_files (file_key varchar); CREATE TABLE docbox_presigned_upload_tasks (file_key varchar);', {...asSetup, database: 'scratch_empty'});
    const noRecords = await lab.runScript(block('compare-bucket-and-database.sh'), [], {assign: {...assign(), TENANT_DB: 'scratch_empty'}, env: lab.pgEnv});
    assert.notEqual(noRecords.exit, 0);
    assert.match(noRecords.stderr, /scratch_empty has no file records: check the database name/);
    assert.ok(!existsSync(path.join(lab.dir, 'orphans.txt')), 'no list of orphans without records');
  });

  test('the comparison stops with a message when a step fails or answers nothing', async () => {
    const bucket = tenant().bucket;
    const run = (fault?: Fault) => {
      s3.buckets.clear();
      for (const key of [...recordKeys, leftOver]) s3.put(bucket, key);
      clearOutputs();
      return lab.runScript(block('compare-bucket-and-database.sh'), [], {assign: assign(), env: lab.pgEnv, fault});
    };
    const good = await run();
    // A tenant without presigned uploads is fine: the third call may answer nothing.
    const {steps} = await failsLoudly(run, {emptyIsFine: [good.calls.findIndex((call, index) => call.program === 'psql' && index > 1)]});
    assert.equal(steps, 3, 'list-objects-v2, then the two queries');
  });
});

/** What server 0.9.3 does with an "object created" message: the first record's bucket and key, the key URL-decoded. */
function serverReads(body: string): {bucket: string; key: string} {
  const record = (JSON.parse(body) as {Records: {s3: {bucket: {name: string}; object: {key: string}}}[]}).Records[0]!;
  return {bucket: record.s3.bucket.name, key: decodeURIComponent(record.s3.object.key)};
}

describe('re-sending the object created message of a pending upload', () => {
  let lab: Lab;
  const sent: string[] = [];
  const tenant = () => lab.deployment!.tenants.find((candidate) => candidate.dbName === 'docbox_acme_prod')!;
  const sql = (text: string) => lab.pg!.sql(text, {database: tenant().dbName});
  const keyOf = (name: string) => sql(`SELECT file_key FROM docbox_presigned_upload_tasks WHERE name = '${name}'`);
  const assign = (key: string, extra: Record<string, string> = {}) => ({DB_HOST: lab.pg!.host, TENANT_DB: tenant().dbName, BUCKET: tenant().bucket, KEY: key, ...extra});
  /** The task the server finds for a message (PresignedUploadTask::find_by_file_key). */
  const taskFor = (body: string) => {
    const {bucket, key} = serverReads(body);
    assert.equal(bucket, tenant().bucket);
    return sql(`SELECT name || ':' || (status->>'status') FROM docbox_presigned_upload_tasks WHERE file_key = '${key.replace(/'/g, "''")}'`);
  };

  before(async () => {
    lab = await Lab.start({deployment: true});
    lab.on('aws sqs send-message', (call) => {
      if (call.option('queue-url') !== 'https://sqs.ap-southeast-2.amazonaws.com/123456789012/docbox-s3-upload-queue') return awsError('SendMessage', 'AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.');
      sent.push(call.option('message-body')!);
      return awsOutput(call, {MessageId: `m-${sent.length}`, MD5OfMessageBody: 'x'});
    });
    // A pending upload whose key has characters S3 sends encoded (a space and a % in the scope).
    const folder = sql(`SELECT id FROM docbox_folders WHERE name = 'Root' AND document_box LIKE '%:box-two'`);
    sql(`INSERT INTO docbox_boxes VALUES ('docbox-acme-prod:case 7%', now());
         INSERT INTO docbox_presigned_upload_tasks (id, status, name, mime, size, document_box, folder_id, file_key, created_at, expires_at, created_by)
         VALUES ('00000000-0000-4000-8000-00000000c0de', '{"status": "Pending"}', 'odd.pdf', 'application/pdf', 10, 'docbox-acme-prod:case 7%', '${folder}',
                 'docbox-acme-prod:case 7%/00000000-0000-4000-8000-00000000c0df_odd.pdf', now(), now() + interval '20 minutes', NULL);`);
  });
  after(() => lab.stop());

  test('on AWS, the message reaches the upload queue and names the pending task, whatever its key holds', async () => {
    for (const name of ['open.pdf', 'odd.pdf']) {
      const result = await lab.runScript(block('resend-upload-event.sh'), [], {assign: assign(keyOf(name)), env: lab.pgEnv});
      assert.equal(result.exit, 0, result.stderr);
      assertAccount(result.calls);
      assert.equal(taskFor(sent.at(-1)!), `${name}:Pending`);
      assert.match(result.stdout, new RegExp(`^m-${sent.length}$`, 'm'));
    }
    // S3 sends keys URL-encoded, and so does the script: the server decodes the % it would otherwise misread.
    assert.match(serverReads(sent.at(-1)!).key, /case 7%\//);
    assert.match(JSON.parse(sent.at(-1)!).Records[0].s3.object.key, /^docbox-acme-prod%3Acase%207%25%2F/);
  });

  test('a completed upload or an unknown key is refused before anything is sent', async () => {
    const before = sent.length;
    const completed = await lab.runScript(block('resend-upload-event.sh'), [], {assign: assign(keyOf('notes.txt')), env: lab.pgEnv});
    assert.notEqual(completed.exit, 0);
    assert.match(completed.stderr, /the upload is Completed, not Pending: another message would add a second file record/);
    const failed = await lab.runScript(block('resend-upload-event.sh'), [], {assign: assign(keyOf('broken.pdf')), env: lab.pgEnv});
    assert.match(failed.stderr, /the upload is Failed, not Pending/);
    const unknown = await lab.runScript(block('resend-upload-event.sh'), [], {assign: assign('docbox-acme-prod:box-two/nothing.pdf'), env: lab.pgEnv});
    assert.match(unknown.stderr, /no presigned upload in docbox_acme_prod has the key docbox-acme-prod:box-two\/nothing\.pdf/);
    assert.equal(sent.length, before, 'no message sent');
    await failsLoudly((fault) => lab.runScript(block('resend-upload-event.sh'), [], {assign: assign(keyOf('open.pdf')), env: lab.pgEnv, fault}));
  });

  test('in the compose stack, the message is posted to the webhook as JSON', async () => {
    const webhook = await startHttpStandIn((request) => {
      if (request.method !== 'POST' || request.path !== '/webhook/s3') return {status: 404};
      // axum's Json extractor refuses a body without the JSON content type.
      if (request.headers['content-type'] !== 'application/json') return {status: 415, body: 'Expected request with `Content-Type: application/json`'};
      return {status: 200};
    });
    try {
      const compose = {QUEUE_URL: '', WEBHOOK_URL: `${webhook.url}/webhook/s3`};
      const result = await lab.runScript(block('resend-upload-event.sh'), [], {assign: assign(keyOf('open.pdf'), compose), env: lab.pgEnv});
      assert.equal(result.exit, 0, result.stderr);
      assert.ok(!result.calls.some((call) => call.program === 'aws'), 'no AWS call in the compose stack');
      assert.equal(webhook.requests.length, 1);
      assert.equal(taskFor(webhook.requests[0]!.body), 'open.pdf:Pending');

      // A server started without DOCBOX_MPSC_QUEUE answers 500: the script says so and fails.
      const refusing = await startHttpStandIn(() => ({status: 500, body: {type: 'ServerError', message: 'internal server error'}}));
      try {
        const broken = await lab.runScript(block('resend-upload-event.sh'), [], {assign: assign(keyOf('open.pdf'), {...compose, WEBHOOK_URL: `${refusing.url}/webhook/s3`}), env: lab.pgEnv});
        assert.notEqual(broken.exit, 0);
        assert.match(broken.stderr, /500/);
        assert.doesNotMatch(broken.stdout, /sent the object created message/);
      } finally {
        await refusing.close();
      }
      await failsLoudly((fault) => lab.runScript(block('resend-upload-event.sh'), [], {assign: assign(keyOf('open.pdf'), compose), env: lab.pgEnv, fault}));
    } finally {
      await webhook.close();
    }
  });
});

describe('a request to delete one user\'s data', () => {
  let lab: Lab;
  const TENANT_DB = 'docbox_acme_prod';
  const sql = (text: string) => lab.pg!.sql(text, {database: TENANT_DB});
  const ids = {contract: '00000000-0000-4000-8000-0000000000c1', signature: '00000000-0000-4000-8000-0000000000c2', photo: '00000000-0000-4000-8000-0000000000c3'};

  before(async () => {
    lab = await Lab.start({deployment: true});
    const contracts = sql(`SELECT id FROM docbox_folders WHERE name = 'Contracts'`);
    const rootTwo = sql(`SELECT id FROM docbox_folders WHERE name = 'Root' AND document_box LIKE '%:box-two'`);
    // user-1234 has a file with an attachment someone else added, and a file in another box;
    // jane@example.com came through the hapi gateway, which stores her ID URL-encoded.
    sql(`INSERT INTO docbox_users VALUES ('user-1234', 'Pat', NULL), ('jane%40example.com', 'Jane', NULL);
         INSERT INTO docbox_files (id, name, mime, folder_id, parent_id, hash, size, encrypted, file_key, created_at, created_by) VALUES
           ('${ids.contract}', 'contract.pdf', 'application/pdf', '${contracts}', NULL, 'h1', 1, false, 'docbox-acme-prod:box-one/c1_contract.pdf', now(), 'user-1234'),
           ('${ids.signature}', 'signature.png', 'image/png', '${contracts}', '${ids.contract}', 'h2', 1, false, 'docbox-acme-prod:box-one/c2_signature.png', now(), 'user-2-bob'),
           ('${ids.photo}', 'photo.jpg', 'image/jpeg', '${rootTwo}', NULL, 'h3', 1, false, 'docbox-acme-prod:box-two/c3_photo.jpg', now(), 'user-1234');
         INSERT INTO docbox_links (id, name, value, folder_id, created_at, created_by) VALUES
           ('00000000-0000-4000-8000-0000000000c4', 'Jane''s page', 'https://example.com/jane', '${contracts}', now(), 'jane%40example.com');`);
  });
  after(() => lab.stop());

  /** The counts of the "What a user created" block, by item. */
  const counts = async (userId: string) => {
    const result = await lab.run(block('What a user created in one tenant'), {assign: {DB_HOST: lab.pg!.host, TENANT_DB, USER_ID: userId}, env: lab.pgEnv});
    assert.equal(result.exit, 0, result.stderr);
    return Object.fromEntries(
      result.stdout.split('\n').map((line) => line.split('|').map((cell) => cell.trim())).filter((cells) => cells.length === 2 && /^\d+$/.test(cells[1]!)).map(([item, count]) => [item, Number(count)]),
    );
  };

  test('the counts name every table that holds the user, for the stored form of the ID', async () => {
    assert.deepEqual(await counts('user-2-alice'), {'user record': 1, files: 2, folders: 1, links: 0, 'presigned uploads': 1, 'edit history entries': 1});
    assert.deepEqual(await counts('jane%40example.com'), {'user record': 1, files: 0, folders: 0, links: 1, 'presigned uploads': 0, 'edit history entries': 0});
    // The application's own form of a hapi user's ID finds nothing: the page says to check the form.
    assert.equal((await counts('jane@example.com'))['user record'], 0);
    // A quote in an ID is data, not SQL.
    assert.equal((await counts("o'brien"))['user record'], 0);
  });

  test('the user\'s files come with their attachments and scopes', async () => {
    const result = await lab.runSql(block("The user's files and their attachments, with their scopes"), TENANT_DB);
    assert.equal(result.exit, 0, result.stderr);
    assert.deepEqual(lines(result.stdout), [
      'scope,id,name,parent_id',
      `docbox-acme-prod:box-one,${ids.contract},contract.pdf,`,
      `docbox-acme-prod:box-one,${ids.signature},signature.png,${ids.contract}`,
      `docbox-acme-prod:box-two,${ids.photo},photo.jpg,`,
    ]);
  });

  test('file records that share an object are listed with both IDs', async () => {
    const lease = sql(`SELECT id || '|' || file_key || '|' || folder_id FROM docbox_files WHERE name = 'lease.pdf'`).split('|');
    const none = await lab.runSql(block('File records that share an object'), TENANT_DB);
    assert.deepEqual(lines(none.stdout), ['file_key,file_ids'], 'no shared object yet');
    // The same "object created" message handled twice: a second record for the same key.
    sql(`INSERT INTO docbox_files (id, name, mime, folder_id, hash, size, encrypted, file_key, created_at, created_by)
         VALUES ('00000000-0000-4000-8000-0000000000d1', 'lease.pdf', 'application/pdf', '${lease[2]}', 'aa11', 2048, false, '${lease[1]}', now(), NULL)`);
    const shared = await lab.runSql(block('File records that share an object'), TENANT_DB);
    assert.equal(shared.exit, 0, shared.stderr);
    assert.deepEqual(lines(shared.stdout), ['file_key,file_ids', `${lease[1]},"{${lease[0]},00000000-0000-4000-8000-0000000000d1}"`]);
  });
});
