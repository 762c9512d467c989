import type { Language } from '../../schema/index.js';
import { type Owner, ownerByEmail, propertiesOf, saveOwner } from './accounts.js';
import { nowOf, type OwnerContext } from './context.js';
import { passwordMatches } from './passwords.js';
import { queueOwnerMail } from './queue-mail.js';
import { openSession } from './sessions.js';
import { clearAccountFailures, loginWait, recordLoginFailure, throttleKeys } from './throttle.js';

// One login try (issue 14): throttled per account and address, the password checked against our
// hash (or a decoy's, for an unknown e-mail), the back office asked for an owner with no password of
// ours, and each success e-mailed to the agency (§6) naming the owner.

export type LoginOutcome =
  | { ok: true; owner: Owner; session: { token: string; expiresAt: Date } }
  | { ok: false; reason: 'failed' }
  | { ok: false; reason: 'locked'; waitSeconds: number };

export interface LoginTry {
  email: string;
  password: string;
  /** The visitor's address (request.ip): only its hash is kept. */
  address: string;
  language: Language;
}

export async function logIn(ctx: OwnerContext, attempt: LoginTry, now = nowOf(ctx)): Promise<LoginOutcome> {
  const keys = throttleKeys(attempt.email, attempt.address);
  const wait = await loginWait(ctx.db, keys, now);
  if (wait > 0) return { ok: false, reason: 'locked', waitSeconds: wait };

  let owner = await ownerByEmail(ctx.db, attempt.email);
  let matches = await passwordMatches(owner?.passwordHash, attempt.password);
  if (!matches && ctx.backOffice && !owner?.passwordHash) {
    const known = await ctx.backOffice.checkLogin(attempt.email, attempt.password).catch(() => null);
    if (known) {
      owner = await ctx.commits.run((trx) =>
        saveOwner(
          trx,
          {
            email: attempt.email,
            ...(known.name && { name: known.name }),
            ...(!owner && { language: attempt.language }),
            backOfficeId: known.personId,
            propertyIds: known.propertyIds,
          },
          now,
        ),
      );
      matches = true;
    }
  }
  if (!matches || !owner) {
    await ctx.commits.run((trx, serializeOn) => recordLoginFailure(trx, serializeOn, keys, now));
    return { ok: false, reason: 'failed' };
  }
  const loggedIn = owner;
  const session = await ctx.commits.run(async (trx) => {
    await clearAccountFailures(trx, keys);
    return openSession(trx, loggedIn.id, now);
  });
  await notifyAgency(ctx, loggedIn, now);
  return { ok: true, owner: loggedIn, session };
}

/** §6: the portal tells the agency who logged in. A store fault here does not undo the login. */
async function notifyAgency(ctx: OwnerContext, owner: Owner, now: Date): Promise<void> {
  try {
    const properties = await propertiesOf(ctx.db, owner.id);
    await queueOwnerMail(ctx.commits, 'owner-login', owner.language, {
      name: owner.name,
      email: owner.email,
      properties: properties.join(', '),
      loggedInAt: now.toISOString(),
    });
    ctx.nudge();
  } catch {
    // The owner is in; the agency's notice is the one thing lost, and the store's fault is reported by its connection.
  }
}
