/**
 * Latencies of a load run, kept in fixed buckets instead of a list: its memory and its summary's cost are the
 * same for a 10-second run and a 10-hour one (a list of every answer's latency grew with the run, and
 * `Math.max(...list)` overflowed the stack past ~120,000 answers).
 *
 * Log-linear buckets of microseconds, as HdrHistogram lays them out: exact below 256 µs, then 128 buckets per
 * power of two, so any value is placed within 1/128 (0.8 %) of itself. A percentile answers its bucket's upper
 * bound (never below the true value, never above the largest value seen); min, max and mean are exact.
 */
const SUB_BUCKET_BITS = 7;
const SUB_BUCKETS = 1 << SUB_BUCKET_BITS;
/** Values below this many microseconds have a bucket each. */
const LINEAR_LIMIT = 2 * SUB_BUCKETS;
/** The largest power of two kept apart: 2^40 µs is 12 days; longer values share the last bucket. */
const MAX_MAGNITUDE = 40;
const BUCKET_COUNT = LINEAR_LIMIT + (MAX_MAGNITUDE - SUB_BUCKET_BITS) * SUB_BUCKETS;

export class LatencyHistogram {
  private readonly counts = new Float64Array(BUCKET_COUNT);
  count = 0;
  private sum = 0;
  private smallest = Number.POSITIVE_INFINITY;
  private largest = Number.NEGATIVE_INFINITY;

  /** One latency, in milliseconds. */
  record(milliseconds: number): void {
    if (!Number.isFinite(milliseconds) || milliseconds < 0) return;
    const index = indexOf(Math.ceil(milliseconds * 1000));
    this.counts[index] = (this.counts[index] ?? 0) + 1;
    this.count++;
    this.sum += milliseconds;
    if (milliseconds < this.smallest) this.smallest = milliseconds;
    if (milliseconds > this.largest) this.largest = milliseconds;
  }

  /** The latency that p % of the answers did not exceed (the rank rule of scripts/bench/stats.ts). */
  percentile(p: number): number {
    if (this.count === 0) return Number.NaN;
    const rank = Math.min(this.count, Math.max(1, Math.ceil((p / 100) * this.count)));
    let seen = 0;
    for (let index = 0; index < BUCKET_COUNT; index++) {
      seen += this.counts[index] ?? 0;
      if (seen >= rank) return Math.max(this.smallest, Math.min(this.largest, upperBoundOf(index) / 1000));
    }
    return this.largest;
  }

  get max(): number {
    return this.count === 0 ? Number.NaN : this.largest;
  }

  get min(): number {
    return this.count === 0 ? Number.NaN : this.smallest;
  }

  get mean(): number {
    return this.count === 0 ? Number.NaN : this.sum / this.count;
  }
}

/** The bucket of a value in whole microseconds. */
function indexOf(micros: number): number {
  if (micros < LINEAR_LIMIT) return micros;
  const magnitude = Math.min(MAX_MAGNITUDE - 1, Math.floor(Math.log2(micros)));
  const shift = magnitude - SUB_BUCKET_BITS;
  const sub = Math.min(2 * SUB_BUCKETS - 1, Math.floor(micros / 2 ** shift));
  return LINEAR_LIMIT + (magnitude - SUB_BUCKET_BITS - 1) * SUB_BUCKETS + (sub - SUB_BUCKETS);
}

/** The largest microsecond value a bucket holds. */
function upperBoundOf(index: number): number {
  if (index < LINEAR_LIMIT) return index;
  const above = index - LINEAR_LIMIT;
  const magnitude = SUB_BUCKET_BITS + 1 + Math.floor(above / SUB_BUCKETS);
  const sub = SUB_BUCKETS + (above % SUB_BUCKETS);
  const shift = magnitude - SUB_BUCKET_BITS;
  return (sub + 1) * 2 ** shift - 1;
}
