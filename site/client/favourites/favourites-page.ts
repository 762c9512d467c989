import type { Language } from '../../../schema/spec/languages';
import { COMPARE_MAX, FAVOURITES_MAX, type FavouriteRecord } from '../../data/favourite-format';
import { cardOf } from './card';
import { addStyles, countText, element, fill } from './dom';
import STYLES from './favourites-page.css?inline';
import { bindHearts, FAVOURITE_EVENT, type FavouriteChange, showFavourites } from './hearts';
import { idsOfQuery, queryOfIds } from './ids';
import { recordsOf } from './records';
import { readFavourites, writeFavourites } from './store';
import { withIds } from './stored-ids';

// Issue 17: the favourites page (site/components/FavouritesPage.tsx). It shows the visitor's
// favourites as cards, or, opened from a shared link (`?ids=…`), the shared properties, which the
// visitor may keep as their own. A heart taken off here takes the card away; up to COMPARE_MAX
// ticked cards open the compare page; the share link names the properties shown.

/** The texts the script writes (the others are in the page, hidden until they apply). */
export interface FavouritesPageLabels {
  add: string;
  remove: string;
  compare: string;
  compareHint: string;
  compareFull: string;
  removed: string;
  kept: string;
  failed: string;
  missing: { one: string; other: string };
  copied: string;
  copyFailed: string;
}

const box = document.querySelector<HTMLElement>('[data-favourites]');
if (box) void start(box);

async function start(box: HTMLElement) {
  addStyles(STYLES);
  bindHearts();
  const labels = JSON.parse(box.dataset.labels ?? '{}') as FavouritesPageLabels;
  const part = <T extends HTMLElement>(name: string) => box.querySelector<T>(`[data-fav-${name}]`) as T;
  const [cards, status, empty, tools, hint, compare, share, copy] = [
    part('cards'),
    part('status'),
    part('empty'),
    part('tools'),
    part('hint'),
    part<HTMLButtonElement>('compare'),
    part<HTMLInputElement>('share'),
    part<HTMLButtonElement>('copy'),
  ];
  const say = (text: string) => {
    status.textContent = text;
  };
  const shared = idsOfQuery(location.search, FAVOURITES_MAX);
  const sharing = shared.length > 0;
  const ids = sharing ? shared : readFavourites();
  part(sharing ? 'shared' : 'intro').hidden = false;
  if (ids.length === 0) {
    empty.hidden = false;
    return;
  }

  cards.setAttribute('aria-busy', 'true');
  let records: Map<number, FavouriteRecord>;
  try {
    records = await recordsOf(box.dataset.language as Language, ids);
  } catch {
    say(labels.failed);
    return;
  } finally {
    cards.removeAttribute('aria-busy');
  }
  const shown = ids.flatMap((id) => records.get(id) ?? []);
  if (shown.length < ids.length) part('missing').textContent = countText(labels.missing, ids.length - shown.length);
  if (shown.length === 0) {
    empty.hidden = sharing;
    return;
  }

  const picked: number[] = [];
  const cardIds = () => [...cards.querySelectorAll<HTMLElement>('[data-card]')].map((card) => Number(card.dataset.card));
  const update = () => {
    const full = picked.length >= COMPARE_MAX;
    for (const box of cards.querySelectorAll<HTMLInputElement>('input[data-pick]')) box.disabled = full && !box.checked;
    hint.textContent = full ? labels.compareFull : labels.compareHint;
    compare.disabled = picked.length < 2;
    share.value = `${location.origin}${location.pathname}${queryOfIds(cardIds())}`;
  };
  for (const record of shown) {
    const card = cardOf(record, labels);
    const pick = element('input', { type: 'checkbox', 'data-pick': String(record.id) });
    card.append(
      element('label', { class: 'fav-pick' }, pick, labels.compare, element('span', { class: 'sr-only' }, ` ${record.title}`)),
    );
    cards.append(card);
  }
  cards.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    const id = Number(input.dataset.pick);
    if (!id) return;
    const at = picked.indexOf(id);
    if (input.checked && at < 0) picked.push(id);
    if (!input.checked && at >= 0) picked.splice(at, 1);
    update();
  });
  compare.addEventListener('click', () => {
    if (picked.length >= 2) location.assign(`${box.dataset.compare}${queryOfIds(picked)}`);
  });
  copy.addEventListener('click', () => {
    share.select();
    // No clipboard outside a secure context: the link is selected for the visitor to copy.
    if (!('clipboard' in navigator)) return say(labels.copyFailed);
    navigator.clipboard.writeText(share.value).then(
      () => say(labels.copied),
      () => say(labels.copyFailed),
    );
  });
  part<HTMLButtonElement>('keep').addEventListener('click', () => {
    writeFavourites(withIds(readFavourites(), cardIds()));
    showFavourites();
    say(labels.kept);
  });
  // The visitor's own list: a heart taken off takes its card away; the focus goes to the next heart.
  if (!sharing)
    document.addEventListener(FAVOURITE_EVENT, (event) => {
      const { id, on } = (event as CustomEvent<FavouriteChange>).detail;
      const card = cards.querySelector<HTMLElement>(`[data-card="${id}"]`);
      if (on || !card) return;
      const next = (card.nextElementSibling ?? card.previousElementSibling)?.querySelector<HTMLElement>('button[data-fav]');
      const title = card.querySelector('.card-title')?.textContent ?? '';
      card.remove();
      const at = picked.indexOf(id);
      if (at >= 0) picked.splice(at, 1);
      update();
      say(fill(labels.removed, { title }));
      if (next) next.focus();
      else {
        tools.hidden = true;
        empty.hidden = false;
        empty.focus();
      }
    });
  tools.hidden = false;
  update();
}
