import type { Db } from '../db/open-database.js';

/**
 * Forgets the solved captchas used before `before`: a challenge expires `validMs` after it was issued,
 * so one used longer ago than that can no longer be replayed, and its signature guards nothing.
 */
export async function purgeUsedCaptchas(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('captcha_used').where('used_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
