/**
 * The flows of the Integrating guides and the SDK guide's main flow, written as Arazzo 1.0.1
 * workflows in api/workflows/*.arazzo.yaml, run with Redocly's `respect` against a fake Docbox
 * behind Prism in proxy mode (tests/support/api-mock/): respect checks each step's success
 * criteria and that every answer matches api/docbox.json, and Prism checks every request and
 * every answer against api/docbox.json too. A workflow fails on a failed criterion, an invalid
 * request or answer, or a value that does not reach the next step; the last two tests break a
 * copy of a workflow each way and show that it does. docs-dev/workflows.md describes the set.
 */
import assert from 'node:assert/strict';
import {randomBytes, randomUUID} from 'node:crypto';
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {SPEC_FILE, startValidatedFake, type ValidatedFake} from '../support/api-mock/validating-proxy';
import {failedChecks, finalSteps, lintArazzo, REPO_ROOT, runRespect, type RespectRun} from '../support/api-mock/respect';
import {SAMPLE_FILE, sampleFileText} from '../../src/components/RequestSamples/samples';

const WORKFLOW_DIR = path.join(REPO_ROOT, 'api/workflows');
const workflowFiles = readdirSync(WORKFLOW_DIR)
  .filter((name) => name.endsWith('.arazzo.yaml'))
  .sort()
  .map((name) => path.join('api/workflows', name));
const TENANT = {tenantId: '2705fc5b-591f-4464-a96b-7cf3dcae3583', tenantEnv: 'Development'};
const API_KEY = randomBytes(12).toString('hex');

let mock: ValidatedFake;
const scratch = mkdtempSync(path.join(tmpdir(), 'docbox-workflows-'));

const inputs = () => ({...TENANT, apiKey: API_KEY, runId: `run-${randomBytes(4).toString('hex')}`, fixedId: randomUUID()});

before(async () => {
  // The server with DOCBOX_API_KEY set: every step has to send the key the workflow is given.
  // Searches miss a new item once, as OpenSearch does before its refresh: the search steps must ask again.
  mock = await startValidatedFake({apiKey: API_KEY, processingDelayMs: 200, minPendingReads: 1, searchLagReads: 1});
});

after(async () => {
  await mock?.close();
  rmSync(scratch, {recursive: true, force: true});
});

/** A copy of one workflow file, changed by `edit`, that still finds the description and its upload file. */
function brokenCopy(name: string, edit: (text: string) => string): string {
  const source = readFileSync(path.join(WORKFLOW_DIR, name), 'utf8');
  const changed = edit(source);
  assert.notEqual(changed, source, `${name}: the edit that should break it changed nothing; update the test`);
  const dir = mkdtempSync(path.join(scratch, 'broken-'));
  cpSync(path.join(WORKFLOW_DIR, 'files'), path.join(dir, 'files'), {recursive: true});
  const file = path.join(dir, name);
  writeFileSync(file, changed.replace('url: ../docbox.json', `url: ${SPEC_FILE}`));
  return file;
}

function stepOutcome(run: RespectRun, file: string, stepId: string) {
  const result = Object.entries(run.report?.files ?? {}).find(([name]) => path.resolve(REPO_ROOT, name) === path.resolve(file))?.[1];
  assert.ok(result, `no result for ${file} in the report:\n${run.output.slice(-3000)}`);
  const workflow = result.executedWorkflows[0]!;
  return {workflow, step: finalSteps(workflow).find((step) => step.stepId === stepId)};
}

describe('the Integrating guides\' flows, as Arazzo workflows run by Redocly respect against a validating mock', () => {
  it('every workflow file is valid Arazzo (redocly lint)', async () => {
    assert.ok(workflowFiles.length > 0, 'no api/workflows/*.arazzo.yaml');
    const linted = await lintArazzo(workflowFiles);
    assert.equal(linted.exit, 0, `redocly lint found problems:\n${linted.output}`);
    for (const file of workflowFiles) {
      assert.match(readFileSync(path.join(REPO_ROOT, file), 'utf8'), /^arazzo: 1\.0\.1$/m, `${file}: not Arazzo 1.0.1`);
    }
    // The uploaded file is the request samples' text file, whose size and hash the criteria name.
    assert.equal(readFileSync(path.join(WORKFLOW_DIR, 'files', SAMPLE_FILE.name), 'utf8'), sampleFileText());
  });

  it('every workflow passes, with every request and answer valid for api/docbox.json', async () => {
    const started = Date.now();
    const firstExchange = mock.exchanges.length;
    const firstFakeExchange = mock.fake.exchanges.length;
    const run = await runRespect(workflowFiles, mock.url, inputs());
    const seconds = (Date.now() - started) / 1000;
    assert.ok(run.report, `respect wrote no JSON report (exit ${run.exit}):\n${run.output.slice(-4000)}`);
    assert.deepEqual(failedChecks(run.report), [], `failed steps:\n${run.output.slice(-6000)}`);
    assert.equal(run.exit, 0, `respect exited ${run.exit}:\n${run.output.slice(-4000)}`);
    assert.equal(run.report.status, 'success');

    // Every file ran, each of its workflows to the end.
    const ran = Object.keys(run.report.files).map((file) => path.relative(REPO_ROOT, path.resolve(REPO_ROOT, file))).sort();
    assert.deepEqual(ran, workflowFiles, 'respect did not run every workflow file');
    let workflows = 0;
    let steps = 0;
    let attempts = 0;
    let retried = 0;
    const searchRetries: string[] = [];
    for (const [file, result] of Object.entries(run.report.files)) {
      assert.ok(result.executedWorkflows.length > 0, `${file}: no workflow ran`);
      for (const workflow of result.executedWorkflows) {
        assert.equal(workflow.status, 'success', `${file} ${workflow.workflowId}: ${workflow.status}`);
        workflows += 1;
        for (const step of finalSteps(workflow)) {
          assert.equal(step.status, 'success', `${file} ${workflow.workflowId}/${step.stepId}`);
          steps += 1;
          attempts += step.attempts;
          if (step.attempts > 1) retried += 1;
          if (step.attempts > 1 && /^search/.test(step.stepId)) searchRetries.push(`${workflow.workflowId}/${step.stepId}`);
        }
      }
    }

    // Prism: no request and no answer broke the description.
    assert.deepEqual(mock.problems(), [], 'Prism reported violations');
    const exchanges = mock.exchanges.slice(firstExchange);
    assert.ok(exchanges.length > 0);
    // The polling steps met a Pending task at least once, so their retry was exercised.
    assert.ok(retried > 0, 'no polling step was repeated: the fake completed every upload before the first poll');
    // The first search after the uploads met an index that did not have them yet, and asked again.
    assert.deepEqual(searchRetries.sort(), ['sdk-first-round-trip/search', 'search-box/searchNames'], 'the search steps right after the uploads did not retry');
    // The storage PUT went to the fake directly, without Docbox's headers.
    const storagePuts = mock.fake.exchanges.slice(firstFakeExchange).filter((exchange) => exchange.operation === 'storage_put');
    assert.ok(storagePuts.length > 0, 'no workflow sent bytes to the presigned storage URL');
    for (const put of storagePuts) {
      assert.equal(put.status, 200, `storage PUT ${put.path} answered ${put.status}`);
      for (const header of ['x-docbox-api-key', 'x-tenant-id', 'x-tenant-env']) {
        assert.equal(put.headers[header], undefined, `the storage PUT carried ${header}`);
      }
    }
    // Every workflow deletes the box it made.
    assert.deepEqual(mock.fake.boxes(), [], 'boxes left behind');
    console.log(
      `Arazzo workflows: ${workflows} workflows in ${workflowFiles.length} files, ${steps} steps (${attempts} requests from respect, ` +
        `${retried} polling steps repeated while Pending), ${exchanges.length} exchanges checked by Prism, ${seconds.toFixed(1)} s.`,
    );
  });

  it('fails when a step sends a request the description does not allow', async () => {
    // The direct upload without its required `name` field.
    const file = brokenCopy('upload-direct.arazzo.yaml', (text) => text.replace(/\n {12}name: meeting-notes\.txt\n {12}folder_id: \$steps\.createBox/, '\n            folder_id: $steps.createBox'));
    const firstExchange = mock.exchanges.length;
    const run = await runRespect([file], mock.url, inputs());
    assert.notEqual(run.exit, 0, `respect passed a workflow whose upload has no name:\n${run.output.slice(-3000)}`);
    const {step} = stepOutcome(run, file, 'upload');
    assert.equal(step?.status, 'error', 'the upload step did not fail');
    assert.equal(step?.last.response?.statusCode, 422, 'Prism did not refuse the request');
    const refused = mock.exchanges.slice(firstExchange).filter((exchange) => exchange.violations.length > 0);
    assert.ok(
      refused.some((exchange) => exchange.url.endsWith('/file') && exchange.violations.some((violation) => /name/.test(violation.message))),
      `Prism did not name the missing field: ${JSON.stringify(refused)}`,
    );
  });

  it('fails when a value does not pass to the next step', async () => {
    // The polling step is given the box's root folder ID instead of the upload's task ID.
    const file = brokenCopy('upload-background.arazzo.yaml', (text) =>
      text.replace('            value: $steps.upload.outputs.taskId', '            value: $steps.createBox.outputs.rootId'),
    );
    const run = await runRespect([file], mock.url, inputs());
    assert.notEqual(run.exit, 0, `respect passed a workflow that polls the wrong task:\n${run.output.slice(-3000)}`);
    const {step} = stepOutcome(run, file, 'waitForTask');
    assert.equal(step?.status, 'error', 'the polling step did not fail');
    assert.equal(step?.last.response?.statusCode, 404, 'the fake did not answer 404 for a task it does not have');
  });
});
