import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {copyFileSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

const root = path.resolve(__dirname, '../..');
const fixtures = path.join(root, 'tests/fixtures/openapi');
const work = mkdtempSync(path.join(tmpdir(), 'docbox-api-'));
after(() => rmSync(work, {recursive: true, force: true}));

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', script), ...args], {
    cwd: root,
    env: {...process.env, ...env},
    encoding: 'utf8',
  });
  return {code: result.status, out: result.stdout, err: result.stderr};
}

describe('npm run api:fetch', () => {
  it('replaces the description and lists what changed when the new one is valid', () => {
    const target = path.join(work, 'current.json');
    copyFileSync(path.join(fixtures, 'valid.json'), target);
    const {code, out} = run('update/api-fetch.ts', [path.join(fixtures, 'changed.json')], {DOCBOX_API_SPEC: target});
    assert.equal(code, 0);
    assert.match(out, /^added \(1\): thing_update$/m);
    assert.match(out, /^removed \(1\): thing_create$/m);
    assert.match(out, /^changed \(0\)$/m);
    assert.deepEqual(JSON.parse(readFileSync(target, 'utf8')), JSON.parse(readFileSync(path.join(fixtures, 'changed.json'), 'utf8')));
  });

  for (const bad of ['malformed.json', 'duplicate-operation-id.json', 'unresolved-ref.json', 'bad-example.json']) {
    it(`leaves the current file untouched when the new one is invalid (${bad})`, () => {
      const target = path.join(work, `keep-${bad}`);
      copyFileSync(path.join(fixtures, 'valid.json'), target);
      const before = readFileSync(target, 'utf8');
      const source = path.join(fixtures, bad);
      const {code, err} = run('update/api-fetch.ts', [source], {DOCBOX_API_SPEC: target});
      assert.equal(code, 1);
      assert.match(err, /Not updated: the new description is invalid/);
      assert.ok(err.includes(`${source}: #`), err);
      assert.equal(readFileSync(target, 'utf8'), before);
    });
  }

  it('says why when the source cannot be read', () => {
    const target = path.join(work, 'unchanged.json');
    copyFileSync(path.join(fixtures, 'valid.json'), target);
    const {code, err} = run('update/api-fetch.ts', ['/nonexistent/docbox.json'], {DOCBOX_API_SPEC: target});
    assert.equal(code, 1);
    assert.match(err, /Not updated: \/nonexistent\/docbox\.json: file not found/);
  });

  it('says why when a download fails', () => {
    const target = path.join(work, 'unchanged-download.json');
    copyFileSync(path.join(fixtures, 'valid.json'), target);
    // Port 9 on loopback: nothing listens, so the request is refused at once.
    const {code, err} = run('update/api-fetch.ts', ['http://127.0.0.1:9/docbox.json'], {DOCBOX_API_SPEC: target});
    assert.equal(code, 1);
    assert.match(err, /Not updated: http:\/\/127\.0\.0\.1:9\/docbox\.json: /);
    assert.equal(readFileSync(target, 'utf8'), readFileSync(path.join(fixtures, 'valid.json'), 'utf8'));
  });

  it('explains its usage without an argument', () => {
    const {code, err} = run('update/api-fetch.ts', []);
    assert.equal(code, 1);
    assert.match(err, /usage: npm run api:fetch -- <url or file>/);
  });
});

describe('npm run api:generate', () => {
  it('stops before generating anything when the description is invalid', () => {
    const {code, err} = run('build/api-generate.ts', ['tests/fixtures/openapi/unresolved-ref.json']);
    assert.equal(code, 1);
    assert.match(err, /The API description is invalid; the API pages were not regenerated\./);
    assert.match(err, /tests\/fixtures\/openapi\/unresolved-ref\.json: #\/paths\/.*Can't resolve \$ref/);
  });
});
