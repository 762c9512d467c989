// A large site is prerendered by several processes in turn (cli/build.ts): Vike keeps every page it
// rendered in memory until its run ends (TOOLCHAIN.md), so 10,000 pages in one process outgrow a
// 2 GB heap. VITRINE_PRERENDER_SHARD="k/n" makes this process render every n-th page from the k-th.

export function inPrerenderShard<T>(items: readonly T[], shard = process.env.VITRINE_PRERENDER_SHARD): T[] {
  const match = /^(\d+)\/(\d+)$/.exec(shard ?? '');
  const index = Number(match?.[1] ?? 0);
  const count = Number(match?.[2] ?? 1);
  if (!match || count <= 1 || index >= count) return [...items];
  return items.filter((_, i) => i % count === index);
}
