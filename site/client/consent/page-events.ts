import { FORM_COMPLETE_EVENT, type FormCompleteDetail } from '../events';
import type { ConsentData } from './data';
import { gtag, pushEvent } from './gtag';
import { searchTerm } from './search-term';

// §7 tracking events: the view of a property, a search (a list filtered by ?city= or ?type=, which is
// where the search box leads), a form's submit, and a data-layer event on every completed form.
// They start once the visitor's choice is known (site/client/consent.ts) and wait in the data layer:
// a tag reads them only if it loads, that is for a granted category.

function track(event: string, params: Record<string, unknown>): void {
  gtag('event', event, params);
  pushEvent(event, params);
}

export function watchPageEvents(page: ConsentData['page']): void {
  if (page.kind === 'property' && page.propertyId)
    track('view_item', { property_id: page.propertyId, items: [{ item_id: page.propertyId }] });
  const term = page.kind === 'list' ? searchTerm(location.search) : null;
  if (term) track('search', { search_term: term });
  // Capture: the forms script stops the submit from bubbling into a page load, not from being seen.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && form.dataset.formKind) track('form_submit', { form_kind: form.dataset.formKind });
    },
    true,
  );
  document.addEventListener(FORM_COMPLETE_EVENT, (event) => {
    const { kind } = (event as CustomEvent<FormCompleteDetail>).detail;
    track('form_complete', { form_kind: kind });
  });
}
