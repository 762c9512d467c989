import { describe, expect, it } from 'vitest';
import { isFullReadDue, lastScheduledFullRead } from '../../../pipeline/source-memory/full-read-due.js';
import type { MemoryRecord } from '../../../pipeline/source-memory/memory-file.js';
import { type MemoryContext, memoryToUse } from '../../../pipeline/source-memory/memory-to-use.js';
import { AGENCY_TIME_ZONE } from '../../../schema/index.js';
import { mergeChanges, rowLinesOf } from '../../../sources/omnicasa/memory.js';
import { rowsOf } from '../../../sources/omnicasa/rows-file.js';

// Issue 44: when a source may start from what it kept, and the daily full read in Belgian time.

describe('the daily full read', () => {
  it.each([
    // now (UTC), the last 03:00 in Brussels (UTC)
    ['2026-12-02T10:00:00Z', '2026-12-02T02:00:00Z'], // winter: UTC+1
    ['2026-12-02T01:59:00Z', '2026-12-01T02:00:00Z'], // 02:59 in Brussels: yesterday's
    ['2026-12-02T02:00:00Z', '2026-12-02T02:00:00Z'], // on the minute
    ['2026-07-15T12:00:00Z', '2026-07-15T01:00:00Z'], // summer: UTC+2
    ['2026-03-29T12:00:00Z', '2026-03-29T01:00:00Z'], // the night clocks go forward (02:00 → 03:00)
    ['2026-10-25T12:00:00Z', '2026-10-25T02:00:00Z'], // the night clocks go back (03:00 → 02:00)
  ])('at %s the last one was at %s', (now, last) => {
    expect(lastScheduledFullRead(new Date(now), '03:00', AGENCY_TIME_ZONE).toISOString()).toBe(new Date(last).toISOString());
  });

  it.each([
    ['2026-12-01T23:00:00Z', '2026-12-02T01:00:00Z', false], // both before 03:00 in Brussels
    ['2026-12-01T23:00:00Z', '2026-12-02T02:30:00Z', true], // 03:00 came between
    ['2026-12-02T02:01:00Z', '2026-12-02T22:00:00Z', false], // read after it today
  ])('read in full at %s, at %s due: %s', (fullReadAt, now, due) => {
    expect(isFullReadDue(new Date(fullReadAt), new Date(now), '03:00', AGENCY_TIME_ZONE)).toBe(due);
  });
});

const record: MemoryRecord = {
  format: 1,
  source: { name: 'omnicasa', kind: 'omnicasa', location: 'https://example.test/svc/' },
  languages: ['fr', 'nl'],
  manifest: 'abc',
  fullReadAt: '2026-12-02T05:00:00.000Z',
  data: { kept: true },
};
const source: MemoryContext['source'] = { name: 'omnicasa', kind: 'omnicasa', location: record.source.location };
const context: MemoryContext = {
  source,
  languages: ['fr', 'nl'],
  manifest: 'abc',
  now: new Date('2026-12-02T09:00:00Z'),
  policy: { full: false, fullReadAt: '03:00', timeZone: AGENCY_TIME_ZONE },
};

describe('whether a source may read only what changed', () => {
  it('may, when nothing it stood on moved', () => {
    expect(memoryToUse(record, context)).toEqual({ use: true, data: { kept: true }, fullReadAt: new Date(record.fullReadAt) });
  });

  it.each<[string, MemoryRecord | null, Partial<MemoryContext>, string]>([
    ['asked for', record, { policy: { ...context.policy, full: true } }, 'a full read was asked for (--full)'],
    ['no record', null, {}, 'no earlier read to start from'],
    [
      'moved',
      record,
      { source: { ...source, location: 'https://other.test/' } },
      'the source’s kind or place changed since its last read',
    ],
    ['languages', record, { languages: ['fr'] }, 'the languages changed since the last read'],
    ['another output', record, { manifest: 'def' }, 'the published output is not the one the last read made'],
    ['no output', record, { manifest: null }, 'the published output is not the one the last read made'],
    ['next night', record, { now: new Date('2026-12-03T02:30:00Z') }, 'the daily full read (after 03:00)'],
  ])('reads in full: %s', (_, kept, change, reason) => {
    expect(memoryToUse(kept, { ...context, ...change })).toEqual({ use: false, reason });
  });
});

describe('the Omnicasa rows merged with the changes', () => {
  it('replaces, adds and removes by ID, in ID order; a row listed now wins over the deleted list', () => {
    const kept = [
      { ID: 3, v: 'a' },
      { ID: 1, v: 'a' },
      { ID: 2, v: 'a' },
    ];
    const changed = [
      { ID: 4, v: 'new' },
      { ID: 2, v: 'b' },
      { ID: 5, v: 'back' },
    ];
    const lines = rowLinesOf(kept);
    const merged = mergeChanges(lines, changed, new Set([3, 5, 99]));
    expect([...rowsOf(merged.lines)]).toEqual([
      { ID: 1, v: 'a' },
      { ID: 2, v: 'b' },
      { ID: 4, v: 'new' },
      { ID: 5, v: 'back' },
    ]);
    expect(merged.ids).toEqual([1, 2, 4, 5]);
    // A row that did not change is the bytes it was kept as, not a copy made again.
    expect(merged.lines[0]).toBe(lines.lines[0]);
  });
});
