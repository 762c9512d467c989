import { randomUUID } from 'node:crypto';
import type { Language } from '../../schema/index.js';
import type { UnitsOfWork } from '../db/unit-of-work.js';
import { acceptSubmission, type Channel } from '../submissions/accept.js';
import { withSecrets } from '../submissions/secrets.js';

// The portal's e-mails go through the outbox like the forms' (kept before anything is answered,
// delivered with retries, once): an owner-invite or owner-reset to the owner, an owner-login to the agency.
// A link (its token opens the account) is kept only until its e-mail is delivered (submissions/secrets.ts).

export type OwnerMailKind = 'owner-invite' | 'owner-reset' | 'owner-login' | 'owner-login-failures';

const CHANNEL: Record<OwnerMailKind, Channel> = {
  'owner-invite': 'visitor',
  'owner-reset': 'visitor',
  'owner-login': 'agency',
  'owner-login-failures': 'visitor',
};

export async function queueOwnerMail(
  commits: UnitsOfWork,
  kind: OwnerMailKind,
  language: Language,
  payload: Record<string, unknown>,
  now = new Date(),
): Promise<number> {
  const { link, ...rest } = payload;
  const stored = typeof link === 'string' ? withSecrets(rest, CHANNEL[kind], { link }) : payload;
  const accepted = await acceptSubmission(
    commits,
    { kind, idempotencyKey: `${kind}-${randomUUID()}`, language, payload: stored, channels: [CHANNEL[kind]] },
    now,
  );
  return accepted.id;
}

/** The link an owner follows to choose a password: the login page of their language, with the token. */
export function passwordLink(siteOrigin: string, loginPath: string, token: string): string {
  return `${siteOrigin.replace(/\/$/, '')}${loginPath}?token=${encodeURIComponent(token)}`;
}
