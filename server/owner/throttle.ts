import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { visitorKey } from '../api/visitor-key.js';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import type { SerializeOn } from '../db/unit-of-work.js';
import { OWNER_POLICY } from './policy.js';

// Failed logins in the store (so that several server instances count together), under three keys:
// the account, the visitor (visitorKey: an IPv6 /64 is one visitor) and the pair of the two. Past
// `slowAfter` failures a new try must wait a growing delay after the last one, at most
// `maxDelaySeconds`; past `lockAfter` the pair or the visitor is stopped for `lockMinutes`. The
// account has no `lockAfter`: failures from strangers slow it, they never lock its owner out.
// Unknown e-mails are counted like known ones: the answers never tell which addresses have an account.

type Store = Db | Transaction<Tables>;
type Limits = { slowAfter: number; lockAfter?: number; maxDelaySeconds: number };

export interface ThrottleRow {
  failures: number;
  last_failure_at: string;
  locked_until: string | null;
}

/** The seconds a new try must still wait, 0 when it may go ahead. Pure. */
export function waitSeconds(row: ThrottleRow | undefined, limits: Limits, now: Date): number {
  if (!row) return 0;
  const last = Date.parse(row.last_failure_at);
  if (row.locked_until && Date.parse(row.locked_until) > now.getTime())
    return Math.ceil((Date.parse(row.locked_until) - now.getTime()) / 1000);
  if (now.getTime() - last > OWNER_POLICY.throttle.forgetMinutes * 60_000) return 0;
  if (row.failures < limits.slowAfter) return 0;
  const delay = Math.min(limits.maxDelaySeconds, 2 ** (row.failures - limits.slowAfter)) * 1000;
  return Math.max(0, Math.ceil((last + delay - now.getTime()) / 1000));
}

/** The row after one more failure at `now`. Pure. */
export function afterFailure(row: ThrottleRow | undefined, limits: Limits, now: Date): ThrottleRow {
  const t = OWNER_POLICY.throttle;
  const lockOver = row?.locked_until && Date.parse(row.locked_until) <= now.getTime();
  const forgotten = !row || lockOver || now.getTime() - Date.parse(row.last_failure_at) > t.forgetMinutes * 60_000;
  const failures = forgotten ? 1 : row.failures + 1;
  const locks = limits.lockAfter !== undefined && failures >= limits.lockAfter;
  const locked = locks ? new Date(now.getTime() + t.lockMinutes * 60_000).toISOString() : null;
  return { failures, last_failure_at: now.toISOString(), locked_until: locked };
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * The three keys of a login try: the account's e-mail, the visitor (request.ip grouped by
 * visitorKey) and the pair; the visitor's are hashed: no address is stored. The staff's accounts
 * (server/staff/log-in.ts) are counted apart from the owners' (`realm`); a visitor's failures count
 * together, on either login.
 */
export function throttleKeys(email: string, address: string, realm: 'owner' | 'staff' = 'owner') {
  const account = `${realm === 'staff' ? 'staff:' : ''}${email.toLowerCase()}`;
  const visitor = visitorKey(address);
  return {
    account: `account:${account}`,
    pair: `pair:${digest(`${account}\n${visitor}`)}`,
    address: `address:${digest(visitor)}`,
  };
}
export type ThrottleKeys = ReturnType<typeof throttleKeys>;

const LIMITS: Record<keyof ThrottleKeys, Limits> = OWNER_POLICY.throttle;

async function rowOf(db: Store, key: string): Promise<ThrottleRow | undefined> {
  return db
    .selectFrom('login_throttle')
    .select(['failures', 'last_failure_at', 'locked_until'])
    .where('key', '=', key)
    .executeTakeFirst();
}

const KINDS = ['account', 'pair', 'address'] as const;

/** Seconds to wait before this login may be tried: the longest of the account's, the pair's and the visitor's. */
export async function loginWait(db: Store, keys: ThrottleKeys, now: Date): Promise<number> {
  const rows = await Promise.all(KINDS.map((kind) => rowOf(db, keys[kind])));
  return Math.max(...KINDS.map((kind, i) => waitSeconds(rows[i], LIMITS[kind], now)));
}

/**
 * Counts a failed login against the three keys, in a unit of work that holds them: failures of one
 * account on several server instances at once each count. Rows whose failures are forgotten and whose
 * lock is over go at the same time: a flood of made-up e-mails leaves the table no bigger than a
 * quarter hour's. Returns the account's failures in its current burst, this one included.
 */
export async function recordLoginFailure(
  db: Transaction<Tables>,
  serializeOn: SerializeOn,
  keys: ThrottleKeys,
  now: Date,
): Promise<number> {
  await serializeOn(keys.account, keys.pair, keys.address);
  await db
    .deleteFrom('login_throttle')
    .where('last_failure_at', '<', new Date(now.getTime() - OWNER_POLICY.throttle.forgetMinutes * 60_000).toISOString())
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
    .execute();
  let accountFailures = 0;
  for (const kind of KINDS) {
    const key = keys[kind];
    const next = afterFailure(await rowOf(db, key), LIMITS[kind], now);
    if (kind === 'account') accountFailures = next.failures;
    await db
      .insertInto('login_throttle')
      .values({ key, ...next })
      .onConflict((c) => c.column('key').doUpdateSet(next))
      .execute();
  }
  return accountFailures;
}

/** A successful login clears the account's and the pair's failures (the visitor's fade with time). */
export async function clearLoginFailures(db: Store, keys: ThrottleKeys): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', 'in', [keys.account, keys.pair]).execute();
}
