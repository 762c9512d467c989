import { fork } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { manifestSchema } from '../schema/index.js';
import { PACKAGE_ROOT } from './paths.js';

// Vike keeps every page it prerendered in memory until its run ends (TOOLCHAIN.md): a 2,500-property
// agency's 10,900 pages outgrew a 2 GB heap. So the pages are rendered by processes in turn, each
// with a share small enough, each giving its memory back when it ends.

/** Property pages one process renders at most (with its share of the other pages). */
export const PROPERTY_PAGES_PER_PROCESS = 3000;

/** How many processes the prerender of this data takes: one for a site the size of the sample. */
export async function prerenderShares(data: string): Promise<number> {
  const { counts, languages } = manifestSchema.parse(JSON.parse(await readFile(join(data, 'manifest.json'), 'utf8')));
  return Math.max(1, Math.ceil((counts.properties * languages.length) / PROPERTY_PAGES_PER_PROCESS));
}

/** Runs the shares one after the other; the largest memory any took, in MB. */
export async function prerenderInShares(out: string, shares: number): Promise<number> {
  let peakRssMb = 0;
  for (let share = 0; share < shares; share++) {
    const child = fork(join(PACKAGE_ROOT, 'cli', 'prerender-shard.ts'), [out, `${share}/${shares}`], {
      cwd: PACKAGE_ROOT,
      // The build's own heap limit, if it was given one, and TypeScript through tsx.
      execArgv: [...process.execArgv.filter((a) => a.startsWith('--max-old-space-size')), '--import', 'tsx'],
      // Vike's prerender lists every file it writes on stdout; its warnings and errors are on stderr.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.on('message', (message: { peakRssMb?: number }) => {
      peakRssMb = Math.max(peakRssMb, message.peakRssMb ?? 0);
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0)
      throw new Error(`the prerender of pages ${share + 1}/${shares} failed (exit ${code}); see its messages above`);
  }
  // The server bundle served the prerender only: the site is static (DESIGN.md, Site).
  await rm(join(out, 'server'), { recursive: true, force: true });
  return peakRssMb;
}
