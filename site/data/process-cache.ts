// A cache that the build's own modules and the pages' server bundle share within a process. The
// bundle is a separate copy of the site's modules (site/build/places.ts says the same of the build's
// places): a module-level Map would be one per copy, and the generated data, parsed and validated
// once by the page lists, was read and validated again by the pages' routes.

type Holder = Record<symbol, Map<unknown, unknown> | undefined>;

/** The process's cache named `name` (the same Map for every copy of the module that asks). */
export function processCache<K, V>(name: string): Map<K, V> {
  const key = Symbol.for(`vitrine.cache.${name}`);
  const holder = globalThis as unknown as Holder;
  holder[key] ??= new Map();
  return holder[key] as Map<K, V>;
}
