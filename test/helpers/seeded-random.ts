/**
 * A small seeded generator (mulberry32): the same seed makes the same numbers on every machine, so
 * a corpus is the same everywhere and a failing run can be replayed with its seed.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The draws the generated corpora (identity documents, bank letters) make. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` decimal digits. */
  digits(count: number): string;
  /** Roughly normal, mean 0 and deviation 1 (the sum of uniforms), for pixel noise. */
  gaussian(): number;
}

export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    gaussian: () => next() + next() + next() + next() - 2,
  };
}
