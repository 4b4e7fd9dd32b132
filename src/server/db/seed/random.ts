// Seeded pseudo-random numbers. The market must be identical for a given seed
// on every machine and driver, so nothing here may touch Math.random or the
// clock. Each entity draws from its own stream (seed + label + index), so a
// listing's data does not depend on batch sizes or on how many listings
// precede it.

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** Log-normal around a median; spread is the sigma of the underlying normal. */
  logNormal(median: number, spread: number): number;
  normal(): number;
};

/** 32-bit hash of a string (cyrb53 folded), stable across platforms. */
export function hashString(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** sfc32: small, fast and good enough for synthetic data. */
export function createRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const raw = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) raw();
  const random: Random = {
    next: raw,
    int: (min, max) => min + Math.floor(raw() * (max - min + 1)),
    float: (min, max) => min + raw() * (max - min),
    chance: (p) => raw() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(raw() * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      let total = 0;
      for (const [, w] of items) total += w;
      let r = raw() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error("weighted pick from an empty list");
      return last[0];
    },
    normal: () => {
      const u = Math.max(raw(), 1e-12);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * raw());
    },
    logNormal: (median, spread) => median * Math.exp(spread * random.normal()),
  };
  return random;
}

/** An independent stream for one entity: same (seed, label, index) gives the same numbers. */
export function streamFor(seed: number, label: string, index: number): Random {
  return createRandom(hashString(`${seed}:${label}:${index}`));
}
