import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

// The image files content/articles.json names, for the sync to make their variants. Read leniently:
// the build checks the whole file and says what is wrong; a sync still makes the images it can name.
const namesImages = z.array(z.looseObject({ image: z.looseObject({ file: z.string() }).optional() }));

export async function articleImagesIn(configDir: string): Promise<string[]> {
  const path = join(configDir, 'content', 'articles.json');
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    // Missing or unreadable: the build reports it with its path.
    return [];
  }
  const parsed = namesImages.safeParse(value);
  return parsed.success ? [...new Set(parsed.data.flatMap((a) => (a.image ? [a.image.file] : [])))] : [];
}
