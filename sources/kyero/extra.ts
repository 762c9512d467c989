import { withoutCredentials } from '../../pipeline/derive/index.js';
import { LANGUAGES, type PropertyExtras } from '../../schema/index.js';
import { featureOf } from './feature-table.js';
import { checkVideoUrl, shownTourUrl } from './media.js';
import { readNumber } from './numbers.js';
import { isFloorPlanTag } from './read-property.js';
import type { XmlNode } from './xml-node.js';

// "The rest kept, not dropped": every text of a Kyero property that has no place in our model is
// kept as a flat record of strings by path ("new_build", "energy_rating.emissions", "url.en",
// "desc.es", "features.feature.3", "catastral"), beside the property's records. A repeated element
// gets its rank among its siblings of that name (from 0). What the model holds without loss is left
// out: the id, dates, prices in euros, town, country, postcode, coordinates, rooms, pool, surfaces
// and energy values written as plain numbers, texts and image titles in the site's languages, image
// URLs, the floor-plan tag, the consumption label, matched features, the video links the site may
// show and the first virtual tour it may (the model has one). A surface read from "50 + 15
// terrace", a refused link, or a second virtual tour, is kept here.
// A refused link may carry a user name and password ("https://agent:secret@host/…"): every text kept
// loses them, the rest of it kept, so the extras file never holds a credential.

export type KyeroExtra = PropertyExtras;

const OURS = new Set<string>(LANGUAGES);
const MAPPED = new Set([
  'id',
  'date',
  'ref',
  'price_freq',
  'town',
  'country',
  'postcode',
  'postal_code',
  'location.latitude',
  'location.longitude',
  'beds',
  'baths',
  'pool',
  'energy_rating.consumption',
]);
/** Numbers the model holds only when the feed writes them plainly. */
const NUMBERS = new Map([
  ['surface_area.built', false],
  ['surface_area.plot', false],
  ['energy_rating.consumption_value', true],
  ['energy_rating.emissions_value', true],
]);

/** Whether a leaf's path (without ranks) is held by the model already. */
function mapped(path: string[], text: string, inEuros: boolean): boolean {
  const plain = path.join('.');
  if (MAPPED.has(plain)) return true;
  const signed = NUMBERS.get(plain);
  if (signed !== undefined) return readNumber(text, signed).how === 'plain';
  if (path[0] === 'video_url') return checkVideoUrl(text).ok;
  if (plain === 'images.image.tags.tag') return isFloorPlanTag(text);
  if ((plain === 'price' || plain === 'currency') && inEuros) return true;
  if ((path[0] === 'desc' || path[0] === 'title') && path.length === 2 && OURS.has(path[1] as string)) return true;
  if (plain === 'images.image.url') return true;
  if (plain.startsWith('images.image.title.') && OURS.has(path[3] as string)) return true;
  if (plain === 'features.feature') return featureOf(text) !== undefined;
  return false;
}

/** The property's texts the model has no place for. */
export function extraOf(property: XmlNode): KyeroExtra {
  const currency = property.children
    .find((c) => c.name === 'currency')
    ?.text.trim()
    .toUpperCase();
  const inEuros = !currency || currency === 'EUR';
  const extra: KyeroExtra = {};
  // The model holds one virtual tour, the first the site may show (map-property.ts): any other is kept here.
  let tourHeld = false;
  const held = (path: string[], text: string) => {
    if (path.join('.') !== 'virtual_tour_url') return mapped(path, text, inEuros);
    if (tourHeld || !shownTourUrl(text).url) return false;
    tourHeld = true;
    return true;
  };
  const walk = (node: XmlNode, path: string[], keys: string[]) => {
    const text = node.text.trim();
    if (node.children.length === 0) {
      if (text && !held(path, text)) extra[keys.join('.')] = withoutCredentials(text);
    }
    for (const [name, value] of Object.entries(node.attributes)) {
      if (!(path.join('.') === 'images.image' && name === 'id')) extra[`${keys.join('.')}@${name}`] = withoutCredentials(value);
    }
    children(node, path, keys);
  };
  const children = (node: XmlNode, path: string[], keys: string[]) => {
    const seen = new Map<string, number>();
    const many = new Set(node.children.filter((c, i, all) => all.findIndex((d) => d.name === c.name) !== i).map((c) => c.name));
    for (const child of node.children) {
      const rank = seen.get(child.name) ?? 0;
      seen.set(child.name, rank + 1);
      walk(child, [...path, child.name], many.has(child.name) ? [...keys, child.name, String(rank)] : [...keys, child.name]);
    }
  };
  // The property's own elements are ranked as any others: two <video_url> are two texts, not one.
  children(property, [], []);
  return extra;
}
