// The fading gallery banner (§2) as CSS only: no script, and the first image paints at once.

/** The fade between two gallery images (SPEC.md §2 Banners; 500 ms speed). */
const FADE_MS = 500;

/**
 * Keyframes of a fading gallery of n images shown `interval` ms each: image 0 stays underneath,
 * images 1…n-1 fade in over it in turn and out again, so the first paint is the first image.
 */
export function galleryKeyframes(n: number, interval: number): string {
  const cycle = n * interval;
  const pct = (ms: number) => `${((100 * ms) / cycle).toFixed(3)}%`;
  return (
    `@keyframes hero-fade{0%{opacity:0}${pct(FADE_MS)}{opacity:1}${pct(interval)}{opacity:1}` +
    `${pct(interval + FADE_MS)}{opacity:0}100%{opacity:0}}` +
    `.hero-gallery .hero-slide:not(:first-of-type){animation:hero-fade ${cycle}ms linear infinite backwards}` +
    Array.from(
      { length: n - 1 },
      (_, i) => `.hero-gallery .hero-slide:nth-of-type(${i + 2}){animation-delay:${(i + 1) * interval}ms}`,
    ).join('')
  );
}
