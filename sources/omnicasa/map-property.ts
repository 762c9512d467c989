import {
  checkHttpUrl,
  classifyMediaLink,
  formatPrice,
  isBelgian,
  regionOfPostcode,
  resolveEpc,
} from '../../pipeline/derive/index.js';
import { boundNumbers, plausibleLocation, plausiblePrice, type Report } from '../../pipeline/normalize/bounds.js';
import { descriptionOf } from '../../pipeline/normalize/description.js';
import { pictureOf, picturesOf } from '../../pipeline/normalize/picture.js';
import { idOf, problemsFromIssues } from '../../pipeline/normalize/problems.js';
import { propertyUrlOf } from '../../pipeline/normalize/property-url.js';
import { cleanText, cleanTexts } from '../../pipeline/normalize/texts.js';
import type { Mapped, PropertyDraft } from '../../pipeline/source.js';
import {
  type Language,
  linkSchema,
  MOBILITY_SCORE_MAX,
  type Picture,
  type Property,
  type RecordProblem,
} from '../../schema/index.js';
import { OMNICASA_BOUNDS } from './bounds.js';
import { GOAL_OF_CODE, STATUS_OF_CODE } from './codes.js';
import { type RawProperty, rawPropertySchema } from './raw-property.js';

export interface TypeLookup {
  /** The type category of a WebID in this language, or undefined when GetWebIDList lacks it. */
  get(webId: number): { name: string; slug: string } | undefined;
}

/** One raw Omnicasa record in one language → the published record, or the reasons it cannot publish. */
export function normalizeProperty(input: unknown, language: Language, types: TypeLookup): Mapped<PropertyDraft> {
  const where = { id: idOf(input), kind: 'property' as const, language };
  const parsed = rawPropertySchema.safeParse(input);
  if (!parsed.success) return { ok: false, id: where.id, problems: problemsFromIssues(parsed.error.issues, input, where) };
  const problems: RecordProblem[] = [];
  const report: Report = (field, reason) => problems.push({ ...where, field, reason, action: 'cleaned' });
  // Texts that are not HTML or a URL become one-line texts; numbers outside their bounds go.
  const raw = cleanTexts(boundNumbers(parsed.data, OMNICASA_BOUNDS, report), ['Description', 'VirtualTour'], report);

  const refuse = (field: string, reason: string): RecordProblem => ({ ...where, field, reason, action: 'quarantined' });
  const refusals: RecordProblem[] = [];
  const goal = raw.Goal === null ? undefined : GOAL_OF_CODE[raw.Goal];
  if (!goal) refusals.push(refuse('Goal', `expected 0 (sale), 1 (rent) or 2 (takeover) (got ${JSON.stringify(raw.Goal)})`));
  const status = STATUS_OF_CODE[raw.Status ?? 1];
  if (!status) refusals.push(refuse('Status', `expected a status from 0 to 4 (got ${raw.Status})`));
  const type = raw.WebID === null ? undefined : types.get(raw.WebID);
  if (!type) refusals.push(refuse('WebID', `WebID ${raw.WebID} is not a type category of GetWebIDList`));
  const typeIds = parseTypeIds(raw);
  if (typeof typeIds === 'string') refusals.push(refuse('WebIDs', typeIds));
  // Only when the feed sent one: a missing Zip or City is already refused by the raw schema.
  if (!raw.Zip) refusals.push(refuse('Zip', `the postcode is empty once markup and invisible characters are removed`));
  if (!raw.City) refusals.push(refuse('City', `the city is empty once markup and invisible characters are removed`));
  if (refusals.length > 0 || !goal || !status || !type || !raw.City || !raw.Zip || typeof typeIds === 'string') {
    return { ok: false, id: where.id, problems: refusals };
  }

  const { description, problems: descriptionProblems } = descriptionOf(raw.Description, where);
  problems.push(...descriptionProblems);
  const title = raw.Title ?? `${raw.TypeDescription ?? type.name} – ${raw.City}`;
  const { url, slug, citySlug } = propertyUrlOf({
    id: raw.ID,
    goal,
    language,
    city: raw.City,
    title,
    typeName: raw.TypeDescription ?? type.name,
    typeSlug: type.slug,
  });
  const addressPublished = raw.PublishAddress ?? false;
  const pricePublished = raw.PublishPrice ?? true;
  const region = regionOfPostcode(raw.Zip, raw.CountryID ?? null);
  if (!region && isBelgian(raw.CountryID))
    report('Zip', `${JSON.stringify(raw.Zip)} is not a Belgian postcode (§9: 1000 to 9999): published without a region`);
  const epc = resolveEpc(region, raw.EnergyPerformance ?? null, raw.EPCLabelText ?? null);
  const amount = pricePublished ? plausiblePrice(raw.Price, goal, report) : null;
  const price = {
    amount,
    published: amount !== null,
    unit: raw.PriceUnit ?? null,
    unitText: raw.PriceUnitText ?? null,
  };
  const n = <T>(v: T | undefined): T | null => v ?? null;

  return {
    ok: true,
    problems,
    value: {
      id: raw.ID,
      language,
      reference: n(raw.Reference),
      goal,
      status,
      typeId: raw.WebID as number,
      typeIds,
      typeName: n(raw.TypeDescription),
      mainTypeName: raw.MainTypeName ?? type.name,
      marquee: raw.Marquee === 1 || raw.Marquee === 2 ? raw.Marquee : 0,
      marqueeName: n(raw.MarqueeName),
      title,
      shortDescription: n(raw.ShortDescription),
      description,
      slug,
      url,
      address: {
        street: addressPublished ? n(raw.Street) : null,
        houseNumber: addressPublished ? n(raw.HouseNumber) : null,
        box: addressPublished ? n(raw.BoxNr) : null,
        zip: raw.Zip,
        city: raw.City,
        citySlug,
        countryId: n(raw.CountryID),
        countryName: n(raw.CountryName),
        published: addressPublished,
      },
      region,
      location:
        addressPublished && raw.GoogleX != null && raw.GoogleY != null && (raw.GoogleX !== 0 || raw.GoogleY !== 0)
          ? plausibleLocation(raw.GoogleX, raw.GoogleY, report, 'GoogleX')
          : null,
      price: { ...price, formatted: formatPrice(price, language) },
      counts: {
        bedrooms: n(raw.NumberOfBedRooms),
        bathrooms: n(raw.NumberOfBathRooms),
        showerRooms: n(raw.NumberOfShowerRooms),
        toilets: n(raw.NumberOfToilets),
        garages: n(raw.NumberOfGarages),
        parkings: n(raw.NumberOfParkings),
        externalParkings: n(raw.NumberOfExternalParkings),
        floors: n(raw.NumberOfFloors),
        extraRooms: n(raw.NumberOfExtraRooms),
        facades: n(raw.NumberOfFacades),
      },
      surfaces: {
        total: n(raw.SurfaceTotal),
        living: n(raw.SurfaceLiving),
        ground: n(raw.SurfaceGround),
        terrace: n(raw.SurfaceTerrace),
        garden: n(raw.SurfaceGarden),
        office: n(raw.SurfaceOffice),
        store: n(raw.SurfaceStore),
        constructed: n(raw.SurfaceConstructed),
        frontWidth: n(raw.FrontWidth),
        plotWidth: n(raw.PlotWidth),
      },
      constructionYear: n(raw.ConstructionYear),
      renovationYear: n(raw.RenovationYear),
      cadastralIncome: n(raw.CadastralIncome),
      epc: {
        label: epc.label,
        labelSource: epc.source,
        value: n(raw.EnergyPerformance),
        total: n(raw.EPCTotal),
        co2: n(raw.CO2Emission),
        certificate: n(raw.EPCSpec),
        expiryDate: n(raw.EPCExpiryDate),
        eLevel: n(raw.ELevel),
      },
      comfort: {
        heating: n(raw.Heating),
        kitchen: n(raw.Kitchen),
        interior: n(raw.InteriorComfort),
        exterior: n(raw.ExteriorComfort),
        windowFrame: n(raw.WindowFrame),
        glazing: n(raw.Glazing),
        roofType: n(raw.RoofType),
        roofMaterial: n(raw.RoofMaterial),
        roofCondition: n(raw.RoofCondition),
      },
      features: {
        gas: n(raw.HasGas),
        water: n(raw.HasWater),
        electricity: n(raw.HasElectricity),
        drain: n(raw.HasDrain),
        lift: n(raw.HasLift),
        cellar: n(raw.HasCellar),
        terrace: n(raw.HasTerrace),
        garden: n(raw.HasGarden),
        attic: n(raw.HasAttic),
        furnished: n(raw.IsFurnished),
        garage: n(raw.HasGarage),
        parking: n(raw.HasParking),
        pool: n(raw.HasPool),
      },
      legal: {
        permit: n(raw.BuildingPermit),
        allotmentPermit: n(raw.AllotmentPermit),
        preemptiveRights: n(raw.PreemptiveRights),
        summons: n(raw.Summons),
        judicialDecision: n(raw.JudicialDecision),
        areaApplication: n(raw.AreaApplication),
        planningInfo: n(raw.PlanningInfo),
        floodRisk: n(raw.FloodRisk),
        asbestosType: n(raw.AsbestosType),
        asbestosDate: n(raw.AsbestosDate),
        electricityCertificate: n(raw.ElectricityCertificate),
        gasCertificate: n(raw.GasCertificate),
        groundCertificate: n(raw.GroundCertificate),
      },
      costs: {
        chargesOwner: n(raw.ChargesOwner),
        chargesRenter: n(raw.ChargesRenter),
        notaryFeeWithVat: n(raw.NotaryFeeWithVAT),
        notaryFeeWithoutVat: n(raw.NotaryFeeWithoutVAT),
        registrationRights: n(raw.RegistrationRights),
        vat: n(raw.VAT),
        agencyCost: n(raw.AgencyCost),
        deposit: n(raw.Deposit),
        inventory: n(raw.Inventory),
        constructionCost: n(raw.ConstructionCost),
        realEstateTax: n(raw.RealEstateTax),
        parkingPrice: n(raw.ParkingPrice),
        garagePrice: n(raw.GaragePrice),
        optionPrice: n(raw.OptionPrice),
        startPrice: n(raw.StartPrice),
      },
      viager: viagerOf(raw),
      pictures: propertyPictures(raw, report),
      documents: validLinks(raw.Documents, 'Documents', report),
      videos: validLinks(raw.Videos, 'Videos', report, (url) =>
        classifyMediaLink(url) ? null : 'not a video link of §5 (YouTube, Vimeo, Facebook or a video file)',
      ),
      virtualTour:
        validLinks(raw.VirtualTour ? [{ Url: raw.VirtualTour }] : [], 'VirtualTour', report, (url) =>
          classifyMediaLink(url)?.kind === 'tour' ? null : 'not a virtual tour of §5 (Matterport, TVL or Yisual)',
        )[0]?.url ?? null,
      pointsOfInterest: (raw.PointsOfInterest ?? []).flatMap((p, i) => {
        const name = cleanText(p.Name, `PointsOfInterest.${i}.Name`, report);
        const distance = p.Distance != null && p.Distance >= 0 ? p.Distance : null;
        return name ? [{ name, type: cleanText(p.Type, `PointsOfInterest.${i}.Type`, report), distance }] : [];
      }),
      mobility: mobilityOf(raw, report),
      createdAt: n(raw.CreationDate),
      updatedAt: n(raw.ModificationDate),
    },
  };
}

/**
 * Links the site may show: http(s) URLs only, and of the kind `refusal` accepts (it returns why
 * not, or null); any other is dropped and reported.
 */
function validLinks(
  items: readonly { Name?: string | null; Url: string }[] | undefined,
  field: string,
  report: Report,
  refusal: (url: string) => string | null = () => null,
): Property['documents'] {
  return (items ?? []).flatMap((item, i) => {
    const where = field === 'VirtualTour' ? field : `${field}.${i}`; // a single URL, not a list
    const checked = checkHttpUrl(item.Url);
    const refused = checked.ok ? refusal(checked.url) : checked.reason;
    const link = linkSchema.safeParse({
      name: cleanText(item.Name, `${where}.Name`, report),
      url: checked.ok ? checked.url : '',
    });
    if (refused === null && link.success) return [link.data];
    report(where, `dropped the link: ${refused ?? `not an http(s) URL: ${JSON.stringify(item.Url).slice(0, 80)}`}`);
    return [];
  });
}

/** WebIDs is a comma-separated list of type ids; the main WebID is always among them. */
function parseTypeIds(raw: RawProperty): number[] | string {
  const parts = (raw.WebIDs ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ids = parts.map(Number);
  const bad = parts.find((_, i) => !Number.isInteger(ids[i]) || (ids[i] as number) <= 0);
  if (bad !== undefined) return `expected comma-separated type ids (got ${JSON.stringify(raw.WebIDs)})`;
  return [...new Set([raw.WebID as number, ...ids])];
}

function propertyPictures(raw: RawProperty, report: Report): Picture[] {
  if (raw.XLargePictureItems?.length) return picturesOf(raw.XLargePictureItems, 'XLargePictureItems', report);
  const single = raw.XLargePictureItem ? pictureOf(raw.XLargePictureItem, 'XLargePictureItem', report) : null;
  const small = !single && raw.SmallPictureItem ? pictureOf(raw.SmallPictureItem, 'SmallPictureItem', report) : null;
  return [single ?? small].flatMap((p) => p ?? []);
}

function viagerOf(raw: RawProperty): Property['viager'] {
  const v = {
    ageMale: raw.ViagerAgeMale ?? null,
    ageFemale: raw.ViagerAgeFemale ?? null,
    monthlyRent: raw.ViagerMonthlyRent ?? null,
    indexedRent: raw.ViagerIndexedRent ?? null,
    survivalRent: raw.ViagerSurvivalRent ?? null,
  };
  return Object.values(v).some((x) => x !== null) ? v : null;
}

function mobilityOf(raw: RawProperty, report: Report): Property['mobility'] {
  const m = raw.MobilityScore;
  if (!m || m.Global == null) return null;
  const outside = Object.entries(m).find(([, v]) => v != null && (v < 0 || v > MOBILITY_SCORE_MAX));
  if (outside) {
    report(
      `MobilityScore.${outside[0]}`,
      `${outside[1]} is not a score from 0 to ${MOBILITY_SCORE_MAX}: the mobility score is left out`,
    );
    return null;
  }
  const scores = {
    publicTransport: m.PublicTransport,
    train: m.Train,
    shops: m.Shops,
    education: m.Education,
    health: m.Health,
    leisure: m.Leisure,
    services: m.Services,
  };
  return {
    score: m.Global,
    scores: Object.fromEntries(Object.entries(scores).filter(([, v]) => v != null)) as Record<string, number>,
  };
}
