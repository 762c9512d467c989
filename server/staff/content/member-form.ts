import { LANGUAGES, type Language, type Member } from '../../../schema/index.js';
import { putTexts, TICKED, textsFromFields } from './localized-fields.js';

// A team member as /admin/team/'s form shows it, and the form's fields back as a member. Pure, as
// the article's (article-form.ts): not validated here, the save checks the whole file.

export type MemberFields = Record<string, string>;

export function memberFields(member: Member | undefined, languages: readonly Language[]): MemberFields {
  const fields: MemberFields = {
    id: member?.id ?? '',
    name: member?.name ?? '',
    phone: member?.phone ?? '',
    email: member?.email ?? '',
    agency: member?.agency ?? '',
  };
  putTexts(fields, 'role', member?.role, languages);
  for (const language of LANGUAGES) if (member?.languages.includes(language)) fields[`speaks.${language}`] = TICKED;
  return fields;
}

/** The member the form describes; the roles of languages not enabled are kept from `before`. */
export function memberFromFields(
  fields: MemberFields,
  languages: readonly Language[],
  before: Member | undefined,
): Record<string, unknown> {
  const field = (name: string) => (fields[name] ?? '').trim();
  return {
    id: before?.id ?? field('id'),
    name: field('name'),
    role: textsFromFields(fields, 'role', before?.role, languages),
    ...(field('phone') !== '' && { phone: field('phone') }),
    ...(field('email') !== '' && { email: field('email') }),
    agency: field('agency'),
    languages: LANGUAGES.filter((language) => fields[`speaks.${language}`] === TICKED),
  };
}
