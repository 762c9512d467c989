import type { FastifyReply } from 'fastify';
import type { StaffMember } from './accounts.js';
import type { EditableFile } from './content/content-files.js';
import type { Publisher } from './content/publisher.js';
import { type ContentPlace, saveContent } from './content/save.js';
import type { StaffContext } from './context.js';
import { fieldErrors, idSchema } from './form-post.js';
import type { PublicationMessage } from './version-routes.js';
import { staffTranslator } from './view/texts.js';

// The save of one entry of a list file (an article of articles.json, a member of team.json) from
// its form: its id checked, the entry made from the form and the entry it replaces, the whole file
// saved as content/save.ts saves (on the version the form was opened on, checked, kept), then the
// publication started. Refused, the form comes again with what was typed and why.

export interface FormAgain {
  fields: Record<string, string>;
  version?: string;
  errors?: Record<string, string>;
  message: PublicationMessage;
}

export interface EntrySave<T> {
  place: ContentPlace;
  ctx: StaffContext;
  publisher: Publisher | undefined;
  member: StaffMember;
  file: EditableFile;
  /** The kind's pages ("/admin/team/"): the saved entry's form is at <base><id>. */
  base: string;
  posted: { fields: Record<string, string>; isNew: boolean; id: string };
  /** The entry from the form, and the one it replaces (none for a new one). */
  make: (before: T | undefined) => T;
  /** The form again, for the entry `id` (undefined: a new one). */
  again: (status: number, id: string | undefined, extra: FormAgain) => Promise<FastifyReply> | FastifyReply;
}

/** A list file's entries as its value holds them (not checked: a developer's edit may be anything). */
export const entriesOf = <T>(value: unknown): T[] => (Array.isArray(value) ? [...(value as T[])] : []);

/**
 * The file's entries with the form's entry in the place of the one with its id, or added at the
 * end (a new one: one whose id is taken is refused by the schema's check of ids used twice).
 */
export function withEntry<T extends { id: string }>(
  value: unknown,
  id: string,
  isNew: boolean,
  make: (before: T | undefined) => T,
): { entries: T[]; index: number; entry: T } {
  const entries = entriesOf<T>(value);
  const found = entries.findIndex((e) => e.id === id);
  const entry = make(isNew || found < 0 ? undefined : entries[found]);
  if (isNew || found < 0) return { entries: [...entries, entry], index: entries.length, entry };
  entries[found] = entry;
  return { entries, index: found, entry };
}

export async function saveEntry<T extends { id: string }>(reply: FastifyReply, save: EntrySave<T>) {
  const { place, ctx, publisher, member, file, base, posted, make, again } = save;
  const { fields, isNew, id } = posted;
  const t = staffTranslator(member.language);
  const at = isNew ? undefined : id;
  if (!idSchema.safeParse(id).success) {
    const errors = { id: t('field.invalid', { detail: t('article.idHint') }) };
    return again(400, at, { fields, errors, message: { text: t('save.invalid'), kind: 'error' } });
  }
  let index = -1;
  const outcome = await saveContent(place, ctx.commits, {
    file,
    openedOn: fields.version ?? '',
    actor: member.email,
    summary: id,
    change: (value) => {
      const placed = withEntry(value, id, isNew, make);
      index = placed.index;
      return placed.entries;
    },
  });
  if (!outcome.ok && outcome.reason === 'stale')
    return again(409, at, { fields, message: { text: t('save.stale'), kind: 'error' } });
  if (!outcome.ok) {
    const { errors, others } = fieldErrors(t, outcome.issues, index);
    const text = others.length > 0 ? t('save.other', { detail: others.join('; ') }) : t('save.invalid');
    // The form keeps what was typed, on the version it was opened on.
    return again(400, at, { fields, version: fields.version, errors, message: { text, kind: 'error' } });
  }
  const n = publisher?.publish();
  return reply.code(303).redirect(`${base}${encodeURIComponent(id)}?${n === undefined ? 'saved' : `published=${n}`}`);
}
