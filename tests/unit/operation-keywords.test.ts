import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {OPERATION_KEYWORDS} from '../../src/data/operationKeywords';
import {MAX_PHRASES, MIN_PHRASES, OperationKeywordsError, checkOperationKeywords} from '../../scripts/build/lib/operation-keywords';
import {specOperations} from '../support/openapi-operations';

const root = path.resolve(__dirname, '..', '..');
const ids = specOperations().map((operation) => operation.operationId);

describe("the reader's words for the API operations (src/data/operationKeywords.ts)", () => {
  it('every operation of api/docbox.json has 2-6 phrases and every entry names an operation', () => {
    assert.doesNotThrow(() => checkOperationKeywords(ids, OPERATION_KEYWORDS));
    assert.deepEqual(Object.keys(OPERATION_KEYWORDS).sort(), [...ids].sort());
    for (const [id, phrases] of Object.entries(OPERATION_KEYWORDS)) {
      assert.ok(phrases.length >= MIN_PHRASES && phrases.length <= MAX_PHRASES, `${id}: ${phrases.length} phrases`);
      assert.equal(new Set(phrases.map((phrase) => phrase.toLowerCase())).size, phrases.length, `${id}: a phrase given twice`);
    }
  });

  it('the check names an operation with no entry and an entry that names no operation', () => {
    const {[ids[0]!]: _left, ...withoutFirst} = OPERATION_KEYWORDS;
    assert.throws(() => checkOperationKeywords(ids, withoutFirst), (error: Error) => error instanceof OperationKeywordsError && error.message.includes(`operation ${ids[0]} has no entry`));
    const stray = {...OPERATION_KEYWORDS, file_teleport: ['beam a file', 'send elsewhere']};
    assert.throws(() => checkOperationKeywords(ids, stray), (error: Error) => error.message.includes('entry file_teleport names no operation'));
    const tooFew = {...OPERATION_KEYWORDS, [ids[1]!]: ['one phrase']};
    assert.throws(() => checkOperationKeywords(ids, tooFew), (error: Error) => error.message.includes(`operation ${ids[1]} has 1 phrases`));
  });

  it('npm run api:generate stops, naming both, on a description with an operation the table lacks and without one it has', () => {
    const spec = JSON.parse(readFileSync(path.join(root, 'api/docbox.json'), 'utf8')) as {paths: Record<string, Record<string, {operationId?: string}>>};
    const operation = spec.paths['/health']!.get!;
    assert.equal(operation.operationId, 'health');
    operation.operationId = 'health_renamed';
    const dir = mkdtempSync(path.join(tmpdir(), 'operation-keywords-'));
    const file = path.join(dir, 'docbox.json');
    writeFileSync(file, JSON.stringify(spec));
    try {
      execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build/api-generate.ts', file], {cwd: root, stdio: 'pipe', encoding: 'utf8'});
      assert.fail('api-generate accepted a description the table does not match');
    } catch (error) {
      const {status, stderr} = error as {status?: number; stderr?: string};
      assert.equal(status, 1, String(stderr));
      assert.match(stderr ?? '', /operation health_renamed has no entry/);
      assert.match(stderr ?? '', /entry health names no operation/);
      assert.match(stderr ?? '', /the API pages were not regenerated/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
