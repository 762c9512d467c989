import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

// The image files the content names (an article's photo, a photo inside an article's or an office's
// text), for the sync to make their variants. Read leniently: the build checks the whole files and
// says what is wrong; a sync still makes the images it can name.

const blocks = z.record(z.string(), z.array(z.unknown())).optional();
const entries = z.array(
  z.looseObject({ image: z.looseObject({ file: z.string() }).optional(), body: blocks, description: blocks }),
);
const photoBlock = z.looseObject({ image: z.string() });

async function imagesOf(path: string): Promise<string[]> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch {
    // Missing or unreadable: the build reports it with its path.
    return [];
  }
  const parsed = entries.safeParse(value);
  if (!parsed.success) return [];
  return parsed.data.flatMap((entry) => [
    ...(entry.image ? [entry.image.file] : []),
    ...[entry.body, entry.description].flatMap((texts) =>
      Object.values(texts ?? {}).flatMap((list) => list.flatMap((block) => photoBlock.safeParse(block).data?.image ?? [])),
    ),
  ]);
}

export async function contentImagesIn(configDir: string): Promise<string[]> {
  const files = ['articles.json', 'agencies.json'].map((file) => join(configDir, 'content', file));
  return [...new Set((await Promise.all(files.map(imagesOf))).flat())];
}
