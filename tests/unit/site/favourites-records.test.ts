import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { ImageSet, Property } from '../../../schema/index.js';
import { bucketSource, bucketsOf, favouriteBuckets } from '../../../site/data/favourite-data-write.js';
import { bucketOf, FAVOURITE_BUCKETS, favouriteBucketUrl } from '../../../site/data/favourite-format.js';
import { favouriteRecordOf, textsOf } from '../../../site/data/favourite-records.js';
import { i18nFor } from '../../../site/locales/i18n.js';

// Issue 17: what the favourites and compare pages read of a property: the card's texts as the lists
// write them, the compare table's figures as the property page writes them, in small files by id.

const variant = (format: 'webp' | 'jpeg', width: number) => ({
  format,
  width,
  height: Math.round(width / 1.5),
  path: `ab/${'c'.repeat(64)}/${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`,
});
const image: ImageSet = {
  digest: 'd'.repeat(64),
  width: 1920,
  height: 1280,
  variants: [variant('webp', 400), variant('webp', 600), variant('webp', 1360), variant('jpeg', 600), variant('jpeg', 1360)],
  thumbnail: variant('webp', 188),
  placeholder: 'AAAA',
};

const property = (id: number, over: Record<string, unknown> = {}) =>
  ({
    id,
    url: `/fr/a-vendre/nalinnes/villa/${id}/`,
    title: 'Villa 4 façades à Nalinnes',
    goal: 'sale',
    status: 'active',
    typeName: 'Villa',
    mainTypeName: 'Maison',
    marquee: 0,
    marqueeName: null,
    address: { city: 'Nalinnes', zip: '6120' },
    price: { formatted: '€ 345.000' },
    counts: { bedrooms: 3, bathrooms: 2 },
    surfaces: { living: 1250, ground: 830 },
    epc: { label: 'a_plus' },
    cadastralIncome: 1094,
    costs: { chargesOwner: null, registrationRights: 26375.5, notaryFeeWithVat: 4100 },
    pictures: [{ image }],
    language: 'fr',
    history: { isNew: false, formerPrice: null },
    ...over,
  }) as unknown as Property;

const t = textsOf(i18nFor('fr').t);

describe('a favourite record', () => {
  it('has the card’s texts as the lists write them', () => {
    const record = favouriteRecordOf(property(4100013), t);
    expect(record).toMatchObject({
      id: 4100013,
      url: '/fr/a-vendre/nalinnes/villa/4100013/',
      title: 'Villa 4 façades à Nalinnes',
      type: 'Villa',
      city: 'Nalinnes',
      price: '€ 345.000',
      badges: [],
      facts: ['3 ch.', '1250 m²'],
    });
  });

  it('has the compare table’s figures as the property page writes them', () => {
    const record = favouriteRecordOf(property(1), t);
    expect(record).toMatchObject({ living: '1.250 m²', ground: '830 m²', bedrooms: '3', bathrooms: '2', epc: 'A+' });
    // Every cost the feed gives and the cadastral income; none that it leaves out.
    expect(record.costs).toEqual({ registrationRights: '€ 26.375,50', notaryFeeWithVat: '€ 4.100', cadastralIncome: '€ 1.094' });
  });

  it('says null for a fact the feed does not give', () => {
    const record = favouriteRecordOf(
      property(1, {
        counts: { bedrooms: null, bathrooms: null },
        surfaces: { living: null, ground: null },
        epc: { label: null },
      }),
      t,
    );
    expect(record).toMatchObject({ living: null, ground: null, bedrooms: null, bathrooms: null, epc: null, facts: [] });
  });

  it('has the badges the lists show: the status of a sold property, the agency’s marquee, new, a lowered price', () => {
    expect(favouriteRecordOf(property(1, { status: 'sold' }), t).badges).toEqual([{ kind: 'status', text: 'VENDU' }]);
    expect(favouriteRecordOf(property(1, { marquee: 1, marqueeName: 'Exclusivité' }), t).badges).toEqual([
      { kind: 'marquee', text: 'Exclusivité' },
    ]);
    const lowered = favouriteRecordOf(
      property(1, {
        price: { formatted: '€ 325.000', amount: 325_000, published: true, unit: null, unitText: null },
        history: { isNew: true, formerPrice: 345_000 },
      }),
      t,
    );
    expect(lowered.badges).toEqual([
      { kind: 'new', text: 'Nouveau' },
      { kind: 'price-drop', text: 'Prix en baisse', former: { label: 'Ancien prix :', price: '€ 345.000' } },
    ]);
  });

  it('has the card’s photo: webp widths up to 600 px, a JPEG fallback, the photo’s own size', () => {
    const { photo } = favouriteRecordOf(property(1), t);
    expect(photo).toEqual({
      src: `/media/ab/${'c'.repeat(64)}/600.jpg`,
      srcset: `/media/ab/${'c'.repeat(64)}/400.webp 400w, /media/ab/${'c'.repeat(64)}/600.webp 600w`,
      width: 1920,
      height: 1280,
    });
    expect(favouriteRecordOf(property(1, { pictures: [] }), t).photo).toBeNull();
    expect(favouriteRecordOf(property(1, { pictures: [{ image: null }] }), t).photo).toBeNull();
  });
});

describe('the favourites’ files', () => {
  it('put every property in the bucket of its id, in id order, and no other', () => {
    const ids = [4100395, 4100004, 4100013, 4100036, 7, 39];
    const buckets = favouriteBuckets(
      ids.map((id) => property(id)),
      'fr',
    );
    expect(buckets).toHaveLength(FAVOURITE_BUCKETS);
    expect(
      buckets
        .flat()
        .map((r) => r.id)
        .sort(),
    ).toEqual([...ids].sort());
    for (const [n, bucket] of buckets.entries()) {
      for (const record of bucket) expect(bucketOf(record.id)).toBe(n);
      expect(bucket.map((r) => r.id)).toEqual(bucket.map((r) => r.id).sort((a, b) => a - b));
    }
  });

  it('change in one bucket only when one property’s price changes (the build keeps the others’ files)', () => {
    const ids = Array.from({ length: 100 }, (_, i) => 4100000 + 7 * i);
    const before = favouriteBuckets(
      ids.map((id) => property(id)),
      'fr',
    ).map((bucket) => JSON.stringify(bucket));
    const after = favouriteBuckets(
      ids.map((id) => property(id, id === 4100070 ? { price: { formatted: '€ 299.000' } } : {})),
      'fr',
    ).map((bucket) => JSON.stringify(bucket));
    expect(after.flatMap((bytes, n) => (bytes === before[n] ? [] : [n]))).toEqual([bucketOf(4100070)]);
  });

  it('are made from a source that changes with a listing’s record, the language or the shared inputs, and only then', () => {
    const listed = bucketsOf(Array.from({ length: 100 }, (_, i) => property(4100000 + 7 * i)));
    const bucket = listed[bucketOf(4100070)] ?? [];
    // The record digests the build reads from the sync's bytes (site/data/record-digests.ts).
    const digests = (changed?: number) => new WeakMap(bucket.map((p) => [p, p.id === changed ? 'new-bytes' : `bytes-${p.id}`]));
    const source = bucketSource('shared', 'fr', bucket, digests());
    expect(source).toBeDefined();
    expect(bucketSource('shared', 'fr', bucket, digests())).toBe(source);
    expect(bucketSource('shared', 'fr', bucket, digests(4100070))).not.toBe(source);
    expect(bucketSource('shared', 'nl', bucket, digests())).not.toBe(source);
    expect(bucketSource('other code', 'fr', bucket, digests())).not.toBe(source);
    // A property gone from the bucket (or one more in it) changes its source too.
    expect(bucketSource('shared', 'fr', bucket.slice(1), digests())).not.toBe(source);
    // Without every listing's digest there is no source: the bucket is made, and kept by its bytes only.
    expect(bucketSource('shared', 'fr', bucket, undefined)).toBeUndefined();
    expect(bucketSource('shared', 'fr', bucket, new WeakMap(bucket.slice(1).map((p) => [p, 'x'])))).toBeUndefined();
  });

  it('lie at a URL per language and bucket, outside the year-long cached assets', () => {
    expect(favouriteBucketUrl('nl', 5)).toBe('/lists/favourites/nl-5.json');
  });
});

describe("a language's texts worked out once", () => {
  it("gives i18next's texts, each asked of it once, by key and options", () => {
    const i18next = i18nFor('fr').t;
    const asked: string[] = [];
    const texts = textsOf(((key: string, options?: Record<string, unknown>) => {
      asked.push(`${key} ${JSON.stringify(options ?? {})}`);
      return options ? i18next(key, options as never) : i18next(key);
    }) as unknown as TFunction);
    for (let round = 0; round < 3; round++) {
      expect(texts('badge.new')).toBe(i18next('badge.new'));
      expect(texts('property.bedrooms', { count: 1 })).toBe(i18next('property.bedrooms', { count: 1 }));
      expect(texts('property.bedrooms', { count: 3 })).toBe(i18next('property.bedrooms', { count: 3 }));
    }
    expect(texts('property.bedrooms', { count: 3 })).not.toBe(texts('property.bedrooms', { count: 1 }));
    expect(asked).toEqual(['badge.new {}', 'property.bedrooms {"count":1}', 'property.bedrooms {"count":3}']);
  });
});
