import { sql } from 'kysely';
import type { Db } from './open-database.js';
import type { Unit, UnitsOfWork } from './unit-of-work.js';

// Group commit: the units of work that arrive while one transaction runs share the next one, so
// a burst of submissions pays for one commit (one write of the log) instead of one each. The
// commit was most of a submission's time in the database (bench/serve). Each unit runs in its own
// savepoint: a unit that throws is undone alone, and its neighbours are stored. A unit's promise
// settles only after the commit that holds it, so an answer given on it is never taken back.
// The transaction begins immediate (store-dialect.ts): a lock held by another process is met at its
// start, waited for up to the busy timeout, and fails the batch whole (a 503), never halfway. SQLite's
// units run one at a time, so a unit's `serializeOn` has nothing to wait for.

interface Queued {
  unit: Unit<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** SQLite's write transactions run one at a time (`begin immediate`). */
const alreadySerial = async () => undefined;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export function groupCommit(db: Db): UnitsOfWork {
  let queue: Queued[] = [];
  let running = false;
  let commits = 0;

  async function runBatch(batch: Queued[]): Promise<Outcome[]> {
    return db.transaction().execute(async (trx) => {
      const outcomes: Outcome[] = [];
      for (const { unit } of batch) {
        await sql`savepoint unit`.execute(trx);
        try {
          outcomes.push({ ok: true, value: await unit(trx, alreadySerial) });
          await sql`release unit`.execute(trx);
        } catch (error) {
          await sql`rollback to unit`.execute(trx);
          await sql`release unit`.execute(trx);
          outcomes.push({ ok: false, error });
        }
      }
      return outcomes;
    });
  }

  async function drain() {
    running = true;
    // The units that came in during this turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        const outcomes = await runBatch(batch);
        commits++;
        outcomes.forEach((outcome, i) => {
          if (outcome.ok) batch[i]?.resolve(outcome.value);
          else batch[i]?.reject(outcome.error);
        });
      } catch (error) {
        // The commit failed: nothing of the batch is stored, and every unit hears it.
        for (const queued of batch) queued.reject(error);
      }
    }
    running = false;
  }

  return {
    run<T>(unit: Unit<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ unit, resolve: resolve as (value: unknown) => void, reject });
        if (!running) void drain();
      });
    },
    get commits() {
      return commits;
    },
  };
}
