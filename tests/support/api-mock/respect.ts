/**
 * Runs Arazzo workflows with Redocly's `respect` (`@redocly/cli`, a dev dependency) and reads its
 * JSON report: which workflows ran, each step's attempts and the checks that failed.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);
export const REPO_ROOT = path.resolve(__dirname, '../../..');
const REDOCLY = path.join(REPO_ROOT, 'node_modules/.bin/redocly');

/** No telemetry, no update check, no colours: the command talks to nothing but the mock. */
export const REDOCLY_ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

export type RespectCheck = {name: string; passed: boolean; message: string; severity?: string};
export type RespectStep = {stepId: string; status: string; checks: RespectCheck[]; request?: {method: string; url: string}; response?: {statusCode: number}};
export type RespectWorkflow = {workflowId: string; status: string; executedSteps: RespectStep[]};
export type RespectReport = {
  status: string;
  files: Record<string, {totalRequests: number; executedWorkflows: RespectWorkflow[]; globalTimeoutError?: boolean}>;
};
export type RespectRun = {exit: number; output: string; report: RespectReport | undefined};

/** `redocly respect FILES --server docbox=URL --input JSON --json-output …`. */
export async function runRespect(files: string[], serverUrl: string, inputs: Record<string, string>): Promise<RespectRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'docbox-respect-'));
  const jsonOutput = path.join(dir, 'report.json');
  const args = ['respect', ...files, '--server', `docbox=${serverUrl}`, '--input', JSON.stringify(inputs), '--json-output', jsonOutput];
  let exit = 0;
  let output = '';
  try {
    const result = await run(REDOCLY, args, {cwd: REPO_ROOT, env: REDOCLY_ENV, maxBuffer: 64 * 1024 * 1024, timeout: 300_000});
    output = result.stdout + result.stderr;
  } catch (error) {
    const failed = error as {code?: number; stdout?: string; stderr?: string};
    exit = typeof failed.code === 'number' ? failed.code : 1;
    output = (failed.stdout ?? '') + (failed.stderr ?? '');
  }
  let report: RespectReport | undefined;
  try {
    report = JSON.parse(readFileSync(jsonOutput, 'utf8')) as RespectReport;
  } catch {
    report = undefined;
  }
  rmSync(dir, {recursive: true, force: true});
  return {exit, output: stripBanner(output), report};
}

/** `redocly lint FILES`. */
export async function lintArazzo(files: string[]): Promise<{exit: number; output: string}> {
  try {
    const result = await run(REDOCLY, ['lint', ...files], {cwd: REPO_ROOT, env: REDOCLY_ENV, maxBuffer: 16 * 1024 * 1024});
    return {exit: 0, output: stripBanner(result.stdout + result.stderr)};
  } catch (error) {
    const failed = error as {code?: number; stdout?: string; stderr?: string};
    return {exit: typeof failed.code === 'number' ? failed.code : 1, output: stripBanner((failed.stdout ?? '') + (failed.stderr ?? ''))};
  }
}

/** The CLI's boxed notices (Node.js versions, updates) say nothing about the run. */
function stripBanner(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/[╔╚║]/.test(line))
    .join('\n');
}

/** Each step once, with the outcome of its last attempt, and how many attempts it took. */
export function finalSteps(workflow: RespectWorkflow): {stepId: string; status: string; attempts: number; last: RespectStep}[] {
  const steps = new Map<string, {stepId: string; status: string; attempts: number; last: RespectStep}>();
  for (const step of workflow.executedSteps) {
    const seen = steps.get(step.stepId);
    steps.set(step.stepId, {stepId: step.stepId, status: step.status, attempts: (seen?.attempts ?? 0) + 1, last: step});
  }
  return [...steps.values()];
}

/** The failed checks of a report, one line each, for assertion messages. */
export function failedChecks(report: RespectReport | undefined): string[] {
  if (!report) return ['no JSON report'];
  const lines: string[] = [];
  for (const [file, result] of Object.entries(report.files)) {
    for (const workflow of result.executedWorkflows) {
      for (const step of finalSteps(workflow)) {
        if (step.status === 'success') continue;
        const checks = step.last.checks.filter((check) => !check.passed).map((check) => `${check.name}: ${check.message}`);
        lines.push(`${path.basename(file)} ${workflow.workflowId}/${step.stepId} (${step.last.response?.statusCode ?? 'no answer'}): ${checks.join('; ')}`);
      }
    }
  }
  return lines;
}
