/** mulberry32: a small seeded generator, so the same seed always gives the same agency. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** A value rounded to a multiple of `step`. */
    round: (min: number, max: number, step: number) => Math.round(int(min, max) / step) * step,
    letters: (n: number, alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789') =>
      Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  };
}
export type Random = ReturnType<typeof createRandom>;
