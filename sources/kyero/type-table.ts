import type { Language } from '../../schema/index.js';
import { TYPE_CATEGORY } from '../../schema/index.js';

// Kyero's <type> is free English text ("villa", "Town House", "finca"); the site lists eight type
// categories (§3, WebID 1–8). This table is how one becomes the other, and how the type reads in
// each language. A type is matched lower-cased, trimmed, with runs of spaces, '-' and '_' read as
// one space. A type not in the table goes to DEFAULT_TYPE_CATEGORY (houses: most of what Kyero
// feeds list) under its own text, with a "cleaned" line in the sync report so the table can grow.
//
//   category                 Kyero types
//   1 house / villa / farm   villa, house, detached house, semi detached house, terraced house,
//                            town house, townhouse, country house, finca, cortijo, farmhouse,
//                            bungalow, chalet, cottage, cave house, quad house, mansion, castle
//   2 apartment              apartment, flat, ground floor apartment, penthouse, duplex, triplex, loft
//   3 studio                 studio
//   4 land                   land, plot, building plot, urban plot, rustic land
//   5 investment building    investment, apartment building, block of apartments, building
//   6 commercial premises    commercial, commercial property, business, office, shop, retail,
//                            restaurant, bar, hotel
//   7 garage / parking       garage, parking, parking space
//   8 warehouse              warehouse, storage, storage room, industrial, industrial building

export const DEFAULT_TYPE_CATEGORY = TYPE_CATEGORY.house;

interface KyeroType {
  webId: number;
  names: Record<Language, string>;
}

const named = (webId: number, fr: string, nl: string, en: string, de: string): KyeroType => ({
  webId,
  names: { fr, nl, en, de },
});

const { house, apartment, studio, land, investment, commercial, garage, warehouse } = TYPE_CATEGORY;
const VILLA = named(house, 'Villa', 'Villa', 'Villa', 'Villa');
const HOUSE = named(house, 'Maison', 'Huis', 'House', 'Haus');
const DETACHED = named(house, 'Maison 4 façades', 'Open bebouwing', 'Detached house', 'Freistehendes Haus');
const SEMI = named(house, 'Maison 3 façades', 'Halfopen bebouwing', 'Semi-detached house', 'Doppelhaushälfte');
const TERRACED = named(house, 'Maison mitoyenne', 'Rijwoning', 'Terraced house', 'Reihenhaus');
const TOWN_HOUSE = named(house, 'Maison de ville', 'Herenhuis', 'Town house', 'Stadthaus');
const COUNTRY = named(house, 'Maison de campagne', 'Landhuis', 'Country house', 'Landhaus');
const FARM = named(house, 'Ferme', 'Hoeve', 'Farmhouse', 'Bauernhaus');
const BUNGALOW = named(house, 'Bungalow', 'Bungalow', 'Bungalow', 'Bungalow');
const CHALET = named(house, 'Chalet', 'Chalet', 'Chalet', 'Chalet');
const COTTAGE = named(house, 'Cottage', 'Cottage', 'Cottage', 'Cottage');
const CAVE = named(house, 'Maison troglodyte', 'Grotwoning', 'Cave house', 'Höhlenhaus');
const MANSION = named(house, 'Maison de maître', 'Herenwoning', 'Mansion', 'Herrenhaus');
const CASTLE = named(house, 'Château', 'Kasteel', 'Castle', 'Schloss');
const APARTMENT = named(apartment, 'Appartement', 'Appartement', 'Apartment', 'Wohnung');
const GROUND_FLOOR = named(
  apartment,
  'Rez-de-chaussée',
  'Gelijkvloers appartement',
  'Ground floor apartment',
  'Erdgeschosswohnung',
);
const PENTHOUSE = named(apartment, 'Penthouse', 'Penthouse', 'Penthouse', 'Penthouse');
const DUPLEX = named(apartment, 'Duplex', 'Duplex', 'Duplex', 'Maisonette');
const TRIPLEX = named(apartment, 'Triplex', 'Triplex', 'Triplex', 'Triplex');
const LOFT = named(apartment, 'Loft', 'Loft', 'Loft', 'Loft');
const STUDIO = named(studio, 'Studio', 'Studio', 'Studio', 'Studio');
const LAND = named(land, 'Terrain', 'Grond', 'Land', 'Grundstück');
const PLOT = named(land, 'Terrain à bâtir', 'Bouwgrond', 'Building plot', 'Baugrundstück');
const INVESTMENT = named(investment, 'Immeuble de rapport', 'Opbrengsteigendom', 'Investment building', 'Renditeobjekt');
const COMMERCIAL = named(commercial, 'Commerce', 'Handelspand', 'Commercial premises', 'Gewerbefläche');
const OFFICE = named(commercial, 'Bureau', 'Kantoor', 'Office', 'Büro');
const SHOP = named(commercial, 'Magasin', 'Winkel', 'Shop', 'Laden');
const RESTAURANT = named(commercial, 'Restaurant', 'Restaurant', 'Restaurant', 'Restaurant');
const BAR = named(commercial, 'Bar', 'Bar', 'Bar', 'Bar');
const HOTEL = named(commercial, 'Hôtel', 'Hotel', 'Hotel', 'Hotel');
const GARAGE = named(garage, 'Garage', 'Garage', 'Garage', 'Garage');
const PARKING = named(garage, 'Parking', 'Parkeerplaats', 'Parking space', 'Stellplatz');
const WAREHOUSE = named(warehouse, 'Entrepôt', 'Magazijn', 'Warehouse', 'Lagerhalle');
const STORAGE = named(warehouse, 'Débarras', 'Berging', 'Storage room', 'Abstellraum');
const INDUSTRIAL = named(warehouse, 'Bâtiment industriel', 'Industrieel gebouw', 'Industrial building', 'Industriegebäude');

export const KYERO_TYPES: ReadonlyMap<string, KyeroType> = new Map([
  ['villa', VILLA],
  ['house', HOUSE],
  ['detached house', DETACHED],
  ['semi detached house', SEMI],
  ['terraced house', TERRACED],
  ['town house', TOWN_HOUSE],
  ['townhouse', TOWN_HOUSE],
  ['country house', COUNTRY],
  ['finca', COUNTRY],
  ['cortijo', COUNTRY],
  ['farmhouse', FARM],
  ['bungalow', BUNGALOW],
  ['chalet', CHALET],
  ['cottage', COTTAGE],
  ['cave house', CAVE],
  ['quad house', HOUSE],
  ['mansion', MANSION],
  ['castle', CASTLE],
  ['apartment', APARTMENT],
  ['flat', APARTMENT],
  ['ground floor apartment', GROUND_FLOOR],
  ['penthouse', PENTHOUSE],
  ['duplex', DUPLEX],
  ['triplex', TRIPLEX],
  ['loft', LOFT],
  ['studio', STUDIO],
  ['land', LAND],
  ['plot', PLOT],
  ['building plot', PLOT],
  ['urban plot', PLOT],
  ['rustic land', LAND],
  ['investment', INVESTMENT],
  ['apartment building', INVESTMENT],
  ['block of apartments', INVESTMENT],
  ['building', INVESTMENT],
  ['commercial', COMMERCIAL],
  ['commercial property', COMMERCIAL],
  ['business', COMMERCIAL],
  ['office', OFFICE],
  ['shop', SHOP],
  ['retail', SHOP],
  ['restaurant', RESTAURANT],
  ['bar', BAR],
  ['hotel', HOTEL],
  ['garage', GARAGE],
  ['parking', PARKING],
  ['parking space', PARKING],
  ['warehouse', WAREHOUSE],
  ['storage', STORAGE],
  ['storage room', STORAGE],
  ['industrial', INDUSTRIAL],
  ['industrial building', INDUSTRIAL],
]);

/** The table's key for a feed's type text. */
export const typeKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/** The table's entry for a feed's type, or undefined for a type it lacks. */
export const kyeroTypeOf = (text: string): KyeroType | undefined => KYERO_TYPES.get(typeKey(text));
