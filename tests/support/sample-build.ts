import { watch } from 'node:fs';
import { access, mkdir, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
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

/**
 * The sample built once for the whole run (without photos) and shared by the test files that only
 * read it: the first file to ask builds it, in the run's folder (tests/support/shared-sample-setup.ts);
 * the others wait for it and are told its places, or its failure.
 */
export async function sharedSampleBuild(): Promise<SampleBuild> {
  const root = inject('sharedSampleDir');
  const built = join(root, 'built.json');
  const failed = join(root, 'failed.txt');
  const first = await mkdir(join(root, 'builder')).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (!first) {
    const outcome = await appearing(root, ['built.json', 'failed.txt']);
    if (outcome === 'failed.txt')
      throw new Error(`the shared sample build failed in another test file:\n${await readFile(failed, 'utf8')}`);
    return JSON.parse(await readFile(built, 'utf8')) as SampleBuild;
  }
  try {
    const result = await buildSampleInto(join(root, 'sample'));
    // Whole or not at all: a waiting file reads it as soon as its name appears.
    await writeFile(`${built}.new`, JSON.stringify(result));
    await rename(`${built}.new`, built);
    return result;
  } catch (error) {
    await writeFile(`${failed}.new`, String(error instanceof Error ? error.stack : error));
    await rename(`${failed}.new`, failed);
    throw error;
  }
}
