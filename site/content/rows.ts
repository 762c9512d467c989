import { type ConditionContext, conditionsHold, type Module } from '../../schema/index.js';

// §3 Page module: which of a page's modules show, and how they sit in rows. Pure.

/** The published modules whose condition rules hold, in rows: by position, then by sort within a row. */
export function moduleRows<M extends Pick<Module, 'position' | 'sort' | 'status' | 'conditions'>>(
  modules: readonly M[],
  facts: ConditionContext,
): M[][] {
  const shown = modules
    .filter((m) => m.status === 'Published' && conditionsHold(m.conditions, facts))
    .sort((a, b) => a.position - b.position || a.sort - b.sort);
  const rows = new Map<number, M[]>();
  for (const m of shown) rows.set(m.position, [...(rows.get(m.position) ?? []), m]);
  return [...rows.values()];
}
