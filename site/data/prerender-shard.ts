import { createHash } from 'node:crypto';
import type { Language } from '../../schema/index.js';
import { buildPlaces } from '../build/places.js';
import { enabledLanguages } from '../site-config.js';

// A large site is rendered by several processes, one per core (site/build/prerender.ts). Each
// process loads and validates the data of every language it renders, the largest part of its start
// (docs/benchmarks.md, bench/build), so the processes share the languages out first: with 4 languages and 2
// processes, each renders 2 languages and reads their data only. Where the processes outnumber the
// groups of languages they can share evenly (3 languages, 2 processes), the pages of a language are
// shared out by their URL's digest: stable, known before anything is computed, so a route's page
// list makes the data of its own share's pages only. A page of no language (the language chooser,
// the root 404 page) goes to one process by its URL's digest alone.

type Share = { index: number; count: number } | undefined;

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

const urlShare = (url: string, count: number) => createHash('sha1').update(url).digest().readUInt32BE(0) % count;

/** Whether the build renders in several processes and this one is among them. */
const isShared = (share: Share): share is { index: number; count: number } =>
  share !== undefined && share.count > 1 && share.index < share.count;

/** A share's languages and its part of each of their pages: languages in `groups` as even as the count allows. */
function partOf(share: { index: number; count: number }, languages: readonly Language[]) {
  const groups = Math.max(1, greatestCommonDivisor(languages.length, share.count));
  const group = share.index % groups;
  return {
    languages: languages.filter((_, k) => k % groups === group),
    within: { index: Math.floor(share.index / groups), count: share.count / groups },
  };
}

/** The languages whose pages (and site files) this process renders: every enabled one when it renders them all. */
export function shareLanguages(
  share: Share = buildPlaces().share,
  languages: readonly Language[] = enabledLanguages(),
): Language[] {
  return isShared(share) ? partOf(share, languages).languages : [...languages];
}

/** Whether this process renders the page at `url` (every page when the build has one share). */
export function isInShare(
  url: string,
  share: Share = buildPlaces().share,
  languages: readonly Language[] = enabledLanguages(),
): boolean {
  if (!isShared(share)) return true;
  const language = languages.find((l) => url.startsWith(`/${l}/`));
  if (!language) return urlShare(url, share.count) === share.index;
  const part = partOf(share, languages);
  if (!part.languages.includes(language)) return false;
  // A language rendered by one process (4 languages, 2 processes): no digest of each of its URLs.
  return part.within.count === 1 || urlShare(url, part.within.count) === part.within.index;
}

/** Whether this process is the first of those rendering its languages (it writes their site files that are made once). */
export function isFirstOfLanguages(
  share: Share = buildPlaces().share,
  languages: readonly Language[] = enabledLanguages(),
): boolean {
  return !isShared(share) || partOf(share, languages).within.index === 0;
}

/** Whether this process is the last of those rendering its languages (it writes their lists' files). */
export function isLastOfLanguages(
  share: Share = buildPlaces().share,
  languages: readonly Language[] = enabledLanguages(),
): boolean {
  if (!isShared(share)) return true;
  const { within } = partOf(share, languages);
  return within.index === within.count - 1;
}

/** The items whose URL is this process's to render. */
export const inPrerenderShard = <T>(items: readonly T[], urlOf: (item: T) => string, share: Share = buildPlaces().share): T[] =>
  items.filter((item) => isInShare(urlOf(item), share));
