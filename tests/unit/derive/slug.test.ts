import { describe, expect, it } from 'vitest';
import { searchNameOf, slugOf } from '../../../pipeline/derive/slug.js';

// Outputs of @sindresorhus/slugify 3.0.1 pinned: a change of library behaviour changes URLs.
describe('slugOf', () => {
  it.each([
    ['Écaussinnes', 'ecaussinnes'],
    ['Mont-sur-Marchienne', 'mont-sur-marchienne'],
    ['Maison 3 façades à Nalinnes!', 'maison-3-facades-a-nalinnes'],
    ["L'Escaut & Co", 'l-escaut-co'],
    ['Rue de l’Église', 'rue-de-l-eglise'],
    ['Saint-Gérard (Mettet)', 'saint-gerard-mettet'],
    ['Œuvre du cœur', 'oeuvre-du-coeur'],
    ['Geschäftsübernahme', 'geschaeftsuebernahme'],
    ['Straße', 'strasse'],
    ['AppartementDuplex', 'appartementduplex'],
    ['1/2 maison', '1-2-maison'],
    ['  Villa   —  Ham-sur-Heure  ', 'villa-ham-sur-heure'],
    ['--Charleroi--', 'charleroi'],
    ['  ', ''],
    ['!!!', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugOf(text)).toBe(slug);
  });
});

describe('searchNameOf', () => {
  it.each([
    ['Écaussinnes', 'ecaussinnes'],
    ['Mont-sur-Marchienne', 'mont-sur-marchienne'],
    ['Fosses-la-Ville', 'fosses-la-ville'],
    ['Ham-sur-Heure ', 'ham-sur-heure'],
    ['Braine-l’Alleud', 'braine-l’alleud'],
    ['Sint-Genesius-Rode (Rhode-Saint-Genèse)', 'sint-genesius-rode (rhode-saint-genese)'],
    ['Rhode  Saint Genèse', 'rhode  saint genese'],
    ['ÉÈÊËÀÂÎÏÔÛÙÇ', 'eeeeaaiiouuc'],
  ])('%j → %j', (text, name) => {
    expect(searchNameOf(text)).toBe(name);
  });
});
