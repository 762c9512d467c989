import { buildPlaces } from '../build/places.js';
// A large site is prerendered by several processes in turn (cli/build.ts): Vike keeps every page it
// rendered in memory until its run ends (TOOLCHAIN.md), so 10,000 pages in one process outgrow a
// 2 GB heap. The build's share for this process (site/build/places.ts) makes it render every n-th
// page from the k-th.

export function inPrerenderShard<T>(items: readonly T[], share = buildPlaces().share): T[] {
  if (!share || share.count <= 1 || share.index >= share.count) return [...items];
  return items.filter((_, i) => i % share.count === share.index);
}
