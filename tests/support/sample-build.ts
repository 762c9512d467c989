import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
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
