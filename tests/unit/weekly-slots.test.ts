import { describe, expect, it } from 'vitest';
import { weeklySlots } from '../../server/api/weekly-slots.js';

describe('weeklySlots (open houses on the agency clock)', () => {
  const saturday = { propertyId: 7, weekday: 'saturday', from: '10:00', to: '11:30', capacity: 4 } as const;

  it('offers each weekly slot on its weekday for the weeks ahead, in Brussels time', () => {
    // Monday 23 November 2026, winter time (UTC+1).
    const slots = weeklySlots([saturday], new Date('2026-11-23T08:00:00Z'), 2);
    expect(slots.map((s) => [s.id, s.start, s.end])).toEqual([
      ['2026-11-28-10h00', '2026-11-28T09:00:00.000Z', '2026-11-28T10:30:00.000Z'],
      ['2026-12-05-10h00', '2026-12-05T09:00:00.000Z', '2026-12-05T10:30:00.000Z'],
    ]);
    expect(slots[0]).toMatchObject({ propertyId: 7, capacity: 4 });
  });

  it('follows summer time and leaves out a slot that has begun', () => {
    // Saturday 27 June 2026 at 10:30 in Brussels (UTC+2): today's slot has begun.
    const slots = weeklySlots([saturday], new Date('2026-06-27T08:30:00Z'), 1);
    expect(slots.map((s) => s.start)).toEqual([]);
    const next = weeklySlots([saturday], new Date('2026-06-27T08:30:00Z'), 2);
    expect(next.map((s) => s.start)).toEqual(['2026-07-04T08:00:00.000Z']);
  });
});
