import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { BuildContext } from './context.js';

// What a build is made from, as one digest: the generated data, the agency's configuration and
// content, the photo variants (named by their content: names and sizes suffice), and the code that
// renders them. Equal digests mean an equal site, so a build with nothing changed writes nothing.
// By content, never by timestamps: a sync that rewrites the same bytes changes nothing.

/** The code whose change changes the site: its pages and build, the contract, the dependencies. */
const CODE = ['site', 'schema', 'pipeline/derive', 'server/csp.ts', 'vite.config.ts', 'package.json', 'package-lock.json'];

async function* filesUnder(path: string): AsyncGenerator<string> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return;
  if (!info.isDirectory()) {
    yield path;
    return;
  }
  const entries = (await readdir(path, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) if (entry.name !== 'node_modules') yield* filesUnder(join(path, entry.name));
}

async function addFolder(hash: ReturnType<typeof createHash>, label: string, root: string, byContent: boolean) {
  for await (const file of filesUnder(root)) {
    hash.update(`${label}:${relative(root, file)}\0`);
    if (byContent) hash.update(await readFile(file));
    else hash.update(String((await stat(file)).size));
    hash.update('\0');
  }
}

export async function inputsDigest(context: BuildContext): Promise<string> {
  const hash = createHash('sha256');
  for (const part of CODE) await addFolder(hash, `code/${part}`, join(context.root, part), true);
  await addFolder(hash, 'config', context.configDir, true);
  await addFolder(hash, 'data', context.data, true);
  await addFolder(hash, 'media', context.media, false);
  return hash.digest('hex');
}
