import { join } from 'node:path';
import Database from 'libsql';
import { openDatabase } from '../../../server/db/open-database.js';
import { type Answer, accepted, contactBody, post, statuses, stored } from '../forms.js';
import { killHard, serveEnv, startServe, tinySite } from '../processes.js';
import type { Row } from '../row.js';
import { HELD_LOCK } from '../settings.js';

// A second connection holds the write lock of the server's SQLite file (`BEGIN IMMEDIATE`) for 30 s
// while visitors submit. Nothing answered with success is lost, nothing is answered 500, and the
// submissions after the release succeed with the same server process (no restart).

export const heldLock: Row = {
  id: 'held-lock',
  fault: `write lock held ${HELD_LOCK.holdMs / 1000} s on the server's SQLite`,
  async run(context) {
    const path = join(context.work, 'vitrine.db');
    const server = await startServe(context.children, await tinySite(context.work), serveEnv(path, HELD_LOCK.serveEnv));
    const warmUp = await post(server.base, await contactBody(server.base));
    if (!accepted(warmUp)) throw new Error(`the first submission was refused before the fault: ${warmUp.status} ${warmUp.error}`);

    const holder = new Database(path);
    holder.exec('BEGIN IMMEDIATE');
    let held = true;
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        holder.exec('ROLLBACK');
        holder.close();
        held = false;
        resolve();
      }, HELD_LOCK.holdMs),
    );
    const during: Answer[] = [];
    const visitor = async () => {
      while (held) {
        // The captcha comes first, as in a browser; a server frozen by the lock answers it late too.
        const body = await contactBody(server.base).catch(() => undefined);
        during.push(body ? await post(server.base, body) : { status: 0, error: 'no captcha' });
      }
    };
    await Promise.all([released, ...Array.from({ length: HELD_LOCK.visitors }, visitor)]);
    const after = await Promise.all(
      Array.from({ length: HELD_LOCK.afterRelease }, async () => post(server.base, await contactBody(server.base))),
    );
    const stillUp = server.child.exitCode === null && server.child.signalCode === null;
    await killHard(server);

    const db = await openDatabase(path);
    try {
      const { ids, copies } = await stored(db);
      const all = [warmUp, ...during, ...after];
      const lost = all.filter((a) => accepted(a) && !ids.has(a.id as number)).length;
      const failures: string[] = [];
      const errors = all.filter((a) => a.status >= 500 && a.status !== 503);
      if (errors.length > 0) failures.push(`${errors.length} answered ${statuses(errors)}`);
      const failedAfter = after.filter((a) => !accepted(a));
      if (failedAfter.length > 0)
        failures.push(`after the release ${failedAfter.length} of ${after.length} were refused: ${statuses(failedAfter)}`);
      if (!stillUp) failures.push('the server process did not survive the lock');
      return {
        outcome: `${Object.entries(HELD_LOCK.serveEnv)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}; during the hold: ${statuses(during)}; after the release, no restart: ${statuses(after)}`,
        lost,
        duplicated: copies,
        failures,
      };
    } finally {
      await db.destroy();
    }
  },
};
