import { setTimeout as sleep } from 'node:timers/promises';
import { groupCommit } from './group-commit.js';
import type { Db } from './open-database.js';
import { storeFault } from './store-fault.js';
import { STORE_SQL } from './store-sql.js';
import type { UnitsOfWork } from './unit-of-work.js';

// How the store runs units of work. SQLite: one writer at a time, so units share transactions and
// one disk flush (group-commit.ts). PostgreSQL: every unit in its own read-committed transaction,
// side by side with the other instances'; what must not race is held by a unique index (an
// idempotency key, a used captcha) or by the keys a unit serializes on (unit-of-work.ts).

/** A unit that lost a race is run again from its start; past this many runs its error stands. */
const RUNS = 6;

/**
 * PostgreSQL's words for a race a unit lost: a unique index met a row another unit committed
 * meanwhile (the retry reads it: the same idempotency key gets the earlier answer), a
 * serialization failure, a deadlock. The store's sentences keep PostgreSQL's error as their cause.
 */
const LOST_RACE = new Set(['23505', '40001', '40P01']);

function lostRace(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (LOST_RACE.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

/**
 * A connection the server had ended (a restart, an idle timeout) that the pool lent before it heard
 * so: the unit is run once more, on a new connection. Had the connection died during the commit,
 * the unit's second run finds its own work (an idempotency key) rather than doing it twice.
 */
const lostConnection = (error: unknown, run: number) => run === 1 && storeFault(error) === 'unreachable';

export function unitsOfWork(db: Db): UnitsOfWork {
  return db.engine === 'sqlite' ? groupCommit(db) : transactionPerUnit(db);
}

function transactionPerUnit(db: Db): UnitsOfWork {
  let commits = 0;
  const { serializeOn } = STORE_SQL.postgres;
  return {
    async run(unit) {
      for (let run = 1; ; run++) {
        try {
          const value = await db
            .transaction()
            .setIsolationLevel('read committed')
            .execute((trx) => unit(trx, (...keys) => serializeOn(trx, keys)));
          commits++;
          return value;
        } catch (error) {
          if (run >= RUNS || !(lostRace(error) || lostConnection(error, run))) throw error;
          // Apart a little, so that the same two units do not meet again at once.
          await sleep(Math.random() * 5 * run);
        }
      }
    },
    get commits() {
      return commits;
    },
  };
}
