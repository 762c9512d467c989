import type { Language } from '../../../schema/spec/languages';
import { hasFilter, type ListFilter, type SortOrder } from '../../search/list-filter';
import type { ListNow } from './save-search';

// The list's side of "save this search": the part of the list's script that shows the button on a
// filtered list, and fetches the form's code (./save-search.ts, a chunk) only when the visitor
// reaches for it.

export function saveSearchLoader(
  block: HTMLElement | null,
  options: { base: string; language: Language; describe: (filter: ListFilter) => string },
) {
  let now: ListNow = { filter: {}, sort: 'newest', base: options.base };
  let loaded: Promise<{ update: () => void }> | undefined;
  let ready = false;
  const load = () => {
    if (!block) return Promise.reject(new Error('no save-search block'));
    loaded ??= import('./save-search').then(({ setUpSaveSearch }) => {
      const saveSearch = setUpSaveSearch(block, { now: () => now, describe: options.describe, language: options.language });
      ready = true;
      return saveSearch;
    });
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  if (block) {
    block.addEventListener('focusin', () => void load().catch(() => undefined));
    block.addEventListener('pointerdown', () => void load().catch(() => undefined));
    // A submit before the code is in waits for it; the form never goes anywhere by itself.
    block.addEventListener('submit', (event) => {
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      if (!ready)
        void load().then(
          () => form.requestSubmit(),
          () => undefined,
        );
    });
  }
  return {
    /** The list shows this filter now: the button shows while a filter is set. */
    show(filter: ListFilter, sort: SortOrder) {
      now = { filter, sort, base: options.base };
      if (block) block.hidden = !hasFilter(filter);
      void loaded?.then((saveSearch) => saveSearch.update()).catch(() => undefined);
    },
  };
}
