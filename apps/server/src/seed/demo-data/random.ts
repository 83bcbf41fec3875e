/**
 * A small seeded pseudo-random generator (mulberry32). The demo data must come out the
 * same on every machine and every run, so nothing here reads the clock or Math.random.
 */

/** FNV-1a over the UTF-16 code units, then a final avalanche: a 32-bit hash of a label. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export class Random {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A uniform number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /**
   * An independent stream named by a label. Each part of the generator takes its own fork,
   * so adding draws in one part does not shift the data of the others.
   */
  fork(label: string): Random {
    return new Random(hashString(`${this.seed}/${label}`));
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks an item with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /** A standard normal draw (Box-Muller, one value per call so the stream stays simple). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** exp(N(mu, sigma)): sizes, volumes and intensities are skewed like this in practice. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** A Fisher-Yates shuffled copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  }

  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }

  alphanumeric(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += ALNUM[Math.floor(this.next() * ALNUM.length)];
    return out;
  }
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** Rounds to a number of decimals, the way amounts and rates are stored. */
export const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};
