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
      const entries = [...(Array.isArray(value) ? (value as T[]) : [])];
      index = entries.findIndex((e) => e.id === id);
      // A new entry whose id is taken is refused by the schema's check of ids used twice.
      const next = make(isNew || index < 0 ? undefined : entries[index]);
      if (isNew || index < 0) index = entries.push(next) - 1;
      else entries[index] = next;
      return entries;
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
