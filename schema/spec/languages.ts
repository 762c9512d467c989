// §9 Limits: the site is offered in English, Dutch, French and German (§1).
export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** Intl locales for dates in a text (mails, articles): English dates the British way. */
export const DATE_LOCALES: Record<Language, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB', de: 'de-BE' };

/** Intl locales for a property's figures: Belgian in every language ("6,3", "1.250"). */
export const FIGURE_LOCALES: Record<Language, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-BE', de: 'de-BE' };
