import { epcLabelOf } from '../../pipeline/derive/epc.js';
import { regionOfPostcode } from '../../pipeline/derive/region.js';
import { LANGUAGES, type Language } from '../../schema/index.js';
import type { RawPropertyInput } from '../../sources/omnicasa/index.js';
import { CATEGORIES, COMFORT, FINE_TYPES, type Kind, PHOTO_POOL, WORDS } from './catalogue.js';
import type { Facts } from './facts.js';
import { PORTRAIT_PHOTOS } from './photo-names.js';
import { COUNTRY_NAMES, TOWNS, type Town, townName } from './places.js';
import type { Random } from './prng.js';
import { WRITERS } from './texts/index.js';

const weighted = <T extends { weight: number }>(random: Random, items: readonly T[]): T => {
  let roll = random.next() * items.reduce((sum, i) => sum + i.weight, 0);
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1] as T;
};

/** Feed spelling of a label: a_plus → "A+", b_sub → "B-". */
const labelText = (label: string) =>
  `${label[0]?.toUpperCase()}${label.slice(1).replace('_plusplus', '++').replace('_plus', '+').replace('_sub', '-')}`;
const wcf = (ms: number) => `/Date(${ms}+0100)/`;
const START_2025 = Date.UTC(2025, 0, 6);
const NOV_2026 = Date.UTC(2026, 10, 15);

function priceOf(random: Random, kind: Kind, fineType: string, goal: number, living: number): number {
  if (goal === 2) return random.round(35_000, 90_000, 1000);
  if (goal === 1) {
    const rent: Record<Kind, [number, number]> = {
      house: [950, 1800],
      apartment: [700, 1250],
      studio: [550, 750],
      land: [0, 0],
      investment: [0, 0],
      commercial: [900, 2400],
      garage: [70, 120],
      warehouse: [1500, 3500],
    };
    const [min, max] = rent[kind];
    return random.round(min, max, 5);
  }
  const sale: Record<Kind, [number, number]> = {
    house: fineType === 'villa' ? [380_000, 750_000] : [160_000, 480_000],
    apartment: [120_000, 320_000],
    studio: [75_000, 120_000],
    land: [45_000, 140_000],
    investment: [280_000, 650_000],
    commercial: [150_000, 420_000],
    garage: [15_000, 35_000],
    warehouse: [250_000, 600_000],
  };
  const [min, max] = sale[kind];
  return random.round(min + (living > 200 ? (max - min) / 3 : 0), max, 1000);
}

const ALWAYS_THERE = ['ixelles', 'gent', 'wiltz', 'uccle', 'leuven'];

export interface BuiltProperty {
  id: number;
  town: Town;
  byLanguage: Record<Language, RawPropertyInput>;
}

/** One property, consistent across its four languages. `index` spreads goals and statuses evenly. */
export function buildProperty(random: Random, id: number, index: number, pictureIds: () => number): BuiltProperty {
  // A few places are always there so that every EPC scale (and a foreign address) is exercised.
  const must = ALWAYS_THERE[index % 20 === 10 ? Math.floor(index / 20) : -1];
  const town = (must && TOWNS.find((t) => t.key === must)) || weighted(random, TOWNS);
  const region = town.countryId ? null : regionOfPostcode(town.zip);
  let fine = weighted(random, FINE_TYPES);
  // Goal: ~60 % sale, ~35 % rent, and a takeover every 40 properties.
  let goal: 0 | 1 | 2 = index % 40 === 17 ? 2 : random.chance(0.36) ? 1 : 0;
  if (goal === 2) fine = FINE_TYPES.find((t) => t.key === 'horeca') ?? fine;
  // One house in fifty is sold as a life annuity (viager).
  const viager = index % 50 === 23;
  if (viager) {
    fine = FINE_TYPES.find((t) => t.key === 'house') ?? fine;
    goal = 0;
  }
  const category = CATEGORIES.find((c) => c.webId === fine.webId) ?? CATEGORIES[0];
  if (goal === 1 && !category?.rent) goal = 0;
  const kind = fine.kind;
  const dwelling = kind === 'house' || kind === 'apartment' || kind === 'studio';
  const newBuild = dwelling && random.chance(0.12);
  const year = newBuild ? random.int(2023, 2025) : kind === 'house' ? random.int(1890, 2015) : random.int(1960, 2020);
  const bedrooms =
    kind === 'house'
      ? random.int(2, 5)
      : kind === 'apartment'
        ? random.int(1, 3)
        : kind === 'commercial' && random.chance(0.4)
          ? random.int(1, 2)
          : 0;
  const living =
    kind === 'house'
      ? random.int(110, 320)
      : kind === 'apartment'
        ? random.int(55, 140)
        : kind === 'studio'
          ? random.int(28, 45)
          : kind === 'garage'
            ? random.int(14, 22)
            : kind === 'warehouse'
              ? random.int(400, 1800)
              : kind === 'commercial'
                ? random.int(60, 260)
                : kind === 'investment'
                  ? random.int(220, 420)
                  : 0;
  const facts: Facts = {
    id,
    kind,
    goal,
    fineType: fine.key,
    town: town.key,
    street: random.pick(town.streets),
    bedrooms,
    bathrooms: dwelling ? (bedrooms > 3 ? 2 : 1) : 0,
    living,
    ground: kind === 'house' || kind === 'investment' ? random.int(180, 2400) : kind === 'land' ? random.int(450, 1800) : null,
    facades: kind === 'house' || kind === 'land' ? random.pick([2, 3, 3, 4, 4]) : null,
    garden: kind === 'house' ? random.chance(0.85) : kind === 'apartment' && fine.key === 'ground-floor',
    terrace: dwelling && random.chance(0.6),
    garage: kind === 'house' && random.chance(0.5),
    cellar: kind === 'house' && random.chance(0.7),
    attic: kind === 'house' && random.chance(0.4),
    lift: kind === 'apartment' && year > 1990,
    pool: fine.key === 'villa' && random.chance(0.4),
    furnished: goal === 1 && kind === 'studio',
    year,
    renovated: !newBuild && dwelling && random.chance(0.4) ? random.int(Math.max(year + 15, 1995), 2025) : null,
    heating: newBuild ? 'heatpump' : random.pick(['gas', 'gas', 'gas', 'oil', 'electric'] as const),
    kitchen: random.pick(['equipped', 'super', 'semi'] as const),
    floor: kind === 'apartment' ? random.int(0, 6) : null,
    style: random.int(0, 11),
    newBuild,
    viager,
  };
  const hasEnergy = dwelling || kind === 'investment' || kind === 'commercial';
  const epcValue = hasEnergy
    ? newBuild
      ? random.int(25, 110)
      : facts.renovated
        ? random.int(120, 320)
        : random.int(250, 650)
    : null;
  const epcLabel = epcValue !== null && region ? epcLabelOf(region, epcValue) : null;
  const status = index % 11 === 5 ? (goal === 0 ? 2 : 4) : 1;
  const price = priceOf(random, kind, fine.key, goal, living);
  const modified = START_2025 + Math.floor(random.next() * (NOV_2026 - START_2025));
  const created = modified - random.int(5, 200) * 86_400_000;
  const photos = photosOf(random, kind, pictureIds);
  const publishAddress = !random.chance(0.1);
  const marquee = random.chance(0.08) ? 2 : newBuild || random.chance(0.08) ? 1 : 0;
  const sale = goal === 0;
  const flanders = region === 'flanders';
  const pick = <T>(words: Record<Language, T>, language: Language) => words[language];
  const poi = random.chance(0.4);
  const mobility = random.chance(0.5);

  // Every random choice is made once, before the languages: a fact is the same in all four.
  const parkings = random.int(0, 2);
  const floors = random.int(1, 3);
  const terraceArea = random.int(8, 40);
  const frontWidth = random.int(6, 14);
  const plotWidth = random.int(12, 30);
  const cadastralIncome = random.int(500, 2500);
  const feedGivesLabel = random.chance(0.5);
  const eLevel = random.int(20, 40);
  const oldGlazing = random.pick(['double', 'single'] as const);
  const frame = random.pick(['pvc', 'alu', 'wood'] as const);
  const roofType = random.pick(['gable', 'hip', 'flat'] as const);
  const roofMaterial = random.pick(['slate', 'tiles', 'flat'] as const);
  const roofCondition = random.pick(['good', 'refresh'] as const);
  const parking = random.chance(0.6);
  const housingZone = random.chance(0.7);
  const notFlood = random.chance(0.85);
  const noAsbestos = random.chance(0.5);
  const electricityConform = random.chance(0.8);
  const renterCharges = random.round(40, 180, 5);
  const ownerCharges = random.round(60, 220, 5);
  const twoMonthsDeposit = random.chance(0.5);
  const realEstateTax = random.int(450, 2200);
  const notaryWithVat = random.round(2500, 4500, 50);
  const notaryWithoutVat = random.round(2000, 3700, 50);
  const optionPrice = random.round(5000, 15000, 500);
  const constructionCost = random.round(150_000, 300_000, 1000);
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => {
      const name = townName(town, language);
      const type = pick(fine.name, language);
      const texts = WRITERS[language]({ ...facts, town: name }, type);
      const raw: RawPropertyInput = {
        ID: id,
        Reference: `VIT-${String(id).slice(-5)}`,
        WebID: fine.webId,
        WebIDs: kind === 'investment' ? '5,1' : String(fine.webId),
        TypeDescription: type,
        MainTypeName: category ? pick(category.name, language) : type,
        Goal: goal,
        Status: status,
        Marquee: marquee,
        MarqueeName: marquee === 2 ? pick(WORDS.exclusive, language) : marquee === 1 ? pick(WORDS.new, language) : null,
        CreationDate: wcf(created),
        ModificationDate: wcf(modified),
        Street: facts.street,
        HouseNumber: String(1 + (id % 187)),
        BoxNr: kind === 'apartment' || kind === 'studio' ? `${facts.floor ?? 1}.${1 + (id % 3)}` : null,
        Zip: town.zip,
        City: name,
        CountryID: town.countryId ?? 10,
        CountryName: pick(COUNTRY_NAMES[town.countryId ?? 10] as Record<Language, string>, language),
        PublishAddress: publishAddress,
        GoogleX: Number((town.lat + ((id % 97) - 48) / 12_000).toFixed(6)),
        GoogleY: Number((town.lng + ((id % 89) - 44) / 9_000).toFixed(6)),
        Price: price,
        PublishPrice: !(index % 12 === 7),
        PriceUnit: goal === 1 ? 2 : newBuild && sale && kind === 'apartment' ? 7 : null,
        PriceUnitText: goal === 1 ? pick(WORDS.perMonth, language) : null,
        Title: texts.title,
        ShortDescription: texts.short,
        Description: texts.description,
        NumberOfBedRooms: dwelling || bedrooms ? bedrooms : null,
        NumberOfBathRooms: dwelling ? facts.bathrooms : null,
        NumberOfShowerRooms: dwelling && bedrooms > 2 ? 1 : null,
        NumberOfToilets: dwelling ? Math.max(1, facts.bathrooms) + (bedrooms > 3 ? 1 : 0) : null,
        NumberOfGarages: facts.garage ? 1 : null,
        NumberOfParkings: kind === 'house' || kind === 'apartment' ? parkings : null,
        NumberOfFloors: kind === 'house' ? floors : kind === 'apartment' ? 1 : null,
        NumberOfFacades: facts.facades,
        SurfaceLiving: living || null,
        SurfaceTotal: living ? Math.round(living * 1.15) : facts.ground,
        SurfaceGround: facts.ground,
        SurfaceTerrace: facts.terrace ? terraceArea : null,
        SurfaceGarden: facts.garden && facts.ground ? Math.round(facts.ground * 0.6) : null,
        SurfaceStore: kind === 'commercial' ? Math.round(living * 0.2) : null,
        FrontWidth: facts.facades ? frontWidth : null,
        PlotWidth: kind === 'land' ? plotWidth : null,
        ConstructionYear: kind === 'land' || kind === 'garage' ? null : year,
        RenovationYear: facts.renovated,
        CadastralIncome: dwelling ? cadastralIncome : null,
        EnergyPerformance: epcValue,
        EPCLabelText: epcLabel && feedGivesLabel ? labelText(epcLabel) : null,
        EPCSpec: epcValue !== null ? `2023${String(id % 1231).padStart(4, '0')}-000${id % 9999}-01` : null,
        EPCTotal: epcValue !== null ? Math.round(epcValue * living) : null,
        CO2Emission: epcValue !== null ? Math.round(epcValue * 0.21) : null,
        EPCExpiryDate: epcValue !== null ? wcf(created + 10 * 365 * 86_400_000) : null,
        ELevel: newBuild && flanders ? eLevel : null,
        Heating: hasEnergy ? pick(COMFORT.heating[facts.heating], language) : null,
        Kitchen: dwelling ? pick(COMFORT.kitchen[facts.kitchen], language) : null,
        Glazing: hasEnergy
          ? pick(COMFORT.glazing[newBuild ? 'triple' : facts.renovated ? 'double' : oldGlazing], language)
          : null,
        WindowFrame: hasEnergy ? pick(COMFORT.frame[frame], language) : null,
        RoofType: kind === 'house' ? pick(COMFORT.roofType[roofType], language) : null,
        RoofMaterial: kind === 'house' ? pick(COMFORT.roof[roofMaterial], language) : null,
        RoofCondition: kind === 'house' ? pick(COMFORT.condition[newBuild ? 'new' : roofCondition], language) : null,
        // Omnicasa sends yes/no as booleans, and as 0/1 on older records.
        HasGas: hasEnergy ? (index % 9 === 0 ? Number(facts.heating === 'gas') : facts.heating === 'gas') : null,
        HasWater: kind !== 'garage',
        HasElectricity: true,
        HasDrain: kind !== 'garage' && kind !== 'land' ? true : null,
        HasLift: kind === 'apartment' ? facts.lift : null,
        HasCellar: facts.cellar,
        HasTerrace: facts.terrace,
        HasGarden: facts.garden,
        HasAttic: kind === 'house' ? facts.attic : null,
        IsFurnished: goal === 1 ? facts.furnished : null,
        HasGarage: facts.garage,
        HasParking: kind === 'apartment' ? parking : null,
        HasPool: fine.key === 'villa' ? facts.pool : null,
        BuildingPermit: sale && kind !== 'garage' ? pick(WORDS.yes, language) : null,
        AllotmentPermit: sale && kind === 'land' ? pick(WORDS.yes, language) : sale ? pick(WORDS.noPlanning, language) : null,
        PreemptiveRights: sale ? pick(WORDS.no, language) : null,
        Summons: sale ? pick(WORDS.noSummons, language) : null,
        JudicialDecision: sale ? pick(WORDS.noSummons, language) : null,
        AreaApplication: sale ? pick(housingZone ? WORDS.housingZone : WORDS.ruralZone, language) : null,
        PlanningInfo: sale ? pick(WORDS.noSummons, language) : null,
        FloodRisk: sale ? pick(notFlood ? WORDS.notFlood : WORDS.floodRisk, language) : null,
        AsbestosType:
          sale && flanders && year < 2001 ? pick(noAsbestos ? WORDS.asbestosNone : WORDS.asbestosSome, language) : null,
        AsbestosDate: sale && flanders && year < 2001 ? wcf(created - 30 * 86_400_000) : null,
        ElectricityCertificate: hasEnergy ? pick(electricityConform ? WORDS.conform : WORDS.notConform, language) : null,
        GasCertificate: hasEnergy && facts.heating === 'gas' ? pick(WORDS.conform, language) : null,
        GroundCertificate: sale && region === 'wallonia' ? pick(WORDS.groundOk, language) : null,
        ChargesRenter: goal === 1 && (kind === 'apartment' || kind === 'studio') ? renterCharges : null,
        ChargesOwner: sale && kind === 'apartment' ? ownerCharges : null,
        Deposit: goal === 1 ? price * (twoMonthsDeposit ? 2 : 3) : null,
        RealEstateTax: sale && dwelling ? realEstateTax : null,
        RegistrationRights: sale && index % 4 === 0 ? Math.round(price * (flanders ? 0.12 : 0.125)) : null,
        NotaryFeeWithVAT: sale && index % 4 === 0 ? notaryWithVat : null,
        NotaryFeeWithoutVAT: sale && index % 4 === 0 ? notaryWithoutVat : null,
        StartPrice: sale && index % 29 === 3 ? Math.round(price * 0.9) : null,
        OptionPrice: sale && newBuild && kind === 'apartment' ? optionPrice : null,
        ConstructionCost: newBuild && kind === 'house' ? constructionCost : null,
        ViagerAgeMale: facts.viager ? 78 : null,
        ViagerAgeFemale: facts.viager ? 75 : null,
        ViagerMonthlyRent: facts.viager ? 850 : null,
        ViagerIndexedRent: facts.viager ? 867 : null,
        ViagerSurvivalRent: facts.viager ? 650 : null,
        SmallPictureItem: photos[0] ? { ...photos[0], Width: 400, Height: 267 } : null,
        XLargePictureItem: photos[0] ? { Url: photos[0].Url } : null,
        XLargePictureItems: photos,
        Documents:
          sale && index % 3 === 0
            ? [
                {
                  Name: pick(
                    { fr: 'Certificat PEB', nl: 'EPC-attest', en: 'Energy certificate', de: 'Energieausweis' },
                    language,
                  ),
                  Url: `https://documents.eaudheure-immo.be/${id}/peb.pdf`,
                },
                {
                  Name: pick({ fr: 'Plan cadastral', nl: 'Kadastraal plan', en: 'Cadastral plan', de: 'Katasterplan' }, language),
                  Url: `https://documents.eaudheure-immo.be/${id}/plan.pdf`,
                },
              ]
            : [],
        Videos:
          index % 13 === 2
            ? [{ Name: 'Visite vidéo', Url: `https://www.youtube.com/watch?v=${videoId(id)}` }]
            : index % 13 === 8
              ? [{ Name: 'Vimeo', Url: `https://vimeo.com/${700000000 + id}` }]
              : [],
        VirtualTour: index % 10 === 4 ? `https://my.matterport.com/show/?m=${videoId(id + 1)}` : null,
        PointsOfInterest: poi
          ? [
              {
                Name: pick(
                  { fr: 'École communale', nl: 'Gemeentelijke basisschool', en: 'Primary school', de: 'Grundschule' },
                  language,
                ),
                Type: 'school',
                Distance: 200 + (id % 9) * 50,
              },
              {
                Name: pick({ fr: 'Gare', nl: 'Station', en: 'Railway station', de: 'Bahnhof' }, language),
                Type: 'train',
                Distance: 600 + (id % 13) * 150,
              },
              {
                Name: pick({ fr: 'Supermarché', nl: 'Supermarkt', en: 'Supermarket', de: 'Supermarkt' }, language),
                Type: 'shop',
                Distance: 300 + (id % 7) * 80,
              },
            ]
          : [],
        MobilityScore: mobility
          ? {
              Global: 4 + (id % 50) / 10,
              PublicTransport: 3 + (id % 60) / 10,
              Train: 2 + (id % 70) / 10,
              Shops: 5 + (id % 40) / 10,
              Education: 6 + (id % 30) / 10,
              Health: 4 + (id % 50) / 10,
              Leisure: 3 + (id % 60) / 10,
              Services: 5 + (id % 45) / 10,
            }
          : null,
      };
      return [language, raw];
    }),
  ) as Record<Language, RawPropertyInput>;
  return { id, town, byLanguage };
}

function videoId(seed: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let n = seed * 2654435761;
  return Array.from({ length: 11 }, () => {
    n = (n * 1103515245 + 12345) % 2 ** 31;
    return alphabet[n % alphabet.length];
  }).join('');
}

function photosOf(random: Random, kind: Kind, nextId: () => number) {
  const outside = PHOTO_POOL[kind];
  const count = kind === 'garage' || kind === 'land' ? random.int(2, 3) : random.int(4, 8);
  const start = random.int(1, outside.count);
  const inside = PHOTO_POOL.interior;
  return Array.from({ length: count }, (_, i) => {
    const pool = i < 2 || kind === 'land' || kind === 'garage' ? outside : inside;
    const n = ((start + i * 3) % pool.count) + 1;
    const name = `${pool.prefix}-${String(n).padStart(2, '0')}`;
    const portrait = PORTRAIT_PHOTOS.includes(name);
    return {
      // Relative to the snapshot folder, as a link in a document would be: data/sample/photos/.
      Url: `../photos/${name}.jpg`,
      Width: 1920,
      Height: portrait ? 2880 : 1280,
      ID: nextId(),
      Name: `${pool.prefix} ${n}`,
    };
  });
}
