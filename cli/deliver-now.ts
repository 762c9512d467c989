import type { SiteConfig } from '../schema/index.js';
import type { Db } from '../server/db/open-database.js';
import { mailDeliveries } from '../server/mail/deliver.js';
import { createOutbox } from '../server/outbox/deliver-due.js';
import { mailFrom, type ServerEnv } from './server-config.js';

/**
 * Delivers what is due in the outbox to visitors, owners and staff, now, from a command (an
 * invitation it just queued among them): claimed, so a running server never sends one of them too.
 * False without VITRINE_SMTP_URL: the e-mails wait for the server.
 */
export async function deliverVisitorMailNow(db: Db, env: ServerEnv, site: SiteConfig, origin: string): Promise<boolean> {
  if (!env.VITRINE_SMTP_URL) return false;
  const mail = mailDeliveries({
    smtpUrl: env.VITRINE_SMTP_URL,
    from: mailFrom(env, site),
    agencyEmail: site.agency.email,
    siteName: site.agency.name,
    siteUrl: origin,
  });
  try {
    await createOutbox(db, { deliver: { visitor: mail.visitor } }).deliverDue();
  } finally {
    mail.close();
  }
  return true;
}
