// §9 Formats: amounts in the Belgian locale with the euro prefix: "€ 245.000", "€ 1.250,50". Free
// of zod: the browser's forms script uses it (the offer's deposit) as well as the pipeline's prices.

// nl-BE gives exactly that on Node 20 and in Chromium (plain '.', no narrow no-break space).
const cents = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "245.000", "1.250,50": whole once rounded to the cent, else two decimals. `+ 0` turns -0 into 0. */
export const euroDigits = (amount: number): string => cents.format(amount + 0).replace(/,00$/, '');

/** "€ 245.000" */
export const formatEuro = (amount: number): string => `€ ${euroDigits(amount)}`;
