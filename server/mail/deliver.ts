import nodemailer from 'nodemailer';
import type { Deliver, StoredSubmission } from '../outbox/worker.js';
import { renderAgencyMail } from './render.js';
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

/** The e-mail channels of the outbox: to the agency, and to the visitor or the friend. */
export function mailDeliveries(options: MailOptions): { agency: Deliver; visitor: Deliver; close: () => void } {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    agency: async (submission: StoredSubmission) => {
      const mail = renderAgencyMail(submission, options.siteName);
      await transport.sendMail({ from: options.from, to: options.agencyEmail, ...mail });
    },
    visitor: async (submission: StoredSubmission) => {
      const mail = renderVisitorMail(submission, options);
      if (mail) await transport.sendMail({ from: options.from, replyTo: options.agencyEmail, ...mail });
    },
    close: () => transport.close(),
  };
}
