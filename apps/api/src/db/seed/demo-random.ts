// A tiny seeded random source for the demo generator: the same seed always gives the same data.

/** mulberry32: 32 bits of state, fast, and good enough for demo data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One 32-bit seed from several parts (FNV-1a over their text), so each chunk of data gets its own stream. */
export function seedFrom(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('/')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One key, with probability proportional to its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K;
  /** Each item kept with its own probability, in the items' order. */
  subset<T extends string>(probabilities: readonly (readonly [T, number])[]): T[];
}

export function createRandom(...seedParts: (string | number)[]): Random {
  const next = mulberry32(seedFrom(...seedParts));
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted(weights) {
      let total = 0;
      for (const [, w] of weights) total += w;
      let r = next() * total;
      for (const [key, w] of weights) {
        r -= w;
        if (r < 0) return key;
      }
      return (weights.at(-1) as readonly [never, number])[0];
    },
    subset: (probabilities) => probabilities.filter(([, p]) => next() < p).map(([item]) => item),
  };
  return random;
}

/**
 * Picks among many items by weight in O(log n) (cities by population): cumulative weights and a binary
 * search, built once.
 */
export function weightedSampler<T>(items: readonly T[], weightOf: (item: T) => number) {
  const cumulative = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, i) => {
    total += Math.max(0, weightOf(item));
    cumulative[i] = total;
  });
  return (random: Random): T => {
    if (items.length === 0 || total === 0) throw new Error('sample from an empty or weightless list');
    const target = random.next() * total;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}
