import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderEvents } from '../../pipeline/write/events.js';
import { lastManifestOf, lastOutputOf } from '../../pipeline/write/last-output.js';
import { readJson } from '../../pipeline/write/read-json.js';
import { EVENTS_FILE, type EventsFile } from '../../schema/index.js';

// Issue 17: what the sync reads of its last output for the histories and the events, including an
// output from before histories and one it cannot read.

const T0 = '2027-01-10T08:00:00.000Z';
const T1 = new Date('2027-01-11T08:00:00.000Z');

const record = (id: number, amount: number | null, extra: object = {}) => ({
  id,
  status: 'active',
  price: { amount, published: amount !== null, formatted: 'x' },
  ...extra,
});
const history = {
  firstPublishedAt: T0,
  isNew: true,
  formerPrice: null,
  prices: [{ at: T0, amount: 200_000 }],
  statuses: [{ at: T0, status: 'active' }],
};

/** An output folder holding these fr records, a manifest of T0 and, when given, an events.json. */
async function output(records: unknown, events?: string): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'vitrine-last-output-'));
  await mkdir(join(out, 'fr'));
  await writeFile(join(out, 'fr', 'properties.json'), typeof records === 'string' ? records : JSON.stringify(records));
  await writeFile(join(out, 'manifest.json'), JSON.stringify({ generatedAt: T0 }));
  if (events !== undefined) await writeFile(join(out, EVENTS_FILE), events);
  return out;
}

/** The last output as the sync reads it: the first language whose records can be read. */
async function readLastOutput(out: string, languages: readonly string[]) {
  const { publishedAt } = await lastManifestOf(out);
  for (const language of languages) {
    const last = lastOutputOf(await readJson(join(out, language, 'properties.json')), publishedAt);
    if (last) return last;
  }
  return null;
}

const dataset = (...properties: ReturnType<typeof record>[]) =>
  ({ byLanguage: new Map([['fr', { properties }]]) }) as unknown as Parameters<typeof renderEvents>[1];

describe('the last output (lastOutputOf)', () => {
  it('gives each property’s published price, status and history, and the output’s time', async () => {
    const out = await output([record(1, 200_000, { history }), record(2, null)]);
    const last = await readLastOutput(out, ['fr', 'nl']);
    expect(last?.publishedAt).toBe(T0);
    expect(last?.records.get(1)).toEqual({ amount: 200_000, status: 'active', history });
    // An output from before histories: the record without one.
    expect(last?.records.get(2)).toEqual({ amount: null, status: 'active', history: null });
  });

  it('is null without an output, or with records it cannot read: the run is a first sync', async () => {
    expect(await readLastOutput(join(tmpdir(), 'vitrine-no-such-output'), ['fr'])).toBeNull();
    expect(await readLastOutput(await output('[{"id": 1, "sta'), ['fr'])).toBeNull();
    expect(await readLastOutput(await output([{ id: 'one' }]), ['fr'])).toBeNull();
  });
});

describe('events.json of a run (renderEvents)', () => {
  const earlier = {
    id: `9:new:${T0}`,
    kind: 'new',
    propertyId: 9,
    at: T0,
    price: 100_000,
    status: 'active',
  } as const;

  it('carries the last list and adds this run’s events', async () => {
    const out = await output([record(1, 200_000)], JSON.stringify({ events: [earlier] }));
    const text = await renderEvents(out, dataset(record(1, 190_000), record(3, 50_000)), await readLastOutput(out, ['fr']), T1);
    const file: EventsFile = JSON.parse(text);
    expect(file.events.map((e) => e.id)).toEqual([earlier.id, `1:price-drop:${T1.toISOString()}`, `3:new:${T1.toISOString()}`]);
  });

  it('starts a new list when the last one cannot be read', async () => {
    const out = await output([record(1, 200_000)], '{"events": [{"id": ');
    const text = await renderEvents(out, dataset(record(1, 200_000)), await readLastOutput(out, ['fr']), T1);
    expect(JSON.parse(text)).toEqual({ events: [] });
  });
});
