import type { Language } from '../../../schema/index.js';
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import nl from '../locales/nl.json' with { type: 'json' };

// /admin/'s texts, one flat JSON file per language in server/staff/locales/ where a translator finds
// them. English is the reference: a key missing in another language is a compile error here, and
// tests/unit/staff-texts.test.ts compares the files' key sets.

export type StaffTextKey = keyof typeof en;

export const STAFF_TEXTS: Record<Language, Record<StaffTextKey, string>> = { fr, nl, en, de };

/** A text with its `{name}` placeholders filled; a placeholder without a value stays visible. */
export type StaffTranslate = (key: StaffTextKey, values?: Record<string, string | number>) => string;

export function staffTranslator(language: Language): StaffTranslate {
  const texts = STAFF_TEXTS[language];
  return (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
