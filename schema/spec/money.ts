// §9 Formats: amounts in the Belgian locale with the euro prefix: "€ 245.000", "€ 1.250,50". Free
// of zod: the browser's scripts use it (the offer's deposit, a filtered list's price range) as well
// as the pipeline's prices.

// nl-BE gives exactly that on Node 20 and in Chromium (plain '.', no narrow no-break space). Made on
// first use of a fraction: a phone's first Intl.NumberFormat loads the locale's data (≈55 ms under
// Chromium's CPU throttling ×4, measured on a filtered list), and whole amounts need none of it.
let cents: Intl.NumberFormat | undefined;

/** "245.000", "1.250,50": whole once rounded to the cent, else two decimals. `+ 0` turns -0 into 0. */
export function euroDigits(amount: number): string {
  // Whole amounts, the usual case: the thousands grouped with '.', exactly as nl-BE writes them.
  if (Number.isSafeInteger(amount)) return String(amount + 0).replace(/\B(?=(\d{3})+$)/g, '.');
  cents ??= new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return cents.format(amount + 0).replace(/,00$/, '');
}

/** "€ 245.000" */
export const formatEuro = (amount: number): string => `€ ${euroDigits(amount)}`;
