import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Owner passwords (§1 owner portal): argon2id with the library's defaults, which are OWASP's
// recommendation (19 MiB, 2 passes, 1 lane): about 50 ms a hash on this 2-core machine. The
// portal's requests reach these through password-work.ts, which bounds how many run at once.

export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of nothing anyone knows: an unknown e-mail costs the same verification as a wrong password. */
let decoy: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. Without a stored hash (an unknown e-mail, an owner who
 * never set one) the decoy is verified instead, so both answers take the same time.
 */
export async function passwordMatches(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hash(`decoy-${randomBytes(16).toString('hex')}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
