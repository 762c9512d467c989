import type { FavouriteRecord } from '../../data/favourite-format';
import { countText, element, sitePath } from './dom';
import { type CompareLabels, compareRows } from './rows';

// The compare page's table: a column per property (its photo and title, a link to its page), a row
// per fact with its header cell, and a caption that says how many are compared.

export interface CompareTableLabels extends CompareLabels {
  caption: { one: string; other: string };
  /** Said for a fact a property does not give (a dash is shown). */
  none: string;
}

const SIZES = '(min-width: 1024px) 16rem, 40vw';

function headerOf(record: FavouriteRecord): HTMLElement {
  const photo = record.photo
    ? element('img', {
        src: record.photo.src,
        ...(record.photo.srcset && { srcset: record.photo.srcset, sizes: SIZES }),
        width: String(record.photo.width),
        height: String(record.photo.height),
        // The title beside it names the link.
        alt: '',
        loading: 'lazy',
        decoding: 'async',
      })
    : element('span', { class: 'photo-missing' });
  return element(
    'th',
    { scope: 'col' },
    element('a', { href: sitePath(record.url), class: 'compare-property' }, photo, element('span', {}, record.title)),
  );
}

const cellOf = (value: string | null, none: string) =>
  value === null
    ? element(
        'td',
        { class: 'compare-none' },
        element('span', { 'aria-hidden': 'true' }, '—'),
        element('span', { class: 'sr-only' }, none),
      )
    : element('td', {}, value);

export function compareTable(records: readonly FavouriteRecord[], labels: CompareTableLabels): HTMLTableElement {
  return element(
    'table',
    { class: 'compare-table' },
    element('caption', {}, countText(labels.caption, records.length)),
    element('thead', {}, element('tr', {}, element('td', {}), ...records.map(headerOf))),
    element(
      'tbody',
      {},
      ...compareRows(records, labels).map((row) =>
        element(
          'tr',
          { 'data-row': row.key },
          element('th', { scope: 'row' }, row.label),
          ...row.cells.map((cell) => cellOf(cell, labels.none)),
        ),
      ),
    ),
  );
}
