import { STAFF_PATHS } from '../../schema/index.js';
import { OWNER_POLICY } from '../owner/policy.js';
import { createStaffLink, staffByEmail, staffResetsSince } from './accounts.js';
import type { StaffContext } from './context.js';
import { STAFF_POLICY } from './policy.js';
import { queueStaffMail, staffPasswordLink } from './queue-mail.js';

// A forgotten password's link, made after the visitor has had the route's answer: the answer is the
// same, and as fast, whether the address has an account, whether its hour's links are used up, and
// whether the store is slow or failing. The link is on the configured public origin, never the Host.

/** The look-up, the link within the hour's limit, and its e-mail queued. True when an e-mail was queued. */
export async function mailStaffResetLink(ctx: StaffContext, email: string, now: Date): Promise<boolean> {
  const member = await staffByEmail(ctx.db, email);
  if (!member) return false;
  const token = await ctx.commits.run(async (trx, serializeOn) => {
    // Two requests at once on two instances never both take the hour's last link.
    await serializeOn(`staff-reset:${member.id}`);
    const made = await staffResetsSince(trx, member.id, new Date(now.getTime() - 3_600_000));
    return made < OWNER_POLICY.resetsPerHour ? createStaffLink(trx, member.id, 'reset', now) : undefined;
  });
  if (token === undefined) return false;
  await queueStaffMail(ctx.commits, 'staff-reset', member.language, {
    email: member.email,
    name: member.name,
    link: staffPasswordLink(ctx.siteOrigin, STAFF_PATHS.password, token),
    expiresAt: new Date(now.getTime() + STAFF_POLICY.resetMinutes * 60_000).toISOString(),
  });
  ctx.nudge();
  return true;
}
