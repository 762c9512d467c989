import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A whole site written beside `site` (its files by their path in it) and swapped in, as the build does. */
export async function swapInSite(site: string, files: Record<string, string>): Promise<void> {
  const next = `${site}.next`;
  await rm(next, { recursive: true, force: true });
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(next, path)), { recursive: true });
    await writeFile(join(next, path), content);
  }
  await rm(site, { recursive: true, force: true });
  await rename(next, site);
}
