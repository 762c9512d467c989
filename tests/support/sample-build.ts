import { watch } from 'node:fs';
import { access, cp, mkdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { SyncSummary } from '../../pipeline/sync.js';
import { ROOT, runCli } from './cli.js';

// The bundled sample synced (without its image stage, unless `photos`) and built into a folder of
// the test's own, so that tests that serve a built site do not wait for, or write into, the
// repository's dist/.

export async function buildSampleInto(
  work: string,
  options: { photos?: boolean } = {},
): Promise<{ data: string; media: string; site: string }> {
  await mkdir(work, { recursive: true });
  // The prerender's server bundle imports vike and react from beside the folder it is built in.
  await symlink(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  const data = join(work, 'generated');
  const media = join(work, 'media');
  const sync = await runCli([
    'sync',
    ...(options.photos ? [] : ['--no-images']),
    '--source',
    'sample',
    '--out',
    data,
    '--media',
    media,
    '--cache',
    join(work, 'cache'),
  ]);
  if (sync.code !== 0) throw new Error(`the sample's sync failed:\n${sync.stderr}`);
  const build = await runCli(['build', '--data', data, '--media', media, '--out', join(work, 'dist')]);
  if (build.code !== 0) throw new Error(`the sample's build failed:\n${build.stderr}`);
  return { data, media, site: join(work, 'dist', 'client') };
}

export type SampleBuild = Awaited<ReturnType<typeof buildSampleInto>>;

/** The first of `names` that is in `dir`, once one is: told by the folder's events, looked at again after each. */
async function appearing(dir: string, names: readonly string[]): Promise<string> {
  const exists = async (name: string) => {
    try {
      await access(join(dir, name));
      return true;
    } catch {
      return false;
    }
  };
  const present = async () => {
    for (const name of names) if (await exists(name)) return name;
    return undefined;
  };
  const watcher = watch(dir);
  let changed = false;
  let wake = () => {};
  let failure: unknown;
  watcher.on('change', () => {
    changed = true;
    wake();
  });
  watcher.on('error', (error) => {
    failure = error;
    wake();
  });
  try {
    for (;;) {
      changed = false;
      const name = await present();
      if (name) return name;
      if (failure) throw failure;
      // A change while it looked is not lost: it looks again at once.
      if (!changed) await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    watcher.close();
  }
}

/** The folder `oncePerRun(name, …)` makes its thing in: known before it is made, as a test file declares its tests. */
export const oncePerRunFolder = (name: string): string => join(inject('sharedSampleDir'), name, name);

/**
 * What `make` makes once for the whole run, in the run's folder under `name`
 * (tests/support/shared-sample-setup.ts): the first file to ask makes it; the others wait for it and
 * are told what it made, or its failure.
 */
export async function oncePerRun<T>(name: string, make: (dir: string) => Promise<T>): Promise<T> {
  const root = join(inject('sharedSampleDir'), name);
  await mkdir(root, { recursive: true });
  const made = join(root, 'made.json');
  const failed = join(root, 'failed.txt');
  const first = await mkdir(join(root, 'maker')).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (!first) {
    const outcome = await appearing(root, ['made.json', 'failed.txt']);
    if (outcome === 'failed.txt')
      throw new Error(`the shared ${name} failed in another test file:\n${await readFile(failed, 'utf8')}`);
    return JSON.parse(await readFile(made, 'utf8')) as T;
  }
  try {
    const result = await make(oncePerRunFolder(name));
    // Whole or not at all: a waiting file reads it as soon as its name appears.
    await writeFile(`${made}.new`, JSON.stringify(result));
    await rename(`${made}.new`, made);
    return result;
  } catch (error) {
    await writeFile(`${failed}.new`, String(error instanceof Error ? error.stack : error));
    await rename(`${failed}.new`, failed);
    throw error;
  }
}

/** The sample built once for the whole run (without photos) and shared by the test files that only read it. */
export const sharedSampleBuild = (): Promise<SampleBuild> => oncePerRun('sample-build', (dir) => buildSampleInto(dir));

/** The sample synced with its photos: its data, the photos' variants, the sync's cache, and what the sync said. */
export interface SampleWithPhotos {
  work: string;
  summary: SyncSummary;
}

/**
 * The sample synced once for the whole run with its photos, from cold: its photos' encoding is the
 * longest part of a sync (20–30 s of CPU on a 2-core machine), and the files that need the variants
 * copy its folder (`copySampleWithPhotos`) rather than encode them again.
 */
export const sharedSampleWithPhotos = (): Promise<SampleWithPhotos> =>
  oncePerRun('sample-with-photos', async (work) => {
    await mkdir(work, { recursive: true });
    const places = ['--out', join(work, 'generated'), '--media', join(work, 'media'), '--cache', join(work, 'cache')];
    const sync = await runCli(['sync', '--json', '--source', 'sample', ...places]);
    if (sync.code !== 0) throw new Error(`the sample's sync with its photos failed:\n${sync.stderr}`);
    return { work, summary: JSON.parse(sync.stdout) as SyncSummary };
  });

/** A copy of the shared sample with its photos in `work` (generated/, media/, cache/), as its sync left them. */
export async function copySampleWithPhotos(work: string): Promise<void> {
  const shared = await sharedSampleWithPhotos();
  for (const folder of ['generated', 'media', 'cache'])
    await cp(join(shared.work, folder), join(work, folder), { recursive: true, preserveTimestamps: true });
}
