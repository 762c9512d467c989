import type { Db } from '../db/open-database.js';
import type { Channel } from '../submissions/accept.js';

// The outbox (DESIGN.md, Server): every accepted submission's deliveries, tried until they succeed,
// with a growing wait between tries. A failure stays visible (`vitrine outbox`), never silent.

export interface StoredSubmission {
  id: number;
  kind: string;
  language: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

export type Deliver = (submission: StoredSubmission) => Promise<void>;

export interface OutboxOptions {
  /** How each channel delivers; a channel without one waits (e.g. Omnicasa not configured). */
  deliver: Partial<Record<Channel, Deliver>>;
  /** Wait after the first failure; it doubles with each failure, up to `maxDelayMs`. */
  retryDelayMs?: number;
  maxDelayMs?: number;
  /** How often the worker looks for due deliveries. */
  pollMs?: number;
}

export const retryDelay = (attempts: number, base: number, max: number) => Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/** Delivers what is due now; returns how many deliveries succeeded. */
export async function deliverDue(db: Db, options: OutboxOptions, now = new Date()): Promise<number> {
  // Only the channels that can deliver now: the others wait without costing a query each time.
  const channels = Object.keys(options.deliver) as Channel[];
  if (channels.length === 0) return 0;
  const due = await db
    .selectFrom('outbox')
    .innerJoin('submissions', 'submissions.id', 'outbox.submission_id')
    .select([
      'outbox.id as id',
      'outbox.channel as channel',
      'outbox.attempts as attempts',
      'submissions.id as submissionId',
      'submissions.kind as kind',
      'submissions.language as language',
      'submissions.payload as payload',
      'submissions.created_at as createdAt',
    ])
    .where('outbox.delivered_at', 'is', null)
    .where('outbox.channel', 'in', channels)
    .where('outbox.next_attempt_at', '<=', now.toISOString())
    .orderBy('outbox.id')
    .limit(50)
    .execute();
  let delivered = 0;
  for (const item of due) {
    const deliver = options.deliver[item.channel as Channel];
    if (!deliver) continue;
    const submission = {
      id: item.submissionId,
      kind: item.kind,
      language: item.language,
      payload: JSON.parse(item.payload) as Record<string, unknown>,
      createdAt: item.createdAt,
    };
    try {
      await deliver(submission);
      await db
        .updateTable('outbox')
        .set({ delivered_at: new Date().toISOString(), attempts: item.attempts + 1, last_error: null })
        .where('id', '=', item.id)
        .execute();
      delivered++;
    } catch (error) {
      const attempts = item.attempts + 1;
      const wait = retryDelay(attempts, options.retryDelayMs ?? 30_000, options.maxDelayMs ?? 6 * 3600_000);
      await db
        .updateTable('outbox')
        .set({
          attempts,
          last_error: (error as Error).message.slice(0, 500),
          next_attempt_at: new Date(Date.now() + wait).toISOString(),
        })
        .where('id', '=', item.id)
        .execute();
    }
  }
  return delivered;
}

/** Runs `deliverDue` every `pollMs` (one run at a time) until stopped. */
export function startOutboxWorker(db: Db, options: OutboxOptions) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = deliverDue(db, options)
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, options.pollMs ?? 2000);
  timer.unref();
  return {
    /** Looks now instead of at the next tick (after a submission). */
    nudge: tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
