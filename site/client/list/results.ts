import { foldText } from '../../../schema/search-options.js';
import {
  type FilterableCard,
  type ListFilter,
  type ListState,
  matchesFilter,
  pageOfItems,
  sortPositions,
} from '../../search/list-filter.js';
import { entryOf, type ListIndex } from '../../search/list-index-format.js';

const entriesOf = new WeakMap<ListIndex, FilterableCard[]>();

/** The positions a state shows: those on the market first (the ones counted), then sold or rented ones. */
export function resultsOf(index: ListIndex, state: ListState, perPage: number) {
  let entries = entriesOf.get(index);
  if (!entries) {
    entries = index.city.map((_, i) => entryOf(index, i));
    entriesOf.set(index, entries);
  }
  // The city compared once per city of the index, not once per property (folding is the slow part).
  const { city, ...rest } = state.filter;
  const cities =
    city &&
    new Set(index.cities.flatMap(([name, zip], i) => (zip === city.zip && foldText(name) === foldText(city.name) ? [i] : [])));
  const matching: number[] = [];
  for (let i = 0; i < entries.length; i++)
    if ((!cities || cities.has(index.city[i] as number)) && matchesFilter(entries[i] as FilterableCard, rest)) matching.push(i);
  const open = sortPositions(
    entries,
    matching.filter((i) => i < index.open),
    state.sort,
  );
  const closed = sortPositions(
    entries,
    matching.filter((i) => i >= index.open),
    state.sort,
  );
  const paged = pageOfItems([...open, ...closed], state.page, perPage);
  return { ...paged, open: open.length, closedFrom: Math.max(0, open.length - (paged.page - 1) * perPage) };
}

/** The index's spelling of a city the query names (case and accents aside), if it lists it. */
export function cityAsWritten(index: ListIndex, city: NonNullable<ListFilter['city']>) {
  const found = index.cities.find(([name, zip]) => zip === city.zip && foldText(name) === foldText(city.name));
  return found ? { name: found[0], zip: found[1] } : undefined;
}
