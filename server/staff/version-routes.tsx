import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AGENCY_TIME_ZONE, DATE_LOCALES } from '../../schema/index.js';
import type { StaffMember } from './accounts.js';
import type { EditableFile } from './content/content-files.js';
import { readContent } from './content/content-files.js';
import type { Publisher } from './content/publisher.js';
import { type ContentPlace, restoreContent } from './content/save.js';
import { versionsOf, versionText } from './content/versions.js';
import type { StaffContext } from './context.js';
import type { ContentPages } from './entry-routes.js';
import { Nav, type NavKey } from './view/Nav.js';
import type { StaffTranslate } from './view/texts.js';
import { staffTranslator } from './view/texts.js';
import { Versions } from './view/Versions.js';

// A content file's versions under /admin/ (issue 45), the same for each kind of content: the list,
// newest first, and a version put back (checked as a save is, kept as a new version, published).

export type PublicationMessage = { text: string; kind: 'error' | 'notice'; refresh?: boolean };

/** What a page says of the publication `n` of its last save: under way (the page reloads itself), live, or failed. */
export function publicationMessage(
  publisher: Publisher | undefined,
  t: StaffTranslate,
  n: number,
  member: StaffMember,
): PublicationMessage | undefined {
  const state = publisher?.stateOf(n);
  if (!state) return undefined;
  if (state.pending) return { text: t('publish.building'), kind: 'notice', refresh: true };
  const time = new Intl.DateTimeFormat(DATE_LOCALES[member.language], {
    timeStyle: 'medium',
    timeZone: AGENCY_TIME_ZONE,
  }).format(state.at);
  return state.ok
    ? { text: t('publish.live', { time }), kind: 'notice' }
    : { text: t('publish.failed', { message: state.message ?? '' }), kind: 'error' };
}

/** What an entry's form says once its save sent the editor back to it (`?published=n`, or `?saved` without a publisher). */
export function savedMessage(
  publisher: Publisher | undefined,
  t: StaffTranslate,
  query: { published?: string; saved?: string },
  member: StaffMember,
): PublicationMessage | undefined {
  const n = Number(query.published);
  if (Number.isInteger(n) && n > 0) return publicationMessage(publisher, t, n, member);
  return query.saved !== undefined ? { text: t('publish.manual'), kind: 'notice' } : undefined;
}

export interface VersionedFile {
  file: EditableFile;
  /** The kind's pages ("/admin/articles/"): its versions are at <base>versions. */
  base: string;
  current: NavKey;
  /** The kind's name in the navigation, for the page's heading. */
  name: 'nav.articles' | 'nav.team' | 'nav.agencies' | 'nav.pages' | 'nav.settings';
  /** Only an admin restores a version of it (site.json: the menu, the settings). */
  adminOnly?: boolean;
}

export function versionRoutes(
  admin: FastifyInstance,
  ctx: StaffContext,
  place: ContentPlace,
  publisher: Publisher | undefined,
  pages: ContentPages,
  { file, base, current, name, adminOnly }: VersionedFile,
) {
  admin.get<{ Querystring: { published?: string } }>(`${base}versions`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    const [versions, onDisk] = await Promise.all([versionsOf(ctx.db, file), readContent(place.dir, file)]);
    // After a restore: where its publication stands, as after a save.
    const n = Number(request.query.published);
    const message = Number.isInteger(n) && n > 0 ? publicationMessage(publisher, t, n, member) : undefined;
    const list = (
      <Versions
        t={t}
        language={member.language}
        versions={versions}
        current={onDisk.digest}
        restoreAction={adminOnly && member.role !== 'admin' ? undefined : (id) => `${base}versions/${id}`}
      />
    );
    return pages.page(
      reply,
      200,
      member,
      t('versions.heading', { file: t(name) }),
      <>
        <Nav t={t} current={current} admin={member.role === 'admin'} />
        {message && (
          <p className={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
        {list}
      </>,
      message?.refresh ? 2 : undefined,
    );
  });

  admin.post<{ Params: { id: string } }>(`${base}versions/:id`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    const refused = (status: number, text: string) =>
      pages.page(
        reply,
        status,
        member,
        t('versions.heading', { file: t(name) }),
        <p className="error" role="alert">
          {text}
        </p>,
      );
    if (adminOnly && member.role !== 'admin') return refused(403, t('settings.adminOnly'));
    const version = z.coerce.number().int().positive().safeParse(request.params.id);
    const text = version.success ? await versionText(ctx.db, file, version.data) : undefined;
    if (!version.success || text === undefined) return reply.code(303).redirect(`${base}versions`);
    const outcome = await restoreContent(place, ctx.commits, { file, version: version.data, text, actor: member.email });
    if (!outcome.ok) {
      const detail = outcome.reason === 'invalid' ? outcome.issues.map((i) => i.message).join('; ') : '';
      return refused(400, t('save.other', { detail }));
    }
    const n = publisher?.publish();
    return reply.code(303).redirect(`${base}versions${n === undefined ? '' : `?published=${n}`}`);
  });
}
