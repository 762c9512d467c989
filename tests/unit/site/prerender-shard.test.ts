import { describe, expect, it } from 'vitest';
import type { Language } from '../../../schema/index.js';
import { PROPERTY_PAGES_PER_PROCESS, prerenderShares } from '../../../site/build/prerender.js';
import {
  inPrerenderShard,
  isFirstOfLanguages,
  isInShare,
  isLastOfLanguages,
  shareLanguages,
} from '../../../site/data/prerender-shard.js';

// A large site is prerendered by processes, each a share of the pages (site/build/prerender.ts).

describe('the prerender shares', () => {
  const pages = Array.from({ length: 10 }, (_, i) => `/page/${i}/`);

  it('give every page to exactly one share, in shares of about equal size', () => {
    const many = Array.from({ length: 3000 }, (_, i) => `/fr/a-vendre/ville-${i % 37}/maison-${i}/${4100000 + i}/`);
    const shares = [0, 1, 2].map((index) => inPrerenderShard(many, (url) => url, { index, count: 3 }));
    expect(shares.flat().sort()).toEqual([...many].sort());
    for (const share of shares) expect(Math.abs(share.length - 1000)).toBeLessThan(100);
    // The same page in the same share on every run: the share is known from the URL alone.
    expect(shares.map((share) => share.every((url) => isInShare(url, { index: shares.indexOf(share), count: 3 })))).toEqual([
      true,
      true,
      true,
    ]);
  });

  // Each process reads the data of the languages it renders only: as few as the count allows.
  it('share the languages out when the processes can take them evenly, and a language’s pages when not', () => {
    const four = ['fr', 'nl', 'en', 'de'] as const;
    const urlsOf = (languages: readonly string[]) => [
      ...languages.flatMap((l) => Array.from({ length: 200 }, (_, i) => `/${l}/bien/${i}/`)),
      '/',
      '/404.html',
    ];
    const urls = urlsOf(four);
    const sharesOf = (count: number, languages: readonly (typeof four)[number][]) =>
      Array.from({ length: count }, (_, index) => urlsOf(languages).filter((url) => isInShare(url, { index, count }, languages)));
    // 4 languages, 2 processes: two languages each, every page of them.
    expect([0, 1].map((index) => shareLanguages({ index, count: 2 }, four))).toEqual([
      ['fr', 'en'],
      ['nl', 'de'],
    ]);
    const two = sharesOf(2, four);
    expect(two.flat().sort()).toEqual([...urls].sort());
    expect(two[0]?.filter((url) => url.startsWith('/nl/') || url.startsWith('/de/'))).toEqual([]);
    expect(two[0]?.filter((url) => url.startsWith('/fr/'))).toHaveLength(200);
    // Each is the first and the last of its languages' processes: it writes their favourites and lists.
    expect(
      [0, 1].map((index) => [isFirstOfLanguages({ index, count: 2 }, four), isLastOfLanguages({ index, count: 2 }, four)]),
    ).toEqual([
      [true, true],
      [true, true],
    ]);
    // 3 languages, 2 processes: every language in both, its pages shared by URL.
    const three = ['fr', 'nl', 'de'] as const;
    expect([0, 1].map((index) => shareLanguages({ index, count: 2 }, three))).toEqual([three, three]);
    const byUrl = sharesOf(2, three);
    expect(byUrl.flat().sort()).toEqual(urlsOf(three).sort());
    for (const share of byUrl) expect(Math.abs(share.filter((url) => url.startsWith('/fr/')).length - 100)).toBeLessThan(30);
    expect(
      [0, 1].map((index) => [isFirstOfLanguages({ index, count: 2 }, three), isLastOfLanguages({ index, count: 2 }, three)]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    // 4 languages, 8 processes: two per language, each process one language's half.
    const eight = sharesOf(8, four);
    expect(eight.flat().sort()).toEqual([...urls].sort());
    for (const share of eight)
      expect(new Set(share.filter((url) => url.length > 10).map((url) => url.split('/')[1])).size).toBe(1);
  });

  it('give everything to one process when no share, one share or one out of range is asked', () => {
    for (const share of [undefined, { index: 0, count: 1 }, { index: 3, count: 2 }])
      expect(
        inPrerenderShard(pages, (url) => url, share),
        JSON.stringify(share),
      ).toEqual(pages);
  });

  it('take one process for a very small site and one per core for the sample and larger agencies', () => {
    const counts = { properties: 0, projects: 0, quarantined: 0, cleaned: 0 };
    // What the sync's manifest says: properties published in each of its languages.
    const publish = (properties: number, languages: Language[]) => ({ counts: { ...counts, properties }, languages });
    expect(prerenderShares(publish(30, ['fr', 'nl']), 2)).toBe(1);
    expect(prerenderShares(publish(PROPERTY_PAGES_PER_PROCESS, ['fr', 'nl']), 2)).toBe(2);
    // The sample: 100 properties in four languages.
    const sample = publish(100, ['fr', 'nl', 'en', 'de']);
    expect(prerenderShares(sample, 2)).toBe(2);
    expect(prerenderShares(sample, 1)).toBe(1);
    // A large agency: as many as the machine has cores, never more (each holds the data).
    const large = publish(2500, ['fr', 'nl', 'en', 'de']);
    expect(prerenderShares(large, 2)).toBe(2);
    expect(prerenderShares(large, 8)).toBe(8);
    expect(prerenderShares(large, 64)).toBe(40);
  });
});
