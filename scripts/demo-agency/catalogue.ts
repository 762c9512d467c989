import type { Language } from '../../schema/index.js';

type Words = Record<Language, string>;

/** §3 Property type categories (WebID) as the back office names them, with what each may be offered for. */
export const CATEGORIES: { webId: number; showOrder: number; sale: boolean; rent: boolean; name: Words }[] = [
  {
    webId: 1,
    showOrder: 0,
    sale: true,
    rent: true,
    name: {
      fr: 'Maison / Villa / Ferme',
      nl: 'Huis / Villa / Hoeve',
      en: 'House / Villa / Farm',
      de: 'Haus / Villa / Bauernhof',
    },
  },
  {
    webId: 2,
    showOrder: 1,
    sale: true,
    rent: true,
    name: { fr: 'Appartement', nl: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  },
  { webId: 3, showOrder: 2, sale: true, rent: true, name: { fr: 'Studio', nl: 'Studio', en: 'Studio', de: 'Studio' } },
  { webId: 4, showOrder: 3, sale: true, rent: false, name: { fr: 'Terrain', nl: 'Grond', en: 'Land', de: 'Grundstück' } },
  {
    webId: 5,
    showOrder: 4,
    sale: true,
    rent: false,
    name: { fr: 'Immeuble de rapport', nl: 'Opbrengsteigendom', en: 'Investment building', de: 'Renditeobjekt' },
  },
  {
    webId: 6,
    showOrder: 5,
    sale: true,
    rent: true,
    name: { fr: 'Commerce', nl: 'Handelspand', en: 'Commercial premises', de: 'Gewerbefläche' },
  },
  {
    webId: 7,
    showOrder: 6,
    sale: true,
    rent: true,
    name: { fr: 'Garage / Parking', nl: 'Garage / Parking', en: 'Garage / Parking', de: 'Garage / Stellplatz' },
  },
  { webId: 8, showOrder: 6, sale: true, rent: true, name: { fr: 'Entrepôt', nl: 'Magazijn', en: 'Warehouse', de: 'Lagerhalle' } },
];

export type Kind = 'house' | 'apartment' | 'studio' | 'land' | 'investment' | 'commercial' | 'garage' | 'warehouse';

/** Finer types (TypeDescription), each in a category; `photo` names the exterior photos that fit. */
export const FINE_TYPES: { key: string; webId: number; kind: Kind; weight: number; name: Words }[] = [
  { key: 'house', webId: 1, kind: 'house', weight: 14, name: { fr: 'Maison', nl: 'Woning', en: 'House', de: 'Haus' } },
  { key: 'villa', webId: 1, kind: 'house', weight: 6, name: { fr: 'Villa', nl: 'Villa', en: 'Villa', de: 'Villa' } },
  {
    key: 'mansion',
    webId: 1,
    kind: 'house',
    weight: 3,
    name: { fr: 'Maison de maître', nl: 'Herenhuis', en: 'Mansion', de: 'Herrenhaus' },
  },
  {
    key: 'farmhouse',
    webId: 1,
    kind: 'house',
    weight: 3,
    name: { fr: 'Fermette', nl: 'Hoeve', en: 'Farmhouse', de: 'Bauernhaus' },
  },
  {
    key: 'bungalow',
    webId: 1,
    kind: 'house',
    weight: 2,
    name: { fr: 'Bungalow', nl: 'Bungalow', en: 'Bungalow', de: 'Bungalow' },
  },
  {
    key: 'apartment',
    webId: 2,
    kind: 'apartment',
    weight: 14,
    name: { fr: 'Appartement', nl: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  },
  {
    key: 'penthouse',
    webId: 2,
    kind: 'apartment',
    weight: 2,
    name: { fr: 'Penthouse', nl: 'Penthouse', en: 'Penthouse', de: 'Penthouse' },
  },
  {
    key: 'ground-floor',
    webId: 2,
    kind: 'apartment',
    weight: 3,
    name: { fr: 'Rez-de-chaussée', nl: 'Gelijkvloers appartement', en: 'Ground-floor flat', de: 'Erdgeschosswohnung' },
  },
  { key: 'duplex', webId: 2, kind: 'apartment', weight: 2, name: { fr: 'Duplex', nl: 'Duplex', en: 'Duplex', de: 'Maisonette' } },
  { key: 'studio', webId: 3, kind: 'studio', weight: 5, name: { fr: 'Studio', nl: 'Studio', en: 'Studio', de: 'Studio' } },
  {
    key: 'building-land',
    webId: 4,
    kind: 'land',
    weight: 5,
    name: { fr: 'Terrain à bâtir', nl: 'Bouwgrond', en: 'Building plot', de: 'Baugrundstück' },
  },
  {
    key: 'investment',
    webId: 5,
    kind: 'investment',
    weight: 3,
    name: { fr: 'Maison de rapport', nl: 'Opbrengsteigendom', en: 'Investment property', de: 'Mehrfamilienhaus' },
  },
  {
    key: 'shop',
    webId: 6,
    kind: 'commercial',
    weight: 3,
    name: { fr: 'Surface commerciale', nl: 'Handelsruimte', en: 'Retail space', de: 'Ladenlokal' },
  },
  {
    key: 'horeca',
    webId: 6,
    kind: 'commercial',
    weight: 1,
    name: { fr: 'Café-restaurant', nl: 'Horecazaak', en: 'Café-restaurant', de: 'Café-Restaurant' },
  },
  { key: 'garage', webId: 7, kind: 'garage', weight: 3, name: { fr: 'Garage', nl: 'Garagebox', en: 'Garage', de: 'Garage' } },
  {
    key: 'parking',
    webId: 7,
    kind: 'garage',
    weight: 1,
    name: { fr: 'Emplacement de parking', nl: 'Parkeerplaats', en: 'Parking space', de: 'Stellplatz' },
  },
  {
    key: 'warehouse',
    webId: 8,
    kind: 'warehouse',
    weight: 2,
    name: { fr: 'Entrepôt', nl: 'Magazijn', en: 'Warehouse', de: 'Lagerhalle' },
  },
];

/** Photos of the shared pool (photos/<kind>-<nn>.jpg) that the image stage provides. */
export const PHOTO_POOL: Record<Kind | 'interior', { prefix: string; count: number }> = {
  house: { prefix: 'house', count: 12 },
  apartment: { prefix: 'apartment', count: 8 },
  studio: { prefix: 'apartment', count: 8 },
  land: { prefix: 'land', count: 3 },
  investment: { prefix: 'house', count: 12 },
  commercial: { prefix: 'commercial', count: 3 },
  garage: { prefix: 'garage', count: 2 },
  warehouse: { prefix: 'warehouse', count: 2 },
  interior: { prefix: 'interior', count: 10 },
};

/** Words the feed writes in the description language. */
export const WORDS = {
  perMonth: { fr: '/mois', nl: '/maand', en: '/month', de: '/Monat' },
  new: { fr: 'Nouveau', nl: 'Nieuw', en: 'New', de: 'Neu' },
  exclusive: { fr: 'Exclusivité', nl: 'Exclusiviteit', en: 'Exclusive', de: 'Exklusiv' },
  yes: { fr: 'Oui', nl: 'Ja', en: 'Yes', de: 'Ja' },
  no: { fr: 'Non', nl: 'Nee', en: 'No', de: 'Nein' },
  conform: { fr: 'Conforme', nl: 'Conform', en: 'Compliant', de: 'Konform' },
  notConform: { fr: 'Non conforme', nl: 'Niet conform', en: 'Not compliant', de: 'Nicht konform' },
  housingZone: { fr: "Zone d'habitat", nl: 'Woongebied', en: 'Residential area', de: 'Wohngebiet' },
  ruralZone: {
    fr: "Zone d'habitat à caractère rural",
    nl: 'Woongebied met landelijk karakter',
    en: 'Rural residential area',
    de: 'Ländliches Wohngebiet',
  },
  notFlood: {
    fr: 'Zone non inondable',
    nl: 'Niet overstromingsgevoelig',
    en: 'Not in a flood zone',
    de: 'Kein Überschwemmungsgebiet',
  },
  floodRisk: {
    fr: "Zone d'aléa d'inondation faible",
    nl: 'Mogelijk overstromingsgevoelig',
    en: 'Low flood risk',
    de: 'Geringes Hochwasserrisiko',
  },
  noSummons: { fr: 'Aucune', nl: 'Geen', en: 'None', de: 'Keine' },
  noPlanning: {
    fr: 'Pas de permis de lotir',
    nl: 'Geen verkavelingsvergunning',
    en: 'No allotment permit',
    de: 'Keine Parzellierungsgenehmigung',
  },
  asbestosNone: {
    fr: 'Pas d’amiante détecté',
    nl: 'Asbestattest: geen asbest',
    en: 'No asbestos found',
    de: 'Kein Asbest festgestellt',
  },
  asbestosSome: {
    fr: 'Amiante non friable (toiture annexe)',
    nl: 'Asbestattest: hechtgebonden asbest (dak bijgebouw)',
    en: 'Non-friable asbestos (annex roof)',
    de: 'Fest gebundener Asbest (Dach Nebengebäude)',
  },
  groundOk: {
    fr: 'Extrait BDES vierge',
    nl: 'Bodemattest blanco',
    en: 'Clean soil certificate',
    de: 'Bodenbescheinigung ohne Befund',
  },
} satisfies Record<string, Words>;

export const COMFORT = {
  heating: {
    gas: { fr: 'Chauffage central au gaz', nl: 'Centrale verwarming op gas', en: 'Gas central heating', de: 'Gaszentralheizung' },
    oil: {
      fr: 'Chauffage central au mazout',
      nl: 'Centrale verwarming op stookolie',
      en: 'Oil central heating',
      de: 'Ölzentralheizung',
    },
    heatpump: { fr: 'Pompe à chaleur', nl: 'Warmtepomp', en: 'Heat pump', de: 'Wärmepumpe' },
    electric: { fr: 'Chauffage électrique', nl: 'Elektrische verwarming', en: 'Electric heating', de: 'Elektroheizung' },
  },
  kitchen: {
    equipped: { fr: 'Cuisine équipée', nl: 'Ingerichte keuken', en: 'Fitted kitchen', de: 'Einbauküche' },
    super: {
      fr: 'Cuisine hyper-équipée',
      nl: 'Volledig ingerichte keuken',
      en: 'Fully fitted kitchen',
      de: 'Voll ausgestattete Küche',
    },
    semi: {
      fr: 'Cuisine semi-équipée',
      nl: 'Half ingerichte keuken',
      en: 'Partly fitted kitchen',
      de: 'Teilweise ausgestattete Küche',
    },
  },
  glazing: {
    double: { fr: 'Double vitrage', nl: 'Dubbele beglazing', en: 'Double glazing', de: 'Doppelverglasung' },
    triple: { fr: 'Triple vitrage', nl: 'Driedubbele beglazing', en: 'Triple glazing', de: 'Dreifachverglasung' },
    single: { fr: 'Simple vitrage', nl: 'Enkele beglazing', en: 'Single glazing', de: 'Einfachverglasung' },
  },
  frame: {
    pvc: { fr: 'PVC', nl: 'PVC', en: 'PVC', de: 'Kunststoff' },
    alu: { fr: 'Aluminium', nl: 'Aluminium', en: 'Aluminium', de: 'Aluminium' },
    wood: { fr: 'Bois', nl: 'Hout', en: 'Wood', de: 'Holz' },
  },
  roof: {
    slate: { fr: 'Ardoises naturelles', nl: 'Natuurleien', en: 'Natural slate', de: 'Naturschiefer' },
    tiles: { fr: 'Tuiles', nl: 'Dakpannen', en: 'Clay tiles', de: 'Dachziegel' },
    flat: { fr: 'Toiture plate (EPDM)', nl: 'Plat dak (EPDM)', en: 'Flat roof (EPDM)', de: 'Flachdach (EPDM)' },
  },
  roofType: {
    gable: { fr: 'Deux versants', nl: 'Zadeldak', en: 'Gable roof', de: 'Satteldach' },
    hip: { fr: 'Quatre versants', nl: 'Schilddak', en: 'Hip roof', de: 'Walmdach' },
    flat: { fr: 'Plate', nl: 'Plat', en: 'Flat', de: 'Flach' },
  },
  condition: {
    good: { fr: 'Bon état', nl: 'Goede staat', en: 'Good condition', de: 'Guter Zustand' },
    new: { fr: 'Neuve (2022)', nl: 'Nieuw (2022)', en: 'New (2022)', de: 'Neu (2022)' },
    refresh: { fr: 'À rafraîchir', nl: 'Op te frissen', en: 'Needs refreshing', de: 'Renovierungsbedürftig' },
  },
} satisfies Record<string, Record<string, Words>>;
