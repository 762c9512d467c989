import { describe, expect, it } from 'vitest';
import { normalizeProperty } from '../../sources/omnicasa/map-property.js';
import type { RawPropertyInput } from '../../sources/omnicasa/raw-property.js';

// Raw Omnicasa record → published record: the rules that decide what a visitor may see.

const types = new Map([
  [1, { name: 'Maison', slug: 'maison' }],
  [2, { name: 'Appartement', slug: 'appartement' }],
  [6, { name: 'Commerce', slug: 'commerce' }],
]);

const base: RawPropertyInput = {
  ID: 4100123,
  WebID: 1,
  WebIDs: '1',
  Goal: 0,
  Status: 1,
  TypeDescription: 'Villa',
  Title: 'Villa 4 façades à Nalinnes',
  Street: 'Rue de la Gare',
  HouseNumber: '12',
  BoxNr: 'B',
  Zip: '6120',
  City: 'Nalinnes',
  CountryID: 10,
  PublishAddress: true,
  GoogleX: 50.32,
  GoogleY: 4.44,
  Price: '325000',
  PublishPrice: 1,
  EnergyPerformance: 180,
  ModificationDate: '/Date(1761984000000+0100)/',
};

function publish(overrides: Partial<RawPropertyInput>, language: 'fr' | 'nl' | 'en' | 'de' = 'fr') {
  const result = normalizeProperty({ ...base, ...overrides }, language, types);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value;
}

describe('normalizeProperty', () => {
  it('reads numbers sent as strings, 0/1 flags and WCF dates', () => {
    const p = publish({});
    expect(p.price.amount).toBe(325000);
    expect(p.price.published).toBe(true);
    expect(p.updatedAt).toBe('2025-11-01T08:00:00.000Z');
    expect(p.region).toBe('wallonia');
    expect(p.epc).toMatchObject({ label: 'c', labelSource: 'computed', value: 180 });
  });

  it.each([
    ['fr', { Goal: 0 }, '/fr/a-vendre/nalinnes/villa-4-facades-a-nalinnes/4100123/'],
    ['nl', { Goal: 0, Title: 'Open bebouwing te Nalinnes' }, '/nl/te-koop/nalinnes/villa/4100123/'],
    ['en', { Goal: 1, Title: 'Detached villa in Nalinnes' }, '/en/for-rent/nalinnes/detached-villa-in-nalinnes/4100123/'],
    ['de', { Goal: 2, Title: 'Geschäftsübernahme Nalinnes' }, '/de/zu-vermieten/nalinnes/geschaeftsuebernahme-nalinnes/4100123/'],
  ] as const)('builds the §2 public path in %s', (language, overrides, url) => {
    expect(publish(overrides, language).url).toBe(url);
  });

  it('hides an unpublished address: no street, number, box or coordinates', () => {
    const p = publish({ PublishAddress: false });
    expect(p.address).toMatchObject({
      street: null,
      houseNumber: null,
      box: null,
      zip: '6120',
      city: 'Nalinnes',
      published: false,
    });
    expect(p.location).toBeNull();
  });

  it('never lets an unpublished price out', () => {
    const p = publish({ PublishPrice: false });
    expect(p.price.amount).toBeNull();
    expect(p.price.formatted).toBe('Prix sur demande');
    expect(JSON.stringify(p)).not.toContain('325000');
  });

  it('prefers a valid label from the feed and ignores one that is not on the region scale', () => {
    expect(publish({ EPCLabelText: 'B' }).epc).toMatchObject({ label: 'b', labelSource: 'feed' });
    expect(publish({ EPCLabelText: 'B-' }).epc).toMatchObject({ label: 'c', labelSource: 'computed' });
  });

  it('lists the property under every type id of WebIDs, main type first', () => {
    expect(publish({ WebIDs: '6, 1' }).typeIds).toEqual([1, 6]);
  });

  it.each([
    [{ Goal: 7 }, 'Goal', /expected 0 \(sale\), 1 \(rent\) or 2 \(takeover\)/],
    [{ WebID: 9 }, 'WebID', /WebID 9 is not a type category/],
    [{ WebIDs: '1,x' }, 'WebIDs', /comma-separated type ids/],
    [{ Price: '12O000' }, 'Price', /expected a number \(got "12O000"\)/],
    [{ Zip: '' }, 'Zip', /the postcode is missing/],
    [{ ModificationDate: 'yesterday' }, 'ModificationDate', /expected a date/],
  ] as const)('refuses %o with a reason on its field', (overrides, field, reason) => {
    const result = normalizeProperty({ ...base, ...overrides }, 'fr', types);
    expect(result.ok).toBe(false);
    expect(result.problems).toContainEqual(
      expect.objectContaining({
        id: 4100123,
        field,
        language: 'fr',
        action: 'quarantined',
        reason: expect.stringMatching(reason),
      }),
    );
  });

  it('drops a document link that is not http(s) and reports it as cleaned', () => {
    const result = normalizeProperty(
      {
        ...base,
        Documents: [
          { Name: 'PEB', Url: 'javascript:alert(1)' },
          { Name: 'Plan', Url: 'https://docs.example.be/plan.pdf' },
        ],
      },
      'fr',
      types,
    );
    expect(result.ok && result.value.documents).toEqual([{ name: 'Plan', url: 'https://docs.example.be/plan.pdf' }]);
    expect(result.problems).toContainEqual(expect.objectContaining({ field: 'Documents.0', action: 'cleaned' }));
  });
});
