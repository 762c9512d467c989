import { availableParallelism } from 'node:os';
import PQueue from 'p-queue';
import { type ImageSet, type Language, PUBLIC_STATUSES, type RecordProblem } from '../../schema/index.js';
import type { SourceLanguage } from '../source.js';
import { encodePhoto, PhotoError } from './encode.js';
import type { MediaStore } from './media-store.js';
import { type Originals, PhotoHeldBack } from './originals.js';

// The image stage of a sync (DESIGN.md, Images): every photo URL of the sources' records, once,
// whatever the number of languages and properties that show it; before the records' final check,
// which puts each photo's set into them (pipeline/normalize/feed.ts). A photo that fails is
// reported with its property and URL; the property keeps the photo's previous variants, or none
// (the site shows a placeholder).

/**
 * The photos' time in one run, by default: on the server's 15-minute timer, a first sync of 2,000
 * photos (about a second each per core) publishes in ten minutes with the photos done so far, and
 * the runs after it do the rest.
 */
export const PHOTO_BUDGET_SECONDS = 600;

/** One more photo than cores: while one waits on its file or writes, the cores stay busy. */
export const PHOTOS_IN_FLIGHT = availableParallelism() + 1;

export interface ImageProgress {
  done: number;
  total: number;
  encoded: number;
  /** Photos not fetched: their host held back, or the time ran out. */
  heldBack: number;
  /** The hosts held back so far, each once. */
  hostsHeldBack: string[];
  /** Photos per second so far. */
  rate: number;
}

export interface ImageStageOptions {
  originals: Originals;
  media: MediaStore;
  /**
   * Relative photo URLs (the sample's "../photos/x.jpg") resolve against this; a file: base makes
   * them local files, which the originals read only inside their root.
   */
  base: URL;
  /** Image sets of the last published output, by photo URL. */
  previous: ReadonlyMap<string, ImageSet>;
  /** Photos in flight; defaults to one more than the cores (bench/images: +7 % over one per core). */
  concurrency?: number;
  /** The photos' time: once it aborts, no photo starts, and each left is held back for `reason`. */
  stop?: { signal: AbortSignal; reason: string };
  onProgress?: (progress: ImageProgress) => void;
}

/** Photos this run did not fetch, by why: one host held back, or the time (host null). Tried again next run. */
export interface HeldBackPhotos {
  host: string | null;
  reason: string;
  photos: number;
}

export interface ImageStageResult {
  problems: RecordProblem[];
  /** Each photo's set by its URL; null: it has none (shown as a placeholder). */
  images: Map<string, ImageSet | null>;
  /** Digests of every image set the new output refers to. */
  used: Set<string>;
  stats: { photos: number; encoded: number; reused: number; failed: number; heldBack: number };
  heldBack: HeldBackPhotos[];
}

export interface PhotoHolder {
  id: number;
  language: Language;
  index: number;
}

/**
 * Every photo of the sources' records by its URL, with the records of the first language that shows
 * it (a failure is reported once, in that language): the properties that may publish and the projects.
 */
export function photosOf(feeds: ReadonlyMap<Language, SourceLanguage>): Map<string, PhotoHolder[]> {
  const byUrl = new Map<string, PhotoHolder[]>();
  const firstLanguage = new Map<string, Language>();
  for (const [language, feed] of feeds) {
    const add = ({ id, pictures }: { id: number; pictures: readonly { url: string }[] }) => {
      for (const [index, { url }] of pictures.entries()) {
        const first = firstLanguage.get(url) ?? language;
        firstLanguage.set(url, first);
        if (first !== language) continue;
        const holders = byUrl.get(url) ?? [];
        holders.push({ id, language, index });
        byUrl.set(url, holders);
      }
    };
    // One record at a time: a sync's lists are on disk (pipeline/record-spill.ts).
    for (const r of feed.properties) if (r.ok && PUBLIC_STATUSES.includes(r.value.status)) add(r.value);
    for (const r of feed.projects) if (r.ok) add(r.value);
  }
  return byUrl;
}

/** What to fetch: an absolute URL from the feed must be http(s); a relative one resolves against the feed's location. */
function locate(url: string, base: URL): string {
  if (URL.canParse(url)) {
    const { protocol, href } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new PhotoError(`refused: only http and https photo URLs are fetched, not ${protocol}`);
    }
    return href;
  }
  if (!URL.canParse(url, base)) throw new PhotoError('not a valid URL');
  return new URL(url, base).href;
}

export async function runImageStage(
  byUrl: ReadonlyMap<string, readonly PhotoHolder[]>,
  options: ImageStageOptions,
): Promise<ImageStageResult> {
  const images = new Map<string, ImageSet | null>();
  const stats = { photos: byUrl.size, encoded: 0, reused: 0, failed: 0, heldBack: 0 };
  const heldBack = new Map<string | null, HeldBackPhotos>();
  const problems: RecordProblem[] = [];
  const used = new Set<string>();
  const started = performance.now();
  let done = 0;

  async function imageOf(url: string): Promise<ImageSet> {
    const original = await options.originals.fetch(locate(url, options.base));
    const made = await options.media.read(original.digest);
    if (made) {
      stats.reused++;
      return made;
    }
    const bytes = original.bytes ?? (await options.originals.read(original.digest));
    if (!bytes)
      throw new PhotoError('the server said "not modified" but the cached original is gone; it is fetched again next run');
    const set = await options.media.write(original.digest, await encodePhoto(bytes));
    stats.encoded++;
    return set;
  }

  const report = () => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    options.onProgress?.({
      done,
      total: byUrl.size,
      encoded: stats.encoded,
      heldBack: stats.heldBack,
      hostsHeldBack: [...heldBack.keys()].filter((host) => host !== null),
      rate,
    });
  };

  const queue = new PQueue({ concurrency: options.concurrency ?? PHOTOS_IN_FLIGHT });
  await Promise.all(
    [...byUrl].map(([url, holders]) =>
      queue.add(async () => {
        let image: ImageSet | null;
        try {
          if (options.stop?.signal.aborted) throw new PhotoHeldBack(undefined, options.stop.reason);
          image = await imageOf(url);
        } catch (error) {
          if (!(error instanceof PhotoError || error instanceof PhotoHeldBack)) throw error;
          image = options.previous.get(url) ?? null;
          if (error instanceof PhotoHeldBack) {
            // Named once for its host (or the time) in the summary, not once per photo.
            stats.heldBack++;
            const group = heldBack.get(error.host ?? null) ?? { host: error.host ?? null, reason: error.reason, photos: 0 };
            group.photos++;
            heldBack.set(group.host, group);
          } else {
            stats.failed++;
            const outcome = image ? 'kept its previous variants' : 'shown as a placeholder';
            for (const holder of holders) {
              problems.push({
                id: holder.id,
                kind: 'photo',
                language: holder.language,
                field: `pictures.${holder.index}`,
                reason: `${url}: ${error.message} (${outcome})`,
                action: 'cleaned',
              });
            }
          }
        }
        if (image) used.add(image.digest);
        images.set(url, image);
        done++;
        report();
      }),
    ),
  );
  return { problems, images, used, stats, heldBack: [...heldBack.values()] };
}
