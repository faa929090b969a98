/**
 * The tasks Lighthouse's total blocking time is made of, one by one, with the JavaScript in each.
 *
 *   tsx scripts/lighthouse-tasks.ts [--cpu=8] [--min=5] URL
 *
 * Runs Lighthouse's mobile preset once (its CLI, the system Chromium) with V8's sampling profiler
 * added to the trace, then prints Lighthouse's own verdict (score, total blocking time, its long
 * tasks in simulated time) and every main-thread task of the recorded trace that lasted `--min`
 * milliseconds or more: Lighthouse's trace is recorded without throttling and each task counts
 * towards TBT by what it lasts, times the slowdown, over 50 ms. Lantern (the simulation) drops
 * most tasks shorter than 10 ms as recorded before it simulates (`SIGNIFICANT_DUR_THRESHOLD_MS`
 * in its PageDependencyGraph), so at any slowdown it is the recorded tasks of 10 ms or more
 * that make the figure.
 * For each task: Lighthouse's categories (style and layout, script evaluation...) and the
 * functions with the most self and total time. A build with `--no-minify` gives readable names.
 * A measurement tool for docs-dev/performance.md, not a test.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {lighthouseCommand} from './lib/lighthouse';

type CallFrame = {functionName: string; url: string; lineNumber: number; columnNumber: number};
type ProfileNode = {id: number; parent?: number; callFrame: CallFrame};
type TraceEvent = {name: string; ts: number; pid: number; args: {data?: {startTime?: number; cpuProfile?: {nodes?: ProfileNode[]; samples?: number[]}; timeDeltas?: number[]}}};
type TaskNode = {
  event: TraceEvent;
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  parent?: TaskNode;
  children: TaskNode[];
  group: {label: string};
  attributableURLs: string[];
};

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const cpu = option('cpu', 8);
const minimum = option('min', 5);
const url = process.argv.slice(2).find((arg) => !arg.startsWith('--'));

async function main(): Promise<void> {
  if (!url) throw new Error('usage: tsx scripts/lighthouse-tasks.ts [--cpu=8] [--min=5] URL');
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-tasks-'));
  try {
    const {args, env} = lighthouseCommand(url, cpu, [
      `--output-path=${path.join(dir, 'report.json')}`,
      '--save-assets',
      '--additional-trace-categories=disabled-by-default-v8.cpu_profiler',
    ]);
    execFileSync(process.execPath, args, {stdio: 'inherit', env});
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'));
    const longTasks = report.audits['long-tasks'].details.items as {startTime: number; duration: number; url: string}[];
    console.log(
      `${url} at ${cpu}x: score ${Math.round(report.categories.performance.score * 100)}, TBT ${Math.round(report.audits['total-blocking-time'].numericValue)} ms, benchmarkIndex ${report.environment.benchmarkIndex}`,
    );
    // TBT counts the simulated tasks between these two, each by what it lasts over 50 ms.
    console.log(
      `Simulated first contentful paint ${Math.round(report.audits['first-contentful-paint'].numericValue)} ms, time to interactive ${Math.round(report.audits.interactive.numericValue)} ms`,
    );
    console.log('Long tasks, simulated (start, duration, attributed to):');
    for (const task of longTasks) console.log(`  ${Math.round(task.startTime)} ${Math.round(task.duration)} ${task.url}`);

    // Lighthouse's own trace processing, so that tasks and categories are the ones it counts.
    const trace = JSON.parse(readFileSync(path.join(dir, 'report-0.trace.json'), 'utf8'));
    const {TraceProcessor} = await import('lighthouse/core/lib/tracehouse/trace-processor.js');
    const {MainThreadTasks} = await import('lighthouse/core/lib/tracehouse/main-thread-tasks.js');
    const processed = TraceProcessor.processTrace(trace);
    const tasks = MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    ) as TaskNode[];
    const origin = processed.timestamps.timeOrigin;
    const pid = processed.mainThreadEvents[0].pid;

    // The profiler's samples on the page's renderer, in trace time.
    const nodes = new Map<number, ProfileNode>();
    const samples: {ts: number; id: number}[] = [];
    let clock = 0;
    const profileEvents = (trace.traceEvents as TraceEvent[])
      .filter((event) => event.pid === pid && (event.name === 'Profile' || event.name === 'ProfileChunk'))
      .sort((a, b) => a.ts - b.ts);
    for (const event of profileEvents) {
      if (event.name === 'Profile') {
        clock = event.args.data?.startTime ?? clock;
        continue;
      }
      const profile = event.args.data?.cpuProfile ?? {};
      for (const node of profile.nodes ?? []) nodes.set(node.id, node);
      const deltas = event.args.data?.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, index) => {
        clock += deltas[index] ?? 0;
        samples.push({ts: clock, id});
      });
    }
    const label = (id: number) => {
      const frame = nodes.get(id)!.callFrame;
      // Scripts Lighthouse evaluates itself are named without a URL (`_lighthouse-eval.js`).
      const base = URL.canParse(frame.url) ? path.basename(new URL(frame.url).pathname) : frame.url;
      const file = frame.url ? `${base}:${frame.lineNumber + 1}:${frame.columnNumber}` : '';
      return `${frame.functionName || '(anonymous)'}${file ? ` ${file}` : ''}`;
    };
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(' | ');

    console.log(`\nTasks of ${minimum} ms or more in the recorded trace (ms from navigation, duration at 1x):`);
    for (const task of tasks) {
      if (task.parent || task.duration < minimum) continue;
      const groups = new Map<string, number>();
      const events = new Map<string, number>();
      const visit = (node: TaskNode) => {
        groups.set(node.group.label, (groups.get(node.group.label) ?? 0) + node.selfTime);
        events.set(node.event.name, (events.get(node.event.name) ?? 0) + node.selfTime);
        node.children.forEach(visit);
      };
      visit(task);
      const from = origin + task.startTime * 1000;
      const to = origin + task.endTime * 1000;
      const inTask = samples.filter((sample) => sample.ts >= from && sample.ts < to);
      const self = new Map<string, number>();
      const total = new Map<string, number>();
      inTask.forEach((sample, index) => {
        const ms = ((inTask[index + 1]?.ts ?? to) - sample.ts) / 1000;
        const name = label(sample.id);
        if (/^\((idle|program|root)\)/.test(name)) return;
        self.set(name, (self.get(name) ?? 0) + ms);
        const seen = new Set<string>();
        for (let id: number | undefined = sample.id; id !== undefined; id = nodes.get(id)?.parent) {
          const caller = label(id);
          if (seen.has(caller) || /^\((root|program)\)/.test(caller)) continue;
          seen.add(caller);
          total.set(caller, (total.get(caller) ?? 0) + ms);
        }
      });
      const where = (task.attributableURLs[0] ?? '-').replace(/^https?:\/\/[^/]+/, '');
      console.log(`\n${task.startTime.toFixed(0)} ms, ${task.duration.toFixed(1)} ms, ${where} [${top(groups, 4)}]`);
      // The trace events themselves (by self time) say what "Other" was.
      console.log(`  events: ${top(events, 5)}`);
      if (self.size) {
        console.log(`  self:  ${top(self, 6)}`);
        console.log(`  total: ${top(total, 8)}`);
      }
    }
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
