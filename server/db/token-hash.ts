import { createHash } from 'node:crypto';

// What the store keeps of a secret token (a session's, a one-time link's, an alert's, a booking's):
// its SHA-256, so that reading the database opens no session and follows no link. The tokens carry
// 144 bits or more of randomness: a plain hash is enough, no salt or slow hash is needed.

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
