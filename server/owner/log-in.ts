import { type Language, PAGE_PATHS } from '../../schema/index.js';
import { type Owner, ownerByEmail, propertiesOf, saveOwner } from './accounts.js';
import { nowOf, type OwnerRouteContext } from './context.js';
import { OWNER_POLICY } from './policy.js';
import { queueOwnerMail } from './queue-mail.js';
import { openSession } from './sessions.js';
import { clearLoginFailures, loginWait, recordLoginFailure, throttleKeys } from './throttle.js';

// One login try (issue 14): throttled per account, visitor and pair (throttle.ts), the password
// checked against our hash (or a decoy's, for an unknown e-mail) within the bound on argon2 work,
// the back office asked for an owner with no password of ours, and each success e-mailed to the
// agency (§6) naming the owner. An account whose failures reach the policy's figure has its owner
// told by e-mail, once per burst.

export type LoginOutcome =
  | { ok: true; owner: Owner; session: { token: string; expiresAt: Date } }
  | { ok: false; reason: 'failed' }
  | { ok: false; reason: 'locked'; waitSeconds: number };

export interface LoginTry {
  email: string;
  password: string;
  /** The visitor's address (request.ip): grouped by visitorKey, and only its hash is kept. */
  address: string;
  language: Language;
}

export async function logIn(ctx: OwnerRouteContext, attempt: LoginTry, now = nowOf(ctx)): Promise<LoginOutcome> {
  const keys = throttleKeys(attempt.email, attempt.address);
  const wait = await loginWait(ctx.db, keys, now);
  if (wait > 0) return { ok: false, reason: 'locked', waitSeconds: wait };

  let owner = await ownerByEmail(ctx.db, attempt.email);
  let matches = await ctx.passwords.matches(owner?.passwordHash, attempt.password);
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
    const failures = await ctx.commits.run((trx, serializeOn) => recordLoginFailure(trx, serializeOn, keys, now));
    if (owner && failures === OWNER_POLICY.throttle.alertOwnerAfter) await alertOwner(ctx, owner, failures, now);
    return { ok: false, reason: 'failed' };
  }
  const loggedIn = owner;
  const session = await ctx.commits.run(async (trx) => {
    await clearLoginFailures(trx, keys);
    return openSession(trx, loggedIn.id, now);
  });
  await notifyAgency(ctx, loggedIn, now);
  return { ok: true, owner: loggedIn, session };
}

/**
 * The owner hears of the failures on their account (they may want a new password); the account stays
 * open to them. A store fault here leaves the failure counted and this one notice lost.
 */
async function alertOwner(ctx: OwnerRouteContext, owner: Owner, failures: number, now: Date): Promise<void> {
  try {
    await queueOwnerMail(ctx.commits, 'owner-login-failures', owner.language, {
      email: owner.email,
      name: owner.name,
      failures,
      lastAt: now.toISOString(),
      loginLink: `${ctx.siteOrigin.replace(/\/$/, '')}${PAGE_PATHS.login[owner.language]}`,
    });
    ctx.nudge();
  } catch {
    // The store's fault is reported by its connection; the answer stays the same as any failure's.
  }
}

/** §6: the portal tells the agency who logged in. A store fault here does not undo the login. */
async function notifyAgency(ctx: OwnerRouteContext, owner: Owner, now: Date): Promise<void> {
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
