import { describe, expect, it } from 'vitest';
import type { ConditionRule } from '../../../schema/index.js';
import { moduleRows } from '../../../site/content/rows.js';

const module = (id: string, position: number, sort = 0, extra: { status?: 'Draft'; conditions?: ConditionRule[] } = {}) => ({
  id,
  position,
  sort,
  status: extra.status ?? ('Published' as const),
  conditions: extra.conditions ?? [],
});

describe('moduleRows (§3 Page module)', () => {
  it('groups modules by position and orders each row by sort', () => {
    const rows = moduleRows([module('c', 2, 1), module('a', 1), module('d', 2, 0), module('b', 3)], {});
    expect(rows.map((row) => row.map((m) => m.id))).toEqual([['a'], ['d', 'c'], ['b']]);
  });

  it('leaves out drafts and modules whose condition rules do not hold', () => {
    const onlyWithRentals: ConditionRule[] = [
      { field: 'forRentTotal', logic: 'and', advancedCondition: 'greaterThan', compareWithValue: 0 },
    ];
    const rows = moduleRows(
      [module('draft', 1, 0, { status: 'Draft' }), module('rent', 1, 1, { conditions: onlyWithRentals }), module('always', 2)],
      { forRentTotal: 0 },
    );
    expect(rows.map((row) => row.map((m) => m.id))).toEqual([['always']]);
    expect(moduleRows([module('rent', 1, 0, { conditions: onlyWithRentals })], { forRentTotal: 3 })).toHaveLength(1);
  });
});
