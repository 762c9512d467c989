import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutput } from '../../pipeline/write/check-output.js';
import { EVENTS_FILE, type EventsFile, eventsFileSchema, LANGUAGES, NEW_BADGE_DAYS, type Property } from '../../schema/index.js';
import { createSnapshotResponder } from '../../sources/omnicasa/snapshot.js';
import { SAMPLE } from '../support/cli.js';
import { syncFromFeedServer } from '../support/feed-sync.js';
import { startOmnicasaServer } from '../support/omnicasa-server.js';
import { copySnapshot, type RawItem } from '../support/snapshot.js';
import { treeState } from '../support/tree.js';

// Issue 17: the sync keeps each property's price and status history across runs and records each
// run's events beside the output, against a real HTTP server playing the back office whose feed
// changes between the runs.

const DAY = 24 * 60 * 60 * 1000;
/** Every creation date of the sample is older than NEW_BADGE_DAYS at this time. */
const T0 = new Date('2027-01-10T08:00:00.000Z');
const T1 = new Date(T0.getTime() + DAY);
const iso = (date: Date) => date.toISOString();

let server: Awaited<ReturnType<typeof startOmnicasaServer>>;
let out: string;
let respond = createSnapshotResponder(SAMPLE);
/** The properties the second feed changes, and the prices they had and have. */
let ids: { added: number; lowered: number; sold: number; removed: number };
let prices: { added: number; lowered: number; lowerTo: number; sold: number };

const sync = (now: Date) => syncFromFeedServer(server.url, out, { pageSize: 40, now: () => now });

const readProperties = async (language: string): Promise<Property[]> =>
  JSON.parse(await readFile(join(out, language, 'properties.json'), 'utf8'));
const readEvents = async (): Promise<EventsFile> =>
  eventsFileSchema.parse(JSON.parse(await readFile(join(out, EVENTS_FILE), 'utf8')));
const historyOf = async (id: number, language = 'fr') => (await readProperties(language)).find((p) => p.id === id)?.history;

beforeAll(async () => {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-history-'));
  out = join(work, 'generated');
  const fr: RawItem[] = JSON.parse(await readFile(join(SAMPLE, 'GetPropertyList.fr.json'), 'utf8')).GetPropertyListJsonResult
    .Value.Items;
  const onSale = fr.filter((item) => item.Status === 1 && item.Goal === 0 && item.PublishPrice !== false);
  const [copied, lowered, sold, removed] = onSale as [RawItem, RawItem, RawItem, RawItem];
  ids = { added: Number(copied.ID) + 900_000, lowered: Number(lowered.ID), sold: Number(sold.ID), removed: Number(removed.ID) };
  prices = {
    added: Number(copied.Price),
    lowered: Number(lowered.Price),
    lowerTo: Number(lowered.Price) - 7500,
    sold: Number(sold.Price),
  };
  // Tomorrow's feed, the same change in every language.
  const tomorrow = await copySnapshot(SAMPLE, join(work, 'tomorrow'), (method, _language, items) => {
    if (method !== 'GetPropertyList') return items;
    const changed = items
      .filter((item) => item.ID !== ids.removed)
      .map((item) =>
        item.ID === ids.lowered ? { ...item, Price: prices.lowerTo } : item.ID === ids.sold ? { ...item, Status: 2 } : item,
      );
    const copy = items.find((item) => item.ID === copied.ID) as RawItem;
    return [...changed, { ...copy, ID: ids.added }];
  });
  server = await startOmnicasaServer(SAMPLE, undefined, {
    answers: Object.fromEntries(
      ['GetPropertyList', 'GetWebIDList', 'GetCityListOfObjects', 'GetProjectList'].map((method) => [
        method,
        (params) => respond(method, params),
      ]),
    ),
  });
  const first = await sync(T0);
  expect(first.outcome).toBe('published');
  respond = createSnapshotResponder(tomorrow);
}, 60_000);
afterAll(() => server?.close());

describe('price and status history across syncs (issue 17)', () => {
  let firstEvents: EventsFile;

  it('a first sync starts every history at the feed’s creation date and records no event', async () => {
    firstEvents = await readEvents();
    expect(firstEvents.events).toEqual([]);
    const fr = await readProperties('fr');
    for (const p of fr) {
      expect(p.history.firstPublishedAt).toBe(p.createdAt);
      expect(p.history).toMatchObject({ isNew: false, formerPrice: null });
      expect(p.history.prices).toEqual([{ at: iso(T0), amount: p.price.published ? p.price.amount : null }]);
      expect(p.history.statuses).toEqual([{ at: iso(T0), status: p.status }]);
    }
  });

  it('records exactly the new property, the lower price and the new status of the next feed, with their prices', async () => {
    const summary = await sync(T1);
    expect(summary.outcome).toBe('published');
    expect(await checkOutput(out)).toEqual([]);
    const at = iso(T1);
    expect((await readEvents()).events).toEqual(
      [
        { id: `${ids.added}:new:${at}`, kind: 'new', propertyId: ids.added, at, price: prices.added, status: 'active' },
        {
          id: `${ids.lowered}:price-drop:${at}`,
          kind: 'price-drop',
          propertyId: ids.lowered,
          at,
          price: prices.lowerTo,
          formerPrice: prices.lowered,
          status: 'active',
        },
        {
          id: `${ids.sold}:status:${at}`,
          kind: 'status',
          propertyId: ids.sold,
          at,
          price: prices.sold,
          status: 'sold',
          formerStatus: 'active',
        },
      ].sort((a, b) => a.propertyId - b.propertyId),
    );
    const fr = await readProperties('fr');
    expect(fr.map((p) => p.id)).not.toContain(ids.removed);
  });

  it('keeps each history in the output, the same in every language', async () => {
    const lowered = await historyOf(ids.lowered);
    expect(lowered).toMatchObject({
      isNew: false,
      formerPrice: prices.lowered,
      prices: [
        { at: iso(T0), amount: prices.lowered },
        { at: iso(T1), amount: prices.lowerTo },
      ],
    });
    expect(lowered?.statuses).toHaveLength(1);
    expect((await historyOf(ids.sold))?.statuses).toEqual([
      { at: iso(T0), status: 'active' },
      { at: iso(T1), status: 'sold' },
    ]);
    expect(await historyOf(ids.added)).toEqual({
      firstPublishedAt: iso(T1),
      isNew: true,
      formerPrice: null,
      prices: [{ at: iso(T1), amount: prices.added }],
      statuses: [{ at: iso(T1), status: 'active' }],
    });
    for (const language of LANGUAGES.filter((l) => l !== 'fr')) {
      for (const id of Object.values(ids).filter((id) => id !== ids.removed))
        expect(await historyOf(id, language)).toEqual(await historyOf(id));
    }
  });

  it('a sync of the same feed changes nothing and records no event', async () => {
    const before = await treeState(out);
    const summary = await sync(new Date(T1.getTime() + 60 * 60 * 1000));
    expect(summary.outcome).toBe('unchanged');
    expect(await treeState(out)).toEqual(before);
  });

  it(`publishes again when "Nouveau" ends, ${NEW_BADGE_DAYS} days after the first publication, with no new event`, async () => {
    const events = await readEvents();
    const lastDay = await sync(new Date(T1.getTime() + (NEW_BADGE_DAYS - 1) * DAY));
    expect(lastDay.outcome).toBe('unchanged');
    expect((await historyOf(ids.added))?.isNew).toBe(true);

    const after = await sync(new Date(T1.getTime() + NEW_BADGE_DAYS * DAY));
    expect(after.outcome).toBe('published');
    expect(await historyOf(ids.added)).toMatchObject({ isNew: false, firstPublishedAt: iso(T1) });
    // The drop is younger than its badge's days: still shown.
    expect((await historyOf(ids.lowered))?.formerPrice).toBe(prices.lowered);
    expect(await readEvents()).toEqual(events);
    expect(await checkOutput(out)).toEqual([]);
  });
});
