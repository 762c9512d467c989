import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { verifiedCaptcha } from '../../server/api/captcha.js';

// The server checks ALTCHA solutions with node:crypto (server/api/captcha.ts); these tests hold
// that check to altcha-lib's own verifySolution, payload by payload.

const KEY = 'k'.repeat(40);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

/** A solved payload; `expires: null` makes a challenge that never expires (the library allows it). */
async function solved(options: { expires?: Date | null; key?: string; algorithm?: 'SHA-256' | 'SHA-512' } = {}) {
  const challenge = await createChallenge({
    hmacKey: options.key ?? KEY,
    maxNumber: 50,
    algorithm: options.algorithm,
    ...(options.expires !== null && { expires: options.expires ?? new Date(Date.now() + 60_000) }),
  });
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('no solution');
  const { algorithm, challenge: c, salt, signature } = challenge;
  return { algorithm, challenge: c, number: solution.number, salt, signature };
}

describe('verifiedCaptcha (ALTCHA check with node:crypto)', () => {
  it('accepts what the library accepts: solved challenges of ours, returning their signature', async () => {
    for (let i = 0; i < 20; i++) {
      const payload = await solved();
      expect(await verifySolution(encode(payload), KEY, true)).toBe(true);
      expect(verifiedCaptcha(encode(payload), KEY)).toBe(payload.signature);
    }
  });

  it('refuses what the library refuses: a wrong answer, a forged signature, a changed salt, another key, an expired challenge', async () => {
    const payload = await solved();
    const later = Math.floor(Date.now() / 1000) + 3600;
    const refused = [
      { ...payload, number: payload.number + 1 },
      { ...payload, signature: payload.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { ...payload, salt: payload.salt.replace(/expires=\d+/, `expires=${later}`) },
      await solved({ key: 'x'.repeat(40) }),
      await solved({ expires: new Date(Date.now() - 1000) }),
    ];
    for (const bad of refused) {
      expect(await verifySolution(encode(bad), KEY, true)).toBe(false);
      expect(verifiedCaptcha(encode(bad), KEY)).toBeNull();
    }
  });

  it('refuses what is no payload at all', () => {
    for (const junk of [undefined, 42, '', 'not base64 at all', encode('text'), encode(null), encode({}), 'a'.repeat(3000)])
      expect(verifiedCaptcha(junk, KEY)).toBeNull();
  });

  it('is stricter than the library where our challenges differ: it takes only SHA-256 and only challenges that expire', async () => {
    const sha512 = await solved({ algorithm: 'SHA-512' });
    expect(await verifySolution(encode(sha512), KEY, true)).toBe(true);
    expect(verifiedCaptcha(encode(sha512), KEY)).toBeNull();
    const forever = await solved({ expires: null });
    expect(forever.salt).not.toContain('expires=');
    expect(await verifySolution(encode(forever), KEY, true)).toBe(true);
    expect(verifiedCaptcha(encode(forever), KEY)).toBeNull();
  });
});
