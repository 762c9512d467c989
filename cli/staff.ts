import { z } from 'zod';
import { LANGUAGES, type Language, STAFF_PATHS, staffRoleSchema } from '../schema/index.js';
import { openDatabase } from '../server/db/open-database.js';
import { unitsOfWork } from '../server/db/units-of-work.js';
import { clearSecondFactor, createStaffLink, listStaff, removeStaff, saveStaff, staffByEmail } from '../server/staff/accounts.js';
import { recordAudit, terminalActor } from '../server/staff/audit.js';
import { STAFF_POLICY } from '../server/staff/policy.js';
import { queueStaffMail, staffPasswordLink } from '../server/staff/queue-mail.js';
import { deliverVisitorMailNow } from './deliver-now.js';
import { EXIT } from './exit-codes.js';
import { handleError, UsageError } from './handle-error.js';
import { publicOrigin, readServerEnv } from './server-config.js';
import { loadSiteConfig } from './site-config.js';

// `vitrine staff invite|list|remove`: who may edit the site at /admin/ (issue 45). Run on the server
// by whoever runs it: each change is in the audit log under the system account that made it.

export const staffFlagsSchema = z.object({
  role: staffRoleSchema.optional(),
  name: z.string().trim().max(200).optional(),
  language: z.enum(LANGUAGES, { error: `the language is one of ${LANGUAGES.join(', ')}` }).optional(),
  config: z.string().default('data/site/site.json'),
  json: z.boolean().default(false),
});

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'give the staff member’s e-mail address' }));

export async function staffCommand(
  action: string,
  email: string | undefined,
  rawFlags: z.input<typeof staffFlagsSchema>,
): Promise<number> {
  try {
    const flags = staffFlagsSchema.parse(rawFlags);
    const verb = z
      .enum(['invite', 'list', 'remove', 'second-factor-reset'], {
        error: 'the action is invite, list, remove or second-factor-reset',
      })
      .parse(action);
    const env = readServerEnv();
    const db = await openDatabase(env.VITRINE_DB, { busyTimeoutMs: env.VITRINE_DB_BUSY_MS });
    const out = (line: string) => process.stdout.write(`${line}\n`);
    const commits = unitsOfWork(db);
    try {
      if (verb === 'list') {
        const staff = await listStaff(db);
        if (flags.json)
          out(
            JSON.stringify(
              staff.map(({ passwordHash, totpSecret, totpPendingSecret, totpLastStep, ...member }) => ({
                ...member,
                hasPassword: passwordHash !== null,
                hasSecondFactor: totpSecret !== null,
              })),
            ),
          );
        else if (staff.length === 0) out('No staff account yet: `vitrine staff invite <email> --role admin` adds the first.');
        else
          for (const m of staff)
            out(
              `${m.email}${m.name ? ` (${m.name})` : ''}, ${m.role}, ${m.language}: ${m.passwordHash ? 'password set' : 'invited, no password yet'}${m.totpSecret ? ', second factor set' : ''}`,
            );
        return EXIT.ok;
      }
      const address = emailSchema.parse(email ?? '');
      const actor = terminalActor();
      if (verb === 'remove') {
        const removed = await commits.run(async (trx) => {
          const member = await removeStaff(trx, address);
          if (member) await recordAudit(trx, { actor, action: 'staff-removed', subject: address, detail: { role: member.role } });
          return member;
        });
        if (!removed) throw new UsageError(`no staff account ${address}: \`vitrine staff list\` shows them`);
        out(`${address} is removed, with its sessions and links.`);
        return EXIT.ok;
      }
      if (verb === 'second-factor-reset') {
        // A lost phone: the account sets up a new second factor at its next login (an admin must).
        const member = await commits.run(async (trx) => {
          const found = await staffByEmail(trx, address);
          if (!found) return undefined;
          await clearSecondFactor(trx, found.id);
          await recordAudit(trx, { actor, action: 'staff-second-factor-reset', subject: address, detail: {} });
          return found;
        });
        if (!member) throw new UsageError(`no staff account ${address}: \`vitrine staff list\` shows them`);
        out(`${address} has no second factor now and is logged out; they set up a new one at their next login.`);
        return EXIT.ok;
      }
      if (!flags.role) throw new UsageError('invite needs --role editor or --role admin');
      const role = flags.role;
      const site = await loadSiteConfig(flags.config);
      // The link's origin is the server's (cli/serve.ts): refused before anything is stored when there is none.
      const origin = publicOrigin(env, site, flags.config, "the invitation's link");
      const defaultLanguage: Language = site.languages.default;
      const now = new Date();
      const saved = await commits.run(async (trx) => {
        const { member, before } = await saveStaff(
          trx,
          { email: address, role, name: flags.name, language: flags.language, defaultLanguage },
          now,
        );
        if (!before) await recordAudit(trx, { actor, action: 'staff-invited', subject: address, detail: { role } }, now);
        else if (before.role !== role)
          await recordAudit(
            trx,
            { actor, action: 'staff-role-changed', subject: address, detail: { from: before.role, to: role } },
            now,
          );
        // An account with a password needs no link: its role is what changed.
        const token = member.passwordHash === null ? await createStaffLink(trx, member.id, 'invite', now) : undefined;
        return { member, before, token };
      });
      const { member, token } = saved;
      if (token === undefined) {
        out(
          saved.before?.role === role
            ? `${address} is already ${role}, with a password: nothing changed.`
            : `${address} is now ${role} (was ${saved.before?.role}); the password stays theirs.`,
        );
        return EXIT.ok;
      }
      const link = staffPasswordLink(origin, STAFF_PATHS.password, token);
      const expiresAt = new Date(now.getTime() + STAFF_POLICY.inviteDays * 86_400_000).toISOString();
      await queueStaffMail(
        commits,
        'staff-invite',
        member.language,
        { email: member.email, name: member.name, expiresAt, link },
        now,
      );
      out(`${member.email} may edit the site as ${role}.`);
      if (await deliverVisitorMailNow(db, env, site, origin))
        out(
          `The invitation went to ${member.email} (or waits in the outbox: \`vitrine outbox\`); its link works until ${expiresAt}.`,
        );
      else {
        out(
          `No VITRINE_SMTP_URL: the invitation waits in the outbox. Pass this link to ${member.email} (valid until ${expiresAt}, once):`,
        );
        out(link);
      }
      return EXIT.ok;
    } finally {
      await db.destroy();
    }
  } catch (error) {
    return handleError('staff', error, false);
  }
}
