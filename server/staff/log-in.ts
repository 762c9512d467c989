import { clearLoginFailures, loginWait, recordLoginFailure, throttleKeys } from '../owner/throttle.js';
import { type StaffMember, staffByEmail } from './accounts.js';
import { recordAudit } from './audit.js';
import { type StaffContext, staffNow } from './context.js';
import { openStaffSession } from './sessions.js';

// One staff login try: throttled per account, visitor and pair as the owners' are (server/owner/
// throttle.ts, counted apart), the password checked against our hash or a decoy's (an unknown
// e-mail costs the same), within the bound on argon2 work. A success is in the audit log.

export type StaffLoginOutcome =
  | { ok: true; member: StaffMember; session: { token: string; expiresAt: Date } }
  | { ok: false; reason: 'failed' }
  | { ok: false; reason: 'locked'; waitSeconds: number };

export async function logInStaff(
  ctx: StaffContext,
  attempt: { email: string; password: string; address: string },
  now = staffNow(ctx),
): Promise<StaffLoginOutcome> {
  const keys = throttleKeys(attempt.email, attempt.address, 'staff');
  const wait = await loginWait(ctx.db, keys, now);
  if (wait > 0) return { ok: false, reason: 'locked', waitSeconds: wait };
  const member = await staffByEmail(ctx.db, attempt.email);
  // Verified for an unknown e-mail too (the decoy's hash): the answer takes as long either way.
  const matches = await ctx.passwords.matches(member?.passwordHash, attempt.password);
  if (!member || !matches) {
    await ctx.commits.run((trx, serializeOn) => recordLoginFailure(trx, serializeOn, keys, now));
    return { ok: false, reason: 'failed' };
  }
  const session = await ctx.commits.run(async (trx) => {
    await clearLoginFailures(trx, keys);
    await recordAudit(trx, { actor: member.email, action: 'staff-logged-in', subject: member.email, detail: {} }, now);
    return openStaffSession(trx, member.id, now);
  });
  return { ok: true, member, session };
}
