import { cp, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { imageSetSchema, type Property } from '../../../schema/index.js';
import { ROOT, SAMPLE } from '../../../tests/support/cli.js';
import { copySnapshot } from '../../../tests/support/snapshot.js';
import { lastLine } from '../output.js';
import { runVitrine } from '../processes.js';
import type { Row } from '../row.js';

// A corrupt image.json in the media folder (cut in the middle, as a write killed half-way leaves
// it): the next sync re-encodes that photo and says which file it found broken.

const PHOTOS = ['house-01', 'interior-02'];

export const corruptImageJson: Row = {
  id: 'corrupt-image-json',
  fault: 'corrupt `image.json` in the media folder',
  async run(context) {
    const { work } = context;
    await cp(join(ROOT, 'data/sample/photos'), join(work, 'photos'), { recursive: true });
    const feed = await copySnapshot(SAMPLE, join(work, 'feed'), (method, _language, items) => {
      if (method === 'GetProjectList') return [];
      if (method !== 'GetPropertyList') return items;
      return items.slice(0, PHOTOS.length).map((item, i) => {
        const picture = { Url: `../photos/${PHOTOS[i]}.jpg`, Width: 1920, Height: 1280, ID: 990_000 + i, Name: PHOTOS[i] };
        return { ...item, SmallPictureItem: picture, XLargePictureItem: picture, XLargePictureItems: [picture] };
      });
    });
    const media = join(work, 'media');
    // The agency's configuration without its banner and share images: only the feed's photos are encoded.
    const site = JSON.parse(await readFile(join(ROOT, 'data/site/site.json'), 'utf8'));
    const config = join(work, 'site.json');
    const logo = site.agency.logo && join(ROOT, 'data/site', site.agency.logo);
    await writeFile(
      config,
      JSON.stringify({ ...site, agency: { ...site.agency, logo }, banners: undefined, shareImage: undefined }),
    );
    const sync = () =>
      runVitrine(context.children, [
        'sync',
        '--json',
        '--source',
        'sample',
        '--snapshot',
        feed,
        '--out',
        join(work, 'generated'),
        '--media',
        media,
        '--cache',
        join(work, 'cache'),
      ]);
    const pictures = async () =>
      (JSON.parse(await readFile(join(work, 'generated', 'fr', 'properties.json'), 'utf8')) as Property[]).flatMap(
        (p) => p.pictures,
      );
    const first = await sync();
    if (first.code === 3) context.log(`the first sync published with warnings: ${first.stdout.slice(-600)}`);
    if (first.code !== 0 && first.code !== 3)
      throw new Error(`the first sync failed (${first.code}): ${lastLine(first.stdout + first.stderr)}`);

    const digests = (await pictures()).map((p) => p.image?.digest).filter((d): d is string => Boolean(d));
    const digest = context.random.pick(digests);
    const relative = `${digest.slice(0, 2)}/${digest}/image.json`;
    const file = join(media, relative);
    const size = (await readFile(file)).length;
    await truncate(file, Math.floor(size / 2));

    const next = await sync();
    const failures: string[] = [];
    const summary = (() => {
      try {
        return JSON.parse(next.stdout.trim().split('\n').at(-1) ?? '') as { photos?: { encoded?: number } };
      } catch {
        return {};
      }
    })();
    if (next.code !== 0 && next.code !== 3)
      failures.push(`the next sync exited ${next.code ?? next.signal}: ${lastLine(next.stdout + next.stderr)}`);
    const encoded = summary.photos?.encoded ?? 0;
    if (encoded < 1) failures.push('the photo was not re-encoded');
    const repaired = await readFile(file, 'utf8')
      .then((text) => imageSetSchema.safeParse(JSON.parse(text)).success)
      .catch(() => false);
    if (!repaired) failures.push(`${relative} is still not a valid image set`);
    const report =
      next.stdout + next.stderr + (await readFile(join(work, 'generated', 'quarantine.json'), 'utf8').catch(() => ''));
    if (!report.includes(relative)) failures.push(`the run does not name ${relative}`);
    // Photos the published output shows without their variants (a failed run leaves the previous output).
    const lost = (await pictures()).filter((p) => p.image === null).length;
    return {
      outcome: `${relative.slice(0, 12)}…/image.json cut to ${Math.floor(size / 2)} bytes: next sync exit ${next.code}, ${encoded} photo re-encoded, set ${repaired ? 'repaired' : 'NOT repaired'}`,
      lost,
      duplicated: 0,
      failures,
    };
  },
};
