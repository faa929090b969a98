import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';
import {buildChangelog, ChangelogError} from '../../scripts/update/api-changelog';
import {summariseDiff} from '../../scripts/update/lib/api-changelog';
import {changelogPage} from '../../scripts/build/lib/api-changelog-page';
import {changelog, releaseAnchor, versionLine} from '../../src/data/apiChangelog';
import {specOperations} from '../support/openapi-operations';

const spec = JSON.parse(readFileSync(path.resolve(__dirname, '../../api/docbox.json'), 'utf8')) as {info: {version: string}};
const compare = (a: string, b: string) => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

describe('the API changelog data (src/data/apiChangelog/changelog.json)', () => {
  it('dates every operation of api/docbox.json with a release of the changelog', () => {
    const versions = new Set(changelog.releases.map((release) => release.version));
    for (const {operationId} of specOperations()) {
      const dates = changelog.operations[operationId];
      assert.ok(dates, `${operationId} has no "since" version`);
      assert.ok(versions.has(dates.since), `${operationId}: since ${dates.since} is not a release`);
      for (const version of dates.changedIn) {
        assert.ok(versions.has(version), `${operationId}: changed in ${version}, not a release`);
        assert.ok(compare(version, dates.since) > 0, `${operationId}: changed in ${version}, not after ${dates.since}`);
      }
    }
  });

  it("has the API description's version as its newest release", () => {
    assert.equal(changelog.releases[0].version, spec.info.version);
    const sorted = [...changelog.releases].sort((a, b) => compare(b.version, a.version));
    assert.deepEqual(changelog.releases.map((release) => release.version), sorted.map((release) => release.version), 'newest first');
  });

  it('names only operations of the description, or says the operation is gone', () => {
    const page = changelogPage(changelog, spec as never);
    assert.doesNotMatch(page, /no longer in the API/, 'every operation a change names is still in api/docbox.json');
    for (const release of changelog.releases) assert.match(page, new RegExp(`^## ${release.version.replace(/\./g, '\\.')} \\{#${releaseAnchor(release.version)}\\}$`, 'm'));
  });
});

describe('the "since" line of an operation page', () => {
  it('links the release it appeared in and the releases that changed it', () => {
    const data = {repository: 'r', releases: [], operations: {a_b: {since: '0.2.0', changedIn: ['0.4.0', '0.6.0']}}};
    assert.equal(
      versionLine('a_b', data),
      'Since Docbox [0.2.0](/docs/api/changelog#v0-2-0) · changed in [0.4.0](/docs/api/changelog#v0-4-0), [0.6.0](/docs/api/changelog#v0-6-0)',
    );
    assert.throws(() => versionLine('unknown_op', data), /no "since" version for operation unknown_op/);
  });
});

// Two small descriptions: what the comparison must report, and what it must not.
const operation = (properties: Record<string, unknown>, required: string[], extra: Record<string, unknown> = {}) => ({
  operationId: 'thing_get',
  responses: {
    '200': {description: 'ok', content: {'application/json': {schema: {type: 'object', required, properties}}}},
    ...extra,
  },
});
type Doc = {paths: Record<string, Record<string, unknown>>; [key: string]: unknown};
const doc = (paths: Record<string, unknown>, schemas: Record<string, unknown> = {}): Doc => ({openapi: '3.1.0', info: {title: 't', version: '1'}, paths: paths as Doc['paths'], components: {schemas}});

describe('comparing two generated descriptions (scripts/update/lib/api-changelog.ts)', () => {
  it('reports an added operation, a removed field (breaking) and an added field (not breaking), each once', () => {
    const before = doc({'/thing': {get: operation({id: {type: 'string'}, old: {type: 'string'}}, ['id', 'old'])}});
    const after = doc({
      '/thing': {get: operation({id: {type: 'string'}, added: {type: 'string'}}, ['id'])},
      '/other': {post: {operationId: 'other_create', responses: {'201': {description: 'made'}}}},
    });
    const changes = summariseDiff(before, after);
    const find = (text: RegExp) => changes.filter((change) => text.test(change.text));
    assert.deepEqual(find(/^operation added$/).map((change) => change.operations), [['other_create']]);
    const removed = find(/`old`/);
    assert.equal(removed.length, 1, JSON.stringify(changes, null, 1));
    assert.equal(removed[0].kind, 'removed');
    assert.equal(removed[0].breaking, true);
    const added = find(/`added`/);
    assert.equal(added.length, 1);
    assert.equal(added[0].breaking, false);
  });

  it('does not report fields that only moved into an allOf part', () => {
    const byRef = {'/thing': {get: {operationId: 'thing_get', responses: {'200': {description: 'ok', content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}}}}}};
    const flat = doc(byRef, {Thing: {type: 'object', required: ['id', 'name'], properties: {id: {type: 'string'}, name: {type: 'string'}}}});
    const composed = doc(byRef, {
      Base: {type: 'object', required: ['id'], properties: {id: {type: 'string'}}},
      Thing: {allOf: [{$ref: '#/components/schemas/Base'}, {type: 'object', required: ['name'], properties: {name: {type: 'string'}}}]},
    });
    assert.deepEqual(summariseDiff(flat, composed), []);
  });

  it('does not call a removed error response breaking', () => {
    const before = doc({'/thing': {get: operation({id: {type: 'string'}}, ['id'], {'409': {description: 'conflict'}})}});
    const after = doc({'/thing': {get: operation({id: {type: 'string'}}, ['id'])}});
    const [change] = summariseDiff(before, after);
    assert.equal(change.text, 'response 409');
    assert.equal(change.kind, 'removed');
    assert.equal(change.breaking, false);
  });
});

describe('building the changelog from release tags (scripts/update/api-changelog.ts)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'changelog-test-'));
  after(() => rmSync(dir, {recursive: true, force: true}));
  const run = (...args: string[]) => execFileSync('git', args, {cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, GIT_AUTHOR_DATE: '2026-01-02T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-02T00:00:00Z'}});
  const release = (version: string, text: string) => {
    writeFileSync(path.join(dir, 'packages/docbox-http/docbox.json'), text);
    run('add', '-A');
    run('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', version);
    run('tag', version);
  };
  const none = {documentationOnly: [], pathCorrections: [], routedSince: [], sourceChanges: []};
  run('init', '-q');
  mkdirSync(path.join(dir, 'packages/docbox-http'), {recursive: true});
  const v1 = doc({'/thing': {get: operation({id: {type: 'string'}}, ['id'])}});
  const v2 = doc({
    '/thing': {get: operation({id: {type: 'string'}, size: {type: 'integer'}}, ['id', 'size'])},
    '/other': {post: {operationId: 'other_create', responses: {'201': {description: 'made'}}}},
  });
  release('1.0.0', JSON.stringify(v1));
  release('1.1.0', JSON.stringify(v2));
  release('1.1.1', JSON.stringify(v2));

  it('dates each operation, lists what each release changed, newest first', () => {
    const result = buildChangelog(path.join(dir, '.git'), v2, none);
    assert.deepEqual(result.releases.map((entry) => entry.version), ['1.1.1', '1.1.0', '1.0.0']);
    assert.deepEqual(result.operations, {thing_get: {since: '1.0.0', changedIn: ['1.1.0']}, other_create: {since: '1.1.0', changedIn: []}});
    assert.equal(result.releases[0].descriptionChanged, false);
    assert.equal(result.releases[0].changes.length, 0);
    assert.equal(result.releases[2].date, '2026-01-02');
  });

  it('dates an operation by the release that routed it, and leaves no empty "operation added" behind', () => {
    const routed = {...none, routedSince: [{operationId: 'other_create', version: '1.0.0', source: 'routes.rs:1'}]};
    const result = buildChangelog(path.join(dir, '.git'), v2, routed);
    assert.equal(result.operations.other_create.since, '1.0.0');
    const added = result.releases.find((entry) => entry.version === '1.1.0')!.changes.filter((change) => change.text === 'operation added');
    assert.deepEqual(added, []);
  });

  it('stops, naming the operation, when the description has one no release has', () => {
    const described = doc({...v2.paths, '/new': {get: {operationId: 'brand_new', responses: {'200': {description: 'ok'}}}}});
    assert.throws(() => buildChangelog(path.join(dir, '.git'), described, none), (error: Error) => error instanceof ChangelogError && /operation brand_new is in no release/.test(error.message));
  });

  it('stops, naming the tag and the file, when a release holds a broken description', () => {
    release('1.2.0', '{"openapi": "3.1.0", "paths": ');
    assert.throws(
      () => buildChangelog(path.join(dir, '.git'), v2, none),
      (error: Error) => error instanceof ChangelogError && /tag 1\.2\.0: packages\/docbox-http\/docbox\.json: not JSON/.test(error.message),
    );
  });
});
