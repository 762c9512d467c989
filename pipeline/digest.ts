import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';

/** Hex sha256 of a text or of bytes: file digests in the manifest, originals and logos by content. */
export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

const CHUNK_BYTES = 1 << 20;

/**
 * Hands each megabyte of a file to `onChunk`, read into one buffer that the next chunk overwrites
 * (copy what must outlive the call). A large output file is never in memory whole, and reading it
 * leaves no garbage: a stream's chunks of the 500 MB a large feed's output is would pile up outside
 * V8's heap until it collects. Throws when the file cannot be read, or what `onChunk` throws.
 */
export async function forEachChunk(path: string, onChunk: (chunk: Buffer) => void): Promise<void> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) return;
      onChunk(buffer.subarray(0, bytesRead));
    }
  } finally {
    await file.close();
  }
}

/** Hex sha256 of a file, a chunk at a time (forEachChunk); undefined when it cannot be read. */
export async function sha256OfFile(path: string): Promise<string | undefined> {
  const hash = createHash('sha256');
  try {
    await forEachChunk(path, (chunk) => hash.update(chunk));
    return hash.digest('hex');
  } catch {
    return undefined;
  }
}
