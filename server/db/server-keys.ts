import type { Db } from './open-database.js';

// Keys the server instances share, made once by whichever instance needs one first: a key in a
// file beside each instance would differ between them (a challenge one issued would fail on another).

/** The captcha's HMAC key (server/api/captcha.ts), when VITRINE_CAPTCHA_KEY gives none. */
export const CAPTCHA_KEY_NAME = 'captcha-hmac';

/** The key of that name: the stored one, or `make()`'s, stored first. Two instances starting together agree. */
export async function sharedKey(db: Db, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('server_keys')
    .values({ name, value: make(), created_at: new Date().toISOString() })
    .onConflict((c) => c.column('name').doNothing())
    .execute();
  const { value } = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return value;
}
