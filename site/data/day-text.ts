import { AGENCY_TIME_ZONE, FIGURE_LOCALES, type Language } from '../../schema/index.js';

// One format per language: a new Intl.DateTimeFormat per date costs a prerender dearly (issue 16).
const formats = new Map<Language, Intl.DateTimeFormat>();

/** "10 janvier 2027": the day of an ISO time in the agency's time zone, in the page's language. */
export function dayText(at: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(FIGURE_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: AGENCY_TIME_ZONE,
    });
    formats.set(language, format);
  }
  return format.format(new Date(at));
}
