/**
 * A tiny seeded PRNG (mulberry32) and the helpers the seed draws with. Math.random() would make
 * every seed different; with a fixed seed, two runs produce the same rows, so tests and
 * screenshots can rely on them.
 */

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A distinct subset of 1..max items (at least min), keeping the input order. */
  subset<T>(items: readonly T[], min: number, max: number): T[];
  /** A version-4-shaped UUID, drawn from this generator rather than the system's. */
  uuid(): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error('cannot pick from an empty list');
      return last[0];
    },
    subset<T>(items: readonly T[], min: number, max: number): T[] {
      const count = int(Math.min(min, items.length), Math.min(max, items.length));
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      return indexes
        .slice(0, count)
        .sort((a, b) => a - b)
        .map((i) => items[i] as T);
    },
    uuid(): string {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

/** Fixed seeds, one stream per concern, so adding vehicles never changes the listings. */
export const SEEDS = { vehicles: 0x1a2b3c4d, listings: 0x115771 } as const;

/**
 * "Now" for the demo data. Dates are spread backwards from this fixed instant, never from
 * Date.now(), so a seed made today equals one made next month.
 */
export const SEED_NOW = Date.UTC(2026, 10, 1); // 2026-11-01T00:00:00Z
