/** §2 Home: the configured descriptions' placeholders {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}. */
export const fillTotals = (text: string, totals: { forSale: number; forRent: number }): string =>
  text.replaceAll('{FOR_SALE_TOTAL}', String(totals.forSale)).replaceAll('{FOR_RENT_TOTAL}', String(totals.forRent));
