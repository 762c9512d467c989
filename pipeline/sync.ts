import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  AGENCY_TIME_ZONE,
  EVENTS_FILE,
  type ImageSet,
  type Language,
  type Manifest,
  type ManifestSource,
  NEW_BADGE_DAYS,
  type Property,
  type PropertyExtras,
  type RecordProblem,
  type SiteMedia,
} from '../schema/index.js';
import type { AdGap } from './derive/ad-compliance.js';
import { calendarDay } from './derive/calendar-day.js';
import { historyOf, type LastOutput } from './derive/property-history.js';
import { VitrineError } from './errors.js';
import type { AllowedHost } from './feed/address-guard.js';
import { createHostBreaker } from './feed/host-breaker.js';
import { makeLogo } from './images/logo.js';
import { openMediaRegistry } from './images/media-registry.js';
import { createMediaStore } from './images/media-store.js';
import { type Originals, openOriginals } from './images/originals.js';
import { makeSiteImages } from './images/site-images.js';
import { type ImageProgress, type ImageStageResult, type PhotoHolder, photosOf, runImageStage } from './images/stage.js';
import { adGapsCollector } from './normalize/ad-gaps-sink.js';
import { type Dataset, normalizeFeed, type PreviousUrls } from './normalize/feed.js';
import { mergeSources, type NamedRecords } from './normalize/merge-sources.js';
import { openRecordSpill, type RecordSpill } from './record-spill.js';
import { schemaDigest } from './schema-digest.js';
import type { FetchProgress, Reading, Source, SourceLanguage } from './source.js';
import { type KeptMemory, keepMemories, readMemories } from './source-memory/memories.js';
import type { MemoryPolicy } from './source-memory/memory-to-use.js';
import { checkOutput } from './write/check-output.js';
import { DEPARTED, renderDeparted } from './write/departed.js';
import { renderEvents } from './write/events.js';
import { renderExtras } from './write/extras.js';
import { keptRecordsOf } from './write/kept-source.js';
import { lastManifestOf, lastOutputOf } from './write/last-output.js';
import { readList } from './write/list-file.js';
import { acquireLock } from './write/lock.js';
import { propertyListsIn } from './write/property-lists.js';
import {
  discardStaging,
  isUnchanged,
  openStaging,
  publishStaging,
  recordsFolder,
  recoverOutput,
  type Staging,
} from './write/publish.js';
import { factsOf, MANIFEST, renderData, renderManifest } from './write/render.js';

export interface SyncOptions {
  /** Where the listings come from (sources/): one, or several whose records publish together. */
  sources: readonly Source[];
  out: string;
  languages: readonly Language[];
  /** The image stage; false skips it (photos then publish without variants). */
  images:
    | false
    | {
        cacheDir: string;
        mediaDir: string;
        /** The agency's logo file, made into variants too. */
        logo?: string;
        /**
         * The configuration's own images and the articles' uploads (paths relative to configDir), made
         * into variants too. Asked under the media folder's lock: an upload of /admin/ takes it too, so
         * no sync misses an image saved while it ran, and removes its variants.
         */
        site?: { configDir: string; paths: () => Promise<readonly string[]> };
        concurrency?: number;
        photoTimeoutMs?: number;
        /** The photos' time in this run: the photos left when it runs out keep their variants, and wait for the next run. */
        photoBudgetMs?: number;
        retries?: number;
        retryDelayMs?: number;
        /**
         * Hosts photos may come from although they resolve to loopback or private addresses; the
         * feed's own origin (a live service's host and port) is always allowed.
         */
        allowedHosts?: readonly AllowedHost[];
        /**
         * The folder a snapshot's relative photo paths must stay in; defaults to the folder that holds
         * the first source's snapshot folder (data/sample for the bundled demo agency, whose photos
         * are in data/sample/photos).
         */
        localRoot?: string;
        /** Largest original photo in bytes (MAX_ORIGINAL_BYTES); a parameter so that tests can lower it. */
        maxOriginalBytes?: number;
      };
  onProgress?: (event: SyncEvent) => void;
  /** The publication time; a parameter so that tests can fix it. */
  now?: () => Date;
  /** "Nouveau" for this many days after a property's first publication (site configuration `listings.newForDays`). */
  newForDays?: number;
  /**
   * Sources that can say what changed read only that, from what they kept of their last good run
   * (pipeline/source-memory/). Absent: every source reads in full and keeps nothing.
   */
  memory?: MemoryPolicy;
}

export type SyncEvent =
  | { stage: 'fetch'; progress: FetchProgress }
  | { stage: 'images'; progress: ImageProgress }
  | { stage: 'normalize' | 'write' }
  | { stage: 'done'; summary: SyncSummary };

export interface SyncSummary {
  /** unchanged: the output already held exactly this data, and no file was touched. */
  outcome: 'published' | 'unchanged';
  out: string;
  languages: Language[];
  properties: number;
  projects: number;
  quarantined: number;
  cleaned: number;
  photos: ImageStageResult['stats'] | null;
  /** Photos not fetched in this run, by host held back (or by the time running out): tried again next run. */
  photosHeldBack: ImageStageResult['heldBack'];
  totals: { forSale: number; forRent: number };
  requests: number;
  durationMs: number;
  problems: RecordProblem[];
  /** Files of the media folder or the cache that could not be read, each with its path and what was done instead. */
  warnings: string[];
  /** Sources that failed while others were read: their last good records were published again. */
  keptSources: { name: string; error: string }[];
  /** How each source that was read read: in full (and why), or only what changed. */
  readings: ({ name: string } & Reading)[];
  /** Issue 46: what the listings on the market lack of what their region requires in an advertisement (reported, never held back). */
  adGaps: AdGap[];
}

interface Previous {
  urls: PreviousUrls;
  /** Image sets of the last output by photo URL: a photo that fails now keeps them. */
  images: Map<string, ImageSet>;
  /** What the histories and events compare with (pipeline/write/last-output.ts); null as on a first sync. */
  last: LastOutput | null;
  /** The last output's sources and what each published, for a source that fails this run. */
  sources: ManifestSource[];
}

/** The former URLs of most records: one empty list for all (carryFormerUrls only reads it). */
const NO_FORMER_URLS: string[] = [];

/**
 * The last output's records and manifest, each read once: moved URLs, kept photos, the last output
 * the histories and events compare with, and what each source published.
 */
async function readPrevious(out: string, languages: readonly Language[]): Promise<Previous> {
  const { publishedAt, sources } = await lastManifestOf(out);
  const previous: Previous = { urls: new Map(), images: new Map(), last: null, sources };
  for (const language of languages) {
    type Last = Pick<Property, 'id' | 'url' | 'formerUrls' | 'pictures' | 'status' | 'price' | 'history'>;
    const urls: Map<number, Pick<Property, 'url' | 'formerUrls'>> = new Map();
    const histories: Pick<Last, 'id' | 'status' | 'price' | 'history'>[] = [];
    // One record at a time: what stays of each is its URLs, its photos' image sets and its price.
    const read = await readList(join(out, language, 'properties.json'), (record) => {
      if (typeof record !== 'object' || record === null) return;
      const { id, url, formerUrls, pictures, status, price, history } = record as Last;
      urls.set(id, { url, formerUrls: formerUrls?.length ? formerUrls : NO_FORMER_URLS });
      for (const picture of Array.isArray(pictures) ? pictures : []) {
        if (picture?.image) previous.images.set(picture.url, picture.image);
      }
      if (!previous.last) histories.push({ id, status, price, history });
    });
    // An unreadable previous output only costs the redirects of moved URLs and kept photos.
    if (read.kind !== 'list') continue;
    previous.last ??= lastOutputOf(histories, publishedAt);
    previous.urls.set(language, urls);
  }
  return previous;
}

type ImageConfig = Exclude<SyncOptions['images'], false>;

/** The live service's own origin: photos on it are as trusted as the feed. */
function feedOrigin(location: string): AllowedHost[] {
  if (!/^https?:/.test(location)) return [];
  const url = new URL(location);
  return [
    { host: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port: url.port || (url.protocol === 'https:' ? '443' : '80') },
  ];
}

/**
 * The image stage and the logo: each photo's set by URL for the records' final check, the site's
 * own images, and the photos' problems. The media folder is locked from the first set written until
 * the clean-up: another sync sharing it must not remove sets this one made but has not registered yet.
 */
async function runImages(
  photos: ReadonlyMap<string, readonly PhotoHolder[]>,
  config: ImageConfig,
  previous: Map<string, ImageSet>,
  options: SyncOptions,
) {
  await mkdir(dirname(config.mediaDir), { recursive: true });
  const lock = await acquireLock(`${config.mediaDir}.lock`);
  // Relative photo URLs resolve against the first source (the sample's snapshot folder); every
  // live source's own origin is as trusted as its feed.
  const location = options.sources[0]?.location ?? '';
  const live = /^https?:/.test(location);
  let originals: Originals | undefined;
  // The photos' time: from now, the downloads in flight stop and no photo starts once it is out.
  const outOfTime = new AbortController();
  const budget = config.photoBudgetMs;
  const stop = budget ? { signal: outOfTime.signal, reason: `the photos' ${budget / 1000} s of this run ran out` } : undefined;
  const timer = budget ? setTimeout(() => outOfTime.abort(), budget) : undefined;
  try {
    const kept = await openOriginals(config.cacheDir, {
      signal: stop?.signal,
      stopReason: stop?.reason,
      // One host's outage costs its photos one timeout, not each photo its own (pipeline/feed/host-breaker.ts).
      breaker: createHostBreaker(),
      timeoutMs: config.photoTimeoutMs ?? 30_000,
      retries: config.retries ?? 2,
      retryDelayMs: config.retryDelayMs ?? 500,
      allowed: [...options.sources.flatMap((source) => feedOrigin(source.location)), ...(config.allowedHosts ?? [])],
      localRoot: live ? undefined : (config.localRoot ?? dirname(resolve(location))),
      maxBytes: config.maxOriginalBytes,
    });
    originals = kept;
    const media = createMediaStore(config.mediaDir);
    const registry = await openMediaRegistry(media);
    // Relative photo URLs are relative to where the feed came from (a snapshot folder or the service).
    const base = live ? new URL(location) : pathToFileURL(location.endsWith('/') ? location : `${location}/`);
    const result = await runImageStage(photos, {
      originals: kept,
      media,
      base,
      previous,
      concurrency: config.concurrency,
      stop,
      onProgress: (progress) => options.onProgress?.({ stage: 'images', progress }),
    });
    clearTimeout(timer);
    const siteMedia: SiteMedia = { logo: null, images: {} };
    if (config.logo) {
      const { logo } = await makeLogo(config.logo, media);
      siteMedia.logo = logo;
      result.used.add(logo.digest);
    }
    const sitePaths = config.site ? await config.site.paths() : [];
    if (config.site && sitePaths.length > 0) {
      const { images } = await makeSiteImages(config.site.configDir, sitePaths, media);
      siteMedia.images = images;
      for (const set of Object.values(images)) result.used.add(set.digest);
    }
    return {
      images: result.images,
      problems: result.problems,
      media: siteMedia,
      stats: result.stats,
      heldBack: result.heldBack,
      warnings: [...kept.warnings, ...media.warnings],
      /** Removes what no output sharing the media folder names any more; call once the output is in place. */
      async removeUnused() {
        await registry.release(options.out, result.used);
        await kept.commit();
      },
      release: async () => {
        await kept.close();
        await lock.release();
      },
    };
  } catch (error) {
    clearTimeout(timer);
    await originals?.close();
    await lock.release();
    throw error;
  }
}

/**
 * Every source read at once. One source that fails fails the run (the last output stays); when one
 * of several fails, its last good records stand in for it (readPrevious), and the run says so.
 */
async function readSources(options: SyncOptions, now: Date, spill: RecordSpill) {
  const memories = await readMemories(options.out, options.sources, {
    languages: options.languages,
    now,
    policy: options.memory,
  });
  const context = {
    languages: options.languages,
    newList: spill.newList,
    onProgress: (progress: FetchProgress) => options.onProgress?.({ stage: 'fetch', progress }),
  };
  const settled = await Promise.allSettled(
    options.sources.map((source) => source.read({ ...context, ...memories.contextOf(source.name) })),
  );
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (failures.length === settled.length) throw failures[0];
  const read = new Map<string, ReadonlyMap<Language, SourceLanguage>>();
  const extras = new Map<string, ReadonlyMap<number, PropertyExtras>>();
  const failed = new Map<string, string>();
  const kept: KeptMemory[] = [];
  let requests = 0;
  for (const [i, result] of settled.entries()) {
    const source = options.sources[i] as Source;
    if (result.status === 'fulfilled') {
      read.set(source.name, result.value.languages);
      if (result.value.extras) extras.set(source.name, result.value.extras);
      requests += result.value.requests;
      kept.push(memories.keptOf(source, result.value));
    } else failed.set(source.name, result.reason instanceof Error ? result.reason.message : String(result.reason));
  }
  return { read, extras, failed, requests, kept };
}

/** The records of every source in the configuration's order (the first to publish an id keeps it): read, or kept from the last output. */
const recordsInOrder = (
  sources: readonly Source[],
  read: ReadonlyMap<string, ReadonlyMap<Language, SourceLanguage>>,
  kept: ReadonlyMap<string, ReadonlyMap<Language, SourceLanguage>>,
): NamedRecords[] =>
  sources.flatMap((source) => {
    const languages = read.get(source.name) ?? kept.get(source.name);
    return languages ? [{ name: source.name, languages }] : [];
  });

/**
 * The sources read and merged, with what the run compares them with: the last output. The sources'
 * own lists are let go here: the merged ones hold the records, which normalizeFeed consumes.
 */
async function sourcedRecords(options: SyncOptions, spill: RecordSpill) {
  const now = (options.now ?? (() => new Date()))();
  // Each property's price and status history, and this run's events, against the last output: read
  // while the sources wait for their answers (what stays of it is small: URLs, photos, histories).
  const [previous, { read, extras, failed, requests, kept: memories }] = await Promise.all([
    readPrevious(options.out, options.languages),
    readSources(options, now, spill),
  ]);
  const failedSources = previous.sources.filter((source) => failed.has(source.name));
  const kept = failedSources.length > 0 ? await keptRecordsOf(options.out, failedSources, options.languages) : new Map();
  const merged = mergeSources(recordsInOrder(options.sources, read, kept));
  read.clear();
  kept.clear();
  return { merged, previous, now, failed, requests, extras, memories };
}

/** The manifest's account of each source: how it went, and what it published. */
function manifestSources(
  sources: readonly Source[],
  failed: ReadonlyMap<string, string>,
  merged: ReturnType<typeof mergeSources>,
  dataset: Dataset,
): Manifest['sources'] {
  const first = dataset.byLanguage.values().next().value;
  const published = <T extends { id: number }>(
    records: readonly T[] | undefined,
    origins: ReadonlyMap<number, string>,
    name: string,
  ) => (records ?? []).filter((r) => origins.get(r.id) === name).map((r) => r.id);
  return sources.map((source) => ({
    name: source.name,
    kind: source.kind,
    location: source.location,
    state: failed.has(source.name) ? ('kept' as const) : ('read' as const),
    ...(failed.has(source.name) && { error: failed.get(source.name) }),
    properties: published(first?.properties, merged.propertyOrigins, source.name),
    projects: published(first?.projects, merged.projectOrigins, source.name),
  }));
}

/**
 * Everything this run writes but the manifest, and what the manifest and the summary say of its
 * data. The photos come first, so that each record is checked with its images and written as it
 * is checked (pipeline/write/property-lists.ts): with a large feed, its records and their files
 * would otherwise be in memory at once.
 */
async function renderedRun(options: SyncOptions, begun: Begun) {
  // The sources' records on disk until they are checked and written (pipeline/record-spill.ts).
  begun.spill = openRecordSpill(recordsFolder(options.out));
  const { merged, previous, now, failed, requests, extras, memories } = await sourcedRecords(options, begun.spill);
  const images = options.images
    ? await runImages(photosOf(merged.languages), options.images, previous.images, options)
    : undefined;
  begun.images = images;
  options.onProgress?.({ stage: 'normalize' });
  const staging = await openStaging(options.out);
  begun.staging = staging;
  const lists = propertyListsIn(staging);
  const ads = adGapsCollector(calendarDay(now, AGENCY_TIME_ZONE));
  const { last } = previous;
  const newForDays = options.newForDays ?? NEW_BADGE_DAYS;
  const dataset = normalizeFeed(
    merged.languages,
    {
      previous: previous.urls,
      historyOf: (record) => historyOf(record, { now, newForDays, last }),
      images: images?.images,
    },
    ads.watching(lists),
  );
  await lists.close(dataset.languages);
  // Before renderData, which lets the dataset's lists go as it writes them.
  const adGaps = ads.gaps(dataset);
  if (images) {
    dataset.problems.push(...images.problems);
    dataset.media = images.media;
  }
  const sources = manifestSources(options.sources, failed, merged, dataset);
  const facts = factsOf(dataset);
  // The properties the last output had and this one has not keep their pages (issue 15, §8).
  const lastIds = new Set([...previous.urls.values()].flatMap((urls) => [...urls.keys()]));
  await staging.write(DEPARTED, Buffer.from(await renderDeparted(options.out, dataset, now, lastIds)));
  await staging.write(EVENTS_FILE, Buffer.from(await renderEvents(options.out, dataset, previous.last, now)));
  for (const [path, bytes] of await renderExtras(options.out, sources, extras)) await staging.write(path, bytes);
  await renderData(dataset, staging);
  return { staging, facts, now, failed, requests, sources, memories, adGaps };
}

type ImagesRun = Awaited<ReturnType<typeof runImages>>;
/** What a run has begun, for its clean-up whatever happens. */
type Begun = { images?: ImagesRun; staging?: Staging; spill?: RecordSpill };

/** fetch → normalize → derive → write (DESIGN.md, Data flow). The last good output survives any failure. */
export async function runSync(options: SyncOptions): Promise<SyncSummary> {
  const started = performance.now();
  // The output's parent may not exist yet (a first sync into a new folder): the lock lives there.
  await mkdir(dirname(options.out), { recursive: true });
  const lock = await acquireLock(`${options.out}.lock`);
  const begun: Begun = {};
  try {
    await recoverOutput(options.out);
    const { staging, facts, now, failed, requests, sources, memories, adGaps } = await renderedRun(options, begun);
    const unchanged = await isUnchanged(options.out, staging);
    if (unchanged) await discardStaging(staging);
    else {
      options.onProgress?.({ stage: 'write' });
      // Said in the manifest, and true once published: the check below passed with this contract.
      await staging.write(MANIFEST, renderManifest(facts, staging.files, sources, now, await schemaDigest()));
      await publishStaging(options.out, staging, async (dir) => {
        const problems = await checkOutput(dir);
        if (problems.length > 0) {
          const list = problems.slice(0, 10).map((p) => `${p.file} ${p.place}: ${p.message}`);
          throw new VitrineError(
            'OUTPUT_INVALID',
            `the new output failed validation, so the previous one was kept:\n  ${list.join('\n  ')}`,
            'This is a bug in Vitrine: report it with the feed data that caused it.',
          );
        }
      });
    }
    // Only now that the new output is in place may what it no longer uses go, and what the sources
    // kept for the next run be kept: it belongs to this output.
    await begun.images?.removeUnused();
    await keepMemories(options.out, memories);
    const summary: SyncSummary = {
      outcome: unchanged ? 'unchanged' : 'published',
      out: options.out,
      languages: facts.languages,
      properties: facts.counts.properties,
      projects: facts.counts.projects,
      quarantined: facts.counts.quarantined,
      cleaned: facts.counts.cleaned,
      photos: begun.images?.stats ?? null,
      photosHeldBack: begun.images?.heldBack ?? [],
      totals: facts.totals,
      requests,
      durationMs: Math.round(performance.now() - started),
      problems: facts.problems,
      warnings: begun.images?.warnings ?? [],
      keptSources: [...failed].map(([name, error]) => ({ name, error })),
      readings: memories.map(({ name, reading }) => ({ name, ...reading })),
      adGaps,
    };
    options.onProgress?.({ stage: 'done', summary });
    return summary;
  } catch (error) {
    // A run that fails after it began its staging folder leaves none behind (one already swapped in is gone).
    if (begun.staging) await discardStaging(begun.staging);
    throw error;
  } finally {
    begun.spill?.remove();
    await begun.images?.release();
    await lock.release();
  }
}
