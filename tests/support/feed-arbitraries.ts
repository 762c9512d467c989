import fc from 'fast-check';
import type { z } from 'zod';
import type { OmnicasaFeed } from '../../sources/omnicasa/client.js';
import { feedBool, feedDate, feedInt, feedNumber, feedText } from '../../sources/omnicasa/raw-fields.js';
import { rawProjectSchema } from '../../sources/omnicasa/raw-lists.js';
import { rawPropertySchema } from '../../sources/omnicasa/raw-property.js';

// Arbitrary feed records for property-based tests of normalize/derive, built from the raw Omnicasa
// schemas: each field gets values of its own kind (so most records get past the first field), with
// hostile ones among them (huge and unicode strings, HTML, javascript:/file:/data: URLs, local
// paths, extreme numbers), and a few fields of each record get any JSON value at all.

/** Texts a feed (or anyone who types into a field) may hold, meant to run or to mislead. */
export const HOSTILE_TEXTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#x3C;script&#x3E;',
  '<<script>script>',
  'javascript:alert(1)',
  ' JaVa\tScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  '\\\\server\\share',
  '../../../../etc/passwd',
  '\u202Eevil\u202C',
  '\u2066\u2069\u200E\u200F\u061C',
  '\u200B\u200C\u200D\u2060\uFEFF',
  '\u0000\u0007\u001B[31m\u007F\u0085\u009B',
  '\uD800',
  '\uDC00x',
  'line\r\nbreak\u2028sep\u2029',
  '   ',
  '',
  'Charleroi',
  'Nalinnes',
  '6000',
];

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'data:image/png;base64,AAAA',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'file://C:/Windows/win.ini',
  '/etc/passwd',
  '//evil.example/x.jpg',
  'C:\\photos\\a.jpg',
  '\\\\server\\share\\a.jpg',
  'vbscript:msgbox(1)',
  'ftp://files.example.be/a.jpg',
  'https://user:pw@evil.example/',
  'http://127.0.0.1/admin',
  'https://',
  'not a url',
  '../photos/a.jpg',
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://my.matterport.com/show/?m=abcdefghijk',
  'https://vimeo.com/704100059',
  'https://www.agence.be/',
];

/**
 * Any UTF-16 unit or astral character, lone surrogates included. (fast-check's 'binary' unit does
 * the same but first builds a reverse map of all of Unicode: seconds of every run.)
 */
const anyUnit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);

/** Any JSON value, as a feed could send in any field. */
const anyJson = fc.jsonValue({ maxDepth: 2 });

/** Strings a back office could hold: hostile snippets, unicode of every plane, now and then a huge one. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 400,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), fc.string({ unit: anyUnit })), { maxLength: 4 })
      .map((parts) => parts.join('')),
  },
  { weight: 200, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 100, arbitrary: fc.string({ unit: anyUnit, maxLength: 40 }) },
  { weight: 100, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  // A record has about a hundred text fields: rare enough that a record holds one or two.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('word ', 'é', '<p>a</p>', '\u200B', '<b>'), fc.integer({ min: 200, max: 5_000 }))
      .map(([unit, times]) => unit.repeat(times)),
  },
);

export const hostileUrl: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_URLS) },
  { weight: 1, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: hostileString },
);

// Values each reader accepts, extreme ones included; values it refuses come from the "wild" fields.
const extremeNumbers = fc.constantFrom(0, -0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 100_000_001, 1_000_001);
const feedNumberValue = fc.oneof(
  { weight: 4, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 2, arbitrary: fc.integer({ min: -10, max: 2_000_000 }) },
  { weight: 2, arbitrary: fc.oneof(extremeNumbers, fc.constant(5e-324)) },
  { weight: 1, arbitrary: fc.constantFrom('245000', '1,5', '-3', ' 12 ', '') },
  { weight: 1, arbitrary: fc.constant(null) },
);
const feedIntValue = fc.oneof(fc.integer({ min: -5, max: 3000 }), extremeNumbers, fc.constantFrom('3', '-1', '', null));
const feedBoolValue = fc.constantFrom(true, false, 0, 1, '0', '1', 'true', 'False', null);
const feedDateValue = fc.oneof(
  fc.integer({ min: -8.64e15, max: 8.64e15 }).map((ms) => `/Date(${ms}+0100)/`),
  fc.constantFrom('2025-11-01T08:00:00Z', '/Date(1700000000000)/', null, ''),
);
const picture = fc.record(
  { Url: hostileUrl, Width: feedIntValue, Height: feedIntValue, ID: feedIntValue, Name: hostileString },
  { requiredKeys: ['Url'] },
);
const link = fc.record({ Name: hostileString, Url: hostileUrl }, { requiredKeys: ['Url'] });

/** Values of the kind a raw field reads, from its zod schema (optional wrappers unwrapped). */
function valuesOf(field: string, schema: z.ZodType): fc.Arbitrary<unknown> {
  const inner = 'unwrap' in schema && typeof schema.unwrap === 'function' ? (schema.unwrap() as z.ZodType) : schema;
  const special: Record<string, fc.Arbitrary<unknown>> = {
    ID: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: 1, max: 6 }) }, { weight: 1, arbitrary: anyJson }),
    WebID: fc.constantFrom(1, 2, 2, 1, '1', 1, 2, 1, 2, 9),
    WebIDs: fc.constantFrom('1', '2, 1', '', '1, 2', null, '1', '2', '1', '2', '1,x'),
    Goal: fc.constantFrom(0, 1, 2, 0, 1, '1', 0, 1, 0, 7),
    Status: fc.constantFrom(1, 1, 1, 2, 4, 1, 1, 0, 3, 9),
    Zip: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('6000', '6120', '1000', '9515', '0', '99999', 'L-1234') },
      { weight: 1, arbitrary: hostileString },
    ),
    City: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('Charleroi', 'Nalinnes', 'Bruxelles') },
      { weight: 1, arbitrary: hostileString },
    ),
    CountryID: fc.constantFrom(10, 10, 50, null, 0),
    Description: fc.oneof(
      { weight: 30, arbitrary: hostileString },
      {
        weight: 1,
        arbitrary: fc.integer({ min: 700, max: 1_000 }).map((n) => `<p>${'Belle maison <b>lumineuse</b>. '.repeat(n)}</p>`),
      },
    ),
    VirtualTour: hostileUrl,
    ExternalWeb: hostileUrl,
    SmallPictureItem: fc.option(picture),
    XLargePictureItem: fc.option(picture),
    XLargePictureItems: fc.array(picture, { maxLength: 3 }),
    Documents: fc.array(link, { maxLength: 2 }),
    Videos: fc.array(link, { maxLength: 2 }),
    PointsOfInterest: fc.array(fc.record({ Name: hostileString, Type: hostileString, Distance: feedNumberValue }), {
      maxLength: 2,
    }),
    MobilityScore: fc.option(
      fc.record({ Global: feedNumberValue, Train: feedNumberValue, Shops: feedNumberValue }, { requiredKeys: ['Global'] }),
    ),
  };
  if (special[field]) return special[field];
  if (inner === feedNumber) return feedNumberValue;
  if (inner === feedInt) return feedIntValue;
  if (inner === feedBool) return feedBoolValue;
  if (inner === feedDate) return feedDateValue;
  if (inner === feedText) return hostileString;
  return anyJson;
}

/**
 * A record of a raw schema: the required fields and up to 30 others, each of its kind, and in 3
 * records of 10 up to `wild` fields of any JSON (which the reader will mostly refuse).
 */
function recordOf(shape: Record<string, z.ZodType>, required: string[], wild: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.keys(shape);
  const arbitraries = new Map(fields.map((f) => [f, valuesOf(f, shape[f] as z.ZodType)]));
  const optional = fields.filter((f) => !required.includes(f));
  const record = fc
    .subarray(optional, { maxLength: Math.min(30, optional.length) })
    .chain((chosen) =>
      fc.record(Object.fromEntries([...required, ...chosen].map((f) => [f, arbitraries.get(f) as fc.Arbitrary<unknown>]))),
    );
  return fc
    .tuple(
      record,
      fc.dictionary(fc.constantFrom(...fields), fc.oneof(anyJson, hostileString), { maxKeys: wild, noNullPrototype: true }),
      fc.nat({ max: 9 }),
    )
    .map(([record, wildFields, dice]) => (dice < 7 ? { ...record } : { ...record, ...wildFields }));
}

export const rawPropertyArbitrary = recordOf(rawPropertySchema.shape, ['ID', 'WebID', 'Goal', 'Zip', 'City', 'Status'], 3);
export const rawProjectArbitrary = recordOf(rawProjectSchema.shape, ['ID', 'Name'], 2);

/** A whole feed in one or two languages; ids repeat on purpose (1 to 6), and now and then an item is not a record at all. */
export const feedArbitrary: fc.Arbitrary<Map<'fr' | 'nl', OmnicasaFeed>> = fc
  .tuple(
    fc.array(fc.oneof({ weight: 19, arbitrary: rawPropertyArbitrary }, { weight: 1, arbitrary: anyJson }), {
      minLength: 1,
      maxLength: 4,
    }),
    fc.array(fc.oneof({ weight: 19, arbitrary: rawPropertyArbitrary }, { weight: 1, arbitrary: anyJson }), { maxLength: 3 }),
    fc.array(rawProjectArbitrary, { maxLength: 2 }),
    fc.array(fc.record({ Name: hostileString, Zip: fc.oneof(hostileString, fc.constant('6000')) }), { maxLength: 2 }),
  )
  .map(([fr, nl, projects, cities]) => {
    const webIds = [
      { ID: 1, WebID: 1, Name: 'Maison' },
      { ID: 2, WebID: 2, Name: 'Appartement\u200B' },
    ];
    return new Map([
      ['fr', { properties: fr, projects, cities, webIds }],
      ['nl', { properties: nl, projects, cities, webIds }],
    ]);
  });
