import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import type { SerializeOn } from '../db/unit-of-work.js';
import { OWNER_POLICY } from './policy.js';

// Failed logins per account and per visitor address, in the store (so that several server
// instances count together): past `slowAfter` failures a new try must wait a growing delay after
// the last one, past `lockAfter` the key is locked for `lockMinutes`. Unknown e-mails are counted
// like known ones: the answers never tell which addresses have an account.

type Store = Db | Transaction<Tables>;
type Limits = { slowAfter: number; lockAfter: number };

export interface ThrottleRow {
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

/** The seconds a new try must still wait, 0 when it may go ahead. Pure. */
export function waitSeconds(row: ThrottleRow | undefined, limits: Limits, now: Date): number {
  if (!row) return 0;
  const t = OWNER_POLICY.throttle;
  const last = Date.parse(row.last_failure_at);
  if (row.locked_until && Date.parse(row.locked_until) > now.getTime())
    return Math.ceil((Date.parse(row.locked_until) - now.getTime()) / 1000);
  if (now.getTime() - last > t.forgetMinutes * 60_000) return 0;
  if (row.failures < limits.slowAfter) return 0;
  const delay = Math.min(t.maxDelaySeconds, 2 ** (row.failures - limits.slowAfter)) * 1000;
  return Math.max(0, Math.ceil((last + delay - now.getTime()) / 1000));
}

/** The row after one more failure at `now`. Pure. */
export function afterFailure(row: ThrottleRow | undefined, limits: Limits, now: Date): ThrottleRow {
  const t = OWNER_POLICY.throttle;
  const lockOver = row?.locked_until && Date.parse(row.locked_until) <= now.getTime();
  const forgotten = !row || lockOver || now.getTime() - Date.parse(row.last_failure_at) > t.forgetMinutes * 60_000;
  const failures = forgotten ? 1 : row.failures + 1;
  const locked = failures >= limits.lockAfter ? new Date(now.getTime() + t.lockMinutes * 60_000).toISOString() : null;
  return { failures, last_failure_at: now.toISOString(), locked_until: locked };
}

/** The two keys of a login try: the account's e-mail, and the visitor's address (hashed: no address is stored). */
export function throttleKeys(email: string, address: string) {
  return {
    account: `account:${email.toLowerCase()}`,
    address: `address:${createHash('sha256').update(address).digest('hex').slice(0, 32)}`,
  };
}

const LIMITS = { account: OWNER_POLICY.throttle.account, address: OWNER_POLICY.throttle.address };

async function rowOf(db: Store, key: string): Promise<ThrottleRow | undefined> {
  return db
    .selectFrom('login_throttle')
    .select(['failures', 'last_failure_at', 'locked_until'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Seconds to wait before this login may be tried (the longer of the account's and the address's). */
export async function loginWait(db: Store, keys: ReturnType<typeof throttleKeys>, now: Date): Promise<number> {
  const [account, address] = await Promise.all([rowOf(db, keys.account), rowOf(db, keys.address)]);
  return Math.max(waitSeconds(account, LIMITS.account, now), waitSeconds(address, LIMITS.address, now));
}

/**
 * Counts a failed login against both keys, in a unit of work that holds them: failures of one account
 * on several server instances at once each count. Rows whose failures are forgotten and whose lock is
 * over go at the same time: a flood of made-up e-mails leaves the table no bigger than a quarter hour's.
 */
export async function recordLoginFailure(
  db: Transaction<Tables>,
  serializeOn: SerializeOn,
  keys: ReturnType<typeof throttleKeys>,
  now: Date,
): Promise<void> {
  await serializeOn(keys.account, keys.address);
  await db
    .deleteFrom('login_throttle')
    .where('last_failure_at', '<', new Date(now.getTime() - OWNER_POLICY.throttle.forgetMinutes * 60_000).toISOString())
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
    .execute();
  for (const kind of ['account', 'address'] as const) {
    const key = keys[kind];
    const next = afterFailure(await rowOf(db, key), LIMITS[kind], now);
    await db
      .insertInto('login_throttle')
      .values({ key, ...next })
      .onConflict((c) => c.column('key').doUpdateSet(next))
      .execute();
  }
}

/** A successful login clears the account's failures (the address's fade with time). */
export async function clearAccountFailures(db: Store, keys: ReturnType<typeof throttleKeys>): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', keys.account).execute();
}
