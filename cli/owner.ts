import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language, PAGE_PATHS } from '../schema/index.js';
import { openDatabase } from '../server/db/open-database.js';
import { unitsOfWork } from '../server/db/units-of-work.js';
import { createLinkToken, listOwners, removeOwner, saveOwner } from '../server/owner/accounts.js';
import { OWNER_POLICY } from '../server/owner/policy.js';
import { passwordLink, queueOwnerMail } from '../server/owner/queue-mail.js';
import { deliverVisitorMailNow } from './deliver-now.js';
import { EXIT } from './exit-codes.js';
import { handleError, UsageError } from './handle-error.js';
import { publicOrigin, readServerEnv } from './server-config.js';
import { loadSiteConfig } from './site-config.js';

// `vitrine owner invite|list|remove`: the agency's staff manage the owner portal's accounts (issue 14).

export const ownerFlagsSchema = z.object({
  property: z.array(z.coerce.number().int().positive({ error: 'a property id is a positive whole number' })).default([]),
  name: z.string().trim().max(200).optional(),
  language: z.enum(LANGUAGES, { error: `the language is one of ${LANGUAGES.join(', ')}` }).optional(),
  config: z.string().default('data/site/site.json'),
  data: z.string().default('data/generated'),
  json: z.boolean().default(false),
});

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'give the owner’s e-mail address' }));

/** Ids not in the published data: staff may invite before a sync, but should hear about a typo. */
async function unpublished(dataDir: string, ids: readonly number[]): Promise<number[]> {
  const text = await readFile(join(dataDir, 'fr', 'properties.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  const known = new Set((JSON.parse(text) as { id: number }[]).map((p) => p.id));
  return ids.filter((id) => !known.has(id));
}

export async function ownerCommand(
  action: string,
  email: string | undefined,
  rawFlags: z.input<typeof ownerFlagsSchema>,
): Promise<number> {
  try {
    const flags = ownerFlagsSchema.parse(rawFlags);
    const verb = z.enum(['invite', 'list', 'remove'], { error: 'the action is invite, list or remove' }).parse(action);
    const env = readServerEnv();
    const db = await openDatabase(env.VITRINE_DB, { busyTimeoutMs: env.VITRINE_DB_BUSY_MS });
    const out = (line: string) => process.stdout.write(`${line}\n`);
    try {
      if (verb === 'list') {
        const owners = await listOwners(db);
        if (flags.json)
          out(JSON.stringify(owners.map(({ passwordHash, ...o }) => ({ ...o, hasPassword: passwordHash !== null }))));
        else if (owners.length === 0) out('No owner yet: `vitrine owner invite <email> --property <id>` adds one.');
        else
          for (const o of owners)
            out(
              `${o.email}${o.name ? ` (${o.name})` : ''}, ${o.language}: properties ${o.propertyIds.join(', ') || 'none'}; ${o.passwordHash ? 'password set' : o.backOfficeId ? 'logs in through the back office' : 'invited, no password yet'}`,
            );
        return EXIT.ok;
      }
      const address = emailSchema.parse(email ?? '');
      if (verb === 'remove') {
        if (!(await removeOwner(db, address, flags.property)))
          throw new UsageError(`no owner ${address}: \`vitrine owner list\` shows them`);
        out(
          flags.property.length > 0
            ? `${address} no longer sees properties ${flags.property.join(', ')}.`
            : `${address} is removed, with its sessions and links.`,
        );
        return EXIT.ok;
      }
      if (flags.property.length === 0) throw new UsageError('invite needs at least one --property <id>');
      const site = await loadSiteConfig(flags.config);
      // The link's origin is the server's (cli/serve.ts): refused before anything is stored when there is none.
      const origin = publicOrigin(env, site, flags.config, "the invitation's link");
      const language: Language = flags.language ?? site.languages.default;
      const missing = await unpublished(flags.data, flags.property);
      if (missing.length > 0)
        process.stderr.write(`note: properties ${missing.join(', ')} are not in ${flags.data} (not published, or a typo).\n`);
      const commits = unitsOfWork(db);
      const now = new Date();
      const owner = await commits.run((trx) =>
        saveOwner(
          trx,
          { email: address, name: flags.name, language: flags.language, defaultLanguage: language, propertyIds: flags.property },
          now,
        ),
      );
      const token = await commits.run((trx) => createLinkToken(trx, owner.id, 'invite', now));
      const link = passwordLink(origin, PAGE_PATHS.login[owner.language], token);
      const expiresAt = new Date(now.getTime() + OWNER_POLICY.inviteDays * 86_400_000).toISOString();
      await queueOwnerMail(
        commits,
        'owner-invite',
        owner.language,
        { email: owner.email, name: owner.name, link, expiresAt },
        now,
      );
      out(`${owner.email} may see properties ${(await listOwners(db)).find((o) => o.id === owner.id)?.propertyIds.join(', ')}.`);
      if (await deliverVisitorMailNow(db, env, site, origin)) {
        out(
          `The invitation went to ${owner.email} (or waits in the outbox: \`vitrine outbox\`); its link works until ${expiresAt}.`,
        );
      } else {
        out(
          `No VITRINE_SMTP_URL: the invitation waits in the outbox. Pass this link to ${owner.email} (valid until ${expiresAt}, once):`,
        );
        out(link);
      }
      return EXIT.ok;
    } finally {
      await db.destroy();
    }
  } catch (error) {
    return handleError('owner', error, false);
  }
}
