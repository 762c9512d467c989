import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DatasetIds, DEPARTED, renderDeparted } from '../../pipeline/write/departed.js';
import { nextDepartedList, type PublishedSummary } from '../../pipeline/write/departed-list.js';
import { DEPARTED_LIMITS, type DepartedProperty, departedFileSchema, type Language } from '../../schema/index.js';

// Issue 15: the sync's list of properties that left the feed, across runs (schema/departed.ts).

const T0 = new Date('2026-01-10T08:00:00.000Z');
const days = (n: number) => new Date(T0.getTime() + n * 24 * 60 * 60 * 1000);

function summary(id: number, language: Language, price: number | null = 200_000): PublishedSummary {
  return {
    id,
    url: `/${language}/a-vendre/charleroi/maison-${id}/${id}/`,
    title: `Maison ${id} (${language})`,
    goal: 'sale',
    typeId: 1,
    status: 'active',
    price: { amount: price, published: price !== null },
    address: { zip: '6000', city: 'Charleroi' },
  };
}

const published = (...ids: number[]) =>
  new Map<Language, PublishedSummary[]>(
    (['fr', 'nl'] as const).map((language) => [language, ids.map((id) => summary(id, language))]),
  );

/** One run: the last output had `before` (and `previous` departed), this one publishes `now`. */
const run = (previous: DepartedProperty[], before: number[], after: number[], at: Date, held: number[] = []) =>
  nextDepartedList({
    previous,
    lastPublished: published(...before),
    published: new Set(after),
    held: new Set(held),
    now: at,
  });

describe('the departed list (nextDepartedList)', () => {
  it('is empty on a first run and when nothing left', () => {
    expect(run([], [], [1, 2], T0)).toEqual([]);
    expect(run([], [1, 2], [1, 2], T0)).toEqual([]);
  });

  it('records a property that left: its last URL and title per language, what similar ones need, the time', () => {
    expect(run([], [1, 2], [1], T0)).toEqual([
      {
        id: 2,
        urls: { fr: '/fr/a-vendre/charleroi/maison-2/2/', nl: '/nl/a-vendre/charleroi/maison-2/2/' },
        titles: { fr: 'Maison 2 (fr)', nl: 'Maison 2 (nl)' },
        goal: 'sale',
        typeId: 1,
        status: 'active',
        price: 200_000,
        zip: '6000',
        city: 'Charleroi',
        departedAt: T0.toISOString(),
      },
    ]);
  });

  it('carries it over with its first departure time, newest departure first', () => {
    const first = run([], [1, 2, 3], [1, 3], T0);
    const second = run(first, [1, 3], [1], days(1));
    expect(second.map((p) => [p.id, p.departedAt])).toEqual([
      [3, days(1).toISOString()],
      [2, T0.toISOString()],
    ]);
    expect(run(second, [1], [1], days(2))).toEqual(second);
  });

  it('drops a property that comes back', () => {
    const first = run([], [1, 2], [1], T0);
    expect(run(first, [1], [1, 2], days(1))).toEqual([]);
  });

  it('does not count a property held back by the quarantine as departed', () => {
    expect(run([], [1, 2], [1], T0, [2])).toEqual([]);
  });

  it('keeps no price that was not published', () => {
    const lastPublished = new Map<Language, PublishedSummary[]>([['fr', [summary(7, 'fr', null)]]]);
    const [departed] = nextDepartedList({ previous: [], lastPublished, published: new Set(), held: new Set(), now: T0 });
    expect(departed?.price).toBeNull();
  });

  it(`forgets departures older than ${DEPARTED_LIMITS.keepDays} days and keeps the newest ${DEPARTED_LIMITS.maxEntries}`, () => {
    const first = run([], [1, 2], [1], T0);
    expect(run(first, [1], [1], days(DEPARTED_LIMITS.keepDays))).toHaveLength(1);
    expect(run(first, [1], [1], days(DEPARTED_LIMITS.keepDays + 1))).toEqual([]);

    const many = Array.from({ length: DEPARTED_LIMITS.maxEntries + 5 }, (_, i) => i + 10);
    const full = run([], many, [], T0);
    const next = run(full, [99_999], [], days(1));
    expect(next).toHaveLength(DEPARTED_LIMITS.maxEntries);
    expect(next[0]?.id).toBe(99_999);
  });
});

describe('departed.json across syncs (renderDeparted on an output folder)', () => {
  const dataset = (ids: number[], quarantined: number[] = []): DatasetIds => ({
    languages: ['fr', 'nl'],
    byLanguage: new Map((['fr', 'nl'] as const).map((l) => [l, { properties: ids.map((id) => ({ id })) }])),
    problems: quarantined.map((id) => ({
      id,
      kind: 'property' as const,
      language: 'fr' as const,
      field: 'Price',
      reason: 'not a number',
      action: 'quarantined' as const,
    })),
  });
  /** Writes what a published run leaves: its properties per language and its departed.json. */
  async function publish(out: string, ids: number[], departedJson?: string) {
    for (const language of ['fr', 'nl'] as const) {
      await mkdir(join(out, language), { recursive: true });
      await writeFile(join(out, language, 'properties.json'), JSON.stringify(ids.map((id) => summary(id, language))));
    }
    if (departedJson) await writeFile(join(out, DEPARTED), departedJson);
  }
  const idsOf = (text: string) => departedFileSchema.parse(JSON.parse(text)).properties.map((p) => p.id);

  it('writes a valid list that leaves, carries over and comes back', async () => {
    const out = await mkdtemp(join(tmpdir(), 'vitrine-departed-'));
    expect(idsOf(await renderDeparted(out, dataset([1, 2, 3]), T0))).toEqual([]);
    await publish(out, [1, 2, 3]);
    const second = await renderDeparted(out, dataset([1, 3]), days(1));
    expect(idsOf(second)).toEqual([2]);
    await publish(out, [1, 3], second);
    const third = await renderDeparted(out, dataset([1], [3]), days(2));
    expect(idsOf(third)).toEqual([2]); // 3 is quarantined, not gone
    await publish(out, [1], third);
    expect(idsOf(await renderDeparted(out, dataset([1, 2]), days(3)))).toEqual([]);
  });

  it('given the ids the last output published, reads it again when one of them left', async () => {
    const out = await mkdtemp(join(tmpdir(), 'vitrine-departed-'));
    await publish(out, [1, 2, 3]);
    expect(idsOf(await renderDeparted(out, dataset([1, 3]), days(1), new Set([1, 2, 3])))).toEqual([2]);
    expect(idsOf(await renderDeparted(out, dataset([1], [3]), days(1), new Set([1, 2, 3])))).toEqual([2]);
  });

  it('starts a new list when the last one cannot be read', async () => {
    const out = await mkdtemp(join(tmpdir(), 'vitrine-departed-'));
    await publish(out, [1, 2], '{"properties": [{"id": "not a number"}]}');
    expect(idsOf(await renderDeparted(out, dataset([1]), T0))).toEqual([2]);
    expect(await readFile(join(out, DEPARTED), 'utf8')).toContain('not a number');
  });
});
