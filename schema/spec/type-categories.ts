import type { Language } from './languages.js';

// §3 Property type categories (WebID 1–8): the eight the site lists, with their names per language
// and their order. A source whose feed has no list of its own (Kyero v3) publishes these; the names
// are the bundled sample's (data/sample/omnicasa/GetWebIDList.<lang>.json).

export interface TypeCategoryDefinition {
  /** The category's record id in the published types list. */
  id: number;
  webId: number;
  showOrder: number;
  /** Whether the search offers it for sale, for rent. */
  sale: boolean;
  rent: boolean;
  names: Record<Language, string>;
}

export const TYPE_CATEGORIES: readonly TypeCategoryDefinition[] = [
  {
    id: 101,
    webId: 1,
    showOrder: 0,
    sale: true,
    rent: true,
    names: {
      fr: 'Maison / Villa / Ferme',
      nl: 'Huis / Villa / Hoeve',
      en: 'House / Villa / Farm',
      de: 'Haus / Villa / Bauernhof',
    },
  },
  {
    id: 102,
    webId: 2,
    showOrder: 1,
    sale: true,
    rent: true,
    names: { fr: 'Appartement', nl: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  },
  { id: 103, webId: 3, showOrder: 2, sale: true, rent: true, names: { fr: 'Studio', nl: 'Studio', en: 'Studio', de: 'Studio' } },
  {
    id: 104,
    webId: 4,
    showOrder: 3,
    sale: true,
    rent: false,
    names: { fr: 'Terrain', nl: 'Grond', en: 'Land', de: 'Grundstück' },
  },
  {
    id: 105,
    webId: 5,
    showOrder: 4,
    sale: true,
    rent: false,
    names: { fr: 'Immeuble de rapport', nl: 'Opbrengsteigendom', en: 'Investment building', de: 'Renditeobjekt' },
  },
  {
    id: 106,
    webId: 6,
    showOrder: 5,
    sale: true,
    rent: true,
    names: { fr: 'Commerce', nl: 'Handelspand', en: 'Commercial premises', de: 'Gewerbefläche' },
  },
  {
    id: 107,
    webId: 7,
    showOrder: 6,
    sale: true,
    rent: true,
    names: { fr: 'Garage / Parking', nl: 'Garage / Parking', en: 'Garage / Parking', de: 'Garage / Stellplatz' },
  },
  {
    id: 108,
    webId: 8,
    showOrder: 6,
    sale: true,
    rent: true,
    names: { fr: 'Entrepôt', nl: 'Magazijn', en: 'Warehouse', de: 'Lagerhalle' },
  },
];

/** WebIDs of the categories, named for the tables that map a vendor's types onto them. */
export const TYPE_CATEGORY = {
  house: 1,
  apartment: 2,
  studio: 3,
  land: 4,
  investment: 5,
  commercial: 6,
  garage: 7,
  warehouse: 8,
} as const;
