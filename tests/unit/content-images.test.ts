import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentImagesIn } from '../../cli/content-images.js';

// What the sync makes variants of besides the configuration's images: every photo the content names.
describe('contentImagesIn', () => {
  const folder = async (articles: string | undefined, agencies?: string) => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-content-images-'));
    await mkdir(join(dir, 'content'));
    if (articles !== undefined) await writeFile(join(dir, 'content', 'articles.json'), articles);
    if (agencies !== undefined) await writeFile(join(dir, 'content', 'agencies.json'), agencies);
    return dir;
  };

  it('names each photo once, in the order of the articles', async () => {
    const articles = [
      { id: 'a', image: { file: 'images/uploads/0123456789abcdef.jpg', alt: {} } },
      { id: 'b' },
      { id: 'c', image: { file: 'images/uploads/fedcba9876543210.jpg', alt: {} } },
      { id: 'd', image: { file: 'images/uploads/0123456789abcdef.jpg', alt: {} } },
    ];
    expect(await contentImagesIn(await folder(JSON.stringify(articles)))).toEqual([
      'images/uploads/0123456789abcdef.jpg',
      'images/uploads/fedcba9876543210.jpg',
    ]);
  });

  it("names the photos inside an article's body and an office's text too", async () => {
    const body = { fr: ['Texte.', { image: 'images/uploads/1111111111111111.jpg', alt: 'La façade' }], nl: [{ heading: 'Kop' }] };
    const articles = [{ id: 'a', image: { file: 'images/uploads/0123456789abcdef.jpg', alt: {} }, body }];
    const agencies = [
      { id: 'mettet', description: { fr: [{ image: 'images/uploads/2222222222222222.jpg', alt: 'Le bureau' }] } },
    ];
    expect(await contentImagesIn(await folder(JSON.stringify(articles), JSON.stringify(agencies)))).toEqual([
      'images/uploads/0123456789abcdef.jpg',
      'images/uploads/1111111111111111.jpg',
      'images/uploads/2222222222222222.jpg',
    ]);
  });

  it('names none for a missing or broken file: the build says what is wrong with it', async () => {
    expect(await contentImagesIn(await folder(undefined))).toEqual([]);
    expect(await contentImagesIn(await folder('[{"id": "a", "image": '))).toEqual([]);
    expect(await contentImagesIn(await folder('{"not": "a list"}'))).toEqual([]);
  });
});
