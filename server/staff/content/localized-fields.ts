import type { Language } from '../../../schema/index.js';

// A form's fields of a text in several languages ("title.fr", "title.nl"…) and back, the same for
// every content form: the languages shown are the site's; the others keep what the file holds (a
// language switched off keeps its texts for a later day). Pure.

export type Texts = Partial<Record<Language, string>>;

/** A checkbox's value as a browser posts it, when ticked. */
export const TICKED = 'on';

/** Puts `texts`' fields, one per language shown, into `fields` (an empty one where a language has none). */
export function putTexts(fields: Record<string, string>, name: string, texts: Texts | undefined, languages: readonly Language[]) {
  for (const language of languages) fields[`${name}.${language}`] = texts?.[language] ?? '';
}

/** The text `name` as typed: each language shown trimmed, or left out when empty; the others as `kept` has them. */
export function textsFromFields<T = string>(
  fields: Record<string, string>,
  name: string,
  kept: Partial<Record<Language, T>> | undefined,
  languages: readonly Language[],
): Partial<Record<Language, T | string>> {
  const next: Partial<Record<Language, T | string>> = { ...(kept ?? {}) };
  for (const language of languages) {
    const typed = (fields[`${name}.${language}`] ?? '').trim();
    if (typed === '') delete next[language];
    else next[language] = typed;
  }
  return next;
}
