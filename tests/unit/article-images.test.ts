import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleImagesIn } from '../../cli/article-images.js';

// What the sync makes variants of besides the configuration's images: every photo an article names.
describe('articleImagesIn', () => {
  const folder = async (articles: string | undefined) => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-article-images-'));
    await mkdir(join(dir, 'content'));
    if (articles !== undefined) await writeFile(join(dir, 'content', 'articles.json'), articles);
    return dir;
  };

  it('names each photo once, in the order of the articles', async () => {
    const articles = [
      { id: 'a', image: { file: 'images/uploads/0123456789abcdef.jpg', alt: {} } },
      { id: 'b' },
      { id: 'c', image: { file: 'images/uploads/fedcba9876543210.jpg', alt: {} } },
      { id: 'd', image: { file: 'images/uploads/0123456789abcdef.jpg', alt: {} } },
    ];
    expect(await articleImagesIn(await folder(JSON.stringify(articles)))).toEqual([
      'images/uploads/0123456789abcdef.jpg',
      'images/uploads/fedcba9876543210.jpg',
    ]);
  });

  it('names none for a missing or broken file: the build says what is wrong with it', async () => {
    expect(await articleImagesIn(await folder(undefined))).toEqual([]);
    expect(await articleImagesIn(await folder('[{"id": "a", "image": '))).toEqual([]);
    expect(await articleImagesIn(await folder('{"not": "a list"}'))).toEqual([]);
  });
});
