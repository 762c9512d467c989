import { FIGURE_LOCALES, type Language } from '../../../schema/index.js';

// Numbers as each language writes them on a Belgian site ("1.250" and "6,3" in fr, nl and de).

/** A count or an area, grouped the Belgian way: 1.250 (as the field groups show them). */
export const belgianNumber = (n: number): string => new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 }).format(n);

/** A score out of 10 with one decimal in the page's language: "6,3" (fr) or "6.3" (en). */
export const scoreText = (score: number, language: Language): string =>
  new Intl.NumberFormat(FIGURE_LOCALES[language], { maximumFractionDigits: 1 }).format(score);

/** A distance in metres: "200 m" below a kilometre, "1,8 km" from there. */
export function distanceText(metres: number, language: Language): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${new Intl.NumberFormat(FIGURE_LOCALES[language], { maximumFractionDigits: 1 }).format(metres / 1000)} km`;
}
