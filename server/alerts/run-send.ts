import { openDatabase } from '../db/open-database.js';
import type { StoreLocation } from '../db/store-location.js';
import type { MailOptions } from '../mail/deliver.js';
import { type DeliverySummary, deliverQueuedMails } from './deliver-queued.js';
import { type SendAlertsOptions, type SendSummary, sendAlerts } from './send.js';

// One run of `vitrine alerts send` (and of `vitrine sync`'s instant alerts): queue the due alerts'
// e-mails in the store the server uses, then deliver them when SMTP is configured.

export interface AlertRunOptions extends Omit<SendAlertsOptions, 'db'> {
  store: { location: StoreLocation; busyTimeoutMs: number; synchronous: 'NORMAL' | 'FULL' };
  /** Without it, the e-mails wait in the outbox for the running server's worker. */
  mail?: MailOptions;
  claimMs?: number;
}

export async function runAlertSend(options: AlertRunOptions): Promise<SendSummary & { delivery?: DeliverySummary }> {
  // Beside a running server: its forms wait for our short writes (a batch at a time), and we for theirs.
  const db = await openDatabase(options.store.location, {
    busyTimeoutMs: options.store.busyTimeoutMs,
    synchronous: options.store.synchronous,
  });
  try {
    const summary = await sendAlerts({ ...options, db });
    if (!options.mail) return summary;
    return { ...summary, delivery: await deliverQueuedMails(db, options.mail, options.claimMs) };
  } finally {
    await db.destroy();
  }
}
