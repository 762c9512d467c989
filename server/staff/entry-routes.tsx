import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { Language } from '../../schema/index.js';
import type { StaffMember } from './accounts.js';
import { readContent } from './content/content-files.js';
import type { Publisher } from './content/publisher.js';
import type { StaffContentOptions, StaffContext } from './context.js';
import { entriesOf, type FormAgain, saveEntry, withEntry } from './entry-save.js';
import { idSchema, postedEntry } from './form-post.js';
import { previewLanguage, previewReply } from './preview-reply.js';
import { savedMessage, type VersionedFile, versionRoutes } from './version-routes.js';
import { Nav } from './view/Nav.js';
import type { StaffTranslate } from './view/texts.js';
import { staffTranslator } from './view/texts.js';

// The pages of a list file's entries in /admin/ (issue 45: the articles, the team, the agencies): the list, an
// entry's form, a new one, the file's versions; each save checked, kept and published as an
// article's is (entry-save.ts). A kind says how its entries read as a form and back.

/** How /admin/'s content pages answer (server/staff/routes.tsx): the session's staff member, and a page. */
export interface ContentPages {
  /** The staff member of the request's session, or undefined once the answer (a redirect) is sent. */
  member: (request: FastifyRequest, reply: FastifyReply) => Promise<StaffMember | undefined>;
  page: (
    reply: FastifyReply,
    status: number,
    member: StaffMember,
    heading: string,
    body: ReactNode,
    refreshSeconds?: number,
  ) => FastifyReply;
}

/** What an entry's form is given. */
export interface EntryFormProps {
  t: StaffTranslate;
  action: string;
  fields: Record<string, string>;
  /** The digest of the file the form shows: a save on another one is refused. */
  version: string;
  isNew: boolean;
  errors: Record<string, string>;
  message?: { text: string; kind: 'error' | 'notice' };
  /** Where the form posts to preview itself in a language; none: the kind has no preview. */
  preview?: (language: Language) => string;
}

export interface EntryKind<T extends { id: string }> extends VersionedFile {
  /** The list page's heading. */
  listHeading: (t: StaffTranslate) => string;
  list: (t: StaffTranslate, entries: readonly T[], member: StaffMember) => Promise<ReactNode>;
  /** The form page's heading, for an entry or a new one. */
  heading: (t: StaffTranslate, entry: T | undefined, member: StaffMember) => string;
  form: (props: EntryFormProps) => Promise<ReactNode>;
  fieldsOf: (entry: T | undefined) => Record<string, string>;
  /** The entry the form describes, from the one it replaces; not checked here: the save checks the file. */
  fromFields: (fields: Record<string, string>, before: T | undefined) => T;
  /** The page of the site that shows the entry, for its preview (none: no preview). */
  previewUrl?: (entry: T, language: Language) => Promise<string>;
}

export function entryRoutes<T extends { id: string }>(
  admin: FastifyInstance,
  ctx: StaffContext,
  place: StaffContentOptions,
  publisher: Publisher | undefined,
  pages: ContentPages,
  kind: EntryKind<T>,
) {
  const { file, base } = kind;
  const withNav = (member: StaffMember, body: ReactNode) => (
    <>
      <Nav t={staffTranslator(member.language)} current={kind.current} admin={member.role === 'admin'} />
      {body}
    </>
  );

  const formPage = async (
    reply: FastifyReply,
    status: number,
    member: StaffMember,
    id: string | undefined,
    extra: Partial<FormAgain> = {},
  ) => {
    const t = staffTranslator(member.language);
    const onDisk = await readContent(place.dir, file);
    const shown = id === undefined ? undefined : entriesOf<T>(onDisk.value).find((e) => e.id === id);
    if (id !== undefined && !shown) return reply.code(303).redirect(base);
    const form = await kind.form({
      t,
      action: `${base}${id ?? 'new'}`,
      fields: extra.fields ?? kind.fieldsOf(shown),
      version: extra.version ?? onDisk.digest,
      isNew: id === undefined,
      errors: extra.errors ?? {},
      message: extra.message,
      ...(kind.previewUrl && { preview: (language: Language) => `${base}${id ?? 'new'}/preview?language=${language}` }),
    });
    return pages.page(
      reply,
      status,
      member,
      kind.heading(t, shown, member),
      withNav(member, form),
      extra.message?.refresh ? 2 : undefined,
    );
  };

  admin.get(base, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    const entries = entriesOf<T>((await readContent(place.dir, file)).value);
    return pages.page(reply, 200, member, kind.listHeading(t), withNav(member, await kind.list(t, entries, member)));
  });

  admin.get(`${base}new`, async (request, reply) => {
    const member = await pages.member(request, reply);
    return member ? formPage(reply, 200, member, undefined) : reply;
  });

  versionRoutes(admin, ctx, place, publisher, pages, kind);

  admin.get<{ Params: { id: string }; Querystring: { published?: string; saved?: string } }>(
    `${base}:id`,
    async (request, reply) => {
      const member = await pages.member(request, reply);
      if (!member) return reply;
      const id = idSchema.safeParse(request.params.id);
      if (!id.success) return reply.code(303).redirect(base);
      const t = staffTranslator(member.language);
      return formPage(reply, 200, member, id.data, { message: savedMessage(publisher, t, request.query, member) });
    },
  );

  if (kind.previewUrl) {
    const previewUrl = kind.previewUrl;
    // The form as it stands, its page rendered as a visitor would see it in one language; nothing saved.
    admin.post<{ Params: { id: string }; Querystring: { language?: string } }>(`${base}:id/preview`, async (request, reply) => {
      const member = await pages.member(request, reply);
      if (!member) return reply;
      const { fields, isNew, id } = postedEntry(request.params, request.body);
      const asking = { content: place, pages, member, language: previewLanguage(place, request.query.language) };
      if (!idSchema.safeParse(id).success)
        return previewReply(reply, asking, { refused: staffTranslator(member.language)('article.idHint') });
      const { entries, entry } = withEntry<T>((await readContent(place.dir, file)).value, id, isNew, (before) =>
        kind.fromFields(fields, before),
      );
      const url = await previewUrl(entry, asking.language ?? member.language);
      return previewReply(reply, asking, { file, draft: entries, url: () => url });
    });
  }

  admin.post<{ Params: { id: string } }>(`${base}:id`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const posted = postedEntry(request.params, request.body);
    return saveEntry<T>(reply, {
      place,
      ctx,
      publisher,
      member,
      file,
      base,
      posted,
      make: (before) => kind.fromFields(posted.fields, before),
      again: (status, id, extra) => formPage(reply, status, member, id, extra),
    });
  });
}
