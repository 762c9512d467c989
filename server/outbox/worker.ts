import { forgetStaleAlerts } from '../alerts/store.js';
import { purgeRateLimits } from '../api/window-counter.js';
import type { Db } from '../db/open-database.js';
import { RETRY_AFTER_SECONDS, storeFault } from '../db/store-fault.js';
import { purgeRecipientMails } from '../submissions/recipient-limit.js';
import { purgeUsedCaptchas } from '../submissions/used-captchas.js';
import { createOutbox } from './deliver-due.js';
import type { OutboxOptions } from './types.js';

// The outbox (DESIGN.md, Server): every accepted submission's deliveries, tried until they succeed,
// with a growing wait between tries. A failure stays visible (`vitrine outbox`), never silent.

export { CLAIM_MS, createOutbox, retryDelay } from './deliver-due.js';
export type { Deliver, Delivery, OutboxOptions, StoredSubmission } from './types.js';

/** The used-captcha, alerts, recipient and rate-limit tables are swept at most this often (the first is small: half an hour of submissions). */
const HOUSEKEEPING_EVERY_MS = 60_000;

/** Rate-limit counts are kept this long: longer than any limit's window. */
const RATE_LIMIT_KEPT_MS = 3600_000;

/**
 * Delivers what is due every `pollMs` (one run at a time) until stopped; on the way, forgets the used
 * captchas past their validity, the search alerts never confirmed or long left, and the shared rate
 * limits' counts of windows long over.
 */
export function startOutboxWorker(db: Db, options: OutboxOptions) {
  const outbox = createOutbox(db, options);
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  /** A stopping server's: no tick starts any more. */
  let halted = false;
  let purgedAt = 0;
  /** After a store fault, the worker rests: libsql waits for a held lock synchronously, stalling every request meanwhile. */
  let restUntil = 0;
  const rest = (error: unknown) => {
    const fault = storeFault(error);
    if (fault) restUntil = Date.now() + RETRY_AFTER_SECONDS[fault] * 1000;
  };
  const housekeeping = async (now: Date) => {
    if (now.getTime() - purgedAt < HOUSEKEEPING_EVERY_MS) return;
    if (options.usedCaptchaValidMs !== undefined)
      await purgeUsedCaptchas(db, new Date(now.getTime() - options.usedCaptchaValidMs));
    await forgetStaleAlerts(db, now);
    await purgeRecipientMails(db, now);
    await purgeRateLimits(db, now.getTime() - RATE_LIMIT_KEPT_MS);
    purgedAt = now.getTime();
  };
  const tick = () => {
    const now = new Date();
    if (halted || busy || now.getTime() < restUntil) return;
    busy = true;
    // A store fault is told to the operator where the connection meets it (openDatabase's onFault).
    running = housekeeping(now)
      .catch(rest)
      .then(() => (Date.now() < restUntil ? 0 : outbox.deliverDue(now)))
      .catch(rest)
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, options.pollMs ?? 2000);
  timer.unref();
  const halt = () => {
    halted = true;
    clearInterval(timer);
    outbox.halt();
  };
  return {
    /** Looks now instead of at the next tick (after a submission). */
    nudge: tick,
    /** Claims nothing more, from now on (a server that starts to stop, while its last requests finish). */
    halt,
    /**
     * Halts, lets the sends under way finish (an e-mail half sent would go again), or, once the
     * stop signal says it can wait no longer, hands their claims back to the outbox.
     */
    async stop() {
      halt();
      if (!(await settledBefore(running, options.stopSignal))) {
        const handedBack = await outbox.handBack().catch(() => 0);
        if (handedBack > 0)
          options.log?.warn(
            { handedBack },
            'stopped before the deliveries being sent had finished: their claims are handed back',
          );
      }
      // Sent but not recorded: one last try, else the claim's lease ends and it goes again (same Message-ID).
      await outbox.flush().catch(() => undefined);
    },
  };
}

/** True once `work` settles, false if `signal` aborts first (or had already). */
function settledBefore(work: Promise<unknown>, signal: AbortSignal | undefined): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  if (!signal) return settled;
  if (signal.aborted) return Promise.resolve(false);
  return Promise.race([
    settled,
    new Promise<boolean>((resolve) => signal.addEventListener('abort', () => resolve(false), { once: true })),
  ]);
}
