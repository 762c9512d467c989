import type { Transaction } from 'kysely';
import type { Tables } from './tables.js';

// A unit of work: what one request writes, all or nothing, before its answer is given. The store
// runs it (units-of-work.ts): SQLite in a group commit, PostgreSQL in a transaction of its own.

/**
 * Waits, inside the unit's transaction, until no other unit holds any of these keys, and holds them
 * until the transaction ends: a check that reads before it writes (a visit slot's seats, a friend's
 * e-mails of the day, an owner's failed logins) takes the keys of what it checks first, so that two
 * server instances never both see the last seat free.
 */
export type SerializeOn = (...keys: string[]) => Promise<void>;

export type Unit<T> = (trx: Transaction<Tables>, serializeOn: SerializeOn) => Promise<T>;

export interface UnitsOfWork {
  run<T>(unit: Unit<T>): Promise<T>;
  /** Transactions committed so far (on SQLite each may hold several units). */
  readonly commits: number;
}
