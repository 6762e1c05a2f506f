import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { table } from './stats.ts';

/**
 * npm run bench:main-thread -- URL [--runs N] [--cpu-slowdown N]
 *
 * What blocks the main thread while a server-rendered page loads and hydrates, the part of Lighthouse's
 * total blocking time the page's own code decides: Debian's Chromium at a phone's size and User-Agent (so
 * the server's phone guess holds, as for Lighthouse's Moto G), the CPU slowed down as Lighthouse's mobile
 * profile does, the page loaded until `<html data-hydrated>` and a second after it. Every task over 50 ms
 * is printed with what ran in it (the trace's events) and, from a CPU profile taken at the same time, the
 * functions that held it (inclusive share of the task's samples). Start a production server first
 * (`npm run build && npm run serve`); the functions have readable names with an unminified build
 * (`vite build --minify false` into a folder given to the server as WEB_DIST_DIR). Not a test: it prints.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    'cpu-slowdown': { type: 'string', default: '4' },
  },
});
const url = positionals[0] ?? '';
if (!url) throw new Error('Usage: npm run bench:main-thread -- URL [--runs N] [--cpu-slowdown N]');

const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const longTaskMicros = 50_000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (µs): what the page used, whatever else ran on the machine. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const fileOf = (address: string) => address.split('/').pop() ?? address;

/** Inclusive share of a task's samples per function (a function on the stack once counts once). */
function functionsIn(profile: CpuProfile, from: number, to: number, limit = 8): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const counts = new Map<string, number>();
  let clock = profile.startTime;
  let samples = 0;
  profile.samples.forEach((id, index) => {
    clock += profile.timeDeltas[index] ?? 0;
    if (clock < from || clock > to) return;
    samples += 1;
    const seen = new Set<string>();
    for (let nodeId: number | undefined = id; nodeId !== undefined; nodeId = parents.get(nodeId)) {
      const frame = nodes.get(nodeId)?.callFrame;
      if (!frame || frame.functionName === '(root)') continue;
      const name = `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber}`;
      if (seen.has(name)) continue;
      seen.add(name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  });
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, count]) => `${Math.round((100 * count) / Math.max(samples, 1))}% ${name}`);
}

interface RunFigures {
  total: number;
  ownBlocking: number;
  ownLongest: number;
  ownTotal: number;
}

async function measure(run: number): Promise<RunFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      userAgent: phoneUserAgent,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values['cpu-slowdown']) });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] },
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 120_000 });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await cdp.send('Tracing.end');
    await traced;

    // The page's main thread: the renderer thread that parsed the most HTML.
    const parsing = new Map<string, number>();
    for (const event of events) {
      if (event.name !== 'ParseHTML') continue;
      const thread = `${event.pid}:${event.tid}`;
      parsing.set(thread, (parsing.get(thread) ?? 0) + (event.dur ?? 1));
    }
    const mainThread = [...parsing].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = events.filter((event) => `${event.pid}:${event.tid}` === mainThread && event.ph === 'X');
    const tasks = onMain.filter((event) => event.name === 'RunTask');
    const start = tasks[0]?.ts ?? 0;
    const long = tasks.filter((task) => (task.dur ?? 0) > longTaskMicros);
    let blocking = 0;
    // On a shared machine a task's wall time includes the time other processes held the CPU. Its own CPU time
    // (the trace's thread duration, which includes the emulated slowdown: Chromium spends it on the thread) is
    // what the task would take on an idle machine of this kind: the estimate below.
    const ownMicros = (task: TraceEvent) => task.tdur ?? task.dur ?? 0;
    const ownLong = tasks.filter((task) => ownMicros(task) > longTaskMicros);
    const ownBlocking = Math.round(ownLong.reduce((sum, task) => sum + ownMicros(task) - longTaskMicros, 0) / 1000);
    const ownLongest = Math.round(Math.max(0, ...tasks.map(ownMicros)) / 1000);
    const ownTotal = Math.round(tasks.reduce((sum, task) => sum + ownMicros(task), 0) / 1000);
    console.log(`\nRun ${run}: ${url}, CPU ${values['cpu-slowdown']}× slower`);
    for (const task of long) {
      const duration = task.dur ?? 0;
      blocking += duration - longTaskMicros;
      const end = task.ts + duration;
      const inside = onMain
        .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
        .filter((event) => (event.dur ?? 0) > 5_000 && !/GC|Scavenge/i.test(event.name));
      console.log(
        `\ntask at ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(duration / 1000)} ms (own CPU: ${Math.round(ownMicros(task) / 1000)} ms)`,
      );
      console.log(
        table(
          ['event', 'ms', 'script'],
          inside
            .slice(0, 6)
            .map((event) => [
              event.name,
              ((event.dur ?? 0) / 1000).toFixed(1),
              `${fileOf(event.args?.data?.url ?? '')} ${event.args?.data?.functionName ?? ''}`.trim(),
            ]),
        ),
      );
      for (const line of functionsIn(profile, task.ts, end)) console.log(`  ${line}`);
    }
    const total = Math.round(blocking / 1000);
    console.log(
      `\nRun ${run}: ${long.length} tasks over 50 ms, blocking time ${total} ms (the part over 50 ms of each)`,
    );
    console.log(
      `Run ${run}, by the tasks' own CPU time: ${ownLong.length} tasks over 50 ms, blocking time ${ownBlocking} ms, longest task ${ownLongest} ms, main thread busy ${ownTotal} ms`,
    );
    return { total, ownBlocking, ownLongest, ownTotal };
  } finally {
    await browser.close();
  }
}

const runs: RunFigures[] = [];
for (let run = 1; run <= Number(values.runs); run += 1) runs.push(await measure(run));
const median = (key: keyof RunFigures) => {
  const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
  return `${sorted.join(', ')}; median ${sorted[Math.floor(sorted.length / 2)]}`;
};
console.log(`\nBlocking time per run (ms): ${median('total')}`);
console.log(`By the tasks' own CPU time (an idle machine's estimate): blocking ${median('ownBlocking')}`);
console.log(`  longest task ${median('ownLongest')}; main thread busy ${median('ownTotal')}`);
