/**
 * A small deterministic random source (mulberry32): the same seed gives the same demo data on every
 * machine and run, which the tests, the benchmark and screenshots rely on.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
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

  /** true with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
}

/** A 32-bit FNV-1a hash of a string: a stable seed derived from text (product names, ids). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const hex = (value: number, digits: number) =>
  (value >>> 0).toString(16).padStart(digits, '0').slice(-digits);

/**
 * A fixed, valid (version 4 layout) UUID for item `index` of a data set drawn with `seed`: the seed
 * fills the first groups, the index the last, so ids never collide within a set.
 */
export function deterministicUuid(seed: number, index: number): string {
  const a = hashText(`ihe-demo:${seed}`);
  const b = hashText(`ihe-demo:${seed}:b`);
  const high = Math.floor(index / 0x1000000);
  const low = index % 0x1000000;
  return `${hex(a, 8)}-${hex(b >>> 16, 4)}-4${hex(b, 3)}-${(8 + (a & 3)).toString(16)}${hex(a >>> 12, 3)}-${hex(high, 6)}${hex(low, 6)}`;
}
