import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMediaStore } from '../../pipeline/images/media-store.js';
import { makeSiteImages } from '../../pipeline/images/site-images.js';
import { PHOTO_WIDTHS } from '../../schema/index.js';
import { SAMPLE } from '../support/cli.js';

// The configuration's own images (banners, share images) through sharp, into a real media folder.
describe('makeSiteImages', () => {
  it('makes the photo variants of each configured image once, by content', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-site-images-'));
    await copyFile(join(SAMPLE, '..', 'photos', 'house-02.jpg'), join(dir, 'banner.jpg'));
    await copyFile(join(SAMPLE, '..', 'photos', 'house-02.jpg'), join(dir, 'same-bytes.jpg'));
    const media = createMediaStore(join(dir, 'media'));
    const first = await makeSiteImages(dir, ['banner.jpg', 'same-bytes.jpg'], media);
    expect(first.encoded).toBe(1);
    const set = first.images['banner.jpg'];
    expect(first.images['same-bytes.jpg']).toEqual(set);
    expect(set?.variants.filter((v) => v.format === 'webp').map((v) => v.width)).toEqual([...PHOTO_WIDTHS]);
    const again = await makeSiteImages(dir, ['banner.jpg'], media);
    expect(again).toEqual({ images: { 'banner.jpg': set }, encoded: 0 });
  });

  it('stops with the configured path when a file is not an image', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-site-images-'));
    await writeFile(join(dir, 'banner.jpg'), '<html>not a photo</html>');
    await expect(makeSiteImages(dir, ['banner.jpg'], createMediaStore(join(dir, 'media')))).rejects.toThrow(
      /the image "banner\.jpg" of the site configuration \(.*banner\.jpg\) cannot be used: /,
    );
  });
});
