import type { Language } from '../../../schema/index.js';
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import nl from '../locales/nl.json' with { type: 'json' };

// The owner portal's texts, one flat JSON file per language in server/owner/locales/ where a
// translator finds them. English is the reference: the type below makes a key missing in another
// language a compile error, and tests/unit/owner-view.test.ts compares the files' key sets.

export type OwnerTextKey = keyof typeof en;
export type OwnerTexts = Record<OwnerTextKey, string>;

export const OWNER_TEXTS: Record<Language, OwnerTexts> = { fr, nl, en, de };

/** A text with its `{name}` placeholders filled; a placeholder without a value stays visible. */
export type Translate = (key: OwnerTextKey, values?: Record<string, string | number>) => string;

export function translatorFor(language: Language): Translate {
  const texts = OWNER_TEXTS[language];
  return (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
