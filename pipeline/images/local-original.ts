import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PhotoError } from './encode.js';

// A snapshot's photos are files beside it (the sample's "../photos/x.jpg"). The feed names them, so
// the feed must not reach past the snapshot's folder (../../etc/passwd, a symlink out), nor make the
// sync read a device or a pipe (/dev/zero never ends, a FIFO blocks): only a regular file inside the
// root, of a bounded size, is read, and its bytes are never quoted back.

export interface LocalOriginalOptions {
  /** The folder the file must lie in, after symlinks are followed. */
  root: string;
  maxBytes: number;
}

const inside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

export async function readLocalOriginal(url: URL, options: LocalOriginalOptions): Promise<Buffer> {
  let path: string;
  try {
    path = await realpath(fileURLToPath(url));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PhotoError(code === 'ENOENT' ? 'file not found' : 'refused: not a readable local path');
  }
  if (!inside(await realpath(options.root), path)) {
    throw new PhotoError(
      "refused: outside the snapshot's root folder; put the photo inside it, or name the root with --snapshot-root",
    );
  }
  // O_NONBLOCK: opening a FIFO must not wait for a writer; the handle is then checked before any read.
  const file = await open(path, constants.O_RDONLY | constants.O_NONBLOCK).catch(() => {
    throw new PhotoError('refused: the file cannot be opened');
  });
  try {
    const info = await file.stat();
    if (!info.isFile()) throw new PhotoError('refused: not a regular file');
    if (info.size > options.maxBytes) {
      throw new PhotoError(`refused: the file is ${info.size} bytes, more than the ${options.maxBytes} allowed`);
    }
    // Never more than the size checked above, even if the file grows meanwhile.
    const bytes = Buffer.alloc(info.size);
    let read = 0;
    while (read < info.size) {
      const { bytesRead } = await file.read(bytes, read, info.size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return bytes.subarray(0, read);
  } finally {
    await file.close();
  }
}
