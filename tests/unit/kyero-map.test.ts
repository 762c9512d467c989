import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutCredentials } from '../../pipeline/derive/index.js';
import type { PropertyDraft } from '../../pipeline/source.js';
import { LANGUAGES, type Language, propertySchema } from '../../schema/index.js';
import { extraOf } from '../../sources/kyero/extra.js';
import { featureOf } from '../../sources/kyero/feature-table.js';
import { numberOfKyeroId } from '../../sources/kyero/ids.js';
import { type KyeroRead, kyeroSource } from '../../sources/kyero/index.js';
import { textIn } from '../../sources/kyero/languages.js';
import { descriptionHtml, typeOf } from '../../sources/kyero/map-property.js';
import { type NumberReading, readNumber, terraceIn } from '../../sources/kyero/numbers.js';
import { amountOf } from '../../sources/kyero/price.js';
import { isFloorPlanTag } from '../../sources/kyero/read-property.js';
import { kyeroTypeOf } from '../../sources/kyero/type-table.js';
import type { XmlNode } from '../../sources/kyero/xml-node.js';

const FEED = resolve(import.meta.dirname, '../fixtures/kyero/feed.xml');
const REAL_WORLD = resolve(import.meta.dirname, '../fixtures/kyero/real-world.xml');
const HISTORY = { firstPublishedAt: '2026-03-02T06:00:00.000Z', isNew: false, formerPrice: null, prices: [], statuses: [] };

async function readFeed(languages: readonly Language[] = LANGUAGES, idOffset?: number, location = FEED): Promise<KyeroRead> {
  return kyeroSource({ name: 'partner', location, idOffset }).read({ languages });
}

function draftsOf(read: KyeroRead, language: Language): PropertyDraft[] {
  return [...(read.languages.get(language)?.properties ?? [])].flatMap((m) => (m.ok ? [m.value] : []));
}

const byRef = (drafts: PropertyDraft[], ref: string) => drafts.find((d) => d.reference === ref) as PropertyDraft;

describe('Kyero types onto the eight categories', () => {
  it.each([
    ['villa', 1],
    ['Town House', 1],
    ['town-house', 1],
    ['  COUNTRY   house ', 1],
    ['finca', 1],
    ['apartment', 2],
    ['penthouse', 2],
    ['duplex', 2],
    ['studio', 3],
    ['plot', 4],
    ['land', 4],
    ['investment', 5],
    ['commercial', 6],
    ['office', 6],
    ['garage', 7],
    ['parking space', 7],
    ['warehouse', 8],
    ['storage', 8],
  ])('%s → category %i', (text, webId) => {
    expect(kyeroTypeOf(text)?.webId).toBe(webId);
  });

  it('an unknown type goes to the default category under its own text', () => {
    expect(kyeroTypeOf('houseboat')).toBeUndefined();
    expect(typeOf('houseboat', 'fr')).toMatchObject({
      webId: 1,
      typeName: 'Houseboat',
      category: 'Maison / Villa / Ferme',
      known: false,
    });
    expect(typeOf('penthouse', 'de')).toMatchObject({ webId: 2, typeName: 'Penthouse', category: 'Wohnung', known: true });
  });
});

describe('Kyero features onto our yes/no features', () => {
  it.each([
    ['Private pool', 'pool', true],
    ['Swimming Pool', 'pool', true],
    ['Lift', 'lift', true],
    ['elevator', 'lift', true],
    ['Garden', 'garden', true],
    ['roof terrace', 'terrace', true],
    ['Cellar', 'cellar', true],
    ['Off-road parking', 'parking', true],
    ['Unfurnished', 'furnished', false],
  ])('%s → %s %s', (text, key, value) => {
    expect(featureOf(text)).toEqual({ key, value });
  });

  it('a feature that is none of ours says nothing', () => {
    expect(featureOf('Air conditioning')).toBeUndefined();
    expect(featureOf('Communal pool')).toBeUndefined();
  });
});

describe('Kyero ids', () => {
  it.each([
    ['1234', 1234],
    [' 42 ', 42],
  ])('a decimal id %j is kept as %i', (id, n) => {
    expect(numberOfKyeroId(id)).toBe(n);
  });

  it('any other id gets a stable number of its own, above every kept decimal id', () => {
    const a = numberOfKyeroId('ES-1234');
    expect(numberOfKyeroId('ES-1234')).toBe(a);
    expect(a).toBeGreaterThanOrEqual(2 ** 48);
    expect(Number.isSafeInteger(a + 1_000_000_000)).toBe(true);
    expect(numberOfKyeroId('ES-1235')).not.toBe(a);
    expect(numberOfKyeroId('01234')).not.toBe(1234); // not canonical: "01234" and "1234" stay two properties
    // Pinned: the same text must give the same number on every machine and release, or URLs change.
    expect(numberOfKyeroId('BE-CHA-17')).toBe(323600750734314);
  });

  it('the source adds its idOffset', async () => {
    const read = await readFeed(['fr'], 5_000_000);
    expect(draftsOf(read, 'fr').map((d) => d.id)).toContain(5_001_001);
  });
});

describe('Kyero prices', () => {
  it.each([
    ['349000', 349000],
    ['x', null],
    ['X', null],
  ])('%j → %j', (text, amount) => {
    expect(amountOf(text)).toEqual({ ok: true, amount });
  });

  it.each(['abc', '1.250.000', '-5', '12 000'])('%j is refused', (text) => {
    expect(amountOf(text).ok).toBe(false);
  });
});

describe('numbers as a person reads them', () => {
  const read = (value: number): NumberReading => ({ how: 'read', value });
  it.each([
    // As Kyero writes them: nothing to report.
    ['120', false, { how: 'plain', value: 120 }],
    ['0', false, { how: 'plain', value: 0 }],
    ['120.5', false, { how: 'plain', value: 120.5 }],
    ['0.125', false, { how: 'plain', value: 0.125 }],
    ['-12.5', true, { how: 'plain', value: -12.5 }],
    // A unit, a decimal comma, thousands separators (Belgian, Spanish, English, French).
    ['120 m2', false, read(120)],
    ['120m²', false, read(120)],
    ['ca. 95 m2', false, read(95)],
    ['85,5', false, read(85.5)],
    ['1.200', false, read(1200)],
    ['1,200', false, read(1200)],
    ['1 200 m²', false, read(1200)],
    ['1.200.000', false, read(1_200_000)],
    ['1.200,50', false, read(1200.5)],
    ['1,200.50', false, read(1200.5)],
    // The number the text starts with; the rest is left out.
    ['50 + 15 terrace', false, read(50)],
    ['120-150', false, read(120)],
    ['120,5 kWh/m² año', true, read(120.5)],
    ['-12,5', true, read(-12.5)],
    ['0 m2', false, read(0)],
    // None, and nothing a person would read as one number.
    ['-', false, { how: 'none' }],
    ['n/a', false, { how: 'none' }],
    ['N/A', false, { how: 'none' }],
    ['?', false, { how: 'none' }],
    ['-5', false, { how: 'unreadable' }],
    ['abc', false, { how: 'unreadable' }],
    ['m2 120', false, { how: 'unreadable' }],
    ['20x50', false, { how: 'unreadable' }],
    ['2 x 50', false, { how: 'unreadable' }],
    ['1.200.5', false, { how: 'unreadable' }],
    ['12.34.56', false, { how: 'unreadable' }],
  ] as const)('%j (signed: %s) → %j', (text, signed, reading) => {
    expect(readNumber(text, signed)).toEqual(reading);
  });

  it.each([
    ['50 + 15 terrace', 15],
    ['120 m² + 12,5 m² terraza', 12.5],
    ['80+20m2 de terrasse', 20],
    ['95 + 10 sqm roof terrace', 10],
    ['50 + 15 garage', null],
    ['50 terrace', null],
    ['120', null],
  ])('the built area %j names a terrace of %j m²', (text, terrace) => {
    expect(terraceIn(text)).toBe(terrace);
  });

  it.each([
    ['floorplan', true],
    ['Floor plan', true],
    ['floor_plan', true],
    ['plano', true],
    ['exterior', false],
    ['floorplans-and-more', false],
  ])('image tag %j is a floor plan: %s', (tag, floorPlan) => {
    expect(isFloorPlanTag(tag)).toBe(floorPlan);
  });
});

describe('texts in a language the feed lacks', () => {
  const texts = new Map([
    ['es', 'es text'],
    ['fr', 'fr text'],
  ]);
  it.each([
    ['fr', 'fr'],
    ['en', 'fr'],
    ['nl', 'fr'],
  ] as const)('%s falls back to %s', (language, from) => {
    expect(textIn(texts, language)?.language).toBe(from);
  });
  it('Spanish, then any language, comes after ours', () => {
    expect(textIn(new Map([['es', 'x']]), 'de')?.language).toBe('es');
    expect(textIn(new Map([['ru', 'x']]), 'de')?.language).toBe('ru');
    expect(textIn(new Map(), 'de')).toBeNull();
  });
  it('plain text keeps its paragraphs and line breaks, escaped', () => {
    expect(descriptionHtml('Rooms: 3 < 4 & more\nthree\n\nfour')).toBe('<p>Rooms: 3 &lt; 4 &amp; more<br>three</p>\n<p>four</p>');
    expect(descriptionHtml('<p>Already HTML</p>')).toBe('<p>Already HTML</p>');
  });
});

describe('the fixture feed mapped', () => {
  it('every property publishes in every language and passes the published schema', async () => {
    const read = await readFeed();
    for (const language of LANGUAGES) {
      const drafts = draftsOf(read, language);
      expect(drafts).toHaveLength(6);
      for (const draft of drafts) {
        const parsed = propertySchema.safeParse({ ...draft, alternates: {}, formerUrls: [], history: HISTORY });
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(draft.language).toBe(language);
      }
      expect(read.languages.get(language)?.types.map((t) => t.webId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });

  it('maps a Spanish villa for sale field by field', async () => {
    const read = await readFeed();
    const fr = byRef(draftsOf(read, 'fr'), 'TV-1001');
    expect(fr).toMatchObject({
      id: 1001,
      goal: 'sale',
      status: 'active',
      typeId: 1,
      typeIds: [1],
      typeName: 'Villa',
      mainTypeName: 'Maison / Villa / Ferme',
      title: 'Villa – Torrevieja',
      url: '/fr/a-vendre/torrevieja/villa-torrevieja/1001/',
      address: { city: 'Torrevieja', zip: 'Alicante', countryName: 'Spain', countryId: null, street: null, published: true },
      region: null,
      location: { lat: 37.9787, lng: -0.6822 },
      price: { amount: 349000, published: true, unitText: null, formatted: '€ 349.000' },
      counts: { bedrooms: 3, bathrooms: 2 },
      surfaces: { living: 180, ground: 800 },
      epc: { label: 'b', labelSource: 'feed', value: null },
      features: { pool: true, garden: true, terrace: true, lift: null },
      updatedAt: '2026-02-27T14:30:00.000Z',
      createdAt: null,
    });
    expect(fr.description.html).toBe(
      '<p>Villa individuelle avec piscine privée, à dix minutes des plages de Torrevieja.</p>\n<p>Trois chambres, deux salles de bains et une grande terrasse plein sud.</p>',
    );
    // Images in the order of their id attribute; titles in the language, else the fallback.
    expect(fr.pictures.map((p) => [p.id, p.url.split('/').at(-1), p.name])).toEqual([
      [1, 'front.jpg', null],
      [2, 'pool.jpg', 'La piscine'],
      [3, 'living.jpg', null],
    ]);
    expect(byRef(draftsOf(read, 'nl'), 'TV-1001')).toMatchObject({
      url: '/nl/te-koop/torrevieja/villa/1001/',
      title: 'Villa – Torrevieja',
    });
    expect(byRef(draftsOf(read, 'de'), 'TV-1001').pictures[1]?.name).toBe('The pool');
  });

  it('maps rents per month and per week, price on request, and another currency', async () => {
    const read = await readFeed();
    for (const [language, month, week] of [
      ['fr', '€ 850 /mois', '€ 1.200 /semaine'],
      ['nl', '€ 850 /maand', '€ 1.200 /week'],
      ['en', '€ 850 /month', '€ 1.200 /week'],
      ['de', '€ 850 /Monat', '€ 1.200 /Woche'],
    ] as const) {
      const drafts = draftsOf(read, language);
      expect(byRef(drafts, 'CHA-17')).toMatchObject({ goal: 'rent', price: { amount: 850, formatted: month } });
      expect(byRef(drafts, 'MB-1003')).toMatchObject({ goal: 'rent', price: { amount: 1200, formatted: week } });
      expect(byRef(drafts, 'MET-1004').price).toMatchObject({ amount: null, published: false });
    }
    expect(byRef(draftsOf(read, 'fr'), 'MET-1004').price.formatted).toBe('Prix sur demande');
    const gbp = [...(read.languages.get('en')?.properties ?? [])].find((m) => m.ok && m.value.reference === 'JV-1005');
    expect(gbp?.ok && gbp.value.price).toMatchObject({ amount: null, published: false, formatted: 'Price on request' });
    expect(gbp?.problems).toEqual([expect.objectContaining({ field: 'currency', action: 'cleaned', id: 1005, language: 'en' })]);
    expect(read.extras.get(1005)).toMatchObject({ price: '410000', currency: 'GBP' });
  });

  it('maps Belgian properties with their postcode and region, and keeps the feed’s energy letter', async () => {
    const read = await readFeed();
    const fr = draftsOf(read, 'fr');
    const charleroi = byRef(fr, 'CHA-17');
    expect(charleroi).toMatchObject({
      id: numberOfKyeroId('BE-CHA-17'),
      address: { zip: '6000', city: 'Charleroi', countryId: 10 },
      region: 'wallonia',
      epc: { label: 'd', labelSource: 'feed' },
      features: { lift: true, cellar: true, furnished: false, pool: null },
      surfaces: { living: 92, ground: null }, // Kyero's 0 means "not known"
    });
    expect(charleroi.description.html).toContain('<b>Charleroi</b>');
    expect(byRef(fr, 'MET-1004')).toMatchObject({
      address: { zip: '5640', city: 'Mettet' },
      region: 'wallonia',
      epc: { label: 'c' },
    });
    expect(read.languages.get('fr')?.cities).toContainEqual({
      name: 'Mettet',
      zip: '5640',
      countryId: 10,
      countryName: 'Belgium',
    });
  });

  it('publishes a language the feed has no text in, from another language', async () => {
    const read = await readFeed();
    expect(byRef(draftsOf(read, 'fr'), 'MB-1003').description.text).toBe('Penthouse with sea views, let by the week in summer.');
    // es and de only: German comes before Spanish in the fallback order.
    expect(byRef(draftsOf(read, 'en'), 'JV-1005').description.text).toBe('Landgut mit Olivenbäumen und Blick auf den Montgó.');
    expect(byRef(draftsOf(read, 'fr'), 'JV-1005').description.text).toBe('Landgut mit Olivenbäumen und Blick auf den Montgó.');
    expect(byRef(draftsOf(read, 'fr'), 'BE-1006').description.text).toBe('Woonboot aan de Maas.');
  });

  it('reports an unknown type as cleaned and lists the property under the default category', async () => {
    const read = await readFeed(['nl']);
    const boat = [...(read.languages.get('nl')?.properties ?? [])].find((m) => m.ok && m.value.reference === 'BE-1006');
    expect(boat?.ok && boat.value).toMatchObject({ typeId: 1, typeName: 'Houseboat', mainTypeName: 'Huis / Villa / Hoeve' });
    expect(boat?.problems).toEqual([expect.objectContaining({ field: 'type', action: 'cleaned' })]);
  });

  it('keeps what has no place in the model beside the records', async () => {
    const read = await readFeed(['fr']);
    expect(read.extras.get(1001)).toEqual({
      part_ownership: '0',
      leasehold: '0',
      new_build: '0',
      type: 'villa',
      province: 'Alicante',
      location_detail: 'Los Balcones',
      'energy_rating.emissions': 'C',
      'url.en': 'https://partner.example/en/property/1001',
      'url.es': 'https://partner.example/es/inmueble/1001',
      'desc.es': 'Villa independiente con piscina privada, a diez minutos de las playas de Torrevieja.',
      'features.feature.3': 'Air conditioning',
      notes: 'Keys at the Torrevieja office.',
    });
  });
});

describe('a feed in the shapes of real exports (real-world.xml)', () => {
  const problemsOf = (read: KyeroRead, language: Language, ref: string) =>
    ([...(read.languages.get(language)?.properties ?? [])].find((m) => m.ok && m.value.reference === ref)?.problems ?? []).map(
      (p) => [p.field, p.reason, p.action],
    );

  it('every property publishes in every language and passes the published schema', async () => {
    const read = await readFeed(LANGUAGES, 0, REAL_WORLD);
    for (const language of LANGUAGES) {
      const drafts = draftsOf(read, language);
      expect(drafts.map((d) => d.reference)).toEqual(['RW-3001', 'RW-3002', 'RW-3003', 'RW-3004']);
      for (const draft of drafts) {
        const parsed = propertySchema.safeParse({ ...draft, alternates: {}, formerUrls: [], history: HISTORY });
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(parsed.data?.pictures.map((p) => p.kind)).toEqual(draft.pictures.map((p) => p.kind));
      }
    }
  });

  it('maps postal_code, the energy values, the video, the virtual tour and the floor plan', async () => {
    const read = await readFeed(['fr'], 0, REAL_WORLD);
    const fr = byRef(draftsOf(read, 'fr'), 'RW-3001');
    expect(fr).toMatchObject({
      address: { zip: '6000', city: 'Charleroi', countryId: 10 },
      region: 'wallonia',
      // X gives no label: the value's class on the Walloon scale (170–254: C).
      epc: { label: 'c', labelSource: 'computed', value: 180, co2: 32.5 },
      surfaces: { living: 50, ground: null, terrace: 15 },
      videos: [{ name: null, url: 'https://www.youtube.com/watch?v=Vitr1neTest' }],
      virtualTour: 'https://my.matterport.com/show/?m=VitrineDemo1',
    });
    // Photos first, in Kyero's order; the floor plan after them, of its own kind.
    expect(fr.pictures.map((p) => [p.id, p.url.split('/').at(-1), p.kind])).toEqual([
      [1, 'living.jpg', undefined],
      [3, 'terrace.jpg', undefined],
      [2, 'plan.png', 'floorplan'],
    ]);
    expect(problemsOf(read, 'fr', 'RW-3001')).toEqual([
      ['surface_area.built', 'read "50 + 15 terrace" as 50 m² of built area and 15 m² of terrace', 'cleaned'],
      ['surface_area.plot', 'read "-" as no plot', 'cleaned'],
    ]);
  });

  it('reads dirty numbers, recomputes a letter the region has not, and drops links §5 would not show', async () => {
    const read = await readFeed(['nl'], 0, REAL_WORLD);
    const gent = byRef(draftsOf(read, 'nl'), 'RW-3002');
    expect(gent).toMatchObject({
      address: { zip: '9000' },
      region: 'flanders',
      epc: { label: 'd', labelSource: 'computed', value: 320.5, co2: null },
      surfaces: { living: 120, ground: 1200 },
      videos: [{ url: 'https://vimeo.com/123456789' }],
      virtualTour: null,
    });
    expect(gent.pictures.map((p) => p.kind)).toEqual([undefined, 'floorplan']);
    expect(problemsOf(read, 'nl', 'RW-3002')).toEqual([
      ['surface_area.built', 'read "120 m2" as 120 m² of built area', 'cleaned'],
      ['surface_area.plot', 'read "1.200" as 1200 m² of plot', 'cleaned'],
      ['energy_rating.consumption_value', 'read "320,5" as 320.5 kWh/m².year', 'cleaned'],
      ['energy_rating.consumption', 'G is not a label of the Flemish scale: computed from the value (320.5)', 'cleaned'],
      ['virtual_tour_url', 'dropped the link: not a virtual tour of §5 (Matterport, TVL or Yisual)', 'cleaned'],
    ]);

    const spain = byRef(draftsOf(read, 'nl'), 'RW-3003');
    expect(spain).toMatchObject({
      address: { zip: '03185', countryId: null },
      region: null,
      epc: { label: 'e', labelSource: 'feed', value: 145.2, co2: 31.7 },
      surfaces: { living: 120, ground: null },
      videos: [],
      virtualTour: null,
    });
    expect(problemsOf(read, 'nl', 'RW-3003').map(([field, reason]) => `${field}: ${reason}`)).toEqual([
      'surface_area.built: read "120m²" as 120 m² of built area',
      'surface_area.plot: read "n/a" as no plot',
      'energy_rating.emissions_value: read "31,7 kg CO2/m2" as 31.7 kg CO₂/m².year',
      'video_url: dropped the link: not an http(s) URL (javascript:): "javascript:alert(1)"',
      expect.stringMatching(/^virtual_tour_url: dropped the link: a URL with a user name or password in it/),
    ]);
    // The report names the refused link without its password.
    expect(JSON.stringify(problemsOf(read, 'nl', 'RW-3003'))).not.toContain('secret');

    // Kyero's 0 means "not known": no surface, no value, nothing to report but the video.
    const ixelles = byRef(draftsOf(read, 'nl'), 'RW-3004');
    expect(ixelles).toMatchObject({ region: 'brussels', surfaces: { living: null }, epc: { label: null, value: null } });
    expect(problemsOf(read, 'nl', 'RW-3004').map(([field]) => field)).toEqual(['video_url']);
  });

  it('keeps the cadastral reference, the raw texts it cleaned and the refused links beside the records', async () => {
    const read = await readFeed(['fr'], 0, REAL_WORLD);
    expect(read.extras.get(3003)).toEqual({
      type: 'villa',
      province: 'Alicante',
      catastral: '0000001AA0000A0001AA',
      'surface_area.built': '120m²',
      'surface_area.plot': 'n/a',
      'energy_rating.emissions': 'E',
      'energy_rating.emissions_value': '31,7 kg CO2/m2',
      video_url: 'javascript:alert(1)',
      // Refused for its user name and password, which the extras do not keep.
      virtual_tour_url: 'https://my.matterport.com/show/?m=VitrineDemo3',
    });
    expect(JSON.stringify([...read.extras.values()])).not.toContain('secret');
    // What the model holds (postal_code, plain energy values, shown links, the floor-plan tag) is not repeated.
    expect(read.extras.get(3001)).toEqual({
      type: 'apartment',
      province: 'Hainaut',
      'surface_area.built': '50 + 15 terrace',
      'surface_area.plot': '-',
      'energy_rating.emissions': 'X',
    });
  });
});

describe('no credentials in the extras', () => {
  const leaf = (name: string, text: string, attributes: Record<string, string> = {}): XmlNode => ({
    name,
    attributes,
    text,
    children: [],
    line: 1,
  });

  it.each([
    ['https://agent:secret@example.test/tour', 'https://example.test/tour'],
    ['https://agent@example.test/tour?x=1#y', 'https://example.test/tour?x=1#y'],
    ['ftp://agent:secret@example.test/v.mp4', 'ftp://example.test/v.mp4'],
    ['https:\\\\agent:secret@example.test/tour', 'https://example.test/tour'],
    ['Tour: https://agent:secret@example.test/tour (ask the agent)', 'Tour: https://example.test/tour (ask the agent)'],
    ['Tour:https://agent:secret@example.test/tour', 'Tour:https://example.test/tour'],
    ['https://agent:secret@[bad/tour', 'https://[bad/tour'],
    // No credentials: the text as it was.
    ['https://my.matterport.com/show/?m=VitrineDemo1', 'https://my.matterport.com/show/?m=VitrineDemo1'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['mailto:agent@example.test', 'mailto:agent@example.test'],
    ['Keys at the office: 9 to 5.', 'Keys at the office: 9 to 5.'],
  ])('%j is kept as %j', (text, kept) => {
    expect(withoutCredentials(text)).toBe(kept);
  });

  it('keeps a second virtual tour the site may show: the model holds the first one', () => {
    const property: XmlNode = {
      ...leaf('property', ''),
      children: [
        leaf('id', 'X-2'),
        leaf('virtual_tour_url', 'https://example.test/not-a-tour'),
        leaf('virtual_tour_url', 'https://my.matterport.com/show/?m=VitrineDemo1'),
        leaf('virtual_tour_url', 'https://my.matterport.com/show/?m=VitrineDemo2'),
      ],
    };
    expect(extraOf(property)).toEqual({
      'virtual_tour_url.0': 'https://example.test/not-a-tour',
      'virtual_tour_url.2': 'https://my.matterport.com/show/?m=VitrineDemo2',
    });
  });

  it('keeps a refused link without its user name and password', () => {
    const property: XmlNode = {
      ...leaf('property', ''),
      children: [
        leaf('id', 'X-1'),
        leaf('virtual_tour_url', 'https://agent:secret@example.test/tour'),
        leaf('notes', 'Old tour at http://agent:secret@example.test/old, keys at the office.'),
        leaf('brochure', '', { href: 'https://agent:secret@example.test/brochure.pdf' }),
      ],
    };
    const extra = extraOf(property);
    expect(extra).toEqual({
      virtual_tour_url: 'https://example.test/tour',
      notes: 'Old tour at http://example.test/old, keys at the office.',
      'brochure@href': 'https://example.test/brochure.pdf',
    });
    expect(JSON.stringify(extra)).not.toContain('secret');
  });
});
