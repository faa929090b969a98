/**
 * The build's cost against the upstream Docbox website's, for `npm run bench` (BENCH_ONLY=build
 * runs this part alone): both built from cold caches, in turns (ours, theirs, ours, …) so that a
 * machine that slows down or speeds up weighs on both alike, each run measured by GNU time (user
 * and system CPU of the build and every process it starts, wall time, peak memory of its largest
 * process). Prints every run and the ratio of the medians of user CPU.
 *
 * The upstream site is cloned once, at the commit the facts dossier names, into the system's
 * temporary folder, and its dependencies installed there with npm (it keeps a pnpm lock file
 * only, so the newest versions its package.json allows are installed; the bench says which
 * Docusaurus that was). BENCH_UPSTREAM_GIT points at another clone or mirror of it.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const UPSTREAM_REPOSITORY = 'https://github.com/docbox-nz/docbox-website.git';
export const UPSTREAM_COMMIT = '3498246';

export interface BuildRun {
  site: 'project' | 'upstream';
  userSeconds: number;
  systemSeconds: number;
  wallSeconds: number;
  peakGiB: number;
}

/** GNU time's -v report → the figures of one run. */
export function parseGnuTime(report: string, site: BuildRun['site']): BuildRun {
  const figure = (label: string, pattern: RegExp) => {
    const match = pattern.exec(report);
    if (!match) throw new Error(`GNU time printed no "${label}" for the ${site} build`);
    return match;
  };
  const wall = figure('Elapsed (wall clock) time', /Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)/);
  return {
    site,
    userSeconds: Number(figure('User time', /User time \(seconds\): ([\d.]+)/)[1]),
    systemSeconds: Number(figure('System time', /System time \(seconds\): ([\d.]+)/)[1]),
    wallSeconds: Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]),
    peakGiB: Number(figure('Maximum resident set size', /Maximum resident set size \(kbytes\): (\d+)/)[1]) / 1024 / 1024,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The rows the bench prints: each run, then the medians and the ratio of user CPU. */
export function buildRatioRows(runs: BuildRun[], upstreamDocusaurus: string): [string, string][] {
  const of = (site: BuildRun['site']) => runs.filter((run) => run.site === site);
  const describe = (run: BuildRun) =>
    `user ${run.userSeconds.toFixed(1)} s, system ${run.systemSeconds.toFixed(1)} s, wall ${run.wallSeconds.toFixed(1)} s, peak ${run.peakGiB.toFixed(2)} GiB`;
  const rows: [string, string][] = runs.map((run, index) => [`Cold build ${index + 1}: ${run.site}`, describe(run)]);
  const ours = median(of('project').map((run) => run.userSeconds));
  const theirs = median(of('upstream').map((run) => run.userSeconds));
  rows.push([
    `Build user CPU, project / upstream (${UPSTREAM_COMMIT}, Docusaurus ${upstreamDocusaurus}), medians`,
    `${ours.toFixed(1)} s / ${theirs.toFixed(1)} s = ${(ours / theirs).toFixed(2)}x; wall ${median(of('project').map((run) => run.wallSeconds)).toFixed(1)} s / ${median(of('upstream').map((run) => run.wallSeconds)).toFixed(1)} s`,
  ]);
  return rows;
}

/** A clone of the upstream site with its dependencies, made once. */
function upstreamCheckout(): string {
  const dir = path.join(os.tmpdir(), `docbox-website-${UPSTREAM_COMMIT}`);
  const source = process.env.BENCH_UPSTREAM_GIT ?? UPSTREAM_REPOSITORY;
  if (!existsSync(path.join(dir, 'node_modules/.bin/docusaurus'))) {
    rmSync(dir, {recursive: true, force: true});
    execFileSync('git', ['clone', '--quiet', source, dir], {stdio: 'inherit'});
    execFileSync('git', ['checkout', '--quiet', UPSTREAM_COMMIT], {cwd: dir, stdio: 'inherit'});
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: dir, stdio: 'inherit'});
  }
  return dir;
}

function coldBuild(site: BuildRun['site'], cwd: string, command: string[]): BuildRun {
  rmSync(path.join(cwd, 'build'), {recursive: true, force: true});
  rmSync(path.join(cwd, '.docusaurus'), {recursive: true, force: true});
  rmSync(path.join(cwd, 'node_modules/.cache'), {recursive: true, force: true});
  const result = spawnSync('/usr/bin/time', ['-v', ...command], {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'ignore', 'pipe']});
  if (result.status !== 0) throw new Error(`the ${site} build failed (exit ${result.status}):\n${result.stderr.slice(-4000)}`);
  return parseGnuTime(result.stderr, site);
}

/** BENCH_RATIO_RUNS (3) cold builds of each site, in turns. */
export function buildRatio(projectRoot: string): [string, string][] {
  const upstream = upstreamCheckout();
  const upstreamDocusaurus = (JSON.parse(readFileSync(path.join(upstream, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {version: string}).version;
  const runs: BuildRun[] = [];
  for (let turn = 0; turn < Number(process.env.BENCH_RATIO_RUNS ?? 3); turn += 1) {
    runs.push(coldBuild('project', projectRoot, ['npm', 'run', 'build']));
    runs.push(coldBuild('upstream', upstream, ['node_modules/.bin/docusaurus', 'build']));
  }
  return buildRatioRows(runs, upstreamDocusaurus);
}
