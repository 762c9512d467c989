import {
  type City,
  type ImageSet,
  type Language,
  type Picture,
  type Project,
  type Property,
  type PropertyHistory,
  PUBLIC_STATUSES,
  projectSchema,
  propertySchema,
  type RecordProblem,
  type SiteMedia,
  type TypeCategory,
} from '../../schema/index.js';
import { countCities, countTotals, countTypes } from '../derive/counts.js';
import { carryFormerUrls } from '../derive/former-urls.js';
import { firstSyncHistories, type HistorySubject } from '../derive/property-history.js';
import { sharedStrings } from '../derive/shared-strings.js';
import type { PropertyDraft, SourceLanguage } from '../source.js';
import { normalizeCities } from './cities.js';
import { problemsFromIssues } from './problems.js';

/**
 * What the run keeps of a published property once its record is written (RecordSink): what the
 * counts, the search index, the forms' cities, the events and the departed list need.
 */
export interface PropertySummary extends Pick<Property, 'id' | 'url' | 'title' | 'status' | 'goal' | 'typeIds'> {
  price: Pick<Property['price'], 'amount' | 'published'>;
  address: Pick<Property['address'], 'city' | 'zip' | 'countryId' | 'countryName'>;
}

/** A record's summary; `shared` gives the values many records have in common one string (pipeline/derive/shared-strings.ts). */
export const summaryOf = (
  { id, url, title, status, goal, typeIds, price, address }: Property,
  shared: (value: string) => string = (value) => value,
): PropertySummary => ({
  id,
  url,
  title,
  status: shared(status) as Property['status'],
  goal: shared(goal) as Property['goal'],
  typeIds,
  price: { amount: price.amount, published: price.published },
  address: {
    city: shared(address.city),
    zip: shared(address.zip),
    countryId: address.countryId,
    countryName: address.countryName === null ? null : shared(address.countryName),
  },
});

/** One language's data: its properties whole (normalizeFeed without a sink) or as summaries (with one). */
export interface LanguageDataset<P extends PropertySummary = PropertySummary> {
  properties: P[];
  types: TypeCategory[];
  cities: City[];
  projects: Project[];
}

export interface Dataset<P extends PropertySummary = PropertySummary> {
  languages: Language[];
  byLanguage: Map<Language, LanguageDataset<P>>;
  problems: RecordProblem[];
  totals: { forSale: number; forRent: number };
  /** Images of the site itself; the image stage fills them in. */
  media: SiteMedia;
}

/**
 * Where the checked records go, one at a time, so that a large feed's records are never all in
 * memory: the sync writes each as a line of its properties.json (pipeline/write/property-lists.ts).
 */
export interface RecordSink {
  /** A checked record of `language`; each language's in id order, one language after the other. */
  add(language: Language, record: Property): void;
  /** Records already added that a later language's check refused: they must not publish (rare). */
  remove(language: Language, ids: ReadonlySet<number>): void;
}

export interface NormalizeOptions {
  /** Earlier output, so that moved URLs keep redirecting. */
  previous?: PreviousUrls;
  /** Each property's history (the sync compares with its last output); by default, as on a first sync made now. */
  historyOf?: HistoryOf;
  /** The image stage's sets by photo URL (null: a placeholder), put into each record's pictures before the final check. */
  images?: ReadonlyMap<string, ImageSet | null>;
}

/** How many properties the report lists with this action (a property counts once, whatever its languages). */
export function countProperties(dataset: Dataset, action: RecordProblem['action']): number {
  return new Set(dataset.problems.filter((p) => p.kind === 'property' && p.action === action).map((p) => p.id)).size;
}

/** Earlier output, so that moved URLs keep redirecting: id → record, per language. */
export type PreviousUrls = Map<Language, Map<number, Pick<Property, 'url' | 'formerUrls'>>>;

/** A record's history in this output (pipeline/derive/property-history.ts), asked once per property. */
export type HistoryOf = (record: HistorySubject) => PropertyHistory;

/**
 * The sources' records of every language → validated records with counts. A property publishes in every
 * language or in none: if one language's record cannot publish, the others are held back too, so
 * the language switcher never leads to a missing page. It consumes the feeds' property records
 * (each language's list is empty once checked). With a sink, the records go there and the dataset
 * holds their summaries; without one, the dataset holds them whole.
 */
export function normalizeFeed(feeds: ReadonlyMap<Language, SourceLanguage>, options?: NormalizeOptions): Dataset<Property>;
export function normalizeFeed(
  feeds: ReadonlyMap<Language, SourceLanguage>,
  options: NormalizeOptions,
  sink: RecordSink,
): Dataset<PropertySummary>;
export function normalizeFeed(
  feeds: ReadonlyMap<Language, SourceLanguage>,
  options: NormalizeOptions = {},
  sink?: RecordSink,
): Dataset {
  const previous = options.previous ?? new Map();
  const historyOf = options.historyOf ?? firstSyncHistories(new Date());
  const problems: RecordProblem[] = [];
  const typesByLanguage = new Map<Language, TypeCategory[]>();
  // Where each publishable draft is in its language's list, by id, and its URL (for the alternates):
  // the drafts themselves stay in the lists, which may be on disk (pipeline/record-spill.ts).
  const positions = new Map<Language, Map<number, number>>();
  const urls = new Map<Language, Map<number, string>>();
  const refused = new Set<number>();
  // One history per property, the same in every language (the first language's record decides).
  const histories = new Map<number, PropertyHistory>();
  const historyFor = (draft: PropertyDraft) => {
    let history = histories.get(draft.id);
    if (!history) {
      history = historyOf(draft);
      histories.set(draft.id, history);
    }
    return history;
  };

  for (const [language, feed] of feeds) {
    problems.push(...feed.problems);
    typesByLanguage.set(language, feed.types);
    const at = new Map<number, number>();
    const urlOf = new Map<number, string>();
    let position = 0;
    for (const result of feed.properties) {
      problems.push(...result.problems);
      if (!result.ok) {
        if (result.id != null) refused.add(result.id);
      } else if (PUBLIC_STATUSES.includes(result.value.status)) {
        at.set(result.value.id, position);
        urlOf.set(result.value.id, result.value.url);
      }
      position += 1;
    }
    positions.set(language, at);
    urls.set(language, urlOf);
  }

  // Final check of every record against the published schema, then hold back in every language
  // what failed in any. A draft is read from its list when it is checked, and each language's list
  // is let go once checked, so that a large feed's drafts and records are not all in memory at once.
  const checked = new Map<Language, PropertySummary[]>();
  const shared = sharedStrings();
  const withImages = <T extends { pictures: Picture[] }>(record: T): T =>
    options.images ? { ...record, pictures: record.pictures.map((p) => pictureWithImage(p, options.images)) } : record;
  for (const [language, at] of positions) {
    const valid: PropertySummary[] = [];
    const list = (feeds.get(language) as SourceLanguage).properties;
    const refusedHere = new Set<number>();
    for (const [, position] of [...at].sort(([a], [b]) => a - b)) {
      const mapped = list.at(position);
      if (!mapped?.ok) continue;
      const draft = mapped.value;
      if (refused.has(draft.id)) continue;
      const alternates = Object.fromEntries(
        [...urls].flatMap(([other, map]) => (map.has(draft.id) ? [[other, map.get(draft.id)]] : [])),
      );
      const record = withImages({
        ...draft,
        alternates,
        formerUrls: carryFormerUrls(previous.get(language) ?? new Map(), draft),
        history: historyFor(draft),
      });
      const result = propertySchema.safeParse(record);
      if (result.success) {
        if (sink) {
          sink.add(language, result.data);
          valid.push(summaryOf(result.data, shared));
        } else valid.push(result.data);
      } else {
        refused.add(draft.id);
        refusedHere.add(draft.id);
        problems.push(...problemsFromIssues(result.error.issues, record, { id: draft.id, kind: 'property', language }));
      }
    }
    if (Array.isArray(list)) list.length = 0;
    // Refused here, published already in the languages checked before: taken back there.
    if (sink && refusedHere.size > 0)
      for (const [earlier, summaries] of checked) {
        const taken = new Set(summaries.filter((p) => refusedHere.has(p.id)).map((p) => p.id));
        if (taken.size > 0) sink.remove(earlier, taken);
      }
    checked.set(language, valid);
  }

  // What found the drafts and their alternates is of no more use: let it go before the counts.
  positions.clear();
  urls.clear();
  const byLanguage = new Map<Language, LanguageDataset>();
  for (const [language, valid] of checked) {
    const properties = valid.filter((p) => !refused.has(p.id));
    const feed = feeds.get(language) as SourceLanguage;
    const cities = normalizeCities(feed.cities, properties, language);
    const projects: Project[] = [];
    for (const result of feed.projects) {
      problems.push(...result.problems);
      if (!result.ok) continue;
      // The same final check as properties: what the site reads always fits the schema.
      const checkedProject = projectSchema.safeParse(withImages(result.value));
      if (checkedProject.success) projects.push(checkedProject.data);
      else
        problems.push(
          ...problemsFromIssues(checkedProject.error.issues, result.value, {
            id: result.value.id,
            kind: 'project',
            language,
          }),
        );
    }
    byLanguage.set(language, {
      properties,
      types: countTypes(typesByLanguage.get(language) ?? [], properties),
      cities: countCities(cities, properties),
      projects: projects.sort((a, b) => a.id - b.id),
    });
  }

  const first = byLanguage.values().next().value;
  return {
    languages: [...feeds.keys()],
    byLanguage,
    problems,
    totals: countTotals(first?.properties ?? []),
    media: { logo: null, images: {} },
  };
}

/** A picture with the image stage's set, when the stage had its URL (null: it is shown as a placeholder). */
const pictureWithImage = (picture: Picture, images: ReadonlyMap<string, ImageSet | null> | undefined): Picture =>
  images?.has(picture.url) ? { ...picture, image: images.get(picture.url) ?? null } : picture;
