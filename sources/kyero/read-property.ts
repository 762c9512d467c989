import { cleanLine } from '../../pipeline/derive/index.js';
import { AREA_MAX, COUNT_MAX, COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG, type EpcLabel } from '../../schema/index.js';
import { featureOf } from './feature-table.js';
import { numberOfKyeroId } from './ids.js';
import { readNumber, terraceIn } from './numbers.js';
import type { KyeroRecord } from './parse.js';
import { amountOf, isPriceFrequency, type PriceFrequency } from './price.js';
import { childOf, childrenOf, languageTexts, textOf, type XmlNode } from './xml-node.js';

// One Kyero <property> read into the facts the site needs, whatever the language (map-property.ts
// then makes one record per language of them). What cannot publish is refused here: no id, no
// price_freq among sale/week/month, no town, a price that is neither digits nor "x". Smaller faults
// are cleaned (the value left out, or read as a person would: numbers.ts) and reported. Besides the
// v3 basics it reads what real feeds add: <postal_code>, <video_url>, <virtual_tour_url>, the energy
// values in <energy_rating>, and image <tags> (a floor plan); <catastral> stays in the extras.

/** A problem before it is given a language: the pipeline's reports are per language. */
export interface Finding {
  field: string;
  reason: string;
  action: 'quarantined' | 'cleaned';
}

export interface KyeroImage {
  rank: number;
  /** Its place among the feed's <image> elements (from 0), as `vitrine validate` and the extras count. */
  position: number;
  url: string;
  titles: Map<string, string>;
  /** Tagged as a floor plan (`<tags><tag>floorplan</tag></tags>`). */
  floorPlan: boolean;
}

/** A URL from the feed with the element it came from, for the report: not checked yet (map-property.ts). */
export interface KyeroLink {
  field: string;
  url: string;
}

export interface KyeroListing {
  id: number;
  kyeroId: string;
  reference: string | null;
  frequency: PriceFrequency;
  amount: number | null;
  currency: string | null;
  type: string | null;
  town: string;
  province: string | null;
  postcode: string | null;
  /** The element the postcode came from, for the report. */
  postcodeField: 'postal_code' | 'postcode';
  countryName: string | null;
  countryId: number | null;
  location: { lat: number; lng: number } | null;
  beds: number | null;
  baths: number | null;
  pool: boolean | null;
  built: number | null;
  /** A terrace the built area's text names ("50 + 15 terrace"). */
  terrace: number | null;
  plot: number | null;
  energyLabel: EpcLabel | null;
  /** kWh/m².year, from <energy_rating><consumption_value>. */
  energyValue: number | null;
  /** kg CO₂/m².year, from <energy_rating><emissions_value>. */
  emissionsValue: number | null;
  videos: KyeroLink[];
  virtualTours: KyeroLink[];
  updatedAt: string | null;
  titles: Map<string, string>;
  descriptions: Map<string, string>;
  features: { key: ReturnType<typeof featureOf>; text: string }[];
  images: KyeroImage[];
}

export type ReadResult =
  | { ok: true; listing: KyeroListing; findings: Finding[] }
  | { ok: false; id: number | null; findings: Finding[] };

/**
 * Kyero's spec takes a property without <country> as Spanish. Belgium and Luxembourg get the
 * country ids the rest of the pipeline knows (their EPC scales and regions); other countries none.
 */
const COUNTRY_IDS: ReadonlyMap<string, number> = new Map([
  ['belgium', COUNTRY_BELGIUM],
  ['belgique', COUNTRY_BELGIUM],
  ['belgië', COUNTRY_BELGIUM],
  ['belgie', COUNTRY_BELGIUM],
  ['belgien', COUNTRY_BELGIUM],
  ['be', COUNTRY_BELGIUM],
  ['luxembourg', COUNTRY_LUXEMBOURG],
  ['luxemburg', COUNTRY_LUXEMBOURG],
  ['lu', COUNTRY_LUXEMBOURG],
]);
export const DEFAULT_COUNTRY = 'Spain';

/** Kyero dates are "YYYY-MM-DD HH:MM:SS" with no zone: read as UTC. */
function isoOf(text: string | null, clean: (field: string, reason: string) => void): string | null {
  if (text === null) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})$/.exec(text);
  const date = match ? new Date(`${match[1]}T${match[2]}Z`) : null;
  if (date && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(match?.[1] ?? '-')) return date.toISOString();
  clean('date', `expected "YYYY-MM-DD HH:MM:SS", got ${JSON.stringify(text.slice(0, 40))}: left out`);
  return null;
}

export function readKyeroProperty(record: KyeroRecord, idOffset: number): ReadResult {
  const node = record.node;
  const findings: Finding[] = [];
  const clean = (field: string, reason: string) => findings.push({ field, reason, action: 'cleaned' });
  const refuse = (field: string, reason: string) => findings.push({ field, reason, action: 'quarantined' });
  const place = `property ${record.position} of the feed (line ${record.line})`;

  const kyeroId = textOf(node, 'id');
  const id = kyeroId === null ? null : numberOfKyeroId(kyeroId) + idOffset;
  if (kyeroId === null) refuse('id', `${place} has no <id>: it cannot be told apart from the others`);
  else if (kyeroId.length > 50) clean('id', `the id is longer than Kyero's 50 characters`);
  const frequencyText = textOf(node, 'price_freq');
  const frequency = frequencyText?.toLowerCase() ?? null;
  if (!isPriceFrequency(frequency))
    refuse(
      'price_freq',
      `expected sale, week or month, got ${frequencyText === null ? 'nothing' : JSON.stringify(frequencyText.slice(0, 40))}`,
    );
  const amount = amountOf(textOf(node, 'price'));
  if (!amount.ok) refuse('price', amount.reason);
  const town = oneLine(textOf(node, 'town'), 'town', clean);
  if (!town) refuse('town', 'the property has no <town>: the site lists every property under its town');
  if (id === null || !isPriceFrequency(frequency) || !amount.ok || !town) return { ok: false, id, findings };

  const countryText = oneLine(textOf(node, 'country'), 'country', clean) ?? DEFAULT_COUNTRY;
  const currency = textOf(node, 'currency')?.toUpperCase() ?? null;
  if (currency !== null && !['EUR', 'GBP', 'USD'].includes(currency))
    clean('currency', `${JSON.stringify(currency.slice(0, 10))} is not a Kyero currency (EUR, GBP or USD)`);
  const builtText = textOf(childOf(node, 'surface_area'), 'built');
  const named = builtText === null ? null : terraceIn(builtText);
  const terrace = named !== null && named > 0 && named <= AREA_MAX ? named : null;

  return {
    ok: true,
    findings,
    listing: {
      id,
      kyeroId: kyeroId as string,
      reference: oneLine(textOf(node, 'ref'), 'ref', clean),
      frequency,
      amount: amount.amount,
      currency,
      type: oneLine(textOf(node, 'type'), 'type', clean),
      town,
      province: oneLine(textOf(node, 'province'), 'province', clean),
      ...postcodeOf(node, clean),
      countryName: countryText,
      countryId: COUNTRY_IDS.get(countryText.toLowerCase()) ?? null,
      location: locationOf(childOf(node, 'location'), clean),
      beds: whole(textOf(node, 'beds'), 'beds', COUNT_MAX, clean),
      baths: whole(textOf(node, 'baths'), 'baths', COUNT_MAX, clean),
      pool: flag(textOf(node, 'pool'), 'pool', clean),
      built: area(
        builtText,
        'surface_area.built',
        terrace === null ? 'built area' : `built area and ${terrace} m² of terrace`,
        clean,
      ),
      terrace,
      plot: area(textOf(childOf(node, 'surface_area'), 'plot'), 'surface_area.plot', 'plot', clean),
      energyLabel: energyLabelOf(textOf(childOf(node, 'energy_rating'), 'consumption'), clean),
      energyValue: energyValueOf(childOf(node, 'energy_rating'), 'consumption_value', 'kWh/m².year', clean),
      emissionsValue: energyValueOf(childOf(node, 'energy_rating'), 'emissions_value', 'kg CO₂/m².year', clean),
      videos: linksOf(node, 'video_url'),
      virtualTours: linksOf(node, 'virtual_tour_url'),
      updatedAt: isoOf(textOf(node, 'date'), clean),
      titles: languageTexts(childOf(node, 'title')),
      descriptions: languageTexts(childOf(node, 'desc')),
      features: childrenOf(childOf(node, 'features'), 'feature').flatMap((f) => {
        const text = f.text.trim();
        return text ? [{ key: featureOf(text), text }] : [];
      }),
      images: imagesOf(childOf(node, 'images')),
    },
  };
}

function oneLine(text: string | null, field: string, clean: (field: string, reason: string) => void): string | null {
  if (text === null) return null;
  const line = cleanLine(text);
  if (line.changes.length) clean(field, line.changes.join('; '));
  return line.text;
}

/** Kyero's own <postal_code>, else the <postcode> some exporters write. */
function postcodeOf(node: XmlNode, clean: (field: string, reason: string) => void) {
  const postalCode = oneLine(textOf(node, 'postal_code'), 'postal_code', clean);
  if (postalCode !== null) return { postcode: postalCode, postcodeField: 'postal_code' as const };
  return { postcode: oneLine(textOf(node, 'postcode'), 'postcode', clean), postcodeField: 'postcode' as const };
}

function whole(text: string | null, field: string, max: number, clean: (field: string, reason: string) => void): number | null {
  if (text === null) return null;
  const n = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (n >= 0 && n <= max) return n;
  clean(field, `expected a whole number from 0 to ${max}, got ${JSON.stringify(text.slice(0, 40))}: left out`);
  return null;
}

/** The raw text in a finding: quoted, at most 40 characters. */
const shown = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/**
 * A surface in m²: Kyero's spec says 0 (or nothing) when unknown, so 0 is none, not a measure, and
 * not reported. Anything but digits is read as a person would ("50 + 15 terrace": 50) and reported.
 */
function area(text: string | null, field: string, what: string, clean: (field: string, reason: string) => void): number | null {
  if (text === null) return null;
  const reading = readNumber(text, false);
  if (reading.how === 'none' || (reading.how === 'read' && reading.value === 0)) {
    clean(field, `read ${shown(text)} as no ${what}`);
    return null;
  }
  if (reading.how === 'unreadable') {
    clean(field, `expected square metres from 0 to ${AREA_MAX}, got ${shown(text)}: left out`);
    return null;
  }
  if (reading.value === 0) return null;
  if (reading.value > AREA_MAX) {
    clean(field, `${shown(text)} is more than ${AREA_MAX} m²: left out`);
    return null;
  }
  if (reading.how === 'read') clean(field, `read ${shown(text)} as ${reading.value} m² of ${what}`);
  return reading.value;
}

/**
 * An energy value of <energy_rating> (consumption_value, emissions_value): a number, below 0 for a
 * building that gives back more than it uses; 0 is what exporters write for "not known".
 */
function energyValueOf(
  block: XmlNode | undefined,
  name: string,
  unit: string,
  clean: (field: string, reason: string) => void,
): number | null {
  const text = textOf(block, name);
  if (text === null) return null;
  const field = `energy_rating.${name}`;
  const reading = readNumber(text, true);
  if (reading.how === 'plain') return reading.value === 0 ? null : reading.value;
  if (reading.how === 'read' && reading.value !== 0) {
    clean(field, `read ${shown(text)} as ${reading.value} ${unit}`);
    return reading.value;
  }
  clean(
    field,
    reading.how === 'unreadable'
      ? `expected a number of ${unit}, got ${shown(text)}: left out`
      : `read ${shown(text)} as no value`,
  );
  return null;
}

/**
 * The URLs of an element the feed may repeat, as text (`<video_url>https://…</video_url>`) or per
 * language (`<video_url><es>https://…</es></video_url>`), in the order of the feed, each once.
 */
function linksOf(node: XmlNode, name: string): KyeroLink[] {
  const elements = childrenOf(node, name);
  const links = elements.flatMap((element, i) => {
    const at = elements.length > 1 ? `${name}.${i}` : name;
    if (element.children.length === 0) return element.text.trim() ? [{ field: at, url: element.text.trim() }] : [];
    return element.children.flatMap((child) =>
      child.text.trim() ? [{ field: `${at}.${child.name}`, url: child.text.trim() }] : [],
    );
  });
  return links.filter((link, i) => links.findIndex((l) => l.url === link.url) === i);
}

/** Kyero's booleans are "1", "0" or empty (not given). */
function flag(text: string | null, field: string, clean: (field: string, reason: string) => void): boolean | null {
  if (text === null) return null;
  if (text === '1' || text.toLowerCase() === 'true') return true;
  if (text === '0' || text.toLowerCase() === 'false') return false;
  clean(field, `expected 1 or 0, got ${JSON.stringify(text.slice(0, 40))}: left out`);
  return null;
}

function locationOf(node: XmlNode | undefined, clean: (field: string, reason: string) => void): KyeroListing['location'] {
  const latText = textOf(node, 'latitude');
  const lngText = textOf(node, 'longitude');
  if (latText === null || lngText === null) return null;
  const decimal = /^-?\d{1,3}(\.\d+)?$/;
  const lat = decimal.test(latText) ? Number(latText) : Number.NaN;
  const lng = decimal.test(lngText) ? Number(lngText) : Number.NaN;
  if (lat === 0 && lng === 0) return null; // what exporters write for "unknown"
  if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  clean(
    'location',
    `(${latText.slice(0, 20)}, ${lngText.slice(0, 20)}) are not coordinates (latitude −90 to 90, longitude −180 to 180): the map is left out`,
  );
  return null;
}

/**
 * Kyero's energy rating is a letter A to G (X: exempt or not known). It is the feed's own scale,
 * not a Belgian region's: the letter is kept as the label the feed gives, nothing is computed.
 */
function energyLabelOf(text: string | null, clean: (field: string, reason: string) => void): EpcLabel | null {
  if (text === null || text.toUpperCase() === 'X') return null;
  if (/^[A-G]$/i.test(text)) return text.toLowerCase() as EpcLabel;
  clean('energy_rating.consumption', `expected a letter from A to G or X, got ${JSON.stringify(text.slice(0, 20))}: left out`);
  return null;
}

/** Images in the order of their id attribute (Kyero's ranking, 1 first), then of the feed. */
function imagesOf(node: XmlNode | undefined): KyeroImage[] {
  return childrenOf(node, 'image')
    .map((image, i) => ({
      rank: Number(image.attributes.id ?? '') >= 0 && image.attributes.id?.trim() ? Number(image.attributes.id) : 1000 + i,
      order: i,
      url: textOf(image, 'url') ?? '',
      titles: languageTexts(childOf(image, 'title')),
      floorPlan: childrenOf(childOf(image, 'tags'), 'tag').some((tag) => isFloorPlanTag(tag.text)),
    }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ rank, order, url, titles, floorPlan }) => ({ rank, position: order, url, titles, floorPlan }));
}

/** Kyero's image tag for a floor plan is "floorplan"; exporters also write "floor plan", "floor_plan", "plano". */
export const isFloorPlanTag = (text: string): boolean => /^(floor[\s_-]?plans?|plano)$/i.test(text.trim());
