import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// An alert's secret: what its e-mails' links carry instead of a login.

/** 144 random bits, URL-safe (24 characters). */
export const newAlertToken = () => randomBytes(18).toString('base64url');

const digest = (token: string) => createHash('sha256').update(token).digest();

/**
 * Whether a token given by a visitor is the alert's, in a time that tells nothing of how much of it
 * matched (their digests are compared: equal lengths whatever was given).
 */
export const sameToken = (given: string, kept: string): boolean => timingSafeEqual(digest(given), digest(kept));
