import { parseArgs } from 'node:util';
import { type CDPSession, chromium, devices, type Page } from 'playwright-core';
import { table } from './stats.ts';
import {
  breakdownCategories,
  breakdownOf,
  type CpuProfile,
  completeEvents,
  functionsIn,
  kindLabels,
  kinds,
  mainThreadOf,
  medianOf,
  type TraceEvent,
} from './traceBreakdown.ts';

/**
 * npm run bench:interactions -- ORIGIN [--runs N] [--cpu-slowdown N] [--list PATH] [--drawer-shows SELECTOR]
 *   [--word TEXT]
 *
 * How fast a phone's page answers a visitor once it has hydrated: Debian's Chromium as a Pixel 7 (touch, its
 * size and User-Agent, so the server's phone guess holds), the CPU slowed down 4× from the page's load on, the
 * page left until it has hydrated and its main thread has been idle for a while. Then, each in a trace:
 * - the filters: a tap on 'Filtrai' on a category list (`--list`), until the drawer 'Filtrai' is painted (or,
 *   with `--drawer-shows`, until what that selector finds in it is: `'input[type=checkbox]'` on a subcategory
 *   list whose fields have choices, such as /skelbimai/transportas/automobiliai, times the drawer with its fields);
 * - the search: a tap on the toolbar's 'Paieška', until its dialog is painted with the cursor in the field, then
 *   a word typed a key at a time (`--word`, 'dvi'), until the suggestions' list is painted.
 * Each interaction's INP is read twice: from the page's PerformanceObserver ('event' entries, durationThreshold
 * 16: an interaction under 16 ms has none) and from the trace's EventTiming events; 'painted' is from the input's
 * time to the end of the first frame that shows the answer (a frame callback, then a task after it). Taps and keys
 * go through CDP, and the page is watched by a few lines of its own script: Playwright's locators would compile
 * its injected script on the measured thread. Medians of the runs (a fresh browser each); the slowest
 * interaction's main-thread tasks by kind (traceBreakdown.ts). Start a production server first
 * (`npm run build && npm run serve`). Not a test: it prints.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    'cpu-slowdown': { type: 'string', default: '4' },
    list: { type: 'string', default: '/skelbimai/transportas' },
    'drawer-shows': { type: 'string', default: '' },
    word: { type: 'string', default: 'dvi' },
    verbose: { type: 'boolean', default: false },
  },
});
const origin = (positionals[0] ?? '').replace(/\/$/, '');
if (!origin) throw new Error('Usage: npm run bench:interactions -- ORIGIN [--runs N] [--cpu-slowdown N] [--list PATH]');
const slowdown = Number(values['cpu-slowdown']);
const drawerSelector = JSON.stringify(`[role="dialog"] ${values['drawer-shows'] ?? ''}`.trim());

/** What the page's own watcher gathers (window.__bench). */
interface PageRecord {
  events: {
    name: string;
    start: number;
    processingStart: number;
    processingEnd: number;
    duration: number;
    id: number;
  }[];
  /** The last input's time (event.timeStamp of pointerdown or keydown). */
  inputs: { type: string; at: number }[];
  shown: Record<string, { found: number; painted: number }>;
}

/**
 * Installed once the page is idle: collects Event Timing entries, every pointerdown and keydown's time, and
 * `watch(key, selector)` notes when an element first matches and is laid out, and when the frame showing it ended.
 */
const pageWatcher = `(() => {
  const record = { events: [], inputs: [], shown: {} };
  window.__bench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      record.events.push({ name: entry.name, start: entry.startTime, processingStart: entry.processingStart,
        processingEnd: entry.processingEnd, duration: entry.duration, id: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16 });
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, (event) => record.inputs.push({ type, at: event.timeStamp }), { capture: true });
  // With 'last', every change while the element is there counts, and the last change's frame is kept.
  window.__benchWatch = (key, selector, last) => {
    const check = () => {
      const element = document.querySelector(selector);
      if (!element || element.getClientRects().length === 0) return false;
      const found = performance.now();
      if (!last) observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { record.shown[key] = { found, painted: performance.now() }; };
        channel.port2.postMessage(0);
      });
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check() || last) observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
  };
})()`;

/** Resolves once the page has hydrated and no task has held its main thread for 2 s (long tasks observed). */
const untilIdle = `new Promise((resolve) => {
  let last = performance.now();
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) last = Math.max(last, entry.startTime + entry.duration); })
    .observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (document.documentElement.hasAttribute('data-hydrated') && performance.now() - last > 2000) resolve(true);
    else setTimeout(check, 200);
  };
  check();
})`;

async function evaluate<T>(cdp: CDPSession, expression: string): Promise<T> {
  const answer = (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as {
    result: { value: T };
    exceptionDetails?: { text: string };
  };
  if (answer.exceptionDetails) throw new Error(`${expression.slice(0, 80)}: ${answer.exceptionDetails.text}`);
  return answer.result.value;
}

/** The centre of the first element the expression finds (it must be on screen). */
async function centreOf(cdp: CDPSession, elementExpression: string) {
  const box = await evaluate<{ x: number; y: number } | null>(
    cdp,
    `(() => { const element = ${elementExpression}; if (!element) return null; const r = element.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
  );
  if (!box) throw new Error(`Not found: ${elementExpression}`);
  return box;
}

async function waitFor(cdp: CDPSession, condition: string, timeoutMs = 30_000) {
  await evaluate(
    cdp,
    `new Promise((resolve, reject) => {
      const ends = performance.now() + ${timeoutMs};
      const check = () => (${condition}) ? resolve(true) : performance.now() > ends ? reject(new Error('timed out')) : setTimeout(check, 25);
      check();
    })`,
  );
}

interface Measured {
  /** INP (ms) by the page's observer: the longest entry of the interaction; 0 when it had none over 16 ms. */
  inp: number;
  /** INP (ms) by the trace's EventTiming events. */
  traceInp: number;
  /** From the input's time until the frame showing the answer ended (ms). */
  painted: number;
  /** The slowest event's handlers (ms, processingEnd − processingStart, from the trace). */
  handlers: number;
  /**
   * The main thread's own CPU time (ms) in the tasks from the last input until the answer was painted: what the
   * wait would be on an idle machine of this kind, less the network's time.
   */
  busy: number;
}

interface EventTimingArgs {
  duration?: number;
  interactionId?: number;
  type?: string;
  processingStart?: number;
  processingEnd?: number;
  timeStamp?: number;
}

/** The trace's Event Timing events (async begin events with the entry's fields) on the page's renderer. */
function traceEventTimings(raw: TraceEvent[]) {
  return raw
    .filter((event) => event.name === 'EventTiming' && (event.ph === 'b' || event.ph === 'X'))
    .map((event) => event.args?.data as EventTimingArgs | undefined)
    .filter((data): data is EventTimingArgs => data?.duration !== undefined);
}

async function traced<T>(cdp: CDPSession, body: () => Promise<T>) {
  const raw: TraceEvent[] = [];
  const collect = (message: { value: object[] }) => raw.push(...(message.value as unknown as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: breakdownCategories },
    transferMode: 'ReportEvents',
  });
  if (values.verbose) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const result = await body();
  const profile = values.verbose
    ? ((await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile }).profile
    : undefined;
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return { raw, result, profile };
}

/** The interaction's figures from the page's record and the trace, for the inputs from `fromInput` on. */
function figuresOf(record: PageRecord, raw: TraceEvent[], types: string[], shownKey: string, fromInput: number) {
  const inputs = record.inputs.slice(fromInput);
  const firstInput = inputs[0]?.at ?? 0;
  const lastInput = inputs.at(-1)?.at ?? 0;
  const entries = record.events.filter((entry) => entry.start >= firstInput - 1 && types.includes(entry.name));
  const sinceInput = (data: EventTimingArgs) => (data.timeStamp ?? 0) >= firstInput - 1;
  const inp = Math.max(0, ...entries.map((entry) => entry.duration));
  const timings = traceEventTimings(raw).filter((data) => types.includes(data.type ?? '') && sinceInput(data));
  const traceInp = Math.max(
    0,
    ...timings.filter((data) => (data.interactionId ?? 0) > 0).map((data) => data.duration ?? 0),
  );
  const handlers = Math.max(0, ...timings.map((data) => (data.processingEnd ?? 0) - (data.processingStart ?? 0)));
  const shown = record.shown[shownKey];
  const painted = shown ? shown.painted - lastInput : Number.NaN;
  // The page's clock against the trace's: an Event Timing event has both.
  const timing = raw.find((event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.timeStamp);
  const offset = timing ? timing.ts - Number(timing.args?.data?.timeStamp) * 1000 : Number.NaN;
  const main = mainThreadOf(raw);
  const from = lastInput * 1000 + offset;
  const to = (shown?.painted ?? 0) * 1000 + offset;
  const busy =
    completeEvents(raw)
      .filter((event) => event.name === 'RunTask' && `${event.pid}:${event.tid}` === main)
      .filter((task) => task.ts + (task.dur ?? 0) > from && task.ts < to)
      .reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0), 0) / 1000;
  return { inp, traceInp, painted, handlers, busy, entries, timings };
}

/** With --verbose: the interaction's Event Timing entries and its main-thread tasks over 16 ms (BENCH_TASK_MS), by kind. */
function printTasks(title: string, trace: { raw: TraceEvent[]; profile?: CpuProfile }) {
  if (!values.verbose) return;
  const { raw, profile } = trace;
  const events = completeEvents(raw);
  const main = mainThreadOf(raw);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  const start = raw.find((event) => event.name === 'EventTiming' && event.ph === 'b')?.ts ?? onMain[0]?.ts ?? 0;
  console.log(`\n  ${title}: event timings (ms: duration = input delay + handlers + until painted)`);
  for (const data of traceEventTimings(raw)) {
    const delay = (data.processingStart ?? 0) - (data.timeStamp ?? 0);
    const handlers = (data.processingEnd ?? 0) - (data.processingStart ?? 0);
    console.log(
      `    ${data.type} #${data.interactionId}: ${data.duration} = ${delay.toFixed(1)} + ${handlers.toFixed(1)} + ${((data.duration ?? 0) - delay - handlers).toFixed(1)}`,
    );
  }
  const tasks = onMain.filter(
    (event) =>
      event.name === 'RunTask' && (event.tdur ?? event.dur ?? 0) > Number(process.env.BENCH_TASK_MS ?? 16) * 1000,
  );
  console.log(`  tasks over ${process.env.BENCH_TASK_MS ?? 16} ms of CPU:`);
  for (const task of tasks) {
    const parts = breakdownOf(task, onMain);
    const detail = kinds
      .filter((kind) => parts[kind] >= 0.5)
      .map((kind) => `${kindLabels[kind]} ${parts[kind].toFixed(1)}`)
      .join(', ');
    console.log(
      `    at ${((task.ts - start) / 1000).toFixed(0)} ms, ${((task.tdur ?? task.dur ?? 0) / 1000).toFixed(1)} ms: ${detail}`,
    );
    if (profile)
      for (const line of functionsIn(
        profile,
        task.ts,
        task.ts + (task.dur ?? 0),
        Number(process.env.BENCH_FUNCTIONS ?? 6),
      ))
        console.log(`      ${line}`);
  }
}

interface RunResult {
  drawer: Measured;
  drawerAgain: Measured;
  searchOpen: Measured;
  typing: Measured;
  suggestions: Measured;
}

async function openPage(page: Page, cdp: CDPSession, path: string) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await evaluate(cdp, untilIdle);
  await evaluate(cdp, pageWatcher);
}

async function tap(page: Page, point: { x: number; y: number }) {
  await page.touchscreen.tap(point.x, point.y);
}

async function measureRun(run: number): Promise<RunResult> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const { defaultBrowserType: _, ...pixel } = devices['Pixel 7'] ?? {};
    const context = await browser.newContext(pixel);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);

    // The filters' drawer on a category list.
    await openPage(page, cdp, values.list ?? '');
    const filterButton = `[...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Filtrai')`;
    const filterAt = await centreOf(cdp, filterButton);
    await evaluate(cdp, `__benchWatch('drawer', ${drawerSelector})`);
    const drawerTrace = await traced(cdp, async () => {
      await tap(page, filterAt);
      await waitFor(cdp, `window.__bench.shown.drawer`);
      // The interaction's Event Timing entry is reported after its paint.
      await evaluate(cdp, 'new Promise((resolve) => setTimeout(resolve, 300))');
      return evaluate<PageRecord>(cdp, 'window.__bench');
    });
    const drawerFigures = figuresOf(
      drawerTrace.result,
      drawerTrace.raw,
      ['pointerdown', 'pointerup', 'click'],
      'drawer',
      0,
    );
    printTasks(`run ${run}, the drawer`, drawerTrace);

    // Again, its code loaded and compiled: what every opening after the first costs.
    await page.keyboard.press('Escape');
    await waitFor(cdp, `!document.querySelector('[role="dialog"]')`);
    await evaluate(cdp, untilIdle);
    const tapsBefore = drawerTrace.result.inputs.length;
    await evaluate(cdp, `__benchWatch('drawerAgain', ${drawerSelector})`);
    const againTrace = await traced(cdp, async () => {
      await tap(page, filterAt);
      await waitFor(cdp, `window.__bench.shown.drawerAgain`);
      await evaluate(cdp, 'new Promise((resolve) => setTimeout(resolve, 300))');
      return evaluate<PageRecord>(cdp, 'window.__bench');
    });
    const againFigures = figuresOf(
      againTrace.result,
      againTrace.raw,
      ['pointerdown', 'pointerup', 'click'],
      'drawerAgain',
      tapsBefore,
    );
    printTasks(`run ${run}, the drawer again`, againTrace);

    // The search: the toolbar's icon opens the dialog, then a word typed into its field.
    await openPage(page, cdp, '/');
    const searchAt = await centreOf(cdp, `document.querySelector('button[aria-label="Paieška"]')`);
    await evaluate(cdp, `__benchWatch('dialog', '[role="dialog"] input[type="search"]')`);
    const openTrace = await traced(cdp, async () => {
      await tap(page, searchAt);
      await waitFor(cdp, `window.__bench.shown.dialog && document.activeElement?.type === 'search'`);
      await evaluate(cdp, 'new Promise((resolve) => setTimeout(resolve, 300))');
      return evaluate<PageRecord>(cdp, 'window.__bench');
    });
    const openFigures = figuresOf(openTrace.result, openTrace.raw, ['pointerdown', 'pointerup', 'click'], 'dialog', 0);
    printTasks(`run ${run}, the search dialog`, openTrace);

    const inputsBefore = openTrace.result.inputs.length;
    await evaluate(cdp, `__benchWatch('suggestions', '[role="listbox"] [role="option"]', true)`);
    const typeTrace = await traced(cdp, async () => {
      // A key every 120 ms, a quick thumb's pace.
      await page.keyboard.type(values.word ?? 'dvi', { delay: 120 });
      // The list for the whole word: shown, and no request for suggestions left unanswered.
      const word = encodeURIComponent(values.word ?? 'dvi');
      await waitFor(
        cdp,
        `window.__bench.shown.suggestions && performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/search/suggest?q=${word}') && entry.responseEnd > 0)`,
      );
      await evaluate(cdp, 'new Promise((resolve) => setTimeout(resolve, 500))');
      await evaluate(cdp, 'new Promise((resolve) => setTimeout(resolve, 300))');
      return evaluate<PageRecord>(cdp, 'window.__bench');
    });
    const typeFigures = figuresOf(
      typeTrace.result,
      typeTrace.raw,
      ['keydown', 'keypress', 'keyup', 'input', 'beforeinput'],
      'suggestions',
      inputsBefore,
    );
    printTasks(`run ${run}, typing`, typeTrace);
    const pick = ({ inp, traceInp, painted, handlers, busy }: Measured) => ({ inp, traceInp, painted, handlers, busy });
    const result = {
      drawer: pick(drawerFigures),
      drawerAgain: pick(againFigures),
      searchOpen: pick(openFigures),
      typing: pick(typeFigures),
      suggestions: pick(typeFigures),
    };
    const line = (name: string, figures: Measured) =>
      `${name} INP ${figures.inp} (trace ${figures.traceInp.toFixed(0)}), painted ${figures.painted.toFixed(0)} ms (CPU ${figures.busy.toFixed(0)})`;
    console.log(
      `run ${run}: ${[
        line('drawer', result.drawer),
        line('again', result.drawerAgain),
        line('search dialog', result.searchOpen),
        line('keys', result.typing).replace('painted', 'suggestions painted'),
      ].join('; ')}`,
    );
    return result;
  } finally {
    await browser.close();
  }
}

const results: RunResult[] = [];
for (let run = 1; run <= Number(values.runs); run += 1) results.push(await measureRun(run));

const cell = (pick: (result: RunResult) => number) => {
  const all = results.map(pick);
  return `${medianOf(all).toFixed(0)} (${all.map((value) => value.toFixed(0)).join(', ')})`;
};
console.log(`\n${results.length} runs, CPU ${slowdown}× slower, Pixel 7; median (each run) in ms`);
console.log(
  table(
    ['interaction', 'INP (observer)', 'INP (trace)', 'longest handlers', 'answer painted', 'its CPU'],
    [
      [
        `tap 'Filtrai' on ${values.list}${values['drawer-shows'] ? ` (until ${values['drawer-shows']})` : ''}`,
        cell((r) => r.drawer.inp),
        cell((r) => r.drawer.traceInp),
        cell((r) => r.drawer.handlers),
        cell((r) => r.drawer.painted),
        cell((r) => r.drawer.busy),
      ],
      [
        "tap 'Filtrai' again (its code loaded)",
        cell((r) => r.drawerAgain.inp),
        cell((r) => r.drawerAgain.traceInp),
        cell((r) => r.drawerAgain.handlers),
        cell((r) => r.drawerAgain.painted),
        cell((r) => r.drawerAgain.busy),
      ],
      [
        "tap 'Paieška' (the dialog, the field focused)",
        cell((r) => r.searchOpen.inp),
        cell((r) => r.searchOpen.traceInp),
        cell((r) => r.searchOpen.handlers),
        cell((r) => r.searchOpen.painted),
        cell((r) => r.searchOpen.busy),
      ],
      [
        `type '${values.word}' (each key; suggestions after the last)`,
        cell((r) => r.typing.inp),
        cell((r) => r.typing.traceInp),
        cell((r) => r.typing.handlers),
        cell((r) => r.suggestions.painted),
        cell((r) => r.suggestions.busy),
      ],
    ],
  ),
);
console.log(
  "INP (observer) 0 means no entry over 16 ms. 'Its CPU': the main thread's own CPU from the (last) input until painted, which other processes on the machine do not swell. The suggestions' time includes the 150 ms pause the field waits for before it asks (PRODUCT.md §9) and the request.",
);
