import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ALERT_FREQUENCIES, type AlertCriteria, type EventsFile, LANGUAGES } from '../schema/index.js';
import { changeSnapshot } from '../scripts/demo-agency/change-snapshot.js';
import { generateAgency } from '../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../scripts/demo-agency/write-snapshot.js';
import { openDatabase } from '../server/db/open-database.js';
import { ROOT } from '../tests/support/cli.js';

// bench/alerts: 10,000 confirmed search alerts matched against a sync of the synthetic agency
// (2,500 properties) that added 50 listings and lowered 100 prices; `vitrine alerts send`'s matching
// and queueing in a process of its own: time, peak memory, e-mails queued. Then the same run again,
// which finds every alert handled and queues nothing.

const run = promisify(execFile);
const ALERTS = 10_000;

const syncInto = (snapshot: string, data: string) =>
  run(
    process.execPath,
    ['--import', 'tsx', 'cli/index.ts', 'sync', '--no-images', '--source', 'sample', '--snapshot', snapshot, '--out', data],
    { cwd: ROOT, maxBuffer: 64 << 20 },
  );

/** A small deterministic generator: the same alerts at every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Alerts as visitors make them: a goal, one or two types, one to three places, often a budget. */
function alertCriteria(next: () => number, places: readonly string[]): AlertCriteria {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const buy = next() < 0.7;
  const budget = buy ? 150_000 + Math.floor(next() * 40) * 10_000 : 600 + Math.floor(next() * 20) * 50;
  return {
    goal: buy ? 'buy' : 'rent',
    propertyTypes: [...new Set([1 + Math.floor(next() * 8), 1 + Math.floor(next() * 8)])].slice(0, next() < 0.5 ? 1 : 2),
    zones: Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(places)),
    ...(next() < 0.8 && { budgetMax: budget }),
    ...(next() < 0.4 && { bedrooms: 1 + Math.floor(next() * 3) }),
  };
}

async function seedAlerts(store: string, data: string, confirmedAt: string) {
  const cities = JSON.parse(await readFile(join(data, 'fr', 'cities.json'), 'utf8')) as { name?: string; zip?: string }[];
  const places = cities.flatMap((c) => [c.name, c.zip].filter((p): p is string => typeof p === 'string' && p !== ''));
  const next = random(17);
  const db = await openDatabase(store);
  const rows = Array.from({ length: ALERTS }, (_, i) => ({
    email: `visitor.${i}@example.test`,
    language: LANGUAGES[i % 4] as string,
    criteria: JSON.stringify(alertCriteria(next, places)),
    frequency: ALERT_FREQUENCIES[i % 3] as string,
    token: `bench-token-${i}-0123456789abcdef`,
    list_url: null,
    created_at: confirmedAt,
    confirmed_at: confirmedAt,
    unsubscribed_at: null,
    handled_through: confirmedAt,
    last_mail_at: null,
    submission_id: null,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('alerts')
      .values(rows.slice(i, i + 500))
      .execute();
  await db.destroy();
}

interface Figures {
  alerts: number;
  queued: number;
  events: number;
  seconds: number;
  peakRssMb: number;
}

async function sendOnce(store: string, data: string): Promise<Figures> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/alerts-once.ts', store, data], {
    cwd: ROOT,
    maxBuffer: 64 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) as string) as Figures;
}

export async function benchAlerts(): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-alerts-'));
  const snapshot = join(work, 'snapshot');
  const data = join(work, 'generated');
  await writeSnapshot(generateAgency({ count: 2500, seed: 25 }), snapshot);
  await syncInto(snapshot, data);
  // Confirmed after the first sync: its events (none on a first sync) are not theirs anyway.
  await seedAlerts(join(work, 'store.db'), data, new Date().toISOString());
  await changeSnapshot(snapshot, join(work, 'changed'), { lowerPrices: 100, addCopies: 50 });
  await syncInto(join(work, 'changed'), data);
  const events = (JSON.parse(await readFile(join(data, 'events.json'), 'utf8')) as EventsFile).events;
  const first = await sendOnce(join(work, 'store.db'), data);
  const again = await sendOnce(join(work, 'store.db'), data);
  await rm(work, { recursive: true, force: true });
  const kinds = (kind: string) => events.filter((e) => e.kind === kind).length;
  const row = (what: string, f: Figures) =>
    `| ${what} | ${f.alerts.toLocaleString('en')} | ${f.events} | ${f.queued.toLocaleString('en')} | ${f.seconds.toFixed(2)} s | ${Math.round(f.alerts / f.seconds).toLocaleString('en')} | ${f.peakRssMb} MB |`;
  return [
    `Events of the sync: ${kinds('new')} new, ${kinds('price-drop')} price drops, ${kinds('status')} status changes.`,
    '',
    '| run | confirmed alerts | events | e-mails queued | time | alerts/s | peak RSS |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('after the sync', first),
    row('again (nothing new)', again),
  ].join('\n');
}
