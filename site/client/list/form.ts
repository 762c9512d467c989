import { foldText } from '../../../schema/search-options';
import { type ListState, parseListState } from '../../search/list-filter';

// The filter form holds the URL's own names (site/components/list/ListFilters.tsx): its state is
// the query it would submit, and the URL fills it back.

/** The state the form asks for (page 1: a new filter starts at the top). */
export function stateOfForm(form: HTMLFormElement): ListState {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(name, value);
  return { ...parseListState(`?${params}`), page: 1 };
}

/** Shows a state in the form (after a reload or the back button). */
export function fillForm(form: HTMLFormElement, state: ListState) {
  const { filter } = state;
  const values: Record<string, string> = {
    city: filter.city ? `${filter.city.name}|${filter.city.zip}` : '',
    type: filter.type === undefined ? '' : String(filter.type),
    min: filter.priceMin === undefined ? '' : String(filter.priceMin),
    max: filter.priceMax === undefined ? '' : String(filter.priceMax),
    bedrooms: filter.bedrooms === undefined ? '' : String(filter.bedrooms),
    living: filter.living === undefined ? '' : String(filter.living),
    epc: filter.epc ?? '',
    sort: state.sort,
  };
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement && element.type === 'checkbox')
      element.checked = (filter.features ?? []).includes(element.name as never);
    else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
      const value = values[element.name];
      if (value === undefined) continue;
      // A city of a shared link that this list does not offer (another spelling) still shows as chosen.
      if (element instanceof HTMLSelectElement && value !== '' && ![...element.options].some((o) => o.value === value)) {
        const match = [...element.options].find((o) => foldText(o.value) === foldText(value));
        element.value = match?.value ?? '';
      } else element.value = value;
    }
  }
}
