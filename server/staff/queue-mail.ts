import { randomUUID } from 'node:crypto';
import type { Language } from '../../schema/index.js';
import type { UnitsOfWork } from '../db/unit-of-work.js';
import { acceptSubmission } from '../submissions/accept.js';
import { withSecrets } from '../submissions/secrets.js';

// The staff's e-mails go through the outbox (kept, delivered with retries, once), as the owners'
// (server/owner/queue-mail.ts): the link to choose a password rides as a secret until it is delivered.

export type StaffMailKind = 'staff-invite' | 'staff-reset';

/** Queues the e-mail of `link` to the account (payload: email, name, role, expiresAt). */
export async function queueStaffMail(
  commits: UnitsOfWork,
  kind: StaffMailKind,
  language: Language,
  payload: { email: string; name: string; expiresAt: string; link: string },
  now = new Date(),
): Promise<number> {
  const { link, ...rest } = payload;
  const accepted = await acceptSubmission(
    commits,
    {
      kind,
      idempotencyKey: `${kind}-${randomUUID()}`,
      language,
      payload: withSecrets(rest, 'visitor', { link }),
      channels: ['visitor'],
    },
    now,
  );
  return accepted.id;
}

/** The link a staff member follows to choose a password: /admin/'s password form, with the token. */
export const staffPasswordLink = (siteOrigin: string, path: string, token: string): string =>
  `${siteOrigin.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;
