import { HEART_PATH } from '../../data/favourite-format';

// DOM helpers of the favourites' scripts: every text is set with textContent, never as HTML (titles,
// cities and prices come from the feed).

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

/** Adds a page's own styles (they come with its script: the site's stylesheet stays small on every other page). */
export function addStyles(css: string): void {
  document.head.append(element('style', {}, css));
}

/** A path of the site: the data's URLs are ours, but a link is checked before it is made. */
export const sitePath = (url: string): string => (/^\/(?!\/)/.test(url) ? url : '#');

const SVG = 'http://www.w3.org/2000/svg';

/** The heart icon, hidden from assistive technology (the button's text names it). */
export function heartIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', HEART_PATH);
  svg.append(path);
  return svg;
}

/** The same button as site/components/FavouriteButton.tsx: its state is set by the hearts' script. */
export function heartButton(id: number, labels: { add: string; remove: string }): HTMLButtonElement {
  return element(
    'button',
    { type: 'button', class: 'fav', 'data-fav': String(id), 'aria-pressed': 'false' },
    heartIcon(),
    element('span', { class: 'fav-add' }, labels.add),
    element('span', { class: 'fav-remove' }, labels.remove),
  );
}

/** A text with its {{names}} filled (i18next's templates, passed raw to the page). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The singular or plural text of a count, in the page's language. */
export const countText = (texts: { one: string; other: string }, count: number): string =>
  fill(new Intl.PluralRules(document.documentElement.lang || 'fr').select(count) === 'one' ? texts.one : texts.other, { count });
