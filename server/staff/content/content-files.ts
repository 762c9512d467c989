import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { ContentFile } from '../../../schema/index.js';

// The content files under data/site/content/ stay the source of truth (issue 45): /admin/ reads them
// as they are on disk, so a developer's edit in git is what the next form shows, and writes them
// whole or not at all (a temporary file, fsync, rename), indented as a person would write them.

export interface ContentOnDisk {
  /** The file's JSON; an absent file is empty ([] or, for pages.json, {}). */
  value: unknown;
  /** The bytes as read (what a version keeps). */
  text: string;
  /** Their SHA-256: what a form was opened on. */
  digest: string;
}

export const digestOf = (text: string): string => createHash('sha256').update(text).digest('hex');

/** What /admin/ edits: the content files, and the configuration itself (site.json: the menu). */
export type EditableFile = ContentFile | 'site.json';

/** Where the file is in the configuration's folder. */
const pathOf = (dir: string, file: EditableFile) => (file === 'site.json' ? join(dir, file) : join(dir, 'content', file));

const emptyOf = (file: EditableFile) => (file === 'pages.json' ? '{}\n' : '[]\n');

export async function readContent(dir: string, file: EditableFile): Promise<ContentOnDisk> {
  const path = pathOf(dir, file);
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    // The configuration itself is never missing: the server started from it.
    if (error.code === 'ENOENT' && file !== 'site.json') return emptyOf(file);
    throw new Error(`cannot read ${path} (${error.code ?? error.message}): check the file's permissions`);
  });
  try {
    return { value: JSON.parse(text), text, digest: digestOf(text) };
  } catch (error) {
    throw new Error(
      `${join(dir, 'content', file)} is not JSON (${(error as Error).message}): correct it by hand, or restore a version`,
    );
  }
}

/** A value as a content file's text: indented as a person writes it, ending with a line break. */
export const contentText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** The file's new text, whole or not at all. */
export async function writeContentText(dir: string, file: EditableFile, text: string): Promise<void> {
  await writeFileAtomic(pathOf(dir, file), text, { fsync: true });
}
