import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';

// §5 captcha, self-hosted and with no third party: ALTCHA's proof of work. The browser spends a
// moment of CPU on a signed challenge; the server checks the signature, the answer and the expiry,
// and a solved challenge counts once (the store refuses a signature it has seen).

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
      hmacKey: options.hmacKey,
      maxNumber: options.maxNumber,
      expires: new Date(Date.now() + options.validMs),
    });
  });
}

/** The challenge's signature when the payload solves a challenge of ours that has not expired. */
export async function verifiedCaptcha(payload: unknown, hmacKey: string): Promise<string | null> {
  if (typeof payload !== 'string' || payload.length > 2000) return null;
  try {
    if (!(await verifySolution(payload, hmacKey, true))) return null;
    const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature: string };
    return signature;
  } catch {
    return null;
  }
}
