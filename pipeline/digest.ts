import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** Hex sha256 of a text or of bytes: file digests in the manifest, originals and logos by content. */
export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** Hex sha256 of a file, read as a stream (a large output file is never in memory whole); undefined when it cannot be read. */
export const sha256OfFile = (path: string): Promise<string | undefined> =>
  new Promise((resolve) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', () => resolve(undefined));
  });
