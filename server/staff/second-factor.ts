import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

// The staff's second factor (issue 45): TOTP (RFC 6238) as every authenticator app reads it: SHA-1,
// six digits, 30-second steps, a code of the step before or after accepted for a clock that drifts.
// A code is taken once: the account keeps the step of the last one accepted, and a code of that step
// or an earlier one is refused (a code seen over a shoulder, or replayed, opens nothing).

const PERIOD_SECONDS = 30;
const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret, base32 (160 bits, RFC 4226's recommendation). */
export const newSecondFactorSecret = (): string => new Secret({ size: 20 }).base32;

/** What the authenticator app is given: the otpauth:// URI and its QR code as SVG (no style, no script: /admin/'s policy allows it inline). */
export function secondFactorSetup(secret: string, account: string, issuer: string): { uri: string; qrSvg: string } {
  const uri = totpOf(secret, account, issuer).toString();
  return { uri, qrSvg: renderSVG(uri) };
}

/**
 * The step of `code` when it is the secret's at `now` (or one step off) and later than `lastStep`,
 * else undefined. Pure: the caller keeps the step (acceptCodeStep in accounts.ts) so it is taken once.
 */
export function codeStep(secret: string, code: string, now: Date, lastStep: number | null): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** The code of `secret` at `at` (what the staff member's app shows): the tests' authenticator. */
export const codeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });
