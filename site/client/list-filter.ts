import { CARDS_PER_PAGE } from '../pages/list/paging';
import {
  fillTemplate,
  filterQuery,
  hasFilter,
  type ListFilter,
  matchesFilter,
  pageOfItems,
  parseListFilter,
  parsePageNumber,
} from '../search/list-filter';

// §2 ?city= and ?type= on the sale and rent lists. The site is static: this script (loaded by the
// list's inline loader only when the query filters) reads the section's page of every card, keeps
// the cards that match and shows page ?page=N of them. The cards are React's own markup, moved
// over: nothing here writes a card. Text from the query is only ever set with textContent.

interface Labels {
  city: string;
  type: string;
  clear: string;
  none: string;
  back: string;
  failed: string;
  page: string;
  previous: string;
  next: string;
}

const link = (href: string, text: string, rel?: string) => {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = text;
  if (rel) a.rel = rel;
  return a;
};

const paragraph = (className: string, ...children: (Node | string)[]) => {
  const p = document.createElement('p');
  p.className = className;
  p.append(...children);
  return p;
};

/** `city` is the name as the data writes it when a card matched, the query's otherwise. */
function summaryOf(filter: ListFilter, labels: Labels, types: Record<string, string>, city = filter.city?.name): string {
  const parts: string[] = [];
  if (filter.city) parts.push(fillTemplate(labels.city, { city: `${city} (${filter.city.zip})` }));
  if (filter.type !== undefined) parts.push(fillTemplate(labels.type, { type: types[filter.type] ?? String(filter.type) }));
  return parts.join(' · ');
}

async function applyFilter(box: HTMLElement, filter: ListFilter) {
  const labels = JSON.parse(box.dataset.labels ?? '{}') as Labels;
  const types = JSON.parse(box.dataset.types ?? '{}') as Record<string, string>;
  const base = box.dataset.base ?? location.pathname;
  let summary = summaryOf(filter, labels, types);
  const showSummary = () => box.replaceChildren(paragraph('filter-applied', summary, ' ', link(base, labels.clear)));
  showSummary();
  box.hidden = false;

  let all: HTMLElement[];
  try {
    const response = await fetch(box.dataset.all ?? '');
    if (!response.ok) throw new Error(`${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    all = [...page.querySelectorAll<HTMLElement>('.list .cards .card')];
  } catch {
    // The unfiltered list stays, and the visitor is told why.
    box.append(paragraph('filter-failed', labels.failed));
    return;
  }
  const matching = all.filter((card) =>
    matchesFilter(
      {
        city: card.dataset.city ?? '',
        zip: card.dataset.zip ?? '',
        types: (card.dataset.types ?? '').split(' ').filter(Boolean).map(Number),
      },
      filter,
    ),
  );
  if (matching[0]?.dataset.city) {
    summary = summaryOf(filter, labels, types, matching[0].dataset.city);
    showSummary();
  }
  const { items, page, pages, count } = pageOfItems(matching, parsePageNumber(location.search), CARDS_PER_PAGE);
  const paging = fillTemplate(labels.page, { page, pages, count });

  const body = document.querySelector('.list .list-body');
  if (count === 0) {
    body?.replaceChildren(paragraph('filter-none', labels.none, ' ', link(base, labels.back)));
  } else {
    const cards = document.createElement('div');
    cards.className = 'cards';
    cards.append(...items.map((card) => document.importNode(card, true)));
    // The first photos are the page's largest paint: load them at once, as the prerendered list does.
    cards.querySelectorAll('img').forEach((img, i) => {
      img.loading = i < 2 ? 'eager' : 'lazy';
    });
    body?.replaceChildren(cards);
  }
  const title = document.querySelector('.list .paging-title');
  if (title) title.textContent = paging;
  const nav = document.querySelector('.list .paging');
  if (nav) {
    nav.setAttribute('aria-label', paging);
    nav.replaceChildren(
      ...(page > 1 ? [link(`${base}${filterQuery(filter, page - 1)}`, labels.previous, 'prev')] : []),
      ...(page < pages ? [link(`${base}${filterQuery(filter, page + 1)}`, labels.next, 'next')] : []),
    );
  }
  // The same filter in the other languages: type ids and city names do not change with the language.
  for (const a of document.querySelectorAll<HTMLAnchorElement>('.languages a[hreflang]'))
    a.href = `${a.pathname}${filterQuery(filter, page)}`;
  document.title = `${box.dataset.heading} – ${summary}${page > 1 ? ` – ${paging}` : ''} | ${box.dataset.site}`;
}

const box = document.querySelector<HTMLElement>('[data-list-filter]');
const filter = parseListFilter(location.search);
(box && hasFilter(filter) ? applyFilter(box, filter) : Promise.resolve()).finally(() =>
  document.documentElement.classList.remove('list-filtering'),
);
