import { setMaxListeners } from 'node:events';
import PQueue from 'p-queue';
import type { FetchProgress } from '../../pipeline/source.js';
import type { Language } from '../../schema/index.js';
import { parseIdList, parseListValue, unwrapEnvelope } from './envelope.js';
import { OMNICASA_LANGUAGE_IDS } from './languages.js';
import type { CallContext, OmnicasaParams, OmnicasaTransport } from './request.js';

export interface OmnicasaClientOptions {
  transport: OmnicasaTransport;
  /** Rows per page (Limit2 − Limit1 + 1); 50 is what Omnicasa integrations typically use. */
  pageSize?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  onProgress?: (progress: FetchProgress) => void;
}

/** Raw items per language, exactly as the service sent them (validated later, record by record). */
export interface OmnicasaFeed {
  properties: unknown[];
  webIds: unknown[];
  cities: unknown[];
  projects: unknown[];
}

// The list methods we read (DESIGN.md, Sources), with the parameters each takes.
const LIST_METHODS = {
  properties: { method: 'GetPropertyList', params: {} },
  webIds: { method: 'GetWebIDList', params: {} },
  cities: { method: 'GetCityListOfObjects', params: {} },
  projects: { method: 'GetProjectList', params: {} },
} satisfies Record<keyof OmnicasaFeed, { method: string; params: OmnicasaParams }>;

/** A list call's labels and texts in `language`. */
const languageParams = (language: Language): OmnicasaParams => ({
  LanguageId: OMNICASA_LANGUAGE_IDS[language],
  DescriptionLanguageId: OMNICASA_LANGUAGE_IDS[language],
});

export function createOmnicasaClient(options: OmnicasaClientOptions) {
  const pageSize = options.pageSize ?? 50;
  const queue = new PQueue({ concurrency: options.concurrency ?? 4 });
  const stop = new AbortController();
  // Every queued request listens to this one signal: that is by design, not a leak.
  setMaxListeners(0, stop.signal);

  async function call(context: CallContext, params: OmnicasaParams): Promise<unknown> {
    const body = await queue.add(() => options.transport.call(context, params, stop.signal), { signal: stop.signal });
    return unwrapEnvelope(context, body);
  }

  async function page(method: string, language: Language, base: OmnicasaParams, number: number) {
    const first = (number - 1) * pageSize + 1;
    const last = number * pageSize;
    const context: CallContext = { method, language, page: { number, first, last } };
    return parseListValue(context, await call(context, { ...base, Limit1: first, Limit2: last }));
  }

  /** Every row of a list method in one language: the first page tells how many pages follow. */
  async function list(method: string, language: Language, params: OmnicasaParams): Promise<unknown[]> {
    const base = { ...params, ...languageParams(language) };
    const first = await page(method, language, base, 1);
    const pages = Math.max(1, Math.ceil(first.RowsCount / pageSize));
    let done = 1;
    const report = (rows: number) => options.onProgress?.({ method, language, page: done, pages, rows });
    report(first.Items.length);
    const rest = await Promise.all(
      Array.from({ length: pages - 1 }, async (_, i) => {
        const value = await page(method, language, base, i + 2);
        done++;
        report(value.Items.length);
        return value.Items;
      }),
    );
    return [first.Items, ...rest].flat();
  }

  async function fetchLanguage(language: Language, propertyParams: OmnicasaParams = {}): Promise<OmnicasaFeed> {
    const methods = { ...LIST_METHODS, properties: { ...LIST_METHODS.properties, params: propertyParams } };
    const entries = await Promise.all(
      Object.entries(methods).map(async ([key, { method, params }]) => [key, await list(method, language, params)] as const),
    );
    return Object.fromEntries(entries) as unknown as OmnicasaFeed;
  }

  /** How many rows GetPropertyList has in a language, from a page of one row. */
  async function propertyCount(language: Language): Promise<number> {
    const method = LIST_METHODS.properties.method;
    const context: CallContext = { method, language, page: { number: 1, first: 1, last: 1 } };
    return parseListValue(context, await call(context, { ...languageParams(language), Limit1: 1, Limit2: 1 })).RowsCount;
  }

  /** The IDs of the properties the back office deleted. */
  async function deletedIds(): Promise<Set<number>> {
    const context: CallContext = { method: 'GetDeletedPropertyIDs' };
    return new Set(parseIdList(context, await call(context, {})));
  }

  /** Runs every call, and on the first failure stops the others. */
  async function all<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      stop.abort(error);
      queue.clear();
      throw error;
    }
  }

  return {
    /** Fetches every list in every language; the first failure stops the others. */
    async fetchAll(languages: readonly Language[]): Promise<Map<Language, OmnicasaFeed>> {
      return new Map(await all(Promise.all(languages.map(async (l) => [l, await fetchLanguage(l)] as const))));
    },
    /**
     * Every list but the properties in full; of the properties, the rows changed since `since`
     * (ChangeSince), with how many rows each language has in all and the IDs deleted.
     */
    async fetchChanges(languages: readonly Language[], since: string) {
      return all(
        Promise.all([
          Promise.all(
            languages.map(async (l) => [l, await fetchLanguage(l, { ChangeSince: since }), await propertyCount(l)] as const),
          ),
          deletedIds(),
        ]).then(([feeds, deleted]) => ({
          feeds: new Map(feeds.map(([l, feed]) => [l, feed])),
          counts: new Map(feeds.map(([l, , count]) => [l, count])),
          deleted,
        })),
      );
    },
    get requestCount() {
      return options.transport.requestCount;
    },
  };
}
