import { createHash } from 'node:crypto';

// Kyero ids are texts of 1 to 50 characters; ours are positive integers (they are in every URL).
// A canonical decimal id below 2^48 ("1234", not "01234") is kept as the number it is. Any other id
// ("ES-1234", "01234") gets a stable number: the first 6 bytes of the SHA-256 of the id's text, read
// as a 48-bit integer, plus 2^48, so it can never equal a kept decimal id. The same text gives the
// same number on every run and machine, so URLs stay stable. The source's idOffset is added to both.

const DIGEST_BASE = 2 ** 48;

/** The number of a Kyero id (trimmed), before the source's offset. */
export function numberOfKyeroId(id: string): number {
  const text = id.trim();
  if (/^[1-9]\d{0,14}$/.test(text) && Number(text) < DIGEST_BASE) return Number(text);
  const digest = createHash('sha256').update(`kyero-id:${text}`, 'utf8').digest();
  return DIGEST_BASE + digest.readUIntBE(0, 6);
}
