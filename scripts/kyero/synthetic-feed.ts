import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

// Synthetic Kyero v3 feeds for the tests and bench/kyero: realistic properties (four languages of
// text, features, images), the same for the same numbers, written as a stream so that a 50 MB feed
// is never a 50 MB string.

const TOWNS = [
  ['Torrevieja', 'Alicante', 'Spain', null],
  ['Marbella', 'Málaga', 'Spain', null],
  ['Charleroi', 'Hainaut', 'Belgium', '6000'],
  ['Mettet', 'Namur', 'Belgium', '5640'],
  ['Philippeville', 'Namur', 'Belgium', '5600'],
] as const;
const TYPES = ['villa', 'apartment', 'town house', 'penthouse', 'studio', 'plot', 'commercial', 'garage', 'warehouse', 'finca'];
const FREQUENCIES = ['sale', 'sale', 'sale', 'month', 'week'];
const SENTENCES: Record<string, string> = {
  en: 'Bright rooms, a fitted kitchen and a quiet street close to the shops, schools and the station. ',
  fr: 'Pièces lumineuses, cuisine équipée et rue calme proche des commerces, des écoles et de la gare. ',
  nl: 'Lichtrijke kamers, een ingerichte keuken en een rustige straat vlak bij winkels, scholen en station. ',
  de: 'Helle Räume, eine Einbauküche und eine ruhige Straße nahe bei Geschäften, Schulen und dem Bahnhof. ',
};

/** One <property> of the synthetic feed; `textRepeats` sentences per language set its size (~100 bytes each). */
export function kyeroPropertyXml(n: number, textRepeats = 8): string {
  const [town, province, country, postcode] = TOWNS[n % TOWNS.length] as (typeof TOWNS)[number];
  const frequency = FREQUENCIES[n % FREQUENCIES.length] as string;
  const price =
    frequency === 'sale' ? 95_000 + (n % 50) * 5_000 : frequency === 'month' ? 650 + (n % 20) * 25 : 400 + (n % 10) * 50;
  const desc = Object.entries(SENTENCES)
    .map(([language, sentence]) => `<${language}>${town} ${n}. ${sentence.repeat(textRepeats)}</${language}>`)
    .join('');
  const images = Array.from(
    { length: 1 + (n % 5) },
    (_, i) => `<image id="${i + 1}"><url>https://photos.partner.example/${n}/${i + 1}.jpg</url></image>`,
  ).join('');
  return [
    '<property>',
    `<id>${n % 7 === 0 ? `ES-${n}` : n}</id><date>2026-02-${String(1 + (n % 27)).padStart(2, '0')} 10:00:00</date><ref>REF-${n}</ref>`,
    `<price>${n % 11 === 0 ? 'x' : price}</price><currency>EUR</currency><price_freq>${frequency}</price_freq>`,
    `<new_build>${n % 2}</new_build><type>${TYPES[n % TYPES.length]}</type>`,
    `<town>${town}</town><province>${province}</province><country>${country}</country>`,
    postcode ? `<postcode>${postcode}</postcode>` : '',
    `<location><latitude>${(37 + (n % 100) / 100).toFixed(4)}</latitude><longitude>${(-0.5 - (n % 50) / 100).toFixed(4)}</longitude></location>`,
    `<beds>${1 + (n % 5)}</beds><baths>${1 + (n % 3)}</baths><pool>${n % 3 === 0 ? 1 : 0}</pool>`,
    `<surface_area><built>${60 + (n % 200)}</built><plot>${n % 4 === 0 ? 0 : 200 + (n % 900)}</plot></surface_area>`,
    `<energy_rating><consumption>${'ABCDEFGX'[n % 8]}</consumption><emissions>${'ABCDEFGX'[(n + 3) % 8]}</emissions></energy_rating>`,
    `<url><en>https://partner.example/en/${n}</en><fr>https://partner.example/fr/${n}</fr></url>`,
    `<desc>${desc}</desc>`,
    '<features><feature>Garden</feature><feature>Terrace</feature><feature>Air conditioning</feature></features>',
    `<images>${images}</images>`,
    '</property>\n',
  ].join('');
}

export const KYERO_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n<root><kyero><feed_version>3</feed_version></kyero>\n';
export const KYERO_FOOTER = '</root>\n';

/** A whole feed of the given property elements. */
export const kyeroFeedOf = (...properties: string[]): string => `${KYERO_HEADER}${properties.join('')}${KYERO_FOOTER}`;

/** Writes a synthetic feed of about `bytes` bytes to `path`; resolves to its number of properties. */
export async function writeKyeroFeed(path: string, bytes: number, textRepeats = 8): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  let n = 0;
  const write = async (text: string) => {
    written += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(KYERO_HEADER);
  while (written < bytes) await write(kyeroPropertyXml(++n, textRepeats));
  await write(KYERO_FOOTER);
  out.end();
  await once(out, 'finish');
  return n;
}
