/** A tick on an axis: its text and where it sits, 0..1 (y: from the bottom; x: the bar's centre). */
export interface Tick {
  label: string;
  at: number;
}

/**
 * The value axis: a round top (1, 2, 2.5 or 5 × 10ⁿ per step) at or above the largest value, split in
 * `steps`, so the gridlines read as round sums ('0,00 €', '25,00 €', '50,00 €'). All zero: 0 and 1 step.
 */
export function valueScale(max: number, format: (value: number) => string, steps = 2): { top: number; ticks: Tick[] } {
  const rough = max > 0 ? max / steps : 1;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const top = step * steps;
  const ticks = Array.from({ length: steps + 1 }, (_, index) => ({ label: format(step * index), at: index / steps }));
  return { top, ticks };
}

/**
 * The date axis under `count` daily bars ('YYYY-MM-DD'): today (the last bar) and every `every`th day before
 * it, as 'MM-DD' (the Lithuanian date's month and day), so a 30-day chart reads in weeks from today.
 */
export function dateTicks(dates: readonly string[], every = 7): Tick[] {
  const ticks: Tick[] = [];
  for (let index = dates.length - 1; index >= 0; index -= every) {
    const date = dates[index] ?? '';
    ticks.unshift({ label: date.slice(5), at: (index + 0.5) / dates.length });
  }
  return ticks;
}
