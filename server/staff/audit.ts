import { userInfo } from 'node:os';
import type { Transaction } from 'kysely';
import type { AuditAction } from '../../schema/index.js';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';

// The audit log (issue 45): every action on the site's content and its staff accounts, who did it
// and when, shown to admins. Written in the same unit of work as the action, so an action that
// committed is never missing from it. The detail says what changed, never a password or token.

type Store = Db | Transaction<Tables>;

export interface AuditEntry {
  at: string;
  actor: string;
  action: AuditAction;
  subject: string;
  detail: Record<string, unknown>;
}

/** Who acts from a terminal on the server: the system account that ran the command. */
export const terminalActor = (): string => `terminal (${userInfo().username})`;

export async function recordAudit(db: Store, entry: Omit<AuditEntry, 'at'>, now = new Date()): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      actor: entry.actor,
      action: entry.action,
      subject: entry.subject,
      detail: JSON.stringify(entry.detail),
    })
    .execute();
}

/** The newest entries first, at most `limit`. */
export async function latestAudit(db: Store, limit = 200): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['at', 'actor', 'action', 'subject', 'detail'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    at: row.at,
    actor: row.actor,
    action: row.action as AuditAction,
    subject: row.subject,
    // Both stores give the JSON back as the text written (server/db/postgres-pool.ts).
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }));
}
