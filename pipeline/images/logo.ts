import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type SiteMedia, siteMediaSchema } from '../../schema/index.js';
import { sha256 } from '../digest.js';
import { VitrineError } from '../errors.js';
import { encodeLogo } from './encode.js';
import { folderOf, type MediaStore } from './media-store.js';

const LOGO_SET = 'logo.json';

/** The logo's variants (§9: heights 125 and 75), made once per logo file content. */
export async function makeLogo(
  path: string,
  media: MediaStore,
): Promise<{ logo: NonNullable<SiteMedia['logo']>; encoded: boolean }> {
  const bytes = await readFile(path).catch((error: Error) => {
    throw new VitrineError(
      'CONFIG_INVALID',
      `cannot read the logo ${path}: ${error.message}`,
      'Fix agency.logo in the site configuration.',
    );
  });
  const digest = sha256(bytes);
  const logoSchema = siteMediaSchema.shape.logo.unwrap();
  const logo = await media.readJson(`${folderOf(digest)}/${LOGO_SET}`, logoSchema, 'the logo is drawn again');
  if (logo) {
    const complete = await Promise.all(
      logo.variants.map((v) =>
        stat(join(media.root, v.path)).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (complete.every(Boolean)) return { logo, encoded: false };
  }
  const files = await encodeLogo(bytes).catch((error: Error) => {
    throw new VitrineError(
      'CONFIG_INVALID',
      `the logo ${path} cannot be used: ${error.message}`,
      'Use an SVG, PNG or WebP file.',
    );
  });
  const made = { digest, variants: await media.writeFiles(digest, files) };
  await media.writeJson(`${folderOf(digest)}/${LOGO_SET}`, made);
  return { logo: made, encoded: true };
}
