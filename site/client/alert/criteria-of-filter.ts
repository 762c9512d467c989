import type { AlertCriteria } from '../../../schema/alerts.js';
import type { Section } from '../../../schema/spec/routes.js';
import { filterQuery, type ListFilter, type SortOrder } from '../../search/list-filter.js';

// "Save this search" (issue 17): a list's filters as a search alert's criteria. Pure, so the unit
// tests run the same code as the list's script.

/**
 * What an alert keeps of a list's filters: the goal by the list's section, its type, its city (by
 * name, as the data writes it: the alert matches a name with case and accents ignored, and a name is
 * closer to the list's filter than a postcode several villages share), the price range as budget,
 * the bedrooms and the living area as minimums.
 */
export function criteriaOfFilter(section: Section, filter: ListFilter): AlertCriteria {
  return {
    goal: section === 'sale' ? 'buy' : 'rent',
    propertyTypes: filter.type === undefined ? [] : [filter.type],
    zones: filter.city ? [filter.city.name] : [],
    ...(filter.priceMin !== undefined && { budgetMin: filter.priceMin }),
    ...(filter.priceMax !== undefined && { budgetMax: filter.priceMax }),
    ...(filter.bedrooms !== undefined && { bedrooms: filter.bedrooms }),
    ...(filter.living !== undefined && { minArea: filter.living }),
  };
}

/** The filters an alert has no criterion for (the EPC label, the features): the form says they are left out. */
export const leftOutOfAlert = (filter: ListFilter): boolean => filter.epc !== undefined || (filter.features ?? []).length > 0;

/** The part of a list's filter that an alert keeps, to describe it with the list's own summary. */
export function alertPartOf(filter: ListFilter): ListFilter {
  const { epc: _epc, features: _features, ...kept } = filter;
  return kept;
}

/** The list the alert came from, for its e-mails' "every result" link: the first page, with filters and sort. */
export const listUrlOf = (base: string, filter: ListFilter, sort: SortOrder): string => `${base}${filterQuery(filter, 1, sort)}`;
