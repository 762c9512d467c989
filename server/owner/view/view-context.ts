import type { Language } from '../../../schema/index.js';
import { OWNER_TEXTS, type Translate, translatorFor } from './texts.js';

// What every part of the portal's HTML needs: the owner's language, its texts, and the number and
// date formats of that language (Intl), dates on the agency's clock.

export interface ViewContext {
  language: Language;
  t: Translate;
  /** A count as the language writes it (1 234 / 1.234 / 1,234). */
  number: (value: number) => string;
  /** A calendar day 'YYYY-MM-DD', short (12 Mar). */
  shortDay: (day: string) => string;
  /** A calendar day 'YYYY-MM-DD' with its weekday (Thu 12 Mar). */
  longDay: (day: string) => string;
  /** An ISO instant as date and time in the agency's time zone. */
  dateTime: (iso: string) => string;
}

// A calendar day is not an instant: read it at noon UTC and format it in UTC so no zone shifts it.
const dayAsDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** The agency's clock; an unknown zone name falls back to UTC rather than failing the whole page. */
function instantFormat(locale: string, timeZone: string) {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  }
}

export function createViewContext(language: Language, timeZone = 'Europe/Brussels'): ViewContext {
  const locale = OWNER_TEXTS[language].intlLocale;
  const numbers = new Intl.NumberFormat(locale);
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const instant = instantFormat(locale, timeZone);
  return {
    language,
    t: translatorFor(language),
    number: (value) => numbers.format(value),
    shortDay: (day) => short.format(dayAsDate(day)),
    longDay: (day) => long.format(dayAsDate(day)),
    dateTime: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : instant.format(date);
    },
  };
}
