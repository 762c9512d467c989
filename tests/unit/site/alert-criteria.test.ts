import { describe, expect, it } from 'vitest';
import { alertCriteriaSchema } from '../../../schema/alerts.js';
import { saveSearch } from '../../../schema/forms/kinds.js';
import { alertPartOf, criteriaOfFilter, leftOutOfAlert, listUrlOf } from '../../../site/client/alert/criteria-of-filter.js';
import { type ListFilter, parseListState } from '../../../site/search/list-filter.js';

// Issue 17, "save this search": a list's filters become an alert's criteria, and the list's address
// the e-mails link to.

describe("a list's filters as an alert's criteria", () => {
  it.each<[string, 'sale' | 'rent', ListFilter, unknown]>([
    ['nothing but the section', 'sale', {}, { goal: 'buy', propertyTypes: [], zones: [] }],
    ['a rental list', 'rent', {}, { goal: 'rent', propertyTypes: [], zones: [] }],
    [
      'every filter an alert holds',
      'sale',
      { city: { name: 'Nalinnes', zip: '6120' }, type: 1, priceMin: 150_000, priceMax: 300_000, bedrooms: 3, living: 120 },
      { goal: 'buy', propertyTypes: [1], zones: ['Nalinnes'], budgetMin: 150_000, budgetMax: 300_000, bedrooms: 3, minArea: 120 },
    ],
    [
      'a maximum alone, the EPC and features left out',
      'rent',
      { priceMax: 900, epc: 'c', features: ['garden', 'garage'] },
      { goal: 'rent', propertyTypes: [], zones: [], budgetMax: 900 },
    ],
  ])('%s', (_, section, filter, criteria) => {
    const mapped = criteriaOfFilter(section, filter);
    expect(mapped).toEqual(criteria);
    // What the server will check: the alert's own schema takes it as it is.
    expect(alertCriteriaSchema.parse(mapped)).toEqual(mapped);
  });

  it('says when the list filters on what an alert cannot hold, and describes only the rest', () => {
    expect(leftOutOfAlert({ city: { name: 'Mettet', zip: '5640' } })).toBe(false);
    expect(leftOutOfAlert({ epc: 'b' })).toBe(true);
    expect(leftOutOfAlert({ features: ['terrace'] })).toBe(true);
    expect(leftOutOfAlert({ features: [] })).toBe(false);
    expect(alertPartOf({ type: 2, epc: 'b', features: ['garden'], bedrooms: 2 })).toEqual({ type: 2, bedrooms: 2 });
  });

  it.each<[string, ListFilter, 'newest' | 'price-asc']>([
    ['a city with accents and an apostrophe', { city: { name: "Braine-l'Alleud Écaussinnes", zip: '1420' } }, 'newest'],
    [
      'every filter and a sort',
      { city: { name: 'Mettet', zip: '5640' }, type: 3, priceMax: 250_000, epc: 'c', features: ['garden'] },
      'price-asc',
    ],
  ])("keeps the list's address for the e-mails: %s", (_, filter, sort) => {
    const url = listUrlOf('/fr/a-vendre/', filter, sort);
    // The form's schema takes it (a path and a plain query)…
    expect(saveSearch.shape.listUrl.parse(url)).toBe(url);
    // …and it opens the same list, on its first page.
    const state = parseListState(url.slice(url.indexOf('?')));
    expect(state).toEqual({ filter, sort, page: 1 });
  });
});
