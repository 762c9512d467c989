import { randomBytes } from 'node:crypto';

// An alert's secret: what its e-mails' links carry instead of a login. The store keeps its hash
// (alert_tokens, server/db/token-hash.ts), the e-mail its clear value.

/** 144 random bits, URL-safe (24 characters). */
export const newAlertToken = () => randomBytes(18).toString('base64url');
