import fc from 'fast-check';
import { expect } from 'vitest';
import { type Dataset, type LanguageDataset, normalizeFeed } from '../../pipeline/normalize/feed.js';
import { idOf } from '../../pipeline/normalize/problems.js';
import {
  citySchema,
  type Language,
  projectSchema,
  propertySchema,
  recordProblemSchema,
  typeCategorySchema,
} from '../../schema/index.js';
import type { OmnicasaFeed } from '../../sources/omnicasa/client.js';
import { mapOmnicasaFeeds } from '../../sources/omnicasa/index.js';
import { feedInt } from '../../sources/omnicasa/raw-fields.js';
import { feedArbitrary } from './feed-arbitraries.js';

// The properties normalize/derive keep over any feed (tests/unit/feed-properties.test.ts runs them
// in `npm test`, tests/slow/ with many more cases in `npm run faults`).

export const SEED = 20261124;

// Fields whose value is a link the site puts in an href or fetches.
const LINK_KEYS = new Set(['virtualTour', 'externalWeb']);
const HTML_KEYS = new Set(['html']);
// URL paths we build ourselves from slugs.
const PATH_KEYS = new Set(['url', 'alternates', 'formerUrls']);
// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;
// In HTML, tab, CR and LF are white space like any other.
const INVISIBLE_IN_HTML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;
const BAD_SCHEME = /(?:^|[\s"'=])(?:javascript|data|file|vbscript):/i;

/** Every string of a value with the path that leads to it. */
function* stringsOf(value: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* stringsOf(v, [...path, String(i)]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* stringsOf(v, [...path, k]);
}

/**
 * What is wrong with a published record, as "path: what" lines; none when what the site receives
 * is clean: links http(s), HTML sanitized, texts free of tags and invisible characters. (Plain
 * checks, not one expect per string: this runs on every string of thousands of records.)
 */
export function unsafeStringsOf(record: unknown): string[] {
  const found: string[] = [];
  const check = (ok: boolean, where: string, what: string, text: string) => {
    if (!ok) found.push(`${where}: ${what}: ${JSON.stringify(text.slice(0, 120))}`);
  };
  for (const [path, text] of stringsOf(record)) {
    const key = path.at(-1) ?? '';
    const parent = path.at(-3) ?? '';
    const where = path.join('.');
    if (LINK_KEYS.has(key) || (key === 'url' && (parent === 'documents' || parent === 'videos'))) {
      check(/^https?:\/\/[^\s\\]/i.test(text) && !BAD_SCHEME.test(text), where, 'not an http(s) link', text);
    } else if (key === 'url' && parent === 'pictures') {
      // Absolute http(s), or relative to the feed's own location (the image stage resolves it).
      check(!/^[\\/]|\\|^[a-z]:[\\/]/i.test(text), where, 'a local path', text);
      check(!/^[a-z][a-z\d+.-]*:/i.test(text) || /^https?:\/\//i.test(text), where, 'a scheme other than http(s)', text);
    } else if (HTML_KEYS.has(key)) {
      check(!/<script|<[^>]*\son[a-z]+\s*=|<(?:iframe|object|embed|style|img|svg)/i.test(text), where, 'unsafe HTML', text);
      for (const href of text.matchAll(/href="([^"]*)"/g))
        check(/^(?:https?|mailto|tel):/i.test(href[1] ?? ''), where, 'an unsafe href', href[1] ?? '');
      check(!INVISIBLE_IN_HTML.test(text), where, 'an invisible character', text);
    } else if (PATH_KEYS.has(key) || PATH_KEYS.has(path.at(-2) ?? '')) {
      check(/^\/[\w\-/?=.%]*$/.test(text), where, 'not one of our paths', text);
    } else {
      check(!/<[a-z!/?]/i.test(text), where, 'a tag in a text', text);
      // One-line texts (all but a description's text and excerpt): no invisible character, one line.
      if (key !== 'text' && key !== 'excerpt') check(!INVISIBLE.test(text), where, 'an invisible character', text);
    }
  }
  return found;
}

const statusCode = (item: unknown) => {
  const parsed = feedInt.safeParse((item as { Status?: unknown } | null)?.Status);
  return parsed.success ? parsed.data : null;
};

/** Every record is published, quarantined with a reason, or one of the statuses the site never shows. */
export function expectEveryRecordAccountedFor(feeds: Map<Language, OmnicasaFeed>, dataset: Dataset): void {
  const badProblems = dataset.problems.filter((p) => !recordProblemSchema.safeParse(p).success);
  expect(badProblems).toEqual([]);
  const quarantined = new Set(dataset.problems.filter((p) => p.action === 'quarantined').map((p) => `${p.kind}:${p.id}`));
  const missing: string[] = [];
  for (const [language, feed] of feeds) {
    const data = dataset.byLanguage.get(language);
    const published = new Set([
      ...(data?.properties ?? []).map((p) => `property:${p.id}`),
      ...(data?.projects ?? []).map((p) => `project:${p.id}`),
    ]);
    const items = [
      ...feed.properties.map((item) => ['property', item] as const),
      ...feed.projects.map((item) => ['project', item] as const),
    ];
    for (const [kind, item] of items) {
      const key = `${kind}:${idOf(item)}`;
      const hidden = kind === 'property' && (statusCode(item) === 0 || statusCode(item) === 3);
      if (!published.has(key) && !quarantined.has(key) && !hidden) missing.push(`${language} ${key}`);
    }
  }
  expect(missing).toEqual([]);
}

/** One language's data fits the output schemas, file by file, as the write stage checks them. */
function expectSchemas(data: LanguageDataset): void {
  const issues = [
    ...data.properties.flatMap((p) => propertySchema.safeParse(p).error?.issues ?? []),
    ...data.projects.flatMap((p) => projectSchema.safeParse(p).error?.issues ?? []),
    ...data.types.flatMap((t) => typeCategorySchema.safeParse(t).error?.issues ?? []),
    ...data.cities.flatMap((c) => citySchema.safeParse(c).error?.issues ?? []),
  ];
  expect(issues).toEqual([]);
}

/**
 * The properties, each checked on every one of `numRuns` arbitrary feeds (fixed seed): normalize
 * never throws; every record is published or quarantined with a reason; what is published fits the
 * output schemas; and it holds no script, event handler, unsafe URL, local path or invisible character.
 */
export function checkHostileFeeds(numRuns: number): void {
  fc.assert(
    fc.property(feedArbitrary, (feeds) => {
      const dataset = normalizeFeed(mapOmnicasaFeeds(feeds));
      expectEveryRecordAccountedFor(feeds, dataset);
      const records = [...dataset.byLanguage.values()];
      for (const data of records) expectSchemas(data);
      const published = records.flatMap((d) => [...d.properties, ...d.projects, ...d.types, ...d.cities]);
      expect(published.flatMap(unsafeStringsOf)).toEqual([]);
    }),
    { seed: SEED, numRuns },
  );
}
