import { createHash } from 'node:crypto';
import { type FileHandle, open } from 'node:fs/promises';

/** Hex sha256 of a text or of bytes: file digests in the manifest, originals and logos by content. */
export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

const DIGEST_CHUNK_BYTES = 1 << 20;

/**
 * Hex sha256 of a file, read a megabyte at a time into one buffer (a large output file is never in
 * memory whole, and reading it leaves no garbage: a stream's chunks of the 500 MB a large feed's
 * output is would pile up outside V8's heap until it collects); undefined when it cannot be read.
 */
export async function sha256OfFile(path: string): Promise<string | undefined> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(DIGEST_CHUNK_BYTES);
  let file: FileHandle | undefined;
  try {
    file = await open(path, 'r');
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
    return hash.digest('hex');
  } catch {
    return undefined;
  } finally {
    await file?.close();
  }
}
