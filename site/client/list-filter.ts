import { LANGUAGES, type Language } from '../../schema/spec/languages';
import { CARDS_PER_PAGE } from '../pages/list/paging';
import { fillTemplate, filterQuery, hasFilter, type ListState, needsScript, parseListState } from '../search/list-filter';
import type { ListIndex } from '../search/list-index-format';
import { saveSearchLoader } from './alert/save-search-loader';
import { cardsAt } from './list/cards';
import { fetchRetrying, MissingFile } from './list/fetch-retrying';
import { fillForm, stateOfForm } from './list/form';
import { element, link, pagingNodes } from './list/render';
import { cityAsWritten, resultsOf } from './list/results';
import { summaryOf } from './list/summary';

// Issue 15: the list's filters, sort and paging in the browser. The state lives in the URL (shared,
// reloaded, walked back with the back button); the section's compact index says which cards match,
// and the cards are React's own markup from small fragments (site/data/list-index-cards.ts). Text
// from the query is only ever set with textContent.

export interface Labels {
  city: string;
  type: string;
  clear: string;
  none: string;
  back: string;
  failed: string;
  page: string;
  previous: string;
  next: string;
  countOne: string;
  countOther: string;
  closed: string;
  pageLink: string;
  price: string;
  bedrooms: string;
  living: string;
  epc: string;
  features: Record<string, string>;
}

/** Reads the list page and starts: the page is parsed by then (see the end of this file). */
function start() {
  const root = document.documentElement;
  const box = document.querySelector<HTMLElement>('[data-list-filter]');
  const form = document.querySelector<HTMLFormElement>('[data-list-filters] form');
  const labels = JSON.parse(box?.dataset.labels ?? '{}') as Labels;
  const types = JSON.parse(box?.dataset.types ?? '{}') as Record<string, string>;
  const indexUrl = box?.dataset.index ?? '';
  const base = box?.dataset.base ?? location.pathname;
  const plural = new Intl.PluralRules(root.lang || 'fr');
  // Issue 17: "save this search" on a filtered list, its form fetched when the visitor reaches for it.
  const saveSearch = saveSearchLoader(document.querySelector<HTMLElement>('[data-save-search]'), {
    base,
    language: (LANGUAGES as readonly string[]).includes(root.lang) ? (root.lang as Language) : 'fr',
    describe: (filter) => summaryOf(filter, labels, types),
  });

  let index: Promise<ListIndex> | undefined;
  /** The section's index; `fresh` asks the server past the browser's cache, for an index older than the site. */
  const loadIndex = (fresh: boolean) => {
    if (fresh) index = undefined;
    index ??= fetchRetrying(
      indexUrl,
      { priority: 'high', ...(fresh && { cache: 'no-cache' }) } as RequestInit,
      (r) => r.json() as Promise<ListIndex>,
    );
    index.catch(() => {
      index = undefined;
    });
    return index;
  };

  /** The URL of a state: the prerendered pages when they show it, the query otherwise. */
  const urlOf = (state: ListState) =>
    needsScript(state)
      ? `${base}${filterQuery(state.filter, state.page, state.sort)}`
      : state.page > 1
        ? `${base}page/${state.page}/`
        : base;

  let shown = 0;
  /** Shows a state; the list is aria-busy meanwhile (assistive technology, and tests, wait for its end). */
  async function show(state: ListState) {
    const list = document.querySelector('.list');
    const turn = ++shown;
    list?.setAttribute('aria-busy', 'true');
    try {
      await render(state, turn);
    } finally {
      if (turn === shown) list?.removeAttribute('aria-busy');
    }
  }

  async function render(state: ListState, turn: number) {
    const filtered = hasFilter(state.filter);
    let summary = summaryOf(state.filter, labels, types);
    const showSummary = () => {
      if (!box) return;
      box.replaceChildren(...(filtered ? [element('p', 'filter-applied', summary, ' ', link(base, labels.clear))] : []));
      box.hidden = !filtered;
    };
    showSummary();
    saveSearch.show(state.filter, state.sort);
    const matching = async (fresh: boolean) => {
      const loaded = await loadIndex(fresh);
      // The city as the data writes it (a shared link may spell it without accents or capitals).
      const city = state.filter.city && cityAsWritten(loaded, state.filter.city);
      if (city) {
        summary = summaryOf({ ...state.filter, city }, labels, types);
        showSummary();
        if (turn === shown) saveSearch.show({ ...state.filter, city }, state.sort);
      }
      const result = resultsOf(loaded, state, CARDS_PER_PAGE);
      return { result, cards: await cardsAt(loaded, result.items) };
    };
    let result: ReturnType<typeof resultsOf>;
    let cards: Element[];
    try {
      // A fragment the site no longer has: the index is older than the site (the browser keeps it
      // five minutes, this page since it loaded) and a sync's build replaced that fragment. The
      // index is asked for once more, from the server.
      ({ result, cards } = await matching(false).catch((error) =>
        error instanceof MissingFile ? matching(true) : Promise.reject(error),
      ));
    } catch {
      // The list as it is stays, and the visitor is told why.
      if (box && turn === shown) {
        box.append(element('p', 'filter-failed', labels.failed));
        box.hidden = false;
      }
      return;
    }
    if (turn !== shown) return; // a newer change is on its way
    const paging = fillTemplate(labels.page, { page: result.page, pages: result.pages, count: result.open });
    const body = document.querySelector('.list .list-body');
    if (result.count === 0) {
      body?.replaceChildren(element('p', 'filter-none', labels.none, ' ', link(base, labels.back)));
    } else {
      // The first photos are the page's largest paint: at once, as the prerendered list loads them.
      cards.forEach((card, i) => {
        for (const img of card.querySelectorAll('img')) img.loading = i < 2 ? 'eager' : 'lazy';
      });
      const open = cards.slice(0, result.closedFrom);
      const closed = cards.slice(result.closedFrom);
      body?.replaceChildren(
        ...(open.length > 0 ? [element('div', 'cards', ...open)] : []),
        ...(closed.length > 0 ? [element('h2', 'list-closed', labels.closed), element('div', 'cards', ...closed)] : []),
      );
    }
    const title = document.querySelector('.list .paging-title');
    if (title) title.textContent = paging;
    const count = document.querySelector('.list .list-count');
    if (count)
      count.textContent = fillTemplate(plural.select(result.open) === 'one' ? labels.countOne : labels.countOther, {
        count: result.open,
      });
    const nav = document.querySelector('.list .paging');
    if (nav) {
      nav.setAttribute('aria-label', paging);
      nav.replaceChildren(...pagingNodes(result.page, result.pages, (page) => urlOf({ ...state, page }), labels));
    }
    // The same list in the other languages: type ids and city names do not change with the language.
    const query = needsScript(state) ? filterQuery(state.filter, result.page, state.sort) : '';
    for (const a of document.querySelectorAll<HTMLAnchorElement>('.languages a[hreflang]'))
      if (query) a.href = `${a.pathname.replace(/page\/\d+\/$/, '')}${query}`;
    const heading = box?.dataset.heading ?? '';
    const parts = [heading, ...(filtered ? [summary] : []), ...(result.page > 1 ? [paging] : [])];
    document.title = `${parts.join(' – ')} | ${box?.dataset.site ?? ''}`;
  }

  /** Goes to a state as a new history entry (the back button returns to the one before). */
  function go(state: ListState, scroll: boolean) {
    history.pushState(null, '', urlOf(state));
    void show(state);
    if (scroll) document.querySelector('.list')?.scrollIntoView();
  }

  if (form) {
    form.addEventListener('change', () => go(stateOfForm(form), false));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      go(stateOfForm(form), false);
    });
  }
  document.querySelector<HTMLElement>('.list .paging')?.addEventListener('click', (event) => {
    const a = (event.target as Element).closest('a');
    if (!a || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const url = new URL(a.href);
    const page = /page\/(\d+)\/$/.exec(url.pathname)?.[1];
    go({ ...parseListState(url.search), ...(page ? { page: Number(page) } : {}) }, true);
  });
  addEventListener('popstate', () => {
    const state = parseListState(location.search);
    const page = /page\/(\d+)\/$/.exec(location.pathname)?.[1];
    const current = page ? { ...state, page: Number(page) } : state;
    if (form) fillForm(form, current);
    void show(current);
  });

  const initial = parseListState(location.search);
  // The form starts empty (autocomplete off): anything in it now was chosen while this script loaded.
  const early = form ? stateOfForm(form) : undefined;
  if (form && early && needsScript(early) && !needsScript(initial)) {
    go(early, false);
    root.classList.remove('list-filtering');
  } else {
    if (form) {
      fillForm(form, initial);
      if (hasFilter(initial.filter)) form.closest('details')?.setAttribute('open', '');
    }
    (needsScript(initial) ? show(initial) : Promise.resolve()).finally(() => root.classList.remove('list-filtering'));
  }
}

// The loader (site/components/ListFilter.tsx) adds this module where the list begins, so that it is
// fetched while the page still arrives. Once cached (the second filtered list of a visit), it can run
// before the parser has reached the summary, the form and the cards: it read no labels, no index URL
// and no list, and left the unfiltered cards in place (a flaky test under load, traced). So it waits
// for the whole document.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
