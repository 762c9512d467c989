import { createHash } from 'node:crypto';

/** Hex sha256 of a text or of bytes: file digests in the manifest, originals and logos by content. */
export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
