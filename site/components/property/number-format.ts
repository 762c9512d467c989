import { FIGURE_LOCALES, type Language } from '../../../schema/index.js';

// Numbers as each language writes them on a Belgian site ("1.250" and "6,3" in fr, nl and de). The
// formatters are made once: a new Intl.NumberFormat per number cost a property page's prerender
// more than its field groups' markup (CPU profile, issue 16).

const grouped = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });
const oneDecimal = new Map<Language, Intl.NumberFormat>();
const oneDecimalIn = (language: Language) => {
  let format = oneDecimal.get(language);
  if (!format) {
    format = new Intl.NumberFormat(FIGURE_LOCALES[language], { maximumFractionDigits: 1 });
    oneDecimal.set(language, format);
  }
  return format;
};

/** A count or an area, grouped the Belgian way: 1.250 (as the field groups show them). */
export const belgianNumber = (n: number): string => grouped.format(n);

/** A score out of 10 with one decimal in the page's language: "6,3" (fr) or "6.3" (en). */
export const scoreText = (score: number, language: Language): string => oneDecimalIn(language).format(score);

/** A distance in metres: "200 m" below a kilometre, "1,8 km" from there. */
export function distanceText(metres: number, language: Language): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${oneDecimalIn(language).format(metres / 1000)} km`;
}
