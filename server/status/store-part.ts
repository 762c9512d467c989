import { existsSync } from 'node:fs';
import { VitrineError } from '../../pipeline/errors.js';
import { type Db, openDatabase } from '../db/open-database.js';
import { storeError } from '../db/store-fault.js';
import { describeLocation, type StoreLocation } from '../db/store-location.js';
import { alertMailsQueued, outboxHealth } from '../outbox/health.js';
import type { StorePart } from './types.js';

// The store's part of the status: the outbox's health, the search alerts and the owner accounts.
// A SQLite file that is not there yet is said so, not made: the server makes it at its first start.

const count = (rows: { n: number | string | bigint }) => Number(rows.n);

async function figures(db: Db, now: Date): Promise<Omit<StorePart, 'location' | 'state'>> {
  const confirmed = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('confirmed_at', 'is not', null)
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirstOrThrow();
  const owners = await db
    .selectFrom('owners')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // Invited by the agency and no password chosen yet (an owner of the back office logs in through it, with none here).
  const invited = await db
    .selectFrom('owners')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('password_hash', 'is', null)
    .where('back_office_id', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    outbox: await outboxHealth(db, now),
    alerts: { confirmed: count(confirmed), mailsWaiting: await alertMailsQueued(db) },
    owners: { accounts: count(owners), invited: count(invited) },
  };
}

export async function readStorePart(store: { location: StoreLocation; busyTimeoutMs: number }, now: Date): Promise<StorePart> {
  const location = describeLocation(store.location);
  if (store.location.engine === 'sqlite' && store.location.path !== ':memory:' && !existsSync(store.location.path))
    return { location, state: 'missing' };
  try {
    // Beside a running server: its writes wait for our reads at most this long, and ours for theirs.
    const db = await openDatabase(store.location, { busyTimeoutMs: store.busyTimeoutMs });
    try {
      return { location, state: 'ok', ...(await figures(db, now)) };
    } finally {
      await db.destroy();
    }
  } catch (error) {
    const known = error instanceof VitrineError ? error : storeError(error, { engine: store.location.engine, where: location });
    return {
      location,
      state: 'unreachable',
      error: known
        ? { message: known.message, hint: known.hint }
        : { message: error instanceof Error ? error.message : String(error) },
    };
  }
}
