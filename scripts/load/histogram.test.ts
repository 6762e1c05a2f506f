import { describe, expect, it } from 'vitest';
import { LatencyHistogram } from './histogram.ts';

/** The exact percentile by the same rank rule, from a sorted list. */
function exactPercentile(sorted: number[], p: number): number {
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

describe('the load run keeps its latencies in a histogram', () => {
  it('summarises a run of two million answers, longer than a list could be spread into Math.max', () => {
    const histogram = new LatencyHistogram();
    let seed = 7;
    for (let i = 0; i < 2_000_000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      // Milliseconds from 0.05 to ~2,000, skewed toward short answers as a load run's are.
      const value = 0.05 + (seed / 2_147_483_648) ** 3 * 2_000;
      histogram.record(value);
    }
    expect(histogram.count).toBe(2_000_000);
    expect(histogram.max).toBeLessThanOrEqual(2_000.05);
    expect(histogram.max).toBeGreaterThan(1_900);
    expect(histogram.min).toBeGreaterThanOrEqual(0.05);
  });

  it('answers each percentile within 0.8 % above the true value, never below it; min and max exact', () => {
    const histogram = new LatencyHistogram();
    const values: number[] = [];
    let seed = 11;
    for (let i = 0; i < 100_000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const value = 0.01 + (seed / 2_147_483_648) ** 2 * 500;
      histogram.record(value);
      values.push(value);
    }
    values.sort((a, b) => a - b);
    for (const p of [50, 90, 95, 99, 99.9]) {
      const exact = exactPercentile(values, p);
      const answered = histogram.percentile(p);
      expect(answered, `p${p}`).toBeGreaterThanOrEqual(exact);
      // One microsecond of rounding up, then the bucket's width of 1/128.
      expect(answered, `p${p}`).toBeLessThanOrEqual((exact + 0.001) * (1 + 1 / 128));
    }
    expect(histogram.min).toBe(values[0]);
    expect(histogram.max).toBe(values.at(-1));
  });

  it('ignores what is not a latency', () => {
    const histogram = new LatencyHistogram();
    for (const value of [Number.NaN, -1, Number.POSITIVE_INFINITY]) histogram.record(value);
    histogram.record(3);
    expect(histogram.count).toBe(1);
    expect(histogram.percentile(99)).toBe(3);
  });
});
