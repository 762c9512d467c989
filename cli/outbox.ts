import { z } from 'zod';
import { openDatabase } from '../server/db/open-database.js';
import { pendingDeliveries, purgeDelivered, retryNow } from '../server/outbox/admin.js';
import { EXIT } from './exit-codes.js';
import { handleError } from './handle-error.js';
import { readServerEnv } from './server-config.js';

export const outboxFlagsSchema = z.object({
  days: z.coerce.number().int().min(1).default(90),
  json: z.boolean().default(false),
});

/**
 * `vitrine outbox [list|retry|purge]`: the deliveries still to make (list), make them due now for
 * the running server's worker (retry), delete delivered submissions older than --days (purge).
 */
export async function outboxCommand(action: string, rawFlags: z.input<typeof outboxFlagsSchema>): Promise<number> {
  try {
    const flags = outboxFlagsSchema.parse(rawFlags);
    const action_ = z.enum(['list', 'retry', 'purge'], { error: 'the action is list, retry or purge' }).parse(action);
    const env = readServerEnv();
    // Beside a running server: its forms wait for our short writes, and we wait as long for theirs.
    const db = await openDatabase(env.VITRINE_DB, { busyTimeoutMs: env.VITRINE_DB_BUSY_MS });
    try {
      if (action_ === 'retry') process.stdout.write(`${await retryNow(db)} deliveries are due now.\n`);
      if (action_ === 'purge') process.stdout.write(`${await purgeDelivered(db, flags.days)} delivered submissions deleted.\n`);
      if (action_ === 'list') {
        const pending = await pendingDeliveries(db);
        if (flags.json) process.stdout.write(`${JSON.stringify(pending)}\n`);
        else if (pending.length === 0) process.stdout.write('Nothing waits: every submission is delivered.\n');
        else {
          const now = new Date().toISOString();
          for (const p of pending) {
            const sending = p.claimedUntil && p.claimedUntil > now ? `, being sent (claimed until ${p.claimedUntil})` : '';
            process.stdout.write(
              `#${p.submissionId} ${p.kind} → ${p.channel}: ${p.attempts} tries, next ${p.nextAttemptAt}${p.lastError ? `, last error: ${p.lastError}` : ''}${sending}\n`,
            );
          }
        }
      }
      return EXIT.ok;
    } finally {
      await db.destroy();
    }
  } catch (error) {
    return handleError('outbox', error, false);
  }
}
