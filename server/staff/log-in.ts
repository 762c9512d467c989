import type { Transaction } from 'kysely';
import { createLink, liveLink, useLink } from '../accounts/links.js';
import type { Tables } from '../db/tables.js';
import { clearLoginFailures, loginWait, recordLoginFailure, throttleKeys } from '../owner/throttle.js';
import { acceptCodeStep, type StaffMember, staffByEmail, staffById } from './accounts.js';
import { recordAudit } from './audit.js';
import { type StaffContext, staffNow } from './context.js';
import { STAFF_POLICY } from './policy.js';
import { codeStep } from './second-factor.js';
import { openStaffSession } from './sessions.js';

// A staff login: throttled per account, visitor and pair as the owners' are (server/owner/throttle.ts,
// counted apart), the password checked against our hash or a decoy's (an unknown e-mail costs the
// same), within the bound on argon2 work. An account with a second factor gets a one-time ticket
// for its code instead of a session (minutes, once); a wrong code counts as a failed login. A
// completed login is in the audit log.

export type StaffLoginOutcome =
  | { ok: true; member: StaffMember; session: { token: string; expiresAt: Date } }
  | { ok: 'code'; member: StaffMember; ticket: string }
  | { ok: false; reason: 'failed' }
  | { ok: false; reason: 'locked'; waitSeconds: number };

type Attempt = { email: string; address: string };

/** A refused try: its failure counted against the account, the visitor and the pair. */
async function refused(ctx: StaffContext, keys: ReturnType<typeof throttleKeys>, now: Date): Promise<StaffLoginOutcome> {
  await ctx.commits.run((trx, serializeOn) => recordLoginFailure(trx, serializeOn, keys, now));
  return { ok: false, reason: 'failed' };
}

/**
 * The session of a completed login, with the failures cleared and the login in the audit log, in one
 * unit of work with `takes` (what must be taken once first); undefined when it could not be.
 */
async function completed(
  ctx: StaffContext,
  member: StaffMember,
  keys: ReturnType<typeof throttleKeys>,
  now: Date,
  takes: (trx: Transaction<Tables>) => Promise<boolean> = async () => true,
) {
  return ctx.commits.run(async (trx) => {
    if (!(await takes(trx))) return undefined;
    await clearLoginFailures(trx, keys);
    const detail = member.totpSecret === null ? {} : { secondFactor: true };
    await recordAudit(trx, { actor: member.email, action: 'staff-logged-in', subject: member.email, detail }, now);
    return openStaffSession(trx, member.id, now);
  });
}

export async function logInStaff(
  ctx: StaffContext,
  attempt: Attempt & { password: string },
  now = staffNow(ctx),
): Promise<StaffLoginOutcome> {
  const keys = throttleKeys(attempt.email, attempt.address, 'staff');
  const wait = await loginWait(ctx.db, keys, now);
  if (wait > 0) return { ok: false, reason: 'locked', waitSeconds: wait };
  const member = await staffByEmail(ctx.db, attempt.email);
  // Verified for an unknown e-mail too (the decoy's hash): the answer takes as long either way.
  const matches = await ctx.passwords.matches(member?.passwordHash, attempt.password);
  if (!member || !matches) return refused(ctx, keys, now);
  if (member.totpSecret !== null) {
    const ticket = await ctx.commits.run((trx) =>
      createLink(trx, 'staff', member.id, 'second-factor', STAFF_POLICY.codeMinutes * 60_000, now),
    );
    return { ok: 'code', member, ticket };
  }
  const session = await completed(ctx, member, keys, now);
  return session ? { ok: true, member, session } : { ok: false, reason: 'failed' };
}

/** The login's second step: the ticket of its password, and a code of the account's second factor taken once. */
export async function logInStaffWithCode(
  ctx: StaffContext,
  attempt: { ticket: string; code: string; address: string },
  now = staffNow(ctx),
): Promise<StaffLoginOutcome> {
  const link = await liveLink(ctx.db, 'staff', attempt.ticket, now, ['second-factor']);
  const member = link && (await staffById(ctx.db, link.accountId));
  if (!member?.totpSecret) return { ok: false, reason: 'failed' };
  const keys = throttleKeys(member.email, attempt.address, 'staff');
  const wait = await loginWait(ctx.db, keys, now);
  if (wait > 0) return { ok: false, reason: 'locked', waitSeconds: wait };
  const step = codeStep(member.totpSecret, attempt.code, now, member.totpLastStep);
  if (step === undefined) return refused(ctx, keys, now);
  // The ticket and the code's step are each taken once: of two posts with them, one logs in.
  const session = await completed(
    ctx,
    member,
    keys,
    now,
    async (trx) =>
      (await useLink(trx, 'staff', attempt.ticket, now, ['second-factor'])) === member.id && acceptCodeStep(trx, member.id, step),
  );
  return session ? { ok: true, member, session } : { ok: false, reason: 'failed' };
}
