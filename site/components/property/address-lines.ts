import type { Language } from '../../../schema/index.js';
import { RESOURCES } from '../../locales/i18n.js';
import { fillTemplate } from '../../search/list-filter.js';

/** The parts of an address the page writes out (a property's address has them, a project's too). */
export interface PostalAddress {
  street: string | null;
  houseNumber: string | null;
  box: string | null;
  zip: string | null;
  city: string | null;
  /** False when the owner keeps the street to themselves: only the place is written. */
  published: boolean;
}

/**
 * The address as Belgian mail writes it: "Quai de Brabant 30 bte 2.1", then "6000 Charleroi". The box
 * number's word is the page language's (property.addressBox: bte, bus, box), all of them words that
 * Belgian postal law accepts before a box number (royal decree of 24 April 2014, art. 34). A number
 * or a box without a street locates nothing, so the street line needs a street.
 */
export function addressLines(address: PostalAddress, language: Language): string[] {
  const { street, houseNumber, box } = address;
  const boxText = box && fillTemplate(RESOURCES[language].property.addressBox, { box });
  const streetLine = address.published && street ? [street, houseNumber, boxText].filter(Boolean).join(' ') : '';
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  return [streetLine, place].filter(Boolean);
}
