import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headsOf, openRecordSpill } from '../../../pipeline/record-spill.js';
import type { Mapped } from '../../../pipeline/source.js';

type Draft = { id: number; title: string; price: number | null };

const mapped = (count: number): Mapped<Draft>[] =>
  Array.from({ length: count }, (_, i) =>
    i % 7 === 3
      ? {
          ok: false,
          id: i + 1,
          problems: [{ id: i + 1, kind: 'property', language: 'fr', field: 'price', reason: 'négatif', action: 'quarantined' }],
        }
      : { ok: true, value: { id: i + 1, title: `Maison ${i + 1} – «${'é'.repeat(i % 300)}»`, price: i * 1000 }, problems: [] },
  );

describe('the records spilled to disk', () => {
  it('give back each record as it was pushed, by position and in order, past a megabyte of them', async () => {
    const spill = openRecordSpill(join(await mkdtemp(join(tmpdir(), 'vitrine-spill-')), 'records'));
    const records = mapped(5000);
    const builder = spill.newList<Draft>();
    for (const record of records) builder.push(record);
    const list = builder.done();
    expect(list.length).toBe(5000);
    expect([...list]).toEqual(records);
    for (const index of [0, 1, 2999, 4999]) expect(list.at(index)).toEqual(records[index]);
    expect(list.at(5000)).toBeUndefined();
    expect([...headsOf(list)]).toEqual(records.map((r) => ({ ok: r.ok, id: r.ok ? r.value.id : r.id })));
    spill.remove();
    expect(existsSync(spill.folder)).toBe(false);
  });

  it('keep in memory a record with a number JSON cannot hold, which the final check must still see', async () => {
    const spill = openRecordSpill(join(await mkdtemp(join(tmpdir(), 'vitrine-spill-')), 'records'));
    const builder = spill.newList<Draft>();
    builder.push({ ok: true, value: { id: 1, title: 'a', price: 1 }, problems: [] });
    builder.push({ ok: true, value: { id: 2, title: 'b', price: Number.NaN }, problems: [] });
    builder.push({ ok: true, value: { id: 3, title: 'c', price: Number.POSITIVE_INFINITY }, problems: [] });
    const list = builder.done();
    expect([...list].map((r) => r.ok && r.value.price)).toEqual([1, Number.NaN, Number.POSITIVE_INFINITY]);
    expect(readdirSync(spill.folder)).toHaveLength(1);
    spill.remove();
  });
});
