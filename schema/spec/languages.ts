// §9 Limits: the site is offered in English, Dutch, French and German (§1).
export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
