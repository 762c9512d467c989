import type { Language } from '../../../schema/spec/languages';
import { COMPARE_MAX, type FavouriteRecord } from '../../data/favourite-format';
import STYLES from './compare-page.css?inline';
import { type CompareTableLabels, compareTable } from './compare-table';
import { addStyles, countText } from './dom';
import { idsOfQuery } from './ids';
import { recordsOf } from './records';

// Issue 17: the compare page (site/components/FavouritesCompare.tsx): the properties of `?ids=…`,
// at most COMPARE_MAX, side by side in the order of the link.

export interface ComparePageLabels extends CompareTableLabels {
  failed: string;
  missing: { one: string; other: string };
}

const box = document.querySelector<HTMLElement>('[data-compare-page]');
if (box) void start(box);

async function start(box: HTMLElement) {
  addStyles(STYLES);
  const labels = JSON.parse(box.dataset.labels ?? '{}') as ComparePageLabels;
  const part = (name: string) => box.querySelector<HTMLElement>(`[data-compare-${name}]`) as HTMLElement;
  const ids = idsOfQuery(location.search, COMPARE_MAX);
  if (ids.length === 0) {
    part('empty').hidden = false;
    return;
  }
  box.setAttribute('aria-busy', 'true');
  let records: Map<number, FavouriteRecord>;
  try {
    records = await recordsOf(box.dataset.language as Language, ids);
  } catch {
    part('status').textContent = labels.failed;
    return;
  } finally {
    box.removeAttribute('aria-busy');
  }
  const shown = ids.flatMap((id) => records.get(id) ?? []);
  if (shown.length < ids.length) part('missing').textContent = countText(labels.missing, ids.length - shown.length);
  if (shown.length === 0) {
    part('empty').hidden = false;
    return;
  }
  const table = part('table');
  table.replaceChildren(compareTable(shown, labels));
  table.hidden = false;
}
