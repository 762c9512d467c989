import { z } from 'zod';
import type { FieldIssue } from './content/save.js';
import type { StaffTranslate } from './view/texts.js';

// A content form's post (an article's, a team member's): its fields, its id, and the save's issues
// as the messages beside the fields they name.

export const idSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(80);

/** A form's fields as posted: texts only, each bounded; anything else is no field. */
export const formFields = (body: unknown): Record<string, string> => {
  const parsed = z.record(z.string(), z.string().max(100_000)).safeParse(body);
  return parsed.success ? parsed.data : {};
};

/** What a form's post names: its fields, and the entry's id (typed in for a new one). */
export function postedEntry(params: { id: string }, body: unknown) {
  const fields = formFields(body);
  const isNew = params.id === 'new';
  return { fields, isNew, id: isNew ? (fields.id ?? '').trim() : params.id };
}

/** The message of each field an issue of the entry at `index` names ("title.nl"); the others as one text. */
export function fieldErrors(t: StaffTranslate, issues: readonly FieldIssue[], index: number) {
  return issueMessages(t, issues, (issue) => {
    const [at, name, language] = issue.path;
    if (at !== index || typeof name !== 'string') return undefined;
    // An image's fields are named apart in the form: "image" for its file, "alt.fr" for its texts.
    if (name === 'image') return language === 'alt' && typeof issue.path[4] === 'string' ? `alt.${issue.path[4]}` : 'image';
    return typeof language === 'string' ? `${name}.${language}` : name;
  });
}

/** The message of each field `fieldOf` finds for an issue; the issues of no field as one text each. */
export function issueMessages(
  t: StaffTranslate,
  issues: readonly FieldIssue[],
  fieldOf: (issue: FieldIssue) => string | undefined,
) {
  const errors: Record<string, string> = {};
  const others: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (field === undefined) {
      others.push(issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
      continue;
    }
    // A text missing in a language: the schema's (a content file) or the configuration's check (site.json).
    const required = ['invalid_type', 'too_small', 'translation'].includes(issue.code);
    errors[field] ??=
      issue.code === 'link'
        ? t('field.link', { href: issue.message })
        : issue.code === 'photo'
          ? t('field.photo', { file: issue.message })
          : required
            ? t('field.required')
            : t('field.invalid', { detail: issue.message });
  }
  return { errors, others };
}
