import { describe, expect, it } from 'vitest';
import { normalizeFeed } from '../../pipeline/normalize/feed.js';
import { DESCRIPTION_MAX_LENGTH, type Language, type RecordProblem } from '../../schema/index.js';
import type { OmnicasaFeed } from '../../sources/omnicasa/client.js';
import { mapOmnicasaFeeds } from '../../sources/omnicasa/index.js';
import { normalizeProject } from '../../sources/omnicasa/map-project.js';
import { normalizeProperty } from '../../sources/omnicasa/map-property.js';
import type { RawPropertyInput } from '../../sources/omnicasa/raw-property.js';

// Issue 13, hostile feed data: what the back office (or whoever can write into it) sends is
// published clean, or left out with a line in the sync report, never silently.

const types = new Map([[1, { name: 'Maison', slug: 'maison' }]]);

const base: RawPropertyInput = {
  ID: 4100500,
  WebID: 1,
  WebIDs: '1',
  Goal: 0,
  Status: 1,
  Title: 'Maison 3 chambres à Nalinnes',
  Street: 'Rue de la Gare',
  HouseNumber: '12',
  Zip: '6120',
  City: 'Nalinnes',
  CountryID: 10,
  PublishAddress: true,
  Price: 325000,
  PublishPrice: true,
};

function normalize(overrides: Partial<Record<keyof RawPropertyInput, unknown>>) {
  const result = normalizeProperty({ ...base, ...overrides }, 'fr', types);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  return result;
}

const cleaned = (field: string, reason: RegExp = /./) =>
  expect.objectContaining({ id: base.ID, field, action: 'cleaned', reason: expect.stringMatching(reason) });

/** Omnicasa's lists of each language, mapped and normalized as a sync does. */
const normalizeOmnicasa = (feeds: Map<Language, OmnicasaFeed>) => normalizeFeed(mapOmnicasaFeeds(feeds));

const feedOf = (properties: unknown[], projects: unknown[] = []): OmnicasaFeed => ({
  properties,
  projects,
  webIds: [{ ID: 1, WebID: 1, Name: 'Maison' }],
  cities: [],
});

describe('duplicate ids', () => {
  const first = { ...base, Title: 'La première' };
  const second = { ...base, Title: 'La seconde', Price: 1 };
  const dataset = normalizeOmnicasa(
    new Map<Language, OmnicasaFeed>([
      [
        'fr',
        feedOf(
          [first, second],
          [
            { ID: 9001, Name: 'Les Tilleuls' },
            { ID: 9001, Name: 'Doublon' },
          ],
        ),
      ],
      ['nl', feedOf([{ ...first, Title: 'De eerste' }])],
    ]),
  );

  it('keeps the first record of an id in every language', () => {
    const fr = dataset.byLanguage.get('fr')?.properties ?? [];
    expect(fr.map((p) => [p.id, p.title])).toEqual([[base.ID, 'La première']]);
    expect(dataset.byLanguage.get('nl')?.properties.map((p) => p.title)).toEqual(['De eerste']);
    expect(dataset.byLanguage.get('fr')?.projects.map((p) => p.name)).toEqual(['Les Tilleuls']);
  });

  it.each([
    ['property', base.ID],
    ['project', 9001],
  ] as const)('quarantines the repeated %s with the reason, in its language only', (kind, id) => {
    const lines = dataset.problems.filter((p) => p.kind === kind && p.id === id);
    expect(lines).toEqual([
      expect.objectContaining({
        language: 'fr',
        field: 'ID',
        action: 'quarantined',
        reason: expect.stringMatching(/duplicate id/),
      }),
    ]);
  });
});

describe('implausible numbers are left out and reported, the property still publishes', () => {
  it.each([
    ['sale at 1e308', { Price: 1e308 }, null],
    ['sale at 0', { Price: 0 }, null],
    ['sale below 0', { Price: -5 }, null],
    ['sale at the bound', { Price: 100_000_000 }, 100_000_000],
    ['sale past the bound', { Price: 100_000_001 }, null],
    ['takeover past the sale bound', { Goal: 2, Price: 100_000_001 }, null],
    ['rent at the bound', { Goal: 1, Price: 1_000_000 }, 1_000_000],
    ['rent past the bound', { Goal: 1, Price: 1_000_001 }, null],
  ])('price: %s', (_, overrides, amount) => {
    const { value: property, problems } = normalize(overrides);
    expect(property.price.amount).toBe(amount);
    if (amount === null) {
      expect(property.price).toMatchObject({ published: false, formatted: 'Prix sur demande' });
      expect(problems).toContainEqual(cleaned('Price', /not a plausible .*price on request/));
    } else expect(problems).toEqual([]);
  });

  it.each([
    ['SurfaceLiving', 1e308, 'living', null],
    ['SurfaceLiving', -3, 'living', null],
    ['SurfaceLiving', 1_000_000, 'living', 1_000_000],
    ['SurfaceGround', 1_000_001, 'ground', null],
    ['FrontWidth', 1e9, 'frontWidth', null],
  ] as const)('%s = %d', (field, value, key, expected) => {
    const { value: property, problems } = normalize({ [field]: value });
    expect(property.surfaces[key]).toBe(expected);
    if (expected === null) expect(problems).toContainEqual(cleaned(field, /outside the plausible range/));
  });

  it.each([
    ['NumberOfBedRooms', -1],
    ['ConstructionYear', 20_245],
    ['ChargesOwner', -100],
  ])('%s = %d', (field, value) => {
    expect(normalize({ [field]: value }).problems).toContainEqual(cleaned(field));
  });

  it('leaves out coordinates that are not on Earth', () => {
    const { value: property, problems } = normalize({ GoogleX: 500, GoogleY: 4.4 });
    expect(property.location).toBeNull();
    expect(problems).toContainEqual(cleaned('GoogleX'));
  });

  it('leaves out a mobility score past 10', () => {
    const { value: property, problems } = normalize({ MobilityScore: { Global: 7, Train: 99 } });
    expect(property.mobility).toBeNull();
    expect(problems).toContainEqual(cleaned('MobilityScore.Train'));
  });
});

describe('Belgian postcodes outside §9 publish without a region, with a warning', () => {
  it.each([
    ['0', 10, null, true],
    ['99999', 10, null, true],
    ['0999', null, null, true],
    ['ABC', 10, null, true],
    ['6000', 10, 'wallonia', false],
    ['1000', null, 'brussels', false],
    ['9515', 50, null, false],
  ] as const)('%s in country %s', (zip, country, region, warned) => {
    const { value: property, problems } = normalize({ Zip: zip, CountryID: country });
    expect(property.region).toBe(region);
    expect(property.address.zip).toBe(zip);
    const warning = problems.filter((p) => p.field === 'Zip');
    expect(warning).toEqual(warned ? [cleaned('Zip', /not a Belgian postcode/)] : []);
  });
});

describe('one-line texts: no invisible characters, no markup, one line', () => {
  it.each([
    ['bidi override', 'Title', 'Maison \u202Eà vendre\u202C', 'Maison à vendre', /bidi/],
    [
      'zero-width, isolates, marks',
      'Title',
      'Vil\u200Bla\u2066 \u2069\u200E\u200F\u061C\uFEFF\u2060',
      'Villa',
      /8 control, bidi or zero-width/,
    ],
    ['line breaks and tab', 'Title', 'Maison\r\ntrois\tchambres', 'Maison trois chambres', /joined/],
    ['markup', 'Title', 'Maison <b>neuve</b><script>alert(1)</script>', 'Maison neuve', /HTML/],
    ['bidi override as an entity', 'Title', 'Maison &#x202E;renversée', 'Maison renversée', /bidi/],
    ['C0 and C1 controls', 'Title', 'Ma\u0000is\u0007on\u009B', 'Maison', /3 control/],
    ['street on two lines', 'Street', 'Rue de\nla Gare', 'Rue de la Gare', /joined/],
    ['city with a zero-width space', 'City', 'Nalinnes\u200B', 'Nalinnes', /zero-width/],
    [
      'a title of 2,000 characters',
      'Title',
      `Maison ${'très '.repeat(400)}belle`,
      expect.stringMatching(/^Maison (très )+très…$/),
      /cut to 1000/,
    ],
  ])('%s', (_, field, value, expected, reason) => {
    const { value: property, problems } = normalize({ [field]: value });
    const shown = { Title: property.title, Street: property.address.street, City: property.address.city }[field];
    expect(shown).toEqual(expected);
    expect(problems).toContainEqual(cleaned(field, reason));
  });

  it('makes "Charleroi" and "Charleroi" with a zero-width space one city', () => {
    const dataset = normalizeOmnicasa(
      new Map([
        [
          'fr',
          feedOf([
            { ...base, ID: 1, Zip: '6000', City: 'Charleroi' },
            { ...base, ID: 2, Zip: '6000', City: 'Charleroi\u200B' },
          ]),
        ],
      ]),
    );
    expect(dataset.byLanguage.get('fr')?.cities.map((c) => [c.name, c.saleCount])).toEqual([['Charleroi', 2]]);
  });

  it('refuses a city that is nothing but invisible characters', () => {
    const result = normalizeProperty({ ...base, City: '\u200B\u202E' }, 'fr', types);
    expect(result.ok).toBe(false);
    expect(result.problems).toContainEqual(expect.objectContaining({ field: 'City', action: 'quarantined' }));
  });
});

describe('descriptions are bounded', () => {
  it('cuts a 1 MB description at a word, with a warning', () => {
    const huge = `<p>${'Une belle maison lumineuse. '.repeat(40_000)}</p>`;
    expect(huge.length).toBeGreaterThan(1_000_000);
    const { value: property, problems } = normalize({ Description: huge });
    expect(property.description.text.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH + 1);
    expect(property.description.text).toMatch(/\w…$/);
    expect(property.description.html).toMatch(/^<p>Une belle.*…<\/p>$/);
    expect(property.description.html.length).toBeLessThan(DESCRIPTION_MAX_LENGTH * 1.1);
    expect(problems).toContainEqual(cleaned('Description', /cut to 20000 characters/));
  });

  it('removes bidi overrides from a description too', () => {
    const { value: property, problems } = normalize({ Description: '<p>Belle &#x202E;maison\u200B</p>' });
    expect(property.description.html).toBe('<p>Belle maison</p>');
    expect(problems).toContainEqual(cleaned('Description', /2 control, bidi or zero-width/));
  });

  it('leaves a description of normal length alone', () => {
    const { value: property, problems } = normalize({ Description: '<p>Belle maison.</p>' });
    expect(property.description.html).toBe('<p>Belle maison.</p>');
    expect(problems).toEqual([]);
  });
});

describe('every dropped link is reported with the record, the field and the reason', () => {
  const rows: [string, Partial<Record<keyof RawPropertyInput, unknown>>, string, RegExp][] = [
    ['tour: javascript:', { VirtualTour: 'javascript:alert(1)' }, 'VirtualTour', /not an http\(s\) URL \(javascript:\)/],
    ['tour: not a tour host', { VirtualTour: 'https://example.com/visite' }, 'VirtualTour', /not a virtual tour/],
    ['video: file:', { Videos: [{ Name: 'x', Url: 'file:///etc/passwd' }] }, 'Videos.0', /not an http\(s\) URL \(file:\)/],
    ['video: not a video', { Videos: [{ Name: 'x', Url: 'https://example.com/page' }] }, 'Videos.0', /not a video link/],
    ['document: data:', { Documents: [{ Name: 'x', Url: 'data:text/html,<script>' }] }, 'Documents.0', /data:/],
    ['document: password', { Documents: [{ Url: 'https://user:pw@docs.example.be/a.pdf' }] }, 'Documents.0', /password/],
    [
      'photo: file:',
      { XLargePictureItems: [{ Url: 'file:///etc/passwd' }] },
      'XLargePictureItems.0.Url',
      /not an http\(s\) URL \(file:\)/,
    ],
    ['photo: local path', { XLargePictureItems: [{ Url: '/etc/passwd' }] }, 'XLargePictureItems.0.Url', /local path/],
    ['photo: windows path', { SmallPictureItem: { Url: 'C:\\photos\\a.jpg' } }, 'SmallPictureItem.Url', /local path/],
    ['photo: javascript:', { XLargePictureItem: { Url: 'javascript:alert(1)' } }, 'XLargePictureItem.Url', /javascript:/],
  ];
  it.each(rows)('%s', (_, overrides, field, reason) => {
    const { value: property, problems } = normalize(overrides);
    expect(problems).toContainEqual(cleaned(field, reason));
    expect(JSON.stringify(property)).not.toMatch(/javascript:|file:|data:|\/etc\/passwd|C:\\\\|example\.com|user:pw/);
  });

  it('keeps good links and relative photo paths', () => {
    const { value: property, problems } = normalize({
      VirtualTour: 'https://my.matterport.com/show/?m=abcdefghijk',
      Videos: [{ Name: 'Visite', Url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
      XLargePictureItems: [{ Url: '../photos/a.jpg' }, { Url: 'https://photos.example.be/b.jpg' }],
    });
    expect(problems).toEqual([]);
    expect(property.pictures.map((p) => p.url)).toEqual(['../photos/a.jpg', 'https://photos.example.be/b.jpg']);
    expect(property.videos).toHaveLength(1);
    expect(property.virtualTour).not.toBeNull();
  });

  it.each([
    ['javascript:alert(1)', /not an http\(s\) URL \(javascript:\)/],
    ['file:///etc/passwd', /file:/],
    ['www.example.be', /not a URL/],
  ])("drops a project's website %j and says so", (url, reason) => {
    const result = normalizeProject({ ID: 9001, Name: 'Les Tilleuls', ExternalWeb: url }, 'fr');
    expect(result.ok && result.value.externalWeb).toBeNull();
    expect(result.problems).toEqual([
      expect.objectContaining<Partial<RecordProblem>>({
        id: 9001,
        kind: 'project',
        field: 'ExternalWeb',
        action: 'cleaned',
        reason: expect.stringMatching(reason),
      }),
    ]);
  });

  it("drops a project's photo with a file: URL and says so", () => {
    const result = normalizeProject({ ID: 9001, Name: 'Les Tilleuls', SmallPictureItem: { Url: 'file:///etc/shadow' } }, 'fr');
    expect(result.ok && result.value.pictures).toEqual([]);
    expect(result.problems).toContainEqual(expect.objectContaining({ field: 'SmallPictureItem.Url', action: 'cleaned' }));
  });
});
