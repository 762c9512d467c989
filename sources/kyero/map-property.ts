import { escapeHtml } from '../../pipeline/derive/escape-html.js';
import { cleanLine, regionOfPostcode, resolveEpc, slugOf, type UrlCheck } from '../../pipeline/derive/index.js';
import type { Report } from '../../pipeline/normalize/bounds.js';
import { descriptionOf } from '../../pipeline/normalize/description.js';
import { pictureOf } from '../../pipeline/normalize/picture.js';
import { propertyUrlOf } from '../../pipeline/normalize/property-url.js';
import type { PropertyDraft } from '../../pipeline/source.js';
import {
  COUNTRY_BELGIUM,
  type Language,
  linkSchema,
  type Picture,
  type Property,
  type RecordProblem,
  type Region,
  TYPE_CATEGORIES,
} from '../../schema/index.js';

import type { FeatureKey } from './feature-table.js';
import { textIn } from './languages.js';
import { checkVideoUrl, shownTourUrl } from './media.js';
import { goalOf, priceOf } from './price.js';
import type { Finding, KyeroListing } from './read-property.js';
import { DEFAULT_TYPE_CATEGORY, kyeroTypeOf } from './type-table.js';

// A Kyero listing (read-property.ts) → our property record in one language (SPEC.md §3). Kyero has
// no title: one is made as Omnicasa's fallback is, "{type} – {town}", the type in this language.
// Its texts in a language the feed lacks fall back as languages.ts says. Kyero lists what is on the
// market: every property is active. It has no street: the address is the town, with coordinates
// when the feed gives them (Kyero shows them on its own map, so the agency publishes them). The
// energy label is the feed's letter when the region's scale has it, else computed from the value
// (§9), as for Omnicasa. Floor plans come after the photos, so a list's or a share's picture is a photo.

const categoryNames = new Map(TYPE_CATEGORIES.map((c) => [c.webId, c.names]));

/** The type's category, its name in this language, and whether the table knew it. */
export function typeOf(text: string | null, language: Language) {
  const known = text === null ? undefined : kyeroTypeOf(text);
  const webId = known?.webId ?? DEFAULT_TYPE_CATEGORY;
  const category = categoryNames.get(webId)?.[language] as string;
  const typeName = known?.names[language] ?? (text ? text.charAt(0).toUpperCase() + text.slice(1) : null);
  return { webId, category, typeName, known: known !== undefined };
}

/**
 * Kyero's desc is plain text whose line breaks matter; some exporters send HTML. Plain text becomes
 * paragraphs (a blank line) and line breaks; HTML goes as it is to the same sanitizer as Omnicasa's.
 */
export function descriptionHtml(text: string): string {
  if (/<\/?[a-z][^>]*>/i.test(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export function mapKyeroProperty(
  listing: KyeroListing,
  findings: readonly Finding[],
  language: Language,
): { draft: PropertyDraft; problems: RecordProblem[] } {
  const where = { id: listing.id, kind: 'property' as const, language };
  const problems: RecordProblem[] = findings.map((f) => ({ ...where, ...f }));
  const report: Report = (field, reason) =>
    problems.push({ ...where, field: field === 'Price' ? 'price' : field, reason, action: 'cleaned' });

  const goal = goalOf(listing.frequency);
  const type = typeOf(listing.type, language);
  if (!type.known)
    report(
      'type',
      `${listing.type === null ? 'no type' : JSON.stringify(listing.type.slice(0, 40))} is not in the Kyero type table: listed under category ${type.webId} (${type.category})`,
    );
  const typeName = type.typeName ?? type.category;
  const madeUpTitle = `${typeName} – ${listing.town}`;
  const feedTitle = textIn(listing.titles, language);
  const title = (feedTitle ? cleanLine(feedTitle.text).text : null) ?? madeUpTitle;
  const descriptionText = textIn(listing.descriptions, language);
  const { description, problems: descriptionProblems } = descriptionOf(
    descriptionText ? descriptionHtml(descriptionText.text) : '',
    where,
    descriptionText ? `desc.${descriptionText.language}` : 'desc',
  );
  problems.push(...descriptionProblems);

  // The published address needs a postcode: the feed's <postal_code> (or <postcode>), else the
  // province (so a city reads "Torrevieja (Alicante)" in the site's lists).
  const zip = listing.postcode ?? listing.province ?? listing.countryName ?? listing.town;
  const region = listing.countryId === null ? null : regionOfPostcode(zip, listing.countryId);
  if (listing.countryId === COUNTRY_BELGIUM && listing.postcode !== null && !region)
    report(
      listing.postcodeField,
      `${JSON.stringify(listing.postcode.slice(0, 20))} is not a Belgian postcode (§9: 1000 to 9999): published without a region`,
    );
  const { url, slug, citySlug } = propertyUrlOf({
    id: listing.id,
    goal,
    language,
    city: listing.town,
    title,
    typeName,
    typeSlug: slugOf(type.category) || 'type',
  });

  const features: PropertyDraft['features'] = {
    gas: null,
    water: null,
    electricity: null,
    drain: null,
    lift: null,
    cellar: null,
    terrace: null,
    garden: null,
    attic: null,
    furnished: null,
    garage: null,
    parking: null,
    pool: listing.pool,
  };
  for (const feature of listing.features) if (feature.key) features[feature.key.key as FeatureKey] = feature.key.value;

  return {
    problems,
    draft: {
      id: listing.id,
      language,
      reference: listing.reference,
      goal,
      status: 'active',
      typeId: type.webId,
      typeIds: [type.webId],
      typeName,
      mainTypeName: type.category,
      marquee: 0,
      marqueeName: null,
      title,
      shortDescription: null,
      description,
      slug,
      url,
      address: {
        street: null,
        houseNumber: null,
        box: null,
        zip,
        city: listing.town,
        citySlug,
        countryId: listing.countryId,
        countryName: listing.countryName,
        published: listing.location !== null,
      },
      region,
      location: listing.location,
      price: priceOf(listing.amount, listing.frequency, listing.currency, language, report),
      counts: {
        bedrooms: listing.beds,
        bathrooms: listing.baths,
        showerRooms: null,
        toilets: null,
        garages: null,
        parkings: null,
        externalParkings: null,
        floors: null,
        extraRooms: null,
        facades: null,
      },
      surfaces: {
        total: null,
        living: listing.built,
        ground: listing.plot,
        terrace: listing.terrace,
        garden: null,
        office: null,
        store: null,
        constructed: null,
        frontWidth: null,
        plotWidth: null,
      },
      constructionYear: null,
      renovationYear: null,
      cadastralIncome: null,
      epc: {
        ...epcOf(listing, region, report),
        value: listing.energyValue,
        total: null,
        co2: listing.emissionsValue,
        certificate: null,
        expiryDate: null,
        eLevel: null,
      },
      comfort: {
        heating: null,
        kitchen: null,
        interior: null,
        exterior: null,
        windowFrame: null,
        glazing: null,
        roofType: null,
        roofMaterial: null,
        roofCondition: null,
      },
      features,
      legal: {
        permit: null,
        allotmentPermit: null,
        preemptiveRights: null,
        summons: null,
        judicialDecision: null,
        areaApplication: null,
        planningInfo: null,
        floodRisk: null,
        asbestosType: null,
        asbestosDate: null,
        electricityCertificate: null,
        gasCertificate: null,
        groundCertificate: null,
      },
      costs: {
        chargesOwner: null,
        chargesRenter: null,
        notaryFeeWithVat: null,
        notaryFeeWithoutVat: null,
        registrationRights: null,
        vat: null,
        agencyCost: null,
        deposit: null,
        inventory: null,
        constructionCost: null,
        realEstateTax: null,
        parkingPrice: null,
        garagePrice: null,
        optionPrice: null,
        startPrice: null,
      },
      viager: null,
      pictures: picturesOf(listing, language, report),
      documents: [],
      videos: videosOf(listing, report),
      virtualTour: virtualTourOf(listing, report),
      pointsOfInterest: [],
      mobility: null,
      // Kyero's date is when the listing was last changed, not when it was first published.
      createdAt: null,
      updatedAt: listing.updatedAt,
    },
  };
}

const SCALE_NAMES: Record<Region, string> = { flanders: 'Flemish', brussels: 'Brussels', wallonia: 'Walloon' };

/** The feed's letter when the region's scale has it, else the label of the value on that scale (§9). */
function epcOf(listing: KyeroListing, region: Region | null, report: Report): Pick<Property['epc'], 'label' | 'labelSource'> {
  const epc = resolveEpc(region, listing.energyValue, listing.energyLabel);
  if (listing.energyLabel && epc.source !== 'feed')
    report(
      'energy_rating.consumption',
      `${listing.energyLabel.toUpperCase()} is not a label of the ${SCALE_NAMES[region as Region]} scale: ${epc.label ? `computed from the value (${listing.energyValue})` : 'left out'}`,
    );
  return { label: epc.label, labelSource: epc.source };
}

/** Why a video or tour link is not published: its check's reason, or the schema's refusal of what passed it. */
const droppedLink = (checked: UrlCheck, url: string) =>
  `dropped the link: ${checked.ok ? `not an http(s) URL: ${JSON.stringify(url.slice(0, 80))}` : checked.reason}`;

function videosOf(listing: KyeroListing, report: Report): Property['videos'] {
  return listing.videos.flatMap(({ field, url }) => {
    const checked = checkVideoUrl(url);
    const link = checked.ok ? linkSchema.safeParse({ name: null, url: checked.url }) : null;
    if (link?.success) return [link.data];
    report(field, droppedLink(checked, url));
    return [];
  });
}

/** The first virtual tour that passes §5's checks; the model has one. */
function virtualTourOf(listing: KyeroListing, report: Report): string | null {
  for (const { field, url } of listing.virtualTours) {
    const shown = shownTourUrl(url);
    if (shown.url) return shown.url;
    report(field, droppedLink(shown.checked, url));
  }
  return null;
}

/** Photos, then floor plans, each in Kyero's order; a floor plan is a picture of kind "floorplan". */
function picturesOf(listing: KyeroListing, language: Language, report: Report): Picture[] {
  const pictures = listing.images.flatMap((image) => {
    const field = `images.image.${image.position}`;
    if (!image.url) {
      report(`${field}.url`, `dropped the ${image.floorPlan ? 'floor plan' : 'photo'}: it has no URL`);
      return [];
    }
    const name = textIn(image.titles, language)?.text ?? null;
    const picture = pictureOf({ Url: image.url, ID: image.rank < 1000 ? image.rank : null, Name: name }, field, report);
    if (!picture) return [];
    return [image.floorPlan ? { ...picture, kind: 'floorplan' as const } : picture];
  });
  return [...pictures.filter((p) => p.kind !== 'floorplan'), ...pictures.filter((p) => p.kind === 'floorplan')];
}
