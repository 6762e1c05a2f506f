/**
 * What a main-thread task of a Chromium trace spent its time on: each event's own time (its time less that of the
 * events nested in it) is put in one of a few kinds, so that '(program)' in a CPU profile (time outside the
 * page's JavaScript functions) splits into compiling scripts, parsing HTML, style, layout and paint.
 */

export const fileOf = (address: string) => address.split('/').pop()?.split('?')[0] ?? address;

/** The trace categories the breakdown needs: the timeline's events, V8's compile and run, Blink's. */
export const breakdownCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'v8.compile',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.gc',
  'blink',
  'blink.user_timing',
  'loading',
  'latencyInfo',
];

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own CPU time at the event's start and in it (µs): what the page used, whatever else ran. */
  tts?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: { data?: Record<string, unknown> & { url?: string; functionName?: string; type?: string } };
}

export const kinds = ['script', 'compile', 'html', 'style', 'layout', 'paint', 'gc', 'trace', 'other'] as const;
export type Kind = (typeof kinds)[number];
export type Breakdown = Record<Kind, number>;

export const kindLabels: Record<Kind, string> = {
  script: 'script run',
  compile: 'compile/parse JS',
  html: 'parse HTML',
  style: 'style',
  layout: 'layout',
  paint: 'paint/commit',
  gc: 'GC',
  trace: "tracing's own",
  other: 'other',
};

export const emptyBreakdown = (): Breakdown => ({
  script: 0,
  compile: 0,
  html: 0,
  style: 0,
  layout: 0,
  paint: 0,
  gc: 0,
  trace: 0,
  other: 0,
});

/** The kind of an event's own time, or undefined for a container whose own time belongs to its parent's kind. */
export function kindOf(name: string): Kind | undefined {
  if (name === 'ParseHTML') return 'html';
  // Line numbers for the stack traces the trace itself records (a request's or a timer's initiator), which V8
  // works out by parsing the function again: no visitor's browser does this.
  if (name === 'V8.CollectSourcePositions') return 'trace';
  if (/^(MinorGC|MajorGC|V8\.GC|BlinkGC|CppGC|ThreadState::)|Scavenge|GarbageCollection/.test(name)) return 'gc';
  // V8's compile and parse: a script's or module's top level (v8.compile, v8.compileModule), a function's on its
  // first call (V8.CompileLazy etc. from disabled-by-default-v8.compile), reading or making the code cache.
  if (
    /^v8\.compile|^V8\.(Compile|Parse|Preparse|Deserialize|ScriptCompiler|Finalize)|CacheScript|produce.*Cache|consume.*Cache/i.test(
      name,
    )
  )
    return 'compile';
  if (
    /^(v8\.run|v8\.callFunction|v8\.evaluateModule|EvaluateScript|FunctionCall|V8\.Execute|v8\.execute|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|FireIdleCallback|XHRReadyStateChange|XHRLoad|v8\.callModuleMethod|V8\.Run|v8\.newInstance)/.test(
      name,
    )
  )
    return 'script';
  if (
    /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation|StyleRecalc|Document::updateStyle|UpdateStyle)/.test(
      name,
    )
  )
    return 'style';
  if (
    /^(Layout|UpdateLayout|LocalFrameView::layout|LayoutShift|IntersectionObserverController|ComputeIntersections|ResizeObserver)/.test(
      name,
    )
  )
    return 'layout';
  if (
    /^(Paint|PrePaint|PaintImage|CompositeLayers|UpdateLayer|UpdateLayerTree|Layerize|Commit|Decode|ImageDecodeTask|Rasterize|RasterTask|LocalFrameView::RunPostLifecycleSteps|Animation|ScrollLayer)/.test(
      name,
    )
  )
    return 'paint';
  return undefined;
}

/** B/E pairs as complete events (X), per thread, so that everything nests the same way. */
export function completeEvents(events: TraceEvent[]): TraceEvent[] {
  const complete: TraceEvent[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph === 'X') complete.push(event);
    else if (event.ph === 'B') {
      const key = `${event.pid}:${event.tid}`;
      open.set(key, [...(open.get(key) ?? []), event]);
    } else if (event.ph === 'E') {
      const stack = open.get(`${event.pid}:${event.tid}`);
      const begin = stack?.pop();
      if (!begin) continue;
      const tdur = begin.tts !== undefined && event.tts !== undefined ? event.tts - begin.tts : undefined;
      complete.push({ ...begin, ph: 'X', dur: event.ts - begin.ts, tdur });
    }
  }
  return complete.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/**
 * A task's time by kind (ms): each event's own time counted once, by its own kind or else its nearest kinded
 * ancestor's; the task's own time not covered by any event is 'other'. Thread (CPU) time where the trace has
 * it, so that other processes on a shared machine do not swell it; wall time otherwise.
 */
export function breakdownOf(
  task: TraceEvent,
  sameThread: TraceEvent[],
  /** Filled with the script and compile time per script file (the nearest event naming one). */
  byFile?: Map<string, number>,
): Breakdown {
  const result = emptyBreakdown();
  const end = task.ts + (task.dur ?? 0);
  const inside = sameThread.filter(
    (event) => event !== task && event.ph === 'X' && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
  );
  // The time measure: CPU time when the task has one; an event without it is scaled by the task's CPU share.
  const share = task.tdur !== undefined && task.dur ? task.tdur / task.dur : 1;
  const timeOf = (event: TraceEvent) =>
    event.tdur !== undefined && task.tdur !== undefined ? event.tdur : (event.dur ?? 0) * share;

  interface Node {
    event: TraceEvent;
    children: Node[];
  }
  const root: Node = { event: task, children: [] };
  const stack: Node[] = [root];
  for (const event of inside) {
    const node = { event, children: [] };
    while (stack.length > 1) {
      const top = stack.at(-1)?.event;
      if (top && event.ts >= top.ts && event.ts + (event.dur ?? 0) <= top.ts + (top.dur ?? 0)) break;
      stack.pop();
    }
    stack.at(-1)?.children.push(node);
    stack.push(node);
  }
  const walk = (node: Node, inherited: Kind, inheritedFile: string) => {
    const kind = node === root ? 'other' : (kindOf(node.event.name) ?? inherited);
    const url = node.event.args?.data?.url;
    const file = typeof url === 'string' && url ? fileOf(url) : inheritedFile;
    const children = node.children.reduce((sum, child) => sum + timeOf(child.event), 0);
    const own = Math.max(0, timeOf(node.event) - children) / 1000;
    result[kind] += own;
    if (byFile && (kind === 'script' || kind === 'compile')) {
      const key = `${kindLabels[kind]} ${file || '(no script named)'}`;
      byFile.set(key, (byFile.get(key) ?? 0) + own);
    }
    for (const child of node.children) walk(child, kind, file);
  };
  walk(root, 'other', '');
  return result;
}

/** The events of a kind's time, biggest first, for a task printed in detail. */
export function namesByTime(task: TraceEvent, sameThread: TraceEvent[], limit = 8): [string, number][] {
  const end = task.ts + (task.dur ?? 0);
  const totals = new Map<string, number>();
  for (const event of sameThread) {
    if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

/** The renderer main thread of the page: the thread that parsed the most HTML. */
export function mainThreadOf(events: TraceEvent[]): string | undefined {
  const parsing = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ParseHTML') continue;
    const thread = `${event.pid}:${event.tid}`;
    parsing.set(thread, (parsing.get(thread) ?? 0) + (event.dur ?? 1));
  }
  if (parsing.size === 0) {
    // A trace started after the page loaded: the renderer's thread named CrRendererMain with the most tasks.
    const names = events.filter((event) => event.ph === 'M' && event.name === 'thread_name');
    const main = names.filter((event) => (event.args as { name?: string } | undefined)?.name === 'CrRendererMain');
    const counts = new Map<string, number>();
    for (const event of events) {
      if (event.name !== 'RunTask') continue;
      const thread = `${event.pid}:${event.tid}`;
      if (main.some((m) => `${m.pid}:${m.tid}` === thread)) counts.set(thread, (counts.get(thread) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  }
  return [...parsing].sort((a, b) => b[1] - a[1])[0]?.[0];
}

export const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Inclusive share of a task's samples per function (a function on the stack once counts once). */
export function functionsIn(profile: CpuProfile, from: number, to: number, limit = 8): string[] {
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
