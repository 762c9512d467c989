import { withoutCredentials } from '../../pipeline/derive/index.js';
import { VitrineError } from '../../pipeline/errors.js';
import { LANGUAGES } from '../../schema/index.js';
import { DEFAULT_MAX_BYTES } from './limits.js';
import { mapKyeroProperty } from './map-property.js';
import { type KyeroRecord, parseKyero } from './parse.js';
import { type Finding, readKyeroProperty } from './read-property.js';
import { openKyeroFeed } from './transport.js';
import { childOf, childrenOf, type XmlNode } from './xml-node.js';

// `vitrine validate <file.xml>`: a Kyero file checked against the v3 rules (kyeroV3.0.xsd of
// OpenEstate-IO: required elements, enumerations, numbers, patterns and lengths) and against what a
// sync does with it: each property goes through the sync's own read and map (read-property.ts,
// map-property.ts), and what they would clean or quarantine is listed as the sync reports it, with
// "(would be cleaned)" or "(would be quarantined)"; where a v3 rule and the sync name the same
// element, the sync's words are kept. Every problem is listed with its line and property id; a file
// that cannot be read as a Kyero feed at all gives one problem, the reason.

export interface KyeroProblem {
  /** Where, in words: "line 57, property ES-12, price_freq". */
  place: string;
  line: number | null;
  /** The property's <id> as the feed writes it, when it has one. */
  property: string | null;
  /** The element, e.g. "price_freq" or "images.image.3.url". */
  field: string;
  message: string;
}

const REQUIRED = ['id', 'date', 'ref', 'price', 'price_freq', 'type', 'town', 'province', 'desc', 'images'] as const;
/** The elements of kyeroV3.0.xsd, and those of Kyero's current format that a sync reads or keeps. */
const KNOWN = new Set<string>([
  ...REQUIRED,
  'currency',
  'part_ownership',
  'leasehold',
  'new_build',
  'country',
  'location',
  'location_detail',
  'beds',
  'baths',
  'pool',
  'surface_area',
  'energy_rating',
  'url',
  'features',
  'notes',
  'postal_code',
  'video_url',
  'virtual_tour_url',
  'catastral',
  // Kyero's current format: the listing's title per language (read-property.ts reads it).
  'title',
]);
const LANGUAGE_CODES = new Set(['ca', 'de', 'da', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'no', 'pt', 'ru', 'sv']);
const DATE = /^(19|20)\d\d-(0[1-9]|1[012])-(0[1-9]|[12]\d|3[01])\s([01]\d|2[0-4]):[0-5]\d:[0-5]\d$/;
const BOOLEAN = new Set(['', '0', '1']);

type Check = (field: string, message: string, line?: number) => void;

/** Every departure from the v3 rules in one property. */
export function checkKyeroProperty(node: XmlNode, check: Check): void {
  const text = (name: string) => childOf(node, name)?.text.trim() ?? null;
  const lineOf = (name: string) => childOf(node, name)?.line;
  for (const name of REQUIRED) if (!childOf(node, name)) check(name, `<${name}> is required`);
  for (const child of node.children) {
    if (!KNOWN.has(child.name))
      check(child.name, `<${child.name}> is not an element of Kyero v3: a sync keeps its text aside`, child.line);
    else if (
      node.children.filter((c) => c.name === child.name).length > 1 &&
      node.children.find((c) => c.name === child.name) === child
    )
      check(child.name, `<${child.name}> appears more than once`, child.line);
  }
  const pattern = (name: string, re: RegExp, what: string) => {
    const value = text(name);
    if (value !== null && !re.test(value))
      check(name, `expected ${what}, got ${JSON.stringify(value.slice(0, 60))}`, lineOf(name));
  };
  const length = (name: string, min: number, max: number) => {
    const value = text(name);
    if (value !== null && (value.length < min || value.length > max))
      check(name, `must be ${min} to ${max} characters long (it has ${value.length})`, lineOf(name));
  };
  length('id', 1, 50);
  pattern('date', DATE, 'a date as "YYYY-MM-DD HH:MM:SS"');
  length('ref', 1, 255);
  pattern('price', /^([0-9]+|x)$/, 'digits or "x" (price on request)');
  pattern('currency', /^(EUR|GBP|USD)$/, 'EUR, GBP or USD');
  pattern('price_freq', /^(sale|week|month)$/, 'sale, week or month');
  for (const name of ['part_ownership', 'leasehold', 'new_build', 'pool']) {
    const value = text(name);
    if (value !== null && !BOOLEAN.has(value))
      check(name, `expected 1, 0 or nothing, got ${JSON.stringify(value.slice(0, 20))}`, lineOf(name));
  }
  pattern('type', /^[a-zA-Z&\s()/-]{3,}$/, 'a type in letters of at least 3 characters (e.g. "villa")');
  length('town', 1, Number.MAX_SAFE_INTEGER);
  length('province', 1, Number.MAX_SAFE_INTEGER);
  length('country', 0, 50);
  length('location_detail', 0, 50);
  pattern('beds', /^\d+$/, 'a whole number');
  pattern('baths', /^\d+$/, 'a whole number');

  const location = childOf(node, 'location');
  if (location && location.children.length > 0)
    for (const name of ['latitude', 'longitude']) {
      const value = childOf(location, name)?.text.trim();
      if (value === undefined) check(`location.${name}`, `<location> needs <${name}>`, location.line);
      else if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value))
        check(
          `location.${name}`,
          `expected a decimal number, got ${JSON.stringify(value.slice(0, 30))}`,
          childOf(location, name)?.line,
        );
    }
  for (const name of ['built', 'plot']) {
    const value = childOf(childOf(node, 'surface_area'), name);
    if (value && !/^[+-]?\d+$/.test(value.text.trim()))
      check(
        `surface_area.${name}`,
        `expected a whole number of m², got ${JSON.stringify(value.text.trim().slice(0, 30))}`,
        value.line,
      );
  }
  for (const name of ['consumption', 'emissions']) {
    const value = childOf(childOf(node, 'energy_rating'), name);
    if (value && !/^[A-GX]$/.test(value.text.trim()))
      check(
        `energy_rating.${name}`,
        `expected a letter A to G, or X, got ${JSON.stringify(value.text.trim().slice(0, 20))}`,
        value.line,
      );
  }
  for (const block of ['desc', 'url'] as const)
    for (const child of childOf(node, block)?.children ?? []) {
      if (!LANGUAGE_CODES.has(child.name))
        check(
          `${block}.${child.name}`,
          `<${child.name}> is not a language of Kyero v3 (${[...LANGUAGE_CODES].join(', ')})`,
          child.line,
        );
      const value = child.text.trim();
      if (block === 'url' && (!/^https?:\/\/.+/.test(value) || value.length > 255))
        check(
          `url.${child.name}`,
          `expected an http(s) URL of at most 255 characters, got ${JSON.stringify(withoutCredentials(value).slice(0, 60))}`,
          child.line,
        );
    }
  const features = childOf(node, 'features');
  if (features) {
    const count = childrenOf(features, 'feature').length;
    if (count < 1 || count > 50) check('features', `expected 1 to 50 <feature>, got ${count}`, features.line);
  }
  const images = childrenOf(childOf(node, 'images'), 'image');
  if (images.length > 50) check('images', `expected at most 50 <image>, got ${images.length}`, childOf(node, 'images')?.line);
  images.forEach((image, i) => {
    const id = image.attributes.id;
    if (id === undefined || !/^\d+$/.test(id.trim()) || Number(id) > 100)
      check(
        `images.image.${i}@id`,
        `expected an id attribute from 0 to 100, got ${id === undefined ? 'none' : JSON.stringify(id)}`,
        image.line,
      );
    const url = childOf(image, 'url')?.text.trim();
    if (url !== undefined && !/^(https?|ftp):\/\/.*\.(gif|jpe?g|png)$/i.test(url))
      check(
        `images.image.${i}.url`,
        `expected an http(s) URL of a .jpg, .png or .gif, got ${JSON.stringify(withoutCredentials(url).slice(0, 60))}`,
        image.line,
      );
  });
}

function problem(line: number | null, property: string | null, field: string, message: string): KyeroProblem {
  const place = [line === null ? null : `line ${line}`, property === null ? null : `property ${property}`, field]
    .filter(Boolean)
    .join(', ');
  return { place, line, property, field, message };
}

/** What a sync would report of one property, in every language, each problem once. */
export function syncFindingsOf(record: KyeroRecord): Finding[] {
  const read = readKyeroProperty(record, 0);
  const all: Finding[] = read.ok
    ? LANGUAGES.flatMap((language) => mapKyeroProperty(read.listing, read.findings, language).problems)
    : read.findings;
  const seen = new Set<string>();
  return all.flatMap(({ field, reason, action }) => {
    const key = `${field}\n${reason}\n${action}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ field, reason, action }];
  });
}

/** The line of the element a field names ("images.image.2.url", "desc.fr"), else of the property. */
function lineOf(node: XmlNode, field: string): number {
  let at = node;
  const parts = field.split(/[.@]/);
  for (let i = 0; i < parts.length; i++) {
    const named = at.children.filter((c) => c.name.toLowerCase() === parts[i]?.toLowerCase());
    const ranked = /^\d+$/.test(parts[i + 1] ?? '');
    const next = named[ranked ? Number(parts[i + 1]) : 0];
    if (!next) break;
    if (ranked) i++;
    at = next;
  }
  return at.line;
}

/** The v3 rules' problems of a property with the sync's findings: the sync's words where both name an element. */
function merged(rules: KyeroProblem[], findings: Finding[], record: KyeroRecord, id: string | null): KyeroProblem[] {
  const said = (f: Finding) => `${f.reason} (would be ${f.action})`;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const used = new Set<Finding>();
  const out = rules.flatMap((rule) => {
    const sync = findings.filter((f) => same(f.field, rule.field));
    for (const f of sync) used.add(f);
    return sync.length === 0 ? [rule] : sync.map((f) => ({ ...rule, message: said(f) }));
  });
  const rest = findings.filter((f) => !used.has(f)).map((f) => problem(lineOf(record.node, f.field), id, f.field, said(f)));
  return [...out, ...rest.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))];
}

/** Every problem of a Kyero file against the v3 rules and the sync's checks, in the order of the file; none when it is valid. */
export async function validateKyeroFile(path: string, maxBytes = DEFAULT_MAX_BYTES): Promise<KyeroProblem[]> {
  const problems: KyeroProblem[] = [];
  const seen = new Map<string, number>();
  try {
    const feed = await openKyeroFeed(path, maxBytes);
    for await (const record of parseKyero(feed.chunks, feed)) {
      const id = childOf(record.node, 'id')?.text.trim() || null;
      const rules: KyeroProblem[] = [];
      checkKyeroProperty(record.node, (field, message, line) => rules.push(problem(line ?? record.line, id, field, message)));
      problems.push(...merged(rules, syncFindingsOf(record), record, id));
      if (id === null) continue;
      const first = seen.get(id);
      if (first !== undefined)
        problems.push(problem(record.line, id, 'id', `the id is already the one of the property at line ${first}`));
      else seen.set(id, record.line);
    }
    if (seen.size === 0 && problems.length === 0)
      problems.push(problem(null, null, 'property', 'a Kyero v3 feed has at least one <property>'));
  } catch (error) {
    if (!(error instanceof VitrineError)) throw error;
    const line = /line (\d+)/.exec(error.message);
    problems.push(problem(line ? Number(line[1]) : null, null, '(feed)', `${error.message}. ${error.hint}`));
  }
  return problems;
}
