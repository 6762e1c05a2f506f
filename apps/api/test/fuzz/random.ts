/**
 * A small seeded PRNG (mulberry32) and the choices the fuzz makes with it. Our own, not fast-check: the
 * fuzz walks JSON Schemas of the OpenAPI document (not zod schemas), needs no shrinking (each failure prints
 * the exact request), and a replay needs only the seed: every choice comes from this one stream, in order.
 */
export class Random {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Lowercase letters, `length` of them. */
  letters(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += String.fromCharCode(97 + this.int(0, 25));
    return text;
  }

  uuid(): string {
    const hex = () => this.int(0, 15).toString(16);
    const part = (n: number) => Array.from({ length: n }, hex).join('');
    return `${part(8)}-${part(4)}-4${part(3)}-${this.pick(['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`;
  }
}

/** A seed for the run: FUZZ_SEED if given, else a fresh one (printed by the suite so it can be replayed). */
export function freshSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
