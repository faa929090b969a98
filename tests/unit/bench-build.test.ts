import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {buildRatioRows, parseGnuTime} from '../../scripts/bench/lib/bench-build';
import {slowRunMultiplier} from '../../scripts/bench/lib/lighthouse';

const report = (user: string, wall: string, rss: string) => `
	Command being timed: "npm run build"
	User time (seconds): ${user}
	System time (seconds): 5.01
	Percent of CPU this job got: 156%
	Elapsed (wall clock) time (h:mm:ss or m:ss): ${wall}
	Maximum resident set size (kbytes): ${rss}
`;

describe('the build bench (scripts/bench/lib/bench-build.ts)', () => {
  it("reads user CPU, wall time and peak memory from GNU time's report", () => {
    assert.deepEqual(parseGnuTime(report('63.87', '0:43.99', '2097152'), 'project'), {
      site: 'project',
      userSeconds: 63.87,
      systemSeconds: 5.01,
      wallSeconds: 43.99,
      peakGiB: 2,
    });
    assert.equal(parseGnuTime(report('1', '1:02:03.5', '1'), 'upstream').wallSeconds, 3723.5);
  });

  it('stops, naming the build, when the report lacks a figure', () => {
    assert.throws(() => parseGnuTime('nothing here', 'upstream'), /GNU time printed no "Elapsed \(wall clock\) time" for the upstream build/);
  });

  it('prints every run and the ratio of the medians of user CPU', () => {
    const run = (site: 'project' | 'upstream', userSeconds: number) => ({site, userSeconds, systemSeconds: 1, wallSeconds: 10, peakGiB: 1});
    const rows = buildRatioRows([run('project', 30), run('upstream', 100), run('project', 40), run('upstream', 80), run('project', 35), run('upstream', 90)], '3.10.2');
    assert.equal(rows.length, 7);
    assert.match(rows[0][0], /Cold build 1: project/);
    assert.match(rows[6][1], /^35\.0 s \/ 90\.0 s = 0\.39x/);
  });
});

describe('the slow-run slowdown (scripts/bench/lib/lighthouse.ts)', () => {
  it('scales 8x by the measured benchmarkIndex down to 1,250', () => {
    assert.equal(slowRunMultiplier(2500), 16);
    assert.equal(slowRunMultiplier(1250), 8);
    assert.equal(slowRunMultiplier(2680), 17.2);
    assert.equal(slowRunMultiplier(1000, 4), 3.2);
  });
  it('refuses a run without a benchmarkIndex', () => {
    assert.throws(() => slowRunMultiplier(Number.NaN), /no benchmarkIndex/);
    assert.throws(() => slowRunMultiplier(0), /no benchmarkIndex/);
  });
});
