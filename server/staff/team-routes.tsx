import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Agency, Member } from '../../schema/index.js';
import type { StaffMember } from './accounts.js';
import { readContent } from './content/content-files.js';
import { memberFields, memberFromFields } from './content/member-form.js';
import type { Publisher } from './content/publisher.js';
import type { ContentPlace } from './content/save.js';
import type { ContentPages } from './content-routes.js';
import type { StaffContext } from './context.js';
import { saveEntry } from './entry-save.js';
import { idSchema, postedEntry } from './form-post.js';
import { type PublicationMessage, savedMessage, versionRoutes } from './version-routes.js';
import { MemberForm, type MemberFormProps } from './view/MemberForm.js';
import { ADMIN_TEAM, Nav } from './view/Nav.js';
import { TeamList } from './view/TeamList.js';
import { staffTranslator } from './view/texts.js';

// /admin/team/ (issue 45): the team members (content/team.json), each one's form, a new one, and the
// file's versions; saved, kept and published as an article is (content-routes.tsx).

const FILE = 'team.json';
const listOf = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

export function teamRoutes(
  admin: FastifyInstance,
  ctx: StaffContext,
  place: ContentPlace,
  publisher: Publisher | undefined,
  pages: ContentPages,
) {
  const agenciesNow = async () =>
    listOf<Agency>((await readContent(place.dir, 'agencies.json')).value).map(({ id, name }) => ({ id, name }));
  const nav = (member: StaffMember) => (
    <Nav t={staffTranslator(member.language)} current="team" admin={member.role === 'admin'} />
  );

  const formPage = async (
    reply: FastifyReply,
    status: number,
    member: StaffMember,
    id: string | undefined,
    extra: {
      fields?: MemberFormProps['fields'];
      version?: string;
      errors?: Record<string, string>;
      message?: PublicationMessage;
    } = {},
  ) => {
    const t = staffTranslator(member.language);
    const onDisk = await readContent(place.dir, FILE);
    const shown = id === undefined ? undefined : listOf<Member>(onDisk.value).find((m) => m.id === id);
    if (id !== undefined && !shown) return reply.code(303).redirect(ADMIN_TEAM);
    const heading = shown ? t('member.heading.edit', { name: shown.name }) : t('member.heading.new');
    const form = (
      <MemberForm
        t={t}
        action={`${ADMIN_TEAM}${id ?? 'new'}`}
        languages={place.languages}
        fields={extra.fields ?? memberFields(shown, place.languages)}
        version={extra.version ?? onDisk.digest}
        isNew={id === undefined}
        agencies={await agenciesNow()}
        errors={extra.errors ?? {}}
        message={extra.message}
      />
    );
    return pages.page(
      reply,
      status,
      member,
      heading,
      <>
        {nav(member)}
        {form}
      </>,
      extra.message?.refresh ? 2 : undefined,
    );
  };

  admin.get(ADMIN_TEAM, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    const members = listOf<Member>((await readContent(place.dir, FILE)).value);
    return pages.page(
      reply,
      200,
      member,
      t('team.heading'),
      <>
        {nav(member)}
        <TeamList t={t} members={members} agencies={await agenciesNow()} language={member.language} />
      </>,
    );
  });

  admin.get(`${ADMIN_TEAM}new`, async (request, reply) => {
    const member = await pages.member(request, reply);
    return member ? formPage(reply, 200, member, undefined) : reply;
  });

  versionRoutes(admin, ctx, place, publisher, pages, { file: FILE, base: ADMIN_TEAM, current: 'team', name: 'nav.team' });

  admin.get<{ Params: { id: string }; Querystring: { published?: string; saved?: string } }>(
    `${ADMIN_TEAM}:id`,
    async (request, reply) => {
      const member = await pages.member(request, reply);
      if (!member) return reply;
      const id = idSchema.safeParse(request.params.id);
      if (!id.success) return reply.code(303).redirect(ADMIN_TEAM);
      const t = staffTranslator(member.language);
      return formPage(reply, 200, member, id.data, { message: savedMessage(publisher, t, request.query, member) });
    },
  );

  admin.post<{ Params: { id: string } }>(`${ADMIN_TEAM}:id`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    const posted = postedEntry(request.params, request.body);
    return saveEntry<Member>(reply, {
      place,
      ctx,
      publisher,
      member,
      file: FILE,
      base: ADMIN_TEAM,
      posted,
      make: (before) => memberFromFields(posted.fields, place.languages, before) as unknown as Member,
      again: (status, id, extra) => formPage(reply, status, member, id, extra),
    });
  });
}
