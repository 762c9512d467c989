import { type Goal, type Language, PROPERTY_URL_MIDDLE, SECTION_PATHS, sectionOfGoal } from '../../schema/index.js';
import { slugOf } from '../derive/index.js';

/** What a property's address on the site is made of, whatever its source. */
export interface PropertyPlace {
  id: number;
  goal: Goal;
  language: Language;
  city: string;
  title: string;
  /** The type as the property names it (its middle part where PROPERTY_URL_MIDDLE says 'type'). */
  typeName: string;
  /** The middle part when the type name has no letters slugify can spell. */
  typeSlug: string;
}

/** §2: /<section>/<city>/<title or type>/<id>/, with the slugs it is made of; the id keeps a changed slug's link working. */
export function propertyUrlOf(place: PropertyPlace): { url: string; slug: string; citySlug: string } {
  const citySlug = slugOf(place.city) || 'city';
  const slug = slugOf(place.title) || `property-${place.id}`;
  const middle = PROPERTY_URL_MIDDLE[place.language] === 'type' ? slugOf(place.typeName) || place.typeSlug : slug;
  return { url: `${SECTION_PATHS[sectionOfGoal(place.goal)][place.language]}${citySlug}/${middle}/${place.id}/`, slug, citySlug };
}
