import nodemailer from 'nodemailer';
import type { Deliver, Delivery, StoredSubmission } from '../outbox/worker.js';
import { renderAgencyMail } from './render.js';
import { visitCalendarPart } from './visit-calendar-part.js';
import { renderVisitorMail } from './visitor.js';

export interface MailOptions {
  /** smtp://user:pass@host:port (or smtps://) */
  smtpUrl: string;
  from: string;
  agencyEmail: string;
  siteName: string;
  /** The site's public origin, for links in e-mails. */
  siteUrl: string;
}

/**
 * One Message-ID per delivery (outbox row), the same at every try: an e-mail sent again after a crash
 * between the SMTP server's acceptance and the outbox's record is the same message to the recipient's
 * server and mail client, which can drop it as a duplicate (RFC 5322 §3.6.4).
 */
export function messageIdOf(delivery: Delivery, submission: StoredSubmission, options: Pick<MailOptions, 'siteUrl' | 'from'>) {
  const host = hostOf(options.siteUrl) ?? /@([^\s>]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
  return `<outbox-${delivery.id}.submission-${submission.id}@${host}>`;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

/** The SMTP URL asking nodemailer for a pool: one connection carries many e-mails (nodemailer reads `pool` from the query). */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  return url.toString();
}

/**
 * The e-mail channels of the outbox: to the agency, and to the visitor or the friend. `pool` keeps
 * the connection open between e-mails: for a batch (`vitrine alerts send`), not for a server's
 * occasional e-mail.
 */
export function mailDeliveries(
  options: MailOptions,
  { pool = false }: { pool?: boolean } = {},
): { agency: Deliver; visitor: Deliver; close: () => void } {
  const transport = nodemailer.createTransport(pool ? pooled(options.smtpUrl) : options.smtpUrl);
  return {
    agency: async (submission, delivery) => {
      const mail = renderAgencyMail(submission, options.siteName, options.siteUrl);
      const messageId = messageIdOf(delivery, submission, options);
      const calendar = visitCalendarPart(submission, 'agency', options);
      await transport.sendMail({ from: options.from, to: options.agencyEmail, messageId, ...mail, ...calendar });
    },
    visitor: async (submission, delivery) => {
      const mail = renderVisitorMail(submission, options);
      const messageId = messageIdOf(delivery, submission, options);
      const calendar = visitCalendarPart(submission, 'visitor', options);
      if (mail) await transport.sendMail({ from: options.from, replyTo: options.agencyEmail, messageId, ...mail, ...calendar });
    },
    close: () => transport.close(),
  };
}
