import { join } from 'node:path';
import { openDatabase } from '../../../server/db/open-database.js';
import { type Answer, accepted, contactBody, post, statuses, stored } from '../forms.js';
import { killHard, serveEnv, startServe, tinySite } from '../processes.js';
import type { Row } from '../row.js';
import { BURST_KILL_AFTER, BURST_VISITORS } from '../settings.js';

// `vitrine serve` killed (SIGKILL) in the middle of a burst of form submissions, after a random
// number of answers. After the restart every submission it answered with success is stored, and the
// visitors whose request got no answer send it again (same body, same idempotency key): each is
// then stored once, never twice.

export const serveKillBurst: Row = {
  id: 'serve-kill-burst',
  fault: 'SIGKILL of `vitrine serve` during a burst of submissions',
  async run(context) {
    const site = await tinySite(context.work);
    const env = serveEnv(join(context.work, 'vitrine.db'));
    const killAfter = context.random.int(BURST_KILL_AFTER.min, BURST_KILL_AFTER.max);
    const server = await startServe(context.children, site, env);
    const answers: Answer[] = [];
    const unanswered: string[] = [];
    let alive = true;
    void server.finished.then(() => {
      alive = false;
    });
    const visitor = async () => {
      while (alive) {
        const body = await contactBody(server.base).catch(() => undefined);
        if (!body) return;
        const answer = await post(server.base, body);
        answers.push(answer);
        if (answer.status === 0) unanswered.push(body);
        if (answers.filter(accepted).length >= killAfter && alive) server.child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: BURST_VISITORS }, visitor));
    await killHard(server);

    const again = await startServe(context.children, site, env);
    const retried = await Promise.all(unanswered.map((body) => post(again.base, body)));
    await killHard(again);

    const db = await openDatabase(env.VITRINE_DB as string);
    try {
      const { ids, copies } = await stored(db);
      const answered = answers.filter(accepted);
      const lost = answered.filter((a) => !ids.has(a.id as number)).length;
      const failures: string[] = [];
      const retryFailed = retried.filter((a) => !accepted(a));
      if (retryFailed.length > 0)
        failures.push(`after the restart ${retryFailed.length} resent submissions were refused: ${statuses(retryFailed)}`);
      const lostRetries = retried.filter((a) => accepted(a) && !ids.has(a.id as number)).length;
      const waiting = await db.selectFrom('outbox').select('submission_id').where('delivered_at', 'is', null).execute();
      const withoutDelivery = [...ids].filter((id) => !waiting.some((w) => w.submission_id === id)).length;
      if (withoutDelivery > 0) failures.push(`${withoutDelivery} stored submissions have no delivery waiting in the outbox`);
      return {
        outcome: `killed after ${answered.length} answers (${statuses(answers)}); ${unanswered.length} without an answer sent again after the restart: ${statuses(retried)}`,
        lost: lost + lostRetries,
        duplicated: copies,
        failures,
      };
    } finally {
      await db.destroy();
    }
  },
};
