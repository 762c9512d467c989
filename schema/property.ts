import { z } from 'zod';
import { propertyHistorySchema } from './history.js';
import { EPC_LABELS } from './spec/epc.js';
import { GOALS, STATUSES } from './spec/goals.js';
import { LANGUAGES } from './spec/languages.js';
import { MOBILITY_CATEGORIES, MOBILITY_SCORE_MAX, YEAR_MAX, YEAR_MIN } from './spec/limits.js';
import { REGIONS } from './spec/regions.js';

// The published property record (SPEC.md §3), one per property and language, as the pipeline
// writes it to <out>/<lang>/properties.json and the site and server read it. Absent facts are
// null, never 0 or "", so the site can tell "none" from "not given".

const count = z.number().int().nonnegative().nullable();
const amount = z.number().finite().nullable();
const text = z.string().min(1).nullable();
const flag = z.boolean().nullable();
const isoDate = z.iso.datetime().nullable();
const language = z.enum(LANGUAGES);

/** One encoded file of a photo, by path under the media folder (content-addressed, never changes). */
export const imageVariantSchema = z.object({
  format: z.enum(['webp', 'jpeg', 'png']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  path: z.string().regex(/^[0-9a-f]{2}\/[0-9a-f]{64}\/[\w.-]+$/),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** What the image stage made of a photo (DESIGN.md, Images). */
export const imageSetSchema = z.object({
  /** sha256 of the original's bytes. */
  digest: z.string().regex(/^[0-9a-f]{64}$/),
  /** Size as shown (EXIF rotation applied). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z.array(imageVariantSchema).min(1),
  thumbnail: imageVariantSchema,
  /** ThumbHash (base64): a blurred stand-in drawn while the photo loads. */
  placeholder: z.string().min(1),
});
export type ImageSet = z.infer<typeof imageSetSchema>;

/** <out>/media.json: images of the site itself, made by the same stage (§9: logo heights 125 and 75). */
export const siteMediaSchema = z.object({
  logo: z
    .object({
      digest: z.string().regex(/^[0-9a-f]{64}$/),
      variants: z.array(imageVariantSchema).min(1),
    })
    .nullable(),
  /** The configuration's images (banners, share images) by their path in the configuration. */
  images: z.record(z.string(), imageSetSchema).default({}),
});
export type SiteMedia = z.infer<typeof siteMediaSchema>;

export const pictureSchema = z.object({
  id: z.number().int().nullable(),
  url: z.string().min(1),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  name: text,
  /** Null until the image stage has made the variants, or when the photo could not be read. */
  image: imageSetSchema.nullable(),
  /** What the picture shows; absent means a photo. A floor plan comes from a Kyero image tag. */
  kind: z.enum(['photo', 'floorplan']).optional(),
});

export const addressSchema = z.object({
  /** Street, number and box are null when the owner does not publish the address. */
  street: text,
  houseNumber: text,
  box: text,
  zip: z.string().min(1),
  city: z.string().min(1),
  citySlug: z.string().min(1),
  countryId: z.number().int().nullable(),
  countryName: text,
  published: z.boolean(),
});

export const priceSchema = z.object({
  /** Null when the price is not published: an unpublished price never leaves the pipeline. */
  amount: z.number().finite().nonnegative().nullable(),
  published: z.boolean(),
  unit: z.number().int().nullable(),
  unitText: text,
  /** Display text in this language (§9 Formats), e.g. "€ 245.000" or "Prix sur demande". */
  formatted: z.string().min(1),
});

export const epcSchema = z.object({
  label: z.enum(EPC_LABELS).nullable(),
  /** Where the label comes from: the feed's EPCLabelText, or computed from the value (§9). */
  labelSource: z.enum(['feed', 'computed']).nullable(),
  /** kWh/m².year */
  value: amount,
  /** kWh/year */
  total: amount,
  /** kg CO2/m².year */
  co2: amount,
  certificate: text,
  expiryDate: isoDate,
  eLevel: amount,
});

export const descriptionSchema = z.object({
  /** Sanitized HTML (allow-listed tags only): safe to render as HTML. */
  html: z.string(),
  text: z.string(),
  /** §9 Description cleaning: 250 characters, cut at a word past 80 %. */
  excerpt: z.string(),
});

export const linkSchema = z.object({ name: text, url: z.url({ protocol: /^https?$/ }) });

export const propertySchema = z.object({
  id: z.number().int().positive(),
  language,
  reference: text,
  goal: z.enum(GOALS),
  status: z.enum(STATUSES),
  /** Type category (WebID 1–8) and every category the property is listed under. */
  typeId: z.number().int().positive(),
  typeIds: z.array(z.number().int().positive()).min(1),
  typeName: text,
  mainTypeName: text,
  marquee: z.number().int().min(0).max(2),
  marqueeName: text,
  title: z.string().min(1),
  shortDescription: text,
  description: descriptionSchema,
  slug: z.string().min(1),
  /** Public path in this language (§2 Property detail). */
  url: z.string().startsWith('/'),
  /** Public path per language: the language switcher and hreflang use them. */
  alternates: z.partialRecord(language, z.string().startsWith('/')),
  /** Earlier public paths in this language: the site redirects them here. */
  formerUrls: z.array(z.string().startsWith('/')),
  address: addressSchema,
  region: z.enum(REGIONS).nullable(),
  /** Null when the address is not published: coordinates would give it away. */
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullable(),
  price: priceSchema,
  counts: z.object({
    bedrooms: count,
    bathrooms: count,
    showerRooms: count,
    toilets: count,
    garages: count,
    parkings: count,
    externalParkings: count,
    floors: count,
    extraRooms: count,
    facades: count,
  }),
  surfaces: z.object({
    total: amount,
    living: amount,
    ground: amount,
    terrace: amount,
    garden: amount,
    office: amount,
    store: amount,
    constructed: amount,
    frontWidth: amount,
    plotWidth: amount,
  }),
  constructionYear: z.number().int().min(YEAR_MIN).max(YEAR_MAX).nullable(),
  renovationYear: z.number().int().min(YEAR_MIN).max(YEAR_MAX).nullable(),
  cadastralIncome: amount,
  epc: epcSchema,
  comfort: z.object({
    heating: text,
    kitchen: text,
    interior: text,
    exterior: text,
    windowFrame: text,
    glazing: text,
    roofType: text,
    roofMaterial: text,
    roofCondition: text,
  }),
  features: z.object({
    gas: flag,
    water: flag,
    electricity: flag,
    drain: flag,
    lift: flag,
    cellar: flag,
    terrace: flag,
    garden: flag,
    attic: flag,
    furnished: flag,
    garage: flag,
    parking: flag,
    pool: flag,
  }),
  legal: z.object({
    permit: text,
    allotmentPermit: text,
    preemptiveRights: text,
    summons: text,
    judicialDecision: text,
    areaApplication: text,
    planningInfo: text,
    floodRisk: text,
    asbestosType: text,
    asbestosDate: isoDate,
    electricityCertificate: text,
    gasCertificate: text,
    groundCertificate: text,
  }),
  costs: z.object({
    chargesOwner: amount,
    chargesRenter: amount,
    notaryFeeWithVat: amount,
    notaryFeeWithoutVat: amount,
    registrationRights: amount,
    vat: amount,
    agencyCost: amount,
    deposit: amount,
    inventory: amount,
    constructionCost: amount,
    realEstateTax: amount,
    parkingPrice: amount,
    garagePrice: amount,
    optionPrice: amount,
    startPrice: amount,
  }),
  viager: z
    .object({
      ageMale: count,
      ageFemale: count,
      monthlyRent: amount,
      indexedRent: amount,
      survivalRent: amount,
    })
    .nullable(),
  pictures: z.array(pictureSchema),
  documents: z.array(linkSchema),
  videos: z.array(linkSchema),
  virtualTour: z.url({ protocol: /^https?$/ }).nullable(),
  pointsOfInterest: z.array(z.object({ name: z.string().min(1), type: text, distance: amount })),
  mobility: z
    .object({
      score: z.number().min(0).max(MOBILITY_SCORE_MAX),
      scores: z.partialRecord(z.enum(MOBILITY_CATEGORIES), z.number().min(0).max(MOBILITY_SCORE_MAX)),
    })
    .nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Issue 17: price and status history across syncs, and the "Nouveau" / "Prix en baisse" flags at this output's time. */
  history: propertyHistorySchema,
});

export type Property = z.infer<typeof propertySchema>;
export type Picture = z.infer<typeof pictureSchema>;
