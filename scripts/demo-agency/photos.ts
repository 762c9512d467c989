import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { PHOTO_POOL } from './catalogue.js';
import {
  apartmentScene,
  commercialScene,
  garageScene,
  houseScene,
  interiorScene,
  landScene,
  warehouseScene,
} from './photo-scenes.js';
import { createRandom } from './prng.js';

// Draws the sample's photo pool (data/sample/photos): 1920 px wide JPEGs as an agency's camera
// would deliver them, two of them portrait (1920 × 2880) and one stored sideways with an EXIF orientation tag,
// so that the image stage has real work and real pitfalls. Run once; the files are committed.
//   npx tsx scripts/demo-agency/photos.ts [--out data/sample/photos]

const SCENES: Record<string, (r: ReturnType<typeof createRandom>) => string> = {
  house: houseScene,
  apartment: apartmentScene,
  land: landScene,
  commercial: commercialScene,
  garage: garageScene,
  warehouse: warehouseScene,
  interior: (r) => interiorScene(r),
};

/** Portrait photos of the pool, and the one whose pixels are stored rotated (EXIF orientation 6). */
export const PORTRAIT_PHOTOS = ['interior-09', 'interior-10'];
export const SIDEWAYS_PHOTO = 'house-05';

async function drawPhoto(name: string, prefix: string, seed: number, out: string): Promise<void> {
  const random = createRandom(seed);
  const portrait = PORTRAIT_PHOTOS.includes(name);
  const svg = portrait ? interiorScene(random, 1920, 2880) : (SCENES[prefix] as (r: typeof random) => string)(random);
  const { width = 1920, height = 1280 } = await sharp(Buffer.from(svg)).metadata();
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 18 }, background: '#808080' },
  })
    .png()
    .toBuffer();
  let image = sharp(
    await sharp(Buffer.from(svg))
      .blur(1.2)
      .composite([{ input: grain, blend: 'soft-light' }])
      .png()
      .toBuffer(),
  );
  if (name === SIDEWAYS_PHOTO) image = sharp(await image.rotate(-90).png().toBuffer()).withMetadata({ orientation: 6 });
  await image.jpeg({ quality: 84, mozjpeg: true }).toFile(join(out, `${name}.jpg`));
}

const { values } = parseArgs({ options: { out: { type: 'string', default: 'data/sample/photos' } } });
await mkdir(values.out, { recursive: true });
const names = [...new Set(Object.values(PHOTO_POOL).map((p) => JSON.stringify(p)))].map(
  (p) => JSON.parse(p) as { prefix: string; count: number },
);
let seed = 100;
for (const { prefix, count } of names) {
  for (let n = 1; n <= count; n++) await drawPhoto(`${prefix}-${String(n).padStart(2, '0')}`, prefix, seed++, values.out);
}
console.log(`drew ${seed - 100} photos into ${values.out}`);
