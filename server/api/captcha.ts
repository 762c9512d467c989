import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';

// §5 captcha, self-hosted and with no third party: ALTCHA's proof of work. The browser spends a
// moment of CPU on a signed challenge; the server checks the signature, the answer and the expiry,
// and a solved challenge counts once (the store refuses a signature it has seen).

/** The algorithm of every challenge we issue, and the only one we check. */
const ALGORITHM = 'SHA-256';

export interface CaptchaOptions {
  hmacKey: string;
  /** The work asked for: the browser tries up to this many numbers (half on average). */
  maxNumber: number;
  /** How long a challenge stays valid. */
  validMs: number;
}

export function captchaRoutes(app: FastifyInstance, options: CaptchaOptions) {
  app.get('/api/captcha', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return createChallenge({
      algorithm: ALGORITHM,
      hmacKey: options.hmacKey,
      maxNumber: options.maxNumber,
      expires: new Date(Date.now() + options.validMs),
    });
  });
}

/**
 * The challenge's signature when the payload solves a challenge of ours that has not expired.
 *
 * ALTCHA's check (altcha-lib v1 `verifySolution`: the salt's expiry, SHA-256 of salt and number,
 * the HMAC of that) done with node:crypto's synchronous hashes: the library's WebCrypto calls
 * (a key import and two jobs on the thread pool per check) took 120–170 µs of CPU against 10–20 µs
 * here, a fifth of a submission's time (bench/serve). tests/unit/captcha.test.ts holds it to the
 * library's verdicts.
 */
export function verifiedCaptcha(payload: unknown, hmacKey: string): string | null {
  if (typeof payload !== 'string' || payload.length > 2000) return null;
  let solution: Record<string, unknown>;
  try {
    solution = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const { algorithm, challenge, number, salt, signature } = solution ?? {};
  if (algorithm !== ALGORITHM || typeof challenge !== 'string' || typeof salt !== 'string') return null;
  if (typeof signature !== 'string' || !Number.isSafeInteger(number) || (number as number) < 0) return null;
  // Every challenge we issue expires: one without an expiry is not ours.
  const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  if (!(expires * 1000 >= Date.now())) return null;
  const expected = createHash('sha256').update(`${salt}${number}`).digest('hex');
  const signed = createHmac('sha256', hmacKey).update(expected).digest('hex');
  return sameText(expected, challenge) && sameText(signed, signature) ? signature : null;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
