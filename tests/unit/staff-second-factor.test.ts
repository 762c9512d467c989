import { describe, expect, it } from 'vitest';
import { codeAt, codeStep, newSecondFactorSecret, secondFactorSetup } from '../../server/staff/second-factor.js';

// The second factor's codes (RFC 6238): the app's code of now or one step off is taken, once; an
// older step, a code of another secret or anything but six digits is not.

describe('the second factor', () => {
  const secret = newSecondFactorSecret();
  const now = new Date('2026-12-03T10:00:10Z');
  const step = Math.floor(now.getTime() / 30_000);

  it('takes the code of now, and of one step before or after, as that step', () => {
    expect(codeStep(secret, codeAt(secret, now), now, null)).toBe(step);
    expect(codeStep(secret, codeAt(secret, new Date(now.getTime() - 30_000)), now, null)).toBe(step - 1);
    expect(codeStep(secret, codeAt(secret, new Date(now.getTime() + 30_000)), now, null)).toBe(step + 1);
    // Typed with a space, as the apps show it.
    const code = codeAt(secret, now);
    expect(codeStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(step);
  });

  it('refuses a code two steps off, of another secret, or not six digits', () => {
    expect(codeStep(secret, codeAt(secret, new Date(now.getTime() - 90_000)), now, null)).toBeUndefined();
    const other = newSecondFactorSecret();
    const code = codeAt(other, now);
    if (code !== codeAt(secret, now)) expect(codeStep(secret, code, now, null)).toBeUndefined();
    for (const typed of ['', '12345', '1234567', 'abcdef', '12345a']) expect(codeStep(secret, typed, now, null)).toBeUndefined();
  });

  it('refuses the step already taken and any earlier one', () => {
    expect(codeStep(secret, codeAt(secret, now), now, step)).toBeUndefined();
    expect(codeStep(secret, codeAt(secret, new Date(now.getTime() - 30_000)), now, step - 1)).toBeUndefined();
    expect(codeStep(secret, codeAt(secret, new Date(now.getTime() + 30_000)), now, step)).toBe(step + 1);
  });

  it('gives the app an otpauth URI with the agency and the account, and its QR code without style or script', () => {
    const { uri, qrSvg } = secondFactorSetup(secret, 'anne@agence.test', 'Agence Eau d’Heure');
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('Agence Eau d’Heure');
    expect(decodeURIComponent(parsed.pathname)).toContain('anne@agence.test');
    expect(qrSvg).toMatch(/^<svg /);
    expect(qrSvg).not.toMatch(/style|script|on\w+=/i);
  });
});
