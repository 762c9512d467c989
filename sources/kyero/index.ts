import { slugOf } from '../../pipeline/derive/index.js';
import {
  type CityEntry,
  type MappedListBuilder,
  newMappedList,
  type PropertyDraft,
  type Reading,
  type Source,
  type SourceContext,
  type SourceLanguage,
  type SourceRead,
} from '../../pipeline/source.js';
import type { Language, RecordProblem, TypeCategory } from '../../schema/index.js';
import { TYPE_CATEGORIES } from '../../schema/index.js';
import { extraOf, type KyeroExtra } from './extra.js';
import { copyingFeed, kyeroMemorySchema, openFeedCopy, removeOtherCopies } from './feed-copy.js';
import { DEFAULT_MAX_BYTES } from './limits.js';
import { mapKyeroProperty } from './map-property.js';
import { parseKyero } from './parse.js';
import { readKyeroProperty } from './read-property.js';
import { isKyeroUrl, type KyeroHttpOptions, openKyeroFeed, openKyeroFeedIfChanged } from './transport.js';

// The Kyero v3 XML source (DESIGN.md, Sources): a feed at an http(s) URL or in a file, read as a
// stream, each <property> mapped onto our model in every language the run asks for.

export type { KyeroExtra } from './extra.js';
// The streamed parse alone, for bench/kyero's parse-only figure.
export { parseKyero } from './parse.js';
export type { KyeroHttpOptions } from './transport.js';
export { openKyeroFeed } from './transport.js';
export { type KyeroProblem, validateKyeroFile } from './validate.js';

export interface KyeroSourceOptions {
  /** The configuration's name for this feed. */
  name: string;
  /** An http(s) URL or a file path. */
  location: string;
  /** Added to every property id, so that two feeds (or a feed and Omnicasa) never share one. */
  idOffset?: number;
  /** Needed when location is a URL. */
  http?: KyeroHttpOptions;
  /** A feed larger than this is refused (bytes); DEFAULT_MAX_BYTES when not given. */
  maxBytes?: number;
}

export interface KyeroRead extends SourceRead {
  /** Per property id, the feed's texts our model has no place for (extra.ts), kept rather than dropped. */
  extras: ReadonlyMap<number, KyeroExtra>;
}

/** How often the terminal hears of the reading, in properties. */
const PROGRESS_EVERY = 1000;

export interface KyeroSource extends Source {
  read(context: SourceContext): Promise<KyeroRead>;
}

export function kyeroSource(options: KyeroSourceOptions): KyeroSource {
  return {
    name: options.name,
    kind: 'kyero',
    location: options.location,
    read: (context) => readKyeroFeed(options, context),
  };
}

/**
 * The feed's bytes: from the server, or from the last read's copy when the server says the feed has
 * not changed since (HTTP 304). Over HTTP the bytes are copied as they are read, for the next run.
 */
async function openFeed(options: KyeroSourceOptions, context: SourceContext) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const folder = isKyeroUrl(options.location) ? context.memoryFolder : undefined;
  if (!folder) return { feed: await openKyeroFeed(options.location, maxBytes, options.http) };
  const kept = kyeroMemorySchema.safeParse(context.memory).data;
  await removeOtherCopies(folder, kept?.copy);
  const answer = await openKyeroFeedIfChanged(options.location, maxBytes, options.http, kept);
  if (answer === 'not-modified' && kept) {
    const describe = `The Kyero feed ${options.location} (unchanged since the last read: its copy)`;
    const copy = await openFeedCopy(folder, kept, describe);
    if (copy) {
      const detail = 'the feed has not changed since the last read (HTTP 304): read from its copy';
      return { feed: copy, memory: kept, reading: { kind: 'changes', detail } satisfies Reading };
    }
  }
  const feed = answer === 'not-modified' ? await openKyeroFeed(options.location, maxBytes, options.http) : answer;
  const reading =
    answer === 'not-modified'
      ? { kind: 'full' as const, detail: 'the last read’s copy of the feed is gone or altered' }
      : undefined;
  const { etag = null, lastModified = null } = feed.validators ?? {};
  // A server that names no version of its feed cannot be asked whether it changed.
  if (etag === null && lastModified === null) return { feed, reading };
  const copying = await copyingFeed(feed, folder);
  return {
    feed: { ...feed, chunks: copying.chunks },
    reading,
    finish: () => copying.finish({ etag, lastModified }),
  };
}

/**
 * A copy of parsed values that holds none of the feed's text: the parser's strings are slices of
 * the chunk they were read from, and one kept beyond the read (an extra, a city) keeps its whole
 * chunk alive, 128 KB of a large feed each, which is most of the feed for the extras.
 */
const detached = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

async function readKyeroFeed(options: KyeroSourceOptions, context: SourceContext): Promise<KyeroRead> {
  const { languages } = context;
  const opened = await openFeed(options, context);
  const { feed } = opened;
  // On disk when the sync gives lists (a large feed's drafts of every language are held until the read ends).
  const properties = new Map<Language, MappedListBuilder<PropertyDraft>>(languages.map((l) => [l, newMappedList(context)]));
  const problems = new Map<Language, RecordProblem[]>(languages.map((l) => [l, []]));
  const extras = new Map<number, KyeroExtra>();
  const cities = new Map<string, CityEntry>();
  const firstAt = new Map<number, number>();
  let count = 0;
  let reported = 0;
  // Rows since the last report: the terminal adds them up.
  const progress = () => {
    context.onProgress?.({
      method: feed.describe,
      language: languages[0] ?? 'fr',
      page: count,
      pages: count,
      rows: count - reported,
    });
    reported = count;
  };

  for await (const record of parseKyero(feed.chunks, feed)) {
    count += 1;
    if (count % PROGRESS_EVERY === 0) progress();
    const read = readKyeroProperty(record, options.idOffset ?? 0);
    if (!read.ok) {
      for (const language of languages)
        properties.get(language)?.push({
          ok: false,
          id: read.id,
          problems: read.findings.map((f) => ({ ...f, id: read.id, kind: 'property', language })),
        });
      continue;
    }
    const { listing } = read;
    const first = firstAt.get(listing.id);
    if (first !== undefined) {
      for (const language of languages)
        problems.get(language)?.push({
          id: listing.id,
          kind: 'property',
          language,
          field: 'id',
          reason: `duplicate id ${JSON.stringify(listing.kyeroId)}: property ${record.position} of the feed (line ${record.line}) repeats property ${first}, which is the one published`,
          action: 'quarantined',
        });
      continue;
    }
    firstAt.set(listing.id, record.position);
    extras.set(listing.id, detached(extraOf(record.node)));
    for (const language of languages) {
      const { draft, problems: found } = mapKyeroProperty(listing, read.findings, language);
      properties.get(language)?.push({ ok: true, value: draft, problems: found });
      const key = `${draft.address.city}|${draft.address.zip}`;
      if (!cities.has(key))
        cities.set(
          key,
          detached({
            name: draft.address.city,
            zip: draft.address.zip,
            countryId: draft.address.countryId,
            countryName: draft.address.countryName,
          }),
        );
    }
  }
  progress();

  const result = new Map<Language, SourceLanguage>();
  for (const language of languages)
    result.set(language, {
      properties: properties.get(language)?.done() ?? [],
      types: typeCategoriesIn(language),
      cities: [...cities.values()],
      projects: [],
      problems: problems.get(language) ?? [],
    });
  const memory = opened.finish ? await opened.finish() : opened.memory;
  return { languages: result, requests: 1, extras, memory, ...(opened.reading && { reading: opened.reading }) };
}

/** §3's eight type categories with their names in this language; the pipeline counts them. */
export function typeCategoriesIn(language: Language): TypeCategory[] {
  return TYPE_CATEGORIES.map((c) => ({
    id: c.id,
    webId: c.webId,
    name: c.names[language],
    slug: slugOf(c.names[language]) || `type-${c.webId}`,
    showOrder: c.showOrder,
    sale: c.sale,
    rent: c.rent,
    language,
    countSaleProperty: 0,
    countRentProperty: 0,
  }));
}
