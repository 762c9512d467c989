import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENTS_FILE, type EventsFile, eventsFileSchema, LANGUAGES, type ListingEvent } from '../../schema/index.js';
import type { OmnicasaParams } from '../../sources/omnicasa/request.js';
import { createSnapshotResponder } from '../../sources/omnicasa/snapshot.js';
import { runCli, SAMPLE } from './cli.js';
import { syncFromFeedServer } from './feed-sync.js';
import { startOmnicasaServer } from './omnicasa-server.js';
import { copySnapshot } from './snapshot.js';

// A published output whose events.json tells of a sync's changes, for the search alerts' tests: the
// acceptance's from a real sync of a changed feed, other cases' events written beside the sample's
// output.

/** The acceptance's search and the sample's properties it meets. */
export const ALERT_CASE = {
  /** Apartments (type 2) to buy in Mettet, at most € 200.000. */
  criteria: { goal: 'buy', propertyTypes: [2], zones: ['Mettet'], budgetMax: 200_000 },
  /** An apartment in Mettet at € 156.000: new, and a match. */
  matchingNew: 4100107,
  /** Land in Mettet: new, not a match (its type). */
  otherNew: 4100087,
  /** An apartment in Mettet at € 161.000 that was € 175.000: a price drop, a match. */
  dropped: 4100523,
  droppedFrom: 175_000,
  /** Its price in the sample. */
  droppedTo: 161_000,
} as const;

let sample: Promise<string> | undefined;

/** The bundled sample synced once per test file (no image stage: the photo is made below). */
function syncedSample(): Promise<string> {
  sample ??= (async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'vitrine-alert-sample-')), 'generated');
    const run = await runCli(['sync', '--no-images', '--source', 'sample', '--out', out]);
    if (run.code !== 0) throw new Error(`the sample's sync failed: ${run.stderr}`);
    return out;
  })();
  return sample;
}

/** A photo as the image stage describes it (content-addressed variants, a JPEG among them). */
export const TEST_PHOTO_DIGEST = 'ab'.repeat(32);
const photo = {
  digest: TEST_PHOTO_DIGEST,
  width: 1920,
  height: 1280,
  variants: [400, 600, 1360].flatMap((width) => [
    { format: 'webp', width, height: Math.round((width * 2) / 3), path: `ab/${TEST_PHOTO_DIGEST}/${width}.webp` },
    ...(width >= 600
      ? [{ format: 'jpeg', width, height: Math.round((width * 2) / 3), path: `ab/${TEST_PHOTO_DIGEST}/${width}.jpg` }]
      : []),
  ]),
  thumbnail: { format: 'webp', width: 188, height: 125, path: `ab/${TEST_PHOTO_DIGEST}/thumb.webp` },
  placeholder: '6ucJDYJ2eXlviXh4h3hXh5EwGDDk',
};

export type EventSpec = Pick<ListingEvent, 'kind' | 'propertyId'> & Partial<ListingEvent>;

/**
 * The sample's output with these events, at `at` (the publication time of the sync that saw them)
 * unless an event says otherwise (an earlier sync's, kept in the file); the first picture of every
 * new property gets a photo. Returns the folder and the events written.
 */
export async function publishedWithEvents(at: Date, specs: EventSpec[]): Promise<{ data: string; events: ListingEvent[] }> {
  const data = join(await mkdtemp(join(tmpdir(), 'vitrine-alert-data-')), 'generated');
  await cp(await syncedSample(), data, { recursive: true });
  const iso = at.toISOString();
  const withPhoto = new Set(specs.filter((s) => s.kind === 'new').map((s) => s.propertyId));
  const prices = new Map<number, number | null>();
  for (const language of (await readdir(data, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name)) {
    const file = join(data, language, 'properties.json');
    const properties = JSON.parse(await readFile(file, 'utf8')) as {
      id: number;
      status: ListingEvent['status'];
      price: { amount: number | null };
      pictures: { image: unknown }[];
    }[];
    for (const property of properties) {
      prices.set(property.id, property.price.amount);
      const first = property.pictures[0];
      if (withPhoto.has(property.id) && first) first.image = photo;
    }
    await writeFile(file, JSON.stringify(properties));
  }
  const events: ListingEvent[] = specs.map((spec) => ({
    id: `${spec.propertyId}:${spec.kind}:${spec.at ?? iso}`,
    at: iso,
    price: prices.get(spec.propertyId) ?? null,
    status: 'active',
    ...spec,
  }));
  const file: EventsFile = { events };
  await writeFile(join(data, EVENTS_FILE), JSON.stringify(file));
  return { data, events };
}

/**
 * The acceptance's sync, for real: a real HTTP server on 127.0.0.1 plays the back office; yesterday's
 * feed (the sample without the two properties the acceptance adds, the dropped one at its former
 * price) is synced a day before `at`, then today's (the sample) at `at`. The events are the sync's
 * own (pipeline/write/events.ts); only the photos are set afterwards, since the sync runs without
 * its image stage here (the e-mail's photo is what the tests look at, not the encoder).
 */
export async function acceptanceChanges(at: Date): Promise<{ data: string; events: ListingEvent[] }> {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-alert-sync-'));
  const data = join(work, 'generated');
  const added = new Set<number>([ALERT_CASE.matchingNew, ALERT_CASE.otherNew]);
  const yesterday = await copySnapshot(SAMPLE, join(work, 'yesterday'), (method, _language, items) =>
    method === 'GetPropertyList'
      ? items
          .filter((item) => !added.has(Number(item.ID)))
          .map((item) => (item.ID === ALERT_CASE.dropped ? { ...item, Price: ALERT_CASE.droppedFrom } : item))
      : undefined,
  );
  let respond = createSnapshotResponder(yesterday);
  const server = await startOmnicasaServer(SAMPLE, undefined, {
    answers: Object.fromEntries(FEED_LISTS.map((method) => [method, (params: OmnicasaParams) => respond(method, params)])),
  });
  try {
    const sync = (now: Date) => syncFromFeedServer(server.url, data, { now: () => now });
    await sync(new Date(at.getTime() - 24 * 3600_000));
    respond = createSnapshotResponder(SAMPLE);
    await sync(at);
  } finally {
    await server.close();
  }
  await setPhotos(data, added);
  const { events } = eventsFileSchema.parse(JSON.parse(await readFile(join(data, EVENTS_FILE), 'utf8')));
  return { data, events };
}

/** The feed's list calls the sync makes (the other calls are the snapshot's as they are). */
const FEED_LISTS = ['GetPropertyList', 'GetWebIDList', 'GetCityListOfObjects', 'GetProjectList'];

/** The first picture of each of these properties gets the test photo, in every language. */
async function setPhotos(data: string, ids: ReadonlySet<number>): Promise<void> {
  for (const language of LANGUAGES) {
    const file = join(data, language, 'properties.json');
    const properties = JSON.parse(await readFile(file, 'utf8')) as { id: number; pictures: { image: unknown }[] }[];
    for (const property of properties) {
      const first = property.pictures[0];
      if (ids.has(property.id) && first) first.image = photo;
    }
    await writeFile(file, JSON.stringify(properties));
  }
}
