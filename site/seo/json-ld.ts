import type { Property } from '../../schema/index.js';
import { photosFirst } from '../data/photos-first.js';

// schema.org data of a property page (DESIGN.md, Site): a RealEstateListing with an Offer and the
// residence it is about, and the BreadcrumbList of the page. A price or an address the owner does
// not publish is left out, exactly as on the page.

const RESIDENCE_TYPES: Record<number, string> = { 1: 'SingleFamilyResidence', 2: 'Apartment', 3: 'Apartment' };

export function propertyJsonLd(p: Property, origin: string, crumbs: { name: string; path: string }[]) {
  const url = `${origin}${p.url}`;
  // A photo, not a floor plan, whenever the property has one.
  const image = photosFirst(p.pictures)[0]?.image;
  const residence = {
    '@type': RESIDENCE_TYPES[p.typeId] ?? 'Place',
    name: p.title,
    ...(p.counts.bedrooms !== null && { numberOfBedrooms: p.counts.bedrooms }),
    ...(p.counts.bathrooms !== null && { numberOfBathroomsTotal: p.counts.bathrooms }),
    ...(p.surfaces.living !== null && { floorSize: { '@type': 'QuantitativeValue', value: p.surfaces.living, unitCode: 'MTK' } }),
    address: {
      '@type': 'PostalAddress',
      ...(p.address.published &&
        p.address.street && { streetAddress: [p.address.street, p.address.houseNumber].filter(Boolean).join(' ') }),
      postalCode: p.address.zip,
      addressLocality: p.address.city,
      addressCountry: p.address.countryId === 50 ? 'LU' : 'BE',
    },
    ...(p.location && { geo: { '@type': 'GeoCoordinates', latitude: p.location.lat, longitude: p.location.lng } }),
  };
  const listing = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.title,
    url,
    inLanguage: p.language,
    ...(p.description.excerpt && { description: p.description.excerpt }),
    ...(p.createdAt && { datePosted: p.createdAt.slice(0, 10) }),
    ...(image && { image: `${origin}/media/${image.variants.at(-1)?.path}` }),
    about: residence,
    offers: {
      '@type': 'Offer',
      businessFunction: p.goal === 'sale' ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: p.status === 'active' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      ...(p.price.published && p.price.amount !== null && { price: p.price.amount, priceCurrency: 'EUR' }),
    },
  };
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${origin}${c.path}` })),
  };
  return [listing, breadcrumb];
}

/** JSON for a <script> element: '<' escaped so no feed text can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The agency itself (home page): schema.org RealEstateAgent. */
export function agencyJsonLd(agency: { name: string; email: string; phone: string }, origin: string, logo: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agency.name,
    email: agency.email,
    telephone: agency.phone,
    url: `${origin}/`,
    ...(logo && { logo: `${origin}${logo}`, image: `${origin}${logo}` }),
    areaServed: ['Charleroi', 'Philippeville', 'Florennes', 'Mettet'].map((name) => ({ '@type': 'City', name })),
  };
}
