/**
 * The API changelog (src/data/apiChangelog/changelog.json, written by npm run api:changelog) held
 * to the versions read in the server's source (src/data/apiChangelog/verifiedVersions.ts): every
 * operation's "since" and "changed in", and no correction of the description passed off as a
 * breaking change of the server.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {buildChangelog, ChangelogError} from '../../scripts/update/api-changelog';
import {changelogPage} from '../../scripts/build/lib/api-changelog-page';
import {changelog, type ChangelogData} from '../../src/data/apiChangelog';
import {verifiedBreaking, verifiedVersions} from '../../src/data/apiChangelog/verifiedVersions';
import {specOperations} from '../support/openapi-operations';

const spec = JSON.parse(readFileSync(path.resolve(__dirname, '../../api/docbox.json'), 'utf8')) as Parameters<typeof changelogPage>[1];
const operationIds = specOperations().map((operation) => operation.operationId);

type Change = ChangelogData['releases'][number]['changes'][number];

/** The bullets of each group (`**Breaking**`, `**Added**`, …) of each release section of the page. */
function groupsOf(page: string): Map<string, Map<string, string[]>> {
  const releases = new Map<string, Map<string, string[]>>();
  let groups: Map<string, string[]> | undefined;
  let group: string[] | undefined;
  for (const line of page.split('\n')) {
    const release = /^## (\d+\.\d+\.\d+) \{#/.exec(line);
    if (release) {
      groups = new Map();
      releases.set(release[1], groups);
      group = undefined;
      continue;
    }
    if (/^## /.test(line)) {
      groups = undefined;
      continue;
    }
    const title = /^\*\*(.+)\*\*$/.exec(line);
    if (title && groups) {
      group = [];
      groups.set(title[1], group);
      continue;
    }
    if (line.startsWith('- ') && group) group.push(line);
  }
  return releases;
}

/** The reason a documentation-only line gives, as the page writes it. */
const whyOnPage = (change: Change) => `(${(change.documentationOnly ?? '').replace(/[{}<>]/g, (character) => `\\${character}`)})`;

/** Every breaking line of a page that is not a change of the server. */
function documentationOnlyInBreaking(data: ChangelogData): string[] {
  const found: string[] = [];
  const page = groupsOf(changelogPage(data, spec));
  for (const release of data.releases) {
    const breaking = page.get(release.version)?.get('Breaking') ?? [];
    for (const change of release.changes.filter((entry) => entry.documentationOnly)) {
      for (const line of breaking) if (line.includes(whyOnPage(change))) found.push(`${release.version}: ${line}`);
    }
    const expected = release.changes.filter((change) => change.breaking && !change.documentationOnly).length;
    if (breaking.length !== expected) found.push(`${release.version}: ${breaking.length} lines under Breaking, ${expected} breaking server changes`);
  }
  return found;
}

describe('the API changelog against the versions read in the source (src/data/apiChangelog/verifiedVersions.ts)', () => {
  it('has a verified row for every operation of api/docbox.json, and none for an operation it lacks', () => {
    assert.equal(operationIds.length, 49, 'api/docbox.json has 49 operations; a new one needs a row');
    const missing = operationIds.filter((id) => !verifiedVersions[id]);
    assert.deepEqual(missing, [], `operations without a row in verifiedVersions.ts: ${missing.join(', ')}`);
    const extra = Object.keys(verifiedVersions).filter((id) => !operationIds.includes(id));
    assert.deepEqual(extra, [], `rows for operations not in api/docbox.json: ${extra.join(', ')}`);
  });

  it('dates every operation where the source does ("since")', () => {
    const wrong = operationIds
      .filter((id) => changelog.operations[id]?.since !== verifiedVersions[id]?.since)
      .map((id) => `${id}: changelog.json says since ${changelog.operations[id]?.since}, the source ${verifiedVersions[id]?.since} (${verifiedVersions[id]?.sinceSource})`);
    assert.deepEqual(wrong, []);
  });

  it('lists the releases that changed each operation for clients, and no others ("changed in")', () => {
    const wrong = operationIds
      .filter((id) => verifiedVersions[id])
      .filter((id) => JSON.stringify(changelog.operations[id]?.changedIn) !== JSON.stringify(verifiedVersions[id].changedIn.map((change) => change.version)))
      .map((id) => `${id}: changelog.json says changed in [${changelog.operations[id]?.changedIn.join(', ')}], the source [${verifiedVersions[id].changedIn.map((change) => `${change.version} (${change.what})`).join(', ')}]`);
    assert.deepEqual(wrong, []);
  });

  it('marks Breaking only changes of the server that were read in the source', () => {
    const wrong: string[] = [];
    for (const release of changelog.releases) {
      for (const change of release.changes.filter((entry) => entry.breaking)) {
        const where = `${release.version}: "${change.text}" (${change.operations.join(', ') || 'every operation'})`;
        if (change.documentationOnly) wrong.push(`${where} is breaking and documentation-only (${change.documentationOnly})`);
        const verified = verifiedBreaking.find((entry) => entry.version === release.version && change.text.startsWith(entry.textStartsWith));
        if (!verified) wrong.push(`${where} is breaking but no server change in verifiedBreaking`);
        else {
          const others = change.operations.filter((id) => !verified.operations.includes(id));
          if (others.length > 0) wrong.push(`${where} names ${others.join(', ')}, which the server did not change (${verified.source})`);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });

  it('puts no correction of the description in a Breaking group of the page', () => {
    assert.deepEqual(documentationOnlyInBreaking(changelog), []);
  });

  it('keeps a line marked both breaking and documentation-only out of Breaking on the page', () => {
    const release = (version: string, changes: Change[]) => ({version, date: '2026-01-01', commit: 'abc1234', description: 'd', descriptionChanged: true, changes});
    const correction: Change = {kind: 'removed', breaking: true, text: 'field `x` in the 201 response', operations: ['options'], origin: 'openapi', documentationOnly: 'the annotation only'};
    const data: ChangelogData = {repository: 'r', releases: [release('1.1.0', [correction]), release('1.0.0', [])], operations: {options: {since: '1.0.0', changedIn: []}}};
    assert.deepEqual(documentationOnlyInBreaking(data), []);
    const page = groupsOf(changelogPage(data, spec)).get('1.1.0');
    assert.equal(page?.get('Breaking'), undefined);
    assert.equal(page?.get('Corrections to the description only')?.length, 1);
  });
});

describe('correcting the lines of the comparison with what was read in the source (scripts/update/api-changelog.ts)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'changelog-corrections-'));
  after(() => rmSync(dir, {recursive: true, force: true}));
  const run = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: ['ignore', 'pipe', 'pipe']});
  const answer = (status: string, properties: Record<string, unknown>) => ({
    responses: {[status]: {description: 'ok', content: {'application/json': {schema: {type: 'object', required: Object.keys(properties), properties}}}}},
  });
  const doc = (fields: Record<string, unknown>) => ({
    openapi: '3.1.0',
    info: {title: 't', version: '1'},
    paths: {
      '/a': {post: {operationId: 'a_list', ...answer('201', fields)}},
      '/b': {put: {operationId: 'b_update', ...answer('200', fields)}},
      '/c': {get: {operationId: 'c_get', ...answer('200', fields)}},
    },
  });
  run('init', '-q');
  mkdirSync(path.join(dir, 'packages/docbox-http'), {recursive: true});
  for (const [version, fields] of [['1.0.0', {id: {type: 'string'}}], ['1.1.0', {id: {type: 'string'}, total: {type: 'integer'}}]] as const) {
    writeFileSync(path.join(dir, 'packages/docbox-http/docbox.json'), JSON.stringify(doc(fields)));
    run('add', '-A');
    run('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '-m', version);
    run('tag', version);
  }
  const gitDir = path.join(dir, '.git');
  const none = {documentationOnly: [], pathCorrections: [], routedSince: [], sourceChanges: []};

  it('rewrites part of a line, merges what then reads the same, and moves a correction apart', () => {
    const result = buildChangelog(gitDir, doc({}), {
      ...none,
      rewrites: [{version: '1.1.0', textStartsWith: 'field `total` in the 201 response', operations: ['a_list'], to: {text: 'field `total` in the 200 response'}, why: 'answers 200', source: 'a.rs:1'}],
      documentationOnly: [{version: '1.1.0', textStartsWith: 'field `total` in the 200 response', operations: ['b_update'], why: 'answers an empty 200'}],
    });
    const changes = result.releases[0].changes.map(({text, operations, documentationOnly}) => ({text, operations, documentationOnly}));
    assert.deepEqual(changes, [
      {text: 'field `total` in the 200 response', operations: ['a_list', 'c_get'], documentationOnly: undefined},
      {text: 'field `total` in the 200 response', operations: ['b_update'], documentationOnly: 'answers an empty 200'},
    ]);
    assert.deepEqual(result.operations.b_update, {since: '1.0.0', changedIn: []});
    assert.deepEqual(result.operations.a_list, {since: '1.0.0', changedIn: ['1.1.0']});
  });

  it('stops when a correction matches no line, so none goes stale unseen', () => {
    const stale = {...none, documentationOnly: [{version: '1.1.0', textStartsWith: 'field `gone`', why: 'x'}]};
    assert.throws(() => buildChangelog(gitDir, doc({}), stale), (error: Error) => error instanceof ChangelogError && /field `gone`.*matches no line/.test(error.message));
  });
});
