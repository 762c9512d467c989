import { PAGE_PATHS } from '../../schema/index.js';
import { createLinkToken, ownerByEmail, resetsSince } from './accounts.js';
import type { OwnerContext } from './context.js';
import { OWNER_POLICY } from './policy.js';
import { passwordLink, queueOwnerMail } from './queue-mail.js';

// A forgotten password's link (issue 14), made after the visitor has had the route's answer
// (finding 9): the answer is the same, and as fast, whether the address has an account, whether its
// hour's links are used up, and whether the store is slow or failing. The link is on the configured
// public origin, never the request's Host (finding 1).

/** The look-up, the link within the hour's limit, and its e-mail queued. True when an e-mail was queued. */
export async function mailResetLink(ctx: OwnerContext, email: string, now: Date): Promise<boolean> {
  const owner = await ownerByEmail(ctx.db, email);
  if (!owner) return false;
  const token = await ctx.commits.run(async (trx, serializeOn) => {
    // Two requests at once on two instances never both take the hour's last link.
    await serializeOn(`owner-reset:${owner.id}`);
    const made = await resetsSince(trx, owner.id, new Date(now.getTime() - 3_600_000));
    return made < OWNER_POLICY.resetsPerHour ? createLinkToken(trx, owner.id, 'reset', now) : undefined;
  });
  if (token === undefined) return false;
  await queueOwnerMail(ctx.commits, 'owner-reset', owner.language, {
    email: owner.email,
    name: owner.name,
    link: passwordLink(ctx.siteOrigin, PAGE_PATHS.login[owner.language], token),
    expiresAt: new Date(now.getTime() + OWNER_POLICY.resetMinutes * 60_000).toISOString(),
  });
  ctx.nudge();
  return true;
}
