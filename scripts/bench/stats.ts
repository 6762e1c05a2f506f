/** Nearest-rank percentile of samples in milliseconds. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

/** A plain-text table with columns padded to their widest cell. */
export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const ms = (value: number) => value.toFixed(1);

/**
 * A throughput phase: `workers` loops each repeat `once` (given the loop's index) until `requests` have been
 * started or `seconds` have passed, but at least 10 are; completions per second. The API's requests (through
 * the load client's process) and their raw SQL are timed by this same rule, so their rates compare.
 */
export async function ratePerSecond(
  workers: number,
  phase: { requests: number; seconds: number },
  once: (worker: number) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  const ends = started + phase.seconds * 1000;
  let sent = 0;
  let finished = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (sent < phase.requests && !(sent >= 10 && performance.now() > ends)) {
        sent++;
        await once(worker);
        finished++;
      }
    }),
  );
  return (finished / (performance.now() - started)) * 1000;
}
