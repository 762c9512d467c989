import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../schema/index.js';
import { ListingBadges } from '../../site/components/ListingBadges.js';
import { PropertyCard } from '../../site/components/PropertyCard.js';
import { cardOf } from '../../site/data/cards.js';
import { renderChunk } from '../../site/data/list-index-cards.js';
import { i18nFor } from '../../site/locales/i18n.js';
import { PriceHistory } from '../../site/pages/property/PriceHistory.js';
import { propertyWithHistory } from '../support/history-property.js';

// Issue 17: the "Nouveau" and "Prix en baisse" badges on a card, in the list's fragments and on the
// property page, and the page's price history, rendered from the data the sync writes.

const render = (language: Language, element: ReactElement) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor(language) }, element));

const dropped = (language: Language = 'fr') =>
  propertyWithHistory({
    language,
    history: {
      isNew: true,
      formerPrice: 300_000,
      prices: [
        { at: '2027-01-02T08:00:00.000Z', amount: 300_000 },
        { at: '2027-01-20T09:00:00.000Z', amount: 285_000 },
      ],
    },
  });

const TEXTS = {
  fr: ['Nouveau', 'Prix en baisse', 'Ancien prix :'],
  nl: ['Nieuw', 'Prijsdaling', 'Vorige prijs:'],
  en: ['New', 'Price reduced', 'Previous price:'],
  de: ['Neu', 'Preis gesenkt', 'Vorheriger Preis:'],
} as const;

describe('the badges of a card', () => {
  it.each(Object.entries(TEXTS) as [Language, readonly string[]][])(
    '%s: "new" and "price reduced" with the former price struck through',
    (language, [isNew, priceDrop, formerPrice]) => {
      const html = render(language, createElement(PropertyCard, { card: cardOf(dropped(language)) }));
      expect(html).toContain(
        `<div class="card-badges"><span class="badge badge-new">${isNew}</span><span class="badge badge-price-drop">${priceDrop} <s><span class="sr-only">${formerPrice} </span>€ 300.000</s></span></div>`,
      );
      expect(html).toContain('<p class="card-price">€ 285.000</p>');
    },
  );

  it('shows the status badge of a sold property, not "new" nor the lower price', () => {
    const sold = propertyWithHistory({ status: 'sold', history: { isNew: true, formerPrice: 300_000 } });
    const html = render('fr', createElement(PropertyCard, { card: cardOf(sold) }));
    expect(html).toContain('<div class="card-badges"><span class="badge badge-status">VENDU</span></div>');
    expect(html).not.toContain('Nouveau');
    expect(html).not.toContain('Prix en baisse');
  });

  it('shows no badge area on a property without one', () => {
    expect(render('fr', createElement(PropertyCard, { card: cardOf(propertyWithHistory()) }))).not.toContain('card-badges');
  });

  it('is the same in the list’s fragments, which the browser places when a list is filtered', () => {
    const card = cardOf(dropped('nl'));
    const fragment = renderChunk('nl', [card]);
    expect(fragment).toContain('Prijsdaling');
    expect(fragment).toBe(render('nl', createElement(PropertyCard, { card, heading: 'h2' })));
  });
});

describe('the property page', () => {
  it('shows the badges near the price', () => {
    const html = render('fr', createElement(ListingBadges, { card: cardOf(dropped()), className: 'listing-badges' }));
    expect(html).toBe(
      '<div class="listing-badges"><span class="badge badge-new">Nouveau</span><span class="badge badge-price-drop">Prix en baisse <s><span class="sr-only">Ancien prix : </span>€ 300.000</s></span></div>',
    );
  });

  it.each([
    ['fr', 'Historique du prix', '20 janvier 2027', '2 janvier 2027'],
    ['nl', 'Prijsgeschiedenis', '20 januari 2027', '2 januari 2027'],
    ['en', 'Price history', '20 January 2027', '2 January 2027'],
    ['de', 'Preisentwicklung', '20. Januar 2027', '2. Januar 2027'],
  ] as const)('%s: lists the price history, newest first', (language, title, latest, first) => {
    const html = render(language, createElement(PriceHistory, { property: dropped(language) }));
    expect(html).toContain(`<h2 id="price-history">${title}</h2>`);
    const rows = [...html.matchAll(/<tr><td><time dateTime="([^"]+)">([^<]+)<\/time><\/td><td>([^<]+)<\/td><\/tr>/g)].map((m) =>
      m.slice(1),
    );
    expect(rows).toEqual([
      ['2027-01-20T09:00:00.000Z', latest, '€ 285.000'],
      ['2027-01-02T08:00:00.000Z', first, '€ 300.000'],
    ]);
  });

  it('has no price history with one price', () => {
    expect(render('fr', createElement(PriceHistory, { property: propertyWithHistory() }))).toBe('');
  });
});
