import { createHash, randomBytes } from 'node:crypto';

// The secrets of sessions and one-time links: 32 random bytes, given to the owner as base64url;
// the store keeps their SHA-256 only, so reading the database opens no session and uses no link.

export const newToken = (): string => randomBytes(32).toString('base64url');

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
