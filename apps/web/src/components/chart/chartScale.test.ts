import { describe, expect, it } from 'vitest';
import { formatEuros } from '../../lib/money.ts';
import { dateTicks, valueScale } from './chartScale.ts';

describe('valueScale', () => {
  it('rounds the top up to a readable sum, with a gridline at 0, half and the top', () => {
    expect(valueScale(10, formatEuros)).toEqual({
      top: 10,
      ticks: [
        { label: formatEuros(0), at: 0 },
        { label: formatEuros(5), at: 0.5 },
        { label: formatEuros(10), at: 1 },
      ],
    });
    expect(valueScale(37.5, String).ticks.map((tick) => tick.label)).toEqual(['0', '20', '40']);
    expect(valueScale(1234, String).top).toBe(2000);
    expect(valueScale(45, String).top).toBe(50);
    expect(valueScale(0.7, String).top).toBe(1);
  });

  it('still draws an axis when nothing was paid', () => {
    expect(valueScale(0, String).ticks.map((tick) => tick.label)).toEqual(['0', '1', '2']);
  });
});

describe('dateTicks', () => {
  it('labels today and every seventh day before it, as month-day at the bar centres', () => {
    const dates = Array.from({ length: 30 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
    const ticks = dateTicks(dates);
    expect(ticks.map((tick) => tick.label)).toEqual(['03-02', '03-09', '03-16', '03-23', '03-30']);
    expect(ticks.at(-1)?.at).toBeCloseTo(29.5 / 30);
    expect(ticks[0]?.at).toBeCloseTo(1.5 / 30);
  });
});
