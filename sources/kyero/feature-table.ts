import type { Property } from '../../schema/index.js';

// Kyero's <features><feature> are free English texts ("Private pool", "Lift", "Air conditioning").
// Those that say one of our yes/no features set it; "unfurnished" says no. A feature is matched
// lower-cased and trimmed, with runs of spaces, '-' and '_' read as one space. Every other feature
// (air conditioning, communal pool, sea views…) is kept with the property's other feed data, not
// dropped. A feature the feed does not list stays null ("not given"), never false.

export type FeatureKey = keyof Property['features'];

export const KYERO_FEATURES: ReadonlyMap<string, { key: FeatureKey; value: boolean }> = new Map(
  (
    [
      ['pool', ['pool', 'private pool', 'swimming pool', 'private swimming pool', 'heated pool', 'indoor pool']],
      ['garden', ['garden', 'private garden', 'gardens', 'landscaped garden']],
      ['terrace', ['terrace', 'terraces', 'private terrace', 'covered terrace', 'roof terrace']],
      ['lift', ['lift', 'elevator']],
      ['garage', ['garage', 'private garage', 'double garage', 'underground garage']],
      ['parking', ['parking', 'private parking', 'off road parking', 'underground parking', 'parking space']],
      ['cellar', ['cellar', 'basement', 'wine cellar']],
      ['attic', ['attic']],
      ['furnished', ['furnished', 'fully furnished']],
      ['gas', ['gas', 'mains gas']],
      ['water', ['mains water']],
      ['electricity', ['mains electricity']],
      ['drain', ['mains drainage']],
    ] as const
  ).flatMap(([key, texts]) => texts.map((text) => [text, { key: key as FeatureKey, value: true }] as const)),
);

const NEGATIVES: ReadonlyMap<string, { key: FeatureKey; value: boolean }> = new Map([
  ['unfurnished', { key: 'furnished', value: false }],
  ['no pool', { key: 'pool', value: false }],
]);

const featureKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/** What one feed feature says of our features, or undefined when it is none of them. */
export const featureOf = (text: string) => KYERO_FEATURES.get(featureKey(text)) ?? NEGATIVES.get(featureKey(text));
