import type { Agency, Language } from '../../../schema/index.js';
import { bodyBlocks, bodyText } from './article-form.js';
import { putTexts, textsFromFields } from './localized-fields.js';

// An office as /admin/agencies/'s form shows it, and back. Pure; its page's text is written as an
// article's body (article-form.ts). Not validated here: the save checks the whole file.

const ONE_LINE = ['name', 'street', 'zip', 'city', 'phone', 'email'] as const;

export function agencyFields(agency: Agency | undefined, languages: readonly Language[]): Record<string, string> {
  const fields: Record<string, string> = { id: agency?.id ?? '' };
  for (const name of ONE_LINE) fields[name] = agency?.[name] ?? '';
  putTexts(fields, 'hours', agency?.hours, languages);
  for (const language of languages) fields[`description.${language}`] = bodyText(agency?.description[language]);
  return fields;
}

/** The office the form describes; the texts of languages not enabled are kept from `before`. */
export function agencyFromFields(
  fields: Record<string, string>,
  languages: readonly Language[],
  before: Agency | undefined,
): Record<string, unknown> {
  const field = (name: string) => (fields[name] ?? '').trim();
  const description: Record<string, unknown> = { ...(before?.description ?? {}) };
  for (const language of languages) {
    const blocks = bodyBlocks(fields[`description.${language}`] ?? '');
    if (blocks.length === 0) delete description[language];
    else description[language] = blocks;
  }
  return {
    id: before?.id ?? field('id'),
    ...Object.fromEntries(ONE_LINE.map((name) => [name, field(name)])),
    hours: textsFromFields(fields, 'hours', before?.hours, languages),
    description,
  };
}
