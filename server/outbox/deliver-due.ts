import type { Db } from '../db/open-database.js';
import { withoutAddresses } from '../log/scrub.js';
import type { Channel } from '../submissions/accept.js';
import { claimDelivery, recordDelivered, recordFailure, releaseClaims, unclaimedAt } from './claim.js';
import type { OutboxOptions } from './types.js';

/** The default lease of a claimed delivery: past nodemailer's socket timeout (10 minutes) and Omnicasa's. */
export const CLAIM_MS = 15 * 60_000;

export const retryDelay = (attempts: number, base: number, max: number) => Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/**
 * The outbox's deliveries, each sent once where it can be: a delivery is claimed in its own commit
 * before the send (a claim that cannot be written means no send), and a delivery whose "delivered"
 * could not be recorded (a held lock, a full disk) is remembered here, and its record retried, never
 * its send. Only a crash between the send and the record sends again, after the claim's lease, and
 * then as the same message (the Message-ID comes from the outbox row).
 */
export function createOutbox(db: Db, options: OutboxOptions) {
  /** Sent, but not yet recorded as delivered: outbox id → its tries and the moment it was sent. */
  const unrecorded = new Map<number, { attempts: number; at: Date }>();
  /** Claimed and being sent: what a stop that cannot wait hands back. */
  const sending = new Set<number>();
  const claimMs = options.claimMs ?? CLAIM_MS;
  /** Set by a stopping server: no new claim, the sends under way finish. */
  let halted = false;

  async function recordPending(): Promise<void> {
    for (const [id, { attempts, at }] of unrecorded) {
      await recordDelivered(db, id, attempts, at);
      unrecorded.delete(id);
    }
  }

  /** Delivers what is due at `now`; returns how many deliveries were sent and recorded. */
  async function deliverDue(now = new Date()): Promise<number> {
    // Only the channels that can deliver now: the others wait without costing a query each time.
    const channels = Object.keys(options.deliver) as Channel[];
    if (channels.length === 0) return 0;
    // While an earlier record still fails, the store is not writable: no claim would hold either.
    await recordPending();
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
      .where(unclaimedAt(now))
      .orderBy('outbox.id')
      .limit(50)
      .execute();
    let delivered = 0;
    for (const item of due) {
      if (halted) break;
      const deliver = options.deliver[item.channel as Channel];
      if (!deliver || !(await claimDelivery(db, item.id, now, claimMs))) continue;
      const about = { outboxId: item.id, submissionId: item.submissionId, channel: item.channel, kind: item.kind };
      const submission = {
        id: item.submissionId,
        kind: item.kind,
        language: item.language,
        payload: JSON.parse(item.payload) as Record<string, unknown>,
        createdAt: item.createdAt,
      };
      const attempts = item.attempts + 1;
      sending.add(item.id);
      try {
        await deliver(submission, { id: item.id });
      } catch (error) {
        sending.delete(item.id);
        const wait = retryDelay(attempts, options.retryDelayMs ?? 30_000, options.maxDelayMs ?? 6 * 3600_000);
        const retryAt = new Date(now.getTime() + wait);
        // An SMTP refusal quotes the recipient: the log gets the reason without it.
        options.log?.warn({ ...about, attempts, retryAt, error: withoutAddresses((error as Error).message) }, 'delivery failed');
        // If this record fails too, the claim stays until its lease ends, and then the delivery is tried again.
        await recordFailure(db, item.id, { attempts, error: (error as Error).message, retryAt });
        continue;
      }
      sending.delete(item.id);
      unrecorded.set(item.id, { attempts, at: new Date() });
      options.log?.info({ ...about, attempts }, 'delivered');
      await recordPending();
      delivered++;
    }
    return delivered;
  }

  return {
    deliverDue,
    /** Claims nothing more (a stopping server): the sends under way go on. */
    halt() {
      halted = true;
    },
    /** Hands back the claims of the sends still under way (a stop that can wait no longer); how many. */
    handBack: () => releaseClaims(db, [...sending]),
    /** Records what was sent but not recorded yet (at a clean stop); throws while the store still fails. */
    flush: recordPending,
    /** Deliveries sent whose record still waits for the store (0 in a healthy server). */
    get unrecorded() {
      return unrecorded.size;
    },
  };
}
