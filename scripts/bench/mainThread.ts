import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { table } from './stats.ts';
import {
  type Breakdown,
  breakdownCategories,
  breakdownOf,
  type CpuProfile,
  completeEvents,
  emptyBreakdown,
  fileOf,
  functionsIn,
  kindLabels,
  kinds,
  mainThreadOf,
  medianOf,
  type TraceEvent,
} from './traceBreakdown.ts';
import { landingPages } from './web.ts';

/**
 * npm run bench:main-thread -- URL... | --landing ORIGIN [--runs N] [--cpu-slowdown N] [--summary]
 *
 * What blocks the main thread while a server-rendered page loads and hydrates, the part of Lighthouse's
 * total blocking time the page's own code decides: Debian's Chromium at a phone's size and User-Agent (so
 * the server's phone guess holds, as for Lighthouse's Moto G), the CPU slowed down as Lighthouse's mobile
 * profile does, the page loaded until `<html data-hydrated>` and a second after it. Every task over 50 ms
 * is printed with its time by kind (running script, compiling script, parsing HTML, style, layout, paint, GC:
 * traceBreakdown.ts), what ran in it (the trace's events) and, from a CPU profile taken at the same time, the
 * functions that held it (inclusive share of the task's samples). `--landing ORIGIN` measures the five landing
 * pages (home, a category, a search, the first listed ad and its seller) and ends with a table per page, the
 * median of the runs. Start a production server first (`npm run build && npm run serve`); the functions have
 * readable names with an unminified build (`vite build --minify false` into a folder given to the server as
 * WEB_DIST_DIR). Not a test: it prints.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    'cpu-slowdown': { type: 'string', default: '4' },
    landing: { type: 'boolean', default: false },
    summary: { type: 'boolean', default: false },
  },
});
if (positionals.length === 0)
  throw new Error(
    'Usage: npm run bench:main-thread -- URL... | --landing ORIGIN [--runs N] [--cpu-slowdown N] [--summary]',
  );
const pages: [string, string][] = values.landing
  ? await landingPages((positionals[0] ?? '').replace(/\/$/, ''))
  : positionals.map((url) => [new URL(url).pathname + new URL(url).search, url]);
const log = (line: string) => {
  if (!values.summary) console.log(line);
};

const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const longTaskMicros = 50_000;

interface RunFigures {
  total: number;
  ownBlocking: number;
  ownLongest: number;
  ownTotal: number;
  ownLongCount: number;
  /** The longest task (by its own CPU time), by kind. */
  longest: Breakdown;
  /** Every task over 50 ms of its own CPU time, by kind, added up. */
  long: Breakdown;
  /** The same tasks' script run and compile time per script file. */
  byFile: Map<string, number>;
}

const endMark = 'bench-main-thread-end';
/** Resolves a second after `<html data-hydrated>` appears, leaving a user-timing mark in the trace. */
const untilHydratedAndASecond = `new Promise((resolve) => {
  const done = () => setTimeout(() => { performance.mark('${endMark}'); resolve(true); }, 1000);
  const check = () => (document.documentElement.hasAttribute('data-hydrated') ? done() : setTimeout(check, 50));
  check();
})`;

const round = (value: number) => Math.round(value);
const breakdownCells = (breakdown: Breakdown) => kinds.map((kind) => round(breakdown[kind]));

async function measure(url: string, run: number): Promise<RunFigures> {
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
    const raw: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => raw.push(...(message.value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: breakdownCategories },
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    // Waited for in the page's own world by a few lines of script: Playwright's selectors would compile its
    // injected script (over 100 ms at 4×) on the page's main thread, in the middle of what is measured.
    await cdp.send('Runtime.evaluate', { expression: untilHydratedAndASecond, awaitPromise: true });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await cdp.send('Tracing.end');
    await traced;

    const events = completeEvents(raw);
    const mainThread = mainThreadOf(raw);
    const onMain = events.filter((event) => `${event.pid}:${event.tid}` === mainThread);
    // The tasks until the page's mark, a second after it hydrated (the profile's stopping comes after).
    const until = raw.find((event) => event.name === endMark)?.ts ?? Number.POSITIVE_INFINITY;
    const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ts < until);
    const start = tasks[0]?.ts ?? 0;
    const long = tasks.filter((task) => (task.dur ?? 0) > longTaskMicros);
    // On a shared machine a task's wall time includes the time other processes held the CPU. Its own CPU time
    // (the trace's thread duration, which includes the emulated slowdown: Chromium spends it on the thread) is
    // what the task would take on an idle machine of this kind: the estimate below.
    const ownMicros = (task: TraceEvent) => task.tdur ?? task.dur ?? 0;
    const ownLong = tasks.filter((task) => ownMicros(task) > longTaskMicros);
    const ownBlocking = round(ownLong.reduce((sum, task) => sum + ownMicros(task) - longTaskMicros, 0) / 1000);
    const longestTask = [...tasks].sort((a, b) => ownMicros(b) - ownMicros(a))[0];
    const ownLongest = round((longestTask ? ownMicros(longestTask) : 0) / 1000);
    const ownTotal = round(tasks.reduce((sum, task) => sum + ownMicros(task), 0) / 1000);
    const byFile = new Map<string, number>();
    const longSum = emptyBreakdown();
    for (const task of ownLong) {
      const parts = breakdownOf(task, onMain, byFile);
      for (const kind of kinds) longSum[kind] += parts[kind];
    }
    log(`\nRun ${run}: ${url}, CPU ${values['cpu-slowdown']}× slower`);
    let blocking = 0;
    for (const task of tasks.filter((task) => long.includes(task) || ownLong.includes(task))) {
      const duration = task.dur ?? 0;
      if (long.includes(task)) blocking += duration - longTaskMicros;
      const end = task.ts + duration;
      const parts = breakdownOf(task, onMain);
      log(
        `\ntask at ${round((task.ts - start) / 1000)} ms: ${round(duration / 1000)} ms (own CPU: ${round(ownMicros(task) / 1000)} ms)`,
      );
      log(`  by kind (CPU ms): ${kinds.map((kind) => `${kindLabels[kind]} ${parts[kind].toFixed(1)}`).join(', ')}`);
      const inside = onMain
        .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
        .filter((event) => (event.dur ?? 0) > 5_000 && !/GC|Scavenge/i.test(event.name));
      log(
        table(
          ['event', 'ms', 'script'],
          inside
            .slice(0, 8)
            .map((event) => [
              event.name,
              ((event.dur ?? 0) / 1000).toFixed(1),
              `${fileOf(event.args?.data?.url ?? '')} ${event.args?.data?.functionName ?? ''}`.trim(),
            ]),
        ),
      );
      for (const line of functionsIn(profile, task.ts, end)) log(`  ${line}`);
    }
    const total = round(blocking / 1000);
    log(`\nRun ${run}: ${long.length} tasks over 50 ms, blocking time ${total} ms (the part over 50 ms of each)`);
    log(
      `Run ${run}, by the tasks' own CPU time: ${ownLong.length} tasks over 50 ms, blocking time ${ownBlocking} ms, longest task ${ownLongest} ms, main thread busy ${ownTotal} ms`,
    );
    return {
      total,
      ownBlocking,
      ownLongest,
      ownTotal,
      ownLongCount: ownLong.length,
      longest: longestTask ? breakdownOf(longestTask, onMain) : emptyBreakdown(),
      long: longSum,
      byFile,
    };
  } finally {
    await browser.close();
  }
}

const summaries: { name: string; runs: RunFigures[] }[] = [];
for (const [name, url] of pages) {
  const runs: RunFigures[] = [];
  for (let run = 1; run <= Number(values.runs); run += 1) runs.push(await measure(url, run));
  summaries.push({ name, runs });
  const list = (key: 'total' | 'ownBlocking' | 'ownLongest' | 'ownTotal') => {
    const sorted = runs.map((figures) => figures[key]).sort((a, b) => a - b);
    return `${sorted.join(', ')}; median ${medianOf(sorted)}`;
  };
  console.log(`\n${name} (${url}), ${runs.length} runs`);
  console.log(`Blocking time per run (ms): ${list('total')}`);
  console.log(`By the tasks' own CPU time (an idle machine's estimate): blocking ${list('ownBlocking')}`);
  console.log(`  longest task ${list('ownLongest')}; main thread busy ${list('ownTotal')}`);
}

const medianBreakdown = (all: Breakdown[]) => {
  const result = emptyBreakdown();
  for (const kind of kinds) result[kind] = medianOf(all.map((parts) => parts[kind]));
  return result;
};
const header = ['page', 'tasks > 50', 'longest', ...kinds.map((kind) => kindLabels[kind])];
console.log(
  `\nThe longest task by its own CPU time, median of each column over the runs (ms, CPU ${values['cpu-slowdown']}×)`,
);
console.log(
  table(
    header,
    summaries.map(({ name, runs }) => [
      name,
      medianOf(runs.map((figures) => figures.ownLongCount)),
      medianOf(runs.map((figures) => figures.ownLongest)),
      ...breakdownCells(medianBreakdown(runs.map((figures) => figures.longest))),
    ]),
  ),
);
console.log('\nEvery task over 50 ms of its own CPU time, added up, median of each column over the runs (ms)');
console.log(
  table(
    header,
    summaries.map(({ name, runs }) => [
      name,
      medianOf(runs.map((figures) => figures.ownLongCount)),
      medianOf(runs.map((figures) => kinds.reduce((sum, kind) => sum + figures.long[kind], 0))).toFixed(0),
      ...breakdownCells(medianBreakdown(runs.map((figures) => figures.long))),
    ]),
  ),
);
console.log('\nScript run and compile in those tasks per file, median over the runs (ms, the five largest per page)');
for (const { name, runs } of summaries) {
  const keys = new Set(runs.flatMap((figures) => [...figures.byFile.keys()]));
  const rows = [...keys]
    .map((key) => [key, medianOf(runs.map((figures) => figures.byFile.get(key) ?? 0))] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(`  ${name}: ${rows.map(([key, value]) => `${key} ${value.toFixed(1)}`).join('; ')}`);
}
