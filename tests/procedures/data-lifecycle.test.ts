/**
 * The data lifecycle page's blocks, run as a reader runs them: the bucket-and-database comparison
 * against the lab's tenant database and a versioned S3 stand-in, and the queries of a deletion
 * request against the tenant database with rows added for them. (The page sends the re-sent
 * "object created" message with the scripts of the start, stop and restart page, tested there.)
 * Each test checks the lists and rows the reader acts on, and every script is broken step by step
 * to see it stop.
 */
import assert from 'node:assert/strict';
import {existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import {after, before, beforeEach, describe, test} from 'node:test';
import {failsLoudly, Lab, type Fault, type LabCall} from '../support/procedures/lab';
import {pageBlock} from '../support/procedures/page-blocks';
import {S3Model} from '../support/procedures/services';

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

  test('an empty bucket, a wrong database name or a database without Docbox\'s tables stops the script before it writes any list', async () => {
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

    // The root database (no tenant tables): the query fails, nothing is compared.
    const root = await lab.runScript(block('compare-bucket-and-database.sh'), [], {assign: {...assign(), TENANT_DB: 'docbox'}, env: lab.pgEnv});
    assert.notEqual(root.exit, 0);
    assert.match(root.stderr, /relation "docbox_files" does not exist/);
    assert.ok(!existsSync(path.join(lab.dir, 'orphans.txt')), 'no list of orphans from a database without Docbox\'s tables');
  });

  test('a tenant whose files were all deleted has no records: every object outside a presigned upload is an orphan', async () => {
    const bucket = tenant().bucket;
    // A tenant database with Docbox's tables but no file records, and one presigned upload whose object arrived.
    const asSetup = {user: lab.deployment!.setupUser, password: lab.deployment!.setupPassword};
    lab.pg!.sql('CREATE DATABASE scratch_empty;', asSetup);
    lab.pg!.sql(
      `CREATE TABLE docbox_files (file_key varchar); CREATE TABLE docbox_generated_files (file_key varchar); CREATE TABLE docbox_presigned_upload_tasks (file_key varchar);
       INSERT INTO docbox_presigned_upload_tasks VALUES ('${pendingUploaded}');`,
      {...asSetup, database: 'scratch_empty'},
    );
    for (const key of [leftOver, ...recordKeys.filter((key) => key.endsWith('.generated.jpeg')), pendingUploaded]) s3.put(bucket, key);
    const result = await lab.runScript(block('compare-bucket-and-database.sh'), [], {assign: {...assign(), TENANT_DB: 'scratch_empty'}, env: lab.pgEnv});
    assert.equal(result.exit, 0, result.stderr);
    assert.match(result.stdout, /scratch_empty has no file records: every object outside a presigned upload is an orphan/);
    assert.deepEqual(lines(lab.read('orphans.txt')), [leftOver, ...recordKeys.filter((key) => key.endsWith('.generated.jpeg'))].sort());
    assert.equal(lab.read('missing.txt'), '', 'nothing missing without records');
    assert.equal(lab.read('record-keys.txt'), '', 'no empty line counted as a record');
    assert.match(result.stdout, /^3 objects, 0 keys in records: 2 orphaned \(orphans\.txt\), 0 missing \(missing\.txt\)$/m);
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
    // A tenant without file records, or without presigned uploads, is fine: either query may answer nothing.
    const queries = good.calls.filter((call) => call.program === 'psql').map((call) => call.index);
    assert.equal(queries.length, 2);
    const {steps} = await failsLoudly(run, {emptyIsFine: queries});
    assert.equal(steps, 3, 'list-objects-v2, then the two queries');
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
