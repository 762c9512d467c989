import { loadSearchIndex, type SearchIndex, type SearchResults, search } from '../search/query';

// §2 Home search box, §4 Search box: an ARIA combobox over the index the sync wrote. The index loads
// on first focus; the panel shows only while the field has focus.

interface Labels {
  types: string;
  cities: string;
  properties: string;
  none: string;
  failed: string;
}

function setUp(box: HTMLElement) {
  const input = box.querySelector('input') as HTMLInputElement;
  const panel = box.querySelector('[role="listbox"]') as HTMLElement;
  const labels = JSON.parse(box.dataset.labels ?? '{}') as Labels;
  const lists = { sale: box.dataset.sale ?? '', rent: box.dataset.rent ?? '' };
  let index: Promise<SearchIndex> | undefined;
  let options: HTMLElement[] = [];
  let active = -1;

  const listOf = (forSale: number) => (forSale > 0 ? lists.sale : lists.rent);
  const option = (id: string, text: string, href: string) => {
    const el = document.createElement('div');
    el.setAttribute('role', 'option');
    el.id = id;
    el.className = 'search-option';
    el.textContent = text;
    el.dataset.href = href;
    el.setAttribute('aria-selected', 'false');
    return el;
  };
  const group = (key: keyof Labels, items: HTMLElement[]) => {
    if (items.length === 0) return [];
    const el = document.createElement('div');
    el.setAttribute('role', 'group');
    el.setAttribute('aria-labelledby', `${panel.id}-${key}`);
    const title = document.createElement('div');
    title.id = `${panel.id}-${key}`;
    title.className = 'search-group';
    title.setAttribute('role', 'presentation');
    title.textContent = labels[key];
    el.append(title, ...items);
    return [el];
  };

  function show(results: SearchResults | null, message?: string) {
    const types = (results?.types ?? []).map((t) =>
      option(`${panel.id}-t${t.webId}`, t.name, `${listOf(t.forSale)}?type=${t.webId}`),
    );
    const cities = (results?.cities ?? []).map((c) =>
      option(
        `${panel.id}-c${c.zip}-${c.name}`,
        `${c.name} (${c.zip})`,
        `${listOf(c.forSale)}?city=${encodeURIComponent(`${c.name}|${c.zip}`)}`,
      ),
    );
    const properties = (results?.properties ?? []).map((p) => option(`${panel.id}-p${p.ref}`, `${p.ref} · ${p.title}`, p.url));
    options = [...types, ...cities, ...properties];
    active = -1;
    input.removeAttribute('aria-activedescendant');
    const status = document.createElement('p');
    status.className = 'search-status';
    status.textContent = message ?? (options.length === 0 ? labels.none : '');
    panel.replaceChildren(
      ...group('types', types),
      ...group('cities', cities),
      ...group('properties', properties),
      ...(status.textContent ? [status] : []),
    );
    open(true);
  }

  function open(yes: boolean) {
    panel.hidden = !yes;
    input.setAttribute('aria-expanded', String(yes));
  }

  function move(step: number) {
    if (options.length === 0) return;
    options[active]?.setAttribute('aria-selected', 'false');
    active = (active + step + options.length) % options.length;
    const current = options[active] as HTMLElement;
    current.setAttribute('aria-selected', 'true');
    current.scrollIntoView({ block: 'nearest' });
    input.setAttribute('aria-activedescendant', current.id);
  }

  async function update() {
    index ??= fetch(box.dataset.index ?? '')
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))))
      .then(loadSearchIndex);
    try {
      const loaded = await index;
      if (document.activeElement === input) show(search(loaded, input.value));
    } catch {
      index = undefined;
      show(null, labels.failed);
    }
  }

  input.addEventListener('focus', update);
  input.addEventListener('input', update);
  input.addEventListener('blur', () => open(false));
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (panel.hidden) void update();
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape') {
      if (!panel.hidden) event.preventDefault();
      open(false);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      location.assign(options[active]?.dataset.href ?? '');
    }
  });
  // A click on an option must not blur the field first (that would close the panel under it).
  panel.addEventListener('mousedown', (event) => event.preventDefault());
  panel.addEventListener('click', (event) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[role="option"]');
    if (target?.dataset.href) location.assign(target.dataset.href);
  });
}

for (const box of document.querySelectorAll<HTMLElement>('[data-search-box]')) setUp(box);
